package build

import (
	"io"
	"testing"

	"gorir/internal/base"
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

func init() { debugPanics = true }

// newInterp returns an interpreter with the base library whose output
// goes nowhere.
func newInterp() *vm.Interp {
	in := vm.New()
	in.Stdout, in.Stderr = io.Discard, io.Discard
	base.Install(in)
	return in
}

// runR runs src as a script in in (errors are the script's business).
func runR(in *vm.Interp, src string) error {
	return in.RunScript("test.R", []byte(src))
}

// closureFn returns the PIR function for the closure bound to name in
// the global environment.
func closureFn(t *testing.T, in *vm.Interp, name string) *pir.Function {
	t.Helper()
	clo, ok := in.Global.Get(rt.Intern(name)).(*rt.Closure)
	if !ok {
		t.Fatalf("%s is not a closure", name)
	}
	return &pir.Function{Name: name, Code: vm.ClosureCode(clo), Formals: clo.Formals}
}

// buildClosure runs src and builds the closure name.
func buildClosure(t *testing.T, src, name string) *pir.Version {
	t.Helper()
	in := newInterp()
	if err := runR(in, src); err != nil {
		t.Fatalf("running R: %v", err)
	}
	v, err := Function(closureFn(t, in, name), pir.Context{})
	if err != nil {
		t.Fatalf("build %s: %v", name, err)
	}
	if err := pir.Verify(v.Body); err != nil {
		t.Fatalf("check %s: %v\n%s", name, err, v)
	}
	return v
}

// normalise is pir.Canonical.
func normalise(s string) string { return pir.Canonical(s) }
