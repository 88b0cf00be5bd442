package base

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// formatC: C-style formatting of numbers and strings.

func init() { extraTables = append(extraTables, formatCBuiltins) }

var formatCBuiltins = []*vm.BuiltinDef{
	{Name: "formatC", Formals: []string{"x", "width", "digits", "format", "flag", "mode", "big.mark", "big.interval", "small.mark", "small.interval", "decimal.mark", "preserve.width", "zero.print", "replace.zero", "drop0trailing"}, Frame: true, Fn: builtinFormatC},
}

// formatCDefaultDigits is the precision formatC uses for doubles when
// digits is NULL.
const formatCDefaultDigits = 4

func builtinFormatC(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	x := c.Arg(0)
	if x == nil {
		return nil, in.Errorf(nil, "argument \"x\" is missing, with no default")
	}
	switch x.(type) {
	case *rt.Double, *rt.Integer, *rt.Character, *rt.Null:
	case *rt.Logical:
		return nil, in.Errorf(nil, "unsupported type ")
	case *rt.List:
		return nil, in.Errorf(nil, "default method not implemented for type 'list'")
	default:
		return nil, in.Errorf(nil, "unsupported type ")
	}
	width, ok := intArg(c.Arg(1), 0)
	if !ok {
		return nil, in.Errorf(nil, "invalid '%s' argument", "width")
	}
	digits := -1
	if d := c.Arg(2); d != nil && d != rt.Nil {
		if digits, ok = intArg(d, -1); !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "digits")
		}
	}
	format := stringArg(c.Arg(3), "")
	flag := stringArg(c.Arg(4), "")
	mode := stringArg(c.Arg(5), "")
	if mode == "" {
		switch x.(type) {
		case *rt.Double:
			mode = "double"
		case *rt.Integer:
			mode = "integer"
		case *rt.Character:
			mode = "character"
		}
	}
	if mode == "real" {
		mode = "double"
	}
	if format == "" {
		switch mode {
		case "double":
			format = "g"
		case "integer":
			format = "d"
		default:
			format = "s"
		}
	}
	n := 0
	if v, isVec := x.(rt.Vector); isVec {
		n = v.Len()
	}
	if n == 0 {
		return rt.NewCharacter(0), nil
	}
	marks := markSpec{
		big:           stringArg(c.Arg(6), ""),
		bigInterval:   3,
		small:         stringArg(c.Arg(8), ""),
		smallInterval: 5,
		decimal:       stringArg(c.Arg(10), "."),
		preserve:      "individual",
	}
	if k, ok := intArg(c.Arg(7), 3); ok {
		marks.bigInterval = k
	}
	if k, ok := intArg(c.Arg(9), 5); ok {
		marks.smallInterval = k
	}
	if p := stringArg(c.Arg(11), "individual"); p != "" {
		marks.preserve = p
	}
	if zp := c.Arg(12); zp != nil && zp != rt.Nil {
		marks.zeroPrint, marks.zeroSet = zeroPrintArg(zp)
	}
	marks.drop0, _ = optLogical(c.Arg(14), false)

	var out []string
	if mode == "character" || format == "s" {
		if mode != "character" {
			in.Warn(c.Call, "coercing argument to \"character\" for format=\"s\"")
		}
		cv, err := rt.CoerceVector(x, rt.CharacterType, nil)
		if err != nil {
			return nil, err
		}
		strs := cv.(*rt.Character).V
		w := width
		left := strings.Contains(flag, "-") || w < 0
		if w < 0 {
			w = -w
		}
		if w == 0 {
			for _, s := range strs {
				w = max(w, displayWidth(naString(s)))
			}
		}
		out = make([]string, len(strs))
		for i, s := range strs {
			out[i] = pad(naString(s), w, !left)
		}
	} else {
		switch format {
		case "d", "f", "e", "E", "g", "G", "fg":
		default:
			return nil, in.Errorf(nil, "'format' must be one of {\"f\",\"e\",\"E\",\"g\",\"G\", \"fg\", \"s\"}")
		}
		xs := make([]float64, n)
		isNA := make([]bool, n)
		switch v := x.(type) {
		case *rt.Double:
			copy(xs, v.V)
			for i, d := range v.V {
				isNA[i] = rt.IsNA(d)
			}
		case *rt.Integer:
			for i, k := range v.V {
				if k == rt.NAInt {
					isNA[i] = true
					xs[i] = math.NaN()
				} else {
					xs[i] = float64(k)
				}
			}
		}
		if format == "d" || mode == "integer" {
			// Doubles become integers (truncated) for "d".
			for i := range xs {
				xs[i] = math.Trunc(xs[i])
			}
			format = "d"
		}
		out = make([]string, n)
		var odd []int
		for i, d := range xs {
			if isNA[i] || math.IsNaN(d) || math.IsInf(d, 0) {
				odd = append(odd, i)
				continue
			}
			s := cFormat(d, width, digits, format, flag)
			if marks.active() {
				s = marks.apply(nil, []string{s})[0]
			}
			out[i] = s
		}
		// The non-finite values share a width of their own.
		ow := 0
		for _, i := range odd {
			out[i] = nonFiniteText(xs[i], isNA[i])
			ow = max(ow, len(out[i]))
		}
		aw := width
		left := strings.Contains(flag, "-") || aw < 0
		if aw < 0 {
			aw = -aw
		}
		for _, i := range odd {
			out[i] = pad(pad(out[i], ow, true), aw, !left)
		}
	}
	res := rt.CharacterOf(out...)
	copyMostAttrib(x, res)
	return res, nil
}

func nonFiniteText(d float64, na bool) string {
	switch {
	case na:
		return "NA"
	case math.IsNaN(d):
		return "NaN"
	case d > 0:
		return "Inf"
	}
	return "-Inf"
}

// cFormat writes d as C's sprintf does with the format "%<flag><width>.
// <digits><format>" ("fg" is fixed notation with digits significant
// digits).
func cFormat(d float64, width, digits int, format, flag string) string {
	left := strings.Contains(flag, "-") || width < 0
	if width < 0 {
		width = -width
	}
	var b strings.Builder
	b.WriteByte('%')
	for _, f := range "-+ #0" {
		if strings.ContainsRune(flag, f) && !(f == '-' && !left) {
			b.WriteRune(f)
		}
	}
	if left && !strings.Contains(flag, "-") {
		b.WriteByte('-')
	}
	if width > 0 {
		b.WriteString(strconv.Itoa(width))
	}
	if format == "d" {
		b.WriteString(".0f")
		return fmt.Sprintf(b.String(), d)
	}
	if digits < 0 {
		digits = formatCDefaultDigits
	}
	if format == "fg" {
		return fixedSignificant(d, width, digits, flag, left)
	}
	b.WriteString("." + strconv.Itoa(digits) + format)
	s := fmt.Sprintf(b.String(), d)
	if (format == "g" || format == "G") && digits == 0 {
		// C treats a precision of 0 as 1 for %g.
		s = fmt.Sprintf(strings.Replace(b.String(), ".0"+format, ".1"+format, 1), d)
	}
	return s
}

// fixedSignificant is formatC's "fg" format: digits significant digits
// in fixed notation, trailing zeros dropped unless flag has "#".
func fixedSignificant(d float64, width, digits int, flag string, left bool) string {
	if digits < 1 {
		digits = 1
	}
	dec := 0
	if d != 0 {
		e := int(math.Floor(math.Log10(math.Abs(d))))
		// The exponent after rounding to digits significant digits.
		r, _ := strconv.ParseFloat(strconv.FormatFloat(d, 'e', digits-1, 64), 64)
		if r != 0 {
			e = int(math.Floor(math.Log10(math.Abs(r))))
		}
		dec = max(digits-1-e, 0)
	}
	s := strconv.FormatFloat(d, 'f', dec, 64)
	if !strings.Contains(flag, "#") && strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if strings.Contains(flag, "+") && d >= 0 {
		s = "+" + s
	} else if strings.Contains(flag, " ") && d >= 0 {
		s = " " + s
	}
	if strings.Contains(flag, "0") && !left && len(s) < width {
		sign := ""
		if s[0] == '-' || s[0] == '+' || s[0] == ' ' {
			sign, s = s[:1], s[1:]
		}
		s = sign + strings.Repeat("0", width-len(s)-len(sign)) + s
	}
	return pad(s, width, !left)
}
