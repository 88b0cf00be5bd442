package pir

import (
	"fmt"
	"strings"

	"gorir/internal/rt"
)

// Verify checks the invariants every pass must keep, and returns a
// *VerifyError listing every problem found, or nil. The rules:
//
//   - the code has blocks, each belonging to it, with unique IDs; every
//     instruction is in exactly one block, its Block field is that block,
//     and instruction IDs are unique;
//   - every block ends in exactly one terminator and has none elsewhere,
//     and has as many successors as its terminator takes (Op.NumSuccs);
//   - the edges agree both ways: s appears in b.Succs as many times as b
//     appears in s.Preds;
//   - phis come first in their block (after the entry's fixed
//     environments), with one operand per predecessor;
//   - LdEnvConst instructions appear only at the start of the entry block;
//   - every operand is an instruction of the same code that produces a
//     value and dominates its use (a phi operand, the end of the
//     corresponding predecessor; in unreachable blocks only the order
//     within a block is checked);
//   - each instruction has as many operands as its op takes (nargs, plus
//     the environment), and the aux its op needs;
//   - operand types fit the op: environment operands are environments,
//     Branch and Assume test tests, Assume's second operand is a
//     Checkpoint, Deopt's a FrameState, EqInt's a native integer, and
//     every other operand is an R value (no native kind);
//   - a result type does not mix R and native kinds, and has only known
//     kinds and flags;
//   - a Checkpoint's second successor ends in Deopt;
//   - a FrameState has Stack+Temps values, the environment, when it has
//     a call the function (only an inlined one may), and, when Inlined,
//     the caller's FrameState.
//
// Unreachable blocks are allowed but must keep the same rules.
func Verify(c *Code) error {
	v := &verifier{}
	v.verifyCode(c)
	return v.result()
}

// VerifyVersion verifies the body and every promise code of ver, and that
// the promises MkArg refers to are the version's: a promise with PIR is
// ver.Promises[p.Index], and ver.Promises[k] is numbered k.
func VerifyVersion(ver *Version) error {
	v := &verifier{}
	if ver == nil {
		v.problem(nil, nil, nil, "nil version")
		return v.result()
	}
	if ver.Body == nil {
		v.problem(nil, nil, nil, "version without a body")
	} else {
		v.verifyCode(ver.Body)
	}
	for k, p := range ver.Promises {
		if p == nil {
			v.problem(nil, nil, nil, fmt.Sprintf("promise %d is nil", k))
			continue
		}
		if p.Promise != k {
			v.problem(p, nil, nil, fmt.Sprintf("promise code %d is numbered %d", k, p.Promise))
		}
		v.verifyCode(p)
	}
	codes := append([]*Code{ver.Body}, ver.Promises...)
	for _, c := range codes {
		if c == nil {
			continue
		}
		for _, b := range c.Blocks {
			if b == nil {
				continue
			}
			for _, i := range b.Instrs {
				if i == nil || i.Op != MkArg {
					continue
				}
				p, ok := i.Aux.(*Promise)
				if !ok || p == nil || p.PIR == nil {
					continue
				}
				if p.Index < 0 || p.Index >= len(ver.Promises) || ver.Promises[p.Index] != p.PIR {
					v.problem(c, b, i, fmt.Sprintf("promise pr%d's code is not the version's promise %d", p.Index, p.Index))
				}
			}
		}
	}
	return v.result()
}

// VerifyError is what Verify returns: every problem found.
type VerifyError struct {
	Problems []Problem
}

func (e *VerifyError) Error() string {
	var b strings.Builder
	if len(e.Problems) == 1 {
		b.WriteString("pir: invalid code: ")
		b.WriteString(e.Problems[0].String())
		return b.String()
	}
	fmt.Fprintf(&b, "pir: invalid code: %d problems:", len(e.Problems))
	for _, p := range e.Problems {
		b.WriteString("\n  ")
		b.WriteString(p.String())
	}
	return b.String()
}

// Problem is one broken invariant: where (the code, block and instruction,
// any of which may be nil) and what.
type Problem struct {
	Code  *Code
	Block *Block
	Instr *Instr
	Msg   string
}

// String renders the problem as `pr0: BB2: %5 = Force(%4) e1: message`.
func (p Problem) String() string {
	var parts []string
	if p.Code != nil && p.Code.Name != "" && p.Code.Promise >= 0 {
		parts = append(parts, p.Code.Name)
	}
	if p.Block != nil {
		parts = append(parts, fmt.Sprintf("BB%d", p.Block.ID))
	}
	if p.Instr != nil {
		parts = append(parts, describeInstr(p.Instr))
	}
	parts = append(parts, p.Msg)
	return strings.Join(parts, ": ")
}

type verifier struct {
	problems []Problem
}

func (v *verifier) problem(c *Code, b *Block, i *Instr, msg string) {
	v.problems = append(v.problems, Problem{c, b, i, msg})
}

func (v *verifier) result() error {
	if len(v.problems) == 0 {
		return nil
	}
	return &VerifyError{v.problems}
}

// codeInfo is what the checks of one code share.
type codeInfo struct {
	c *Code
	// pos is each instruction's position in its block, and blockOf that
	// block.
	pos     map[*Instr]int
	blockOf map[*Instr]*Block
	// blocks are the code's blocks.
	blocks map[*Block]bool
	dom    *DomTree
}

func (v *verifier) verifyCode(c *Code) {
	if c == nil {
		v.problem(nil, nil, nil, "nil code")
		return
	}
	if len(c.Blocks) == 0 {
		v.problem(c, nil, nil, "code has no blocks")
		return
	}
	ci := &codeInfo{c: c, pos: map[*Instr]int{}, blockOf: map[*Instr]*Block{}, blocks: map[*Block]bool{}}
	blockIDs := map[int]*Block{}
	instrIDs := map[int]*Instr{}
	for _, b := range c.Blocks {
		if b == nil {
			v.problem(c, nil, nil, "nil block")
			continue
		}
		if ci.blocks[b] {
			v.problem(c, b, nil, "block appears twice in the code")
			continue
		}
		ci.blocks[b] = true
		if b.Code != c {
			v.problem(c, b, nil, "block belongs to another code")
		}
		if prev := blockIDs[b.ID]; prev != nil {
			v.problem(c, b, nil, fmt.Sprintf("block ID %d is used twice", b.ID))
		}
		blockIDs[b.ID] = b
		for k, i := range b.Instrs {
			if i == nil {
				v.problem(c, b, nil, fmt.Sprintf("nil instruction at position %d", k))
				continue
			}
			if _, dup := ci.pos[i]; dup {
				v.problem(c, b, i, "instruction appears twice in the code")
				continue
			}
			ci.pos[i] = k
			ci.blockOf[i] = b
			if i.Block != b {
				v.problem(c, b, i, "instruction's Block is not the block it is in")
			}
			if prev := instrIDs[i.ID]; prev != nil {
				v.problem(c, b, i, fmt.Sprintf("ID %d is also used by %s", i.ID, describeInstr(prev)))
			} else {
				instrIDs[i.ID] = i
			}
			if i.Op == OpInvalid || i.Op >= NumOps {
				v.problem(c, b, i, "invalid op")
			}
		}
	}
	ci.dom = Dominators(c)
	for _, b := range c.Blocks {
		if b != nil {
			v.verifyBlock(ci, b)
		}
	}
}

// count is how many times x occurs in bs.
func count(bs []*Block, x *Block) int {
	n := 0
	for _, b := range bs {
		if b == x {
			n++
		}
	}
	return n
}

func (v *verifier) verifyBlock(ci *codeInfo, b *Block) {
	c := ci.c
	// Terminators.
	n := len(b.Instrs)
	var term *Instr
	if n == 0 {
		v.problem(c, b, nil, "empty block (no terminator)")
	} else if last := b.Instrs[n-1]; last != nil && validOp(last.Op) && last.Op.IsTerminator() {
		term = last
	} else {
		v.problem(c, b, last, "block does not end in a terminator")
	}
	for _, i := range b.Instrs[:max(n-1, 0)] {
		if i != nil && validOp(i.Op) && i.Op.IsTerminator() {
			v.problem(c, b, i, "terminator in the middle of a block")
		}
	}
	if term != nil && len(b.Succs) != term.Op.NumSuccs() {
		v.problem(c, b, term, fmt.Sprintf("block has %d successors, %s takes %d", len(b.Succs), term.Op, term.Op.NumSuccs()))
	}
	// Edges.
	for k, s := range b.Succs {
		switch {
		case s == nil:
			v.problem(c, b, nil, fmt.Sprintf("successor %d is nil", k))
		case !ci.blocks[s]:
			v.problem(c, b, nil, fmt.Sprintf("successor BB%d is not a block of this code", s.ID))
		case count(b.Succs[:k], s) == 0:
			if m, p := count(b.Succs, s), count(s.Preds, b); m != p {
				v.problem(c, b, nil, fmt.Sprintf("%d edges to BB%d, which lists BB%d as a predecessor %d times", m, s.ID, b.ID, p))
			}
		}
	}
	for k, p := range b.Preds {
		switch {
		case p == nil:
			v.problem(c, b, nil, fmt.Sprintf("predecessor %d is nil", k))
		case !ci.blocks[p]:
			v.problem(c, b, nil, fmt.Sprintf("predecessor BB%d is not a block of this code", p.ID))
		case count(b.Preds[:k], p) == 0 && count(p.Succs, b) == 0:
			v.problem(c, b, nil, fmt.Sprintf("predecessor BB%d has no edge to this block", p.ID))
		}
	}
	// Deopt branches.
	if term != nil && term.Op == Checkpoint && len(b.Succs) >= 2 && b.Succs[1] != nil {
		d := b.Succs[1]
		if n := len(d.Instrs); n == 0 || d.Instrs[n-1] == nil || d.Instrs[n-1].Op != Deopt {
			v.problem(c, b, term, fmt.Sprintf("deopt branch BB%d does not end in Deopt", d.ID))
		}
	}
	// Instructions.
	leading := true // only phis (and fixed environments) so far
	for _, i := range b.Instrs {
		if i == nil || !validOp(i.Op) {
			continue
		}
		switch i.Op {
		case Phi:
			if !leading {
				v.problem(c, b, i, "phi after a non-phi instruction")
			}
			if len(i.Args) != len(b.Preds) {
				v.problem(c, b, i, fmt.Sprintf("phi has %d operands for %d predecessors", len(i.Args), len(b.Preds)))
			}
		case LdEnvConst:
			if b != c.Blocks[0] {
				v.problem(c, b, i, "LdEnvConst outside the entry block")
			} else if !leading || entryHasPhiBefore(b, i) {
				v.problem(c, b, i, "LdEnvConst after other instructions")
			}
		default:
			leading = false
		}
		v.verifyInstr(ci, b, i)
	}
}

// entryHasPhiBefore reports whether a phi precedes i in b.
func entryHasPhiBefore(b *Block, i *Instr) bool {
	for _, x := range b.Instrs {
		if x == i {
			return false
		}
		if x != nil && x.Op == Phi {
			return true
		}
	}
	return false
}

func validOp(op Op) bool { return op > OpInvalid && op < NumOps }

// Operand kinds an op may require.
const (
	wantValue = iota // an R value (no native kind)
	wantAny          // any value
	wantTest
	wantEnv
	wantNativeInt
	wantFrameState // a FrameState instruction
	wantCheckpoint // a Checkpoint instruction
)

// operandWant is what operand k of i must be (the environment operand
// included).
func operandWant(i *Instr, k int) int {
	if i.Op == FrameState {
		if a, ok := i.Aux.(*FrameStateAux); ok && a != nil {
			switch {
			case k < a.Stack+a.Temps:
				return wantValue
			case k == a.Stack+a.Temps:
				return wantEnv
			case k == a.FnIndex():
				return wantValue
			}
			return wantFrameState
		}
		return wantAny
	}
	if i.Op.HasEnv() && k == len(i.Args)-1 {
		return wantEnv
	}
	switch i.Op {
	case Phi:
		return wantAny
	case Branch:
		return wantTest
	case Assume:
		if k == 0 {
			return wantTest
		}
		return wantCheckpoint
	case Deopt:
		return wantFrameState
	case IsEnvStub, MaterializeEnv:
		return wantEnv
	case EqInt:
		return wantNativeInt
	}
	return wantValue
}

func (v *verifier) verifyInstr(ci *codeInfo, b *Block, i *Instr) {
	c := ci.c
	if i.Type.Kinds&nativeKinds != 0 && i.Type.Kinds&^nativeKinds != 0 {
		v.problem(c, b, i, fmt.Sprintf("type %s mixes R and native kinds", i.Type))
	}
	if i.Type.Kinds&^(KAnyR|nativeKinds) != 0 || i.Type.Flags >= 1<<len(flagMarks) {
		v.problem(c, b, i, fmt.Sprintf("type %#x/%#x has unknown kinds or flags", uint32(i.Type.Kinds), uint8(i.Type.Flags)))
	}
	if i.Op == ArithOK && (i.AuxInt < 0 || i.AuxInt >= int64(NumOps) || !arithNoWarnOps[Op(i.AuxInt)]) {
		v.problem(c, b, i, fmt.Sprintf("ArithOK of op %d, not one that may warn", i.AuxInt))
	}
	if msg := auxProblem(i); msg != "" {
		v.problem(c, b, i, msg)
	}
	if msg := argCountProblem(i); msg != "" {
		v.problem(c, b, i, msg)
	}
	for k, a := range i.Args {
		if a == nil {
			v.problem(c, b, i, fmt.Sprintf("operand %d is nil", k))
			continue
		}
		if _, ok := ci.pos[a]; !ok {
			v.problem(c, b, i, fmt.Sprintf("operand %s is not an instruction of this code", safeReg(a)))
			continue
		}
		if a.Type.IsVoid() {
			v.problem(c, b, i, fmt.Sprintf("operand %s has no value", safeReg(a)))
		}
		v.checkDominance(ci, b, i, k)
		want := operandWant(i, k)
		t := a.Type
		switch want {
		case wantValue:
			if t.Kinds&nativeKinds != 0 {
				v.problem(c, b, i, fmt.Sprintf("operand %s has type %s, not an R value", safeReg(a), t))
			}
		case wantTest:
			if t.Kinds != KTest {
				v.problem(c, b, i, fmt.Sprintf("operand %s has type %s, not a test", safeReg(a), t))
			}
		case wantEnv:
			if t.Kinds != KEnv {
				v.problem(c, b, i, fmt.Sprintf("environment operand %s has type %s", safeReg(a), t))
			}
		case wantNativeInt:
			if t.Kinds != KNativeInt {
				v.problem(c, b, i, fmt.Sprintf("operand %s has type %s, not a native integer", safeReg(a), t))
			}
		case wantFrameState:
			if a.Op != FrameState {
				v.problem(c, b, i, fmt.Sprintf("operand %s is not a FrameState", safeReg(a)))
			}
		case wantCheckpoint:
			if a.Op != Checkpoint {
				v.problem(c, b, i, fmt.Sprintf("operand %s is not a Checkpoint", safeReg(a)))
			}
		}
	}
}

// checkDominance checks that operand k of i is available where i reads it.
func (v *verifier) checkDominance(ci *codeInfo, b *Block, i *Instr, k int) {
	a := i.Args[k]
	ab := ci.blockOf[a]
	d := ci.dom
	if i.Op == Phi {
		if k >= len(b.Preds) || b.Preds[k] == nil || !d.Reachable(b.Preds[k]) {
			return // arity is reported elsewhere; unreachable paths carry anything
		}
		if !d.Dominates(ab, b.Preds[k]) {
			v.problem(ci.c, b, i, fmt.Sprintf("operand %s does not dominate the end of predecessor BB%d", safeReg(a), b.Preds[k].ID))
		}
		return
	}
	if ab == b {
		if ci.pos[a] >= ci.pos[i] {
			v.problem(ci.c, b, i, fmt.Sprintf("operand %s is used before it is defined", safeReg(a)))
		}
		return
	}
	if !d.Reachable(b) {
		return
	}
	if !d.Dominates(ab, b) {
		v.problem(ci.c, b, i, fmt.Sprintf("operand %s does not dominate this use", safeReg(a)))
	}
}

// argCountOK reports whether i has as many operands as its op takes
// (for variadic ops, at least the fixed ones).
func argCountOK(i *Instr) bool {
	n := len(i.Args)
	if i.Op.HasEnv() {
		n--
	}
	least := minArgs(i.Op)
	if i.Op.NumArgs() >= 0 {
		return n == least
	}
	return n >= least
}

// minArgs is the number of value operands op needs at least.
func minArgs(op Op) int {
	switch op {
	case Call, Extract1, Extract2:
		return 1
	case Subassign1, Subassign2:
		return 2
	}
	return max(op.NumArgs(), 0)
}

// argCountProblem says what is wrong with i's operand count.
func argCountProblem(i *Instr) string {
	if !validOp(i.Op) {
		return ""
	}
	env := 0
	if i.Op.HasEnv() {
		env = 1
	}
	if !argCountOK(i) {
		if i.Op.NumArgs() >= 0 {
			return fmt.Sprintf("%d operands, %s takes %d", len(i.Args), i.Op, i.Op.NumArgs()+env)
		}
		return fmt.Sprintf("%d operands, %s takes at least %d", len(i.Args), i.Op, minArgs(i.Op)+env)
	}
	switch i.Op {
	case MkEnv:
		if a, ok := i.Aux.(*EnvAux); ok && a != nil && len(a.Names) != len(i.Args)-1 {
			return fmt.Sprintf("%d names for %d values", len(a.Names), len(i.Args)-1)
		}
	case FrameState:
		if a, ok := i.Aux.(*FrameStateAux); ok && a != nil {
			want := a.NumArgs()
			if a.Stack < 0 || a.Temps < 0 || len(i.Args) != want {
				return fmt.Sprintf("%d operands for stack=%d temps=%d inlined=%v call=%v (want %d)", len(i.Args), a.Stack, a.Temps, a.Inlined, a.Site != nil, want)
			}
			if a.Site != nil && !a.Inlined {
				return "a framestate with a call that is not inlined"
			}
		}
	case Call, StaticCall, CallBuiltin:
		if a, ok := i.Aux.(*CallAux); ok && a != nil {
			n := len(i.Args) - 1
			if i.Op == Call {
				n--
			}
			if len(a.Tags) > n || len(a.Spread) > n {
				return fmt.Sprintf("%d tags and %d spread flags for %d arguments", len(a.Tags), len(a.Spread), n)
			}
		}
	}
	return ""
}

// auxKind is the kind of aux an op takes.
type auxKind uint8

const (
	auxNone       auxKind = iota // nil (small integers go in AuxInt)
	auxConst                     // an rt.Value constant
	auxEnvConst                  // an EnvConst
	auxSymbol                    // a *rt.Symbol
	auxSymbolOpt                 // nil or a *rt.Symbol (Force)
	auxCall                      // a *CallAux
	auxCallOpt                   // nil or a *CallAux
	auxEnv                       // an *EnvAux
	auxPromise                   // a *Promise
	auxClosure                   // a *ClosureAux
	auxSwitch                    // a *SwitchAux
	auxType                      // a Type
	auxValueOpt                  // nil or an rt.Value (IsCallee)
	auxFrameState                // a *FrameStateAux
	auxReason                    // a DeoptReason
	auxReasonOpt                 // a DeoptReason or nothing
)

var auxKindNames = []string{
	"no aux", "a constant", "a fixed environment", "a symbol", "no aux or a symbol",
	"a *CallAux", "no aux or a *CallAux", "an *EnvAux", "a *Promise", "a *ClosureAux",
	"a *SwitchAux", "a Type", "no aux or a value", "a *FrameStateAux", "a DeoptReason", "a DeoptReason or nothing",
}

// opAux gives each op's aux kind (see the op comments in op.go).
var opAux = func() (m [NumOps]auxKind) {
	set := func(k auxKind, ops ...Op) {
		for _, op := range ops {
			m[op] = k
		}
	}
	set(auxConst, LdConst)
	set(auxEnvConst, LdEnvConst)
	set(auxSymbol, LdVar, LdVarSuper, StVar, StVarSuper, StartAssign, Missing, IsBaseFn)
	set(auxSymbolOpt, Force)
	set(auxCall, LdFun, Call, StaticCall, CallBuiltin, GetterCall, SetterCall,
		Extract1, Extract2, Dollar, Subassign1, Subassign2, DollarAssign, ForInit)
	set(auxCallOpt, Add, Sub, Mul, Div, Pow, Mod, IDiv, Eq, Ne, Lt, Gt, Le, Ge, LAnd, LOr,
		Colon, Neg, UPlus, Not, LglOperand, And3, Or3, AsTest, IsTrue, PushContext, PopContext)
	set(auxEnv, MkEnv)
	set(auxPromise, MkArg)
	set(auxClosure, MkClosure)
	set(auxSwitch, SwitchSel)
	set(auxType, IsType, CastType)
	set(auxValueOpt, IsCallee)
	set(auxFrameState, FrameState)
	set(auxReason, Assume)
	set(auxReasonOpt, Deopt)
	return
}()

// auxProblem says what is wrong with i's aux: each op takes its kind of
// aux (and the printer relies on it).
func auxProblem(i *Instr) string {
	if !validOp(i.Op) {
		return ""
	}
	kind := opAux[i.Op]
	ok := false
	switch a := i.Aux.(type) {
	case nil:
		ok = kind == auxNone || kind == auxSymbolOpt || kind == auxCallOpt || kind == auxValueOpt || kind == auxReasonOpt
	case *CallAux:
		if a == nil {
			return "nil *CallAux"
		}
		if a.Site != nil && a.Site.Call == nil {
			return "call site without a call"
		}
		ok = kind == auxCall || kind == auxCallOpt
		switch i.Op {
		case LdFun:
			if a.Fn == nil {
				return "LdFun without a function symbol"
			}
		case Dollar, DollarAssign:
			if a.Name == nil {
				return fmt.Sprintf("%s without a name", i.Op)
			}
		case StaticCall:
			if t, isClo := a.Target.(*rt.Closure); !isClo || t == nil {
				return "StaticCall without a closure target"
			}
		case CallBuiltin:
			if t, isBlt := a.Target.(*rt.Builtin); !isBlt || t == nil {
				return "CallBuiltin without a builtin target"
			}
		}
	case *EnvAux:
		if a == nil {
			return "nil *EnvAux"
		}
		for _, s := range a.Names {
			if s == nil {
				return "MkEnv binds a nil name"
			}
		}
		ok = kind == auxEnv
	case *FrameStateAux:
		if a == nil {
			return "nil *FrameStateAux"
		}
		ok = kind == auxFrameState
	case *SwitchAux:
		if a == nil {
			return "nil *SwitchAux"
		}
		if a.Site != nil && a.Site.Call == nil {
			return "switch site without a call"
		}
		ok = kind == auxSwitch
	case *Promise:
		if a == nil {
			return "nil *Promise"
		}
		ok = kind == auxPromise
	case *ClosureAux:
		if a == nil {
			return "nil *ClosureAux"
		}
		ok = kind == auxClosure
	case DeoptReason:
		if int(a.Kind) >= len(deoptKindNames) {
			return "bad deopt reason"
		}
		ok = kind == auxReason || kind == auxReasonOpt
	case EnvConst:
		if a > NoEnv {
			return "bad fixed environment"
		}
		ok = kind == auxEnvConst
	case Type:
		ok = kind == auxType
	case *rt.Symbol:
		if a == nil {
			return "nil symbol"
		}
		ok = kind == auxSymbol || kind == auxSymbolOpt || kind == auxConst || kind == auxValueOpt
	case rt.Value:
		if isNilValue(a) {
			return fmt.Sprintf("nil %T", a)
		}
		ok = kind == auxConst || kind == auxValueOpt
	}
	switch {
	case ok:
	case kind == auxNone:
		return fmt.Sprintf("%s takes no aux, has %T", i.Op, i.Aux)
	default:
		return fmt.Sprintf("%s takes %s as aux, has %T", i.Op, auxKindNames[kind], i.Aux)
	}
	return ""
}

// isNilValue reports whether v is a nil pointer of one of the value types
// the printer dereferences.
func isNilValue(v rt.Value) bool {
	switch x := v.(type) {
	case *rt.Double:
		return x == nil
	case *rt.Integer:
		return x == nil
	case *rt.Logical:
		return x == nil
	case *rt.Character:
		return x == nil
	case *rt.Complex:
		return x == nil
	case *rt.Raw:
		return x == nil
	case *rt.List:
		return x == nil
	case *rt.Symbol:
		return x == nil
	case *rt.Lang:
		return x == nil
	}
	return false
}

// safeReg is a's register name, for messages about malformed code.
func safeReg(a *Instr) string {
	switch {
	case a == nil:
		return "<nil>"
	case a.Op == LdEnvConst:
		if k, ok := a.Aux.(EnvConst); ok && k <= NoEnv {
			return k.String()
		}
		return fmt.Sprintf("<LdEnvConst %d>", a.ID)
	case a.Type.Kinds == KEnv:
		return fmt.Sprintf("e%d", a.ID)
	}
	return fmt.Sprintf("%%%d", a.ID)
}

// describeInstr renders i as the printer does when the printer can, else
// as a plain `%5 = Op(%1, %2)`.
func describeInstr(i *Instr) string {
	if printable(i) {
		return i.String()
	}
	var b strings.Builder
	if !i.Type.IsVoid() {
		b.WriteString(safeReg(i) + " = ")
	}
	b.WriteString(i.Op.String())
	parts := make([]string, len(i.Args))
	for k, a := range i.Args {
		parts[k] = safeReg(a)
	}
	b.WriteString("(" + strings.Join(parts, ", ") + ")")
	return b.String()
}

// printable reports whether the printer can render i.
func printable(i *Instr) bool {
	if !validOp(i.Op) || auxProblem(i) != "" {
		return false
	}
	for _, a := range i.Args {
		if a == nil || a.Op == LdEnvConst && auxProblem(a) != "" {
			return false
		}
	}
	nvals := len(i.ValueArgs())
	envOK := !i.Op.HasEnv() || len(i.Args) > 0
	switch i.Op {
	case Branch:
		return nvals >= 1
	case MkEnv:
		return envOK && len(i.Aux.(*EnvAux).Names) >= nvals
	case Call:
		return envOK && nvals >= 1
	case StaticCall, CallBuiltin:
		return envOK
	case DollarAssign:
		return nvals >= 1
	}
	return true
}
