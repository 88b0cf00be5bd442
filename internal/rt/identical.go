package rt

// Identical reports whether x and y are the same R object in the sense of
// identical() with its default arguments: same type, same elements (NA
// equals NA, NaN equals NaN, and NA_real_ differs from NaN), same
// attributes in any order; environments, promises and builtins by
// identity.
func Identical(x, y Value) bool {
	if x == y {
		return true
	}
	if x == nil || y == nil || x.Type() != y.Type() {
		return false
	}
	if ax, ok := x.(Attributed); ok {
		if !identicalAttrs(ax.Attrs(), y.(Attributed).Attrs()) {
			return false
		}
	}
	switch a := x.(type) {
	case *Null, *Symbol, *Env, *Promise, *Builtin:
		return false // identity already compared above
	case *S4Object:
		return true // all in the attributes, compared above
	case *Logical:
		return equalSlices(a.V, y.(*Logical).V)
	case *Integer:
		return equalSlices(a.V, y.(*Integer).V)
	case *Raw:
		return equalSlices(a.V, y.(*Raw).V)
	case *Double:
		b := y.(*Double)
		if len(a.V) != len(b.V) {
			return false
		}
		for i := range a.V {
			if !identicalDouble(a.V[i], b.V[i]) {
				return false
			}
		}
		return true
	case *Complex:
		b := y.(*Complex)
		if len(a.V) != len(b.V) {
			return false
		}
		for i := range a.V {
			if !identicalDouble(real(a.V[i]), real(b.V[i])) || !identicalDouble(imag(a.V[i]), imag(b.V[i])) {
				return false
			}
		}
		return true
	case *Character:
		b := y.(*Character)
		if len(a.V) != len(b.V) {
			return false
		}
		for i := range a.V {
			if IsNAString(a.V[i]) != IsNAString(b.V[i]) || a.V[i] != b.V[i] {
				return false
			}
		}
		return true
	case *List:
		b := y.(*List)
		if len(a.V) != len(b.V) {
			return false
		}
		for i := range a.V {
			if !Identical(a.V[i], b.V[i]) {
				return false
			}
		}
		return true
	case *Lang:
		b := y.(*Lang)
		return Identical(a.Fn, b.Fn) && identicalArgs(a.Args, b.Args)
	case *PairList:
		return identicalArgs(a.Items, y.(*PairList).Items)
	case *Dots:
		return identicalArgs(a.Items, y.(*Dots).Items)
	case *Closure:
		b := y.(*Closure)
		var fa, fb Value = Nil, Nil
		if a.Formals != nil {
			fa = a.Formals
		}
		if b.Formals != nil {
			fb = b.Formals
		}
		return a.Env == b.Env && Identical(fa, fb) && Identical(a.Body, b.Body)
	}
	return false
}

func identicalDouble(a, b float64) bool {
	if a != a || b != b {
		return IsNA(a) == IsNA(b) && (a != a) == (b != b)
	}
	return a == b // num.eq = TRUE: 0 and -0 are identical
}

func equalSlices[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func identicalArgs(a, b []Arg) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Tag != b[i].Tag || !Identical(a[i].Val, b[i].Val) {
			return false
		}
	}
	return true
}

func identicalAttrs(a, b *Attrs) bool {
	if a.Len() != b.Len() {
		return false
	}
	for i := 0; i < a.Len(); i++ {
		it := a.At(i)
		if !Identical(it.Val, b.Get(it.Name)) {
			return false
		}
	}
	return true
}
