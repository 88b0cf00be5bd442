package opt

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gorir/internal/base"
	"gorir/internal/pir"
	"gorir/internal/pir/build"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// checkUnchanged checks that passes leave in as it is (settled: types
// inferred, registers renumbered).
func checkUnchanged(t *testing.T, passes, in string) {
	t.Helper()
	v, err := pir.ParseVersion(in)
	if err != nil {
		t.Fatalf("parsing the input: %v\n%s", err, in)
	}
	settle(v)
	want := v.Format(pir.PrintOptions{Types: true})
	got := runPasses(t, passes, in)
	if pir.Canonical(got) != pir.Canonical(want) {
		t.Errorf("%s changed what it must leave:\n--- input\n%s\n--- got\n%s", passes, strings.TrimSpace(want), strings.TrimSpace(got))
	}
}

// containsOp reports whether the listing text has an instruction of op.
func containsOp(text, op string) bool {
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		for k, w := range f {
			if w == op || strings.HasPrefix(w, op+"(") {
				if k == 0 || (k >= 2 && f[k-1] == "=") {
					return true
				}
			}
		}
	}
	return false
}

// replaceLine replaces the line of text whose trimmed content is old by
// new (indented as old was).
func replaceLine(text, old, new string) string {
	lines := strings.Split(text, "\n")
	for k, l := range lines {
		if strings.TrimSpace(l) == old {
			lines[k] = strings.Replace(l, old, new, 1)
		}
	}
	return strings.Join(lines, "\n")
}

// countOp counts the instructions of op in a listing.
func countOp(text, op string) int {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		if containsOp(l, op) {
			n++
		}
	}
	return n
}

// realFunctions runs src (after which calls, e.g. `execute(10)`, give
// the closures type feedback) and returns every compiled closure it left
// in the global environment, with the closures nested in their code.
func realFunctions(t *testing.T, name, src string) []*pir.Function {
	t.Helper()
	in := vm.New()
	in.Stdout, in.Stderr = io.Discard, io.Discard
	base.Install(in)
	_ = in.RunScript(name, []byte(src)) // errors are the script's business
	var fns []*pir.Function
	seen := map[*vm.Code]bool{}
	var add func(fname string, code *vm.Code, formals *rt.PairList)
	add = func(fname string, code *vm.Code, formals *rt.PairList) {
		if code == nil || seen[code] || !vm.IsCompiled(code) {
			return
		}
		seen[code] = true
		fns = append(fns, &pir.Function{Name: fname, Code: code, Formals: formals})
		for _, ins := range code.Instrs {
			if ins.Op != vm.OpMkClosure || int(ins.B) >= len(code.Codes) || int(ins.A) >= len(code.Consts) {
				continue
			}
			f, _ := code.Consts[ins.A].(*rt.PairList)
			add(fname+"/fn", code.Codes[ins.B], f)
		}
	}
	for _, s := range in.Global.Symbols(true) {
		if clo, ok := in.Global.Get(s).(*rt.Closure); ok {
			add(name+":"+s.Name, vm.ClosureCode(clo), clo.Formals)
		}
	}
	return fns
}

// optimizeAll builds every version of fns (the body and an OSR entry at
// each loop) and runs the whole pipeline over it with the verifier on.
// It returns the instruction counts before and after.
func optimizeAll(t *testing.T, fns []*pir.Function) (before, after int) {
	t.Helper()
	for _, fn := range fns {
		var versions []*pir.Version
		if v, err := build.Function(fn, pir.Context{}); err == nil {
			versions = append(versions, v)
		}
		for _, l := range fn.Code.Loops {
			if l.Next < 0 || l.Next >= len(fn.Code.Instrs) {
				continue
			}
			if v, err := build.OSR(fn, l.Next, l.Depth); err == nil {
				versions = append(versions, v)
			}
		}
		for _, v := range versions {
			before += countInstrs(v)
			text := v.String()
			if err := Optimize(v, Config{Verify: true}); err != nil {
				t.Errorf("%s: %v\n--- built\n%s\n--- now\n%s", fn.Name, err, text, v)
				continue
			}
			after += countInstrs(v)
		}
	}
	return before, after
}

func countInstrs(v *pir.Version) int {
	n := 0
	for _, c := range codes(v) {
		for _, b := range c.Blocks {
			n += len(b.Instrs)
		}
	}
	return n
}

// The benchmark programs, run once on a small input for feedback, then
// compiled and optimised.
func TestPipelineOnBenchPrograms(t *testing.T) {
	for prog, param := range map[string]int{
		"mandelbrot": 8, "nbody": 10, "fannkuchredux": 5, "spectralnorm": 5, "fib": 10,
		"scalar-for": 10, "scalar-while": 10, "binarytrees": 4, "fasta": 100, "bounce": 2,
		"closure-calls": 10, "promise-heavy": 10, "env-reflection": 10, "storage": 2,
		"matrix-for": 5, "vector-for": 10, "lapply": 10, "lapply-dots": 10, "knucleotide": 10,
		"pidigits": 10, "reversecomplement": 10, "fastaredux": 100, "empty-for": 10,
	} {
		path := filepath.Join("..", "..", "..", "bench", prog+".R")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v", prog, err)
			continue
		}
		run := fmt.Sprintf("%s\nif (exists(\"benchmarkSetup\")) benchmarkSetup(%d)\nfor (i in 1:3) execute(%d)\n", src, param, param)
		before, after := optimizeAll(t, realFunctions(t, prog, run))
		t.Logf("%-18s %5d instructions built, %5d after optimisation", prog, before, after)
	}
}

// The golden scripts' closures (an eighth of them with -short).
func TestPipelineOnGoldenScripts(t *testing.T) {
	scripts, err := filepath.Glob("../../../testdata/scripts/*.R")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no golden scripts: %v", err)
	}
	step := 2
	if testing.Short() {
		step = 8
	}
	total, totalAfter := 0, 0
	for k := 0; k < len(scripts); k += step {
		src, err := os.ReadFile(scripts[k])
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(scripts[k]), ".R")
		before, after := optimizeAll(t, realFunctions(t, name, string(src)))
		total += before
		totalAfter += after
	}
	t.Logf("%d instructions built, %d after optimisation", total, totalAfter)
}
