package pir

import (
	"fmt"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// PrintOptions control the text form.
type PrintOptions struct {
	// Types adds each result's type after its register (`%3:real$ = …`).
	Types bool
}

// The text form follows the paper's notation:
//
//	BB0:
//	  %0 = LdArg(0)
//	  e1 = MkEnv(a=%0 : G)
//	  %2 = LdVar(x, e1)
//	  %3 = Force(%2) e1
//	  %4 = Add(%3, %3) e1 {site="x + x"}
//	  StVar(y, %4, e1)
//	  Branch(%5, BB1, BB2)
//	BB1:
//	  Return(%4)
//
// Registers holding environments are written eN, others %N; the fixed
// environments are G (global), B (base), O (the closure's environment)
// and E (empty). Operands inside the parentheses are actual arguments; an
// environment written after them is a data dependency (the code may
// reach it reflectively). Call writes its callee before the parentheses
// (`Call %1 (%2) G`), MkEnv its parent after a colon, Phi its operands
// with their predecessor blocks (`Phi(BB1:%4, BB2:%7)`), and a jump is
// `Branch BB3`. What the paper leaves out (call sites, argument tags,
// framestate layouts, deopt reasons, flags) follows in braces at the end
// of the line as space-separated key=value or bare words. Promise codes
// follow the body, each introduced by its label (`pr0:`).

// String renders c.
func (c *Code) String() string { return c.Format(PrintOptions{}) }

// Format renders c with options.
func (c *Code) Format(o PrintOptions) string {
	var b strings.Builder
	c.write(&b, o)
	return b.String()
}

// String renders v: a header, the body, then its promises.
func (v *Version) String() string { return v.Format(PrintOptions{}) }

// Format renders v with options.
func (v *Version) Format(o PrintOptions) string {
	var b strings.Builder
	name := "<anonymous>"
	if v.Func != nil && v.Func.Name != "" {
		name = v.Func.Name
	}
	fmt.Fprintf(&b, "%s", name)
	if v.OSR {
		fmt.Fprintf(&b, " {osr=%d}", v.OSRPC)
	}
	b.WriteString("\n")
	v.Body.write(&b, o)
	for _, p := range v.Promises {
		fmt.Fprintf(&b, "%s:\n", p.Name)
		p.write(&b, o)
	}
	return b.String()
}

func (c *Code) write(b *strings.Builder, o PrintOptions) {
	for _, bb := range c.Blocks {
		fmt.Fprintf(b, "BB%d:", bb.ID)
		if bb.Deopt {
			b.WriteString(" {deopt}")
		}
		b.WriteByte('\n')
		for _, i := range bb.Instrs {
			if i.Op == LdEnvConst {
				continue
			}
			b.WriteString("  ")
			b.WriteString(i.format(o))
			b.WriteByte('\n')
		}
	}
}

// Reg is the register name of i: eN for environments, %N otherwise, or
// the fixed environment's name.
func (i *Instr) Reg() string {
	if i.Op == LdEnvConst {
		return i.Aux.(EnvConst).String()
	}
	if i.Type.Kinds == KEnv {
		return fmt.Sprintf("e%d", i.ID)
	}
	return fmt.Sprintf("%%%d", i.ID)
}

// String renders one instruction.
func (i *Instr) String() string { return i.format(PrintOptions{}) }

func (i *Instr) format(o PrintOptions) string {
	var b strings.Builder
	if !i.Type.IsVoid() {
		b.WriteString(i.Reg())
		if o.Types {
			b.WriteString(":" + i.Type.String())
		}
		b.WriteString(" = ")
	}
	b.WriteString(i.Op.String())
	vals := i.ValueArgs()
	env := i.Env()
	var parts []string
	inside := false // env printed inside the parentheses
	switch i.Op {
	case LdConst:
		b.WriteString(" " + ConstText(i.Aux.(rt.Value)))
		return b.String() + i.attrs()
	case LdArg, OSRValue:
		fmt.Fprintf(&b, "(%d)", i.AuxInt)
		return b.String() + i.attrs()
	case Jmp:
		return "Branch " + blockName(i.Block, 0)
	case Branch:
		fmt.Fprintf(&b, "(%s, %s, %s)", vals[0].Reg(), blockName(i.Block, 0), blockName(i.Block, 1))
		return b.String()
	case Checkpoint:
		fmt.Fprintf(&b, " %s, %s", blockName(i.Block, 0), blockName(i.Block, 1))
		return b.String()
	case Phi:
		for k, a := range i.Args {
			pred := "?"
			if i.Block != nil && k < len(i.Block.Preds) {
				pred = fmt.Sprintf("BB%d", i.Block.Preds[k].ID)
			}
			parts = append(parts, pred+":"+a.Reg())
		}
		b.WriteString("(" + strings.Join(parts, ", ") + ")")
		return b.String()
	case MkEnv:
		aux, _ := i.Aux.(*EnvAux)
		if aux == nil {
			aux = &EnvAux{}
		}
		for k, a := range vals {
			parts = append(parts, aux.Names[k].Name+"="+a.Reg())
		}
		fmt.Fprintf(&b, "(%s : %s)", strings.Join(parts, ", "), env.Reg())
		return b.String() + i.attrs()
	case Call:
		aux := i.callAux()
		fmt.Fprintf(&b, " %s (%s) %s", vals[0].Reg(), strings.Join(callArgs(vals[1:], aux), ", "), env.Reg())
		return b.String() + i.attrs()
	case StaticCall, CallBuiltin:
		aux := i.callAux()
		fmt.Fprintf(&b, " %s (%s) %s", targetName(aux), strings.Join(callArgs(vals, aux), ", "), env.Reg())
		return b.String() + i.attrs()
	case LdVar, LdVarSuper, StVar, StVarSuper, StartAssign, Missing, IsBaseFn:
		parts = append(parts, symName(i.Sym()))
		inside = true
	case LdFun:
		parts = append(parts, symName(i.callAux().Fn))
		inside = true
	case LdDDVal:
		parts = append(parts, fmt.Sprintf("..%d", i.AuxInt))
		inside = true
	case LdDots:
		inside = true
	case MkArg:
		if p, ok := i.Aux.(*Promise); ok {
			parts = append(parts, p.label())
		}
		inside = true
	case MkClosure:
		parts = append(parts, "fn"+closureLabel(i))
		inside = true
	case Dollar, DollarAssign:
		// the name follows the object
	}
	for _, a := range vals {
		parts = append(parts, a.Reg())
	}
	if i.Op == Dollar {
		parts = append(parts, symName(i.callAux().Name))
	}
	if i.Op == DollarAssign {
		parts = append(parts[:1], append([]string{symName(i.callAux().Name)}, parts[1:]...)...)
	}
	if inside && env != nil {
		parts = append(parts, env.Reg())
	}
	if len(parts) > 0 || i.Op.NumArgs() != 0 || inside {
		b.WriteString("(" + strings.Join(parts, ", ") + ")")
	}
	if !inside && env != nil {
		b.WriteString(" " + env.Reg())
	}
	return b.String() + i.attrs()
}

// attrs renders what the paper's notation leaves out, in braces.
func (i *Instr) attrs() string {
	var parts []string
	switch a := i.Aux.(type) {
	case *CallAux:
		if a.Site != nil && a.Site.Call != nil {
			parts = append(parts, "site="+quote(deparseSite(a.Site.Call)))
		}
		if i.Op == SetterCall || i.Op == ForInit {
			parts = append(parts, "fn="+symName(a.Fn)+" name="+symName(a.Name))
		}
	case *EnvAux:
		if a.Closure != nil {
			parts = append(parts, "formals")
		}
		if a.Detached {
			parts = append(parts, "detached")
		}
	case *FrameStateAux:
		parts = append(parts, fmt.Sprintf("pc=%d stack=%d temps=%d", a.PC, a.Stack, a.Temps))
		if a.Code != nil {
			parts = append(parts, "code="+quote(a.Code.Name))
		}
		if a.Inlined {
			parts = append(parts, "inlined")
		}
		if a.Site != nil {
			parts = append(parts, "call="+quote(deparseSite(a.Site.Call)))
		}
	case DeoptReason:
		parts = append(parts, fmt.Sprintf("reason=%s pc=%d", a.Kind, a.PC))
	case Type:
		parts = append(parts, "type="+a.String())
	case *SwitchAux:
		s := make([]string, len(a.Targets))
		for k, t := range a.Targets {
			s[k] = fmt.Sprint(t)
		}
		parts = append(parts, fmt.Sprintf("pc=%d targets=%s", a.PC, strings.Join(s, ",")))
		if a.Site != nil {
			parts = append(parts, "site="+quote(deparseSite(a.Site.Call)))
		}
	}
	switch i.Op {
	case StVar, StVarSuper:
		if i.AuxInt == 1 {
			parts = append(parts, "nocount")
		}
	case StartAssign:
		if i.AuxInt == 1 {
			parts = append(parts, "super")
		}
	case LglOperand:
		if i.AuxInt == 1 {
			parts = append(parts, "right")
		}
	case MkEnv:
		if i.AuxInt == 1 {
			parts = append(parts, "stub")
		}
	case LdFun:
		if i.AuxInt == 1 {
			parts = append(parts, "noforce")
		}
	case LdVar:
		if i.AuxInt == 1 {
			parts = append(parts, "noactive")
		}
	case MkArg:
		if i.AuxInt == 1 {
			parts = append(parts, "default")
		}
	}
	if i.Op == ArithOK && i.AuxInt >= 0 && i.AuxInt < int64(NumOps) {
		parts = append(parts, "op="+Op(i.AuxInt).String())
	}
	if i.AuxInt == 1 && arithNoWarnOps[i.Op] {
		parts = append(parts, "nowarn")
	}
	if i.Op == EqInt {
		parts = append(parts, fmt.Sprintf("pc=%d", i.AuxInt))
	}
	if i.Op == Force && i.Sym() != nil {
		parts = append(parts, "var="+i.Sym().Name)
	}
	if len(parts) == 0 {
		return ""
	}
	return " {" + strings.Join(parts, " ") + "}"
}

// callAux is i's *CallAux, or an empty one (so that printing a
// malformed instruction does not fail).
func (i *Instr) callAux() *CallAux {
	if a, ok := i.Aux.(*CallAux); ok {
		return a
	}
	return &CallAux{}
}

func callArgs(args []*Instr, aux *CallAux) []string {
	out := make([]string, len(args))
	for k, a := range args {
		s := a.Reg()
		if k < len(aux.Spread) && aux.Spread[k] {
			s = "..." + s
		}
		if k < len(aux.Tags) && aux.Tags[k] != nil {
			s = aux.Tags[k].Name + "=" + s
		}
		out[k] = s
	}
	return out
}

func targetName(aux *CallAux) string {
	switch t := aux.Target.(type) {
	case *rt.Builtin:
		return t.Name
	case *rt.Closure:
		if aux.Fn != nil {
			return aux.Fn.Name
		}
		return "<closure>"
	}
	return "?"
}

func blockName(b *Block, k int) string {
	if b == nil || k >= len(b.Succs) {
		return "BB?"
	}
	return fmt.Sprintf("BB%d", b.Succs[k].ID)
}

func symName(s *rt.Symbol) string {
	if s == nil {
		return "_"
	}
	return s.Name
}

func (p *Promise) label() string { return fmt.Sprintf("pr%d", p.Index) }

func closureLabel(i *Instr) string {
	if a, ok := i.Aux.(*ClosureAux); ok && a.Body != nil {
		return "<" + a.Body.Name + ">"
	}
	return ""
}

// ConstText renders a constant as LdConst prints it: a length-one
// vector as R prints it (`[1] 42`), anything else deparsed.
func ConstText(v rt.Value) string {
	if vec, ok := v.(rt.Vector); ok && vec.Len() == 1 && vec.Attrs() == nil {
		switch v.(type) {
		case *rt.Double, *rt.Integer, *rt.Logical, *rt.Character, *rt.Complex:
			return "[1] " + deparseLine(v)
		}
	}
	switch v {
	case rt.MissingArg:
		return "<missing>"
	case rt.Unbound:
		return "<unbound>"
	}
	return deparseLine(v)
}

func deparseLine(v rt.Value) string {
	return strings.Join(syntax.Deparse(v, syntax.DeparseOptions{}), " ")
}

// deparseSite renders a call site's call for the braces: the deparsed
// lines joined by newlines, which quote escapes, so that a call with a
// braced body parses back (joined by spaces its statements would run
// together).
func deparseSite(v rt.Value) string {
	return strings.Join(syntax.Deparse(v, syntax.DeparseOptions{}), "\n")
}

func quote(s string) string { return fmt.Sprintf("%q", s) }
