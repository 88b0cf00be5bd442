package base

import (
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Helpers for filling in missing values and for rep() on factors.

// naVector returns a vector of type t and length n whose elements are
// all missing (NULL for a list, 00 for raw).
func naVector(t rt.Type, n int) rt.Vector {
	out := rt.NewVector(t, n)
	switch v := out.(type) {
	case *rt.Logical:
		for i := range v.V {
			v.V[i] = rt.NALgl
		}
	case *rt.Integer:
		for i := range v.V {
			v.V[i] = rt.NAInt
		}
	case *rt.Double:
		for i := range v.V {
			v.V[i] = rt.NAReal
		}
	case *rt.Complex:
		for i := range v.V {
			v.V[i] = rt.NAComplex
		}
	case *rt.Character:
		for i := range v.V {
			v.V[i] = rt.NAString
		}
	case *rt.List:
		for i := range v.V {
			v.V[i] = rt.Nil
		}
	}
	return out
}

// repKeepFactor gives out, replicated from x, x's class and levels when
// x is a factor, as rep, rep.int and rep_len do.
func repKeepFactor(x rt.Value, out rt.Vector) rt.Vector {
	if !rt.Inherits(x, "factor") {
		return out
	}
	if a, ok := out.(rt.Attributed); ok {
		rt.SetAttr(a, rt.LevelsSym, rt.GetAttr(x, rt.LevelsSym))
		rt.SetAttr(a, rt.ClassSym, rt.GetAttr(x, rt.ClassSym))
	}
	return out
}

// callPrintQuote prints v through print(), passing quote = FALSE on when
// the value whose attribute v is was printed unquoted (as print.factor
// prints the attributes of a factor).
func callPrintQuote(in *vm.Interp, v rt.Value, quote bool) error {
	if quote {
		return callPrint(in, v)
	}
	fn := in.Base.Get(rt.Intern("print"))
	switch fn.(type) {
	case *rt.Closure, *rt.Builtin:
	default:
		return callPrint(in, v)
	}
	vis := in.Visible
	xs := rt.Intern("x")
	args := []rt.Arg{{Val: &rt.Promise{Expr: xs, Val: v}}, {Tag: rt.Intern("quote"), Val: rt.Bool(false)}}
	_, err := in.CallValue(fn, args, rt.NewCall(rt.Intern("print"), xs, rt.Bool(false)), in.Global)
	in.Visible = vis
	return err
}
