package rt

import (
	"math"
	"strings"
	"testing"
)

type formatRealCase struct {
	xs     []float64
	digits int
	scipen int
	want   []string
}

type doubleToStringCase struct {
	x        float64
	want     string // as.character(x)
	digits17 string // deparse(x, control = "digits17")
}

type nsmallCase struct {
	xs     []float64
	nsmall int
	want   []string
}

type randomDoubleCase struct {
	x       float64
	deparse string // deparse(x)
	asChar  string // as.character(x)
	print   string // format(x, digits = 7)
}

func TestFormatRandomDoubles(t *testing.T) {
	for _, c := range randomDoubleCases {
		if got := DoubleToStringDigits(c.x, 15, 0); got != c.deparse {
			t.Errorf("deparse(%v): got %q, want %q", c.x, got, c.deparse)
		}
		if got := DoubleToString(c.x); got != c.asChar {
			t.Errorf("as.character(%v): got %q, want %q", c.x, got, c.asChar)
		}
		if got := DoubleToStringDigits(c.x, 7, 0); got != c.print {
			t.Errorf("format(%v): got %q, want %q", c.x, got, c.print)
		}
	}
}

type complexCase struct {
	zs     []complex128
	format []string // format(zs)
	str    []string // as.character(zs)
}

func TestFormatReal(t *testing.T) {
	for _, c := range formatRealCases {
		got := FormatRealElements(c.xs, c.digits, c.scipen)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("format(%v, digits=%d, scipen=%d) = %q, want %q", c.xs, c.digits, c.scipen, got, c.want)
		}
	}
}

func TestFormatDoubleToString(t *testing.T) {
	for _, c := range doubleToStringCases {
		if got := DoubleToString(c.x); got != c.want {
			t.Errorf("DoubleToString(%v) = %q, want %q", c.x, got, c.want)
		}
		if got := FormatG(c.x, 17); got != c.digits17 {
			t.Errorf("FormatG(%v, 17) = %q, want %q", c.x, got, c.digits17)
		}
	}
}

func TestFormatNsmall(t *testing.T) {
	for _, c := range nsmallCases {
		f := FormatReal(c.xs, 7, 0).WithNsmall(c.nsmall)
		var got []string
		for _, x := range c.xs {
			got = append(got, f.Format(x))
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("format(%v, nsmall=%d) = %q, want %q", c.xs, c.nsmall, got, c.want)
		}
	}
}

func TestFormatComplex(t *testing.T) {
	for _, c := range complexCases {
		f := FormatComplex(c.zs, 7, 0)
		var got, str []string
		for _, z := range c.zs {
			got = append(got, f.Format(z))
			str = append(str, ComplexToString(z))
		}
		if strings.Join(got, "|") != strings.Join(c.format, "|") {
			t.Errorf("format(%v) = %q, want %q", c.zs, got, c.format)
		}
		if strings.Join(str, "|") != strings.Join(c.str, "|") {
			t.Errorf("as.character(%v) = %q, want %q", c.zs, str, c.str)
		}
	}
}

func TestFormatDoubleToHex(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{
		{1, "0x1p+0"}, {2, "0x1p+1"}, {1.5, "0x1.8p+0"}, {1.0 / 3, "0x1.5555555555555p-2"},
		{0.1, "0x1.999999999999ap-4"}, {1e-20, "0x1.79ca10c924223p-67"}, {0, "0x0p+0"},
		{-0.5, "-0x1p-1"}, {math.Inf(1), "Inf"}, {NAReal, "NA"},
	} {
		if got := DoubleToHex(c.x); got != c.want {
			t.Errorf("DoubleToHex(%v) = %q, want %q", c.x, got, c.want)
		}
	}
}
