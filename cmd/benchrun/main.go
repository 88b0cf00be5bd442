// Command benchrun measures gorir against GNU R, and against itself with
// the optimising tier off, on the benchmark suite in bench/.
//
//	go run ./cmd/benchrun [--quick] [--iterations N] [--warmup W]
//	                      [--rounds R] [--programs a,b] [--out DIR]
//	                      [--gorir BIN]
//
// The model. Each program is an R file bench/NAME.R defining
// execute(param) and verifyResult(result, param); bench/harness.R NAME
// ITERATIONS PARAM sources it, runs execute ITERATIONS times in one
// process, checks every result and prints one line per iteration,
// "NAME: iterations=1 runtime: <microseconds>us", timed inside R, so that
// start-up and parsing are not measured. bench/programs.txt lists the
// programs with a default parameter, a small one for --quick and a tiny
// one for go test.
//
// benchrun builds gorir once (or takes --gorir), then for each program
// runs the harness in three VMs, one after the other so that load on a
// shared machine falls on all three alike: gorir --jit=off, gorir
// --jit=on and GNU R (Rscript, with its own bytecode JIT on, as users run
// it; skipped when Rscript is not on PATH). From each run it takes the
// first iteration's time (cold: includes compilation and the optimiser's
// work), the steady state (the median of the iterations after the
// warm-up, by default the first third), and the child's peak resident
// memory (rusage maxrss). With --rounds R it runs the three VMs R times
// in turn and keeps, per VM, the run with the fastest steady state: load
// from other work on a shared machine only slows runs down, so the best
// of interleaved rounds is the steadiest estimate. It reports, per
// program, the ratios GNU R / gorir (steady state, JIT on; above 1 means
// gorir is faster) and JIT-off / JIT-on (above 1 means the optimiser
// helps), with geometric means over the macro and the micro programs,
// as a Markdown table (DIR/results.md, also printed) and a JSON file
// (DIR/results.json). A run that fails
// (an error in R, a failed verification, a timeout) is reported with its
// error instead of times.
//
// Progress (program, VM, iteration) goes to standard error, redrawn in
// place on a terminal.
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// VM is one configuration a program runs in.
type VM struct {
	Name string   // column name: gorir-jit-off, gorir-jit-on, gnu-r
	Cmd  []string // the command before the harness arguments
}

// Run is the outcome of one program in one VM.
type Run struct {
	VM        string  `json:"vm"`
	OK        bool    `json:"ok"`
	Error     string  `json:"error,omitempty"`
	FirstUS   int64   `json:"first_us,omitempty"`
	MedianUS  float64 `json:"steady_median_us,omitempty"`
	TimesUS   []int64 `json:"times_us,omitempty"`
	MaxRSSKB  int64   `json:"max_rss_kb,omitempty"`
	WallClock float64 `json:"wall_s"`
}

// Result is one program in every VM.
type Result struct {
	Program    string  `json:"program"`
	Kind       string  `json:"kind"`
	Param      int     `json:"param"`
	Runs       []Run   `json:"runs"`
	ROverGorir float64 `json:"r_over_gorir,omitempty"` // GNU R / gorir JIT on, steady state
	OffOverOn  float64 `json:"off_over_on,omitempty"`  // gorir JIT off / JIT on, steady state
}

type config struct {
	quick      bool
	iterations int
	warmup     int
	programs   string
	out        string
	gorir      string
	rscript    string
	timeout    time.Duration
	rounds     int
}

func main() {
	var c config
	flag.BoolVar(&c.quick, "quick", false, "use the small parameters (and 5 iterations unless --iterations is given)")
	flag.IntVar(&c.iterations, "iterations", 0, "iterations per program and VM (default 10, 5 with --quick)")
	flag.IntVar(&c.warmup, "warmup", -1, "iterations left out of the steady state (default: a third)")
	flag.StringVar(&c.programs, "programs", "", "comma-separated programs to run (default: all in bench/programs.txt)")
	flag.StringVar(&c.out, "out", "", "directory for results.md and results.json (default bench/out)")
	flag.StringVar(&c.gorir, "gorir", "", "use this gorir binary instead of building one")
	flag.StringVar(&c.rscript, "rscript", "Rscript", "GNU R's Rscript (empty: do not run GNU R)")
	flag.DurationVar(&c.timeout, "timeout", 20*time.Minute, "time limit of one program in one VM")
	flag.IntVar(&c.rounds, "rounds", 1, "runs of each program in each VM, interleaved across the VMs; the fastest steady state counts")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "benchrun: unexpected arguments:", flag.Args())
		os.Exit(2)
	}
	if err := run(c, os.Args); err != nil {
		fmt.Fprintln(os.Stderr, "benchrun:", err)
		os.Exit(1)
	}
}

// repoRoot is the nearest directory at or above the working directory
// holding bench/harness.R.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "bench", "harness.R")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("bench/harness.R not found here or above; run from the gorir repository")
		}
		dir = parent
	}
}

func run(c config, argv []string) error {
	root, err := repoRoot()
	if err != nil {
		return err
	}
	benchDir := filepath.Join(root, "bench")
	progs, err := ReadPrograms(filepath.Join(benchDir, "programs.txt"))
	if err != nil {
		return err
	}
	if c.programs != "" {
		byName := map[string]Program{}
		for _, p := range progs {
			byName[p.Name] = p
		}
		var sel []Program
		for _, name := range strings.Split(c.programs, ",") {
			p, ok := byName[strings.TrimSpace(name)]
			if !ok {
				return fmt.Errorf("unknown program %q (see bench/programs.txt)", name)
			}
			sel = append(sel, p)
		}
		progs = sel
	}
	if c.rounds < 1 {
		return errors.New("--rounds must be at least 1")
	}
	if c.iterations <= 0 {
		c.iterations = 10
		if c.quick {
			c.iterations = 5
		}
	}
	warmup := Warmup(c.warmup, c.iterations)
	if c.out == "" {
		c.out = filepath.Join(benchDir, "out")
	}

	bin := c.gorir
	if bin == "" {
		tmp, err := os.MkdirTemp("", "benchrun-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		bin = filepath.Join(tmp, "gorir")
		fmt.Fprintln(os.Stderr, "building gorir…")
		build := exec.Command("go", "build", "-o", bin, "./cmd/gorir")
		build.Dir = root
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			return fmt.Errorf("building gorir: %v", err)
		}
	}
	vms := []VM{
		{"gorir-jit-off", []string{bin, "--jit=off"}},
		{"gorir-jit-on", []string{bin, "--jit=on"}},
	}
	if c.rscript != "" {
		if path, err := exec.LookPath(c.rscript); err == nil {
			vms = append(vms, VM{"gnu-r", []string{path}})
		} else {
			fmt.Fprintf(os.Stderr, "benchrun: %s not found; GNU R is not measured\n", c.rscript)
		}
	}

	prog := newProgress(os.Stderr)
	harness := filepath.Join(benchDir, "harness.R")
	var results []Result
	for i, p := range progs {
		param := p.Param
		if c.quick {
			param = p.Quick
		}
		res := Result{Program: p.Name, Kind: p.Kind, Param: param}
		res.Runs = make([]Run, len(vms))
		for round := 0; round < c.rounds; round++ {
			for k, vm := range vms {
				label := fmt.Sprintf("[%d/%d] %s(%d) %s", i+1, len(progs), p.Name, param, vm.Name)
				if c.rounds > 1 {
					label += fmt.Sprintf(" round %d/%d", round+1, c.rounds)
				}
				r := runOne(vm, harness, p.Name, c.iterations, param, warmup, c.timeout, func(it int) {
					prog.update(fmt.Sprintf("%s iteration %d/%d", label, it, c.iterations))
				})
				prog.done(label, r)
				if round == 0 || better(r, res.Runs[k]) {
					res.Runs[k] = r
				}
			}
		}
		res.ROverGorir = Ratio(res.median("gnu-r"), res.median("gorir-jit-on"))
		res.OffOverOn = Ratio(res.median("gorir-jit-off"), res.median("gorir-jit-on"))
		results = append(results, res)
	}
	prog.clear()

	rep := Report{
		Date:       time.Now().Format("2006-01-02 15:04"),
		Command:    commandLine(argv),
		Iterations: c.iterations,
		Rounds:     c.rounds,
		Warmup:     warmup,
		Quick:      c.quick,
		Machine:    machine(),
		Results:    results,
	}
	for _, vm := range vms {
		rep.VMs = append(rep.VMs, vm.Name)
	}
	rep.summarise()
	md := rep.Markdown()
	fmt.Print(md)
	if err := os.MkdirAll(c.out, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(c.out, "results.md"), []byte(md), 0o644); err != nil {
		return err
	}
	js, err := rep.JSON()
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(c.out, "results.json"), js, 0o644)
}

// better reports whether run r should replace best, the best of the
// earlier rounds: it succeeded and its steady state is faster, or best
// failed. Load on a shared machine only ever slows a run down, so the
// fastest of several interleaved rounds is the closest to the unloaded
// time.
func better(r, best Run) bool {
	return r.OK && (!best.OK || r.MedianUS < best.MedianUS)
}

func (r *Result) run(vm string) *Run {
	for i := range r.Runs {
		if r.Runs[i].VM == vm {
			return &r.Runs[i]
		}
	}
	return nil
}

func (r *Result) median(vm string) float64 {
	if x := r.run(vm); x != nil && x.OK {
		return x.MedianUS
	}
	return nanValue
}

// runOne runs the harness for one program in one VM, calling tick with
// each iteration number as its line arrives.
func runOne(vm VM, harness, name string, iterations, param, warmup int, timeout time.Duration, tick func(int)) Run {
	r := Run{VM: vm.Name}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	args := append(append([]string{}, vm.Cmd[1:]...), harness, name, strconv.Itoa(iterations), strconv.Itoa(param))
	cmd := exec.CommandContext(ctx, vm.Cmd[0], args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		r.Error = err.Error()
		return r
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		r.Error = err.Error()
		return r
	}
	tick(0)
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		if n, us, ok := ParseIteration(sc.Text()); ok && n == name {
			r.TimesUS = append(r.TimesUS, us)
			tick(len(r.TimesUS))
		}
	}
	io.Copy(io.Discard, stdout)
	err = cmd.Wait()
	r.WallClock = time.Since(start).Seconds()
	if cmd.ProcessState != nil {
		r.MaxRSSKB = maxRSS(cmd.ProcessState)
	}
	switch {
	case ctx.Err() != nil:
		r.Error = fmt.Sprintf("timed out after %v", timeout)
	case err != nil:
		r.Error = errorSummary(stderr.String(), err)
	case len(r.TimesUS) != iterations:
		r.Error = fmt.Sprintf("%d iteration lines, want %d", len(r.TimesUS), iterations)
	default:
		r.OK = true
		r.FirstUS = r.TimesUS[0]
		r.MedianUS = SteadyMedian(r.TimesUS, warmup)
	}
	return r
}

// errorSummary is the R error message of a failed run (its "Error…" line
// and the one after when the message continues there), else the exit
// status.
func errorSummary(stderr string, err error) string {
	lines := strings.Split(stderr, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "Error") {
			msg := strings.TrimSpace(l)
			if strings.HasSuffix(msg, ":") && i+1 < len(lines) {
				msg += " " + strings.TrimSpace(lines[i+1])
			}
			return msg
		}
	}
	return err.Error()
}

func commandLine(argv []string) string {
	args := append([]string{"go run ./cmd/benchrun"}, argv[1:]...)
	return strings.Join(args, " ")
}
