package base

import (
	"strings"
	"testing"

	"gorir/internal/rt"
)

func TestSyntacticName(t *testing.T) {
	for in, want := range map[string]string{
		"a": "a", "a b": "a.b", "1x": "X1x", "": "X", ".5": "X.5", ".a": ".a",
		"if": "if.", "_u": "X_u", "ok_1.2": "ok_1.2",
	} {
		if got := syntacticName(in); got != want {
			t.Errorf("syntacticName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPrintArrayMatrix(t *testing.T) {
	m := rt.IntegerOf(1, 2, 3, 40)
	rt.SetAttr(m, rt.DimSym, rt.IntegerOf(2, 2))
	var b strings.Builder
	p := &printParams{digits: 7, quote: true, gap: 1, width: 80, max: 99999}
	if !printArrayOpts(&b, m, p) {
		t.Fatal("matrix not printed as an array")
	}
	want := "     [,1] [,2]\n[1,]    1    3\n[2,]    2   40\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	if printArrayOpts(&b, rt.IntegerOf(1), p) {
		t.Error("a plain vector was printed as an array")
	}
}
