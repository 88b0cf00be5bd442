package vm

import (
	"fmt"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// Op is a bytecode operation.
type Op uint8

// Instr is one instruction: an op and two operands whose meaning the op
// table gives. Instructions are plain values; the interpreter switches on
// Op, and the PIR builder reads the same fields.
type Instr struct {
	Op Op
	A  int32
	B  int32
}

// operand kinds, for the disassembler.
const (
	argNone  = iota
	argConst // index into Code.Consts
	argLabel // instruction index
	argCode  // index into Code.Codes
	argSite  // index into Code.Sites
	argInt   // plain integer
)

// opInfo describes an op: its name and the kinds of A and B.
type opInfo struct {
	name string
	a, b int
}

// Code is a compiled unit: a closure body, a promise, or a top-level
// expression. Nested promise codes and closure bodies hang off Codes.
type Code struct {
	Name   string
	Expr   rt.Value // the source expression
	Instrs []Instr
	Consts []rt.Value
	Codes  []*Code
	Sites  []*CallSite
	Loops  []LoopRange
	// Feedback holds one slot per instruction (parallel to Instrs).
	Feedback []Feedback
	// Defaults caches the compiled default expressions of a closure's
	// formals, by formal position.
	Defaults []*Code
	// NumTemps is the number of hidden temporaries complex assignment uses.
	NumTemps int
	// Promise is set for promise code: return() there is a non-local exit.
	Promise bool
	// Body is set for closure bodies and top-level expressions: the codes
	// whose statements run with nothing of another activation on their
	// operand stacks that could alias a local variable's value, so that a
	// statement-level scalar assignment may update the variable's box in
	// place (see OpArithAssign). Promise and eval() codes are not bodies:
	// they run in the middle of another activation's expression.
	Body bool
	// compiled is false for a code whose Expr has not been compiled yet
	// (promise codes are compiled on first use).
	compiled bool
	// Invocations counts runs of this code (closure bodies only).
	Invocations int
	// Tier is the optimised tier's state for this code (its versions,
	// dispatch table, counters); owned by internal/jit.
	Tier any
	// BackEdges counts loop back-edges taken.
	BackEdges int
	// OSRWant, when not 0, is 1 + the pc of a loop header where the tier
	// wants to be offered OSR at the next back-edge to it (whatever the
	// count): the outermost loop around a hot inner one.
	OSRWant int
}

// LoopRange records a loop of a code: instructions [Start, End) are its
// body; a break continues at Break, a next at Next, with the operand stack
// cut back to Depth. The interpreter uses it to route break/next that
// arrive non-locally (from a promise) to the loop.
type LoopRange struct {
	Start, End, Next, Break, Depth int
}

// CallSite describes a call in the source: the call itself (for error
// messages and sys.call), and the tags of its arguments.
type CallSite struct {
	Call *rt.Lang
	// Assign is set on the setter sites of a complex assignment: the
	// whole assignment, which R reports errors of builtin setters against.
	Assign *rt.Lang
	Tags   []*rt.Symbol
	// Fn is the called symbol when the function position is a symbol.
	Fn *rt.Symbol
}

// Feedback is what the baseline records at one instruction.
type Feedback struct {
	// Types is a bit set of observed rt.Type values (1 << type).
	Types uint32
	// NotScalar is set once a non-scalar (or attributed) value was seen;
	// Attrs once a value with attributes was seen.
	NotScalar bool
	Attrs     bool
	// Obj is set once a value with a class attribute (an S3 object) was
	// seen.
	Obj bool
	// ValTypes and ValNotScalar describe, at an element assignment, the
	// values assigned (the other fields describe the object), as Types
	// and NotScalar do.
	ValTypes     uint32
	ValNotScalar bool
	// Callee is the single function observed at a call site, or nil; Poly
	// is set once more than one was seen.
	Callee rt.Value
	Poly   bool
	// Taken and NotTaken count branch directions (for a Guard, NotTaken
	// counts the times the name no longer meant the base function).
	Taken, NotTaken uint32
	// NoSpec is set when optimised code speculating on this slot
	// deoptimised: the next compilation must not speculate here again.
	NoSpec bool
	// hint caches where a load last found its variable in the frame.
	hint int32
}

func (f *Feedback) recordValue(v rt.Value) {
	// The common scalar types are told apart without interface calls.
	switch x := v.(type) {
	case *rt.Double:
		f.Types |= 1 << rt.DoubleType
		if a := x.Attrs(); a != nil {
			f.sawAttrs(a)
		} else if len(x.V) != 1 {
			f.NotScalar = true
		}
		return
	case *rt.Integer:
		f.Types |= 1 << rt.IntegerType
		if a := x.Attrs(); a != nil {
			f.sawAttrs(a)
		} else if len(x.V) != 1 {
			f.NotScalar = true
		}
		return
	case *rt.Logical:
		f.Types |= 1 << rt.LogicalType
		if a := x.Attrs(); a != nil {
			f.sawAttrs(a)
		} else if len(x.V) != 1 {
			f.NotScalar = true
		}
		return
	}
	f.Types |= 1 << v.Type()
	if f.Obj {
		return // all flags are final
	}
	if vec, ok := v.(rt.Vector); !ok {
		f.NotScalar = true
		if a, ok := v.(rt.Attributed); ok && a.Attrs() != nil {
			f.sawAttrs(a.Attrs())
		}
	} else if a := vec.Attrs(); a != nil {
		f.sawAttrs(a)
	} else if vec.Len() != 1 {
		f.NotScalar = true
	}
}

// recordSlot records an operand of a fused arithmetic program: an
// unboxed scalar by its kind, a boxed value as recordValue does.
func (f *Feedback) recordSlot(s slot, boxed rt.Value) {
	switch s.kind {
	case slotDouble:
		f.Types |= 1 << rt.DoubleType
	case slotInt:
		f.Types |= 1 << rt.IntegerType
	case slotLogical:
		f.Types |= 1 << rt.LogicalType
	default:
		f.recordValue(boxed)
	}
}

// recordAssigned records the value an element assignment stores.
func (f *Feedback) recordAssigned(v rt.Value) {
	switch x := v.(type) {
	case *rt.Double:
		if len(x.V) == 1 && x.Attrs() == nil {
			f.ValTypes |= 1 << rt.DoubleType
			return
		}
	case *rt.Integer:
		if len(x.V) == 1 && x.Attrs() == nil {
			f.ValTypes |= 1 << rt.IntegerType
			return
		}
	}
	g := Feedback{Types: f.ValTypes, NotScalar: f.ValNotScalar}
	g.recordValue(v)
	f.ValTypes, f.ValNotScalar = g.Types, g.NotScalar
}

// recordSlotAssigned records a plain scalar an element assignment
// stores, as recordAssigned does its boxed value.
func (f *Feedback) recordSlotAssigned(s slot) {
	switch s.kind {
	case slotDouble:
		f.ValTypes |= 1 << rt.DoubleType
	case slotInt:
		f.ValTypes |= 1 << rt.IntegerType
	case slotLogical:
		f.ValTypes |= 1 << rt.LogicalType
	}
}

// sawAttrs records a value with attributes a.
func (f *Feedback) sawAttrs(a *rt.Attrs) {
	f.NotScalar, f.Attrs = true, true
	if !f.Obj && a.Get(rt.ClassSym) != nil {
		f.Obj = true
	}
}

func (f *Feedback) recordCallee(fn rt.Value) {
	if f.Poly || f.Callee == fn {
		return
	}
	if f.Callee == nil {
		f.Callee = fn
		return
	}
	f.Poly, f.Callee = true, nil
}

// Disasm renders c and its nested codes as text.
func (c *Code) Disasm() string {
	var b strings.Builder
	c.disasm(&b, "")
	return b.String()
}

func (c *Code) disasm(b *strings.Builder, indent string) {
	fmt.Fprintf(b, "%scode %s:\n", indent, c.Name)
	for pc, in := range c.Instrs {
		info := &opTable[in.Op]
		fmt.Fprintf(b, "%s  %4d  %-14s", indent, pc, info.name)
		for i, kind := range []int{info.a, info.b} {
			v := in.A
			if i == 1 {
				v = in.B
			}
			switch kind {
			case argConst:
				fmt.Fprintf(b, " %s", constText(c.Consts[v]))
			case argLabel:
				fmt.Fprintf(b, " ->%d", v)
			case argCode:
				fmt.Fprintf(b, " <%s>", c.Codes[v].Name)
			case argSite:
				fmt.Fprintf(b, " %s", strings.Join(syntax.Deparse(c.Sites[v].Call, syntax.DeparseOptions{}), " "))
			case argInt:
				fmt.Fprintf(b, " %d", v)
			}
		}
		b.WriteByte('\n')
	}
	for _, sub := range c.Codes {
		sub.disasm(b, indent+"  ")
	}
}

func constText(v rt.Value) string {
	switch x := v.(type) {
	case *rt.Symbol:
		return x.Name
	case fmt.Stringer:
		return x.String()
	}
	lines := syntax.Deparse(v, syntax.DeparseOptions{})
	s := strings.Join(lines, " ")
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	return s
}
