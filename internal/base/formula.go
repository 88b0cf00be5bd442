package base

import (
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// Model formulas: `~` returns its own call, unevaluated, classed
// "formula" and carrying the environment it was evaluated in (a special
// that captures its environment, so not EnvReadOnly). all.names and
// all.vars walk code for the names it uses.

var formulaBuiltins = []*vm.BuiltinDef{
	{Name: "~", Special: builtinTilde},
	{Name: "all.names", Formals: []string{"expr", "functions", "max.names", "unique"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return allNames(c, true, false), nil
	}},
	{Name: "all.vars", Formals: []string{"expr", "functions", "max.names", "unique"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return allNames(c, false, true), nil
	}},
	{Name: "str2lang", Formals: []string{"s"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, ok := c.Arg(0).(*rt.Character)
		if !ok || s.Len() != 1 {
			return nil, in.Errorf(nil, "argument must be a character string")
		}
		exprs, err := parseText(in, s.V)
		if err != nil {
			return nil, err
		}
		if len(exprs) != 1 {
			return nil, in.Errorf(nil, "parsing result not of length one, but %d", len(exprs))
		}
		return exprs[0], nil
	}},
	{Name: "str2expression", Formals: []string{"text"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, ok := c.Arg(0).(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "argument must be a character string")
		}
		exprs, err := parseText(in, s.V)
		if err != nil {
			return nil, err
		}
		out := rt.NewList(len(exprs))
		copy(out.V, exprs)
		out.Expr = true
		return out, nil
	}},
}

func init() { extraTables = append(extraTables, formulaBuiltins) }

func builtinTilde(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
	if rt.GetAttr(call, rt.ClassSym) != nil {
		return call.Copy(), nil
	}
	f := call.Copy()
	rt.SetAttr(f, rt.ClassSym, rt.StringScalar("formula"))
	rt.SetAttr(f, envAttrSym, env)
	return f, nil
}

// allNames collects the symbols of c's expr argument in the order met,
// skipping empty ones; function positions are skipped whole unless
// functions is TRUE.
func allNames(c *vm.Call, defFunctions, defUnique bool) rt.Value {
	functions := logicalArg(c.Arg(1), defFunctions)
	unique := logicalArg(c.Arg(3), defUnique)
	max := -1
	if v := c.Arg(2); v != nil && v != rt.Nil {
		n := rt.AsInteger(v, nil)
		if n == rt.NAInt {
			max = -2
		} else {
			max = int(n)
		}
	}
	var out []string
	seen := map[string]bool{}
	var walk func(v rt.Value)
	walk = func(v rt.Value) {
		switch v := v.(type) {
		case *rt.Symbol:
			if v.Name == "" || (max != -1 && len(out) >= max) {
				return
			}
			if unique {
				if seen[v.Name] {
					return
				}
				seen[v.Name] = true
			}
			out = append(out, v.Name)
		case *rt.Lang:
			if functions {
				walk(v.Fn)
			}
			for _, a := range v.Args {
				walk(a.Val)
			}
		case *rt.List:
			if v.Expr {
				for _, e := range v.V {
					walk(e)
				}
			}
		}
	}
	walk(c.Arg(0))
	res := rt.NewCharacter(len(out))
	copy(res.V, out)
	return res
}

// parseText parses the lines of text as R code.
func parseText(in *vm.Interp, lines []string) ([]rt.Value, error) {
	src := ""
	for _, l := range lines {
		src += l + "\n"
	}
	exprs, err := syntax.ParseAll("<text>", []byte(src), syntax.Options{})
	if err != nil {
		return nil, in.Errorf(nil, "%s", err.Error())
	}
	return exprs, nil
}
