package base

import (
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// pmatch and charmatch: partial matching of strings against a table.

func init() { extraTables = append(extraTables, pmatchBuiltins) }

var pmatchBuiltins = []*vm.BuiltinDef{
	{Name: "pmatch", Formals: []string{"x", "table", "nomatch", "duplicates.ok"}, Fn: builtinPmatch},
	{Name: "charmatch", Formals: []string{"x", "table", "nomatch"}, Fn: builtinCharmatch},
}

func matchStrings(in *vm.Interp, v rt.Value) ([]string, error) {
	if v == nil || rt.IsNull(v) {
		return nil, nil
	}
	cv, err := rt.CoerceVector(v, rt.CharacterType, nil)
	if err != nil {
		return nil, err
	}
	return cv.(*rt.Character).V, nil
}

func nomatchArg(v rt.Value) int32 {
	if v == nil || rt.IsNull(v) {
		return rt.NAInt
	}
	iv, err := rt.CoerceVector(v, rt.IntegerType, nil)
	if err != nil || len(iv.(*rt.Integer).V) == 0 {
		return rt.NAInt
	}
	return iv.(*rt.Integer).V[0]
}

// partialMatchArgs are the x, table and nomatch arguments pmatch and
// charmatch share.
func partialMatchArgs(in *vm.Interp, c *vm.Call) (x, table []string, nomatch int32, err error) {
	if x, err = matchStrings(in, c.Arg(0)); err != nil {
		return nil, nil, 0, err
	}
	if table, err = matchStrings(in, c.Arg(1)); err != nil {
		return nil, nil, 0, err
	}
	return x, table, nomatchArg(c.Arg(2)), nil
}

func builtinPmatch(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, table, nomatch, err := partialMatchArgs(in, c)
	if err != nil {
		return nil, err
	}
	dupOK := c.Arg(3) != nil && rt.AsLogical(c.Arg(3)) == rt.True
	out := rt.NewInteger(len(x))
	used := make([]bool, len(table))
	done := make([]bool, len(x))
	for i := range out.V {
		out.V[i] = nomatch
	}
	// Exact matches first, then unique partial ones.
	for i, s := range x {
		if s == "" || rt.IsNAString(s) {
			continue
		}
		for j, t := range table {
			if t == s && (dupOK || !used[j]) {
				out.V[i] = int32(j + 1)
				done[i] = true
				if !dupOK {
					used[j] = true
				}
				break
			}
		}
	}
	for i, s := range x {
		if done[i] || s == "" || rt.IsNAString(s) {
			continue
		}
		found := -1
		for j, t := range table {
			if (dupOK || !used[j]) && strings.HasPrefix(t, s) {
				if found >= 0 {
					found = -2
					break
				}
				found = j
			}
		}
		if found >= 0 {
			out.V[i] = int32(found + 1)
			if !dupOK {
				used[found] = true
			}
		}
	}
	return out, nil
}

func builtinCharmatch(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x, table, nomatch, err := partialMatchArgs(in, c)
	if err != nil {
		return nil, err
	}
	out := rt.NewInteger(len(x))
	for i, s := range x {
		out.V[i] = nomatch
		exact, partial := -1, -1
		nPartial := 0
		for j, t := range table {
			if t == s {
				if exact >= 0 {
					exact = -2
				} else if exact == -1 {
					exact = j
				}
			} else if strings.HasPrefix(t, s) {
				nPartial++
				partial = j
			}
		}
		switch {
		case exact >= 0:
			out.V[i] = int32(exact + 1)
		case exact == -2:
			out.V[i] = 0
		case nPartial == 1:
			out.V[i] = int32(partial + 1)
		case nPartial > 1:
			out.V[i] = 0
		}
	}
	return out, nil
}
