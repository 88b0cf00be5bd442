package rt

// S4Object is an instance of an S4 class that has no data part (typeof
// "S4"). Its slots are attributes, as in GNU R, and its class attribute
// is the class name carrying a "package" attribute.
type S4Object struct {
	header
}

// Type implements Value.
func (*S4Object) Type() Type { return S4Type }

// NewS4 returns an S4 object without attributes.
func NewS4() *S4Object { return &S4Object{} }

// Copy returns a new S4 object with the same attributes (the attribute
// values themselves are shared).
func (o *S4Object) Copy() *S4Object {
	c := &S4Object{}
	c.SetAttrs(o.Attrs().Clone())
	return c
}
