package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"gorir/internal/experiments"
	"gorir/internal/experiments/report"
)

const experimentsUsage = `Usage: gorir experiments [--quick] [--out DIR] [--runs N] [--iterations N]
                         [--programs a,b,...] [FILE.R ...]

Runs R programs in separate gorir processes with the JIT off, on, and on
without promise inlining, without scope resolution and without any
optimisation, and writes the paper's three results (section 5) to DIR:
rq1.md (environments in compiled code, Figure 5), rq2.md (environments
made at run time, Figure 6), rq3.md and rq3.svg (slowdowns, Figure 7),
report.md (all three beside the paper's figures) and results.json.

With no FILE.R the programs are the benchmark suite in bench/ (found in
the working directory or above), run through bench/harness.R; a FILE.R is
run as a script and timed as a whole.

Options:
  --quick           the suite's small parameters, 6 iterations, 3 runs
                    (default: full parameters, 15 iterations, 5 runs)
  --runs N          runs per program and configuration
  --iterations N    harness iterations per run (the first third, at
                    most 5, are the warm-up)
  --programs a,b    only these programs of the suite
  --out DIR         output directory (default experiments-out)
  --timeout D       time limit of one run (default 10m)
  --no-png          do not render rq3.svg as rq3.png (done when
                    rsvg-convert or a headless Chromium is found)
  --from FILE       run nothing: write the results of an earlier
                    results.json again (after the report changed)
`

// experimentsOptions are the command line of gorir experiments.
type experimentsOptions struct {
	quick      bool
	runs       int
	iterations int
	programs   string
	out        string
	timeout    time.Duration
	from       string
	noPNG      bool
	files      []string
}

func parseExperiments(argv []string) (*experimentsOptions, error) {
	o := &experimentsOptions{}
	fs := flag.NewFlagSet("experiments", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.BoolVar(&o.quick, "quick", false, "")
	fs.IntVar(&o.runs, "runs", 0, "")
	fs.IntVar(&o.iterations, "iterations", 0, "")
	fs.StringVar(&o.programs, "programs", "", "")
	fs.StringVar(&o.out, "out", "experiments-out", "")
	fs.DurationVar(&o.timeout, "timeout", 10*time.Minute, "")
	fs.StringVar(&o.from, "from", "", "")
	fs.BoolVar(&o.noPNG, "no-png", false, "")
	if err := fs.Parse(argv); err != nil {
		return nil, err
	}
	o.files = fs.Args()
	if o.runs <= 0 {
		o.runs = 5
		if o.quick {
			o.runs = 3
		}
	}
	if o.iterations <= 0 {
		o.iterations = 15
		if o.quick {
			o.iterations = 6
		}
	}
	if o.programs != "" && len(o.files) > 0 {
		return nil, errors.New("--programs selects programs of the suite; give either it or files")
	}
	return o, nil
}

// warmup is the number of leading iterations a run's time leaves out: a
// third, at most 5 (the paper discards 5 of 15).
func warmup(iterations int) int { return min(iterations/3, 5) }

// runExperiments is gorir experiments.
func runExperiments(argv []string, stdout, stderr io.Writer) int {
	o, err := parseExperiments(argv)
	if errors.Is(err, flag.ErrHelp) {
		io.WriteString(stdout, experimentsUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "gorir experiments: %v\n%s", err, experimentsUsage)
		return 2
	}
	if o.from != "" {
		res, err := readResults(o.from)
		if err != nil {
			fmt.Fprintf(stderr, "gorir experiments: %v\n", err)
			return 1
		}
		return writeReport(o, res, stdout, stderr)
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "gorir experiments: %v\n", err)
		return 2
	}
	r := &experiments.Runner{
		Command:  []string{self},
		Runs:     o.runs,
		Warmup:   warmup(o.iterations),
		Timeout:  o.timeout,
		Progress: stderr,
		Terminal: stderrIsTerminal(stderr),
	}
	// The revision measured: taken now, before the runs, since the
	// checkout may move while they run.
	rev := revision()
	if rev == "" {
		rev = gitRevision()
	}
	res, err := measure(r, o)
	if err != nil {
		fmt.Fprintf(stderr, "gorir experiments: %v\n", err)
		return 2
	}
	res.Command = "gorir experiments " + strings.Join(argv, " ")
	if len(argv) == 0 {
		res.Command = "gorir experiments"
	}
	res.Date = time.Now().Format("2006-01-02 15:04")
	res.Machine = machine()
	res.Revision = rev
	res.Quick = o.quick
	res.Iterations = o.iterations
	return writeReport(o, res, stdout, stderr)
}

// writeReport writes the results into o.out, with the PNG chart unless
// --no-png.
func writeReport(o *experimentsOptions, res *experiments.Results, stdout, stderr io.Writer) int {
	if err := report.Write(o.out, res); err != nil {
		fmt.Fprintf(stderr, "gorir experiments: %v\n", err)
		return 1
	}
	if !o.noPNG {
		if _, err := report.WritePNG(o.out, len(res.Programs)); err != nil {
			fmt.Fprintf(stderr, "gorir experiments: no rq3.png: %v\n", err)
		}
	}
	fmt.Fprintf(stdout, "wrote %s\n", filepath.Join(o.out, "report.md"))
	return 0
}

// readResults reads a results.json.
func readResults(path string) (*experiments.Results, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var res experiments.Results
	if err := json.Unmarshal(data, &res); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &res, nil
}

// gitRevision is the revision of the git checkout the working directory
// is in, "" when there is none.
func gitRevision() string {
	out, err := exec.Command("git", "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		return ""
	}
	rev := strings.TrimSpace(string(out))
	if st, err := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(bytes.TrimSpace(st)) > 0 {
		rev += " (modified)"
	}
	return rev
}

// stderrIsTerminal tells whether w is the process's standard error and a
// character device (progress is then redrawn in place).
func stderrIsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f != os.Stderr {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// experimentsPrograms are the programs o asks for.
func experimentsPrograms(o *experimentsOptions) ([]experiments.Program, error) {
	if len(o.files) > 0 {
		var progs []experiments.Program
		for _, f := range o.files {
			if _, err := os.Stat(f); err != nil {
				return nil, err
			}
			abs, err := filepath.Abs(f)
			if err != nil {
				return nil, err
			}
			progs = append(progs, experiments.ScriptProgram(abs))
		}
		return progs, nil
	}
	bench, err := findBench()
	if err != nil {
		return nil, err
	}
	var only []string
	if o.programs != "" {
		for _, p := range strings.Split(o.programs, ",") {
			only = append(only, strings.TrimSpace(p))
		}
	}
	return experiments.SuitePrograms(bench, o.quick, o.iterations, only)
}

func measure(r *experiments.Runner, o *experimentsOptions) (*experiments.Results, error) {
	progs, err := experimentsPrograms(o)
	if err != nil {
		return nil, err
	}
	return r.Measure(progs), nil
}

// findBench is the bench directory (holding harness.R) in the working
// directory or above.
func findBench() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b := filepath.Join(dir, "bench")
		if _, err := os.Stat(filepath.Join(b, "harness.R")); err == nil {
			return b, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("bench/harness.R not found here or above: run in the gorir repository, or give R files")
		}
		dir = parent
	}
}

// machine describes where the experiments ran.
func machine() string {
	s := fmt.Sprintf("%s/%s, %d CPUs, %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version())
	if runtime.GOOS == "linux" {
		if out, err := exec.Command("uname", "-r").Output(); err == nil {
			s += ", Linux " + strings.TrimSpace(string(out))
		}
	}
	return s
}

// revision is the VCS revision gorir was built from, when recorded.
func revision() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	rev, dirty := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" && dirty {
		rev += " (modified)"
	}
	return rev
}
