package base

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// printWidth is options("width").
const printWidth = 80

// formatElements formats the elements of an atomic vector as print()
// shows them: a common format, each padded to a common width.
func formatElements(v rt.Value, quote bool) (elems []string, right bool) {
	switch x := v.(type) {
	case *rt.Logical:
		out := make([]string, len(x.V))
		for i, b := range x.V {
			out[i] = logicalString(b)
		}
		return padAll(out, true), true
	case *rt.Integer:
		out := make([]string, len(x.V))
		for i, n := range x.V {
			if n == rt.NAInt {
				out[i] = "NA"
			} else {
				out[i] = strconv.Itoa(int(n))
			}
		}
		return padAll(out, true), true
	case *rt.Double:
		return rt.FormatRealElements(x.V, 7, 0), true
	case *rt.Complex:
		f := rt.FormatComplex(x.V, 7, 0)
		out := make([]string, len(x.V))
		for i, z := range x.V {
			out[i] = f.Format(z)
		}
		return padAll(out, true), true
	case *rt.Character:
		out := make([]string, len(x.V))
		for i, s := range x.V {
			switch {
			case rt.IsNAString(s) && quote:
				out[i] = "NA"
			case rt.IsNAString(s):
				out[i] = "<NA>"
			case quote:
				out[i] = syntax.EncodeString(s, '"')
			default:
				out[i] = s
			}
		}
		return padAll(out, false), false
	case *rt.Raw:
		out := make([]string, len(x.V))
		for i, b := range x.V {
			out[i] = fmt.Sprintf("%02x", b)
		}
		return out, true
	}
	return nil, true
}

func logicalString(b int32) string {
	switch b {
	case rt.True:
		return "TRUE"
	case rt.False:
		return "FALSE"
	}
	return "NA"
}

// padAll pads every string to the widest, on the left when right is set.
func padAll(xs []string, right bool) []string {
	w := 0
	for _, s := range xs {
		if n := displayWidth(s); n > w {
			w = n
		}
	}
	for i, s := range xs {
		xs[i] = pad(s, w, right)
	}
	return xs
}

func pad(s string, w int, right bool) string {
	n := displayWidth(s)
	if n >= w {
		return s
	}
	if right {
		return strings.Repeat(" ", w-n) + s
	}
	return s + strings.Repeat(" ", w-n)
}

func displayWidth(s string) int {
	n := 0
	for range s {
		n++
	}
	return n
}

// printVector prints an atomic vector without names: "[1] …" lines
// wrapped at the print width with right-aligned index labels.
func printVector(w io.Writer, v rt.Vector, quote bool) {
	n := v.Len()
	if n == 0 {
		io.WriteString(w, rt.EmptyVectorText(v.Type())+"\n")
		return
	}
	if names := rt.Names(v); names != nil {
		printNamedVector(w, v, names, quote)
		return
	}
	elems, _ := formatElements(v, quote)
	ew := 0
	for _, e := range elems {
		if k := displayWidth(e); k > ew {
			ew = k
		}
	}
	labw := len(fmt.Sprintf("[%d]", n))
	perLine := (printWidth - labw) / (ew + 1)
	if perLine < 1 {
		perLine = 1
	}
	var b strings.Builder
	for i := 0; i < n; i += perLine {
		b.WriteString(pad(fmt.Sprintf("[%d]", i+1), labw, true))
		for j := i; j < i+perLine && j < n; j++ {
			b.WriteByte(' ')
			b.WriteString(elems[j])
		}
		b.WriteByte('\n')
	}
	io.WriteString(w, b.String())
}

// printNamedVector prints a named vector as R does: names above values,
// in right-aligned columns of a common width.
func printNamedVector(w io.Writer, v rt.Vector, names *rt.Character, quote bool) {
	elems, right := formatElements(v, quote)
	if !right {
		// Named vectors right-justify every column, strings included.
		for i := range elems {
			elems[i] = strings.TrimRight(elems[i], " ")
		}
	}
	labels := make([]string, len(names.V))
	for i, s := range names.V {
		if rt.IsNAString(s) {
			labels[i] = "<NA>"
		} else {
			labels[i] = s
		}
	}
	cw := 0
	for i := range elems {
		if k := displayWidth(elems[i]); k > cw {
			cw = k
		}
		if k := displayWidth(labels[i]); k > cw {
			cw = k
		}
	}
	perLine := printWidth / (cw + 1)
	if perLine < 1 {
		perLine = 1
	}
	var b strings.Builder
	for i := 0; i < len(elems); i += perLine {
		end := min(i+perLine, len(elems))
		for j := i; j < end; j++ {
			b.WriteString(pad(labels[j], cw, true))
			if j < end-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteString(" \n")
		for j := i; j < end; j++ {
			b.WriteString(pad(elems[j], cw, true))
			if j < end-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteString(" \n")
	}
	io.WriteString(w, b.String())
}

// printValue is print.default for the value kinds gorir prints so far:
// the value, then its attributes.
func printValue(in *vm.Interp, w io.Writer, v rt.Value, prefix string, quote bool) error {
	if err := printBody(in, w, v, prefix, quote); err != nil {
		return err
	}
	if av, ok := v.(rt.Attributed); ok {
		return printAttributes(in, w, av, "", quote)
	}
	return nil
}

// printBody prints a value without the attributes print.default lists
// after it.
func printBody(in *vm.Interp, w io.Writer, v rt.Value, prefix string, quote bool) error {
	switch x := v.(type) {
	case *rt.Null:
		io.WriteString(w, "NULL\n")
	case *rt.List:
		if x.Expr {
			io.WriteString(w, strings.Join(syntax.Deparse(x, syntax.DeparseOptions{}), "\n")+"\n")
			return nil
		}
		return printList(in, w, x, prefix, quote)
	case *rt.Closure:
		for _, l := range syntax.Deparse(x, syntax.DeparseOptions{}) {
			io.WriteString(w, l+"\n")
		}
		if x.Env != in.Global && x.Env != in.Base {
			fmt.Fprintf(w, "<environment: %s>\n", envLabel(in, x.Env))
		}
	case *rt.Builtin:
		fmt.Fprintf(w, "function (...) .Primitive(\"%s\")\n", x.Name)
	case *rt.Env:
		fmt.Fprintf(w, "<environment: %s>\n", envLabel(in, x))
	case *rt.Symbol, *rt.Lang:
		for _, l := range syntax.Deparse(x, syntax.DeparseOptions{Backtick: syntax.BacktickOn}) {
			io.WriteString(w, l+"\n")
		}
	case rt.Vector:
		// After the cases above: environments, calls and pairlists have
		// lengths too, but are not vectors to print.
		if done, err := printArray(in, w, x, quote); done || err != nil {
			return err
		}
		printVector(w, x, quote)
	default:
		fmt.Fprintf(w, "<%s>\n", v.Type())
	}
	return nil
}

// printAttributes prints the attributes print.default shows after a
// value (everything but names), each under an attr(,"name") tag; the
// tags of attributes of attributes nest.
func printAttributes(in *vm.Interp, w io.Writer, v rt.Attributed, prefix string, quote bool) error {
	a := v.Attrs()
	for i := 0; i < a.Len(); i++ {
		at := a.At(i)
		if at.Name == rt.NamesSym {
			continue
		}
		tag := prefix + fmt.Sprintf("attr(,\"%s\")", at.Name.Name)
		io.WriteString(w, tag+"\n")
		if err := printBody(in, w, at.Val, tag, quote); err != nil {
			return err
		}
		if av, ok := at.Val.(rt.Attributed); ok {
			if err := printAttributes(in, w, av, tag, quote); err != nil {
				return err
			}
		}
	}
	return nil
}

func printList(in *vm.Interp, w io.Writer, l *rt.List, prefix string, quote bool) error {
	if len(l.V) == 0 {
		if rt.Names(l) != nil {
			io.WriteString(w, "named list()\n")
		} else {
			io.WriteString(w, "list()\n")
		}
		return nil
	}
	names := rt.Names(l)
	for i, e := range l.V {
		var tag string
		if names != nil && names.V[i] != "" && !rt.IsNAString(names.V[i]) {
			n := names.V[i]
			if !syntax.IsSyntacticName(n) {
				n = "`" + n + "`"
			}
			tag = prefix + "$" + n
		} else {
			tag = fmt.Sprintf("%s[[%d]]", prefix, i+1)
		}
		io.WriteString(w, tag+"\n")
		if isObject(e) {
			// Classed elements are printed by their print method.
			if err := callPrint(in, e); err != nil {
				return err
			}
		} else if err := printValue(in, w, e, tag, quote); err != nil {
			return err
		}
		io.WriteString(w, "\n")
	}
	return nil
}

// callPrint calls the print generic on v, as R does for the classed
// elements of a list.
func callPrint(in *vm.Interp, v rt.Value) error {
	fn := in.Base.Get(rt.Intern("print"))
	switch fn.(type) {
	case *rt.Closure, *rt.Builtin:
	default:
		return printValue(in, in.Stdout, v, "", true)
	}
	vis := in.Visible
	xs := rt.Intern("x")
	_, err := in.CallValue(fn, []rt.Arg{{Val: &rt.Promise{Expr: xs, Val: v}}}, rt.NewCall(rt.Intern("print"), xs), in.Global)
	in.Visible = vis
	return err
}

func envLabel(in *vm.Interp, e *rt.Env) string {
	switch e {
	case in.Global:
		return "R_GlobalEnv"
	case in.Base:
		return "base"
	case in.Empty:
		return "R_EmptyEnv"
	}
	if e.Name != "" {
		return e.Name
	}
	return fmt.Sprintf("%p", e)
}

// printBuiltins holds print.default (print itself is an R closure that
// dispatches, in R/s3.R).
var printBuiltins = []*vm.BuiltinDef{
	{Name: "print.default", Formals: []string{"x", "digits", "quote", "na.print", "print.gap", "right", "max", "width", "useSource", "..."}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		if x == nil {
			return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
		}
		quote := true
		if q := c.Arg(2); q != nil {
			switch t := rt.AsLogical(q); t {
			case rt.NALgl:
				return nil, in.Errorf(nil, "invalid 'quote' argument")
			default:
				quote = t == rt.True
			}
		}
		return x, printValue(in, in.Stdout, x, "", quote)
	}},
}
