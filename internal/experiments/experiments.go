// Package experiments measures gorir the way section 5 of the paper ("R
// Melts Brains") measures Ř: it runs R programs in separate gorir
// processes, under several configurations of the optimising tier, and
// derives the paper's three results from what the runs report.
//
// The model. A Program is a command line for gorir: a benchmark of the
// suite in bench/ (bench/harness.R NAME ITERATIONS PARAM, which prints
// one timed line per iteration) or any R script (timed as a whole, by
// the wall clock of its process). A Config is a set of gorir flags:
//
//	baseline    --jit=off                           (the interpreter only)
//	default     --jit=on                            (all passes)
//	no-promise  --jit=on --disable-pass=promise     (promise inlining off)
//	no-scope    --jit=on --disable-pass=scope       (scope resolution off)
//	no-opt      --jit=on --opt=none                 (every pass off)
//
// Every run also gets --stats=json, whose counters (jit.StatsJSON) it
// writes to standard error at exit. A Runner runs each program Runs
// times in every configuration, interleaving the configurations (run 1
// of each, then run 2 of each, …) so that load on a shared machine falls
// on all of them alike, and records each run's iteration times, wall
// clock and counters in Results (which is also what results.json holds).
//
// From Results:
//
//   - RQ1 (paper Figure 5) comes from the counters of the first default
//     run: the closures compiled and the share of their compiled
//     versions with a full environment, with stubs only, and with no
//     environment outside deoptimisation branches (see jit.Stats for the
//     precise definitions).
//   - RQ2 (Figure 6): Baseline is the number of environments the
//     baseline run made (one per closure call); with the JIT on (the
//     default run), Reduction is the share of them not made as full
//     environments, Stubbed the share of that reduction made up by stub
//     environments, and NotMade the share not made at all.
//   - RQ3 (Figure 7): for each configuration, the slowdown against the
//     default one: run k of the configuration against run k of the
//     default (they ran one after the other), over the runs: the median
//     ratio and its range. A run's time is the median of its harness
//     iterations after the warm-up, or its wall clock for a script.
//
// The counters are deterministic (compilation is triggered by call and
// back-edge counts, not by time), so one run per configuration gives
// them; Results records whether later runs agreed.
//
// Package report (internal/experiments/report) writes the tables, the
// chart and report.md from Results.
package experiments

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gorir/internal/jit"
)

// Config is one configuration of the optimising tier.
type Config struct {
	Name  string   `json:"name"`
	Label string   `json:"label"`
	Flags []string `json:"flags"`
}

// The configurations, by name.
const (
	Baseline  = "baseline"
	Default   = "default"
	NoPromise = "no-promise"
	NoScope   = "no-scope"
	NoOpt     = "no-opt"
)

// Configs are the configurations every program runs in: the baseline
// interpreter, then the default configuration and the paper's three
// ablations (in the order of its Figure 7).
var Configs = []Config{
	{Baseline, "JIT off, the baseline interpreter", []string{"--jit=off"}},
	{Default, "JIT on, all passes", []string{"--jit=on"}},
	{NoPromise, "promise inlining off", []string{"--jit=on", "--disable-pass=promise"}},
	{NoScope, "scope resolution off", []string{"--jit=on", "--disable-pass=scope"}},
	{NoOpt, "all optimisations off", []string{"--jit=on", "--opt=none"}},
}

// Ablations are the configurations RQ3 compares with the default one.
var Ablations = []string{NoPromise, NoScope, NoOpt}

// ConfigByName returns the configuration called name.
func ConfigByName(name string) (Config, bool) {
	for _, c := range Configs {
		if c.Name == name {
			return c, true
		}
	}
	return Config{}, false
}

// Program is one program to measure.
type Program struct {
	Name string `json:"name"`
	// Kind is macro or micro for a benchmark of the suite, script for
	// an R file given on the command line.
	Kind string `json:"kind"`
	// Param is the harness parameter (0 for a script).
	Param int `json:"param,omitempty"`
	// Args are gorir's arguments after the configuration's flags:
	// harness.R NAME ITERATIONS PARAM, or the script's path.
	Args []string `json:"args"`
	// Harness is set when the run prints the harness's iteration lines.
	Harness bool `json:"harness"`
}

// SuiteEntry is one line of bench/programs.txt: NAME KIND DEFAULT QUICK
// TEST (the parameters of a full run, of a quick one and of go test).
type SuiteEntry struct {
	Name               string
	Kind               string
	Param, Quick, Test int
}

// ParseSuite reads the text of bench/programs.txt (blank lines and lines
// starting with # are ignored).
func ParseSuite(text string) ([]SuiteEntry, error) {
	var out []SuiteEntry
	for n, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 5 {
			return nil, fmt.Errorf("programs.txt:%d: want NAME KIND DEFAULT QUICK TEST", n+1)
		}
		e := SuiteEntry{Name: f[0], Kind: f[1]}
		for k, dst := range []*int{&e.Param, &e.Quick, &e.Test} {
			v, err := strconv.Atoi(f[2+k])
			if err != nil {
				return nil, fmt.Errorf("programs.txt:%d: %v", n+1, err)
			}
			*dst = v
		}
		out = append(out, e)
	}
	return out, nil
}

// SuitePrograms are the benchmarks of the suite in benchDir (which holds
// harness.R and programs.txt), each run for iterations iterations at its
// default parameter, or its quick one. A non-empty only selects and
// orders the programs by name.
func SuitePrograms(benchDir string, quick bool, iterations int, only []string) ([]Program, error) {
	data, err := os.ReadFile(filepath.Join(benchDir, "programs.txt"))
	if err != nil {
		return nil, err
	}
	suite, err := ParseSuite(string(data))
	if err != nil {
		return nil, err
	}
	if len(only) > 0 {
		byName := map[string]SuiteEntry{}
		for _, e := range suite {
			byName[e.Name] = e
		}
		var sel []SuiteEntry
		for _, name := range only {
			e, ok := byName[name]
			if !ok {
				return nil, fmt.Errorf("unknown program %q (see %s)", name, filepath.Join(benchDir, "programs.txt"))
			}
			sel = append(sel, e)
		}
		suite = sel
	}
	harness := filepath.Join(benchDir, "harness.R")
	var progs []Program
	for _, e := range suite {
		param := e.Param
		if quick {
			param = e.Quick
		}
		progs = append(progs, Program{
			Name: e.Name, Kind: e.Kind, Param: param, Harness: true,
			Args: []string{harness, e.Name, strconv.Itoa(iterations), strconv.Itoa(param)},
		})
	}
	return progs, nil
}

// ScriptProgram is an R script run as it is (named after its file).
func ScriptProgram(path string) Program {
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	return Program{Name: name, Kind: "script", Args: []string{path}}
}

// Run is one run of a program in a configuration.
type Run struct {
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
	// TimesUS are the harness's iteration times, in microseconds.
	TimesUS []int64 `json:"times_us,omitempty"`
	// TimeUS is the run's time: the median of the iterations after the
	// warm-up, or the wall clock for a script.
	TimeUS float64 `json:"time_us"`
	WallS  float64 `json:"wall_s"`
	// Stats are the counters the run wrote with --stats=json.
	Stats *jit.StatsJSON `json:"stats,omitempty"`
}

// Measurement is one program's runs, by configuration name.
type Measurement struct {
	Program Program          `json:"program"`
	Runs    map[string][]Run `json:"runs"`
	// CountsVary is set when runs of one configuration reported
	// different environment or promise counts.
	CountsVary bool `json:"counts_vary,omitempty"`
}

// Results are the measurements of a set of programs.
type Results struct {
	Date       string        `json:"date"`
	Command    string        `json:"command"`
	Machine    string        `json:"machine"`
	Revision   string        `json:"revision,omitempty"`
	Quick      bool          `json:"quick"`
	Runs       int           `json:"runs"`
	Iterations int           `json:"iterations"`
	Warmup     int           `json:"warmup"`
	Configs    []Config      `json:"configs"`
	Programs   []Measurement `json:"programs"`
}

// first is the first successful run of m in configuration c, or nil.
func (m *Measurement) first(c string) *Run {
	for k := range m.Runs[c] {
		if r := &m.Runs[c][k]; r.OK && r.Stats != nil {
			return r
		}
	}
	return nil
}

// failure is the first error of m's runs in configuration c ("" if none).
func (m *Measurement) failure(c string) string {
	for _, r := range m.Runs[c] {
		if !r.OK {
			return r.Error
		}
	}
	if len(m.Runs[c]) == 0 {
		return "not run"
	}
	return ""
}

// RQ1Row is a program's line of the RQ1 table (paper Figure 5).
type RQ1Row struct {
	Program string
	// Closures compiled, and their compiled versions.
	Closures, Versions int
	// Env, Stub and NoEnv are percentages of Versions (NaN when there
	// are none).
	Env, Stub, NoEnv float64
	Error            string
}

// RQ1FromStats is the RQ1 row of program given a default run's counters.
func RQ1FromStats(program string, s *jit.StatsJSON) RQ1Row {
	cv := s.ClosureVersions
	return RQ1Row{
		Program: program, Closures: s.Closures, Versions: cv.Total,
		Env: percent(cv.Env, cv.Total), Stub: percent(cv.Stub, cv.Total), NoEnv: percent(cv.NoEnv, cv.Total),
	}
}

// RQ1 is the RQ1 table.
func (r *Results) RQ1() []RQ1Row {
	var rows []RQ1Row
	for k := range r.Programs {
		m := &r.Programs[k]
		run := m.first(Default)
		if run == nil {
			rows = append(rows, RQ1Row{Program: m.Program.Name, Env: math.NaN(), Stub: math.NaN(), NoEnv: math.NaN(), Error: m.failure(Default)})
			continue
		}
		rows = append(rows, RQ1FromStats(m.Program.Name, run.Stats))
	}
	return rows
}

// RQ2Row is a program's line of the RQ2 table (paper Figure 6).
type RQ2Row struct {
	Program string
	// Baseline is the number of environments made with the JIT off;
	// Full and Stubs those made with it on.
	Baseline, Full, Stubs int64
	// Reduction is the percentage of Baseline not made as full
	// environments with the JIT on; Stubbed the percentage of that
	// reduction made by stubs; NotMade the percentage of Baseline not
	// made at all (neither full nor stub). NaN when undefined.
	Reduction, Stubbed, NotMade float64
	// Promises made with the JIT off and on.
	PromisesBaseline, Promises int64
	Error                      string
}

// RQ2FromStats is the RQ2 row of program given the counters of a
// baseline run and of a default run.
func RQ2FromStats(program string, base, on *jit.StatsJSON) RQ2Row {
	b := base.Envs.Total
	row := RQ2Row{
		Program: program, Baseline: b, Full: on.Envs.Full, Stubs: on.Envs.Stub,
		PromisesBaseline: base.Promises, Promises: on.Promises,
	}
	row.Reduction = percent64(b-on.Envs.Full, b)
	row.NotMade = percent64(b-on.Envs.Total, b)
	row.Stubbed = math.NaN()
	if reduced := b - on.Envs.Full; reduced > 0 {
		row.Stubbed = percent64(on.Envs.Stub, reduced)
	}
	return row
}

// RQ2 is the RQ2 table.
func (r *Results) RQ2() []RQ2Row {
	var rows []RQ2Row
	for k := range r.Programs {
		m := &r.Programs[k]
		base, on := m.first(Baseline), m.first(Default)
		if base == nil || on == nil {
			err := m.failure(Baseline)
			if err == "" {
				err = m.failure(Default)
			}
			nan := math.NaN()
			rows = append(rows, RQ2Row{Program: m.Program.Name, Reduction: nan, Stubbed: nan, NotMade: nan, Error: err})
			continue
		}
		rows = append(rows, RQ2FromStats(m.Program.Name, base.Stats, on.Stats))
	}
	return rows
}

// Slowdown is a configuration's time against the default one's: the
// median, the smallest and the largest over the paired runs (N of
// them). NaN when no pair of runs succeeded.
type Slowdown struct {
	Config           string
	Median, Min, Max float64
	N                int
}

// RQ3Row is a program's line of the RQ3 table (paper Figure 7): a
// Slowdown for each of Ablations, then one for the baseline.
type RQ3Row struct {
	Program   string
	Slowdowns []Slowdown
	Error     string
}

// RQ3Configs are the configurations of an RQ3 row, in order.
func RQ3Configs() []string { return append(append([]string{}, Ablations...), Baseline) }

// SlowdownOf pairs the runs of a configuration with those of the default
// one, run k with run k, and summarises the ratios of their times.
func SlowdownOf(config string, runs, def []Run) Slowdown {
	var ratios []float64
	for k := 0; k < len(runs) && k < len(def); k++ {
		a, b := runs[k], def[k]
		if a.OK && b.OK && b.TimeUS > 0 && a.TimeUS > 0 {
			ratios = append(ratios, a.TimeUS/b.TimeUS)
		}
	}
	s := Slowdown{Config: config, Median: math.NaN(), Min: math.NaN(), Max: math.NaN(), N: len(ratios)}
	if len(ratios) > 0 {
		sort.Float64s(ratios)
		s.Median = Median(ratios)
		s.Min, s.Max = ratios[0], ratios[len(ratios)-1]
	}
	return s
}

// RQ3 is the RQ3 table.
func (r *Results) RQ3() []RQ3Row {
	var rows []RQ3Row
	for k := range r.Programs {
		m := &r.Programs[k]
		row := RQ3Row{Program: m.Program.Name, Error: m.failure(Default)}
		for _, c := range RQ3Configs() {
			row.Slowdowns = append(row.Slowdowns, SlowdownOf(c, m.Runs[c], m.Runs[Default]))
		}
		if row.Error == "" {
			for _, c := range Ablations {
				if e := m.failure(c); e != "" {
					row.Error = c + ": " + e
					break
				}
			}
		}
		rows = append(rows, row)
	}
	return rows
}

// Median of xs (the mean of the middle two for an even count), NaN when
// empty.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func percent(a, b int) float64 { return percent64(int64(a), int64(b)) }

func percent64(a, b int64) float64 {
	if b <= 0 {
		return math.NaN()
	}
	return 100 * float64(a) / float64(b)
}
