package pir

import (
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Function is an R closure body as PIR sees it: the versions compiled for
// it so far, each under its own call context.
type Function struct {
	Name string
	// Code is the baseline code of the closure body, which every version
	// deoptimises into.
	Code     *vm.Code
	Formals  *rt.PairList
	Versions []*Version
}

// Version is one compilation of a function (or an OSR entry into a loop
// of it), under a call context: its body and the promises its MkArgs
// create.
type Version struct {
	Func    *Function
	Context Context
	Body    *Code
	// Promises are the PIR codes of the promises the body creates (for
	// printing and promise inlining; at run time a promise runs its
	// baseline code).
	Promises []*Code
	// OSR is set for a version entered mid-loop from the baseline: it
	// starts at OSRPC with the baseline's operand stack (OSRValue) and
	// environment (LdEnvConst O… see EnvConst), instead of LdArg/MkEnv.
	OSR   bool
	OSRPC int
	// Inlined counts the calls the optimiser inlined into the version
	// (for --stats).
	Inlined int
}

// Code is a body or a promise: basic blocks, the first being the entry.
type Code struct {
	Name   string
	Blocks []*Block
	// Source is the baseline code this code was built from.
	Source *vm.Code
	// Promise is the index of this code in its version's Promises, or -1
	// for a body.
	Promise int

	nextInstr int
	nextBlock int
}

// Block is a basic block: a list of instructions, the last a terminator.
type Block struct {
	ID     int
	Code   *Code
	Instrs []*Instr
	Preds  []*Block
	Succs  []*Block
	// Deopt is set for blocks that only lead to a Deopt (deoptimisation
	// branches); passes may treat them as cold.
	Deopt bool
}

// Instr is one SSA instruction.
type Instr struct {
	// ID is dense within a Code: the register number (%ID, or eID when
	// it holds an environment).
	ID     int
	Op     Op
	Type   Type
	Args   []*Instr
	Aux    any
	AuxInt int64
	Block  *Block
	// Effects is cached by UpdateEffects (ComputeEffects of the
	// instruction as it now is).
	Effects Effects
}

// EnvConst names a fixed environment operand.
type EnvConst uint8

const (
	// GlobalEnv is R's global environment (G).
	GlobalEnv EnvConst = iota
	// BaseEnv is the base environment (B).
	BaseEnv
	// ClosureEnv is the environment of the closure being run (O: the
	// parent of its own environment); for an OSR version or top-level
	// code, the environment the baseline was running in; in a promise's
	// code, the promise's own environment.
	ClosureEnv
	// EmptyEnv is the empty environment (E).
	EmptyEnv
	// NoEnv marks an operand that needs no environment (E0); deopt
	// metadata uses it for an elided environment.
	NoEnv
)

var envConstNames = []string{"G", "B", "O", "E", "E0"}

func (e EnvConst) String() string { return envConstNames[e] }

// CallAux is the aux of calls and of ops with a call site.
type CallAux struct {
	Site *vm.CallSite
	// Fn is the function symbol (LdFun, SetterCall's replacement
	// function), Name the name of `$` / the loop variable / the symbol.
	Fn   *rt.Symbol
	Name *rt.Symbol
	// Tags are the argument tags of a Call (nil entries for untagged).
	Tags []*rt.Symbol
	// Spread marks the arguments that are `...` (LdDots) to be spread.
	Spread []bool
	// Target is the known callee of StaticCall / CallBuiltin.
	Target rt.Value
	// Callee, on a LdFun, is where the baseline records the callees the
	// call saw (the feedback slot PC of the Call in code Callee), for
	// speculation after building (see opt's callspec); nil if unknown.
	Callee   *vm.Code
	CalleePC int
}

// EnvAux is the aux of MkEnv.
type EnvAux struct {
	Names []*rt.Symbol
	// Closure, when set, makes this the closure's own environment: a
	// binding whose value is the missing marker and whose formal has a
	// default gets a promise of the default over the new environment.
	Closure *vm.Code
	Formals *rt.PairList
	// Detached marks the environment of an inlined call whose R context
	// was removed (nothing could observe it): it is still made as the
	// callee's environment, but it is no frame's.
	Detached bool
}

// ClosureAux is the aux of MkClosure.
type ClosureAux struct {
	Formals *rt.PairList
	Body    *vm.Code
}

// Promise is the aux of MkArg: the promise's baseline code and, once
// built, its PIR.
type Promise struct {
	Code *vm.Code
	PIR  *Code
	// Index numbers the promise within its version (pr0, pr1, …).
	Index int
}

// SwitchAux is the aux of SwitchSel: the baseline switch at PC of Code
// and the bytecode pcs it may continue at.
type SwitchAux struct {
	Code    *vm.Code
	Site    *vm.CallSite
	PC      int
	Targets []int
}

// FrameStateAux is the aux of FrameState: where the baseline resumes.
// The operands are Stack stack values (bottom first), then Temps
// temporaries, then the env, then, when Site is set, the function
// called, then, when Inlined, the caller's framestate.
type FrameStateAux struct {
	Code    *vm.Code
	PC      int
	Stack   int
	Temps   int
	Inlined bool
	// Site is set on the framestate of an inlined callee that runs
	// without an R context (the contexts pass removed it): the call,
	// whose frame deoptimisation makes (with the function operand) for
	// the baseline to resume in.
	Site *vm.CallSite
}

// FnIndex is the position of the function operand of a framestate
// with a Site (-1 without one).
func (a *FrameStateAux) FnIndex() int {
	if a.Site == nil {
		return -1
	}
	return a.Stack + a.Temps + 1
}

// NumArgs is the number of operands the framestate has.
func (a *FrameStateAux) NumArgs() int {
	n := a.Stack + a.Temps + 1
	if a.Site != nil {
		n++
	}
	if a.Inlined {
		n++
	}
	return n
}

// DeoptReason says why an Assume may fail (for --stats and for widening
// the baseline feedback).
type DeoptReason struct {
	Kind DeoptKind
	// Code and PC locate the feedback slot that led to the speculation.
	Code *vm.Code
	PC   int
}

// DeoptKind classifies speculations.
type DeoptKind uint8

const (
	DeoptType DeoptKind = iota
	DeoptCallee
	DeoptBranch
	DeoptGuard
	DeoptEnvStub
	DeoptChaos
	DeoptArith
)

var deoptKindNames = []string{"type", "callee", "branch", "guard", "envstub", "chaos", "arith"}

func (k DeoptKind) String() string { return deoptKindNames[k] }

// Context is a call context: what a version assumes about its
// arguments. Bits in Eager, NotObj and Scalar are per formal position.
type Context struct {
	// NArgs is the number of formals the version was compiled for.
	NArgs int
	// Eager: the argument is a value or an already forced promise.
	Eager uint64
	// NotObj: the (forced) argument has no class attribute.
	NotObj uint64
	// Scalar: the (forced) argument is a plain scalar.
	Scalar uint64
	// NoMissing: no argument is missing (explicitly or by omission).
	NoMissing bool
	// Missing: the argument is certainly missing (nothing matched the
	// formal, or the missing marker was passed). A version for it binds
	// a formal with a default to an explicit promise of the default.
	Missing uint64
}

// Includes reports whether a call in context d may run a version compiled
// for c: d's assumptions imply c's.
func (c Context) Includes(d Context) bool {
	return c.NArgs == d.NArgs && c.Eager&^d.Eager == 0 && c.NotObj&^d.NotObj == 0 &&
		c.Scalar&^d.Scalar == 0 && (!c.NoMissing || d.NoMissing) && c.Missing&^d.Missing == 0
}

// ---- construction ----

// NewCode returns an empty code with an entry block.
func NewCode(name string, source *vm.Code) *Code {
	c := &Code{Name: name, Source: source, Promise: -1}
	c.NewBlock()
	return c
}

// Entry is the entry block.
func (c *Code) Entry() *Block { return c.Blocks[0] }

// NewBlock appends a new empty block.
func (c *Code) NewBlock() *Block {
	b := &Block{ID: c.nextBlock, Code: c}
	c.nextBlock++
	c.Blocks = append(c.Blocks, b)
	return b
}

// NewInstr makes an instruction (not yet in a block) with a fresh ID and
// the op's result type.
func (c *Code) NewInstr(op Op, args ...*Instr) *Instr {
	i := &Instr{ID: c.nextInstr, Op: op, Type: opTable[op].result, Args: args}
	c.nextInstr++
	return i
}

// NumInstrIDs is one more than the largest instruction ID in use: the
// size of a dense map over instructions.
func (c *Code) NumInstrIDs() int { return c.nextInstr }

// Append adds an instruction made by op and args to the end of b.
func (b *Block) Append(op Op, args ...*Instr) *Instr {
	i := b.Code.NewInstr(op, args...)
	i.Block = b
	b.Instrs = append(b.Instrs, i)
	return i
}

// Insert puts i into b before position at.
func (b *Block) Insert(at int, i *Instr) {
	i.Block = b
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[at+1:], b.Instrs[at:])
	b.Instrs[at] = i
}

// Terminator is b's last instruction if it is a terminator, else nil.
func (b *Block) Terminator() *Instr {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1].Op.IsTerminator() {
		return b.Instrs[n-1]
	}
	return nil
}

// AddEdge links b to succ (appending to both lists).
func (b *Block) AddEdge(succ *Block) {
	b.Succs = append(b.Succs, succ)
	succ.Preds = append(succ.Preds, b)
}

// Env is i's environment operand, or nil for ops without one.
func (i *Instr) Env() *Instr {
	if !i.Op.HasEnv() || len(i.Args) == 0 {
		return nil
	}
	return i.Args[len(i.Args)-1]
}

// ValueArgs are i's operands without the environment.
func (i *Instr) ValueArgs() []*Instr {
	if i.Op.HasEnv() && len(i.Args) > 0 {
		return i.Args[:len(i.Args)-1]
	}
	return i.Args
}

// Sym is the symbol in i's aux (LdVar, StVar, …), or nil.
func (i *Instr) Sym() *rt.Symbol {
	switch a := i.Aux.(type) {
	case *rt.Symbol:
		return a
	case *CallAux:
		if a.Fn != nil {
			return a.Fn
		}
		return a.Name
	}
	return nil
}

// UpdateEffects recomputes i's cached effects.
func (i *Instr) UpdateEffects() { i.Effects = ComputeEffects(i) }

// ReplaceUses makes every use of old in c use new instead.
func (c *Code) ReplaceUses(old, new *Instr) {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			for k, a := range i.Args {
				if a == old {
					i.Args[k] = new
				}
			}
		}
	}
}

// Pos is i's position in its block, or -1.
func (i *Instr) Pos() int {
	for k, x := range i.Block.Instrs {
		if x == i {
			return k
		}
	}
	return -1
}

// Remove deletes i from its block.
func (i *Instr) Remove() {
	b := i.Block
	if k := i.Pos(); k >= 0 {
		b.Instrs = append(b.Instrs[:k], b.Instrs[k+1:]...)
	}
	i.Block = nil
}

// Renumber gives blocks and instructions dense IDs in layout order.
func (c *Code) Renumber() {
	c.nextBlock, c.nextInstr = 0, 0
	for _, b := range c.Blocks {
		b.ID = c.nextBlock
		c.nextBlock++
		for _, i := range b.Instrs {
			i.ID = c.nextInstr
			c.nextInstr++
		}
	}
}

// EnvConstInstr returns the instruction for the fixed environment k,
// adding it at the start of the entry block on first use.
func (c *Code) EnvConstInstr(k EnvConst) *Instr {
	entry := c.Entry()
	for _, i := range entry.Instrs {
		if i.Op != LdEnvConst {
			break
		}
		if i.Aux.(EnvConst) == k {
			return i
		}
	}
	i := c.NewInstr(LdEnvConst)
	i.Aux = k
	entry.Insert(0, i)
	return i
}
