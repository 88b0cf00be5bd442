package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gorir/internal/experiments"
	"gorir/internal/jit"
)

// asGorir, set in the environment, makes the test binary run as gorir:
// gorir experiments runs its programs with os.Executable(), which in a
// test is the test binary.
const asGorir = "GORIR_TEST_RUN_AS_GORIR"

func TestMain(m *testing.M) {
	if os.Getenv(asGorir) == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// singleStats runs the test binary as gorir with flags and --stats=json
// on file and returns its counters.
func singleStats(t *testing.T, file string, flags ...string) *jit.StatsJSON {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, append(append(flags, "--stats=json"), file)...)
	cmd.Env = append(os.Environ(), asGorir+"=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s", file, flags, err, stderr.String())
	}
	s, err := experiments.ParseStats(stderr.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestExperimentsMatchSingleRuns runs gorir experiments on two small
// programs and checks that its RQ1 and RQ2 figures are those that
// --stats=json of single runs gives.
func TestExperimentsMatchSingleRuns(t *testing.T) {
	t.Setenv(asGorir, "1")
	files := []string{"testdata/experiments/calls.R", "testdata/experiments/promises.R"}
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	args := append([]string{"experiments", "--runs", "1", "--no-png", "--out", out}, files...)
	if status := run(args, nil, &stdout, &stderr); status != 0 {
		t.Fatalf("status %d\n%s%s", status, stdout.String(), stderr.String())
	}
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var res experiments.Results
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	rq1, rq2, rq3 := res.RQ1(), res.RQ2(), res.RQ3()
	if len(rq1) != 2 || len(rq2) != 2 || len(rq3) != 2 {
		t.Fatalf("%d, %d, %d rows", len(rq1), len(rq2), len(rq3))
	}
	for k, f := range files {
		on := singleStats(t, f, "--jit=on")
		off := singleStats(t, f, "--jit=off")
		want1 := experiments.RQ1FromStats(rq1[k].Program, on)
		if rq1[k] != want1 {
			t.Errorf("%s: RQ1 %+v, single run %+v", f, rq1[k], want1)
		}
		want2 := experiments.RQ2FromStats(rq2[k].Program, off, on)
		if !sameRQ2(rq2[k], want2) {
			t.Errorf("%s: RQ2 %+v, single runs %+v", f, rq2[k], want2)
		}
		// The figures themselves, from the counters as printed.
		if on.ClosureVersions.Total == 0 || off.Envs.Total == 0 || off.Envs.Stub != 0 {
			t.Errorf("%s: counters on %+v, off %+v", f, on, off)
		}
		if got := rq2[k].Baseline; got != off.Envs.Total {
			t.Errorf("%s: baseline %d, --jit=off made %d environments", f, got, off.Envs.Total)
		}
		for _, s := range rq3[k].Slowdowns {
			if s.N != 1 {
				t.Errorf("%s: %s has %d runs", f, s.Config, s.N)
			}
		}
	}
	// The tables and the report are written, and the tables in report.md
	// are those of the table files.
	report, err := os.ReadFile(filepath.Join(out, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"rq1.md", "rq2.md", "rq3.md"} {
		table, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(report, table) {
			t.Errorf("report.md does not contain %s:\n%s", name, table)
		}
	}
	if !strings.Contains(string(report), "calls") || !strings.Contains(stdout.String(), "report.md") {
		t.Errorf("stdout %q", stdout.String())
	}
	// --from writes the same report again from results.json.
	again := t.TempDir()
	stdout.Reset()
	if status := run([]string{"experiments", "--no-png", "--from", filepath.Join(out, "results.json"), "--out", again}, nil, &stdout, &stderr); status != 0 {
		t.Fatalf("--from: status %d\n%s", status, stderr.String())
	}
	if r2, _ := os.ReadFile(filepath.Join(again, "report.md")); !bytes.Equal(r2, report) {
		t.Error("--from wrote a different report")
	}
}

// sameRQ2 compares two RQ2 rows (NaN equal to NaN).
func sameRQ2(a, b experiments.RQ2Row) bool {
	eq := func(x, y float64) bool { return x == y || (x != x && y != y) }
	return a.Program == b.Program && a.Baseline == b.Baseline && a.Full == b.Full && a.Stubs == b.Stubs &&
		eq(a.Reduction, b.Reduction) && eq(a.Stubbed, b.Stubbed) && eq(a.NotMade, b.NotMade) &&
		a.PromisesBaseline == b.PromisesBaseline && a.Promises == b.Promises && a.Error == b.Error
}

func TestExperimentsUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if status := run([]string{"experiments", "--help"}, nil, &stdout, &stderr); status != 0 || !strings.Contains(stdout.String(), "Usage: gorir experiments") {
		t.Errorf("--help: status %d, %q", status, stdout.String())
	}
	stdout.Reset()
	if status := run([]string{"experiments", "--nosuch"}, nil, &stdout, &stderr); status != 2 || !strings.HasPrefix(stderr.String(), "gorir experiments: ") {
		t.Errorf("bad flag: status %d, %q", status, stderr.String())
	}
	stderr.Reset()
	if status := run([]string{"experiments", "--programs", "fib", "x.R"}, nil, &stdout, &stderr); status != 2 {
		t.Errorf("--programs with files: status %d", status)
	}
	stderr.Reset()
	if status := run([]string{"experiments", "--out", t.TempDir(), "/nonexistent/x.R"}, nil, &stdout, &stderr); status != 2 || !strings.Contains(stderr.String(), "x.R") {
		t.Errorf("missing file: status %d, %q", status, stderr.String())
	}
}
