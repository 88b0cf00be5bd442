package base

import (
	"io"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// catBuiltins is cat() and the conversions it shares with stop/warning.
var catBuiltins = []*vm.BuiltinDef{
	{Name: "cat", Formals: []string{"...", "file", "sep", "fill", "labels", "append"}, Invisible: true, Fn: builtinCat},
}

// builtinCat is cat(): values converted as cat does, separated by sep.
func builtinCat(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	sep := " "
	if s, ok := c.Arg(2).(*rt.Character); ok && s.Len() > 0 {
		sep = s.V[0]
	}
	var w io.Writer = in.Stdout
	first := true
	for _, a := range c.Dots {
		for _, s := range catStrings(a.Val) {
			if !first {
				io.WriteString(w, sep)
			}
			io.WriteString(w, s)
			first = false
		}
	}
	return rt.Nil, nil
}

func catStrings(v rt.Value) []string {
	switch x := v.(type) {
	case *rt.Null:
		return nil
	case *rt.Character:
		out := make([]string, len(x.V))
		for i, s := range x.V {
			if rt.IsNAString(s) {
				out[i] = "NA"
			} else {
				out[i] = s
			}
		}
		return out
	case *rt.Double:
		out := make([]string, len(x.V))
		for i, d := range x.V {
			out[i] = rt.DoubleToStringDigits(d, 7, 0)
		}
		return out
	case *rt.Symbol:
		return []string{x.Name}
	case *rt.List:
		var out []string
		for _, e := range x.V {
			out = append(out, catStrings(e)...)
		}
		return out
	case rt.Vector:
		elems, _ := formatElements(x, false)
		for i := range elems {
			elems[i] = trimSpace(elems[i])
		}
		return elems
	}
	return nil
}

func trimSpace(s string) string {
	i, j := 0, len(s)
	for i < j && s[i] == ' ' {
		i++
	}
	for j > i && s[j-1] == ' ' {
		j--
	}
	return s[i:j]
}
