package syntax

import (
	"strings"
	"testing"

	"gorir/internal/rt"
)

// deparseCase is one expectation from GNU R: src is the R expression that
// built the value in R, val the same value built in Go.
type deparseCase struct {
	src  string
	val  rt.Value
	opts DeparseOptions
	want []string
}

// Helpers that build values for the generated cases.

func dpSym(name string) *rt.Symbol { return rt.Intern(name) }

// dpTagged is an argument with a tag.
type dpTagged struct {
	tag string
	val rt.Value
}

func dpT(tag string, v rt.Value) dpTagged { return dpTagged{tag, v} }

func dpArgs(args []any) []rt.Arg {
	out := make([]rt.Arg, len(args))
	for i, a := range args {
		switch a := a.(type) {
		case dpTagged:
			out[i] = rt.Arg{Tag: rt.Intern(a.tag), Val: a.val}
		case rt.Value:
			out[i] = rt.Arg{Val: a}
		default:
			panic("dpArgs: bad argument")
		}
	}
	return out
}

func dpCall(fn rt.Value, args ...any) *rt.Lang { return &rt.Lang{Fn: fn, Args: dpArgs(args)} }

func dpPlist(args ...any) *rt.PairList { return &rt.PairList{Items: dpArgs(args)} }

func dpClosure(formals *rt.PairList, body rt.Value) *rt.Closure {
	return &rt.Closure{Formals: formals, Body: body, Env: rt.NewEnv(nil)}
}

// dpAttr sets attributes given as name, value pairs.
func dpAttr(v rt.Value, kv ...any) rt.Value {
	a := v.(rt.Attributed)
	for i := 0; i < len(kv); i += 2 {
		rt.SetAttr(a, rt.Intern(kv[i].(string)), kv[i+1].(rt.Value))
	}
	return v
}

func TestDeparseCases(t *testing.T) {
	if len(deparseCases) < 200 {
		t.Fatalf("only %d cases", len(deparseCases))
	}
	fails := 0
	for _, c := range deparseCases {
		got := Deparse(c.val, c.opts)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			fails++
			t.Errorf("%s (opts %+v):\n got %q\nwant %q", c.src, c.opts, got, c.want)
		}
	}
	if fails > 0 {
		t.Logf("%d of %d cases fail", fails, len(deparseCases))
	}
}

func TestDeparseUseSource(t *testing.T) {
	src := "f <- function(x,\ty = \"\u00e9\")   {\n  x +  1 # c\n}\ng <- function(a) { b }\n"
	exprs, err := ParseAll("test.R", []byte(src), Options{KeepSource: true})
	if err != nil {
		t.Fatal(err)
	}
	closureOf := func(e rt.Value) *rt.Closure {
		fn := e.(*rt.Lang).Args[1].Val.(*rt.Lang)
		c := &rt.Closure{Body: fn.Args[1].Val, Env: rt.NewEnv(nil)}
		if pl, ok := fn.Args[0].Val.(*rt.PairList); ok {
			c.Formals = pl
		}
		rt.SetAttr(c, rt.SrcRefSym, fn.Args[2].Val)
		return c
	}
	f, g := closureOf(exprs[0]), closureOf(exprs[1])
	for _, c := range []struct {
		v    rt.Value
		opts DeparseOptions
		want []string
	}{
		// print(f) and deparse(f, control = "useSource") in GNU R.
		{f, DeparseOptions{Control: PrintDeparse, Backtick: BacktickOn}, []string{"function(x,\ty = \"\u00e9\")   {", "  x +  1 # c", "}"}},
		{f, DeparseOptions{Control: UseSource}, []string{"function(x,\ty = \"\u00e9\")   {", "  x +  1 # c", "}"}},
		// deparse(f): the default control does not use the source.
		{f, DeparseOptions{}, []string{"function (x, y = \"\u00e9\") ", "{", "    x + 1", "}"}},
		// dput(list(g), control = "useSource")
		{rt.ListOf(g), DeparseOptions{Control: UseSource}, []string{"list(function(a) { b })"}},
	} {
		if got := Deparse(c.v, c.opts); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

func TestDeparseOptionsMisc(t *testing.T) {
	long := rt.NewDouble(100)
	for i := range long.V {
		long.V[i] = float64(i + 1)
	}
	if got := Deparse(long, DeparseOptions{MaxLines: 2}); len(got) != 2 || got[1] != "18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, " {
		t.Errorf("MaxLines: got %q", got)
	}
	// An out-of-range width.cutoff means 60, as in R (with a warning).
	if got, want := Deparse(long, DeparseOptions{WidthCutoff: 10}), Deparse(long, DeparseOptions{}); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("cutoff 10: got %q", got)
	}
	// print() does not show attributes of constants in code.
	x := dpAttr(rt.DoubleScalar(1), "class", rt.StringScalar("foo"))
	call := dpCall(dpSym("f"), x)
	if got := DeparseOne(call, DeparseOptions{Control: PrintDeparse}); got != "f(1)" {
		t.Errorf("PrintDeparse: got %q", got)
	}
	if got := DeparseOne(call, DeparseOptions{}); got != `f(structure(1, class = "foo"))` {
		t.Errorf("default: got %q", got)
	}
	// dput() and print() quote a bare symbol.
	if got := DeparseOne(dpSym("a b"), DeparseOptions{Backtick: BacktickOn}); got != "`a b`" {
		t.Errorf("backtick: got %q", got)
	}
	if got := DeparseOne(nil, DeparseOptions{}); got != "NULL" {
		t.Errorf("nil: got %q", got)
	}
}

func TestDeparseNames(t *testing.T) {
	for _, c := range []struct {
		name   string
		syntax bool
		quoted string
	}{
		{"x", true, "x"}, {"x.y_z1", true, "x.y_z1"}, {".x", true, ".x"}, {"...", true, "..."},
		{"..1", true, "..1"}, {"..", true, ".."}, {".", true, "."}, {"\u00e9t\u00e9", true, "\u00e9t\u00e9"},
		{"_x", false, "`_x`"}, {"1x", false, "`1x`"}, {".1x", false, "`.1x`"}, {"a b", false, "`a b`"},
		{"if", false, "`if`"}, {"TRUE", false, "`TRUE`"}, {"Inf", false, "`Inf`"}, {"NA_real_", false, "`NA_real_`"},
		{"in", false, "`in`"}, {"a`b", false, "`a\\`b`"}, {"a\\b", false, "`a\\\\b`"}, {"a\nb", false, "`a\\nb`"},
		{"+", false, "`+`"}, {"%in%", false, "`%in%`"}, {"", false, ""},
	} {
		if got := IsSyntacticName(c.name); got != c.syntax {
			t.Errorf("IsSyntacticName(%q) = %v", c.name, got)
		}
		if got := QuoteName(c.name); got != c.quoted {
			t.Errorf("QuoteName(%q) = %q, want %q", c.name, got, c.quoted)
		}
	}
	if got := EncodeString("it's \"q\"\x01\x7f", '\''); got != `'it\'s "q"\001\177'` {
		t.Errorf("EncodeString: %q", got)
	}
}
