package base

import (
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// langBuiltins are the language-level builtins: the specials behind R's
// syntax, conditions, and the call-stack functions.
var langBuiltins = []*vm.BuiltinDef{
	{Name: "missing", Special: builtinMissing},
	{Name: "is.object", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.Bool(isObject(c.Arg(0))), nil
	}},
	{Name: "quote", Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
		if len(call.Args) != 1 {
			return nil, in.Errorf(call, "%d arguments passed to 'quote' which requires 1", len(call.Args))
		}
		return call.Args[0].Val, nil
	}},
}

func init() {
	// The language specials, for calls that do not go through the
	// compiler's inlining (a shadowed name, do.call, `if`(…) written by
	// hand): they compile the call as the inliner would.
	for _, sym := range vm.InlinedSpecials() {
		switch sym.Name {
		case "quote":
			continue
		case "switch":
			langBuiltins = append(langBuiltins, &vm.BuiltinDef{Name: "switch", Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
				return in.SwitchSpecial(call, env)
			}})
			continue
		}
		sym := sym
		langBuiltins = append(langBuiltins, &vm.BuiltinDef{Name: sym.Name, Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
			code := vm.CompileSpecial(call, sym)
			if code == nil {
				if (sym == rt.AssignSym || sym == rt.EqAssignSym || sym == rt.Assign2Sym) && len(call.Args) != 2 {
					// R's error() from inside the special: it names the closure.
					return nil, in.Errorf(in.ContextCall(), "incorrect number of arguments to \"%s\"", sym.Name)
				}
				if msg := assignTargetError(sym, call); msg != "" {
					return nil, in.Errorf(call, "%s", msg)
				}
				return nil, in.Errorf(call, "invalid use of '%s'", sym.Name)
			}
			return in.Exec(code, env)
		}})
	}
}

// assignTargetError is R's complaint about the target of an assignment
// the compiler could not take, or "" when the call is not an assignment.
func assignTargetError(sym *rt.Symbol, call *rt.Lang) string {
	if sym != rt.AssignSym && sym != rt.EqAssignSym && sym != rt.Assign2Sym {
		return ""
	}
	if len(call.Args) != 2 {
		return ""
	}
	target := call.Args[0].Val
	if _, ok := target.(*rt.Lang); !ok {
		if rt.IsNull(target) {
			return "invalid (NULL) left side of assignment"
		}
		return "invalid (do_set) left-hand side to assignment"
	}
	for {
		l, ok := target.(*rt.Lang)
		if !ok || len(l.Args) == 0 {
			break
		}
		target = l.Args[0].Val
	}
	if rt.IsNull(target) {
		return "invalid (NULL) left side of assignment"
	}
	switch t := target.(type) {
	case *rt.Symbol:
		return ""
	case *rt.Character:
		if t.Len() == 1 {
			return ""
		}
	}
	return "target of assignment expands to non-language object"
}

func callFlag(v rt.Value) bool {
	if l, ok := v.(*rt.Logical); ok && l.Len() == 1 {
		return l.V[0] != rt.False
	}
	return true
}

// dotsMessage pastes the ... arguments of stop(), warning() and
// message() together as paste0 does (numbers as as.character shows them,
// with 15 significant digits).
func dotsMessage(dots []rt.Arg) string {
	var b strings.Builder
	for _, a := range dots {
		v := a.Val
		if x, ok := v.(rt.Vector); ok && rt.IsAtomicType(x.Type()) && x.Type() != rt.CharacterType {
			if cv, err := rt.CoerceVector(x, rt.CharacterType, nil); err == nil {
				v = cv
			}
		}
		for _, s := range catStrings(v) {
			b.WriteString(s)
		}
	}
	return b.String()
}

// builtinMissing is missing(x) and missing(..n): whether the argument
// was left out of the call. A formal that took its default counts as
// missing when asked directly, but not when asked through the promise
// of a callee's argument (R marks the two kinds of missingness apart).
func builtinMissing(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if len(call.Args) != 1 {
		return nil, in.Errorf(call, "'missing' can only be used for arguments")
	}
	var sym *rt.Symbol
	switch a := call.Args[0].Val.(type) {
	case *rt.Symbol:
		sym = a
	case *rt.Character:
		if a.Len() == 1 {
			sym = rt.Intern(a.V[0])
		}
	}
	if sym == nil {
		return nil, in.Errorf(call, "invalid use of 'missing'")
	}
	if k, ok := sym.IsDotDot(); ok {
		d, isDots := env.Get(rt.DotsSym).(*rt.Dots)
		if !env.Has(rt.DotsSym) {
			return nil, in.Errorf(call, "'missing' can only be used for arguments")
		}
		if !isDots || k > len(d.Items) {
			return rt.Bool(true), nil
		}
		v := d.Items[k-1].Val
		return rt.Bool(v == rt.MissingArg || promiseMissing(v)), nil
	}
	if !env.Has(sym) {
		return nil, in.Errorf(call, "'missing' can only be used for arguments")
	}
	switch v := env.Get(sym).(type) {
	case *rt.Symbol:
		return rt.Bool(v == rt.MissingArg), nil
	case *rt.Promise:
		return rt.Bool(v.Default || promiseMissing(v)), nil
	}
	return rt.Bool(false), nil
}

// promiseMissing reports whether v is an unforced promise of a symbol
// that is a missing argument where the promise was made (following
// chains of such promises). A formal that took its default is not
// missing at this level.
func promiseMissing(v rt.Value) bool {
	for {
		p, ok := v.(*rt.Promise)
		if !ok || p.Forced() || p.Env == nil {
			return false
		}
		s, ok := p.Expr.(*rt.Symbol)
		if !ok {
			return false
		}
		if k, dd := s.IsDotDot(); dd {
			d, isDots := p.Env.Get(rt.DotsSym).(*rt.Dots)
			if !isDots || k > len(d.Items) {
				return isDots || p.Env.Has(rt.DotsSym)
			}
			v = d.Items[k-1].Val
		} else {
			if !p.Env.Has(s) {
				return false
			}
			v = p.Env.Get(s)
		}
		if v == rt.MissingArg {
			return true
		}
		if q, ok := v.(*rt.Promise); ok && q.Default {
			return false
		}
	}
}
