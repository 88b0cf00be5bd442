package build

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// scriptFunctions runs a golden script and returns the functions it left
// behind: every closure bound in the global environment, and every
// closure body nested in their code that has been compiled (run), as
// `gorir --disasm` shows them.
func scriptFunctions(t *testing.T, path string) []*pir.Function {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	in := newInterp()
	runR(in, string(src))
	var fns []*pir.Function
	seen := map[*vm.Code]bool{}
	var nested func(code *vm.Code, name string)
	add := func(name string, code *vm.Code, formals *rt.PairList) {
		if code == nil || seen[code] || !vm.IsCompiled(code) {
			return
		}
		seen[code] = true
		fns = append(fns, &pir.Function{Name: name, Code: code, Formals: formals})
		nested(code, name)
	}
	nested = func(code *vm.Code, name string) {
		for _, ins := range code.Instrs {
			if ins.Op != vm.OpMkClosure || int(ins.B) >= len(code.Codes) || int(ins.A) >= len(code.Consts) {
				continue
			}
			formals, _ := code.Consts[ins.A].(*rt.PairList)
			add(name+"/fn", code.Codes[ins.B], formals)
		}
	}
	for _, s := range in.Global.Symbols(true) {
		clo, ok := in.Global.Get(s).(*rt.Closure)
		if !ok {
			continue
		}
		code, _ := clo.Code.(*vm.Code)
		add(s.Name, code, clo.Formals)
	}
	return fns
}

// TestGoldenScriptClosures builds every closure the golden scripts
// define (and an OSR version at each of their loops) and checks that
// nothing panics, that every version passes the verifier, and that
// refusals are rare.
func TestGoldenScriptClosures(t *testing.T) {
	scripts, err := filepath.Glob("../../../testdata/scripts/*.R")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no golden scripts: %v", err)
	}
	if testing.Short() {
		scripts = scripts[:len(scripts)/8]
	}
	reasons := map[string]int{}
	examples := map[string]string{}
	built, refused, osrBuilt, osrRefused, promises, promiseCodes := 0, 0, 0, 0, 0, 0
	for _, path := range scripts {
		name := strings.TrimSuffix(filepath.Base(path), ".R")
		for _, fn := range scriptFunctions(t, path) {
			fn.Name = name + ":" + fn.Name
			v, err := Function(fn, pir.Context{})
			if err != nil {
				ref, ok := err.(*Refusal)
				if !ok {
					t.Fatalf("%s: %v is not a refusal", fn.Name, err)
				}
				refused++
				reasons[ref.Reason]++
				examples[ref.Reason] = fn.Name
				continue
			}
			built++
			checkVersion(t, fn.Name, v)
			promises += countPromises(v)
			promiseCodes += len(v.Promises)
			for _, l := range fn.Code.Loops {
				if l.Next < 0 || l.Next >= len(fn.Code.Instrs) {
					continue
				}
				if d, ok := depthAt(fn.Code, l.Next); !ok || d != l.Depth {
					t.Errorf("%s: loop at %d: depth %d, loop table says %d", fn.Name, l.Next, d, l.Depth)
					continue
				}
				ov, err := OSR(fn, l.Next, l.Depth)
				if err != nil {
					osrRefused++
					reasons["osr: "+err.(*Refusal).Reason]++
					continue
				}
				osrBuilt++
				checkVersion(t, fn.Name+" osr", ov)
			}
		}
	}
	var lines []string
	for r, n := range reasons {
		lines = append(lines, fmt.Sprintf("%6d  %s (e.g. %s)", n, r, examples[r]))
	}
	sort.Strings(lines)
	t.Logf("%d scripts: %d functions built, %d refused; %d OSR versions built, %d refused; %d promises, %d with PIR\n%s",
		len(scripts), built, refused, osrBuilt, osrRefused, promises, promiseCodes, strings.Join(lines, "\n"))
	if built == 0 || refused*100 > (built+refused)*3 {
		t.Errorf("too many refusals: %d of %d", refused, built+refused)
	}
	if osrRefused*100 > (osrBuilt+osrRefused)*3 {
		t.Errorf("too many OSR refusals: %d of %d", osrRefused, osrBuilt+osrRefused)
	}
}

// checkVersion runs the verifier on every code of v, and checks that
// printing works.
func checkVersion(t *testing.T, name string, v *pir.Version) {
	t.Helper()
	if err := pir.Verify(v.Body); err != nil {
		t.Errorf("%s: %v\n%s", name, err, v)
	}
	for _, p := range v.Promises {
		if err := pir.Verify(p); err != nil {
			t.Errorf("%s %s: %v\n%s", name, p.Name, err, p)
		}
	}
	_ = v.String()
}

// countPromises counts the MkArg instructions of v's codes.
func countPromises(v *pir.Version) int {
	n := 0
	for _, c := range append([]*pir.Code{v.Body}, v.Promises...) {
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if i.Op == pir.MkArg {
					n++
				}
			}
		}
	}
	return n
}
