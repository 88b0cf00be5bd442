package base

import (
	"io"
	"strings"
	"unicode/utf8"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// catBuiltins is cat() and the conversions it shares with stop/warning.
var catBuiltins = []*vm.BuiltinDef{
	// cat itself is an R closure (R/sys.R), so that its arguments are
	// evaluated in its frame, as tracebacks show.
	{Name: ".cat", Formals: []string{"...", "file", "sep", "fill", "labels", "append"}, Invisible: true, Internal: true, Fn: builtinCat},
}

// builtinCat is cat(..., file = "", sep = " ", fill = FALSE, labels =
// NULL, append = FALSE): each element converted on its own (numbers to
// 7 significant digits), separators recycled, lines broken at fill.
func builtinCat(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	seps := []string{" "}
	if s := c.Arg(2); s != nil {
		sc, ok := s.(*rt.Character)
		if !ok || sc.Len() == 0 {
			return nil, in.Errorf(nil, "invalid '%s' specification", "sep")
		}
		seps = make([]string, sc.Len())
		for i, e := range sc.V {
			if rt.IsNAString(e) {
				e = "NA"
			}
			seps[i] = e
		}
	}
	fill := 0
	if f := c.Arg(3); f != nil {
		switch v := f.(type) {
		case *rt.Logical:
			if v.Len() != 1 || v.V[0] == rt.NALgl {
				return nil, in.Errorf(nil, "invalid '%s' argument", "fill")
			}
			if v.V[0] == rt.True {
				fill = newPrintParams(in).width
			}
		case *rt.Integer, *rt.Double:
			k := rt.AsReal(v, nil)
			if k != k || k < 0 {
				return nil, in.Errorf(nil, "invalid '%s' argument", "fill")
			}
			fill = int(k)
		default:
			return nil, in.Errorf(nil, "invalid '%s' argument", "fill")
		}
	}
	var labels []string
	if l := c.Arg(4); l != nil && !rt.IsNull(l) {
		s, err := asStrings(in, c, l)
		if err != nil {
			return nil, err
		}
		labels = s.V
	}
	appendTo := c.Arg(5) != nil && rt.AsLogical(c.Arg(5)) == rt.True
	w, done, err := connWriter(in, c.Arg(1), appendTo)
	if err != nil {
		return nil, err
	}
	defer done()
	cw := &catWriter{w: w, seps: seps, fill: fill, labels: labels}
	for i, a := range c.Dots {
		if err = cw.arg(in, a.Val, i+1); err != nil {
			break
		}
	}
	nlsep := false
	for _, s := range seps {
		if strings.Contains(s, "\n") {
			nlsep = true
		}
	}
	if err == nil && ((fill > 0 && cw.width > 0) || nlsep) {
		io.WriteString(w, "\n")
	}
	if err != nil {
		return nil, err
	}
	return rt.Nil, nil
}

// catWriter holds cat's output state: elements written so far, the
// current line width and the line count for labels.
type catWriter struct {
	w      io.Writer
	seps   []string
	fill   int
	labels []string
	ntot   int
	width  int
	lines  int
}

func (cw *catWriter) label() {
	if len(cw.labels) == 0 {
		return
	}
	l := cw.labels[cw.lines%len(cw.labels)]
	io.WriteString(cw.w, l+" ")
	cw.width += utf8.RuneCountInString(l) + 1
}

func (cw *catWriter) elem(s string) {
	if cw.ntot == 0 {
		cw.label()
	} else {
		sep := cw.seps[(cw.ntot-1)%len(cw.seps)]
		io.WriteString(cw.w, sep)
		cw.width += utf8.RuneCountInString(sep)
	}
	n := utf8.RuneCountInString(s)
	if cw.fill > 0 && cw.ntot > 0 {
		next := cw.seps[cw.ntot%len(cw.seps)]
		if cw.width+n+utf8.RuneCountInString(next) > cw.fill {
			io.WriteString(cw.w, "\n")
			cw.width = 0
			cw.lines++
			cw.label()
		}
	}
	io.WriteString(cw.w, s)
	cw.width += n
	cw.ntot++
}

// arg writes the k-th argument of cat.
func (cw *catWriter) arg(in *vm.Interp, v rt.Value, k int) error {
	switch x := v.(type) {
	case *rt.Null:
		return nil
	case *rt.Symbol:
		cw.elem(x.Name)
		return nil
	case *rt.List:
		if len(x.V) == 0 {
			cw.elem("")
			return nil
		}
	case rt.Vector:
		if x.Len() == 0 {
			cw.elem("")
			return nil
		}
		p := newPrintParams(in)
		for _, s := range catStringsDigits(x, p.digits, p.scipen) {
			cw.elem(s)
		}
		return nil
	}
	t := v.Type().String()
	if l, ok := v.(*rt.List); ok && l.Expr {
		t = "expression"
	}
	return in.Errorf(nil, "argument %d (type '%s') cannot be handled by 'cat'", k, t)
}

// catStrings converts a value to the strings cat writes for it under the
// default options (7 significant digits).
func catStrings(v rt.Value) []string { return catStringsDigits(v, 7, 0) }

// catStringsDigits is catStrings with options(digits, scipen).
func catStringsDigits(v rt.Value, digits, scipen int) []string {
	switch x := v.(type) {
	case *rt.Null:
		return nil
	case *rt.Character:
		out := make([]string, len(x.V))
		for i, s := range x.V {
			if rt.IsNAString(s) {
				out[i] = "NA"
			} else {
				out[i] = s
			}
		}
		return out
	case *rt.Double:
		out := make([]string, len(x.V))
		for i, d := range x.V {
			out[i] = rt.DoubleToStringDigits(d, digits, scipen)
		}
		return out
	case *rt.Integer:
		out := make([]string, len(x.V))
		for i, d := range x.V {
			if d == rt.NAInt {
				out[i] = "NA"
			} else {
				out[i] = rt.IntegerToString(d)
			}
		}
		return out
	case *rt.Logical:
		out := make([]string, len(x.V))
		for i, b := range x.V {
			out[i] = logicalString(b)
		}
		return out
	case *rt.Complex:
		out := make([]string, len(x.V))
		for i, z := range x.V {
			out[i] = rt.ComplexToStringDigits(z, digits)
		}
		return out
	case *rt.Symbol:
		return []string{x.Name}
	case *rt.List:
		var out []string
		for _, e := range x.V {
			out = append(out, catStringsDigits(e, digits, scipen)...)
		}
		return out
	case rt.Vector:
		elems, _ := formatElements(x, false)
		for i := range elems {
			elems[i] = trimSpace(elems[i])
		}
		return elems
	}
	return nil
}

func trimSpace(s string) string {
	i, j := 0, len(s)
	for i < j && s[i] == ' ' {
		i++
	}
	for j > i && s[j-1] == ' ' {
		j--
	}
	return s[i:j]
}
