package rt

// bindLocked marks a locked binding.
const bindLocked uint8 = 1

// ActiveBinding is what an environment holds for an active binding
// (makeActiveBinding): reading the variable calls Fn with no arguments,
// assigning calls it with the new value. It is never an R value itself.
type ActiveBinding struct{ Fn Value }

// Type implements Value.
func (*ActiveBinding) Type() Type { return AnyType }

type binding struct {
	sym   *Symbol
	val   Value
	flags uint8
}

// mapThreshold is the frame size above which a hash index is kept.
const mapThreshold = 12

// Env is an R environment: a frame of bindings and a parent. Small frames
// are searched linearly; larger ones keep a hash index. Bindings stay in
// insertion order (ls(sorted = FALSE) shows that order).
type Env struct {
	header
	Parent *Env
	// Name is set for the special environments (R_GlobalEnv, base, R_EmptyEnv)
	// and for package environments ("package:stats").
	Name   string
	frame  []binding
	index  map[*Symbol]int32
	locked bool
	// IsBase marks the base environment: bindings made there do not count
	// as redefinitions of base functions (see Symbol.NonBase).
	IsBase bool
	// Reflected is set by the runtime whenever the environment may have
	// been reached reflectively: handed out as a value by a builtin
	// (environment(), parent.frame(), sys.frame(), sys.frames(), new.env
	// over it…), or given as the calling environment to a builtin or
	// special that may write to it, capture it or evaluate code in it
	// (eval, assign, local, on.exit…). Once set it stays set. Optimised
	// code that keeps an environment's bindings in registers tests it
	// after calls (PIR's IsEnvStub): while it is clear, nothing but the
	// code itself has read or written the bindings since the
	// environment was made.
	Reflected bool
	// HashSize is, for an environment GNU R would keep in a hash table
	// (new.env(), the global environment), that table's initial size;
	// 0 for an unhashed one (a function's frame, an environment made
	// from a list). ROrder uses it to list the bindings in R's order.
	HashSize int32
	// NArgs is, for an unhashed environment, how many of the first
	// bindings were made with it (a function's arguments, a list's
	// elements): R keeps those in order and puts later ones in front.
	NArgs int32
}

// MarkReflected sets Reflected on e and on every environment enclosing
// it (through an environment its parents are reachable too).
func (e *Env) MarkReflected() {
	for ; e != nil; e = e.Parent {
		e.Reflected = true
	}
}

// Type implements Value.
func (*Env) Type() Type { return EnvType }

// NewEnv returns an empty environment whose parent is parent.
func NewEnv(parent *Env) *Env { return &Env{Parent: parent} }

// NewEnvSized returns an empty environment with room for n bindings.
func NewEnvSized(parent *Env, n int) *Env {
	if n <= SmallEnvSize {
		return (&SmallEnv{}).Init(parent)
	}
	return &Env{Parent: parent, frame: make([]binding, 0, n)}
}

// SmallEnvSize is the number of bindings a SmallEnv holds without
// another allocation.
const SmallEnvSize = 3

// SmallEnv is an environment allocated together with room for a few
// bindings: a function call's environment is then one allocation. The
// interpreter embeds it in its own per-call record (see vm's callRecord)
// so that the environment and the call's frame are one allocation too.
type SmallEnv struct {
	Env
	inline [SmallEnvSize]binding
}

// Init makes s an empty environment whose parent is parent and returns
// it. s must be zero and must not move afterwards.
func (s *SmallEnv) Init(parent *Env) *Env {
	s.Parent = parent
	s.frame = s.inline[:0]
	return &s.Env
}

func (e *Env) find(s *Symbol) int {
	if e.index != nil {
		if i, ok := e.index[s]; ok {
			return int(i)
		}
		return -1
	}
	for i := range e.frame {
		if e.frame[i].sym == s {
			return i
		}
	}
	return -1
}

// Get returns the value bound to s in this frame (not its parents), or
// Unbound. For an active binding it returns the *ActiveBinding.
func (e *Env) Get(s *Symbol) Value {
	if i := e.find(s); i >= 0 {
		return e.frame[i].val
	}
	return Unbound
}

// GetHint is Get with a cache: *hint is the frame position where s was
// found last time (by this instruction, in this or another environment
// of the same shape). A stale hint costs one comparison.
// Hinted returns the value bound to s at frame position h, or nil when
// that position does not bind s. It is GetHint's first step, small
// enough to inline into the evaluator's fast paths.
func (e *Env) Hinted(s *Symbol, h int32) Value {
	if int(h) < len(e.frame) && e.frame[h].sym == s {
		return e.frame[h].val
	}
	return nil
}

func (e *Env) GetHint(s *Symbol, hint *int32) Value {
	if h := int(*hint); h < len(e.frame) && e.frame[h].sym == s {
		return e.frame[h].val
	}
	i := e.find(s)
	if i < 0 {
		return Unbound
	}
	*hint = int32(i)
	return e.frame[i].val
}

// Has reports whether s is bound in this frame.
func (e *Env) Has(s *Symbol) bool { return e.find(s) >= 0 }

// Lookup searches this environment and its parents for s and returns the
// value and the environment that binds it, or Unbound and nil.
func (e *Env) Lookup(s *Symbol) (Value, *Env) {
	for ; e != nil; e = e.Parent {
		if i := e.find(s); i >= 0 {
			return e.frame[i].val, e
		}
	}
	return Unbound, nil
}

// ErrLockedBinding and ErrLockedEnv are returned by Set when R forbids the
// assignment; the caller reports them with R's wording.
type SetError int

// Reasons Set can fail.
const (
	ErrLockedBinding SetError = iota + 1
	ErrLockedEnv
)

func (e SetError) Error() string {
	if e == ErrLockedBinding {
		return "cannot change value of locked binding"
	}
	return "cannot add bindings to a locked environment"
}

// Set binds s to v in this frame. It fails on a locked binding or, for a
// new binding, on a locked environment. Setting an active binding stores
// nothing and returns the binding so the caller can call its function
// with v.
func (e *Env) Set(s *Symbol, v Value) (*ActiveBinding, error) {
	if i := e.find(s); i >= 0 {
		b := &e.frame[i]
		if b.flags&bindLocked != 0 {
			return nil, ErrLockedBinding
		}
		if ab, ok := b.val.(*ActiveBinding); ok {
			return ab, nil
		}
		b.val = v
		return nil, nil
	}
	if e.locked {
		return nil, ErrLockedEnv
	}
	e.add(s, v, 0)
	return nil, nil
}

// SetHint is Set with GetHint's position cache, returning also the value
// the binding held before (Unbound for a new binding): an assignment
// then finds the binding once.
func (e *Env) SetHint(s *Symbol, v Value, hint *int32) (old Value, ab *ActiveBinding, err error) {
	i := int(*hint)
	if i >= len(e.frame) || e.frame[i].sym != s {
		if i = e.find(s); i >= 0 {
			*hint = int32(i)
		}
	}
	if i >= 0 {
		b := &e.frame[i]
		if b.flags&bindLocked != 0 {
			return b.val, nil, ErrLockedBinding
		}
		if ab, ok := b.val.(*ActiveBinding); ok {
			return ab, ab, nil
		}
		old, b.val = b.val, v
		return old, nil, nil
	}
	if e.locked {
		return Unbound, nil, ErrLockedEnv
	}
	e.add(s, v, 0)
	*hint = int32(len(e.frame) - 1)
	return Unbound, nil, nil
}

// Define binds s to v in this frame, ignoring locks. It is for the
// evaluator's own use (argument binding, installing builtins). The value
// counts as bound once more (see MarkBound), so that it is never taken
// for a temporary.
func (e *Env) Define(s *Symbol, v Value) {
	MarkBound(v)
	if i := e.find(s); i >= 0 {
		e.frame[i].val = v
		return
	}
	e.add(s, v, 0)
}

func (e *Env) add(s *Symbol, v Value, flags uint8) {
	if !e.IsBase && !s.nonBase.Load() {
		s.nonBase.Store(true)
		nonBaseEpoch.Add(1)
	}
	e.frame = append(e.frame, binding{s, v, flags})
	if e.index != nil {
		e.index[s] = int32(len(e.frame) - 1)
	} else if len(e.frame) > mapThreshold {
		e.reindex()
	}
}

func (e *Env) reindex() {
	e.index = make(map[*Symbol]int32, len(e.frame)*2)
	for i, b := range e.frame {
		e.index[b.sym] = int32(i)
	}
}

// Remove deletes the binding of s from this frame and reports whether it
// existed. It fails on a locked environment.
func (e *Env) Remove(s *Symbol) (bool, error) {
	i := e.find(s)
	if i < 0 {
		return false, nil
	}
	if e.locked {
		return false, ErrLockedEnv
	}
	e.frame = append(e.frame[:i], e.frame[i+1:]...)
	if e.index != nil {
		e.reindex()
	}
	return true, nil
}

// MakeActive binds s to an active binding whose function is fn.
func (e *Env) MakeActive(s *Symbol, fn Value) error {
	if i := e.find(s); i >= 0 {
		b := &e.frame[i]
		if b.flags&bindLocked != 0 {
			return ErrLockedBinding
		}
		b.val = &ActiveBinding{fn}
		return nil
	}
	if e.locked {
		return ErrLockedEnv
	}
	e.add(s, &ActiveBinding{fn}, 0)
	return nil
}

// LockBinding locks or unlocks the binding of s; false if unbound.
func (e *Env) LockBinding(s *Symbol, lock bool) bool {
	i := e.find(s)
	if i < 0 {
		return false
	}
	if lock {
		e.frame[i].flags |= bindLocked
	} else {
		e.frame[i].flags &^= bindLocked
	}
	return true
}

// BindingLocked reports whether the binding of s is locked.
func (e *Env) BindingLocked(s *Symbol) bool {
	i := e.find(s)
	return i >= 0 && e.frame[i].flags&bindLocked != 0
}

// Lock locks the environment (no new bindings); with bindings set it also
// locks every existing binding.
func (e *Env) Lock(bindings bool) {
	e.locked = true
	if bindings {
		for i := range e.frame {
			e.frame[i].flags |= bindLocked
		}
	}
}

// Locked reports whether the environment is locked.
func (e *Env) Locked() bool { return e.locked }

// Len is the number of bindings in the frame.
func (e *Env) Len() int { return len(e.frame) }

// Symbols returns the bound names in insertion order. Names starting with
// "." are left out unless all. Sorting (R sorts in the locale's collation
// order) is the caller's business.
func (e *Env) Symbols(all bool) []*Symbol {
	out := make([]*Symbol, 0, len(e.frame))
	for _, b := range e.frame {
		if all || len(b.sym.Name) == 0 || b.sym.Name[0] != '.' {
			out = append(out, b.sym)
		}
	}
	return out
}

// SetScalarInPlace stores a scalar number into the value bound to s in
// this frame (*hint caching its position as for GetHint), overwriting that value's storage, when the binding is an
// ordinary unlocked one holding a plain length-one double (for a double
// x) or integer (for an integer i, when isInt) that nothing else holds
// (NAMED 1). It reports whether it did; otherwise nothing changed. The
// interpreter uses it for statement-level assignments like s <- s + i,
// as GNU R updates an unshared scalar binding in place.
// SetDoubleHinted is SetScalarInPlace's common case, small enough to
// inline: s bound at position h to an unshared, unlocked plain double
// scalar, overwritten with x.
func (e *Env) SetDoubleHinted(s *Symbol, h int32, x float64) bool {
	if int(h) < len(e.frame) && e.frame[h].sym == s && e.frame[h].flags == 0 {
		if v, ok := e.frame[h].val.(*Double); ok && v.named == 1 && v.attrs == nil && len(v.V) == 1 {
			v.V[0] = x
			return true
		}
	}
	return false
}

func (e *Env) SetScalarInPlace(s *Symbol, hint *int32, x float64, i int32, isInt bool) bool {
	k := int(*hint)
	if k >= len(e.frame) || e.frame[k].sym != s {
		if k = e.find(s); k < 0 {
			return false
		}
		*hint = int32(k)
	}
	if e.frame[k].flags&bindLocked != 0 {
		return false
	}
	switch v := e.frame[k].val.(type) {
	case *Double:
		if isInt || v.named != 1 || v.attrs != nil || len(v.V) != 1 {
			return false
		}
		v.V[0] = x
		return true
	case *Integer:
		if !isInt || v.named != 1 || v.attrs != nil || len(v.V) != 1 {
			return false
		}
		v.V[0] = i
		return true
	}
	return false
}

// ROrder returns the bound names in the order GNU R lists them
// (as.list(env), ls(sorted = FALSE), eapply): for an unhashed frame the
// later bindings newest first, then the initial ones in order; for a
// hashed one, the order of R's hash table, whose growth it replays.
// Names starting with "." are left out unless all.
func (e *Env) ROrder(all bool) []*Symbol {
	var syms []*Symbol
	if e.HashSize <= 0 {
		n := min(int(e.NArgs), len(e.frame))
		syms = make([]*Symbol, 0, len(e.frame))
		for i := len(e.frame) - 1; i >= n; i-- {
			syms = append(syms, e.frame[i].sym)
		}
		for i := 0; i < n; i++ {
			syms = append(syms, e.frame[i].sym)
		}
	} else {
		syms = hashOrder(e.frame, int(e.HashSize))
	}
	if all {
		return syms
	}
	out := syms[:0]
	for _, s := range syms {
		if len(s.Name) == 0 || s.Name[0] != '.' {
			out = append(out, s)
		}
	}
	return out
}

// pjwHash is the hash GNU R gives a variable name.
func pjwHash(name string) uint32 {
	var h uint32
	for i := 0; i < len(name); i++ {
		h = h<<4 + uint32(name[i])
		if g := h & 0xf0000000; g != 0 {
			h ^= g >> 24
			h ^= g
		}
	}
	return h
}

// hashOrder replays the insertion of frame's bindings into a hash table
// of the given initial size as GNU R's does: each new name goes in front
// of its bucket's chain; the table grows by a factor 1.2 when its count
// (every insertion adds one; after growing, the count is that of the
// occupied buckets) exceeds 0.85 of its size, the old chains being moved,
// bucket by bucket, in front of the new ones. The names are listed
// bucket by bucket.
func hashOrder(frame []binding, size int) []*Symbol {
	type entry struct {
		sym  *Symbol
		hash uint32
		next int32
	}
	ents := make([]entry, len(frame))
	heads := make([]int32, size)
	for i := range heads {
		heads[i] = -1
	}
	count := 0
	for i, b := range frame {
		h := pjwHash(b.sym.Name)
		k := int(h % uint32(len(heads)))
		ents[i] = entry{b.sym, h, heads[k]}
		heads[k] = int32(i)
		count++
		if float64(count) > float64(len(heads))*0.85 {
			nh := make([]int32, int(float64(len(heads))*1.2))
			for j := range nh {
				nh[j] = -1
			}
			count = 0
			for _, first := range heads {
				for c := first; c >= 0; {
					next := ents[c].next
					nk := int(ents[c].hash % uint32(len(nh)))
					if nh[nk] < 0 {
						count++
					}
					ents[c].next = nh[nk]
					nh[nk] = c
					c = next
				}
			}
			heads = nh
		}
	}
	out := make([]*Symbol, 0, len(frame))
	for _, first := range heads {
		for c := first; c >= 0; c = ents[c].next {
			out = append(out, ents[c].sym)
		}
	}
	return out
}
