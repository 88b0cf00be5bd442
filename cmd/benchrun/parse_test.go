package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseIteration(t *testing.T) {
	for _, c := range []struct {
		line string
		name string
		us   int64
		ok   bool
	}{
		{"mandelbrot: iterations=1 runtime: 1234us", "mandelbrot", 1234, true},
		{"scalar-for: iterations=1 runtime: 0us\r", "scalar-for", 0, true},
		{"fasta_naive: iterations=1 runtime: 98765432us", "fasta_naive", 98765432, true},
		{"mandelbrot: iterations=10 average: 1234us total: 12340us", "", 0, false},
		{"stretch tree of depth 10\t check: 2047", "", 0, false},
		{"x: iterations=1 runtime: 1.5us", "", 0, false},
	} {
		name, us, ok := ParseIteration(c.line)
		if name != c.name || us != c.us || ok != c.ok {
			t.Errorf("ParseIteration(%q) = %q, %d, %v; want %q, %d, %v", c.line, name, us, ok, c.name, c.us, c.ok)
		}
	}
}

func TestParseOutput(t *testing.T) {
	out := "3141592653\t:10\npidigits: iterations=1 runtime: 10us\nother: iterations=1 runtime: 5us\n" +
		"pidigits: iterations=1 runtime: 7us\npidigits: iterations=2 average: 8us total: 17us\n"
	got := ParseOutput(out, "pidigits")
	if len(got) != 2 || got[0] != 10 || got[1] != 7 {
		t.Errorf("ParseOutput = %v, want [10 7]", got)
	}
}

func TestStatistics(t *testing.T) {
	if m := Median([]int64{5, 1, 3}); m != 3 {
		t.Errorf("Median odd = %v", m)
	}
	if m := Median([]int64{4, 1, 3, 2}); m != 2.5 {
		t.Errorf("Median even = %v", m)
	}
	if !math.IsNaN(Median(nil)) {
		t.Error("Median(nil) is not NaN")
	}
	for _, c := range []struct{ w, n, want int }{
		{-1, 1, 0}, {-1, 2, 1}, {-1, 5, 1}, {-1, 10, 3}, {-1, 15, 5}, {2, 10, 2}, {10, 10, 9},
	} {
		if got := Warmup(c.w, c.n); got != c.want {
			t.Errorf("Warmup(%d, %d) = %d, want %d", c.w, c.n, got, c.want)
		}
	}
	// The slow first iterations are left out.
	if m := SteadyMedian([]int64{1000, 500, 10, 12, 11}, 2); m != 11 {
		t.Errorf("SteadyMedian = %v, want 11", m)
	}
	if m := SteadyMedian([]int64{7}, 3); m != 7 {
		t.Errorf("SteadyMedian of one = %v, want 7", m)
	}
	if r := Ratio(6, 3); r != 2 {
		t.Errorf("Ratio = %v", r)
	}
	if !math.IsNaN(Ratio(math.NaN(), 3)) || !math.IsNaN(Ratio(1, 0)) {
		t.Error("Ratio of missing values is not NaN")
	}
	g, n := GeoMean([]float64{2, 8, math.NaN(), 0})
	if n != 2 || math.Abs(g-4) > 1e-12 {
		t.Errorf("GeoMean = %v, %d; want 4, 2", g, n)
	}
}

func TestParsePrograms(t *testing.T) {
	progs, err := ParsePrograms("# comment\n\nfib micro 25 18 10\nnbody  macro 1000 100 10\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) != 2 || progs[0] != (Program{"fib", "micro", 25, 18, 10}) || progs[1].Name != "nbody" {
		t.Errorf("ParsePrograms = %+v", progs)
	}
	for _, bad := range []string{"fib micro 25 18", "fib tiny 1 2 3", "fib micro x 2 3"} {
		if _, err := ParsePrograms(bad); err == nil {
			t.Errorf("ParsePrograms(%q) accepted", bad)
		}
	}
}

// The committed table parses and names only programs that exist.
func TestProgramsTable(t *testing.T) {
	dir := filepath.Join("..", "..", "bench")
	progs, err := ReadPrograms(filepath.Join(dir, "programs.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range progs {
		if _, err := os.Stat(filepath.Join(dir, p.Name+".R")); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
}

func TestMarkdown(t *testing.T) {
	rep := Report{
		Date: "2026-01-01 00:00", Command: "go run ./cmd/benchrun --quick", Machine: "linux/amd64, 2 CPUs",
		Iterations: 3, Warmup: 1, VMs: []string{"gorir-jit-off", "gorir-jit-on", "gnu-r"},
		Results: []Result{{
			Program: "fib", Kind: "micro", Param: 10,
			Runs: []Run{
				{VM: "gorir-jit-off", OK: true, FirstUS: 3000, MedianUS: 2000, MaxRSSKB: 10240},
				{VM: "gorir-jit-on", OK: true, FirstUS: 2000, MedianUS: 1000, MaxRSSKB: 10240},
				{VM: "gnu-r", Error: "Error in f() : boom"},
			},
			ROverGorir: math.NaN(), OffOverOn: 2,
		}},
	}
	rep.summarise()
	md := rep.Markdown()
	for _, want := range []string{
		"| fib (micro) | 10 | 3.00 / 2.00 / fail | 2.00 / 1.00 / fail | 10 / 10 / – | – | 2.00 |",
		"- fib, gnu-r: Error in f() : boom",
		"micro programs that ran: R / gorir –, off / on 2.00",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, md)
		}
	}
	if _, err := rep.JSON(); err != nil {
		t.Errorf("JSON: %v", err)
	}
}

// The best of several rounds is the fastest run that succeeded.
func TestBetter(t *testing.T) {
	ok := func(us float64) Run { return Run{OK: true, MedianUS: us} }
	failed := Run{}
	for _, c := range []struct {
		r, best Run
		want    bool
	}{
		{ok(10), ok(20), true},
		{ok(20), ok(10), false},
		{ok(20), failed, true},
		{failed, ok(10), false},
		{failed, failed, false},
	} {
		if got := better(c.r, c.best); got != c.want {
			t.Errorf("better(%+v, %+v) = %v", c.r, c.best, got)
		}
	}
}
