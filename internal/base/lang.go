package base

import (
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// langBuiltins are the language-level builtins: the specials behind R's
// syntax, conditions, and the call-stack functions.
var langBuiltins = []*vm.BuiltinDef{
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
	if sym != rt.AssignSym && sym != rt.EqAssignSym && sym != rt.Assign2Sym || len(call.Args) != 2 {
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

// dotsMessage pastes the ... arguments of stop()/warning() together.
func dotsMessage(dots []rt.Arg) string {
	var b strings.Builder
	for _, a := range dots {
		for _, s := range catStrings(a.Val) {
			b.WriteString(s)
		}
	}
	return b.String()
}
