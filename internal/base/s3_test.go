package base

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The Math and Summary builtins belong to another part of the library;
// these stand-ins call dispatchGroup the way they do, one with Formals and
// one without, so that group dispatch is tested from both kinds of call.
func groupTestInterp(t *testing.T) (*vm.Interp, *bytes.Buffer) {
	t.Helper()
	in := vm.New()
	Install(in)
	var out bytes.Buffer
	in.Stdout, in.Stderr = &out, &out
	in.DefineBuiltin(&vm.BuiltinDef{Name: "sqrt", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchGroup(in, "Math", "sqrt", c); ok || err != nil {
			return v, err
		}
		x := c.Args[0].(*rt.Double)
		r := rt.NewDouble(len(x.V))
		for i, f := range x.V {
			r.V[i] = math.Sqrt(f)
		}
		r.SetAttrs(x.Attrs().Clone())
		return r, nil
	}})
	in.DefineBuiltin(&vm.BuiltinDef{Name: "round", Formals: []string{"x", "digits"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchGroup(in, "Math", "round", c); ok || err != nil {
			return v, err
		}
		x := c.Args[0].(*rt.Double)
		r := rt.NewDouble(len(x.V))
		for i, f := range x.V {
			r.V[i] = math.Round(f)
		}
		return r, nil
	}})
	in.DefineBuiltin(&vm.BuiltinDef{Name: "max", Formals: []string{"...", "na.rm"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchGroup(in, "Summary", "max", c); ok || err != nil {
			return v, err
		}
		m := math.Inf(-1)
		for _, a := range c.Dots {
			d, err := rt.CoerceVector(a.Val, rt.DoubleType, nil)
			if err != nil {
				return nil, err
			}
			for _, f := range d.(*rt.Double).V {
				m = math.Max(m, f)
			}
		}
		return rt.DoubleScalar(m), nil
	}})
	return in, &out
}

func runR(t *testing.T, in *vm.Interp, out *bytes.Buffer, src string) string {
	t.Helper()
	out.Reset()
	in.RunScript("test.R", []byte(src))
	return out.String()
}

func TestGroupDispatchMath(t *testing.T) {
	in, out := groupTestInterp(t)
	got := runR(t, in, out, `
Math.temp <- function(x, ...) {
  cat("Math.temp:", .Generic, "\n")
  print(list(...))
  structure(NextMethod(), class = "temp")
}
t1 <- structure(c(4, 9), class = "temp")
unclass(sqrt(t1))
unclass(round(structure(2.6, class = "temp"), 1))
sqrt(c(16, 25))
sqrt.special <- function(x) "specific sqrt method"
sqrt(structure(1, class = c("special", "temp")))
round(structure(1, class = c("special", "temp")))
`)
	want := `Math.temp: sqrt 
list()
[1] 2 3
Math.temp: round 
[[1]]
[1] 1

[1] 3
[1] 4 5
[1] "specific sqrt method"
Math.temp: round 
list()
[1] 1
attr(,"class")
[1] "temp"
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestGroupDispatchSummary(t *testing.T) {
	in, out := groupTestInterp(t)
	got := runR(t, in, out, `
Summary.money <- function(..., na.rm = FALSE) {
  cat("Summary.money:", .Generic, "with", length(list(...)), "args\n")
  print(.Method)
  NextMethod()
}
m <- structure(c(3, 7), class = "money")
max(m, 10)
max(1, m)
max(2, 5)
`)
	want := `Summary.money: max with 2 args
[1] "Summary.money"
[1] 10
[1] 7
[1] 5
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if strings.Contains(got, "Error") {
		t.Error(got)
	}
}
