package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// class is the register class of a value: which register file holds it
// and, for the int32 file, which R kind it has (needed to box it).
type class uint8

const (
	// cNone: no register (void results, framestates, checkpoints).
	cNone class = iota
	// cVal: a boxed R value in the value file.
	cVal
	// cEnv: an environment in the environment file.
	cEnv
	// cF: an unboxed plain double scalar in the float64 file.
	cF
	// cInt, cLgl: an unboxed plain integer / logical scalar in the int32
	// file (NA is math.MinInt32 in both).
	cInt
	cLgl
	// cNat: a native int (SwitchSel's pc) in the int32 file.
	cNat
	// cB: a test in the bool file.
	cB
	// cNum: a plain scalar that is an integer or a double, which only
	// run time tells (a variable x <- i, then x <- x / 2), unboxed in the
	// number file: its value as a double (an integer converted exactly,
	// NA to NA_real_) and whether it is an integer.
	cNum
	// cLazy: a phi of any type that some edges give an unboxed scalar
	// (x <- 0 before a loop that makes it a double, a variable first
	// bound in a loop), in the number file: the value stays unboxed
	// until a consumer needs the box, so a loop's back-edge does not box
	// (see lazyRegisters).
	cLazy
)

var classNames = [...]string{"none", "val", "env", "f64", "int", "lgl", "nat", "bool", "num", "lazy"}

func (c class) String() string { return classNames[c] }

// file is the register file a class lives in.
type file uint8

const (
	fileNone file = iota
	fileV
	fileE
	fileF
	fileI
	fileB
	fileN
	numFiles
)

func (c class) file() file {
	switch c {
	case cVal:
		return fileV
	case cEnv:
		return fileE
	case cF:
		return fileF
	case cInt, cLgl, cNat:
		return fileI
	case cB:
		return fileB
	case cNum, cLazy:
		return fileN
	}
	return fileNone
}

// unboxed reports whether c holds an R scalar without a box.
func (c class) unboxed() bool { return c == cF || c == cInt || c == cLgl }

// number reports whether c holds an unboxed double or integer (or
// either, cNum): what serves as an index or an element value.
func (c class) number() bool { return c == cF || c == cInt || c == cNum }

// kind is the R kind of an unboxed class (0 for the others).
func (c class) kind() pir.Kinds {
	switch c {
	case cF:
		return pir.KDouble
	case cInt:
		return pir.KInteger
	case cLgl:
		return pir.KLogical
	}
	return 0
}

// classOf is the register class of a value of type t: plain double,
// integer and logical scalars are unboxed, tests and native ints have
// files of their own, environments theirs, framestates, checkpoints and
// void nothing, and every other value is boxed.
func classOf(t pir.Type) class {
	switch {
	case t.IsVoid():
		return cNone
	case t.Kinds == pir.KEnv && t.Flags&(pir.MaybeLazy|pir.MaybeMissing) == 0:
		return cEnv
	case t.IsPlainScalar(pir.KDouble):
		return cF
	case t.IsPlainScalar(pir.KInteger):
		return cInt
	case t.IsPlainScalar(pir.KLogical):
		return cLgl
	case t.IsPlainScalar(pir.KInteger | pir.KDouble):
		return cNum
	case t.Kinds == pir.KTest:
		return cB
	case t.Kinds == pir.KNativeInt:
		return cNat
	case t.Kinds == pir.KFrameState || t.Kinds == pir.KCheckpoint:
		return cNone
	}
	return cVal
}

// ref names a register: its index in its class's file and its class,
// packed as idx<<4 | class. The zero ref is "no register".
type ref int32

func mkref(c class, idx int32) ref { return ref(idx<<4 | int32(c)) }

func (r ref) class() class { return class(r & 15) }
func (r ref) idx() int32   { return int32(r >> 4) }

// num is a register of the number file (classes cNum and cLazy): an
// integer or a double scalar unboxed in x (an integer converted exactly,
// NA as NA_real_), or, in a cLazy register, any value boxed in v.
type num struct {
	x    float64
	v    rt.Value
	kind numKind
}

// numKind says what a num holds.
type numKind uint8

const (
	numBoxed numKind = iota // v
	numInt                  // the integer x
	numReal                 // the double x
)

// box is the R value of a number register.
func (n num) box() rt.Value {
	switch n.kind {
	case numInt:
		return rt.IntScalar(n.int())
	case numReal:
		return rt.DoubleScalar(n.x)
	}
	return n.v
}

// int is the integer value of a number register that holds an integer.
func (n num) int() int32 {
	if n.x != n.x {
		return rt.NAInt
	}
	return int32(n.x)
}

// intNum is the number register value of the integer x.
func intNum(x int32) num {
	var n num
	n.setInt(x)
	return n
}

// setInt and setReal store an unboxed integer or double into a number
// register in place. They leave its box field as it was (an unboxed
// number never reads it): not writing a pointer spares the loops that
// fill a register every iteration the garbage collector's write barrier.
func (n *num) setInt(x int32) {
	n.kind = numInt
	if x == rt.NAInt {
		n.x = rt.NAReal
	} else {
		n.x = float64(x)
	}
}

func (n *num) setReal(x float64) { n.x, n.kind = x, numReal }

// unboxNum is the number register value of v, when v is a plain integer
// or double scalar.
func unboxNum(v rt.Value) (num, bool) {
	switch d := v.(type) {
	case *rt.Double:
		if len(d.V) == 1 && d.Attrs() == nil {
			return num{x: d.V[0], kind: numReal}, true
		}
	case *rt.Integer:
		if len(d.V) == 1 && d.Attrs() == nil {
			return intNum(d.V[0]), true
		}
	}
	return num{}, false
}

// double is the value of n for a consumer of a double: an unboxed
// number as a double, a box when it is a plain double scalar.
func (n num) double() (float64, bool) {
	switch n.kind {
	case numInt, numReal:
		return n.x, true
	}
	if d, ok := n.v.(*rt.Double); ok && len(d.V) == 1 && d.Attrs() == nil {
		return d.V[0], true
	}
	return 0, false
}

// integer is the value of n for a consumer of an integer (lgl false) or
// a logical (lgl true).
func (n num) integer(lgl bool) (int32, bool) {
	switch n.kind {
	case numInt:
		return n.int(), !lgl
	case numReal:
		return 0, false
	}
	switch d := n.v.(type) {
	case *rt.Integer:
		if !lgl && len(d.V) == 1 && d.Attrs() == nil {
			return d.V[0], true
		}
	case *rt.Logical:
		if lgl && len(d.V) == 1 && d.Attrs() == nil {
			return d.V[0], true
		}
	}
	return 0, false
}

// hasType reports whether the value of n has type t, without boxing an
// unboxed number.
func (n num) hasType(t pir.Type) bool {
	var k pir.Kinds
	switch n.kind {
	case numInt:
		k = pir.KInteger
	case numReal:
		k = pir.KDouble
	default:
		return hasType(n.v, t)
	}
	return t.Kinds&k != 0 && (n.x == n.x || t.Flags&pir.MaybeNA != 0)
}

// frame is the state of one activation of a compiled version: the
// register files and what the entry gave it. Frames are kept on a free
// list per Compiled; the files are reset from the version's template (which holds
// its constants) on every entry.
type frame struct {
	f []float64
	i []int32
	b []bool
	v []rt.Value
	e []*rt.Env
	n []num

	in *vm.Interp
	// c is the code the activation runs.
	c *Compiled
	// fr is the call's frame (nil for OSR); args the matched arguments.
	fr   *vm.Frame
	args []rt.Value
	// osrEnv, stack and temps are what an OSR entry got.
	osrEnv       *rt.Env
	stack, temps []rt.Value
	// reason is the reason of the Assume that failed, for the Deopt it
	// leads to; hasReason is set between the two.
	reason    pir.DeoptReason
	hasReason bool
	// ctxs are the contexts PushContext pushed and PopContext has not
	// yet popped, innermost last.
	ctxs []*vm.Frame
	// pc is the instruction being run, for fault reports.
	pc int
	// scratch is reused for the operand lists of MkEnv and friends.
	scratch []rt.Value
	// bufs are the argument buffers of the call instructions.
	bufs [][]rt.Arg
}

// get returns the value in r as an R value, boxing an unboxed scalar.
func (f *frame) get(r ref) rt.Value {
	k := r.idx()
	switch r.class() {
	case cVal:
		return f.v[k]
	case cEnv:
		if e := f.e[k]; e != nil {
			return e
		}
		return nil
	case cF:
		return rt.DoubleScalar(f.f[k])
	case cInt:
		return rt.IntScalar(f.i[k])
	case cLgl:
		return vm.LogicalConst(f.i[k])
	case cNat:
		return rt.IntScalar(f.i[k])
	case cB:
		if f.b[k] {
			return vm.LogicalConst(rt.True)
		}
		return vm.LogicalConst(rt.False)
	case cNum, cLazy:
		return f.n[k].box()
	}
	return nil
}

// set stores the R value v into r, unboxing it for an unboxed class. It
// reports false when v does not fit r's class: the value contradicts the
// instruction's type.
func (f *frame) set(r ref, v rt.Value) bool {
	k := r.idx()
	switch r.class() {
	case cVal:
		f.v[k] = v
		return v != nil
	case cEnv:
		e, ok := v.(*rt.Env)
		f.e[k] = e
		return ok
	case cF:
		if d, ok := v.(*rt.Double); ok && len(d.V) == 1 && d.Attrs() == nil {
			f.f[k] = d.V[0]
			return true
		}
	case cInt:
		if d, ok := v.(*rt.Integer); ok && len(d.V) == 1 && d.Attrs() == nil {
			f.i[k] = d.V[0]
			return true
		}
	case cLgl:
		if d, ok := v.(*rt.Logical); ok && len(d.V) == 1 && d.Attrs() == nil {
			f.i[k] = d.V[0]
			return true
		}
	case cNum:
		n, ok := unboxNum(v)
		if ok {
			f.n[k] = n
		}
		return ok
	case cLazy:
		f.n[k] = num{v: v}
		return v != nil
	case cNone:
		return true
	}
	return false
}

// env returns the environment in r (an env register, or a boxed value
// that is an environment).
func (f *frame) env(r ref) *rt.Env {
	switch r.class() {
	case cEnv:
		return f.e[r.idx()]
	case cVal:
		e, _ := f.v[r.idx()].(*rt.Env)
		return e
	}
	return nil
}

// setF stores a double result into r, which is a float or a value
// register; it reports false for any other class.
func (f *frame) setF(r ref, x float64) bool {
	switch r.class() {
	case cF:
		f.f[r.idx()] = x
	case cNum, cLazy:
		f.n[r.idx()].setReal(x)
	case cVal:
		f.v[r.idx()] = rt.DoubleScalar(x)
	default:
		return false
	}
	return true
}

// setI stores an integer (lgl false) or logical result into r.
func (f *frame) setI(r ref, x int32, lgl bool) bool {
	switch r.class() {
	case cInt:
		if lgl {
			return false
		}
		f.i[r.idx()] = x
	case cLgl:
		if !lgl {
			return false
		}
		f.i[r.idx()] = x
	case cNum:
		if lgl {
			return false
		}
		f.n[r.idx()].setInt(x)
	case cLazy:
		if lgl {
			f.n[r.idx()] = num{v: vm.LogicalConst(x)}
		} else {
			f.n[r.idx()].setInt(x)
		}
	case cVal:
		if lgl {
			f.v[r.idx()] = vm.LogicalConst(x)
		} else {
			f.v[r.idx()] = rt.IntScalar(x)
		}
	default:
		return false
	}
	return true
}

// template is what a new frame's files hold: zeros, and the values of
// the constants (LdConst has no instruction: its register is filled
// here). Nothing else ever writes a constant's register, and every
// other register is written before it is read (the code is SSA: a value
// is computed before its uses, a phi's register by the moves on the
// edges into its block), so a frame taken back from the pool needs no
// reset: it keeps its constants.
type template struct {
	f []float64
	i []int32
	b []bool
	v []rt.Value
	e []*rt.Env
	n []num
}

// newFrame makes a frame with the template's contents.
func (t *template) newFrame() *frame {
	return &frame{
		f: append([]float64(nil), t.f...),
		i: append([]int32(nil), t.i...),
		b: append([]bool(nil), t.b...),
		v: append([]rt.Value(nil), t.v...),
		e: append([]*rt.Env(nil), t.e...),
		n: append([]num(nil), t.n...),
	}
}

// release drops the activation's state before f goes back to the free
// list. The registers keep their last values (a free frame holds on to
// them until it is reused).
func (f *frame) release() {
	f.in, f.fr, f.args, f.osrEnv, f.stack, f.temps = nil, nil, nil, nil, nil, nil
	f.hasReason = false
	clear(f.ctxs)
	f.ctxs = f.ctxs[:0]
	clear(f.scratch)
}

// lazyRegisters moves into lazy registers (cLazy) the values that
// would be boxed although they are often unboxed scalars, when no
// consumer in the main path needs the box at every use: the uses are
// phis, a Return, type tests and casts (which unbox), stores (which
// materialise an environment before a call that may look at it, off a
// loop's hot path), and whatever is in deopt branches. Those values are
//
//   - the elements read by Extract1 and Extract2, typically tested and
//     cast to a double or an integer right away: the fast path of the
//     extraction writes the number unboxed;
//   - the phis (class cVal) some of whose operands are unboxed, typically
//     a variable whose value before a loop is of another kind than in it
//     (not yet bound, NULL, or an integer that becomes a double): boxed,
//     every trip round the loop would box the new value for the
//     back-edge's move; lazy, only the consumers that need the box make
//     it;
//   - a loop's element used only by lazy phis (`for (i in s) {…}; i`):
//     fetched into a lazy register itself, the phi's register can be its
//     (coalescePhis) and the loop makes no move.
//
// classes holds each instruction's class, and is updated.
func (l *lowerer) lazyRegisters(classes []class) {
	users := map[*pir.Instr][]*pir.Instr{}
	for _, b := range l.body.Blocks {
		for _, i := range b.Instrs {
			for _, a := range i.Args {
				switch a.Op {
				case pir.Phi, pir.Extract1, pir.Extract2, pir.ForElem:
					users[a] = append(users[a], i)
				}
			}
		}
	}
	candidate := func(i *pir.Instr) bool {
		if classes[i.ID] != cVal || i.Type.Kinds&pir.NumberKinds == 0 {
			return false
		}
		for _, u := range users[i] {
			if u.Block != nil && u.Block.Deopt {
				continue
			}
			switch u.Op {
			case pir.Phi, pir.Return, pir.IsType, pir.CastType, pir.FrameState, pir.StVar:
			default:
				return false
			}
		}
		return true
	}
	unboxedIn := func(p *pir.Instr) bool {
		for _, a := range p.Args {
			if a.ID < len(classes) {
				if c := classes[a.ID]; c.unboxed() || c == cNum || (c == cLazy && a != p) {
					return true
				}
			}
		}
		return false
	}
	for _, b := range l.body.Blocks {
		for _, i := range b.Instrs {
			if (i.Op == pir.Extract1 || i.Op == pir.Extract2) && candidate(i) {
				classes[i.ID] = cLazy
			}
		}
	}
	// Iterate: a phi fed by a phi that became lazy may become lazy too.
	for changed := true; changed; {
		changed = false
		for _, b := range l.body.Blocks {
			for _, p := range b.Instrs {
				if p.Op != pir.Phi {
					break
				}
				if candidate(p) && unboxedIn(p) {
					classes[p.ID] = cLazy
					changed = true
				}
			}
		}
	}
	for e, us := range users {
		if e.Op != pir.ForElem {
			continue
		}
		if c := classes[e.ID]; c != cInt && c != cF && c != cNum {
			continue
		}
		lazy := true
		for _, u := range us {
			lazy = lazy && u.Op == pir.Phi && classes[u.ID] == cLazy
		}
		if lazy {
			classes[e.ID] = cLazy
		}
	}
}
