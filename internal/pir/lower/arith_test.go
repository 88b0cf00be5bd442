package lower

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

var binaryOps = []struct {
	op   pir.Op
	name string
}{
	{pir.Add, "+"}, {pir.Sub, "-"}, {pir.Mul, "*"}, {pir.Div, "/"}, {pir.Pow, "^"},
	{pir.Mod, "%%"}, {pir.IDiv, "%/%"}, {pir.Eq, "=="}, {pir.Ne, "!="}, {pir.Lt, "<"},
	{pir.Gt, ">"}, {pir.Le, "<="}, {pir.Ge, ">="}, {pir.LAnd, "&"}, {pir.LOr, "|"},
}

// operandValues are interesting plain scalars of each kind.
func operandValues() []rt.Value {
	var vs []rt.Value
	for _, d := range []float64{0, math.Copysign(0, -1), 1, -1, 2.5, -3.5, 7, 1e300, -1e300,
		math.Inf(1), math.Inf(-1), math.NaN(), rt.NAReal, 5e15, 1e20, 0.1} {
		vs = append(vs, rt.DoubleScalar(d))
	}
	for _, n := range []int32{0, 1, -1, 7, -3, math.MaxInt32, -math.MaxInt32, rt.NAInt, 46341} {
		vs = append(vs, rt.IntScalar(n))
	}
	for _, b := range []int32{rt.True, rt.False, rt.NALgl} {
		vs = append(vs, rt.LogicalScalar(b))
	}
	for _, v := range vs {
		// As if bound to x and y: the interpreter's double arithmetic
		// reuses the box of an operand nothing holds.
		rt.MarkBound(v)
	}
	return vs
}

// plainType is the PIR type of a plain scalar (any NA allowed).
func plainType(v rt.Value) pir.Type {
	t := pir.TypeOf(v)
	t.Flags |= pir.MaybeNA
	return t
}

// sameValue compares two R values exactly: type, attributes-free, NA
// versus NaN, the sign of zero.
func sameValue(a, b rt.Value) bool {
	switch x := a.(type) {
	case *rt.Double:
		y, ok := b.(*rt.Double)
		if !ok || len(x.V) != len(y.V) || (x.Attrs() == nil) != (y.Attrs() == nil) {
			return false
		}
		for k := range x.V {
			p, q := x.V[k], y.V[k]
			if p != p || q != q {
				if p == p || q == q || rt.IsNA(p) != rt.IsNA(q) {
					return false
				}
				continue
			}
			if p != q || math.Signbit(p) != math.Signbit(q) {
				return false
			}
		}
		return true
	}
	return deparse(a) == deparse(b) && a.Type() == b.Type()
}

func warningsText(in *vm.Interp) string {
	var parts []string
	for _, w := range in.Warnings {
		parts = append(parts, deparse(w.Call)+": "+w.Msg)
	}
	return strings.Join(parts, "; ")
}

// TestArithMatchesInterpreter runs every binary operator on every pair
// of plain scalar operands through the lowered code, with the operands
// unboxed, and with the result both unboxed (typed as R's result type)
// and boxed, and compares value, type and warnings with the
// interpreter's operator on the same boxes.
func TestArithMatchesInterpreter(t *testing.T) {
	in, _ := newSession(t)
	vals := operandValues()
	checked := 0
	for _, bop := range binaryOps {
		for _, x := range vals {
			for _, y := range vals {
				src := fmt.Sprintf("x %s y", bop.name)
				st := site(t, src)
				in.Warnings = nil
				want, werr := inFrame(in, closureFor(in), []rt.Value{x, y}, func(*vm.Frame) (rt.Value, error) {
					return in.Binary(vmOps[bop.op], x, y, st.Call, in.Global)
				})
				wantWarn := warningsText(in)
				for _, boxed := range []bool{false, true} {
					p := newBuilder("op", nil)
					g := p.env(pir.GlobalEnv)
					a := p.arg(0, plainType(x))
					b := p.arg(1, plainType(y))
					typ := pir.AnyValue
					if !boxed && werr == nil {
						typ = plainType(want)
					}
					r := p.add(bop.op, typ, &pir.CallAux{Site: st}, a, b, g)
					p.ret(r)
					c, err := Compile(p.version("op", nil, 2), Options{})
					if err != nil {
						t.Fatalf("%s: %v", src, err)
					}
					in.Warnings = nil
					got, gerr := callLowered(in, c, closureFor(in), x, y)
					gotWarn := warningsText(in)
					what := fmt.Sprintf("%s with x = %s, y = %s (boxed result %v)", src, deparse(x), deparse(y), boxed)
					switch {
					case (werr == nil) != (gerr == nil):
						t.Errorf("%s: error %v, interpreter %v", what, gerr, werr)
					case werr != nil:
						if werr.Error() != gerr.Error() {
							t.Errorf("%s: error %q, interpreter %q", what, gerr, werr)
						}
					case !sameValue(got, want):
						t.Errorf("%s = %s (%s), interpreter %s (%s)", what, deparse(got), got.Type(), deparse(want), want.Type())
					case gotWarn != wantWarn:
						t.Errorf("%s: warnings %q, interpreter %q", what, gotWarn, wantWarn)
					}
					checked++
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d cases", checked)
	}
}

func closureFor(in *vm.Interp) *rt.Closure { return &rt.Closure{Env: in.Global} }

// TestUnaryMatchesInterpreter does the same for -x, +x and !x.
func TestUnaryMatchesInterpreter(t *testing.T) {
	in, _ := newSession(t)
	for _, u := range []struct {
		op   pir.Op
		name string
	}{{pir.Neg, "-"}, {pir.UPlus, "+"}, {pir.Not, "!"}} {
		for _, x := range operandValues() {
			src := u.name + "x"
			st := site(t, src)
			want, werr := inFrame(in, closureFor(in), []rt.Value{x}, func(*vm.Frame) (rt.Value, error) {
				return in.Unary(vmOps[u.op], x, st.Call, in.Global)
			})
			for _, boxed := range []bool{false, true} {
				p := newBuilder("op", nil)
				g := p.env(pir.GlobalEnv)
				a := p.arg(0, plainType(x))
				typ := pir.AnyValue
				if !boxed && werr == nil {
					typ = plainType(want)
				}
				r := p.add(u.op, typ, &pir.CallAux{Site: st}, a, g)
				p.ret(r)
				c, err := Compile(p.version("op", nil, 1), Options{})
				if err != nil {
					t.Fatalf("%s: %v", src, err)
				}
				got, gerr := callLowered(in, c, closureFor(in), x)
				what := fmt.Sprintf("%s with x = %s", src, deparse(x))
				switch {
				case (werr == nil) != (gerr == nil):
					t.Errorf("%s: error %v, interpreter %v", what, gerr, werr)
				case werr == nil && !sameValue(got, want):
					t.Errorf("%s = %s (%s), interpreter %s (%s)", what, deparse(got), got.Type(), deparse(want), want.Type())
				}
			}
		}
	}
}

// TestIntegerOverflow checks that integer overflow in unboxed code gives
// NA with R's warning, attributed to the operator's call.
func TestIntegerOverflow(t *testing.T) {
	in, _ := newSession(t)
	p := newBuilder("over", nil)
	g := p.env(pir.GlobalEnv)
	a := p.arg(0, pir.IntScalar)
	one := p.cnst(rt.IntScalar(1))
	r := p.add(pir.Add, pir.IntScalar, callAux(t, "x + 1L"), a, one, g)
	m := p.add(pir.Mul, pir.IntScalar, callAux(t, "y * 2L"), r, p.cnst(rt.IntScalar(2)), g)
	p.ret(m)
	c := mustCompile(t, p.version("over", nil, 1), Options{})

	in.Warnings = nil
	v, err := callLowered(in, c, closureFor(in), rt.IntScalar(10))
	if err != nil || deparse(v) != "22L" || len(in.Warnings) != 0 {
		t.Fatalf("over(10L) = %s, %v, warnings %q", deparse(v), err, warningsText(in))
	}
	v, err = callLowered(in, c, closureFor(in), rt.IntScalar(math.MaxInt32))
	if err != nil {
		t.Fatal(err)
	}
	if n, ok := v.(*rt.Integer); !ok || n.V[0] != rt.NAInt {
		t.Errorf("over(.Machine$integer.max) = %s, want NA_integer_", deparse(v))
	}
	if got := warningsText(in); got != "x + 1L: NAs produced by integer overflow" {
		t.Errorf("warnings = %q", got)
	}
	in.Warnings = nil
	v, _ = callLowered(in, c, closureFor(in), rt.IntScalar(math.MaxInt32/2+10))
	if n, ok := v.(*rt.Integer); !ok || n.V[0] != rt.NAInt {
		t.Errorf("over(2^30 + 10) = %s, want NA_integer_", deparse(v))
	}
	if got := warningsText(in); got != "y * 2L: NAs produced by integer overflow" {
		t.Errorf("warnings = %q", got)
	}
}
