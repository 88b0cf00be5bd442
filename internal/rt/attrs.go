package rt

// Attr is one attribute: a name and a value.
type Attr struct {
	Name *Symbol
	Val  Value
	// Compact marks row.names 1:n that R stores in its compact form:
	// -1 for c(NA, -n) (automatic row names), +1 for c(NA, n), 0 when
	// the row names are stored as given. Only deparse and
	// .row_names_info see the difference.
	Compact int8
}

// Attrs is an ordered attribute list, as attributes() returns it. Order is
// insertion order; replacing a value keeps its position.
type Attrs struct {
	items []Attr
}

// Len is the number of attributes.
func (a *Attrs) Len() int {
	if a == nil {
		return 0
	}
	return len(a.items)
}

// At returns the i-th attribute.
func (a *Attrs) At(i int) Attr { return a.items[i] }

// Get returns the value of attribute name, or nil when absent.
func (a *Attrs) Get(name *Symbol) Value {
	if a == nil {
		return nil
	}
	for _, it := range a.items {
		if it.Name == name {
			return it.Val
		}
	}
	return nil
}

// MatrixDims returns the dimensions of a plain matrix: attributes that
// are exactly a two-element integer dim, possibly with dimnames.
func (a *Attrs) MatrixDims() (nr, nc int, ok bool) {
	if a == nil || len(a.items) == 0 || len(a.items) > 2 {
		return 0, 0, false
	}
	var dim Value
	for _, it := range a.items {
		switch it.Name {
		case DimSym:
			dim = it.Val
		case DimNamesSym:
		default:
			return 0, 0, false
		}
	}
	if d, isInt := dim.(*Integer); isInt && len(d.V) == 2 {
		return int(d.V[0]), int(d.V[1]), true
	}
	return 0, 0, false
}

// Clone returns a copy of the list (the values themselves are shared and
// marked so).
func (a *Attrs) Clone() *Attrs {
	if a == nil {
		return nil
	}
	c := &Attrs{items: make([]Attr, len(a.items))}
	copy(c.items, a.items)
	for _, it := range c.items {
		MarkShared(it.Val)
	}
	return c
}

// set sets or, when v is nil or NULL, removes attribute name, in place.
func (a *Attrs) set(name *Symbol, v Value) {
	for i, it := range a.items {
		if it.Name == name {
			if IsNull(v) {
				a.items = append(a.items[:i], a.items[i+1:]...)
			} else {
				a.items[i].Val = v
				a.items[i].Compact = 0
			}
			return
		}
	}
	if !IsNull(v) {
		a.items = append(a.items, Attr{Name: name, Val: v})
	}
}

// GetAttr returns attribute name of x, or nil when x has none.
func GetAttr(x Value, name *Symbol) Value {
	if at, ok := x.(Attributed); ok {
		return at.Attrs().Get(name)
	}
	return nil
}

// SetAttr sets attribute name of x to v; a nil or NULL v removes it. It
// performs no validation: that is the job of the attr<- builtin.
func SetAttr(x Attributed, name *Symbol, v Value) {
	a := x.Attrs()
	if a == nil {
		if IsNull(v) {
			return
		}
		x.SetAttrs(&Attrs{items: []Attr{{Name: name, Val: v}}})
		return
	}
	a.set(name, v)
	if a.Len() == 0 {
		x.SetAttrs(nil)
	}
}

// SetCompact sets the Compact mark of x's attribute name, when present.
func SetCompact(x Attributed, name *Symbol, c int8) {
	a := x.Attrs()
	if a == nil {
		return
	}
	for i := range a.items {
		if a.items[i].Name == name {
			a.items[i].Compact = c
		}
	}
}

// CompactOf returns the Compact mark of x's attribute name (0 when absent).
func CompactOf(x Value, name *Symbol) int8 {
	at, ok := x.(Attributed)
	if !ok || at.Attrs() == nil {
		return 0
	}
	for _, it := range at.Attrs().items {
		if it.Name == name {
			return it.Compact
		}
	}
	return 0
}

// Frequently used attribute names.
var (
	NamesSym    = Intern("names")
	DimSym      = Intern("dim")
	DimNamesSym = Intern("dimnames")
	ClassSym    = Intern("class")
	LevelsSym   = Intern("levels")
	SrcRefSym   = Intern("srcref")
	SrcFileSym  = Intern("srcfile")
	TspSym      = Intern("tsp")
	RowNamesSym = Intern("row.names")
	CommentSym  = Intern("comment")
)

// Names returns x's names attribute as a Character vector, or nil.
func Names(x Value) *Character {
	if c, ok := GetAttr(x, NamesSym).(*Character); ok {
		return c
	}
	return nil
}

// Class returns x's explicit class attribute, or nil.
func Class(x Value) *Character {
	if c, ok := GetAttr(x, ClassSym).(*Character); ok {
		return c
	}
	return nil
}

// Inherits reports whether x's class attribute contains cls.
func Inherits(x Value, cls string) bool {
	c := Class(x)
	if c == nil {
		return false
	}
	for _, s := range c.V {
		if s == cls && !IsNAString(s) {
			return true
		}
	}
	return false
}
