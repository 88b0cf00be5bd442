package base

import "gorir/internal/rt"

// vecNames is x's names as R's getAttrib sees them: the names attribute,
// or for a one-dimensional array its single dimnames component. c() and
// unlist() name their results from it.
func vecNames(x rt.Value) *rt.Character {
	if n := rt.Names(x); n != nil {
		return n
	}
	if d, ok := rt.GetAttr(x, rt.DimSym).(*rt.Integer); ok && len(d.V) == 1 {
		if dn, ok := rt.GetAttr(x, rt.DimNamesSym).(*rt.List); ok && len(dn.V) == 1 {
			if c, ok := dn.V[0].(*rt.Character); ok && c.Len() == rt.Length(x) {
				return c
			}
		}
	}
	return nil
}
