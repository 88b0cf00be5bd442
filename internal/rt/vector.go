package rt

// vec is the storage shared by every vector type: the header, the element
// slice, and one inline element so that a scalar is a single allocation.
type vec[T any] struct {
	header
	// V holds the elements. For a vector of length one it points at one.
	V   []T
	one [1]T
}

func (v *vec[T]) init(n int) {
	if n == 1 {
		v.V = v.one[:]
	} else {
		v.V = make([]T, n)
	}
}

func (v *vec[T]) initFrom(xs []T) {
	if len(xs) == 1 {
		v.one[0] = xs[0]
		v.V = v.one[:]
	} else {
		v.V = xs
	}
}

// Len is the number of elements.
func (v *vec[T]) Len() int { return len(v.V) }

// SetLen changes the length in place: elements past the old length are
// filled with fill; a shorter length truncates. Attributes are left alone.
func (v *vec[T]) SetLen(n int, fill T) {
	old := len(v.V)
	switch {
	case n <= old:
		v.V = v.V[:n]
	case n <= cap(v.V) && old != 1:
		v.V = v.V[:n]
		for i := old; i < n; i++ {
			v.V[i] = fill
		}
	default:
		c := 2 * old
		if c < n {
			c = n
		}
		nv := make([]T, n, c)
		copy(nv, v.V)
		for i := old; i < n; i++ {
			nv[i] = fill
		}
		v.V = nv
	}
}

// Logical is a logical vector; elements are True, False or NALgl.
type Logical struct{ vec[int32] }

// Integer is an integer vector; NAInt is NA.
type Integer struct{ vec[int32] }

// Double is a double vector; NAReal is NA.
type Double struct{ vec[float64] }

// Complex is a complex vector.
type Complex struct{ vec[complex128] }

// Character is a character vector; NAString is NA.
type Character struct{ vec[string] }

// Raw is a raw vector.
type Raw struct{ vec[byte] }

// List is a generic vector. With Expr set it is an expression vector.
type List struct {
	vec[Value]
	// Expr marks an expression vector (typeof "expression").
	Expr bool
}

// Type implements Value.
func (*Logical) Type() Type { return LogicalType }

// Type implements Value.
func (*Integer) Type() Type { return IntegerType }

// Type implements Value.
func (*Double) Type() Type { return DoubleType }

// Type implements Value.
func (*Complex) Type() Type { return ComplexType }

// Type implements Value.
func (*Character) Type() Type { return CharacterType }

// Type implements Value.
func (*Raw) Type() Type { return RawType }

// Type implements Value.
func (l *List) Type() Type {
	if l.Expr {
		return ExprType
	}
	return ListType
}

// NewLogical returns a logical vector of n FALSE values.
func NewLogical(n int) *Logical { v := &Logical{}; v.init(n); return v }

// NewInteger returns an integer vector of n zeros.
func NewInteger(n int) *Integer { v := &Integer{}; v.init(n); return v }

// NewDouble returns a double vector of n zeros.
func NewDouble(n int) *Double { v := &Double{}; v.init(n); return v }

// NewComplex returns a complex vector of n zeros.
func NewComplex(n int) *Complex { v := &Complex{}; v.init(n); return v }

// NewCharacter returns a character vector of n empty strings.
func NewCharacter(n int) *Character { v := &Character{}; v.init(n); return v }

// NewRaw returns a raw vector of n zero bytes.
func NewRaw(n int) *Raw { v := &Raw{}; v.init(n); return v }

// NewList returns a list of n NULLs.
func NewList(n int) *List {
	v := &List{}
	v.init(n)
	for i := range v.V {
		v.V[i] = Nil
	}
	return v
}

// LogicalOf returns a logical vector holding xs (not copied).
func LogicalOf(xs ...int32) *Logical { v := &Logical{}; v.initFrom(xs); return v }

// IntegerOf returns an integer vector holding xs (not copied).
func IntegerOf(xs ...int32) *Integer { v := &Integer{}; v.initFrom(xs); return v }

// DoubleOf returns a double vector holding xs (not copied).
func DoubleOf(xs ...float64) *Double { v := &Double{}; v.initFrom(xs); return v }

// ComplexOf returns a complex vector holding xs (not copied).
func ComplexOf(xs ...complex128) *Complex { v := &Complex{}; v.initFrom(xs); return v }

// CharacterOf returns a character vector holding xs (not copied).
func CharacterOf(xs ...string) *Character { v := &Character{}; v.initFrom(xs); return v }

// RawOf returns a raw vector holding xs (not copied).
func RawOf(xs ...byte) *Raw { v := &Raw{}; v.initFrom(xs); return v }

// ListOf returns a list holding xs (not copied).
func ListOf(xs ...Value) *List { v := &List{}; v.initFrom(xs); return v }

// ExprOf returns an expression vector holding xs (not copied).
func ExprOf(xs ...Value) *List { v := ListOf(xs...); v.Expr = true; return v }

// Scalar constructors.

// LogicalScalar returns a length-one logical vector.
func LogicalScalar(b int32) *Logical { v := &Logical{}; v.one[0] = b; v.V = v.one[:]; return v }

// Bool returns TRUE or FALSE as a fresh logical scalar.
func Bool(b bool) *Logical {
	if b {
		return LogicalScalar(True)
	}
	return LogicalScalar(False)
}

// IntScalar returns a length-one integer vector.
func IntScalar(x int32) *Integer { v := &Integer{}; v.one[0] = x; v.V = v.one[:]; return v }

// DoubleScalar returns a length-one double vector.
func DoubleScalar(x float64) *Double { v := &Double{}; v.one[0] = x; v.V = v.one[:]; return v }

// ComplexScalar returns a length-one complex vector.
func ComplexScalar(x complex128) *Complex { v := &Complex{}; v.one[0] = x; v.V = v.one[:]; return v }

// StringScalar returns a length-one character vector.
func StringScalar(s string) *Character { v := &Character{}; v.one[0] = s; v.V = v.one[:]; return v }

// Copy functions return a fresh, unshared copy of a vector with its
// attributes. They are the copy half of copy-on-write.

// Copy returns an unshared copy of the vector.
func (v *Logical) Copy() *Logical { c := &Logical{}; c.copyFrom(&v.vec); return c }

// Copy returns an unshared copy of the vector.
func (v *Integer) Copy() *Integer { c := &Integer{}; c.copyFrom(&v.vec); return c }

// Copy returns an unshared copy of the vector.
func (v *Double) Copy() *Double { c := &Double{}; c.copyFrom(&v.vec); return c }

// Copy returns an unshared copy of the vector.
func (v *Complex) Copy() *Complex { c := &Complex{}; c.copyFrom(&v.vec); return c }

// Copy returns an unshared copy of the vector.
func (v *Character) Copy() *Character { c := &Character{}; c.copyFrom(&v.vec); return c }

// Copy returns an unshared copy of the vector.
func (v *Raw) Copy() *Raw { c := &Raw{}; c.copyFrom(&v.vec); return c }

// Copy returns an unshared copy of the list. The elements are shared with
// the original and marked so.
func (v *List) Copy() *List {
	c := &List{Expr: v.Expr}
	c.copyFrom(&v.vec)
	for _, e := range c.V {
		MarkShared(e)
	}
	return c
}

func (v *vec[T]) copyFrom(src *vec[T]) {
	v.init(len(src.V))
	copy(v.V, src.V)
	v.attrs = src.attrs.Clone()
}

// CopyVector returns an unshared copy of any vector, attributes included.
func CopyVector(x Vector) Vector {
	switch v := x.(type) {
	case *Logical:
		return v.Copy()
	case *Integer:
		return v.Copy()
	case *Double:
		return v.Copy()
	case *Complex:
		return v.Copy()
	case *Character:
		return v.Copy()
	case *Raw:
		return v.Copy()
	case *List:
		return v.Copy()
	case *Lang:
		return v.Copy()
	}
	panic("rt: CopyVector of a non-vector")
}

// EmptyVectorText is how R writes a zero-length vector of type t, as
// print() and deparse() show it ("numeric(0)", "list()", …); "NULL" for
// any other type.
func EmptyVectorText(t Type) string {
	switch t {
	case LogicalType:
		return "logical(0)"
	case IntegerType:
		return "integer(0)"
	case DoubleType:
		return "numeric(0)"
	case ComplexType:
		return "complex(0)"
	case CharacterType:
		return "character(0)"
	case RawType:
		return "raw(0)"
	case ListType:
		return "list()"
	case ExprType:
		return "expression()"
	}
	return "NULL"
}

// Element returns x[[i]] for an atomic vector or list (0-based, in
// range): a list's element itself, a fresh length-one vector without
// attributes for an atomic vector; NULL for anything else.
func Element(x Value, i int) Value {
	switch v := x.(type) {
	case *List:
		return v.V[i]
	case *Logical:
		return LogicalScalar(v.V[i])
	case *Integer:
		return IntScalar(v.V[i])
	case *Double:
		return DoubleScalar(v.V[i])
	case *Complex:
		return ComplexScalar(v.V[i])
	case *Character:
		return StringScalar(v.V[i])
	case *Raw:
		return RawOf(v.V[i])
	}
	return Nil
}
