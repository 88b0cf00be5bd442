package base

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// sprintf: C's conversions, vectorised over the format and every argument
// with recycling, as R's sprintf.

// fmtSpec is one piece of a sprintf format: literal text or one
// conversion.
type fmtSpec struct {
	lit      string // literal text (when conv == 0)
	text     string // the conversion as written, for messages
	conv     byte
	flags    string
	width    string // digits, "*" or "*n$"
	prec     string // "", ".digits" or ".*"
	argIndex int    // 1-based %n$, 0 for the next argument
}

// parseFormat splits a format into literal pieces and conversions.
func parseFormat(f string) ([]fmtSpec, error) {
	var out []fmtSpec
	var lit strings.Builder
	i := 0
	for i < len(f) {
		if f[i] != '%' {
			lit.WriteByte(f[i])
			i++
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			lit.WriteByte('%')
			i += 2
			continue
		}
		if lit.Len() > 0 {
			out = append(out, fmtSpec{lit: lit.String()})
			lit.Reset()
		}
		j := i + 1
		sp := fmtSpec{}
		k := j
		for k < len(f) && f[k] >= '0' && f[k] <= '9' {
			k++
		}
		if k < len(f) && f[k] == '$' && k > j {
			sp.argIndex, _ = strconv.Atoi(f[j:k])
			if sp.argIndex == 0 {
				sp.argIndex = -1
			}
			j = k + 1
		}
		for j < len(f) && strings.IndexByte("-+ 0#", f[j]) >= 0 {
			sp.flags += string(f[j])
			j++
		}
		ws := j
		if j < len(f) && f[j] == '*' {
			j++
			k := j
			for k < len(f) && f[k] >= '0' && f[k] <= '9' {
				k++
			}
			if k < len(f) && f[k] == '$' && k > j {
				j = k + 1
			}
		} else {
			for j < len(f) && f[j] >= '0' && f[j] <= '9' {
				j++
			}
		}
		sp.width = f[ws:j]
		if j < len(f) && f[j] == '.' {
			ps := j
			j++
			if j < len(f) && f[j] == '*' {
				j++
			} else {
				for j < len(f) && f[j] >= '0' && f[j] <= '9' {
					j++
				}
			}
			sp.prec = f[ps:j]
		}
		for j < len(f) && (f[j] == 'l' || f[j] == 'h' || f[j] == 'L' || f[j] == 'q') {
			j++
		}
		if j >= len(f) || strings.IndexByte("dioxXfeEgGsaA", f[j]) < 0 {
			end := j + 1
			if j >= len(f) {
				end = len(f)
			} else {
				_, w := utf8.DecodeRuneInString(f[j:])
				end = j + w
			}
			return nil, fmt.Errorf("unrecognised format specification '%s'", f[i:end])
		}
		sp.conv = f[j]
		sp.text = f[i : j+1]
		out = append(out, sp)
		i = j + 1
	}
	if lit.Len() > 0 {
		out = append(out, fmtSpec{lit: lit.String()})
	}
	return out, nil
}

// sprintfArg is one argument of sprintf, with the conversions of it
// computed once for the whole vector.
type sprintfArg struct {
	v       rt.Value
	n       int
	strs    *rt.Character // as.character of it, on demand
	ints    *rt.Integer   // a double with whole values, as integer
	intsErr bool
}

func builtinSprintf(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	fv := c.Arg(0)
	if fv == nil {
		return nil, in.Errorf(nil, "'fmt' argument is missing")
	}
	if rt.IsNull(fv) {
		return rt.NewCharacter(0), nil
	}
	fs, ok := fv.(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "'fmt' is not a character vector")
	}
	args := make([]*sprintfArg, len(c.Dots))
	n := len(fs.V)
	for i, d := range c.Dots {
		v := d.Val
		if l, ok := v.(*rt.List); ok {
			s, err := asStrings(in, c, l)
			if err != nil {
				return nil, err
			}
			v = s
		}
		switch v.(type) {
		case *rt.Logical, *rt.Integer, *rt.Double, *rt.Character, *rt.Complex, *rt.Raw, *rt.Null:
		default:
			if _, err := asStrings(in, c, v); err != nil {
				return nil, err
			}
			return nil, in.Errorf(nil, "unsupported type")
		}
		l := rt.Length(v)
		if l == 0 {
			return rt.NewCharacter(0), nil
		}
		args[i] = &sprintfArg{v: v, n: l}
		n = max(n, l)
	}
	if len(fs.V) == 0 {
		return rt.NewCharacter(0), nil
	}
	out := rt.NewCharacter(n)
	parsed := map[string][]fmtSpec{}
	used := make([]bool, len(args))
	maxUsedFmt := ""
	for i := 0; i < n; i++ {
		f := fs.V[i%len(fs.V)]
		if rt.IsNAString(f) {
			f = "NA"
		}
		specs, ok := parsed[f]
		if !ok {
			var err error
			if specs, err = parseFormat(f); err != nil {
				return nil, in.Errorf(nil, "%s", err.Error())
			}
			parsed[f] = specs
		}
		var b strings.Builder
		next := 0
		take := func(k int, sp fmtSpec) (*sprintfArg, error) {
			if k < 0 {
				return nil, in.Errorf(nil, "invalid format '%s'; use format %%f, %%e, %%g or %%a for numeric objects", sp.text)
			}
			if k == 0 {
				next++
				k = next
				if k > len(args) {
					return nil, in.Errorf(nil, "too few arguments")
				}
			} else if k > len(args) {
				return nil, in.Errorf(nil, "reference to non-existent argument %d", k)
			}
			used[k-1] = true
			return args[k-1], nil
		}
		starInt := func(a *sprintfArg) (int, error) {
			switch a.v.(type) {
			case *rt.Integer, *rt.Double, *rt.Logical:
			default:
				return 0, in.Errorf(nil, "argument for '*' conversion specification must be a number")
			}
			e := rt.Element(a.v, i%a.n)
			return int(rt.AsInteger(e, nil)), nil
		}
		for _, sp := range specs {
			if sp.conv == 0 {
				b.WriteString(sp.lit)
				continue
			}
			flags, width, prec := sp.flags, sp.width, sp.prec
			if strings.HasPrefix(width, "*") {
				wk := 0
				if len(width) > 1 {
					wk, _ = strconv.Atoi(strings.TrimSuffix(width[1:], "$"))
				}
				wa, err := take(wk, sp)
				if err != nil {
					return nil, err
				}
				w, err := starInt(wa)
				if err != nil {
					return nil, err
				}
				if w < 0 {
					flags += "-"
					w = -w
				}
				width = strconv.Itoa(w)
			}
			if prec == ".*" {
				if strings.HasPrefix(width, "*") || strings.HasPrefix(sp.width, "*") {
					return nil, in.Errorf(nil, "at most one asterisk '*' is supported in each conversion specification")
				}
				pa, err := take(0, sp)
				if err != nil {
					return nil, err
				}
				p, err := starInt(pa)
				if err != nil {
					return nil, err
				}
				prec = "." + strconv.Itoa(p)
				if p < 0 {
					prec = ""
				}
			}
			a, err := take(sp.argIndex, sp)
			if err != nil {
				return nil, err
			}
			s, err := a.format(in, c, sp, flags, width, prec, i%a.n)
			if err != nil {
				return nil, err
			}
			b.WriteString(s)
		}
		out.V[i] = b.String()
		if len(f) > len(maxUsedFmt) || maxUsedFmt == "" {
			maxUsedFmt = f
		}
	}
	unused := 0
	for _, u := range used {
		if !u {
			unused++
		}
	}
	if unused > 0 && len(fs.V) > 0 {
		ff := fs.V[0]
		if unused == 1 {
			in.Warn(c.Call, fmt.Sprintf("one argument not used by format '%s'", ff))
		} else {
			in.Warn(c.Call, fmt.Sprintf("%d arguments not used by format '%s'", unused, ff))
		}
	}
	return out, nil
}

// format converts element i of the argument with one conversion.
func (a *sprintfArg) format(in *vm.Interp, c *vm.Call, sp fmtSpec, flags, width, prec string, i int) (string, error) {
	conv := sp.conv
	if conv == 's' {
		if a.strs == nil {
			var s *rt.Character
			var err error
			if d, ok := a.v.(*rt.Double); ok && rt.GetAttr(d, rt.ClassSym) == nil {
				// as.character: 15 significant digits
				s = rt.NewCharacter(len(d.V))
				for k, e := range d.V {
					s.V[k] = rt.AsChar(rt.DoubleScalar(e))
				}
			} else if s, err = asStrings(in, c, a.v); err != nil {
				return "", err
			}
			a.strs = s
		}
		e := a.strs.V[i]
		if rt.IsNAString(e) {
			e = "NA"
		}
		return cString(e, flags, width, prec), nil
	}
	switch x := a.v.(type) {
	case *rt.Character:
		return "", in.Errorf(nil, "invalid format '%s'; use format %%s for character objects", sp.text)
	case *rt.Logical:
		if strings.IndexByte("oxX", conv) >= 0 {
			return "", in.Errorf(nil, "invalid format '%s'; use format %%d or %%i for logical objects", sp.text)
		}
		e := x.V[i]
		if e == rt.NALgl {
			return naFormat(flags, width), nil
		}
		if strings.IndexByte("dioxX", conv) >= 0 {
			return cInt(conv, flags, width, prec, int64(e)), nil
		}
		return cFloat(conv, flags, width, prec, float64(e)), nil
	case *rt.Integer:
		if strings.IndexByte("dioxX", conv) >= 0 && strings.ContainsAny(sp.text, "lhLq") {
			return "", in.Errorf(nil, "invalid format '%s'; use format %%d, %%i, %%o, %%x or %%X for integer objects", sp.text)
		}
		e := x.V[i]
		if e == rt.NAInt {
			return naFormat(flags, width), nil
		}
		if strings.IndexByte("dioxX", conv) >= 0 {
			return cInt(conv, flags, width, prec, int64(e)), nil
		}
		return cFloat(conv, flags, width, prec, float64(e)), nil
	case *rt.Double:
		if strings.IndexByte("dioxX", conv) >= 0 {
			if a.ints == nil && !a.intsErr {
				iv := rt.NewInteger(len(x.V))
				for k, e := range x.V {
					switch {
					case e != e:
						iv.V[k] = rt.NAInt
					case e != math.Trunc(e) || e >= 1<<31 || e <= -(1<<31):
						a.intsErr = true
					default:
						iv.V[k] = int32(e)
					}
				}
				if !a.intsErr {
					a.ints = iv
				}
			}
			if a.intsErr {
				return "", in.Errorf(nil, "invalid format '%s'; use format %%f, %%e, %%g or %%a for numeric objects", sp.text)
			}
			e := a.ints.V[i]
			if e == rt.NAInt {
				return naFormat(flags, width), nil
			}
			return cInt(conv, flags, width, prec, int64(e)), nil
		}
		e := x.V[i]
		switch {
		case rt.IsNA(e):
			return naFormat(flags, width), nil
		case e != e:
			return cString("NaN", strings.ReplaceAll(flags, "0", ""), width, ""), nil
		case math.IsInf(e, 0):
			s := "Inf"
			if e < 0 {
				s = "-Inf"
			} else if strings.Contains(flags, "+") {
				s = "+Inf"
			} else if strings.Contains(flags, " ") {
				s = " Inf"
			}
			return cString(s, strings.ReplaceAll(flags, "0", ""), width, ""), nil
		}
		return cFloat(conv, flags, width, prec, e), nil
	case *rt.Complex:
		if strings.IndexByte("dioxX", conv) < 0 {
			z := x.V[i]
			if imag(z) != 0 {
				in.Warn(c.Call, "imaginary parts discarded in coercion")
			}
			return cFloat(conv, flags, width, prec, real(z)), nil
		}
	}
	return "", in.Errorf(nil, "unsupported type")
}

// cString is C's %s: width and precision count bytes.
func cString(s, flags, width, prec string) string {
	if prec != "" {
		p, _ := strconv.Atoi(prec[1:])
		if p < len(s) {
			s = s[:p]
		}
	}
	return cPad(s, flags, width)
}

// cPad pads s with spaces to width bytes, on the right with the - flag.
func cPad(s, flags, width string) string {
	w, _ := strconv.Atoi(width)
	if len(s) >= w {
		return s
	}
	fill := strings.Repeat(" ", w-len(s))
	if strings.Contains(flags, "-") {
		return s + fill
	}
	return fill + s
}

// naFormat is how R shows NA in a numeric conversion: "NA" in the field
// width.
func naFormat(flags, width string) string {
	return cPad("NA", flags, width)
}

// cInt formats an integer as C's %d %i %o %x %X.
func cInt(conv byte, flags, width, prec string, e int64) string {
	switch conv {
	case 'i':
		conv = 'd'
	case 'o', 'x', 'X':
		e = int64(uint32(int32(e)))
		flags = strings.NewReplacer("+", "", " ", "").Replace(flags)
	}
	return fmt.Sprintf("%"+flags+width+prec+string(conv), e)
}

// cFloat formats a finite double as C's %f %e %E %g %G %a %A.
func cFloat(conv byte, flags, width, prec string, e float64) string {
	if conv == 'a' || conv == 'A' {
		p := -1
		if prec != "" {
			p, _ = strconv.Atoi(prec[1:])
		}
		s := strconv.FormatFloat(math.Abs(e), 'x', p, 64)
		// C writes the exponent without leading zeros.
		if k := strings.LastIndexAny(s, "+-"); k >= 0 {
			exp := strings.TrimLeft(s[k+1:], "0")
			if exp == "" {
				exp = "0"
			}
			s = s[:k+1] + exp
		}
		sign := ""
		switch {
		case math.Signbit(e):
			sign = "-"
		case strings.Contains(flags, "+"):
			sign = "+"
		case strings.Contains(flags, " "):
			sign = " "
		}
		w, _ := strconv.Atoi(width)
		if strings.Contains(flags, "0") && !strings.Contains(flags, "-") && len(sign)+len(s) < w {
			s = s[:2] + strings.Repeat("0", w-len(sign)-len(s)) + s[2:]
		}
		s = sign + s
		if conv == 'A' {
			s = strings.ToUpper(s)
		}
		return cPad(s, flags, width)
	}
	if prec == "" && (conv == 'g' || conv == 'G') {
		prec = ".6"
	}
	return fmt.Sprintf("%"+flags+width+prec+string(conv), e)
}
