package pir

import (
	"strings"

	"gorir/internal/rt"
)

// Effects is the set of things an instruction may do besides computing
// its value. Passes consult effects, never op names, to decide whether an
// instruction may be moved, duplicated or removed: an instruction with no
// effects is pure and may go if its value is unused.
type Effects uint16

const (
	// ReadsEnv: reads bindings of its environment operand (or of its
	// parents).
	ReadsEnv Effects = 1 << iota
	// WritesEnv: creates or changes bindings of its environment operand.
	WritesEnv
	// LeaksEnv: makes its environment operand reachable from a value
	// (a closure, a promise), so later code can reach it.
	LeaksEnv
	// LeaksArgs: stores its operands where code outside can reach them.
	LeaksArgs
	// Reflection: may inspect or change any environment on the stack
	// (sys.function, parent.frame, assign(envir=…), …).
	Reflection
	// Executes: may run arbitrary R code (calls, forcing promises,
	// dispatch).
	Executes
	// Error: may signal an R error.
	Error
	// Warn: may signal a warning.
	Warn
	// Visibility: sets R's visibility flag.
	Visibility
	// TriggersDeopt: may leave the optimised code for the baseline.
	TriggersDeopt
	// Mutates: changes a value in place (promise slots, loop states).
	Mutates
	// ChangesContext: pushes or pops an R call context.
	ChangesContext
)

// RunsCode are the effects of an instruction that may run R code: a
// warning too, whose calling handlers (withCallingHandlers) run R code
// that can look at the frames on the stack, rebind functions, and then
// let the computation go on. (An error's handlers could look too, but
// nothing goes on after them.)
const RunsCode = Executes | Reflection | Warn

// AnyEffect is every effect: what a call to unknown code may do.
const AnyEffect = ReadsEnv | WritesEnv | LeaksEnv | LeaksArgs | Reflection | Executes | Error | Warn | Visibility | TriggersDeopt | Mutates

var effectNames = []string{
	"reads-env", "writes-env", "leaks-env", "leaks-args", "reflection",
	"executes", "error", "warn", "visibility", "deopt", "mutates", "context",
}

// String lists the effects.
func (e Effects) String() string {
	if e == 0 {
		return "pure"
	}
	var parts []string
	for i, n := range effectNames {
		if e&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, ",")
}

// Has reports whether e includes all of f.
func (e Effects) Has(f Effects) bool { return e&f == f }

// Pure reports whether an instruction with effects e may be removed when
// its value is unused and moved freely.
func (e Effects) Pure() bool { return e == 0 }

// ComputeEffects returns i's effects: the op's base effects, refined by
// what the operand types rule out. A Force of a value that cannot be a
// promise does nothing; arithmetic on plain scalars cannot dispatch or
// run user code; a load cannot force anything; a CallBuiltin of a
// builtin in the effects table (builtins.go) whose arguments are all
// plain values has the table's effects.
func ComputeEffects(i *Instr) Effects {
	info := &opTable[i.Op]
	e := info.effects
	switch i.Op {
	case Force:
		t := i.Args[0].Type
		if !t.MaybeLazy() {
			// Only the missing marker can still fail ("argument is
			// missing, with no default").
			e = 0
			if t.MaybeMissing() {
				e = Error
			}
		}
	case Colon:
		if argsPlainNumbers(i) {
			// `:` of two plain numbers: an NA end is an error, a huge
			// range an allocation failure; no dispatch, no warning.
			e &^= Executes | Reflection | ReadsEnv | WritesEnv | LeaksArgs | Mutates | Warn
			if (i.Args[0].Type.Flags|i.Args[1].Type.Flags)&MaybeNA == 0 {
				e &^= Error
			}
		}
	case ForInit:
		if t := i.Args[0].Type; plainObject(t) && !t.MaybeMissing() && t.Kinds&^(KVectors|KNull) == 0 {
			// Any vector (or NULL) is a valid for() sequence.
			e &^= Error
		}
	case Add, Sub, Mul, Div, Pow, Mod, IDiv, Eq, Ne, Lt, Gt, Le, Ge, LAnd, LOr,
		Neg, UPlus, Not:
		if argsPlainNumbers(i) {
			// No dispatch, no user code, no env access, no error; the
			// ops set visibility, and some may warn (mayWarn).
			e &^= Executes | Reflection | ReadsEnv | WritesEnv | LeaksArgs | Mutates | Error
			if !mayWarn(i) {
				e &^= Warn
			}
		}
	case AsTest:
		t := i.Args[0].Type
		if t.IsPlainScalar(KLogical) && t.Flags&MaybeNA == 0 {
			e = 0
		} else if t.IsPlainScalar(KLogical) || t.IsPlainScalar(KInteger) || t.IsPlainScalar(KDouble) {
			e &^= Warn
		}
	case LglOperand:
		// A plain number scalar converts to TRUE, FALSE or NA silently.
		if i.Args[0].Type.IsPlainNumber() {
			e &^= Warn
		}
	case LdVar:
		if i.AuxInt == 1 {
			// noactive: an active binding is not called.
			e &^= Executes
		}
	case LdFun:
		if i.AuxInt == 1 {
			// noforce: no promise forced, no active binding called; a
			// binding that would need it yields NULL.
			e = ReadsEnv
		}
	case CallBuiltin:
		if be, ok := callBuiltinEffects(i); ok {
			e = be
		}
	case Extract1, Extract2:
		if plainObject(i.Args[0].Type) {
			// No dispatch; indexing a vector never warns, nor changes
			// anything (an element taken from a list is marked shared,
			// which a second time does nothing).
			e &^= Executes | Reflection | ReadsEnv | WritesEnv | Visibility | LeaksArgs | Warn | Mutates
		}
	case Subassign1, Subassign2:
		if plainObject(i.Args[0].Type) {
			// No dispatch (the replacement value is not dispatched on).
			e &^= Executes | Reflection | ReadsEnv | WritesEnv | Visibility
			if v := i.Args[len(i.ValueArgs())-1].Type; v.IsScalar() && !v.MaybeLazy() {
				// One value replaces: no "number of items to replace"
				// warning.
				e &^= Warn
			}
		}
	case Dollar, DollarAssign:
		if t := i.Args[0].Type; plainObject(t) && t.Kinds&^(KList|KNull) == 0 {
			// A list's $ and $<- neither dispatch nor warn (an atomic
			// vector's are an error and a coercion warning).
			e &^= Executes | Reflection | ReadsEnv | WritesEnv | Visibility | Warn
			if i.Op == Dollar {
				e &^= Error | LeaksArgs
			}
		}
	}
	return e
}

// plainObject reports whether a value of type t is forced and not an S3
// object, so that the internal generics do not dispatch on it.
func plainObject(t Type) bool { return !t.MaybeObject() && !t.MaybeLazy() }

// arithNoWarnOps are the arithmetic ops ArithOK speculates about, the
// ones that may be marked nowarn.
var arithNoWarnOps = map[Op]bool{Add: true, Sub: true, Mul: true, Mod: true}

// ArithMayWarn reports whether op on the plain numbers a and b may warn,
// so that an Assume(ArithOK) could make it nowarn.
func ArithMayWarn(op Op, a, b *Instr) bool {
	if !arithNoWarnOps[op] || !a.Type.IsPlainNumber() || !b.Type.IsPlainNumber() {
		return false
	}
	return opMayWarn(op, []*Instr{a, b})
}

// mayWarn reports whether arithmetic on plain numbers may warn: R warns
// on integer overflow (+, -, * of two integers or logicals) and on the
// loss of accuracy of %% with a double operand; comparisons, /, ^,
// %/%, unary ops, %% of integers and +, -, * with a double operand never
// warn. A warning matters beyond its message: a calling handler
// (withCallingHandlers) runs R code there and the computation goes on,
// so an instruction that may warn may run code.
func mayWarn(i *Instr) bool {
	if i.AuxInt == 1 && arithNoWarnOps[i.Op] {
		// nowarn: an Assume(ArithOK) guards it.
		return false
	}
	return opMayWarn(i.Op, i.ValueArgs())
}

// opMayWarn is mayWarn for op on the operands args.
func opMayWarn(op Op, args []*Instr) bool {
	switch op {
	case Eq, Ne, Lt, Gt, Le, Ge, Div, Pow, Neg, UPlus, Not, IDiv:
		return false
	case Add, Sub, Mul:
		for _, a := range args {
			if a.Type.Kinds == KDouble {
				return false
			}
		}
	case Mod:
		for _, a := range args {
			if a.Type.Kinds&KDouble != 0 {
				return true
			}
		}
		return false
	}
	return true
}

// argsPlainNumbers reports whether every R operand of i is a plain
// scalar logical, integer or double (or a union of those kinds).
func argsPlainNumbers(i *Instr) bool {
	for _, a := range i.ValueArgs() {
		if !a.Type.IsPlainNumber() {
			return false
		}
	}
	return true
}

// callBuiltinEffects is the table entry for a CallBuiltin whose target is
// listed and whose value operands are all plain values (see
// builtins.go); ok is false otherwise.
func callBuiltinEffects(i *Instr) (Effects, bool) {
	aux, _ := i.Aux.(*CallAux)
	if aux == nil {
		return 0, false
	}
	b, _ := aux.Target.(*rt.Builtin)
	if b == nil || b.Special {
		return 0, false
	}
	e, ok := BuiltinEffects(b.Name)
	if !ok {
		return 0, false
	}
	for k, a := range i.ValueArgs() {
		if k < len(aux.Spread) && aux.Spread[k] {
			return 0, false
		}
		if !plainBuiltinArg(a.Type) {
			return 0, false
		}
	}
	return e, true
}
