package lower

import (
	"testing"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The scalar loop of scalarLoop, 1000 iterations per op, lowered and in
// the baseline interpreter:
//
//	go test -run NONE -bench ScalarLoop ./internal/pir/lower

const benchN = 1000

func BenchmarkScalarLoopLowered(b *testing.B) {
	in, _ := newSession(b)
	c := mustCompile(b, scalarLoop(b), Options{})
	clo := &rt.Closure{Env: in.Global}
	fr := in.NewFrame(&rt.Lang{Fn: rt.Intern("loop")}, clo, nil, in.Global, nil)
	in.Frames = append(in.Frames, fr)
	args := []rt.Value{rt.DoubleScalar(benchN)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.Call(in, fr, args); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScalarLoopBaseline(b *testing.B) {
	in, _ := newSession(b)
	code := vm.CompileTopLevel(parse(b, `{ s <- 0; i <- 0; while (i < n) { s <- s + i * 0.5; i <- i + 1 }; s }`))
	env := rt.NewEnv(in.Global)
	env.Define(rt.Intern("n"), rt.DoubleScalar(benchN))
	if v, err := in.Exec(code, env); err != nil || v.(*rt.Double).V[0] != loopResult(benchN) {
		b.Fatalf("baseline: %v, %v", v, err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := in.Exec(code, env); err != nil {
			b.Fatal(err)
		}
	}
}

// fib(15) with every value boxed and every call through the tier: the
// overhead of entering lowered code (frame, register reset, depth and
// fault handling) against the interpreter's closure call.
func BenchmarkFibLowered(b *testing.B) {
	in, _ := newSession(b)
	evalR(b, in, `fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)`)
	in.Tier = &testTier{versions: map[*rt.Closure]*Compiled{closure(b, in, "fib"): mustCompile(b, fibVersion(b, in), Options{})}}
	benchFib(b, in)
}

func BenchmarkFibBaseline(b *testing.B) {
	in, _ := newSession(b)
	evalR(b, in, `fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)`)
	benchFib(b, in)
}

func benchFib(b *testing.B, in *vm.Interp) {
	code := vm.CompileTopLevel(parse(b, "fib(15)"))
	if v, err := in.Exec(code, in.Global); err != nil || deparse(v) != "610" {
		b.Fatalf("fib(15) = %s, %v", deparse(v), err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := in.Exec(code, in.Global); err != nil {
			b.Fatal(err)
		}
	}
}
