package base

import (
	"gorir/internal/rt"
)

// isListFactor reports whether every leaf of list l (looking into nested
// lists when recursive) is a factor, as unlist's factor case requires.
// Nested empty lists are neutral; a list with no factor leaf at all is not
// a list of factors.
func isListFactor(l *rt.List, recursive bool) bool {
	if l.Len() == 0 {
		return false
	}
	if !recursive {
		for _, e := range l.V {
			if !rt.Inherits(e, "factor") {
				return false
			}
		}
		return true
	}
	var walk func(v rt.Value) int // 1 factor(s), 0 not, -1 empty
	walk = func(v rt.Value) int {
		if sub, ok := v.(*rt.List); ok && !rt.Inherits(v, "factor") {
			if sub.Len() == 0 {
				return -1
			}
			ans := -1
			for _, e := range sub.V {
				switch walk(e) {
				case 0:
					return 0
				case 1:
					ans = 1
				}
			}
			return ans
		}
		if rt.Inherits(v, "factor") {
			return 1
		}
		return 0
	}
	return walk(l) == 1
}

// unlistFactors is unlist of a list whose leaves are all factors: a factor
// whose levels are the union of the leaves' levels in order of appearance.
// names are those plain unlist would give.
func unlistFactors(l *rt.List, recursive bool, names rt.Value) rt.Value {
	var leaves []rt.Value
	var collect func(v rt.Value, depth int)
	collect = func(v rt.Value, depth int) {
		if sub, ok := v.(*rt.List); ok && !rt.Inherits(v, "factor") && (depth == 0 || recursive) {
			for _, e := range sub.V {
				collect(e, depth+1)
			}
			return
		}
		leaves = append(leaves, v)
	}
	collect(l, 0)
	var lv []string
	index := map[string]int{}
	for _, f := range leaves {
		if levs, ok := rt.GetAttr(f, rt.LevelsSym).(*rt.Character); ok {
			for _, s := range levs.V {
				if _, seen := index[s]; !seen {
					index[s] = len(lv) + 1
					lv = append(lv, s)
				}
			}
		}
	}
	var codes []int32
	for _, f := range leaves {
		levs, _ := rt.GetAttr(f, rt.LevelsSym).(*rt.Character)
		iv, _ := f.(*rt.Integer)
		if iv == nil {
			continue
		}
		for _, c := range iv.V {
			if c == rt.NAInt || levs == nil || c < 1 || int(c) > len(levs.V) {
				codes = append(codes, rt.NAInt)
				continue
			}
			codes = append(codes, int32(index[levs.V[c-1]]))
		}
	}
	out := rt.IntegerOf(codes...)
	rt.SetAttr(out, rt.LevelsSym, rt.CharacterOf(lv...))
	if names != nil && names != rt.Nil {
		rt.SetAttr(out, rt.NamesSym, names)
	}
	rt.SetAttr(out, rt.ClassSym, rt.CharacterOf("factor"))
	return out
}
