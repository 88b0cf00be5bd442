package report

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gorir/internal/experiments"
	"gorir/internal/jit"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func stats(closures, env, stub, none int, envs, stubs, promises int64) *jit.StatsJSON {
	return &jit.StatsJSON{
		Closures:        closures,
		ClosureVersions: jit.VersionEnvsJSON{Total: env + stub + none, Env: env, Stub: stub, NoEnv: none},
		Envs:            jit.RuntimeEnvsJSON{Total: envs, Full: envs - stubs, Stub: stubs},
		Promises:        promises,
	}
}

// fixture is a small set of results: mandelbrot and pidigits (which the
// paper measured), a program whose default run failed and a script.
func fixture() *experiments.Results {
	run := func(us float64, s *jit.StatsJSON) experiments.Run {
		return experiments.Run{OK: true, TimeUS: us, Stats: s}
	}
	runs := func(s *jit.StatsJSON, us ...float64) []experiments.Run {
		var out []experiments.Run
		for _, u := range us {
			out = append(out, run(u, s))
		}
		return out
	}
	mb, mbOff := stats(4, 3, 1, 0, 27, 4, 387), stats(0, 0, 0, 0, 27, 0, 73)
	pd, pdOff := stats(13, 4, 8, 1, 39782, 35743, 74520), stats(0, 0, 0, 0, 39782, 0, 66903)
	sc, scOff := stats(2, 0, 1, 1, 10, 2, 5), stats(0, 0, 0, 0, 12, 0, 5)
	return &experiments.Results{
		Date: "2026-11-22 12:00", Command: "gorir experiments --quick", Machine: "linux/amd64, 2 CPUs",
		Revision: "0123456789ab", Quick: true, Runs: 3, Iterations: 6, Warmup: 2,
		Configs: experiments.Configs,
		Programs: []experiments.Measurement{
			{Program: experiments.Program{Name: "mandelbrot", Kind: "macro", Param: 100, Harness: true}, Runs: map[string][]experiments.Run{
				experiments.Baseline:  runs(mbOff, 400, 410, 420),
				experiments.Default:   runs(mb, 100, 100, 110),
				experiments.NoPromise: runs(mb, 150, 140, 160),
				experiments.NoScope:   runs(mb, 300, 330, 310),
				experiments.NoOpt:     runs(mb, 420, 400, 450),
			}},
			{Program: experiments.Program{Name: "pidigits", Kind: "macro", Param: 30, Harness: true}, Runs: map[string][]experiments.Run{
				experiments.Baseline:  runs(pdOff, 80, 90, 85),
				experiments.Default:   runs(pd, 100, 100, 100),
				experiments.NoPromise: runs(pd, 101, 99, 100),
				experiments.NoScope:   runs(pd, 97, 104, 100),
				experiments.NoOpt:     runs(pd, 110, 120, 105),
			}},
			{Program: experiments.Program{Name: "storage", Kind: "macro", Param: 3, Harness: true}, Runs: map[string][]experiments.Run{
				experiments.Baseline: {{Error: "Error in f(): boom"}},
				experiments.Default:  {{Error: "Error in f(): boom"}},
			}},
			{Program: experiments.Program{Name: "script", Kind: "script"}, Runs: map[string][]experiments.Run{
				experiments.Baseline:  runs(scOff, 1000),
				experiments.Default:   runs(sc, 900),
				experiments.NoPromise: runs(sc, 910),
				experiments.NoScope:   runs(sc, 950),
				experiments.NoOpt:     runs(sc, 990),
			}},
		},
	}
}

// golden compares got with testdata/name (rewritten under -update).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test -update rewrites it)\n--- got\n%s", name, got)
	}
}

func render(f func(io.Writer)) []byte {
	var b bytes.Buffer
	f(&b)
	return b.Bytes()
}

func TestTablesGolden(t *testing.T) {
	res := fixture()
	golden(t, "rq1.md", render(func(w io.Writer) { RQ1Table(w, res.RQ1()) }))
	golden(t, "rq2.md", render(func(w io.Writer) { RQ2Table(w, res.RQ2()) }))
	golden(t, "rq3.md", render(func(w io.Writer) { RQ3Table(w, res.RQ3()) }))
}

func TestReportGolden(t *testing.T) {
	golden(t, "report.md", render(func(w io.Writer) { Report(w, fixture()) }))
}

func TestChart(t *testing.T) {
	res := fixture()
	svg := render(func(w io.Writer) { RQ3Chart(w, res.RQ3()) })
	golden(t, "rq3.svg", svg)
	// Well-formed XML, one bar per measured ablation (3 programs with
	// results, 3 ablations each), every program named.
	dec := xml.NewDecoder(bytes.NewReader(svg))
	rects := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "rect" {
			rects++
		}
	}
	// The background, three legend boxes, nine bars.
	if rects != 1+3+9 {
		t.Errorf("%d rects, want 13", rects)
	}
	for _, name := range []string{"mandelbrot", "pidigits", "storage", "script"} {
		if !strings.Contains(string(svg), ">"+name+"</text>") {
			t.Errorf("no label %s", name)
		}
	}
}

func TestNiceStep(t *testing.T) {
	for _, c := range []struct{ span, want float64 }{{60, 10}, {300, 50}, {7, 2}, {0, 10}, {1000, 200}} {
		if got := niceStep(c.span); got != c.want {
			t.Errorf("niceStep(%v) = %v, want %v", c.span, got, c.want)
		}
	}
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, fixture()); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"rq1.md", "rq2.md", "rq3.md", "rq3.svg", "report.md", "results.json"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
}
