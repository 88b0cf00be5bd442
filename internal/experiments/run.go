package experiments

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gorir/internal/jit"
)

// Runner runs programs in every configuration.
type Runner struct {
	// Command is the gorir command: the binary, and any arguments that
	// come before the configuration's flags.
	Command []string
	// Env is added to the environment of every run (after the GORIR_
	// variables that set JIT options are removed from it, so that the
	// configurations are what their flags say).
	Env []string
	// Dir is the working directory of the runs ("" for the current one).
	Dir string
	// Runs is the number of runs per program and configuration; Warmup
	// the number of leading harness iterations a run's time leaves out.
	Runs   int
	Warmup int
	// Timeout bounds one run (none when 0).
	Timeout time.Duration
	// Progress, when set, receives a line per finished run, or, when
	// Terminal is set, one status line redrawn in place.
	Progress io.Writer
	Terminal bool
}

// jitEnv are the environment variables that set gorir's JIT options when
// the flags do not.
var jitEnv = []string{
	"GORIR_JIT", "GORIR_DEOPT_CHAOS", "GORIR_SEED", "GORIR_PRINT_PIR", "GORIR_VERIFY_PIR",
	"GORIR_STATS", "GORIR_OPT", "GORIR_DISABLE_PASS",
}

// environ is the environment of a run.
func (r *Runner) environ() []string {
	var env []string
outer:
	for _, kv := range os.Environ() {
		for _, k := range jitEnv {
			if strings.HasPrefix(kv, k+"=") {
				continue outer
			}
		}
		env = append(env, kv)
	}
	return append(env, r.Env...)
}

// Measure runs every program Runs times in every configuration of
// Configs and returns the results (without the header fields, which the
// caller fills in).
func (r *Runner) Measure(progs []Program) *Results {
	runs := max(r.Runs, 1)
	res := &Results{Runs: runs, Warmup: r.Warmup, Configs: Configs}
	total := len(progs) * runs * len(Configs)
	done := 0
	start := time.Now()
	for pi, p := range progs {
		m := Measurement{Program: p, Runs: map[string][]Run{}}
		for k := 0; k < runs; k++ {
			for _, c := range Configs {
				r.status(fmt.Sprintf("[%d/%d] %s: %s, run %d/%d", pi+1, len(progs), p.Name, c.Name, k+1, runs), done, total, start)
				run := r.RunOne(p, c)
				m.Runs[c.Name] = append(m.Runs[c.Name], run)
				done++
				if !run.OK {
					r.line(fmt.Sprintf("%s (%s, run %d) failed: %s", p.Name, c.Name, k+1, run.Error))
				}
			}
		}
		m.CountsVary = countsVary(m)
		res.Programs = append(res.Programs, m)
		if !r.Terminal {
			r.line(fmt.Sprintf("[%d/%d] %s done (%s elapsed)", pi+1, len(progs), p.Name, time.Since(start).Round(time.Second)))
		}
	}
	if r.Terminal && r.Progress != nil {
		fmt.Fprint(r.Progress, "\r\033[K")
	}
	return res
}

// status shows what runs now, on a terminal.
func (r *Runner) status(s string, done, total int, start time.Time) {
	if r.Progress == nil || !r.Terminal {
		return
	}
	eta := ""
	if done > 0 {
		left := time.Duration(float64(time.Since(start)) / float64(done) * float64(total-done))
		eta = fmt.Sprintf(", about %s left", left.Round(time.Second))
	}
	fmt.Fprintf(r.Progress, "\r\033[K%s (%d/%d runs%s)", s, done, total, eta)
}

// line prints a line of progress.
func (r *Runner) line(s string) {
	if r.Progress == nil {
		return
	}
	if r.Terminal {
		fmt.Fprint(r.Progress, "\r\033[K")
	}
	fmt.Fprintln(r.Progress, s)
}

// countsVary reports whether the runs of one configuration disagree on
// the run-time counters.
func countsVary(m Measurement) bool {
	for _, runs := range m.Runs {
		var first *jit.StatsJSON
		for _, run := range runs {
			if !run.OK || run.Stats == nil {
				continue
			}
			if first == nil {
				first = run.Stats
				continue
			}
			if run.Stats.Envs != first.Envs || run.Stats.Promises != first.Promises || run.Stats.ClosureVersions != first.ClosureVersions {
				return true
			}
		}
	}
	return false
}

// RunOne runs p once in configuration c.
func (r *Runner) RunOne(p Program, c Config) Run {
	var run Run
	ctx := context.Background()
	if r.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, r.Timeout)
		defer cancel()
	}
	if len(r.Command) == 0 {
		run.Error = "no gorir command"
		return run
	}
	args := append(append(append([]string{}, r.Command[1:]...), c.Flags...), "--stats=json")
	args = append(args, p.Args...)
	cmd := exec.CommandContext(ctx, r.Command[0], args...)
	cmd.Env = r.environ()
	cmd.Dir = r.Dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	run.WallS = time.Since(start).Seconds()
	if p.Harness {
		run.TimesUS = IterationTimes(stdout.String(), p.Name)
	}
	stats, serr := ParseStats(stderr.Bytes())
	switch {
	case ctx.Err() != nil:
		run.Error = fmt.Sprintf("timed out after %v", r.Timeout)
	case err != nil:
		run.Error = ErrorSummary(stderr.String(), err)
	case serr != nil:
		run.Error = serr.Error()
	case p.Harness && len(run.TimesUS) == 0:
		run.Error = "no iteration lines"
	default:
		run.OK = true
	}
	run.Stats = stats
	if run.OK {
		if p.Harness {
			run.TimeUS = SteadyTime(run.TimesUS, r.Warmup)
		} else {
			run.TimeUS = run.WallS * 1e6
		}
	}
	return run
}

var iterationLine = regexp.MustCompile(`^(\S+): iterations=1 runtime: (\d+)us\r?$`)

// IterationTimes are the times of the iteration lines bench/harness.R
// printed for program name ("NAME: iterations=1 runtime: 1234us"), in
// microseconds; the program's own output is ignored.
func IterationTimes(output, name string) []int64 {
	var times []int64
	sc := bufio.NewScanner(strings.NewReader(output))
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		m := iterationLine.FindStringSubmatch(sc.Text())
		if m == nil || m[1] != name {
			continue
		}
		if us, err := strconv.ParseInt(m[2], 10, 64); err == nil {
			times = append(times, us)
		}
	}
	return times
}

// SteadyTime is the median of the times after the first warmup ones (at
// least the last one is kept).
func SteadyTime(times []int64, warmup int) float64 {
	warmup = min(max(warmup, 0), len(times)-1)
	var xs []float64
	for _, t := range times[max(warmup, 0):] {
		xs = append(xs, float64(t))
	}
	return Median(xs)
}

// ParseStats reads the JSON counters gorir --stats=json wrote at the end
// of stderr: the object starting at the last line that is just "{".
func ParseStats(stderr []byte) (*jit.StatsJSON, error) {
	at := -1
	if bytes.HasPrefix(stderr, []byte("{\n")) {
		at = 0
	}
	if k := bytes.LastIndex(stderr, []byte("\n{\n")); k >= 0 {
		at = k + 1
	}
	if at < 0 {
		return nil, errors.New("no --stats=json output")
	}
	var s jit.StatsJSON
	if err := json.NewDecoder(bytes.NewReader(stderr[at:])).Decode(&s); err != nil {
		return nil, fmt.Errorf("reading --stats=json output: %v", err)
	}
	return &s, nil
}

// ErrorSummary is the R error of a failed run (its "Error" line, with
// the next one when the message continues there), else err.
func ErrorSummary(stderr string, err error) string {
	lines := strings.Split(stderr, "\n")
	for k, l := range lines {
		if strings.HasPrefix(l, "Error") {
			msg := strings.TrimSpace(l)
			if strings.HasSuffix(msg, ":") && k+1 < len(lines) {
				msg += " " + strings.TrimSpace(lines[k+1])
			}
			return msg
		}
	}
	return err.Error()
}
