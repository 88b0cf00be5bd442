package rt

// Type is an R object type, as reported by typeof().
type Type uint8

// The R object types. The order is gorir's own; only the names are R's.
const (
	NilType Type = iota
	SymbolType
	PairListType
	ClosureType
	EnvType
	PromiseType
	LangType
	SpecialType
	BuiltinType
	LogicalType
	IntegerType
	DoubleType
	ComplexType
	CharacterType
	DotsType
	AnyType
	ExprType
	ListType
	RawType
	S4Type
	numTypes
)

var typeNames = [numTypes]string{
	NilType:       "NULL",
	SymbolType:    "symbol",
	PairListType:  "pairlist",
	ClosureType:   "closure",
	EnvType:       "environment",
	PromiseType:   "promise",
	LangType:      "language",
	SpecialType:   "special",
	BuiltinType:   "builtin",
	LogicalType:   "logical",
	IntegerType:   "integer",
	DoubleType:    "double",
	ComplexType:   "complex",
	CharacterType: "character",
	DotsType:      "...",
	AnyType:       "any",
	ExprType:      "expression",
	ListType:      "list",
	RawType:       "raw",
	S4Type:        "S4",
}

// String returns the name typeof() gives for t.
func (t Type) String() string {
	if t < numTypes {
		return typeNames[t]
	}
	return "unknown"
}

// Value is any R object.
type Value interface {
	// Type is the object's R type, as typeof() reports it.
	Type() Type
}

// Attributed is implemented by every value that can carry attributes.
type Attributed interface {
	Value
	// Attrs returns the attribute list; nil when there is none. Callers
	// must not modify it; use SetAttr.
	Attrs() *Attrs
	// SetAttrs replaces the whole attribute list (nil removes all).
	SetAttrs(a *Attrs)
}

// Vector is implemented by the atomic vectors and by List.
type Vector interface {
	Attributed
	// Len is the number of elements.
	Len() int
	// Named returns the sharing state (0, 1 or 2).
	Named() uint8
	// SetNamed sets the sharing state.
	SetNamed(n uint8)
}

// header is embedded in every attributed value: its attributes and its
// sharing state.
type header struct {
	attrs *Attrs
	named uint8
}

// Attrs returns the attribute list, nil when there is none.
func (h *header) Attrs() *Attrs { return h.attrs }

// SetAttrs replaces the attribute list.
func (h *header) SetAttrs(a *Attrs) {
	if a != nil && a.Len() == 0 {
		a = nil
	}
	h.attrs = a
}

// Named is the sharing state: 0 fresh, 1 bound once, 2 possibly shared.
func (h *header) Named() uint8 { return h.named }

// SetNamed sets the sharing state.
func (h *header) SetNamed(n uint8) { h.named = n }

// Shared reports whether v may be reachable from more than one place, so
// that modifying it in place would be visible elsewhere.
func Shared(v Value) bool {
	if h := headerOf(v); h != nil {
		return h.named >= 2
	}
	if n, ok := v.(interface{ Named() uint8 }); ok {
		return n.Named() >= 2
	}
	return true
}

// MarkBound records that v has been bound to one more variable (or stored
// in one more container): fresh becomes 1, 1 becomes shared.
func MarkBound(v Value) {
	if h := headerOf(v); h != nil {
		if h.named < 2 {
			h.named++
		}
		return
	}
	if n, ok := v.(interface {
		Named() uint8
		SetNamed(uint8)
	}); ok {
		if k := n.Named(); k < 2 {
			n.SetNamed(k + 1)
		}
	}
}

// MarkShared records that v is, or may be, reachable from several places.
func MarkShared(v Value) {
	if h := headerOf(v); h != nil {
		h.named = 2
		return
	}
	if n, ok := v.(interface{ SetNamed(uint8) }); ok {
		n.SetNamed(2)
	}
}

// headerOf returns the header of the common vector types without an
// interface conversion (the sharing state is read on every assignment).
func headerOf(v Value) *header {
	switch x := v.(type) {
	case *Double:
		return &x.header
	case *Integer:
		return &x.header
	case *Logical:
		return &x.header
	case *Character:
		return &x.header
	case *List:
		return &x.header
	}
	return nil
}

// Null is the type of R's NULL. Its only value is Nil.
type Null struct{}

// Nil is R's NULL.
var Nil = &Null{}

// Type implements Value.
func (*Null) Type() Type { return NilType }

// Len is 0: NULL behaves as an empty vector in length().
func (*Null) Len() int { return 0 }

// marker values are internal sentinels that are not R objects.
type marker struct{ name string }

func (*marker) Type() Type { return AnyType }

func (m *marker) String() string { return m.name }

// Unbound is returned by environment lookups when a variable has no
// binding. It never reaches R code.
var Unbound Value = &marker{"<unbound>"}

// IsNull reports whether v is R's NULL (or a Go nil).
func IsNull(v Value) bool {
	return v == nil || v == Value(Nil)
}

// Length is R's length() of any value without dispatch: the number of
// elements of a vector, the parts of a call or pairlist, the bindings of
// an environment, the arguments in `...`; 0 for NULL (and a nil value),
// 1 for anything else (a function, a symbol).
func Length(v Value) int {
	switch x := v.(type) {
	case nil, *Null:
		return 0
	case Vector:
		return x.Len()
	case *Lang:
		return x.Len()
	case *PairList:
		return x.Len()
	case *Env:
		return x.Len()
	case *Dots:
		return len(x.Items)
	}
	return 1
}
