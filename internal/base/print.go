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

// printValue is print.default for the value kinds gorir prints so far.
func printValue(in *vm.Interp, w io.Writer, v rt.Value, prefix string, quote bool) error {
	switch x := v.(type) {
	case *rt.Null:
		io.WriteString(w, "NULL\n")
	case *rt.List:
		if x.Expr {
			io.WriteString(w, strings.Join(syntax.Deparse(x, syntax.DeparseOptions{}), "\n")+"\n")
			return nil
		}
		return printList(in, w, x, prefix, quote)
	case rt.Vector:
		printVector(w, x, quote)
		printAttributes(in, w, x)
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
		for _, l := range syntax.Deparse(x, syntax.DeparseOptions{}) {
			io.WriteString(w, l+"\n")
		}
	default:
		fmt.Fprintf(w, "<%s>\n", v.Type())
	}
	return nil
}

// printAttributes prints the attributes print.default shows after a
// vector (everything but names).
func printAttributes(in *vm.Interp, w io.Writer, v rt.Attributed) {
	a := v.Attrs()
	for i := 0; i < a.Len(); i++ {
		at := a.At(i)
		if at.Name == rt.NamesSym {
			continue
		}
		fmt.Fprintf(w, "attr(,\"%s\")\n", at.Name.Name)
		printValue(in, w, at.Val, "", true)
	}
}

func printList(in *vm.Interp, w io.Writer, l *rt.List, prefix string, quote bool) error {
	if len(l.V) == 0 {
		if prefix == "" {
			io.WriteString(w, "list()\n")
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
		if err := printValue(in, w, e, tag, quote); err != nil {
			return err
		}
		io.WriteString(w, "\n")
	}
	return nil
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

// printBuiltins holds print and its helpers.
var printBuiltins = []*vm.BuiltinDef{
	{Name: "print", Formals: []string{"x", "..."}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		x := c.Arg(0)
		if x == nil {
			return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
		}
		return x, printValue(in, in.Stdout, x, "", true)
	}},
}
