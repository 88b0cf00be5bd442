package vm

import (
	"gorir/internal/rt"
)

// switch(EXPR, ...) chooses one of its alternatives. With a string EXPR
// the alternative whose tag equals it is chosen, falling through empty
// alternatives (`a = , b = 2`), else the one untagged alternative (the
// default); with a number the alternative at that position. Nothing
// chosen gives an invisible NULL.
//
// The compiler inlines a switch whose alternatives are written out: the
// selector is computed, OpSwitch consults a switchTable to jump to the
// alternative's code, and every alternative jumps to the common end. A
// switch over `...` goes through SwitchSpecial, which applies the same
// selection rule to the expanded arguments.

// switchTable is the constant operand of OpSwitch.
type switchTable struct {
	alts switchAlts
	// targets holds the pc of each alternative's code (for an empty
	// alternative, the code it falls through to); none is the pc of the
	// invisible-NULL code.
	targets []int32
	none    int32
}

func (*switchTable) Type() rt.Type { return rt.AnyType }

// switchAlts describes the alternatives: their tags ("" for none) and
// which are empty.
type switchAlts struct {
	tags  []string
	empty []bool
	// exprs are the alternatives' expressions, for error messages.
	exprs []rt.Value
}

// newSwitchAlts describes alternatives as written in a call or taken from
// `...` (promises stand for their expressions).
func newSwitchAlts(alts []rt.Arg) switchAlts {
	var sa switchAlts
	for _, a := range alts {
		tag := ""
		if a.Tag != nil {
			tag = a.Tag.Name
		}
		e := a.Val
		if p, ok := e.(*rt.Promise); ok {
			e = p.Expr
		}
		sa.tags = append(sa.tags, tag)
		sa.empty = append(sa.empty, e == rt.MissingArg)
		sa.exprs = append(sa.exprs, e)
	}
	return sa
}

func (c *compiler) switchInline(call *rt.Lang) bool {
	if len(call.Args) < 1 {
		return false
	}
	if t := call.Args[0].Tag; t != nil && t.Name != "EXPR" {
		return false
	}
	if call.Args[0].Val == rt.MissingArg {
		return false
	}
	alts := call.Args[1:]
	tab := &switchTable{alts: newSwitchAlts(alts), targets: make([]int32, len(alts))}
	site := c.site(call)
	c.expr(call.Args[0].Val)
	c.emit(OpSwitch, site, c.constant(tab))
	c.depth--
	depth := c.depth
	var ends []int
	for i, a := range alts {
		if a.Val == rt.MissingArg {
			continue
		}
		tab.targets[i] = int32(c.label())
		c.expr(a.Val)
		ends = append(ends, c.emit(OpJmp, 0, 0))
		c.depth = depth
	}
	tab.none = int32(c.label())
	c.emit(OpLdConst, c.constant(rt.Nil), 0)
	c.emit(OpInvisible, 0, 0)
	for _, at := range ends {
		c.patch(at, c.label())
	}
	// Empty alternatives fall through to the next non-empty one.
	next := tab.none
	for i := len(alts) - 1; i >= 0; i-- {
		if alts[i].Val == rt.MissingArg {
			tab.targets[i] = next
		} else {
			next = tab.targets[i]
		}
	}
	return true
}

// execSwitch is OpSwitch: it returns the pc to continue at.
func (in *Interp) execSwitch(tab *switchTable, x rt.Value, call *rt.Lang) (int, error) {
	i, err := in.switchSelect(&tab.alts, x, call)
	if err != nil {
		return 0, err
	}
	if i < 0 {
		return int(tab.none), nil
	}
	return int(tab.targets[i]), nil
}

// switchSelect applies R's selection rule: the index of the chosen
// alternative (possibly an empty one, which falls through), or -1.
func (in *Interp) switchSelect(alts *switchAlts, x rt.Value, call *rt.Lang) (int, error) {
	vec, ok := x.(rt.Vector)
	if !ok || vec.Len() != 1 {
		if _, isList := x.(*rt.List); !isList || vec.Len() != 1 {
			return -1, in.errorf(call, "EXPR must be a length 1 vector")
		}
	}
	n := len(alts.tags)
	if n == 0 {
		if err := in.WarnE(call, "'switch' with no alternatives", nil); err != nil {
			return -1, err
		}
	}
	if s, ok := x.(*rt.Character); ok {
		dflt := -1
		for i, t := range alts.tags {
			if t != "" {
				continue
			}
			if dflt >= 0 {
				return -1, in.errorf(call, "duplicate 'switch' defaults: '%s' and '%s'",
					DeparseCall(alts.exprs[dflt]), DeparseCall(alts.exprs[i]))
			}
			dflt = i
		}
		if !rt.IsNAString(s.V[0]) {
			for i, t := range alts.tags {
				if t == s.V[0] {
					return i, nil
				}
			}
		}
		return dflt, nil
	}
	if rt.Inherits(x, "factor") {
		if err := in.WarnE(call, "EXPR is a \"factor\", treated as integer.\n Consider using 'switch(as.character( * ), ...)' instead.", nil); err != nil {
			return -1, err
		}
	}
	var werr error
	k := rt.AsInteger(x, func(msg string) {
		if werr == nil {
			werr = in.WarnE(call, msg, nil)
		}
	})
	if werr != nil {
		return -1, werr
	}
	if k == rt.NAInt || k < 1 || int(k) > n {
		return -1, nil
	}
	if alts.empty[k-1] {
		return -1, in.errorf(call, "empty alternative in numeric switch")
	}
	return int(k - 1), nil
}

var exprSym = rt.Intern("EXPR")

// SwitchSpecial is the switch special for calls the compiler did not
// inline (alternatives from `...`, do.call): it expands `...`, selects
// with the same rule, and evaluates the chosen alternative.
func (in *Interp) SwitchSpecial(call *rt.Lang, env *rt.Env) (rt.Value, error) {
	args, err := in.spliceDots(nil, call.Args, env, nil)
	if err != nil {
		return nil, err
	}
	// EXPR is matched by name, else it is the first argument.
	at := -1
	for i, a := range args {
		if a.Tag == exprSym {
			at = i
			break
		}
	}
	if at < 0 {
		for i, a := range args {
			if a.Tag == nil {
				at = i
				break
			}
		}
	}
	if at < 0 || args[at].Val == rt.MissingArg {
		return nil, in.errorf(call, "'EXPR' is missing")
	}
	x, err := in.evalArg(args[at].Val, env)
	if err != nil {
		return nil, err
	}
	alts := append(append([]rt.Arg(nil), args[:at]...), args[at+1:]...)
	sa := newSwitchAlts(alts)
	i, err := in.switchSelect(&sa, x, call)
	if err != nil {
		return nil, err
	}
	for i >= 0 && i < len(alts) && alts[i].Val == rt.MissingArg {
		i++
	}
	if i < 0 || i >= len(alts) {
		in.Visible = false
		return rt.Nil, nil
	}
	v, err := in.evalArg(alts[i].Val, env)
	in.Visible = true
	return v, err
}

// evalArg evaluates an argument as written in a call or taken from
// `...`: a promise is forced, an expression evaluated in env.
func (in *Interp) evalArg(v rt.Value, env *rt.Env) (rt.Value, error) {
	if p, ok := v.(*rt.Promise); ok {
		return in.Force(p)
	}
	return in.Eval(v, env)
}
