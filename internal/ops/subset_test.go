package ops

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"gorir/internal/rt"
)

// The case tables of subset_test.go and subassign_test.go were produced by
// running every case in GNU R 4.2.2 (R_ENABLE_JIT=0) and writing its input,
// result, error message and warnings as Go values.

// recorder is a Warner that keeps the warnings.
type recorder struct{ msgs []string }

func (r *recorder) Warn(msg string) { r.msgs = append(r.msgs, msg) }

// attrs sets attributes on v, given as name, value pairs, and returns it.
func attrs(v rt.Value, kv ...any) rt.Value {
	a := v.(rt.Attributed)
	for i := 0; i < len(kv); i += 2 {
		rt.SetAttr(a, rt.Intern(kv[i].(string)), kv[i+1].(rt.Value))
	}
	return v
}

// arg is a call or pairlist argument; "" means untagged.
func arg(tag string, v rt.Value) rt.Arg {
	a := rt.Arg{Val: v}
	if tag != "" {
		a.Tag = rt.Intern(tag)
	}
	return a
}

// lang builds the call fn(args...).
func lang(fn rt.Value, args ...rt.Arg) *rt.Lang { return &rt.Lang{Fn: fn, Args: args} }

// plist builds a pairlist.
func plist(args ...rt.Arg) *rt.PairList { return &rt.PairList{Items: args} }

// subsetCase is one extraction: x[idx] (op "["), x[[idx]] ("[[") or x$name
// ("$"), chosen by which of the fields are set.
type subsetCase struct {
	label  string
	x      rt.Value
	idx    []rt.Value
	name   string
	nodrop bool
	exact  Exact
	want   rt.Value
	err    string
	warn   []string
}

// checkResult compares an operation's outcome with R's.
func checkResult(t *testing.T, label string, got rt.Value, err error, w *recorder, want rt.Value, wantErr string, wantWarn []string) {
	t.Helper()
	if wantErr != "" {
		if err == nil {
			t.Errorf("%s: got %s, want error %q", label, show(got), wantErr)
		} else if err.Error() != wantErr {
			t.Errorf("%s: got error %q, want %q", label, err.Error(), wantErr)
		}
	} else if err != nil {
		t.Errorf("%s: unexpected error %q", label, err.Error())
	} else if !rt.Identical(got, want) {
		t.Errorf("%s:\n got %s\nwant %s", label, show(got), show(want))
	}
	if wantErr == "" && !reflect.DeepEqual(w.msgs, wantWarn) {
		t.Errorf("%s: warnings %q, want %q", label, w.msgs, wantWarn)
	}
}

// show is a rough rendering of a value for failure messages.
func show(v rt.Value) string {
	var b strings.Builder
	showTo(&b, v)
	return b.String()
}

func showTo(b *strings.Builder, v rt.Value) {
	switch x := v.(type) {
	case nil:
		b.WriteString("<nil>")
		return
	case *rt.Null:
		b.WriteString("NULL")
		return
	case *rt.Symbol:
		b.WriteString("`" + x.Name + "`")
		return
	case *rt.Lang:
		b.WriteString("call(")
		showTo(b, x.Fn)
		for _, a := range x.Args {
			b.WriteString(", ")
			if a.Tag != nil {
				b.WriteString(a.Tag.Name + "=")
			}
			showTo(b, a.Val)
		}
		b.WriteString(")")
		return
	case *rt.PairList:
		b.WriteString("pairlist(")
		for i, a := range x.Items {
			if i > 0 {
				b.WriteString(", ")
			}
			if a.Tag != nil {
				b.WriteString(a.Tag.Name + "=")
			}
			showTo(b, a.Val)
		}
		b.WriteString(")")
		return
	case *rt.Logical:
		b.WriteString("lgl" + fmt.Sprint(x.V))
	case *rt.Integer:
		b.WriteString("int" + fmt.Sprint(x.V))
	case *rt.Double:
		b.WriteString("dbl" + fmt.Sprint(x.V))
	case *rt.Complex:
		b.WriteString("cplx" + fmt.Sprint(x.V))
	case *rt.Character:
		b.WriteString("chr" + fmt.Sprintf("%q", x.V))
	case *rt.Raw:
		b.WriteString("raw" + fmt.Sprint(x.V))
	case *rt.List:
		b.WriteString(x.Type().String() + "(")
		for i, e := range x.V {
			if i > 0 {
				b.WriteString(", ")
			}
			showTo(b, e)
		}
		b.WriteString(")")
	default:
		b.WriteString("<" + v.Type().String() + ">")
		return
	}
	a := v.(rt.Attributed).Attrs()
	for i := 0; i < a.Len(); i++ {
		it := a.At(i)
		b.WriteString(" @" + it.Name.Name + "=")
		showTo(b, it.Val)
	}
}

// TestSubsetTable runs the extraction cases against R's results.
func TestSubsetTable(t *testing.T) {
	for _, c := range subsetCases {
		w := &recorder{}
		var got rt.Value
		var err error
		switch {
		case strings.Contains(c.label, "$"):
			got, err = Dollar(c.x, c.name)
		case strings.Contains(c.label, "[["):
			got, err = Subset2(c.x, c.idx, c.exact, w)
		default:
			got, err = Subset(c.x, c.idx, !c.nodrop, w)
		}
		checkResult(t, c.label, got, err, w, c.want, c.err, c.warn)
	}
}

var _ = math.Inf

var subsetCases = []subsetCase{
	{label: "x <- 1:5; x[c(-1, 1)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(-1, 1)}, err: "only 0's may be mixed with negative subscripts"},
	{label: "x <- 1:5; x[c(-1, NA)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(-1, rt.NAReal)}, err: "only 0's may be mixed with negative subscripts"},
	{label: "x <- 1:5; x[c(1, NA)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(1, rt.NAReal)}, want: rt.IntegerOf(1, rt.NAInt)},
	{label: "x <- 1:5; x[c(-1.9, 0)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(-1.8999999999999999, 0)}, want: rt.IntegerOf(2, 3, 4, 5)},
	{label: "x <- 1:5; x[c(1.9, 0.5, 6)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(1.8999999999999999, 0.5, 6)}, want: rt.IntegerOf(1, rt.NAInt)},
	{label: "x <- 1:5; x[Inf]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(math.Inf(1))}, want: rt.IntegerOf(rt.NAInt)},
	{label: "x <- 1:5; x[-Inf]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(math.Inf(-1))}, want: rt.IntegerOf(rt.NAInt)},
	{label: "x <- 1:5; x[c(TRUE, NA)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.LogicalOf(1, rt.NALgl)}, want: rt.IntegerOf(1, rt.NAInt, 3, rt.NAInt, 5)},
	{label: "x <- 1:5; x[c(TRUE,FALSE,TRUE,TRUE,FALSE,TRUE,NA)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.LogicalOf(1, 0, 1, 1, 0, 1, rt.NALgl)}, want: rt.IntegerOf(1, 3, 4, rt.NAInt, rt.NAInt)},
	{label: "x <- 1:5; x[-c(2L, 4L)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.IntegerOf(-2, -4)}, want: rt.IntegerOf(1, 3, 5)},
	{label: "x <- 1:5; x[2:4]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.IntegerOf(2, 3, 4)}, want: rt.IntegerOf(2, 3, 4)},
	{label: "x <- 1:5; x[5:1]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.IntegerOf(5, 4, 3, 2, 1)}, want: rt.IntegerOf(5, 4, 3, 2, 1)},
	{label: "x <- 1:5; x[c(2, 2, 2)]", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(2, 2, 2)}, want: rt.IntegerOf(2, 2, 2)},
	{label: "x <- c(a=1,b=2); x[c('b','z',NA,'')]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "z", rt.NAString, "")}, want: attrs(rt.DoubleOf(2, rt.NAReal, rt.NAReal, rt.NAReal), "names", rt.CharacterOf("b", rt.NAString, rt.NAString, rt.NAString))},
	{label: "x <- c(a=1,b=2); x[c(1,3)]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(1, 3)}, want: attrs(rt.DoubleOf(1, rt.NAReal), "names", rt.CharacterOf("a", rt.NAString))},
	{label: "x <- 1:2; x[c(1,3)]", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.DoubleOf(1, 3)}, want: rt.IntegerOf(1, rt.NAInt)},
	{label: "x <- 1:2; x['a']", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.CharacterOf("a")}, want: rt.IntegerOf(rt.NAInt)},
	{label: "x <- list(a=1,b=2); x[c('b','z')]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "z")}, want: attrs(rt.ListOf(rt.DoubleOf(2), rt.Nil), "names", rt.CharacterOf("b", rt.NAString))},
	{label: "x <- list(1,2); x[3]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(3)}, want: rt.ListOf(rt.Nil)},
	{label: "x <- list(1,2); x[NA]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, want: rt.ListOf(rt.Nil, rt.Nil)},
	{label: "x <- list(a=1,2); x[NA_integer_]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.IntegerOf(rt.NAInt)}, want: attrs(rt.ListOf(rt.Nil), "names", rt.CharacterOf(rt.NAString))},
	{label: "x <- structure(1:3, foo=1, class='bar'); x[]", x: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.DoubleOf(1), "class", rt.CharacterOf("bar")), idx: []rt.Value{rt.MissingArg}, want: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.DoubleOf(1))},
	{label: "x <- structure(1:3, foo=1, class='bar'); x[2]", x: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.DoubleOf(1), "class", rt.CharacterOf("bar")), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.IntegerOf(2)},
	{label: "x <- structure(1:3, tsp=c(1,3,1)); x[]", x: attrs(rt.IntegerOf(1, 2, 3), "tsp", rt.DoubleOf(1, 3, 1)), idx: []rt.Value{rt.MissingArg}, want: rt.IntegerOf(1, 2, 3)},
	{label: "x <- structure(1:3, names=c('a','b','c'), foo=1); x[2:3]", x: attrs(rt.IntegerOf(1, 2, 3), "names", rt.CharacterOf("a", "b", "c"), "foo", rt.DoubleOf(1)), idx: []rt.Value{rt.IntegerOf(2, 3)}, want: attrs(rt.IntegerOf(2, 3), "names", rt.CharacterOf("b", "c"))},
	{label: "x <- structure(1:3, class='bar', names=c('a','b','c')); x[-1]", x: attrs(rt.IntegerOf(1, 2, 3), "class", rt.CharacterOf("bar"), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(-1)}, want: attrs(rt.IntegerOf(2, 3), "names", rt.CharacterOf("b", "c"))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x[2:3]", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.IntegerOf(2, 3)}, want: attrs(rt.IntegerOf(2, 3), "dim", rt.IntegerOf(2), "dimnames", rt.ListOf(rt.CharacterOf("b", "c")))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x[2]", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.DoubleOf(2)}, want: attrs(rt.IntegerOf(2), "names", rt.CharacterOf("b"))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x[2, drop = FALSE]", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.DoubleOf(2)}, nodrop: true, want: attrs(rt.IntegerOf(2), "dim", rt.IntegerOf(1), "dimnames", rt.ListOf(rt.CharacterOf("b")))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x['c']", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.CharacterOf("c")}, want: attrs(rt.IntegerOf(3), "names", rt.CharacterOf("c"))},
	{label: "x <- array(1:3, 3); x[2:3]", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3)), idx: []rt.Value{rt.IntegerOf(2, 3)}, want: attrs(rt.IntegerOf(2, 3), "dim", rt.IntegerOf(2))},
	{label: "x <- 1:3; x[list(1)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1))}, err: "invalid subscript type 'list'"},
	{label: "x <- 1:3; x[NULL]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.Nil}, want: rt.IntegerOf()},
	{label: "x <- NULL; x[1]", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, want: rt.Nil},
	{label: "x <- NULL; x['a']", x: rt.Nil, idx: []rt.Value{rt.CharacterOf("a")}, want: rt.Nil},
	{label: "x <- 1:3; x[-(1:3)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(-1, -2, -3)}, want: rt.IntegerOf()},
	{label: "x <- c(a=1); x[-1]", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.DoubleOf(-1)}, want: attrs(rt.DoubleOf(), "names", rt.CharacterOf())},
	{label: "x <- 1:3; x[c(-1,-1,-5)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-1, -1, -5)}, want: rt.IntegerOf(2, 3)},
	{label: "x <- 1:3; x[c(TRUE, FALSE)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1, 0)}, want: rt.IntegerOf(1, 3)},
	{label: "x <- 1:3; x[logical(0)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf()}, want: rt.IntegerOf()},
	{label: "x <- c(a=1,b=2,a=3); x['a']", x: attrs(rt.DoubleOf(1, 2, 3), "names", rt.CharacterOf("a", "b", "a")), idx: []rt.Value{rt.CharacterOf("a")}, want: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a"))},
	{label: "x <- 1:3; x[3+0i]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.ComplexOf(complex(3, 0))}, err: "invalid subscript type 'complex'"},
	{label: "x <- 1:3; x[as.raw(1)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.RawOf(1)}, err: "invalid subscript type 'raw'"},
	{label: "x <- 1:3; x[factor('b', levels=c('a','b'))]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{attrs(rt.IntegerOf(2), "levels", rt.CharacterOf("a", "b"), "class", rt.CharacterOf("factor"))}, want: rt.IntegerOf(2)},
	{label: "x <- letters[1:3]; x[c(-1, 0, -2)]", x: rt.CharacterOf("a", "b", "c"), idx: []rt.Value{rt.DoubleOf(-1, 0, -2)}, want: rt.CharacterOf("c")},
	{label: "x <- 1:3; x[c(0,0)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(0, 0)}, want: rt.IntegerOf()},
	{label: "x <- 1:3; x[NA]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, want: rt.IntegerOf(rt.NAInt, rt.NAInt, rt.NAInt)},
	{label: "x <- 1:3; x[NA_real_]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(rt.NAReal)}, want: rt.IntegerOf(rt.NAInt)},
	{label: "x <- 1:3; x[c(NA,NA,NA,NA)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(rt.NALgl, rt.NALgl, rt.NALgl, rt.NALgl)}, want: rt.IntegerOf(rt.NAInt, rt.NAInt, rt.NAInt, rt.NAInt)},
	{label: "x <- 1:3; x[4e10]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(40000000000)}, want: rt.IntegerOf(rt.NAInt)},
	{label: "x <- 1:3; x[-4e10]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-40000000000)}, want: rt.IntegerOf(1, 2, 3)},
	{label: "x <- c(a=1,b=2); x[c(NA, 1)]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(rt.NAReal, 1)}, want: attrs(rt.DoubleOf(rt.NAReal, 1), "names", rt.CharacterOf(rt.NAString, "a"))},
	{label: "x <- c(a=1); x[c(1, 1, 1)]", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.DoubleOf(1, 1, 1)}, want: attrs(rt.DoubleOf(1, 1, 1), "names", rt.CharacterOf("a", "a", "a"))},
	{label: "x <- c(a=1, b=2); x[c(TRUE, NA, TRUE)]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.LogicalOf(1, rt.NALgl, 1)}, want: attrs(rt.DoubleOf(1, rt.NAReal, rt.NAReal), "names", rt.CharacterOf("a", rt.NAString, rt.NAString))},
	{label: "x <- c(1,2); x['a']", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.CharacterOf("a")}, want: rt.DoubleOf(rt.NAReal)},
	{label: "x <- c(a=1,b=2); x[NA_character_]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, want: attrs(rt.DoubleOf(rt.NAReal), "names", rt.CharacterOf(rt.NAString))},
	{label: "x <- list(a=1,b=2); x[NA_character_]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, want: attrs(rt.ListOf(rt.Nil), "names", rt.CharacterOf(rt.NAString))},
	{label: "x <- expression(a, b+1); x[2]", x: rt.ExprOf(rt.Intern("a"), lang(rt.Intern("+"), arg("", rt.Intern("b")), arg("", rt.DoubleOf(1)))), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.ExprOf(lang(rt.Intern("+"), arg("", rt.Intern("b")), arg("", rt.DoubleOf(1))))},
	{label: "x <- as.raw(1:3); x[c(2,5)]", x: rt.RawOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2, 5)}, want: rt.RawOf(2, 0)},
	{label: "x <- c(1+1i); x[2]", x: rt.ComplexOf(complex(1, 1)), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.ComplexOf(rt.NAComplex)},
	{label: "x <- c(TRUE, NA); x[c(2, 3)]", x: rt.LogicalOf(1, rt.NALgl), idx: []rt.Value{rt.DoubleOf(2, 3)}, want: rt.LogicalOf(rt.NALgl, rt.NALgl)},
	{label: "x <- c('a', NA); x[c(2, 3)]", x: rt.CharacterOf("a", rt.NAString), idx: []rt.Value{rt.DoubleOf(2, 3)}, want: rt.CharacterOf(rt.NAString, rt.NAString)},
	{label: "x <- 1:3; x[, 1]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(1)}, err: "incorrect number of dimensions"},
	{label: "x <- 1:3; x[1, 1]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(1)}, err: "incorrect number of dimensions"},
	{label: "x <- c(b=2, a=1); x[c(2, 1)]", x: attrs(rt.DoubleOf(2, 1), "names", rt.CharacterOf("b", "a")), idx: []rt.Value{rt.DoubleOf(2, 1)}, want: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- c(a=1, b=2); x[c(b=2)]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{attrs(rt.DoubleOf(2), "names", rt.CharacterOf("b"))}, want: attrs(rt.DoubleOf(2), "names", rt.CharacterOf("b"))},
	{label: "x <- list(a=1, b=2); x[c(b='a')]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{attrs(rt.CharacterOf("a"), "names", rt.CharacterOf("b"))}, want: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"))},
	{label: "x <- c(a=1,b=2); x[-c(1,2,3)]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(-1, -2, -3)}, want: attrs(rt.DoubleOf(), "names", rt.CharacterOf())},
	{label: "x <- 1:3; x[-0]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-0)}, want: rt.IntegerOf()},
	{label: "x <- 1:3; x[c(-1,NA_real_)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-1, rt.NAReal)}, err: "only 0's may be mixed with negative subscripts"},
	{label: "x <- 1:3; x[c(0,NA)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(0, rt.NAReal)}, want: rt.IntegerOf(rt.NAInt)},
	{label: "x <- 1:3; x[c(-1L,NA_integer_)]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(-1, rt.NAInt)}, err: "only 0's may be mixed with negative subscripts"},
	{label: "x <- list(a=1,b=2); x[c(-1, 0)]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(-1, 0)}, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("b"))},
	{label: "x <- structure(list(1,2), names=c('a','b'), class='foo'); x[2]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b"), "class", rt.CharacterOf("foo")), idx: []rt.Value{rt.DoubleOf(2)}, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("b"))},
	{label: "x <- setNames(1:20, letters[1:20]); x[c('t', 'a', 'k', 'zz', 'k')]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20), "names", rt.CharacterOf("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t")), idx: []rt.Value{rt.CharacterOf("t", "a", "k", "zz", "k")}, want: attrs(rt.IntegerOf(20, 1, 11, rt.NAInt, 11), "names", rt.CharacterOf("t", "a", "k", rt.NAString, "k"))},
	{label: "x <- c(x=1, 'NA'=2); x['NA']", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("x", "NA")), idx: []rt.Value{rt.CharacterOf("NA")}, want: attrs(rt.DoubleOf(2), "names", rt.CharacterOf("NA"))},
	{label: "x <- c(x=1, 'NA'=2); x[NA_character_]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("x", "NA")), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, want: attrs(rt.DoubleOf(rt.NAReal), "names", rt.CharacterOf(rt.NAString))},
	{label: "x <- c(a=1, 2); x['']", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.CharacterOf("")}, want: attrs(rt.DoubleOf(rt.NAReal), "names", rt.CharacterOf(rt.NAString))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[1, ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.DoubleOf(1), rt.MissingArg}, want: attrs(rt.IntegerOf(1, 3, 5), "names", rt.CharacterOf("x", "y", "z"))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[, 2]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(2)}, want: attrs(rt.IntegerOf(3, 4), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[1, 2]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, want: rt.IntegerOf(3)},
	{label: "x <- matrix(1:6, 2, dimnames=list(NULL, c('x','y','z'))); x[1, 2]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.Nil, rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, want: attrs(rt.IntegerOf(3), "names", rt.CharacterOf("y"))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), NULL)); x[1, 2]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.Nil)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, want: attrs(rt.IntegerOf(3), "names", rt.CharacterOf("a"))},
	{label: "x <- matrix(1:6, 2, dimnames=list(r=c('a','b'), c=c('x','y','z'))); x[1, 2]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")), "names", rt.CharacterOf("r", "c"))), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, want: rt.IntegerOf(3)},
	{label: "x <- matrix(1:6, 2, dimnames=list(r=c('a','b'), c=c('x','y','z'))); x[1, 2:3]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")), "names", rt.CharacterOf("r", "c"))), idx: []rt.Value{rt.DoubleOf(1), rt.IntegerOf(2, 3)}, want: attrs(rt.IntegerOf(3, 5), "names", rt.CharacterOf("y", "z"))},
	{label: "x <- matrix(1:6, 2, dimnames=list(r=c('a','b'), c=c('x','y','z'))); x[1, 2:3, drop = FALSE]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")), "names", rt.CharacterOf("r", "c"))), idx: []rt.Value{rt.DoubleOf(1), rt.IntegerOf(2, 3)}, nodrop: true, want: attrs(rt.IntegerOf(3, 5), "dim", rt.IntegerOf(1, 2), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a"), rt.CharacterOf("y", "z")), "names", rt.CharacterOf("r", "c")))},
	{label: "x <- matrix(1:6, 2, dimnames=list(r=c('a','b'), c=c('x','y','z'))); x[, 2:3]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")), "names", rt.CharacterOf("r", "c"))), idx: []rt.Value{rt.MissingArg, rt.IntegerOf(2, 3)}, want: attrs(rt.IntegerOf(3, 4, 5, 6), "dim", rt.IntegerOf(2, 2), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("y", "z")), "names", rt.CharacterOf("r", "c")))},
	{label: "x <- matrix(1:6, 2, dimnames=list(NULL, c('x','y','z'))); x[, 2:3]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.Nil, rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.MissingArg, rt.IntegerOf(2, 3)}, want: attrs(rt.IntegerOf(3, 4, 5, 6), "dim", rt.IntegerOf(2, 2), "dimnames", rt.ListOf(rt.Nil, rt.CharacterOf("y", "z")))},
	{label: "x <- matrix(1:6, 2, dimnames=list(r=c('a','b'), c=c('x','y','z'))); x['b', c('z','x')]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")), "names", rt.CharacterOf("r", "c"))), idx: []rt.Value{rt.CharacterOf("b"), rt.CharacterOf("z", "x")}, want: attrs(rt.IntegerOf(6, 2), "names", rt.CharacterOf("z", "x"))},
	{label: "x <- matrix(1:6, 2, dimnames=list(r=c('a','b'), c=c('x','y','z'))); x['q', ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")), "names", rt.CharacterOf("r", "c"))), idx: []rt.Value{rt.CharacterOf("q"), rt.MissingArg}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[3, ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(3), rt.MissingArg}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[NA, ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(rt.NALgl), rt.MissingArg}, want: attrs(rt.IntegerOf(rt.NAInt, rt.NAInt, rt.NAInt, rt.NAInt, rt.NAInt, rt.NAInt), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[c(1,NA), 1]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1, rt.NAReal), rt.DoubleOf(1)}, want: rt.IntegerOf(1, rt.NAInt)},
	{label: "x <- matrix(1:6, 2); x[-1, ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(-1), rt.MissingArg}, want: rt.IntegerOf(2, 4, 6)},
	{label: "x <- matrix(1:6, 2); x[c(TRUE,FALSE,TRUE), ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(1, 0, 1), rt.MissingArg}, err: "(subscript) logical subscript too long"},
	{label: "x <- matrix(1:6, 2); x[c(TRUE,NA), 2]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(1, rt.NALgl), rt.DoubleOf(2)}, want: rt.IntegerOf(3, rt.NAInt)},
	{label: "x <- matrix(1:6, 2); x[0, ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(0), rt.MissingArg}, want: attrs(rt.IntegerOf(), "dim", rt.IntegerOf(0, 3))},
	{label: "x <- matrix(1:6, 2); x[0, 1]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(0), rt.DoubleOf(1)}, want: rt.IntegerOf()},
	{label: "x <- matrix(1:6, 2); x[, ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.MissingArg}, want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- structure(matrix(1:6, 2), foo=1); x[, ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "foo", rt.DoubleOf(1)), idx: []rt.Value{rt.MissingArg, rt.MissingArg}, want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[5]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(5)}, want: rt.IntegerOf(5)},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,2), c(3,1))]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 2, 3, 1), "dim", rt.IntegerOf(2, 2))}, want: rt.IntegerOf(5, 2)},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1L,2L), c(3L,1L))]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.IntegerOf(1, 2, 3, 1), "dim", rt.IntegerOf(2, 2))}, want: rt.IntegerOf(5, 2)},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,0), c(3,1))]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 0, 3, 1), "dim", rt.IntegerOf(2, 2))}, want: rt.IntegerOf(5)},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,NA), c(3,1))]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, rt.NAReal, 3, 1), "dim", rt.IntegerOf(2, 2))}, want: rt.IntegerOf(5, rt.NAInt)},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,-1), c(3,1))]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, -1, 3, 1), "dim", rt.IntegerOf(2, 2))}, err: "negative values are not allowed in a matrix subscript"},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,3), c(3,1))]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 3, 3, 1), "dim", rt.IntegerOf(2, 2))}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[cbind('a','z')]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{attrs(rt.CharacterOf("a", "z"), "dim", rt.IntegerOf(1, 2))}, want: rt.IntegerOf(5)},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[cbind(c('b','a'),c('x','y'))]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{attrs(rt.CharacterOf("b", "a", "x", "y"), "dim", rt.IntegerOf(2, 2))}, want: rt.IntegerOf(2, 3)},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[cbind('a','w')]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{attrs(rt.CharacterOf("a", "w"), "dim", rt.IntegerOf(1, 2))}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[cbind(1,2,3)]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 2, 3), "dim", rt.IntegerOf(1, 3))}, want: rt.IntegerOf(1, 2, 3)},
	{label: "x <- matrix(1:6, 2); x[matrix(c(TRUE,FALSE),2,3)]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.LogicalOf(1, 0, 1, 0, 1, 0), "dim", rt.IntegerOf(2, 3))}, want: rt.IntegerOf(1, 3, 5)},
	{label: "x <- matrix(1:6, 2); x[cbind(1.7, 2.2)]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1.7, 2.2000000000000002), "dim", rt.IntegerOf(1, 2))}, want: rt.IntegerOf(3)},
	{label: "x <- array(1:24, 2:4); x[2, 3, 4]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)}, want: rt.IntegerOf(24)},
	{label: "x <- array(1:24, 2:4); x[2, , 4]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(2), rt.MissingArg, rt.DoubleOf(4)}, want: rt.IntegerOf(20, 22, 24)},
	{label: "x <- array(1:24, 2:4); x[, 1:2, 1]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.MissingArg, rt.IntegerOf(1, 2), rt.DoubleOf(1)}, want: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- array(1:24, 2:4); x[1, 1, 1, drop = FALSE]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(1), rt.DoubleOf(1)}, nodrop: true, want: attrs(rt.IntegerOf(1), "dim", rt.IntegerOf(1, 1, 1))},
	{label: "x <- array(1:24, 2:4); x[1, 1]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(1)}, err: "incorrect number of dimensions"},
	{label: "x <- array(1:24, 2:4); x[cbind(2,3,4)]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{attrs(rt.DoubleOf(2, 3, 4), "dim", rt.IntegerOf(1, 3))}, want: rt.IntegerOf(24)},
	{label: "x <- array(1:24, 2:4); x[-1, c(TRUE,FALSE,TRUE), 4:3]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(-1), rt.LogicalOf(1, 0, 1), rt.IntegerOf(4, 3)}, want: attrs(rt.IntegerOf(20, 24, 14, 18), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- array(1:24, 2:4, dimnames=list(NULL, c('p','q','r'), NULL)); x[1, 2, 3]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4), "dimnames", rt.ListOf(rt.Nil, rt.CharacterOf("p", "q", "r"), rt.Nil)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)}, want: attrs(rt.IntegerOf(15), "names", rt.CharacterOf("q"))},
	{label: "x <- array(1:24, 2:4, dimnames=list(NULL, c('p','q','r'), NULL)); x[1, 2:3, 3:4]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4), "dimnames", rt.ListOf(rt.Nil, rt.CharacterOf("p", "q", "r"), rt.Nil)), idx: []rt.Value{rt.DoubleOf(1), rt.IntegerOf(2, 3), rt.IntegerOf(3, 4)}, want: attrs(rt.IntegerOf(15, 17, 21, 23), "dim", rt.IntegerOf(2, 2), "dimnames", rt.ListOf(rt.CharacterOf("q", "r"), rt.Nil))},
	{label: "x <- array(1:24, c(1,1,1), dimnames=list('a','b','c')); x[1, 1, 1]", x: attrs(rt.IntegerOf(1), "dim", rt.IntegerOf(1, 1, 1), "dimnames", rt.ListOf(rt.CharacterOf("a"), rt.CharacterOf("b"), rt.CharacterOf("c"))), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(1), rt.DoubleOf(1)}, want: rt.IntegerOf(1)},
	{label: "x <- array(1:2, c(1,2,1), dimnames=list('a',c('b','c'),'d')); x[1, , 1]", x: attrs(rt.IntegerOf(1, 2), "dim", rt.IntegerOf(1, 2, 1), "dimnames", rt.ListOf(rt.CharacterOf("a"), rt.CharacterOf("b", "c"), rt.CharacterOf("d"))), idx: []rt.Value{rt.DoubleOf(1), rt.MissingArg, rt.DoubleOf(1)}, want: attrs(rt.IntegerOf(1, 2), "names", rt.CharacterOf("b", "c"))},
	{label: "x <- array(1:2, c(1,2,1), dimnames=list('a',c('b','c'),'d')); x[1, 1, ]", x: attrs(rt.IntegerOf(1, 2), "dim", rt.IntegerOf(1, 2, 1), "dimnames", rt.ListOf(rt.CharacterOf("a"), rt.CharacterOf("b", "c"), rt.CharacterOf("d"))), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(1), rt.MissingArg}, want: rt.IntegerOf(1)},
	{label: "x <- array(1:2, c(1,2,1), dimnames=list(A='a',B=c('b','c'),C='d')); x[, , ]", x: attrs(rt.IntegerOf(1, 2), "dim", rt.IntegerOf(1, 2, 1), "dimnames", attrs(rt.ListOf(rt.CharacterOf("a"), rt.CharacterOf("b", "c"), rt.CharacterOf("d")), "names", rt.CharacterOf("A", "B", "C"))), idx: []rt.Value{rt.MissingArg, rt.MissingArg, rt.MissingArg}, want: attrs(rt.IntegerOf(1, 2), "names", rt.CharacterOf("b", "c"))},
	{label: "x <- matrix(list(1,'a',TRUE,NULL), 2); x[2, ]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.CharacterOf("a"), rt.LogicalOf(1), rt.Nil), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(2), rt.MissingArg}, want: rt.ListOf(rt.CharacterOf("a"), rt.Nil)},
	{label: "x <- matrix(1:6, 2); x[c(TRUE,FALSE,TRUE,TRUE), ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(1, 0, 1, 1), rt.MissingArg}, err: "(subscript) logical subscript too long"},
	{label: "x <- matrix(1:6, 2); x[, 4]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(4)}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[, -4]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(-4)}, want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[, c(-1, 1)]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(-1, 1)}, err: "only 0's may be mixed with negative subscripts"},
	{label: "x <- matrix(1:6, 2); x[, 'a']", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.CharacterOf("a")}, err: "no 'dimnames' attribute for array"},
	{label: "x <- matrix(1:6, 2); x[list(1), ]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1)), rt.MissingArg}, err: "invalid subscript type 'list'"},
	{label: "x <- matrix(1:6, 2); x[1, , 1]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.MissingArg, rt.DoubleOf(1)}, err: "incorrect number of dimensions"},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[matrix(c(TRUE,FALSE),2,3)]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{attrs(rt.LogicalOf(1, 0, 1, 0, 1, 0), "dim", rt.IntegerOf(2, 3))}, want: rt.IntegerOf(1, 3, 5)},
	{label: "x <- matrix(1:6, 2); x[1, 2, drop = FALSE]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, nodrop: true, want: attrs(rt.IntegerOf(3), "dim", rt.IntegerOf(1, 1))},
	{label: "x <- matrix(1:6, 2); x[1.9, 2.9]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1.8999999999999999), rt.DoubleOf(2.8999999999999999)}, want: rt.IntegerOf(3)},
	{label: "x <- matrix(c('a','b','c','d'), 2); x[2, ]", x: attrs(rt.CharacterOf("a", "b", "c", "d"), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(2), rt.MissingArg}, want: rt.CharacterOf("b", "d")},
	{label: "x <- matrix(1:4, 2, dimnames=list(c('a','b'), c('x','y'))); x[c('b','b'), ]", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y"))), idx: []rt.Value{rt.CharacterOf("b", "b"), rt.MissingArg}, want: attrs(rt.IntegerOf(2, 2, 4, 4), "dim", rt.IntegerOf(2, 2), "dimnames", rt.ListOf(rt.CharacterOf("b", "b"), rt.CharacterOf("x", "y")))},
	{label: "x <- quote(f(a=1, 2)); x[2:3]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.IntegerOf(2, 3)}, want: lang(rt.DoubleOf(1), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, 2)); x[-1]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(-1)}, want: lang(rt.DoubleOf(1), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, 2)); x[c(1,3)]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(1, 3)}, want: lang(rt.Intern("f"), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, 2)); x[1]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(1)}, want: lang(rt.Intern("f"))},
	{label: "x <- quote(f(a=1, 2)); x[0]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(0)}, want: rt.Nil},
	{label: "x <- quote(f(a=1, 2)); x[c(TRUE,FALSE,TRUE)]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.LogicalOf(1, 0, 1)}, want: lang(rt.Intern("f"), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, 2)); x['a']", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.CharacterOf("a")}, want: lang(rt.DoubleOf(1))},
	{label: "x <- pairlist(a=1, b=2); x[2]", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2)}, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("b"))},
	{label: "x <- pairlist(a=1, b=2); x[-1]", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(-1)}, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("b"))},
	{label: "x <- quote(a); x[1]", x: rt.Intern("a"), idx: []rt.Value{rt.DoubleOf(1)}, err: "object of type 'symbol' is not subsettable"},
	{label: "x <- 1:3; x[[c(1,2)]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1, 2)}, err: "attempt to select more than one element in vectorIndex"},
	{label: "x <- 1:3; x[[integer(0)]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf()}, err: "attempt to select less than one element in get1index"},
	{label: "x <- 1:3; x[[5]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(5)}, err: "subscript out of bounds"},
	{label: "x <- 1:3; x[[-1]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-1)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- 1:3; x[[-1L]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(-1)}, err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[0]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(0)}, err: "attempt to select less than one element in get1index <real>"},
	{label: "x <- 1:3; x[[0L]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(0)}, err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[NA]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, err: "subscript out of bounds"},
	{label: "x <- 1:3; x[[NA_integer_]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(rt.NAInt)}, err: "subscript out of bounds"},
	{label: "x <- 1:3; x[[NA_real_]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(rt.NAReal)}, err: "subscript out of bounds"},
	{label: "x <- 1:3; x[[NA_character_]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, err: "subscript out of bounds"},
	{label: "x <- c(a=1); x[[NA_character_]]", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, err: "subscript out of bounds"},
	{label: "x <- list(1); x[[NA]]", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, want: rt.Nil},
	{label: "x <- list(1); x[[NA_real_]]", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.DoubleOf(rt.NAReal)}, want: rt.Nil},
	{label: "x <- list(a=1); x[[NA_character_]]", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, want: rt.Nil},
	{label: "x <- list(1,2); x[[c(1,2)]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(1, 2)}, err: "subscript out of bounds"},
	{label: "x <- list(list(1,2),3); x[[c(1,2)]]", x: rt.ListOf(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(1, 2)}, want: rt.DoubleOf(2)},
	{label: "x <- list(a=list(b=1,c=2),3); x[[c('a','c')]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.CharacterOf("a", "c")}, want: rt.DoubleOf(2)},
	{label: "x <- list(a=list(b=1,c=2),3); x[[c('a','d')]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.CharacterOf("a", "d")}, want: rt.Nil},
	{label: "x <- list(a=list(b=1,c=2),3); x[[c('z','d')]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.CharacterOf("z", "d")}, err: "no such index at level 1\n"},
	{label: "x <- list(a=list(b=1,c=2),3); x[[c(1,3)]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(1, 3)}, err: "subscript out of bounds"},
	{label: "x <- list(a=c(b=1,c=2),3); x[[c(1,2)]]", x: attrs(rt.ListOf(attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(1, 2)}, want: rt.DoubleOf(2)},
	{label: "x <- list(a=c(b=1,c=2),3); x[[c(1,2,1)]]", x: attrs(rt.ListOf(attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(1, 2, 1)}, err: "recursive indexing failed at level 2\n"},
	{label: "x <- list(a=list(b=1,c=2),3); x[[c(1,2,1)]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(1, 2, 1)}, want: rt.DoubleOf(2)},
	{label: "x <- list(a=list(b=1,c=2),3); x[[c(1,2,2)]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(1, 2, 2)}, err: "subscript out of bounds"},
	{label: "x <- list(a=list(b=1:3,c=2),3); x[[c(1,1,2)]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.IntegerOf(1, 2, 3), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(1, 1, 2)}, want: rt.IntegerOf(2)},
	{label: "x <- list(a=list(b=1:3,c=2),3); x[[c(1,1,5)]]", x: attrs(rt.ListOf(attrs(rt.ListOf(rt.IntegerOf(1, 2, 3), rt.DoubleOf(2)), "names", rt.CharacterOf("b", "c")), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(1, 1, 5)}, err: "subscript out of bounds"},
	{label: "x <- list(list(1)); x[[list(1)]]", x: rt.ListOf(rt.ListOf(rt.DoubleOf(1))), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1))}, err: "invalid subscript type 'list'"},
	{label: "x <- c(a=1); x[['b']]", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("b")}, err: "subscript out of bounds"},
	{label: "x <- c(a=1, b=2); x[['b']]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b")}, want: rt.DoubleOf(2)},
	{label: "x <- list(a=1); x[['b']]", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("b")}, want: rt.Nil},
	{label: "x <- list(a=1); x[[2]]", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.DoubleOf(2)}, err: "subscript out of bounds"},
	{label: "x <- list(1,2); x[[-1]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(-1)}, want: rt.DoubleOf(2)},
	{label: "x <- list(1,2,3); x[[-1]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(-1)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- c(1,2); x[[-1]]", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(-1)}, want: rt.DoubleOf(2)},
	{label: "x <- c(1,2); x[[-3]]", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(-3)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- list(1,2); x[[-3]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(-3)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- c(1,2); x[[c(-1,-2)]]", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(-1, -2)}, err: "attempt to select more than one element in vectorIndex"},
	{label: "x <- 1:3; x[[TRUE]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1)}, want: rt.IntegerOf(1)},
	{label: "x <- 1:3; x[[FALSE]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(0)}, err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[c(TRUE,TRUE)]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1, 1)}, err: "attempt to select more than one element in vectorIndex"},
	{label: "x <- 1:3; x[[2.7]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2.7000000000000002)}, want: rt.IntegerOf(2)},
	{label: "x <- 1:3; x[['']]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.CharacterOf("")}, err: "subscript out of bounds"},
	{label: "x <- c(a=1); x[['']]", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("")}, err: "subscript out of bounds"},
	{label: "x <- list(1); x[['']]", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.CharacterOf("")}, want: rt.Nil},
	{label: "x <- list(abc=1, abd=2, x=3); x[['ab', exact = FALSE]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "abd", "x")), idx: []rt.Value{rt.CharacterOf("ab")}, exact: ExactFalse, want: rt.Nil},
	{label: "x <- list(abc=1, abd=2, x=3); x[['abc', exact = FALSE]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "abd", "x")), idx: []rt.Value{rt.CharacterOf("abc")}, exact: ExactFalse, want: rt.DoubleOf(1)},
	{label: "x <- list(abc=1, x=3); x[['ab', exact = FALSE]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "x")), idx: []rt.Value{rt.CharacterOf("ab")}, exact: ExactFalse, want: rt.DoubleOf(1)},
	{label: "x <- list(abc=1, x=3); x[['ab', exact = NA]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "x")), idx: []rt.Value{rt.CharacterOf("ab")}, exact: ExactNA, want: rt.DoubleOf(1), warn: []string{"partial match of 'ab' to 'abc'"}},
	{label: "x <- list(abc=1, x=3); x[['ab']]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "x")), idx: []rt.Value{rt.CharacterOf("ab")}, want: rt.Nil},
	{label: "x <- c(abc=1, x=3); x[['ab', exact = FALSE]]", x: attrs(rt.DoubleOf(1, 3), "names", rt.CharacterOf("abc", "x")), idx: []rt.Value{rt.CharacterOf("ab")}, exact: ExactFalse, want: rt.DoubleOf(1)},
	{label: "x <- c(abc=1, x=3); x[['ab']]", x: attrs(rt.DoubleOf(1, 3), "names", rt.CharacterOf("abc", "x")), idx: []rt.Value{rt.CharacterOf("ab")}, err: "subscript out of bounds"},
	{label: "x <- c(ab=1); x[['a', exact = NA]]", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("ab")), idx: []rt.Value{rt.CharacterOf("a")}, exact: ExactNA, want: rt.DoubleOf(1), warn: []string{"partial match of 'a' to 'ab'"}},
	{label: "x <- list(1); x[['a', exact = NA]]", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.CharacterOf("a")}, exact: ExactNA, want: rt.Nil},
	{label: "x <- list(abc=1, abc=2); x[['abc']]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("abc", "abc")), idx: []rt.Value{rt.CharacterOf("abc")}, want: rt.DoubleOf(1)},
	{label: "x <- list(ab=1, abc=2); x[['ab', exact = FALSE]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("ab", "abc")), idx: []rt.Value{rt.CharacterOf("ab")}, exact: ExactFalse, want: rt.DoubleOf(1)},
	{label: "x <- 1:3; x[[list(1)]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1))}, err: "invalid subscript type 'list'"},
	{label: "x <- 1:3; x[[1+0i]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.ComplexOf(complex(1, 0))}, err: "invalid subscript type 'complex'"},
	{label: "x <- 1:3; x[[NULL]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.Nil}, err: "attempt to select less than one element in get1index"},
	{label: "x <- list(1,2); x[[NULL]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.Nil}, err: "attempt to select less than one element in get1index"},
	{label: "x <- list(1,2); x[[c(3, 1)]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(3, 1)}, err: "no such index at level 1\n"},
	{label: "x <- list(1,list(2)); x[[c(2, 1, 1)]]", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2, 1, 1)}, want: rt.DoubleOf(2)},
	{label: "x <- list(1,list(2)); x[[c(2, 1, 1, 1)]]", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2, 1, 1, 1)}, err: "recursive indexing failed at level 3\n"},
	{label: "x <- list(1,list(2)); x[[c(2, 0)]]", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2, 0)}, err: "attempt to select less than one element in get1index <real>"},
	{label: "x <- list(1,list(2)); x[[c(2, NA)]]", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2, rt.NAReal)}, want: rt.Nil},
	{label: "x <- list(1,list(2)); x[[c(NA, 1)]]", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(rt.NAReal, 1)}, err: "no such index at level 1\n"},
	{label: "x <- list(1,list(2)); x[[c(-1, 1)]]", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(-1, 1)}, want: rt.DoubleOf(2)},
	{label: "x <- list(1,list(2, 3)); x[[c(2, -1)]]", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3))), idx: []rt.Value{rt.DoubleOf(2, -1)}, want: rt.DoubleOf(3)},
	{label: "x <- list(a=1, b=list(c=2)); x[[c('b', 'c'), exact = FALSE]]", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "c")}, exact: ExactFalse, want: rt.DoubleOf(2)},
	{label: "x <- list(abc=1, b=list(cde=2)); x[[c('b', 'c'), exact = FALSE]]", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("cde"))), "names", rt.CharacterOf("abc", "b")), idx: []rt.Value{rt.CharacterOf("b", "c")}, exact: ExactFalse, want: rt.DoubleOf(2)},
	{label: "x <- list(abc=1, b=list(cde=2)); x[[c('b', 'c'), exact = NA]]", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("cde"))), "names", rt.CharacterOf("abc", "b")), idx: []rt.Value{rt.CharacterOf("b", "c")}, exact: ExactNA, want: rt.DoubleOf(2), warn: []string{"partial match of 'c' to 'cde'"}},
	{label: "x <- list(abc=1, b=list(cde=2)); x[[c('b', 'c')]]", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("cde"))), "names", rt.CharacterOf("abc", "b")), idx: []rt.Value{rt.CharacterOf("b", "c")}, want: rt.Nil},
	{label: "x <- list(abc=1, b=list(cde=2)); x[[c('b', 'c', 'd')]]", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("cde"))), "names", rt.CharacterOf("abc", "b")), idx: []rt.Value{rt.CharacterOf("b", "c", "d")}, err: "no such index at level 2\n"},
	{label: "x <- list(abc=1, b=list(cde=2)); x[[c(TRUE, TRUE)]]", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("cde"))), "names", rt.CharacterOf("abc", "b")), idx: []rt.Value{rt.LogicalOf(1, 1)}, want: rt.DoubleOf(1)},
	{label: "x <- structure(list(a=1), class='foo'); x[[1]]", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"), "class", rt.CharacterOf("foo")), idx: []rt.Value{rt.DoubleOf(1)}, want: rt.DoubleOf(1)},
	{label: "x <- structure(1:3, names=c('a','b','c'), foo=2); x[[2]]", x: attrs(rt.IntegerOf(1, 2, 3), "names", rt.CharacterOf("a", "b", "c"), "foo", rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.IntegerOf(2)},
	{label: "x <- 1:3; x[[4e10]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(40000000000)}, err: "subscript out of bounds"},
	{label: "x <- 1:3; x[[-4e10]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-40000000000)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- 1:3; x[[]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.MissingArg}, err: "subscript out of bounds"},
	{label: "x <- list(1); x[[]]", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.MissingArg}, want: rt.Nil},
	{label: "x <- expression(a, b); x[[2]]", x: rt.ExprOf(rt.Intern("a"), rt.Intern("b")), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.Intern("b")},
	{label: "x <- pairlist(a=1, b=2); x[[2]]", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.DoubleOf(2)},
	{label: "x <- pairlist(a=1, b=2); x[['b']]", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), idx: []rt.Value{rt.CharacterOf("b")}, want: rt.DoubleOf(2)},
	{label: "x <- quote(f(a=1, 2)); x[[1]]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(1)}, want: rt.Intern("f")},
	{label: "x <- quote(f(a=1, 2)); x[['a']]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.CharacterOf("a")}, want: rt.DoubleOf(1)},
	{label: "x <- quote(f(a=1, 2)); x[[3]]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(3)}, want: rt.DoubleOf(2)},
	{label: "x <- quote(f(a=1, 2)); x[[4]]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(4)}, err: "subscript out of bounds"},
	{label: "x <- quote(f(a=1, g(2))); x[[c(3, 2)]]", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", lang(rt.Intern("g"), arg("", rt.DoubleOf(2))))), idx: []rt.Value{rt.DoubleOf(3, 2)}, want: rt.DoubleOf(2)},
	{label: "x <- NULL; x[[1]]", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, want: rt.Nil},
	{label: "x <- NULL; x[['a']]", x: rt.Nil, idx: []rt.Value{rt.CharacterOf("a")}, want: rt.Nil},
	{label: "x <- 1:2; x[[-3L]]", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.IntegerOf(-3)}, err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- 1:2; x[[-1L]]", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.IntegerOf(-1)}, want: rt.IntegerOf(2)},
	{label: "x <- 1:3; x[[-1:-2]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(-1, -2)}, err: "attempt to select more than one element in vectorIndex"},
	{label: "x <- list(1,2); x[[-3L]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.IntegerOf(-3)}, err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- list(1,2,3); x[[-1L]]", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.IntegerOf(-1)}, err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- 5; x[[-1]]", x: rt.DoubleOf(5), idx: []rt.Value{rt.DoubleOf(-1)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- 5; x[[-1L]]", x: rt.DoubleOf(5), idx: []rt.Value{rt.IntegerOf(-1)}, err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- 5; x[[-0.5]]", x: rt.DoubleOf(5), idx: []rt.Value{rt.DoubleOf(-0.5)}, err: "attempt to select less than one element in get1index <real>"},
	{label: "x <- list(5); x[[-1]]", x: rt.ListOf(rt.DoubleOf(5)), idx: []rt.Value{rt.DoubleOf(-1)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- c(1,2); x[[-2]]", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(-2)}, want: rt.DoubleOf(1)},
	{label: "x <- c(1,2); x[[-2L]]", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.IntegerOf(-2)}, want: rt.DoubleOf(1)},
	{label: "x <- c(1,2); x[[-2.9]]", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(-2.8999999999999999)}, want: rt.DoubleOf(1)},
	{label: "x <- c(1,2,3); x[[-2.9]]", x: rt.DoubleOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-2.8999999999999999)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- c(1,2,3); x[[-0.9]]", x: rt.DoubleOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-0.90000000000000002)}, err: "attempt to select less than one element in get1index <real>"},
	{label: "x <- 1:3; x[[3.999999]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(3.9999989999999999)}, want: rt.IntegerOf(3)},
	{label: "x <- 1:3; x[[c(a=2)]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{attrs(rt.DoubleOf(2), "names", rt.CharacterOf("a"))}, want: rt.IntegerOf(2)},
	{label: "x <- c(a=1,b=2); x[[c(b='a')]]", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{attrs(rt.CharacterOf("a"), "names", rt.CharacterOf("b"))}, want: rt.DoubleOf(1)},
	{label: "x <- list(a=NULL); x[['a']]", x: attrs(rt.ListOf(rt.Nil), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("a")}, want: rt.Nil},
	{label: "x <- as.raw(1:3); x[[2]]", x: rt.RawOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.RawOf(2)},
	{label: "x <- c(1+2i, 3i); x[[2]]", x: rt.ComplexOf(complex(1, 2), complex(0, 3)), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.ComplexOf(complex(0, 3))},
	{label: "x <- c(TRUE, NA); x[[2]]", x: rt.LogicalOf(1, rt.NALgl), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.LogicalOf(rt.NALgl)},
	{label: "x <- c('a', NA); x[[2]]", x: rt.CharacterOf("a", rt.NAString), idx: []rt.Value{rt.DoubleOf(2)}, want: rt.CharacterOf(rt.NAString)},
	{label: "x <- matrix(1:6, 2); x[[1, 2]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, want: rt.IntegerOf(3)},
	{label: "x <- matrix(1:6, 2); x[[1, 4]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(4)}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[1, 1:2]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.IntegerOf(1, 2)}, err: "attempt to select more than one element in get1index"},
	{label: "x <- matrix(1:6, 2); x[[1, -1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(-1)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- matrix(1:6, 2); x[[NA, 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(rt.NALgl), rt.DoubleOf(1)}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[['b', 'y']]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.CharacterOf("b"), rt.CharacterOf("y")}, want: rt.IntegerOf(4)},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'), c('x','y','z'))); x[['b', 'w']]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.CharacterOf("b"), rt.CharacterOf("w")}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[0, 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(0), rt.DoubleOf(1)}, err: "attempt to select less than one element in get1index <real>"},
	{label: "x <- matrix(1:6, 2); x[[TRUE, 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(1), rt.DoubleOf(1)}, want: rt.IntegerOf(1)},
	{label: "x <- matrix(1:6, 2); x[[FALSE, 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(0), rt.DoubleOf(1)}, err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- matrix(1:6, 2); x[[1L, 0L]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.IntegerOf(1), rt.IntegerOf(0)}, err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- matrix(1:6, 2); x[[NA_character_, 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.CharacterOf(rt.NAString), rt.DoubleOf(1)}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1)}, want: rt.IntegerOf(1)},
	{label: "x <- matrix(1:6, 2); x[[1, 2, 3]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)}, err: "incorrect number of subscripts"},
	{label: "x <- matrix(1:6, 2); x[[1, ]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.MissingArg}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[1, integer(0)]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.IntegerOf()}, err: "attempt to select less than one element in get1index"},
	{label: "x <- matrix(1:6, 2); x[['a', 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.CharacterOf("a"), rt.DoubleOf(1)}, err: "subscript out of bounds"},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[2, 2]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(2)}, want: rt.DoubleOf(4)},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[2, 3]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(3)}, err: "subscript out of bounds"},
	{label: "x <- matrix(list(1,'a',TRUE,NULL), 2); x[[2, 1]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.CharacterOf("a"), rt.LogicalOf(1), rt.Nil), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(1)}, want: rt.CharacterOf("a")},
	{label: "x <- array(1:24, 2:4); x[[2, 3, 4]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)}, want: rt.IntegerOf(24)},
	{label: "x <- matrix(1:4, 2); x[[1, -1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(-1)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- matrix(1:4, 2); x[[1, -1.5]]", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(-1.5)}, err: "invalid negative subscript in get1index <real>"},
	{label: "x <- matrix(1:6, 2); x[[0.5, 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(0.5), rt.DoubleOf(1)}, err: "attempt to select less than one element in get1index <real>"},
	{label: "x <- matrix(1:6, 2); x[[NA_real_, 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(rt.NAReal), rt.DoubleOf(1)}, err: "subscript out of bounds"},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[NA, 1]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.LogicalOf(rt.NALgl), rt.DoubleOf(1)}, err: "subscript out of bounds"},
	{label: "x <- matrix(list(1,2,3,4), 2, dimnames=list(c('a','b'),NULL)); x[['z', 1]]", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.Nil)), idx: []rt.Value{rt.CharacterOf("z"), rt.DoubleOf(1)}, err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[list(1), 1]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1)), rt.DoubleOf(1)}, err: "invalid subscript type 'list'"},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('ab','b'),NULL)); x[['a', 1, exact = FALSE]]", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("ab", "b"), rt.Nil)), idx: []rt.Value{rt.CharacterOf("a"), rt.DoubleOf(1)}, exact: ExactFalse, want: rt.IntegerOf(1)},
	{label: "x <- 1:3; x[[1, 1]]", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(1)}, err: "incorrect number of subscripts"},
	{label: "x <- list(abc=1, x=3); x$ab", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "x")), name: "ab", want: rt.DoubleOf(1)},
	{label: "x <- list(abc=1, abd=3); x$ab", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "abd")), name: "ab", want: rt.Nil},
	{label: "x <- list(abc=1, ab=3); x$ab", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "ab")), name: "ab", want: rt.DoubleOf(3)},
	{label: "x <- list(abc=1, x=3); x$q", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("abc", "x")), name: "q", want: rt.Nil},
	{label: "x <- list(a=1, a=2); x$a", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a")), name: "a", want: rt.DoubleOf(1)},
	{label: "x <- c(a=1); x$a", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), name: "a", err: "$ operator is invalid for atomic vectors"},
	{label: "x <- NULL; x$a", x: rt.Nil, name: "a", want: rt.Nil},
	{label: "x <- list(1); x$a", x: rt.ListOf(rt.DoubleOf(1)), name: "a", want: rt.Nil},
	{label: "x <- pairlist(a=1, b=2); x$b", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), name: "b", want: rt.DoubleOf(2)},
	{label: "x <- quote(f(a=1, 2)); x$a", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), name: "a", want: rt.DoubleOf(1)},
	{label: "x <- expression(a=x, b=y); x$b", x: attrs(rt.ExprOf(rt.Intern("x"), rt.Intern("y")), "names", rt.CharacterOf("a", "b")), name: "b", want: rt.Intern("y")},
	{label: "x <- structure(list(a=1), class='foo'); x$a", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"), "class", rt.CharacterOf("foo")), name: "a", want: rt.DoubleOf(1)},
	{label: "x <- quote(a); x$a", x: rt.Intern("a"), name: "a", err: "object of type 'symbol' is not subsettable"},
}
