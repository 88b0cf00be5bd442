package ops

import (
	"math"
	"runtime"
	"strings"
	"testing"

	"gorir/internal/rt"
)

// assignCase is one replacement: x[idx] <- value (op "[<-"), x[[idx]] <-
// value ("[[<-") or x$name <- value ("$<-"), chosen by the label.
type assignCase struct {
	label string
	x     rt.Value
	idx   []rt.Value
	name  string
	value rt.Value
	want  rt.Value
	err   string
	warn  []string
}

// runAssign performs an assignment case's operation.
func runAssign(c assignCase, w Warner) (rt.Value, error) {
	op := c.label[strings.Index(c.label, "; ")+2:]
	switch {
	case strings.HasPrefix(op, "x$"):
		return DollarAssign(c.x, c.name, c.value, w)
	case strings.HasPrefix(op, "x[["):
		return SubAssign2(c.x, c.idx, c.value, w)
	}
	return SubAssign(c.x, c.idx, c.value, w)
}

// TestSubassignTable runs the replacement cases against R's results, once
// on an unshared x (modified in place) and once on a shared x, which must
// be left as it was.
func TestSubassignTable(t *testing.T) {
	for _, shared := range []bool{false, true} {
		for _, c := range assignCases {
			label := c.label
			orig := c.x
			c.x, c.value = deepCopy(orig), deepCopy(c.value)
			if shared {
				label += " (shared)"
				rt.MarkShared(c.x)
				rt.MarkShared(c.value)
			}
			w := &recorder{}
			got, err := runAssign(c, w)
			checkResult(t, label, got, err, w, c.want, c.err, c.warn)
			if shared && !rt.Identical(c.x, orig) {
				t.Errorf("%s: modified the shared x: now %s", label, show(c.x))
			}
		}
	}
}

// deepCopy copies a value recursively, to check later that it was left
// alone.
func deepCopy(v rt.Value) rt.Value {
	switch x := v.(type) {
	case *rt.List:
		c := x.Copy()
		for i, e := range c.V {
			c.V[i] = deepCopy(e)
		}
		return c
	case *rt.Lang:
		c := x.Copy()
		c.Fn = deepCopy(c.Fn)
		for i := range c.Args {
			c.Args[i].Val = deepCopy(c.Args[i].Val)
		}
		return c
	case *rt.PairList:
		c := plist(append([]rt.Arg(nil), x.Items...)...)
		for i := range c.Items {
			c.Items[i].Val = deepCopy(c.Items[i].Val)
		}
		return c
	case rt.Vector:
		return ixCopy(x)
	}
	return v
}

// TestSubassignInPlace checks that an unshared vector is modified in
// place (same object, same backing array) and a shared one is copied.
func TestSubassignInPlace(t *testing.T) {
	x := rt.NewDouble(10)
	back := &x.V[0]
	idx := []rt.Value{rt.IntScalar(3)}
	got, err := SubAssign(x, idx, rt.DoubleScalar(7), NoWarn)
	if err != nil || got != rt.Value(x) || &x.V[0] != back || x.V[2] != 7 {
		t.Fatalf("x[3] <- 7 on an unshared vector did not modify it in place")
	}
	// A named subscript, a vector value and promotion-free types still
	// work in place.
	nx := attrs(rt.IntegerOf(1, 2, 3), "names", rt.CharacterOf("a", "b", "c")).(*rt.Integer)
	got, _ = SubAssign(nx, []rt.Value{rt.CharacterOf("c", "a")}, rt.IntegerOf(30, 10), NoWarn)
	if got != rt.Value(nx) || !rt.Identical(nx, attrs(rt.IntegerOf(10, 2, 30), "names", rt.CharacterOf("a", "b", "c"))) {
		t.Errorf("x[c('c','a')] <- c(30L, 10L): got %s", show(got))
	}
	l := rt.ListOf(rt.DoubleScalar(1), rt.DoubleScalar(2))
	got, _ = SubAssign2(l, idx[:1], rt.DoubleScalar(3), NoWarn)
	if got != rt.Value(l) || len(l.V) != 3 {
		t.Errorf("l[[3]] <- 3 on an unshared list: got %s", show(got))
	}
	got, _ = DollarAssign(l, "z", rt.DoubleScalar(4), NoWarn)
	if got != rt.Value(l) {
		t.Errorf("l$z <- 4 on an unshared list was not done in place")
	}
	got, _ = SubAssign(l, []rt.Value{rt.IntScalar(1)}, rt.Nil, NoWarn)
	if got != rt.Value(l) || len(l.V) != 3 {
		t.Errorf("l[1] <- NULL on an unshared list: got %s", show(got))
	}
	// Shared: copied, original untouched.
	s := rt.DoubleOf(1, 2, 3)
	rt.MarkShared(s)
	got, _ = SubAssign(s, idx, rt.DoubleScalar(9), NoWarn)
	if got == rt.Value(s) || s.V[2] != 3 || got.(*rt.Double).V[2] != 9 || rt.Shared(got) {
		t.Errorf("x[3] <- 9 on a shared vector: got %s, x now %s", show(got), show(s))
	}
}

// TestSubassignGrowthLinear checks that growing a vector one element at a
// time past its end reuses spare capacity: the number of allocations grows
// with log(n), and the bytes allocated linearly.
func TestSubassignGrowthLinear(t *testing.T) {
	const n = 4096
	idx := make([][]rt.Value, 2*n)
	vals := make([]rt.Value, 2*n)
	for i := range idx {
		idx[i] = []rt.Value{rt.DoubleScalar(float64(i + 1))}
		vals[i] = rt.IntScalar(int32(i))
	}
	for _, mk := range []func() rt.Value{
		func() rt.Value { return rt.NewDouble(0) },
		func() rt.Value { return rt.NewInteger(0) },
		func() rt.Value { return rt.NewList(0) },
	} {
		var x rt.Value
		allocs := testing.AllocsPerRun(1, func() {
			x = mk()
			for i := 0; i < n; i++ {
				x, _ = SubAssign(x, idx[i], vals[i], NoWarn)
			}
		})
		if allocs > 40 {
			t.Errorf("%s: %v allocations for %d appends", x.Type(), allocs, n)
		}
		if ixLen(x) != n {
			t.Fatalf("%s: length %d after %d appends", x.Type(), ixLen(x), n)
		}
		allocs = testing.AllocsPerRun(1, func() {
			x = mk()
			for i := 0; i < n; i++ {
				x, _ = SubAssign2(x, idx[i], vals[i], NoWarn)
			}
		})
		if allocs > 40 {
			t.Errorf("[[<- on %s: %v allocations for %d appends", x.Type(), allocs, n)
		}
		// The assignment loop over existing elements allocates nothing.
		allocs = testing.AllocsPerRun(1, func() {
			for i := 0; i < n; i++ {
				x, _ = SubAssign(x, idx[i], vals[i], NoWarn)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations assigning %d existing elements", x.Type(), allocs, n)
		}
	}
	// With names, each append takes the general path; its cost must still
	// be constant per element: twice the elements, about twice the bytes.
	grow := func(m int) uint64 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var x rt.Value = attrs(rt.DoubleOf(0), "names", rt.CharacterOf("a"))
		for i := 1; i < m; i++ {
			x, _ = SubAssign(x, idx[i], vals[i], NoWarn)
		}
		runtime.ReadMemStats(&after)
		if ixLen(x) != m || len(rt.Names(x).V) != m {
			t.Fatalf("named growth: wrong length")
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	if small, big := grow(n), grow(2*n); big > 3*small {
		t.Errorf("named growth allocates %d bytes for %d elements but %d for %d", small, n, big, 2*n)
	}
}

// TestSubassignMarksShared checks that values stored in lists, and list
// elements handed out by extraction, are marked shared.
func TestSubassignMarksShared(t *testing.T) {
	v := rt.DoubleOf(1, 2)
	l, _ := SubAssign2(rt.NewList(1), []rt.Value{rt.IntScalar(1)}, v, NoWarn)
	if !rt.Shared(v) {
		t.Errorf("[[<- did not mark the stored value shared")
	}
	v = rt.DoubleOf(1, 2)
	DollarAssign(l, "a", v, NoWarn)
	if !rt.Shared(v) {
		t.Errorf("$<- did not mark the stored value shared")
	}
	v = rt.DoubleOf(1, 2)
	SubAssign(rt.NewList(2), []rt.Value{rt.IntScalar(1)}, rt.ListOf(v), NoWarn)
	if !rt.Shared(v) {
		t.Errorf("[<- did not mark the stored value shared")
	}
	e := rt.DoubleOf(3)
	src := rt.ListOf(e, rt.DoubleOf(4))
	if got, _ := Subset2(src, []rt.Value{rt.IntScalar(1)}, ExactTrue, NoWarn); got != rt.Value(e) || !rt.Shared(e) {
		t.Errorf("[[ did not return the element marked shared")
	}
	e = rt.DoubleOf(5)
	src = rt.ListOf(e)
	if got, _ := Subset(src, []rt.Value{rt.IntScalar(1)}, true, NoWarn); got.(*rt.List).V[0] != rt.Value(e) || !rt.Shared(e) {
		t.Errorf("[ did not share the element marked shared")
	}
	// Recursive assignment into an element of a shared list copies the
	// element too.
	inner := rt.DoubleOf(1, 2)
	outer := rt.ListOf(inner)
	rt.MarkShared(outer)
	got, _ := SubAssign2(outer, []rt.Value{rt.IntegerOf(1, 2)}, rt.DoubleScalar(9), NoWarn)
	if inner.V[1] != 2 || got.(*rt.List).V[0].(*rt.Double).V[1] != 9 {
		t.Errorf("x[[c(1, 2)]] <- 9 on a shared list modified its element")
	}
}

// TestSubassignSelf checks x[[i]] <- x and x[i] <- x on an unshared x: the
// value is x as it was, never a cycle.
func TestSubassignSelf(t *testing.T) {
	x := rt.ListOf(rt.DoubleScalar(1))
	got, _ := SubAssign2(x, []rt.Value{rt.IntScalar(2)}, x, NoWarn)
	want := rt.ListOf(rt.DoubleScalar(1), rt.ListOf(rt.DoubleScalar(1)))
	if !rt.Identical(got, want) {
		t.Errorf("x[[2]] <- x: got %s", show(got))
	}
	y := rt.IntegerOf(1, 2, 3)
	got, _ = SubAssign(y, []rt.Value{rt.IntegerOf(2, 3, 4)}, y, NoWarn)
	if !rt.Identical(got, rt.IntegerOf(1, 1, 2, 3)) {
		t.Errorf("x[2:4] <- x: got %s", show(got))
	}
	z := rt.ListOf(rt.DoubleScalar(1))
	got, _ = DollarAssign(z, "a", z, NoWarn)
	want2 := attrs(rt.ListOf(rt.DoubleScalar(1), rt.ListOf(rt.DoubleScalar(1))), "names", rt.CharacterOf("", "a"))
	if !rt.Identical(got, want2) {
		t.Errorf("x$a <- x: got %s", show(got))
	}
}

// TestSubassignNonVectors covers the operands GNU R cannot be made to show
// through the case generator: functions, environments and symbols.
func TestSubassignNonVectors(t *testing.T) {
	fn := &rt.Closure{Body: rt.DoubleScalar(1), Env: rt.NewEnv(nil)}
	env := rt.NewEnv(nil)
	one := []rt.Value{rt.DoubleScalar(1)}
	byName := []rt.Value{rt.StringScalar("a")}
	errCases := []struct {
		label string
		run   func() (rt.Value, error)
		err   string
	}{
		{"f[1]", func() (rt.Value, error) { return Subset(fn, one, true, NoWarn) }, "object of type 'closure' is not subsettable"},
		{"f[[1]]", func() (rt.Value, error) { return Subset2(fn, one, ExactTrue, NoWarn) }, "object of type 'closure' is not subsettable"},
		{"f$a", func() (rt.Value, error) { return Dollar(fn, "a") }, "object of type 'closure' is not subsettable"},
		{"f[1] <- 1", func() (rt.Value, error) { return SubAssign(fn, one, rt.DoubleScalar(1), NoWarn) }, "object of type 'closure' is not subsettable"},
		{"f[[1]] <- 1", func() (rt.Value, error) { return SubAssign2(fn, one, rt.DoubleScalar(1), NoWarn) }, "object of type 'closure' is not subsettable"},
		{"f$a <- 1", func() (rt.Value, error) { return DollarAssign(fn, "a", rt.DoubleScalar(1), NoWarn) }, "object of type 'closure' is not subsettable"},
		{"e[1]", func() (rt.Value, error) { return Subset(env, one, true, NoWarn) }, "object of type 'environment' is not subsettable"},
		{"e[1] <- 1", func() (rt.Value, error) { return SubAssign(env, one, rt.DoubleScalar(1), NoWarn) }, "object of type 'environment' is not subsettable"},
		{"e[[1]]", func() (rt.Value, error) { return Subset2(env, one, ExactTrue, NoWarn) }, "wrong arguments for subsetting an environment"},
		{"e[[c('a','b')]]", func() (rt.Value, error) {
			return Subset2(env, []rt.Value{rt.CharacterOf("a", "b")}, ExactTrue, NoWarn)
		}, "wrong arguments for subsetting an environment"},
		{"e[[1]] <- 1", func() (rt.Value, error) { return SubAssign2(env, one, rt.DoubleScalar(1), NoWarn) }, "wrong args for environment subassignment"},
		{"quote(a)[1]", func() (rt.Value, error) { return Subset(rt.Intern("a"), one, true, NoWarn) }, "object of type 'symbol' is not subsettable"},
		{"quote(a)[[1]]", func() (rt.Value, error) { return Subset2(rt.Intern("a"), one, ExactTrue, NoWarn) }, "object of type 'symbol' is not subsettable"},
		{"x[quote(a)]", func() (rt.Value, error) { return Subset(rt.IntegerOf(1, 2), []rt.Value{rt.Intern("a")}, true, NoWarn) }, "invalid subscript type 'symbol'"},
		{"x <- list(1,2); x[2] <- function() 1", func() (rt.Value, error) {
			return SubAssign(rt.ListOf(rt.DoubleScalar(1), rt.DoubleScalar(2)), []rt.Value{rt.DoubleScalar(2)}, fn, NoWarn)
		}, "cannot coerce type 'closure' to vector of type 'list'"},
		{"x <- 1:3; x[2] <- function() 1", func() (rt.Value, error) {
			return SubAssign(rt.IntegerOf(1, 2, 3), []rt.Value{rt.DoubleScalar(2)}, fn, NoWarn)
		}, "incompatible types (from closure to integer) in subassignment type fix"},
		{"x <- 1:3; x[[2]] <- function() 1", func() (rt.Value, error) {
			return SubAssign2(rt.IntegerOf(1, 2, 3), []rt.Value{rt.DoubleScalar(2)}, fn, NoWarn)
		}, "incompatible types (from closure to integer) in [[ assignment"},
	}
	for _, c := range errCases {
		got, err := c.run()
		if err == nil || err.Error() != c.err {
			t.Errorf("%s: got %v, %v; want error %q", c.label, got, err, c.err)
		}
	}
	// Lists hold any value.
	got, err := SubAssign2(rt.ListOf(rt.DoubleScalar(1)), one, fn, NoWarn)
	if err != nil || got.(*rt.List).V[0] != rt.Value(fn) {
		t.Errorf("x[[1]] <- function: got %v, %v", got, err)
	}
	got, err = SubAssign(rt.ListOf(rt.DoubleScalar(1)), one, rt.ListOf(env), NoWarn)
	if err != nil || got.(*rt.List).V[0] != rt.Value(env) {
		t.Errorf("x[1] <- list(env): got %v, %v", got, err)
	}
	got, err = DollarAssign(rt.Nil, "f", fn, NoWarn)
	if err != nil || got.(*rt.List).V[0] != rt.Value(fn) {
		t.Errorf("NULL$f <- function: got %v, %v", got, err)
	}
	// Environments: the evaluator resolves the name.
	if s, err := EnvIndexName(byName, false); err != nil || s != rt.Intern("a") {
		t.Errorf("EnvIndexName(\"a\") = %v, %v", s, err)
	}
	for _, bad := range [][]rt.Value{one, {rt.CharacterOf("a", "b")}, {rt.StringScalar(rt.NAString)}, byName[:0]} {
		if _, err := EnvIndexName(bad, true); err == nil || err.Error() != "wrong args for environment subassignment" {
			t.Errorf("EnvIndexName(%s, assign): %v", show(rt.ListOf(bad...)), err)
		}
	}
}

// BenchmarkSubAssignScalar measures x[i] <- v on an unshared double
// vector, the body of the typical filling loop.
func BenchmarkSubAssignScalar(b *testing.B) {
	const n = 1000
	var x rt.Value = rt.NewDouble(n)
	idx := make([][]rt.Value, n)
	for i := range idx {
		idx[i] = []rt.Value{rt.IntScalar(int32(i + 1))}
	}
	v := rt.DoubleScalar(1.5)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		x, _ = SubAssign(x, idx[i%n], v, NoWarn)
	}
}

// BenchmarkSubAssignAppend measures growing a vector by one element at the
// end, x[length(x) + 1] <- v.
func BenchmarkSubAssignAppend(b *testing.B) {
	idx := []rt.Value{rt.DoubleScalar(0)}
	idxV := idx[0].(*rt.Double)
	v := rt.DoubleScalar(1.5)
	var x rt.Value = rt.NewDouble(0)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if i%100000 == 0 {
			x = rt.NewDouble(0)
		}
		idxV.V[0] = float64(ixLen(x) + 1)
		x, _ = SubAssign(x, idx, v, NoWarn)
	}
}

var _ = math.Inf

var assignCases = []assignCase{
	{label: "x <- c(1,2); x[1] <- NULL", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(1)}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- c(1,2); x[0] <- NULL", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(0)}, value: rt.Nil, want: rt.DoubleOf(1, 2)},
	{label: "x <- c(1,2); x[integer(0)] <- numeric(0)", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.IntegerOf()}, value: rt.DoubleOf(), want: rt.DoubleOf(1, 2)},
	{label: "x <- c(1,2); x[1] <- numeric(0)", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(1)}, value: rt.DoubleOf(), err: "replacement has length zero"},
	{label: "x <- c(a=1, b=2); x[c(TRUE, TRUE)] <- NULL", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.LogicalOf(1, 1)}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- c(a=1, b=2); x[integer(0)] <- NULL", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.IntegerOf()}, value: rt.Nil, want: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(1,2,3); x[2] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3))},
	{label: "x <- list(1,2,3); x[c(1,3)] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(1, 3)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(2))},
	{label: "x <- list(a=1,b=2,c=3); x[-2] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(-2)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("b"))},
	{label: "x <- list(a=1,b=2,c=3); x['b'] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.CharacterOf("b")}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x['z'] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.CharacterOf("z")}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x[5] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.Nil), "names", rt.CharacterOf("a", "b", "c", ""))},
	{label: "x <- list(a=1,b=2,c=3); x[2] <- list(NULL)", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.Nil), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.Nil, rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x[c(TRUE,FALSE,TRUE)] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.LogicalOf(1, 0, 1)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("b"))},
	{label: "x <- list(a=1,b=2,c=3); x[c(3,1,3)] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(3, 1, 3)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("b"))},
	{label: "x <- list(a=1,b=2,c=3); x[c(3,5)] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(3, 5)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.Nil), "names", rt.CharacterOf("a", "b", ""))},
	{label: "x <- list(a=1,b=2,c=3); x[c(7,5)] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(7, 5)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.Nil, rt.Nil), "names", rt.CharacterOf("a", "b", "c", "", ""))},
	{label: "x <- list(a=1,b=2,c=3); x[c(5,2)] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(5, 2)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3), rt.Nil), "names", rt.CharacterOf("a", "c", ""))},
	{label: "x <- list(a=1,b=2,c=3); x[NA] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x[] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.MissingArg}, value: rt.Nil, want: attrs(rt.NewList(0), "names", rt.CharacterOf())},
	{label: "x <- list(a=1,b=2,c=3); x[c(1,NA)] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(1, rt.NAReal)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("b", "c"))},
	{label: "x <- structure(list(a=1,b=2,c=3), foo=1); x[2] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"), "foo", rt.DoubleOf(1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "c"), "foo", rt.DoubleOf(1))},
	{label: "x <- list(a=1); x[c('b','c')] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("b", "c")}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"))},
	{label: "x <- list(a=1, b=2); x[integer(0)] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.IntegerOf()}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1, b=2); x[0] <- list()", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(0)}, value: rt.NewList(0), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- matrix(list(1,2,3,4), 2); x[4] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(4)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3))},
	{label: "x <- 1:5; x[c(1,2)] <- 1:3", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(1, 2)}, value: rt.IntegerOf(1, 2, 3), want: rt.IntegerOf(1, 2, 3, 4, 5), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- 1:5; x[c(1,2,3)] <- 1:2", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(1, 2, 3)}, value: rt.IntegerOf(1, 2), want: rt.IntegerOf(1, 2, 1, 4, 5), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- 1:5; x[] <- 0L", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.MissingArg}, value: rt.IntegerOf(0), want: rt.IntegerOf(0, 0, 0, 0, 0)},
	{label: "x <- 1:5; x[] <- 1:2", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.MissingArg}, value: rt.IntegerOf(1, 2), want: rt.IntegerOf(1, 2, 1, 2, 1), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- 1:5; x[8] <- 1L", x: rt.IntegerOf(1, 2, 3, 4, 5), idx: []rt.Value{rt.DoubleOf(8)}, value: rt.IntegerOf(1), want: rt.IntegerOf(1, 2, 3, 4, 5, rt.NAInt, rt.NAInt, 1)},
	{label: "x <- c(a=1,b=2); x[4] <- 1", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(4)}, value: rt.DoubleOf(1), want: attrs(rt.DoubleOf(1, 2, rt.NAReal, 1), "names", rt.CharacterOf("a", "b", "", ""))},
	{label: "x <- c(a=1,b=2); x['d'] <- 1", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("d")}, value: rt.DoubleOf(1), want: attrs(rt.DoubleOf(1, 2, 1), "names", rt.CharacterOf("a", "b", "d"))},
	{label: "x <- c(a=1,b=2); x['a'] <- 9", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(9), want: attrs(rt.DoubleOf(9, 2), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- 1:2; x['d'] <- 1L", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.CharacterOf("d")}, value: rt.IntegerOf(1), want: attrs(rt.IntegerOf(1, 2, 1), "names", rt.CharacterOf("", "", "d"))},
	{label: "x <- 1:2; x[c('d','d')] <- 5:6", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.CharacterOf("d", "d")}, value: rt.IntegerOf(5, 6), want: attrs(rt.IntegerOf(1, 2, 6), "names", rt.CharacterOf("", "", "d"))},
	{label: "x <- c(a=1); x[c('d','d','a')] <- 5:7", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("d", "d", "a")}, value: rt.IntegerOf(5, 6, 7), want: attrs(rt.DoubleOf(7, 6), "names", rt.CharacterOf("a", "d"))},
	{label: "x <- 1:3; x[2] <- 2.5", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(2.5), want: rt.DoubleOf(1, 2.5, 3)},
	{label: "x <- 1:3; x[2] <- 'a'", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.CharacterOf("a"), want: rt.CharacterOf("1", "a", "3")},
	{label: "x <- 1:3; x[2] <- TRUE", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(1), want: rt.IntegerOf(1, 1, 3)},
	{label: "x <- c(TRUE, FALSE); x[2] <- 3L", x: rt.LogicalOf(1, 0), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(3), want: rt.IntegerOf(1, 3)},
	{label: "x <- 1:3; x[2] <- 1i", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ComplexOf(complex(0, 1)), want: rt.ComplexOf(complex(1, 0), complex(0, 1), complex(3, 0))},
	{label: "x <- 1:3; x[2] <- list(9)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(9)), want: rt.ListOf(rt.IntegerOf(1), rt.DoubleOf(9), rt.IntegerOf(3))},
	{label: "x <- 1:3; x[2] <- as.raw(1)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.RawOf(1), err: "incompatible types (from raw to integer) in subassignment type fix"},
	{label: "x <- as.raw(1:3); x[2] <- 1L", x: rt.RawOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(1), err: "incompatible types (from integer to raw) in subassignment type fix"},
	{label: "x <- as.raw(1:3); x[2] <- as.raw(9)", x: rt.RawOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.RawOf(9), want: rt.RawOf(1, 9, 3)},
	{label: "x <- as.raw(1:3); x[2] <- list(1)", x: rt.RawOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.RawOf(1), rt.DoubleOf(1), rt.RawOf(3))},
	{label: "x <- as.raw(1:3); x[5] <- as.raw(9)", x: rt.RawOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.RawOf(9), want: rt.RawOf(1, 2, 3, 0, 9)},
	{label: "x <- c('a','b'); x[2] <- 1", x: rt.CharacterOf("a", "b"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(1), want: rt.CharacterOf("a", "1")},
	{label: "x <- c('a','b'); x[2] <- 1.5", x: rt.CharacterOf("a", "b"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(1.5), want: rt.CharacterOf("a", "1.5")},
	{label: "x <- c('a','b'); x[2] <- NA", x: rt.CharacterOf("a", "b"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(rt.NALgl), want: rt.CharacterOf("a", rt.NAString)},
	{label: "x <- c('a','b'); x[2] <- 1i", x: rt.CharacterOf("a", "b"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ComplexOf(complex(0, 1)), want: rt.CharacterOf("a", "0+1i")},
	{label: "x <- c('a','b'); x[2] <- TRUE", x: rt.CharacterOf("a", "b"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(1), want: rt.CharacterOf("a", "TRUE")},
	{label: "x <- c('a','b'); x[2:3] <- c(1.5, 100)", x: rt.CharacterOf("a", "b"), idx: []rt.Value{rt.IntegerOf(2, 3)}, value: rt.DoubleOf(1.5, 100), want: rt.CharacterOf("a", "1.5", "100")},
	{label: "x <- 'a'; x[2] <- 1e5", x: rt.CharacterOf("a"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(100000), want: rt.CharacterOf("a", "1e+05")},
	{label: "x <- 'a'; x[2] <- 123456", x: rt.CharacterOf("a"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(123456), want: rt.CharacterOf("a", "123456")},
	{label: "x <- 'a'; x[2] <- 1/3", x: rt.CharacterOf("a"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(0.33333333333333331), want: rt.CharacterOf("a", "0.333333333333333")},
	{label: "x <- 'a'; x[2] <- NaN", x: rt.CharacterOf("a"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(math.NaN()), want: rt.CharacterOf("a", "NaN")},
	{label: "x <- 'a'; x[2] <- -Inf", x: rt.CharacterOf("a"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(math.Inf(-1)), want: rt.CharacterOf("a", "-Inf")},
	{label: "x <- 'a'; x[2] <- NA_complex_", x: rt.CharacterOf("a"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ComplexOf(rt.NAComplex), want: rt.CharacterOf("a", rt.NAString)},
	{label: "x <- 'a'; x[2] <- as.raw(1)", x: rt.CharacterOf("a"), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.RawOf(1), err: "incompatible types (from raw to character) in subassignment type fix"},
	{label: "x <- as.raw(1); x[2] <- 'a'", x: rt.RawOf(1), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.CharacterOf("a"), err: "incompatible types (from character to raw) in subassignment type fix"},
	{label: "x <- 1; x[2] <- 'a'", x: rt.DoubleOf(1), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.CharacterOf("a"), want: rt.CharacterOf("1", "a")},
	{label: "x <- c(1.123456789012345678, 2); x[2] <- 'a'", x: rt.DoubleOf(1.1234567890123457, 2), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.CharacterOf("a"), want: rt.CharacterOf("1.12345678901235", "a")},
	{label: "x <- 1e-20; x[2] <- 'a'", x: rt.DoubleOf(9.9999999999999995e-21), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.CharacterOf("a"), want: rt.CharacterOf("1e-20", "a")},
	{label: "x <- 1+1i; x[2] <- NA_real_", x: rt.ComplexOf(complex(1, 1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(rt.NAReal), want: rt.ComplexOf(complex(1, 1), rt.NAComplex)},
	{label: "x <- 1+1i; x[2] <- NaN", x: rt.ComplexOf(complex(1, 1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(math.NaN()), want: rt.ComplexOf(complex(1, 1), complex(math.NaN(), 0))},
	{label: "x <- 1+1i; x[2] <- NA_integer_", x: rt.ComplexOf(complex(1, 1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(rt.NAInt), want: rt.ComplexOf(complex(1, 1), rt.NAComplex)},
	{label: "x <- 1+1i; x[2] <- NA", x: rt.ComplexOf(complex(1, 1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(rt.NALgl), want: rt.ComplexOf(complex(1, 1), rt.NAComplex)},
	{label: "x <- 1:3; x[2] <- NA", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(rt.NALgl), want: rt.IntegerOf(1, rt.NAInt, 3)},
	{label: "x <- c(1.5, 2); x[2] <- NA", x: rt.DoubleOf(1.5, 2), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(rt.NALgl), want: rt.DoubleOf(1.5, rt.NAReal)},
	{label: "x <- 1:3; x[2] <- NULL", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- list(1,2); x[2] <- 5", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(5), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(5))},
	{label: "x <- list(1,2); x[1:2] <- 5:6", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.IntegerOf(1, 2)}, value: rt.IntegerOf(5, 6), want: rt.ListOf(rt.IntegerOf(5), rt.IntegerOf(6))},
	{label: "x <- list(1,2); x[4] <- 'a'", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(4)}, value: rt.CharacterOf("a"), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.Nil, rt.CharacterOf("a"))},
	{label: "x <- list(a=1,b=2); x[4] <- 'a'", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(4)}, value: rt.CharacterOf("a"), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.Nil, rt.CharacterOf("a")), "names", rt.CharacterOf("a", "b", "", ""))},
	{label: "x <- list(1,2); x[2] <- quote(a)", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Intern("a"), want: rt.ListOf(rt.DoubleOf(1)), warn: []string{"'symbol' object cannot be coerced to type 'list'"}},
	{label: "x <- list(1,2); x[2] <- quote(a+b)", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(2)}, value: lang(rt.Intern("+"), arg("", rt.Intern("a")), arg("", rt.Intern("b"))), want: rt.ListOf(rt.DoubleOf(1), rt.Intern("+")), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- list(1,2); x[2] <- pairlist(p=7)", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(2)}, value: plist(arg("p", rt.DoubleOf(7))), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(7))},
	{label: "x <- 1:3; x[2] <- quote(a)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Intern("a"), err: "incompatible types (from symbol to integer) in subassignment type fix"},
	{label: "x <- 1:3; x[2] <- quote(a+b)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: lang(rt.Intern("+"), arg("", rt.Intern("a")), arg("", rt.Intern("b"))), err: "incompatible types (from language to integer) in subassignment type fix"},
	{label: "x <- 1:3; x[NA] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.IntegerOf(1), want: rt.IntegerOf(1, 2, 3)},
	{label: "x <- 1:3; x[c(1,NA)] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1, rt.NAReal)}, value: rt.IntegerOf(1), want: rt.IntegerOf(1, 2, 3)},
	{label: "x <- 1:3; x[c(1,NA)] <- 7:8", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1, rt.NAReal)}, value: rt.IntegerOf(7, 8), err: "NAs are not allowed in subscripted assignments"},
	{label: "x <- 1:3; x[c(TRUE,NA)] <- 7:8", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1, rt.NALgl)}, value: rt.IntegerOf(7, 8), err: "NAs are not allowed in subscripted assignments"},
	{label: "x <- 1:3; x[c(TRUE,NA,TRUE)] <- 7L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1, rt.NALgl, 1)}, value: rt.IntegerOf(7), want: rt.IntegerOf(7, 2, 7)},
	{label: "x <- 1:3; x[c(TRUE,NA,TRUE)] <- 7:8", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1, rt.NALgl, 1)}, value: rt.IntegerOf(7, 8), err: "NAs are not allowed in subscripted assignments"},
	{label: "x <- 1:3; x[c(-1, -5)] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-1, -5)}, value: rt.IntegerOf(0), want: rt.IntegerOf(1, 0, 0)},
	{label: "x <- 1:3; x[c(-1, 1)] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-1, 1)}, value: rt.IntegerOf(0), err: "only 0's may be mixed with negative subscripts"},
	{label: "x <- 1:3; x[c(TRUE,FALSE,TRUE,TRUE,TRUE)] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1, 0, 1, 1, 1)}, value: rt.IntegerOf(0), want: rt.IntegerOf(0, 2, 0, 0, 0)},
	{label: "x <- 1:3; x[c(FALSE,FALSE,FALSE,FALSE,FALSE)] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(0, 0, 0, 0, 0)}, value: rt.IntegerOf(0), want: rt.IntegerOf(1, 2, 3, rt.NAInt, rt.NAInt)},
	{label: "x <- 1:3; x[c(FALSE,FALSE,FALSE,FALSE,TRUE)] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(0, 0, 0, 0, 1)}, value: rt.IntegerOf(0), want: rt.IntegerOf(1, 2, 3, rt.NAInt, 0)},
	{label: "x <- 1:3; x[NA_character_] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 0), "names", rt.CharacterOf("", "", "", rt.NAString))},
	{label: "x <- c(a=1); x[NA_character_] <- 0", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, value: rt.DoubleOf(0), want: attrs(rt.DoubleOf(1, 0), "names", rt.CharacterOf("a", rt.NAString))},
	{label: "x <- c(a=1); x[''] <- 0", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("")}, value: rt.DoubleOf(0), want: attrs(rt.DoubleOf(1, 0), "names", rt.CharacterOf("a", ""))},
	{label: "x <- c(a=1); x[c('', '')] <- 0", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("", "")}, value: rt.DoubleOf(0), want: attrs(rt.DoubleOf(1, 0, 0), "names", rt.CharacterOf("a", "", ""))},
	{label: "x <- 1:3; x[c(NA_character_, NA_character_)] <- 1:2", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.CharacterOf(rt.NAString, rt.NAString)}, value: rt.IntegerOf(1, 2), want: attrs(rt.IntegerOf(1, 2, 3, 1, 2), "names", rt.CharacterOf("", "", "", rt.NAString, rt.NAString))},
	{label: "x <- c(a=1); x[c('b', NA)] <- 1:2", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("b", rt.NAString)}, value: rt.IntegerOf(1, 2), want: attrs(rt.DoubleOf(1, 1, 2), "names", rt.CharacterOf("a", "b", rt.NAString))},
	{label: "x <- 1:3; x[5.7] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(5.7000000000000002)}, value: rt.IntegerOf(0), want: rt.IntegerOf(1, 2, 3, rt.NAInt, 0)},
	{label: "x <- 1:3; x[0] <- 1:5", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(0)}, value: rt.IntegerOf(1, 2, 3, 4, 5), want: rt.IntegerOf(1, 2, 3)},
	{label: "x <- 1:3; x[2] <- 1:5", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(1, 2, 3, 4, 5), want: rt.IntegerOf(1, 1, 3), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- 1:3; x[1:2] <- integer(0)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(1, 2)}, value: rt.IntegerOf(), err: "replacement has length zero"},
	{label: "x <- list(1,2); x[1:2] <- list()", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.IntegerOf(1, 2)}, value: rt.NewList(0), err: "replacement has length zero"},
	{label: "x <- NULL; x[3] <- 1", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(3)}, value: rt.DoubleOf(1), want: rt.DoubleOf(rt.NAReal, rt.NAReal, 1)},
	{label: "x <- NULL; x['a'] <- 1", x: rt.Nil, idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(1), want: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a"))},
	{label: "x <- NULL; x[2] <- list(1)", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.Nil, rt.DoubleOf(1))},
	{label: "x <- NULL; x[1] <- 1:2", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, value: rt.IntegerOf(1, 2), want: rt.IntegerOf(1), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- NULL; x[1] <- NULL", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, value: rt.Nil, want: rt.Nil},
	{label: "x <- NULL; x[c(TRUE, TRUE)] <- 'a'", x: rt.Nil, idx: []rt.Value{rt.LogicalOf(1, 1)}, value: rt.CharacterOf("a"), want: rt.CharacterOf("a", "a")},
	{label: "x <- list(a=1, a=2); x['a'] <- 3", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a")), idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(3), want: attrs(rt.ListOf(rt.DoubleOf(3), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a"))},
	{label: "x <- structure(1:3, class='foo'); x[2] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3), "class", rt.CharacterOf("foo")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(9), want: attrs(rt.IntegerOf(1, 9, 3), "class", rt.CharacterOf("foo"))},
	{label: "x <- structure(1:3, foo='bar'); x[5] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.CharacterOf("bar")), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.IntegerOf(9), want: attrs(rt.IntegerOf(1, 2, 3, rt.NAInt, 9), "foo", rt.CharacterOf("bar"))},
	{label: "x <- structure(1:3, foo='bar'); x[2] <- 2.5", x: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.CharacterOf("bar")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(2.5), want: attrs(rt.DoubleOf(1, 2.5, 3), "foo", rt.CharacterOf("bar"))},
	{label: "x <- structure(1:3, foo='bar'); x[2] <- list(1)", x: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.CharacterOf("bar")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.IntegerOf(1), rt.DoubleOf(1), rt.IntegerOf(3))},
	{label: "x <- c(a=1,b=2); x[2] <- list(3)", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(3)), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- structure(c(a=1,b=2), class='foo', foo=1); x[2] <- list(3)", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b"), "class", rt.CharacterOf("foo"), "foo", rt.DoubleOf(1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(3)), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- matrix(1:4, 2); x[5] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.IntegerOf(9), want: rt.IntegerOf(1, 2, 3, 4, 9)},
	{label: "x <- matrix(1:4, 2, dimnames=list(c('a','b'),NULL)); x[5] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.Nil)), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.IntegerOf(9), want: rt.IntegerOf(1, 2, 3, 4, 9)},
	{label: "x <- matrix(1:4, 2); x[4] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(4)}, value: rt.IntegerOf(9), want: attrs(rt.IntegerOf(1, 2, 3, 9), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- matrix(1:4, 2); x[2] <- 9.5", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(9.5), want: attrs(rt.DoubleOf(1, 9.5, 3, 4), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x['b'] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.CharacterOf("b")}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x['d'] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.CharacterOf("d")}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 0), "names", rt.CharacterOf("a", "b", "c", "d"))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x[2] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c")))},
	{label: "x <- list(a=1); x[c('b','c')] <- list(2, 3)", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("b", "c")}, value: rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3)), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- expression(a, b); x[3] <- 1", x: rt.ExprOf(rt.Intern("a"), rt.Intern("b")), idx: []rt.Value{rt.DoubleOf(3)}, value: rt.DoubleOf(1), want: rt.ExprOf(rt.Intern("a"), rt.Intern("b"), rt.DoubleOf(1))},
	{label: "x <- expression(a, b); x[2] <- NULL", x: rt.ExprOf(rt.Intern("a"), rt.Intern("b")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, want: rt.ExprOf(rt.Intern("a"))},
	{label: "x <- 1:3; x[2] <- expression(z)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ExprOf(rt.Intern("z")), want: rt.ExprOf(rt.IntegerOf(1), rt.Intern("z"), rt.IntegerOf(3))},
	{label: "x <- list(1); x[2] <- expression(z)", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ExprOf(rt.Intern("z")), want: rt.ListOf(rt.DoubleOf(1), rt.Intern("z"))},
	{label: "x <- list(1, 2); x[] <- list(3)", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.MissingArg}, value: rt.ListOf(rt.DoubleOf(3)), want: rt.ListOf(rt.DoubleOf(3), rt.DoubleOf(3))},
	{label: "x <- list(1, 2); x[1:2] <- list(3, 4, 5)", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.IntegerOf(1, 2)}, value: rt.ListOf(rt.DoubleOf(3), rt.DoubleOf(4), rt.DoubleOf(5)), want: rt.ListOf(rt.DoubleOf(3), rt.DoubleOf(4)), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- 1:3; x[5] <- list(1)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.IntegerOf(1), rt.IntegerOf(2), rt.IntegerOf(3), rt.Nil, rt.DoubleOf(1))},
	{label: "x <- c(a=1L); x[3] <- 2.5", x: attrs(rt.IntegerOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.DoubleOf(3)}, value: rt.DoubleOf(2.5), want: attrs(rt.DoubleOf(1, rt.NAReal, 2.5), "names", rt.CharacterOf("a", "", ""))},
	{label: "x <- 1:3; x[-1] <- c(8L, 9L, 10L)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.IntegerOf(8, 9, 10), want: rt.IntegerOf(1, 8, 9), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- 1:3; x[c(1,1)] <- c(8L, 9L)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1, 1)}, value: rt.IntegerOf(8, 9), want: rt.IntegerOf(9, 2, 3)},
	{label: "x <- TRUE; x[2] <- NA", x: rt.LogicalOf(1), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(rt.NALgl), want: rt.LogicalOf(1, rt.NALgl)},
	{label: "x <- NA; x[2] <- 1L", x: rt.LogicalOf(rt.NALgl), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(1), want: rt.IntegerOf(rt.NAInt, 1)},
	{label: "x <- character(0); x[2] <- 'a'", x: rt.CharacterOf(), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.CharacterOf("a"), want: rt.CharacterOf(rt.NAString, "a")},
	{label: "x <- c(a=1); x[c(a='z')] <- 3", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{attrs(rt.CharacterOf("z"), "names", rt.CharacterOf("a"))}, value: rt.DoubleOf(3), want: attrs(rt.DoubleOf(1, 3), "names", rt.CharacterOf("a", "z"))},
	{label: "x <- 1:3; x[c(2.5, 2.9)] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2.5, 2.8999999999999999)}, value: rt.IntegerOf(0), want: rt.IntegerOf(1, 0, 3)},
	{label: "x <- 1:3; x[list(1)] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1))}, value: rt.IntegerOf(0), err: "invalid subscript type 'list'"},
	{label: "x <- 1:3; x[1, 2] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(1), err: "incorrect number of subscripts on matrix"},
	{label: "x <- list(1, 2); x[2] <- list(list(1))", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.ListOf(rt.DoubleOf(1))), want: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(1)))},
	{label: "x <- 1:10; x[c(TRUE, FALSE)] <- 0L", x: rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), idx: []rt.Value{rt.LogicalOf(1, 0)}, value: rt.IntegerOf(0), want: rt.IntegerOf(0, 2, 0, 4, 0, 6, 0, 8, 0, 10)},
	{label: "x <- 1:6; x[c(6, 1)] <- c(60L, 10L)", x: rt.IntegerOf(1, 2, 3, 4, 5, 6), idx: []rt.Value{rt.DoubleOf(6, 1)}, value: rt.IntegerOf(60, 10), want: rt.IntegerOf(10, 2, 3, 4, 5, 60)},
	{label: "x <- c(x=1, y=2); x[c('y', 'new', 'x')] <- c(20, 30, 10)", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("x", "y")), idx: []rt.Value{rt.CharacterOf("y", "new", "x")}, value: rt.DoubleOf(20, 30, 10), want: attrs(rt.DoubleOf(10, 20, 30), "names", rt.CharacterOf("x", "y", "new"))},
	{label: "x <- quote(f(a=1, 2)); x[2] <- list(5)", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(5)), want: lang(rt.Intern("f"), arg("a", rt.DoubleOf(5)), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, 2)); x[3] <- quote(z)", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(3)}, value: rt.Intern("z"), want: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1))), warn: []string{"'symbol' object cannot be coerced to type 'list'"}},
	{label: "x <- pairlist(a=1, b=2); x[2] <- 5", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(5), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(5)), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- matrix(1:6, 2); x[1, 2] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 0, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[, 2] <- c(7L, 8L)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(2)}, value: rt.IntegerOf(7, 8), want: attrs(rt.IntegerOf(1, 2, 7, 8, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[, 2:3] <- c(7L, 8L)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.IntegerOf(2, 3)}, value: rt.IntegerOf(7, 8), want: attrs(rt.IntegerOf(1, 2, 7, 8, 7, 8), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[, 2:3] <- 1:3", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.IntegerOf(2, 3)}, value: rt.IntegerOf(1, 2, 3), err: "number of items to replace is not a multiple of replacement length"},
	{label: "x <- matrix(1:6, 2); x[, 2:3] <- 1:5", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.IntegerOf(2, 3)}, value: rt.IntegerOf(1, 2, 3, 4, 5), err: "number of items to replace is not a multiple of replacement length"},
	{label: "x <- matrix(1:6, 2); x[, 2:3] <- 1:8", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.IntegerOf(2, 3)}, value: rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8), err: "number of items to replace is not a multiple of replacement length"},
	{label: "x <- matrix(1:6, 2); x[, 2] <- 0.5", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(2)}, value: rt.DoubleOf(0.5), want: attrs(rt.DoubleOf(1, 2, 0.5, 0.5, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[3, 2] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(3), rt.DoubleOf(2)}, value: rt.IntegerOf(0), err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[NA, 2] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(rt.NALgl), rt.DoubleOf(2)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[c(1,NA), 2] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1, rt.NAReal), rt.DoubleOf(2)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 0, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[c(1,NA), 2] <- 8:9", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1, rt.NAReal), rt.DoubleOf(2)}, value: rt.IntegerOf(8, 9), err: "NAs are not allowed in subscripted assignments"},
	{label: "x <- matrix(1:6, 2); x[-1, ] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(-1), rt.MissingArg}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3, 0, 5, 0), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[c(TRUE,FALSE), ] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(1, 0), rt.MissingArg}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(0, 2, 0, 4, 0, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'),c('x','y','z'))); x['b', 'z'] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.CharacterOf("b"), rt.CharacterOf("z")}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 0), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'),c('x','y','z'))); x['c', 'z'] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{rt.CharacterOf("c"), rt.CharacterOf("z")}, value: rt.IntegerOf(0), err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[1, 2] <- integer(0)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(), err: "replacement has length zero"},
	{label: "x <- matrix(1:6, 2); x[0, 2] <- integer(0)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(0), rt.DoubleOf(2)}, value: rt.IntegerOf(), want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[1, 2] <- NULL", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.Nil, err: "number of items to replace is not a multiple of replacement length"},
	{label: "x <- matrix(1:6, 2); x[1, 2] <- list(1)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.IntegerOf(1), rt.IntegerOf(2), rt.DoubleOf(1), rt.IntegerOf(4), rt.IntegerOf(5), rt.IntegerOf(6))},
	{label: "x <- matrix(1:6, 2); x[1, 2] <- 'a'", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.CharacterOf("a"), want: attrs(rt.CharacterOf("1", "2", "a", "4", "5", "6"), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(list(1,2,3,4), 2); x[1, 2] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.Nil, err: "number of items to replace is not a multiple of replacement length"},
	{label: "x <- matrix(list(1,2,3,4), 2); x[1, 2] <- list(NULL)", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.ListOf(rt.Nil), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.Nil, rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- matrix(list(1,2,3,4), 2); x[1, ] <- 5:6", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(1), rt.MissingArg}, value: rt.IntegerOf(5, 6), want: attrs(rt.ListOf(rt.IntegerOf(5), rt.DoubleOf(2), rt.IntegerOf(6), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,2),c(3,1))] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 2, 3, 1), "dim", rt.IntegerOf(2, 2))}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3, 4, 0, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,2),c(3,1))] <- c(8L,9L)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 2, 3, 1), "dim", rt.IntegerOf(2, 2))}, value: rt.IntegerOf(8, 9), want: attrs(rt.IntegerOf(1, 9, 3, 4, 8, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,NA),c(3,1))] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, rt.NAReal, 3, 1), "dim", rt.IntegerOf(2, 2))}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 4, 0, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,NA),c(3,1))] <- 8:9", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, rt.NAReal, 3, 1), "dim", rt.IntegerOf(2, 2))}, value: rt.IntegerOf(8, 9), err: "NAs are not allowed in subscripted assignments"},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,3),c(3,1))] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 3, 3, 1), "dim", rt.IntegerOf(2, 2))}, value: rt.IntegerOf(0), err: "subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[cbind(c(1,0),c(3,1))] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 0, 3, 1), "dim", rt.IntegerOf(2, 2))}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 4, 0, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'),c('x','y','z'))); x[cbind('b','y')] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z"))), idx: []rt.Value{attrs(rt.CharacterOf("b", "y"), "dim", rt.IntegerOf(1, 2))}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 0, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.CharacterOf("x", "y", "z")))},
	{label: "x <- matrix(1:6, 2); x[1, 2, 3] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)}, value: rt.IntegerOf(1), err: "incorrect number of subscripts"},
	{label: "x <- array(1:24, 2:4); x[2, 3, 4] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0), "dim", rt.IntegerOf(2, 3, 4))},
	{label: "x <- array(1:24, 2:4); x[, 3, ] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(3), rt.MissingArg}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 4, 0, 0, 7, 8, 9, 10, 0, 0, 13, 14, 15, 16, 0, 0, 19, 20, 21, 22, 0, 0), "dim", rt.IntegerOf(2, 3, 4))},
	{label: "x <- array(1:24, 2:4); x[-1, 3, c(TRUE, FALSE)] <- c(-1L, -2L)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(-1), rt.DoubleOf(3), rt.LogicalOf(1, 0)}, value: rt.IntegerOf(-1, -2), want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, -1, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, -2, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4))},
	{label: "x <- matrix(1:6, 2); x[, 1] <- list(1, 2)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(1)}, value: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.IntegerOf(3), rt.IntegerOf(4), rt.IntegerOf(5), rt.IntegerOf(6))},
	{label: "x <- matrix(1:6, 2); x[2, 3] <- 1i", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(3)}, value: rt.ComplexOf(complex(0, 1)), want: attrs(rt.ComplexOf(complex(1, 0), complex(2, 0), complex(3, 0), complex(4, 0), complex(5, 0), complex(0, 1)), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(0, 0, 0, 0, 0, 0), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[] <- 1:4", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg}, value: rt.IntegerOf(1, 2, 3, 4), want: attrs(rt.IntegerOf(1, 2, 3, 4, 1, 2), "dim", rt.IntegerOf(2, 3)), warn: []string{"number of items to replace is not a multiple of replacement length"}},
	{label: "x <- matrix(1:6, 2); x[, ] <- 1:4", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.MissingArg}, value: rt.IntegerOf(1, 2, 3, 4), err: "number of items to replace is not a multiple of replacement length"},
	{label: "x <- matrix(1:6, 2); x[, ] <- 1:3", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.MissingArg}, value: rt.IntegerOf(1, 2, 3), want: attrs(rt.IntegerOf(1, 2, 3, 1, 2, 3), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[, 'a'] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.CharacterOf("a")}, value: rt.IntegerOf(1), err: "no 'dimnames' attribute for array"},
	{label: "x <- matrix(1:6, 2); x[, c(-1, 1)] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.MissingArg, rt.DoubleOf(-1, 1)}, value: rt.IntegerOf(1), err: "only 0's may be mixed with negative subscripts"},
	{label: "x <- matrix(1:6, 2); x[c(TRUE,TRUE,TRUE), 1] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(1, 1, 1), rt.DoubleOf(1)}, value: rt.IntegerOf(1), err: "(subscript) logical subscript too long"},
	{label: "x <- matrix(1:6, 2); x[matrix(c(TRUE,FALSE),2,3)] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.LogicalOf(1, 0, 1, 0, 1, 0), "dim", rt.IntegerOf(2, 3))}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(0, 2, 0, 4, 0, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[cbind(1,2,3)] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{attrs(rt.DoubleOf(1, 2, 3), "dim", rt.IntegerOf(1, 3))}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(0, 0, 0, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- structure(matrix(1:4, 2), foo='x'); x[2, ] <- c(7.5, 8.5)", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2), "foo", rt.CharacterOf("x")), idx: []rt.Value{rt.DoubleOf(2), rt.MissingArg}, value: rt.DoubleOf(7.5, 8.5), want: attrs(rt.DoubleOf(1, 7.5, 3, 8.5), "dim", rt.IntegerOf(2, 2), "foo", rt.CharacterOf("x"))},
	{label: "x <- c(1,2); x[[1]] <- NULL", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(1)}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- list(a=1,b=2,c=3); x[[2]] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x[['b']] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.CharacterOf("b")}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x[['z']] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.CharacterOf("z")}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x[[5]] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x[[2]] <- list(NULL)", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.Nil), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.Nil), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- NULL; x[[2]] <- 1", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(1), want: rt.ListOf(rt.Nil, rt.DoubleOf(1))},
	{label: "x <- NULL; x[['a']] <- 1", x: rt.Nil, idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(1), want: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"))},
	{label: "x <- NULL; x[['a']] <- 1:2", x: rt.Nil, idx: []rt.Value{rt.CharacterOf("a")}, value: rt.IntegerOf(1, 2), want: attrs(rt.ListOf(rt.IntegerOf(1, 2)), "names", rt.CharacterOf("a"))},
	{label: "x <- NULL; x[[1]] <- list(1)", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.ListOf(rt.DoubleOf(1)))},
	{label: "x <- NULL; x[[1]] <- NULL", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, value: rt.Nil, want: rt.Nil},
	{label: "x <- NULL; x[[1]] <- 1", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, value: rt.DoubleOf(1), want: rt.ListOf(rt.DoubleOf(1))},
	{label: "x <- NULL; x[[1]] <- 'a'", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(1)}, value: rt.CharacterOf("a"), want: rt.ListOf(rt.CharacterOf("a"))},
	{label: "x <- NULL; x[[3]] <- 1", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(3)}, value: rt.DoubleOf(1), want: rt.ListOf(rt.Nil, rt.Nil, rt.DoubleOf(1))},
	{label: "x <- NULL; x[[2]] <- NULL", x: rt.Nil, idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, want: rt.Nil},
	{label: "x <- NULL; x[['a']] <- NULL", x: rt.Nil, idx: []rt.Value{rt.CharacterOf("a")}, value: rt.Nil, want: rt.Nil},
	{label: "x <- 1:3; x[[2]] <- 1:2", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(1, 2), err: "more elements supplied than there are to replace"},
	{label: "x <- 1:3; x[[2]] <- integer(0)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(), err: "replacement has length zero"},
	{label: "x <- 1:3; x[[2]] <- list(1)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.IntegerOf(1), rt.ListOf(rt.DoubleOf(1)), rt.IntegerOf(3))},
	{label: "x <- 1:3; x[[2]] <- list(1, 2)", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), err: "more elements supplied than there are to replace"},
	{label: "x <- 1:3; x[[2]] <- list()", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.NewList(0), err: "replacement has length zero"},
	{label: "x <- 1:3; x[[2]] <- 2.5", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(2.5), want: rt.DoubleOf(1, 2.5, 3)},
	{label: "x <- 1:3; x[[5]] <- 2L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.IntegerOf(2), want: rt.IntegerOf(1, 2, 3, rt.NAInt, 2)},
	{label: "x <- c(a=1); x[['b']] <- 2", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("b")}, value: rt.DoubleOf(2), want: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- c(a=1); x[['a']] <- 2", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(2), want: attrs(rt.DoubleOf(2), "names", rt.CharacterOf("a"))},
	{label: "x <- 1:3; x[[0]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(0)}, value: rt.IntegerOf(1), err: "attempt to select less than one element in OneIndex <real>"},
	{label: "x <- 1:3; x[[-1]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.IntegerOf(1), err: "attempt to select more than one element in OneIndex <real>"},
	{label: "x <- 1:2; x[[-1]] <- 9L", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.IntegerOf(9), want: rt.IntegerOf(1, 9)},
	{label: "x <- 1:3; x[[NA]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.IntegerOf(1), err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[NA_real_]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(rt.NAReal)}, value: rt.IntegerOf(1), err: "[[ ]] subscript out of bounds"},
	{label: "x <- 1:3; x[[NA_character_]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, value: rt.IntegerOf(1), want: attrs(rt.IntegerOf(1, 2, 3, 1), "names", rt.CharacterOf("", "", "", rt.NAString))},
	{label: "x <- list(1); x[[NA_character_]] <- 1L", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, value: rt.IntegerOf(1), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.IntegerOf(1)), "names", rt.CharacterOf("", rt.NAString))},
	{label: "x <- list(1); x[[NA]] <- 1L", x: rt.ListOf(rt.DoubleOf(1)), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.IntegerOf(1), err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[c(1,2)]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1, 2)}, value: rt.IntegerOf(1), err: "attempt to select more than one element in vectorIndex"},
	{label: "x <- 1:3; x[[integer(0)]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf()}, value: rt.IntegerOf(1), err: "attempt to select less than one element in OneIndex"},
	{label: "x <- list(1,2); x[[integer(0)]] <- 1L", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.IntegerOf()}, value: rt.IntegerOf(1), err: "attempt to select less than one element in OneIndex"},
	{label: "x <- list(1,list(2,3)); x[[c(2,1)]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3))), idx: []rt.Value{rt.DoubleOf(2, 1)}, value: rt.DoubleOf(9), want: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(9), rt.DoubleOf(3)))},
	{label: "x <- list(1,list(2,3)); x[[c(2,5)]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3))), idx: []rt.Value{rt.DoubleOf(2, 5)}, value: rt.DoubleOf(9), want: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3), rt.Nil, rt.Nil, rt.DoubleOf(9)))},
	{label: "x <- list(1,list(2,3)); x[[c(3,1)]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3))), idx: []rt.Value{rt.DoubleOf(3, 1)}, value: rt.DoubleOf(9), err: "no such index at level 1\n"},
	{label: "x <- list(1,list(2,3)); x[[c(2,1)]] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3))), idx: []rt.Value{rt.DoubleOf(2, 1)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(3)))},
	{label: "x <- list(1,c(2,3)); x[[c(2,1)]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2, 3)), idx: []rt.Value{rt.DoubleOf(2, 1)}, value: rt.DoubleOf(9), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(9, 3))},
	{label: "x <- list(1,c(2,3)); x[[c(2,1,1)]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2, 3)), idx: []rt.Value{rt.DoubleOf(2, 1, 1)}, value: rt.DoubleOf(9), err: "recursive indexing failed at level 2\n"},
	{label: "x <- list(a=1,b=list(c=2)); x[[c('b','c')]] <- 9", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "c")}, value: rt.DoubleOf(9), want: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(9)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=list(c=2)); x[[c('b','d')]] <- 9", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "d")}, value: rt.DoubleOf(9), want: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(9)), "names", rt.CharacterOf("c", "d"))), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=list(c=2)); x[[c('z','d')]] <- 9", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("z", "d")}, value: rt.DoubleOf(9), err: "no such index at level 1\n"},
	{label: "x <- list(1,2); x[[1:2]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.IntegerOf(1, 2)}, value: rt.DoubleOf(9), want: rt.ListOf(rt.DoubleOf(1, 9), rt.DoubleOf(2))},
	{label: "x <- list(1,2); x[[3]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(3)}, value: rt.DoubleOf(9), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(9))},
	{label: "x <- list(1,2); x[[5]] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.DoubleOf(9), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.Nil, rt.Nil, rt.DoubleOf(9))},
	{label: "x <- list(a=1,2); x[[5]] <- 9", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.DoubleOf(9), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.Nil, rt.Nil, rt.DoubleOf(9)), "names", rt.CharacterOf("a", "", "", "", ""))},
	{label: "x <- list(a=1,2); x[['q']] <- 9", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "")), idx: []rt.Value{rt.CharacterOf("q")}, value: rt.DoubleOf(9), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(9)), "names", rt.CharacterOf("a", "", "q"))},
	{label: "x <- list(1,2); x[['q']] <- 9", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.CharacterOf("q")}, value: rt.DoubleOf(9), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(9)), "names", rt.CharacterOf("", "", "q"))},
	{label: "x <- list(1,2); x[[1]] <- 1:3", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(1)}, value: rt.IntegerOf(1, 2, 3), want: rt.ListOf(rt.IntegerOf(1, 2, 3), rt.DoubleOf(2))},
	{label: "x <- list(1,2); x[[-1]] <- 5", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.DoubleOf(5), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(5))},
	{label: "x <- list(1,2,3); x[[-1]] <- 5", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.DoubleOf(5), err: "attempt to select more than one element in OneIndex <real>"},
	{label: "x <- list(1,2,3); x[[0]] <- 5", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(0)}, value: rt.DoubleOf(5), err: "attempt to select less than one element in OneIndex <real>"},
	{label: "x <- list(1,2,3); x[[TRUE]] <- 5", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.LogicalOf(1)}, value: rt.DoubleOf(5), want: rt.ListOf(rt.DoubleOf(5), rt.DoubleOf(2), rt.DoubleOf(3))},
	{label: "x <- list(1,2,3); x[[FALSE]] <- 5", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.LogicalOf(0)}, value: rt.DoubleOf(5), err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- list(1,2,3); x[['']] <- 5", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.CharacterOf("")}, value: rt.DoubleOf(5), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(5)), "names", rt.CharacterOf("", "", "", ""))},
	{label: "x <- c(a=1); x[['']] <- 5", x: attrs(rt.DoubleOf(1), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.CharacterOf("")}, value: rt.DoubleOf(5), want: attrs(rt.DoubleOf(1, 5), "names", rt.CharacterOf("a", ""))},
	{label: "x <- 1:3; x[[2.9]] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2.8999999999999999)}, value: rt.IntegerOf(0), want: rt.IntegerOf(1, 0, 3)},
	{label: "x <- 1:3; x[[list(1)]] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1))}, value: rt.IntegerOf(0), err: "invalid subscript type 'list'"},
	{label: "x <- list(ab=1); x[['a']] <- 2", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("ab")), idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(2), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("ab", "a"))},
	{label: "x <- 1:3; x[[2]] <- NA", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.LogicalOf(rt.NALgl), want: rt.IntegerOf(1, rt.NAInt, 3)},
	{label: "x <- c(TRUE,NA); x[[2]] <- 'z'", x: rt.LogicalOf(1, rt.NALgl), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.CharacterOf("z"), want: rt.CharacterOf("TRUE", "z")},
	{label: "x <- c(a=1,b=2); x[['b']] <- NULL", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b")}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- c(a=1,b=2); x[['z']] <- NULL", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("z")}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- structure(1:3, foo='bar'); x[[5]] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.CharacterOf("bar")), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.IntegerOf(9), want: attrs(rt.IntegerOf(1, 2, 3, rt.NAInt, 9), "foo", rt.CharacterOf("bar"))},
	{label: "x <- structure(c(a=1,b=2), class='foo', foo=1); x[[2]] <- list(3)", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b"), "class", rt.CharacterOf("foo"), "foo", rt.DoubleOf(1)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(3)), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(3))), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- matrix(1:4, 2); x[['a']] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.CharacterOf("a")}, value: rt.IntegerOf(9), want: attrs(rt.IntegerOf(1, 2, 3, 4, 9), "names", rt.CharacterOf("", "", "", "", "a"))},
	{label: "x <- matrix(1:4, 2); x[[5]] <- 9L", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.IntegerOf(9), want: rt.IntegerOf(1, 2, 3, 4, 9)},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[5]] <- 9", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.DoubleOf(9), want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4), rt.DoubleOf(9))},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[4]] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(4)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3))},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[2]] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3), rt.DoubleOf(4))},
	{label: "x <- array(1:3, 3, list(c('a','b','c'))); x[['b']] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c"))), idx: []rt.Value{rt.CharacterOf("b")}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3), "dim", rt.IntegerOf(3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b", "c")))},
	{label: "x <- list(a=1, a=2); x[['a']] <- 3", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a")), idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(3), want: attrs(rt.ListOf(rt.DoubleOf(3), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a"))},
	{label: "x <- 5; x[[-1]] <- 1", x: rt.DoubleOf(5), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.DoubleOf(1), err: "attempt to select less than one element in OneIndex <real>"},
	{label: "x <- 5; x[[-1L]] <- 1", x: rt.DoubleOf(5), idx: []rt.Value{rt.IntegerOf(-1)}, value: rt.DoubleOf(1), err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- list(); x[[-1]] <- 1", x: rt.NewList(0), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.DoubleOf(1), err: "attempt to select less than one element in OneIndex <real>"},
	{label: "x <- c(1,2); x[[-1.5]] <- 0", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(-1.5)}, value: rt.DoubleOf(0), want: rt.DoubleOf(1, 0)},
	{label: "x <- c(1,2); x[[0.5]] <- 0", x: rt.DoubleOf(1, 2), idx: []rt.Value{rt.DoubleOf(0.5)}, value: rt.DoubleOf(0), err: "attempt to select less than one element in OneIndex <real>"},
	{label: "x <- 1:3; x[[TRUE]] <- 0L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1)}, value: rt.IntegerOf(0), want: rt.IntegerOf(0, 2, 3)},
	{label: "x <- 1L; x[[NA]] <- 0L", x: rt.IntegerOf(1), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.IntegerOf(0), err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- 1:2; x[[NA]] <- 0L", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.IntegerOf(0), err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- list(1,2); x[[NA]] <- 0L", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.IntegerOf(0), err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- list(1,2); x[[NA]] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.LogicalOf(rt.NALgl)}, value: rt.Nil, err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- list(1,2); x[[NA_character_]] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.CharacterOf(rt.NAString)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2))},
	{label: "x <- list(1,2,3); x[[NA_real_]] <- 9L", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(rt.NAReal)}, value: rt.IntegerOf(9), err: "[[ ]] subscript out of bounds"},
	{label: "x <- list(1,2,3); x[[NA_real_]] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), idx: []rt.Value{rt.DoubleOf(rt.NAReal)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3))},
	{label: "x <- list(1,2); x[[0]] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(0)}, value: rt.Nil, err: "attempt to select less than one element in OneIndex <real>"},
	{label: "x <- list(1,2); x[[-1]] <- NULL", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(-1)}, value: rt.Nil, want: rt.ListOf(rt.DoubleOf(1))},
	{label: "x <- list(a=1,b=2); x[[c('a','b')]] <- 1", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("a", "b")}, value: rt.DoubleOf(1), want: attrs(rt.ListOf(attrs(rt.DoubleOf(1, 1), "names", rt.CharacterOf("", "b")), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=list(c=2)); x[[c('b','c')]] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "c")}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.NewList(0), "names", rt.CharacterOf())), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=list(c=2)); x[[c(2, 3)]] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(2, 3)}, value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=list(c=2)); x[[c('b','c','d')]] <- 1", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "c", "d")}, value: rt.DoubleOf(1), want: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(attrs(rt.DoubleOf(2, 1), "names", rt.CharacterOf("", "d"))), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=list(c=list())); x[[c('b','c','d')]] <- 1", x: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(rt.NewList(0)), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.CharacterOf("b", "c", "d")}, value: rt.DoubleOf(1), want: attrs(rt.ListOf(rt.DoubleOf(1), attrs(rt.ListOf(attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("d"))), "names", rt.CharacterOf("c"))), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=2); x[[c(NA, 1)]] <- 1", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(rt.NAReal, 1)}, value: rt.DoubleOf(1), err: "no such index at level 1\n"},
	{label: "x <- list(a=1,b=list(2)); x[[c(2, NA)]] <- 1", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(2, rt.NAReal)}, value: rt.DoubleOf(1), err: "[[ ]] subscript out of bounds"},
	{label: "x <- list(a=1,b=list(2)); x[[c(-1, 1)]] <- 5", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.DoubleOf(-1, 1)}, value: rt.DoubleOf(5), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(5))), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(a=1,b=list(2)); x[[list(1)]] <- 5", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2))), "names", rt.CharacterOf("a", "b")), idx: []rt.Value{rt.ListOf(rt.DoubleOf(1))}, value: rt.DoubleOf(5), err: "invalid subscript type 'list'"},
	{label: "x <- list(a=1); x[[1]] <- list()", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), idx: []rt.Value{rt.DoubleOf(1)}, value: rt.NewList(0), want: attrs(rt.ListOf(rt.NewList(0)), "names", rt.CharacterOf("a"))},
	{label: "x <- 1:2; x[[-2]] <- 9L", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.DoubleOf(-2)}, value: rt.IntegerOf(9), want: rt.IntegerOf(9, 2)},
	{label: "x <- 1:2; x[[-3]] <- 9L", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.DoubleOf(-3)}, value: rt.IntegerOf(9), err: "attempt to select more than one element in OneIndex <real>"},
	{label: "x <- 1:2; x[[-0.5]] <- 9L", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.DoubleOf(-0.5)}, value: rt.IntegerOf(9), err: "attempt to select less than one element in OneIndex <real>"},
	{label: "x <- 1:2; x[[-1L]] <- 9L", x: rt.IntegerOf(1, 2), idx: []rt.Value{rt.IntegerOf(-1)}, value: rt.IntegerOf(9), want: rt.IntegerOf(1, 9)},
	{label: "x <- 1:3; x[[-1L]] <- 9L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(-1)}, value: rt.IntegerOf(9), err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[0L]] <- 9L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(0)}, value: rt.IntegerOf(9), err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[NA_integer_]] <- 9L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.IntegerOf(rt.NAInt)}, value: rt.IntegerOf(9), err: "attempt to select more than one element in integerOneIndex"},
	{label: "x <- 1:3; x[[c(TRUE,TRUE)]] <- 9L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.LogicalOf(1, 1)}, value: rt.IntegerOf(9), err: "attempt to select more than one element in vectorIndex"},
	{label: "x <- as.raw(1); x[[2]] <- 2L", x: rt.RawOf(1), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.IntegerOf(2), err: "incompatible types (from integer to raw) in subassignment type fix"},
	{label: "x <- as.raw(1:2); x[[2]] <- as.raw(7)", x: rt.RawOf(1, 2), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.RawOf(7), want: rt.RawOf(1, 7)},
	{label: "x <- 1:3; x[[2]] <- NULL", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- list(1, 2); x[[1]] <- quote(a+b)", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(1)}, value: lang(rt.Intern("+"), arg("", rt.Intern("a")), arg("", rt.Intern("b"))), want: rt.ListOf(lang(rt.Intern("+"), arg("", rt.Intern("a")), arg("", rt.Intern("b"))), rt.DoubleOf(2))},
	{label: "x <- list(1, 2); x[[2]] <- quote(a)", x: rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Intern("a"), want: rt.ListOf(rt.DoubleOf(1), rt.Intern("a"))},
	{label: "x <- quote(f(a=1, 2)); x[[1]] <- quote(g)", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(1)}, value: rt.Intern("g"), want: lang(rt.Intern("g"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, 2)); x[[3]] <- quote(z)", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(3)}, value: rt.Intern("z"), want: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.Intern("z")))},
	{label: "x <- quote(f(a=1, 2)); x[[5]] <- 1", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(5)}, value: rt.DoubleOf(1), want: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2)), arg("", rt.Nil), arg("", rt.DoubleOf(1)))},
	{label: "x <- quote(f(a=1, 2)); x[[2]] <- NULL", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.Nil, want: lang(rt.Intern("f"), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, 2)); x[['a']] <- 7", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), idx: []rt.Value{rt.CharacterOf("a")}, value: rt.DoubleOf(7), want: lang(rt.Intern("f"), arg("a", rt.DoubleOf(7)), arg("", rt.DoubleOf(2)))},
	{label: "x <- quote(f(a=1, g(2))); x[[c(3, 1)]] <- quote(h)", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", lang(rt.Intern("g"), arg("", rt.DoubleOf(2))))), idx: []rt.Value{rt.DoubleOf(3, 1)}, value: rt.Intern("h"), want: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", lang(rt.Intern("h"), arg("", rt.DoubleOf(2)))))},
	{label: "x <- pairlist(a=1, b=2); x[[2]] <- 5", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), idx: []rt.Value{rt.DoubleOf(2)}, value: rt.DoubleOf(5), want: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(5)))},
	{label: "x <- expression(a, b); x[[3]] <- quote(c)", x: rt.ExprOf(rt.Intern("a"), rt.Intern("b")), idx: []rt.Value{rt.DoubleOf(3)}, value: rt.Intern("c"), want: rt.ExprOf(rt.Intern("a"), rt.Intern("b"), rt.Intern("c"))},
	{label: "x <- list(1, list(2, 3)); x[[c(2, 2)]] <- list(4)", x: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.DoubleOf(3))), idx: []rt.Value{rt.DoubleOf(2, 2)}, value: rt.ListOf(rt.DoubleOf(4)), want: rt.ListOf(rt.DoubleOf(1), rt.ListOf(rt.DoubleOf(2), rt.ListOf(rt.DoubleOf(4))))},
	{label: "x <- matrix(1:6, 2); x[[1, 2]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 0, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[[1, 2]] <- 0.5", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.DoubleOf(0.5), want: attrs(rt.DoubleOf(1, 2, 0.5, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[[1, 2]] <- 1:2", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(1, 2), err: "more elements supplied than there are to replace"},
	{label: "x <- matrix(1:6, 2); x[[1, 4]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(4)}, value: rt.IntegerOf(1), err: "[[ ]] subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[1, 2]] <- NULL", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.Nil, err: "replacement has length zero"},
	{label: "x <- matrix(1:6, 2); x[[1, 2]] <- list(1)", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.ListOf(rt.DoubleOf(1)), want: rt.ListOf(rt.IntegerOf(1), rt.IntegerOf(2), rt.ListOf(rt.DoubleOf(1)), rt.IntegerOf(4), rt.IntegerOf(5), rt.IntegerOf(6))},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[1, 2]] <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.Nil, err: "incompatible types (from NULL to list) in [[ assignment"},
	{label: "x <- matrix(list(1,2,3,4), 2); x[[1, 2]] <- 1:3", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(1, 2, 3), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.IntegerOf(1, 2, 3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- matrix(1:6, 2); x[[1, 2, 3]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)}, value: rt.IntegerOf(1), err: "[[ ]] improper number of subscripts"},
	{label: "x <- 1:3; x[[1, 2]] <- 1L", x: rt.IntegerOf(1, 2, 3), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(1), err: "[[ ]] improper number of subscripts"},
	{label: "x <- array(1:24, 2:4); x[[2, 3, 4]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), "dim", rt.IntegerOf(2, 3, 4)), idx: []rt.Value{rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0), "dim", rt.IntegerOf(2, 3, 4))},
	{label: "x <- matrix(1:6, 2); x[[0, 1]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(0), rt.DoubleOf(1)}, value: rt.IntegerOf(1), err: "attempt to select less than one element in get1index <real>"},
	{label: "x <- matrix(1:6, 2); x[[-1, 1]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(-1), rt.DoubleOf(1)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[[-1L, 1]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.IntegerOf(-1), rt.DoubleOf(1)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[[1, -2]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.DoubleOf(-2)}, value: rt.IntegerOf(0), err: "invalid negative subscript in get1index <real>"},
	{label: "x <- matrix(1:6, 2); x[[TRUE, 2]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(1), rt.DoubleOf(2)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 2, 0, 4, 5, 6), "dim", rt.IntegerOf(2, 3))},
	{label: "x <- matrix(1:6, 2); x[[FALSE, 2]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(0), rt.DoubleOf(2)}, value: rt.IntegerOf(0), err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- matrix(1:6, 2); x[[0L, 2]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.IntegerOf(0), rt.DoubleOf(2)}, value: rt.IntegerOf(0), err: "attempt to select less than one element in integerOneIndex"},
	{label: "x <- matrix(1:6, 2); x[[NA, 1]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.LogicalOf(rt.NALgl), rt.DoubleOf(1)}, value: rt.IntegerOf(1), err: "[[ ]] subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[NA_real_, 1]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(rt.NAReal), rt.DoubleOf(1)}, value: rt.IntegerOf(1), err: "[[ ]] subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[1:2, 1]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.IntegerOf(1, 2), rt.DoubleOf(1)}, value: rt.IntegerOf(1), err: "attempt to select more than one element in get1index"},
	{label: "x <- matrix(1:6, 2); x[[integer(0), 1]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.IntegerOf(), rt.DoubleOf(1)}, value: rt.IntegerOf(1), err: "attempt to select less than one element in get1index"},
	{label: "x <- matrix(1:6, 2); x[['a', 1]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.CharacterOf("a"), rt.DoubleOf(1)}, value: rt.IntegerOf(1), err: "[[ ]] subscript out of bounds"},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'),NULL)); x[['b', 1]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.Nil)), idx: []rt.Value{rt.CharacterOf("b"), rt.DoubleOf(1)}, value: rt.IntegerOf(0), want: attrs(rt.IntegerOf(1, 0, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.Nil))},
	{label: "x <- matrix(1:6, 2, dimnames=list(c('a','b'),NULL)); x[['c', 1]] <- 0L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3), "dimnames", rt.ListOf(rt.CharacterOf("a", "b"), rt.Nil)), idx: []rt.Value{rt.CharacterOf("c"), rt.DoubleOf(1)}, value: rt.IntegerOf(0), err: "[[ ]] subscript out of bounds"},
	{label: "x <- matrix(1:6, 2); x[[1, ]] <- 1L", x: attrs(rt.IntegerOf(1, 2, 3, 4, 5, 6), "dim", rt.IntegerOf(2, 3)), idx: []rt.Value{rt.DoubleOf(1), rt.MissingArg}, value: rt.IntegerOf(1), err: "[[ ]] subscript out of bounds"},
	{label: "x <- NULL; x$a <- 1", x: rt.Nil, name: "a", value: rt.DoubleOf(1), want: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"))},
	{label: "x <- NULL; x$a <- NULL", x: rt.Nil, name: "a", value: rt.Nil, want: rt.Nil},
	{label: "x <- 1:3; x$a <- NULL", x: rt.IntegerOf(1, 2, 3), name: "a", value: rt.Nil, want: rt.ListOf(rt.IntegerOf(1), rt.IntegerOf(2), rt.IntegerOf(3)), warn: []string{"Coercing LHS to a list"}},
	{label: "x <- c(a=1,b=2); x$c <- 3", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), name: "c", value: rt.DoubleOf(3), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), warn: []string{"Coercing LHS to a list"}},
	{label: "x <- c(a=1,b=2); x$b <- 1", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b")), name: "b", value: rt.DoubleOf(1), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(1)), "names", rt.CharacterOf("a", "b")), warn: []string{"Coercing LHS to a list"}},
	{label: "x <- list(a=1); x$b <- 2", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), name: "b", value: rt.DoubleOf(2), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b"))},
	{label: "x <- list(abc=1); x$ab <- 2", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("abc")), name: "ab", value: rt.DoubleOf(2), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("abc", "ab"))},
	{label: "x <- list(a=1, a=2); x$a <- 3", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a")), name: "a", value: rt.DoubleOf(3), want: attrs(rt.ListOf(rt.DoubleOf(3), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a"))},
	{label: "x <- list(a=1, a=2); x$a <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "a")), name: "a", value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(2)), "names", rt.CharacterOf("a"))},
	{label: "x <- list(a=1,b=2,c=3); x$b <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), name: "b", value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "c"))},
	{label: "x <- list(a=1,b=2,c=3); x$z <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), name: "z", value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c"))},
	{label: "x <- structure(list(a=1), class='foo'); x$b <- 2", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"), "class", rt.CharacterOf("foo")), name: "b", value: rt.DoubleOf(2), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2)), "names", rt.CharacterOf("a", "b"), "class", rt.CharacterOf("foo"))},
	{label: "x <- structure(1:3, foo='bar'); x$a <- 1", x: attrs(rt.IntegerOf(1, 2, 3), "foo", rt.CharacterOf("bar")), name: "a", value: rt.DoubleOf(1), want: attrs(rt.ListOf(rt.IntegerOf(1), rt.IntegerOf(2), rt.IntegerOf(3), rt.DoubleOf(1)), "names", rt.CharacterOf("", "", "", "a")), warn: []string{"Coercing LHS to a list"}},
	{label: "x <- structure(c(a=1,b=2), class='foo', foo=1); x$c <- 3", x: attrs(rt.DoubleOf(1, 2), "names", rt.CharacterOf("a", "b"), "class", rt.CharacterOf("foo"), "foo", rt.DoubleOf(1)), name: "c", value: rt.DoubleOf(3), want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3)), "names", rt.CharacterOf("a", "b", "c")), warn: []string{"Coercing LHS to a list"}},
	{label: "x <- matrix(1:4, 2); x$a <- 9.5", x: attrs(rt.IntegerOf(1, 2, 3, 4), "dim", rt.IntegerOf(2, 2)), name: "a", value: rt.DoubleOf(9.5), want: attrs(rt.ListOf(rt.IntegerOf(1), rt.IntegerOf(2), rt.IntegerOf(3), rt.IntegerOf(4), rt.DoubleOf(9.5)), "names", rt.CharacterOf("", "", "", "", "a")), warn: []string{"Coercing LHS to a list"}},
	{label: "x <- matrix(list(1,2,3,4), 2); x$a <- NULL", x: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2)), name: "a", value: rt.Nil, want: attrs(rt.ListOf(rt.DoubleOf(1), rt.DoubleOf(2), rt.DoubleOf(3), rt.DoubleOf(4)), "dim", rt.IntegerOf(2, 2))},
	{label: "x <- list(); x$a <- 1", x: rt.NewList(0), name: "a", value: rt.DoubleOf(1), want: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a"))},
	{label: "x <- quote(f(a=1, 2)); x$b <- 3", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), name: "b", value: rt.DoubleOf(3), want: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2)), arg("b", rt.DoubleOf(3)))},
	{label: "x <- quote(f(a=1, 2)); x$a <- NULL", x: lang(rt.Intern("f"), arg("a", rt.DoubleOf(1)), arg("", rt.DoubleOf(2))), name: "a", value: rt.Nil, want: lang(rt.Intern("f"), arg("", rt.DoubleOf(2)))},
	{label: "x <- pairlist(a=1, b=2); x$b <- 5", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), name: "b", value: rt.DoubleOf(5), want: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(5)))},
	{label: "x <- pairlist(a=1, b=2); x$c <- 5", x: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2))), name: "c", value: rt.DoubleOf(5), want: plist(arg("a", rt.DoubleOf(1)), arg("b", rt.DoubleOf(2)), arg("c", rt.DoubleOf(5)))},
	{label: "x <- list(a=1); x$a <- list(2)", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), name: "a", value: rt.ListOf(rt.DoubleOf(2)), want: attrs(rt.ListOf(rt.ListOf(rt.DoubleOf(2))), "names", rt.CharacterOf("a"))},
	{label: "x <- list(a=1); x$a <- quote(x)", x: attrs(rt.ListOf(rt.DoubleOf(1)), "names", rt.CharacterOf("a")), name: "a", value: rt.Intern("x"), want: attrs(rt.ListOf(rt.Intern("x")), "names", rt.CharacterOf("a"))},
}
