package experiments

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gorir/internal/jit"
)

func TestParseSuite(t *testing.T) {
	got, err := ParseSuite("# comment\n\nmandelbrot macro 500 100 8\n  fib micro 25 18 10\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []SuiteEntry{{"mandelbrot", "macro", 500, 100, 8}, {"fib", "micro", 25, 18, 10}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("got %+v", got)
	}
	for _, bad := range []string{"x macro 1 2\n", "x macro 1 2 z\n"} {
		if _, err := ParseSuite(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestSuitePrograms(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "programs.txt"), []byte("a macro 10 2 1\nb micro 30 3 1\n"), 0o644)
	progs, err := SuitePrograms(dir, true, 4, []string{"b", "a"})
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) != 2 || progs[0].Name != "b" || progs[0].Param != 3 || !progs[0].Harness ||
		strings.Join(progs[0].Args[1:], " ") != "b 4 3" || progs[0].Args[0] != filepath.Join(dir, "harness.R") {
		t.Errorf("got %+v", progs)
	}
	if _, err := SuitePrograms(dir, false, 4, []string{"c"}); err == nil {
		t.Error("unknown program accepted")
	}
	if p := ScriptProgram("/x/y/prog.R"); p.Name != "prog" || p.Harness || p.Args[0] != "/x/y/prog.R" {
		t.Errorf("script: %+v", p)
	}
}

func TestIterationTimesAndSteadyTime(t *testing.T) {
	out := "fib: iterations=1 runtime: 300us\nsome output\nfib: iterations=1 runtime: 100us\r\n" +
		"other: iterations=1 runtime: 5us\nfib: iterations=1 runtime: 200us\nfib: iterations=3 average: 200us total: 600us\n"
	times := IterationTimes(out, "fib")
	if len(times) != 3 || times[0] != 300 || times[1] != 100 || times[2] != 200 {
		t.Fatalf("times %v", times)
	}
	if got := SteadyTime(times, 1); got != 150 {
		t.Errorf("steady (warm-up 1) %v, want 150", got)
	}
	if got := SteadyTime(times, 10); got != 200 {
		t.Errorf("steady (warm-up past the end) %v, want the last, 200", got)
	}
	if got := SteadyTime(nil, 1); !math.IsNaN(got) {
		t.Errorf("steady of nothing %v", got)
	}
}

func TestParseStats(t *testing.T) {
	stderr := "Warning message:\n{ not this }\n{\n  \"compiled\": 3,\n  \"closures\": 2,\n  \"closure_versions\": {\"total\": 3, \"env\": 1, \"stub\": 1, \"no_env\": 1},\n" +
		"  \"envs\": {\"total\": 10, \"full\": 7, \"stub\": 3},\n  \"promises\": 4\n}\n"
	s, err := ParseStats([]byte(stderr))
	if err != nil {
		t.Fatal(err)
	}
	if s.Compiled != 3 || s.Closures != 2 || s.ClosureVersions.NoEnv != 1 || s.Envs.Stub != 3 || s.Promises != 4 {
		t.Errorf("got %+v", s)
	}
	if _, err := ParseStats([]byte("Error: x\n")); err == nil {
		t.Error("no stats accepted")
	}
	if _, err := ParseStats([]byte("{\n  \"compiled\": \n")); err == nil {
		t.Error("truncated stats accepted")
	}
}

func TestErrorSummary(t *testing.T) {
	if got := ErrorSummary("x\nError in f(): boom\nExecution halted\n", errors.New("exit 1")); got != "Error in f(): boom" {
		t.Errorf("got %q", got)
	}
	if got := ErrorSummary("Error in f() :\n  boom\n", errors.New("exit 1")); got != "Error in f() : boom" {
		t.Errorf("got %q", got)
	}
	if got := ErrorSummary("", errors.New("exit 2")); got != "exit 2" {
		t.Errorf("got %q", got)
	}
}

func stats(closures, env, stub, none int, envs, stubs, promises int64) *jit.StatsJSON {
	return &jit.StatsJSON{
		Closures:        closures,
		ClosureVersions: jit.VersionEnvsJSON{Total: env + stub + none, Env: env, Stub: stub, NoEnv: none},
		Envs:            jit.RuntimeEnvsJSON{Total: envs, Full: envs - stubs, Stub: stubs},
		Promises:        promises,
	}
}

func TestFigures(t *testing.T) {
	ok := func(us float64, s *jit.StatsJSON) Run { return Run{OK: true, TimeUS: us, Stats: s} }
	base := stats(0, 0, 0, 0, 100, 0, 40)
	on := stats(3, 2, 1, 1, 60, 10, 50)
	res := &Results{Programs: []Measurement{
		{Program: Program{Name: "p"}, Runs: map[string][]Run{
			Baseline:  {ok(400, base), ok(380, base)},
			Default:   {ok(100, on), ok(200, on)},
			NoPromise: {ok(110, on), ok(180, on)},
			NoScope:   {ok(300, on), {Error: "boom"}},
			NoOpt:     {ok(100, on), ok(300, on)},
		}},
		{Program: Program{Name: "broken"}, Runs: map[string][]Run{
			Baseline: {{Error: "Error: x"}},
			Default:  {{Error: "Error: x"}},
		}},
	}}
	rq1 := res.RQ1()
	if r := rq1[0]; r.Closures != 3 || r.Versions != 4 || r.Env != 50 || r.Stub != 25 || r.NoEnv != 25 {
		t.Errorf("RQ1 %+v", r)
	}
	if r := rq1[1]; r.Error != "Error: x" || !math.IsNaN(r.Env) {
		t.Errorf("RQ1 of a failed program %+v", r)
	}
	// 100 baseline envs, 50 full and 10 stubs with the JIT on: 50% fewer
	// full ones, 20% of that by stubs, 40% not made: the paper's example.
	rq2 := res.RQ2()
	if r := rq2[0]; r.Baseline != 100 || r.Reduction != 50 || r.Stubbed != 20 || r.NotMade != 40 || r.PromisesBaseline != 40 || r.Promises != 50 {
		t.Errorf("RQ2 %+v", r)
	}
	if r := rq2[1]; r.Error == "" {
		t.Errorf("RQ2 of a failed program %+v", r)
	}
	rq3 := res.RQ3()
	want := map[string]Slowdown{
		NoPromise: {NoPromise, 1, 0.9, 1.1, 2},
		NoScope:   {NoScope, 3, 3, 3, 1},
		NoOpt:     {NoOpt, 1.25, 1, 1.5, 2},
		Baseline:  {Baseline, 2.95, 1.9, 4, 2},
	}
	for _, s := range rq3[0].Slowdowns {
		w := want[s.Config]
		if math.Abs(s.Median-w.Median) > 1e-9 || math.Abs(s.Min-w.Min) > 1e-9 || math.Abs(s.Max-w.Max) > 1e-9 || s.N != w.N {
			t.Errorf("%s: got %+v, want %+v", s.Config, s, w)
		}
	}
	if rq3[0].Error == "" || rq3[1].Error == "" {
		t.Errorf("RQ3 errors not reported: %q, %q", rq3[0].Error, rq3[1].Error)
	}
}

func TestStubbedUndefinedWithoutReduction(t *testing.T) {
	r := RQ2FromStats("p", stats(0, 0, 0, 0, 10, 0, 0), stats(1, 1, 0, 0, 10, 0, 0))
	if r.Reduction != 0 || !math.IsNaN(r.Stubbed) || r.NotMade != 0 {
		t.Errorf("got %+v", r)
	}
	r = RQ2FromStats("p", stats(0, 0, 0, 0, 0, 0, 0), stats(0, 0, 0, 0, 0, 0, 0))
	if !math.IsNaN(r.Reduction) || !math.IsNaN(r.NotMade) {
		t.Errorf("no environments: %+v", r)
	}
}

func TestConfigsAreData(t *testing.T) {
	for _, name := range append(RQ3Configs(), Default) {
		if _, ok := ConfigByName(name); !ok {
			t.Errorf("no configuration %q", name)
		}
	}
	if c, _ := ConfigByName(NoScope); strings.Join(c.Flags, " ") != "--jit=on --disable-pass=scope" {
		t.Errorf("no-scope flags %q", c.Flags)
	}
}
