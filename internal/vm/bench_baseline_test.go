package vm_test

import (
	"os"
	"testing"

	"gorir/internal/base"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// Baseline-interpreter benchmarks of the kernels the targets
// name (bench/scalar-for.R, bench/matrix-for.R), run in-process so that
// changes to the interpreter loop can be compared with benchstat:
//
//	go test -run NONE -bench Baseline -count 10 ./internal/vm

func benchBaseline(b *testing.B, defs, call string) {
	in := vm.New()
	base.Install(in)
	for _, src := range []string{defs} {
		exprs, err := syntax.ParseAll("bench", []byte(src), syntax.Options{})
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range exprs {
			if _, err := in.Exec(vm.CompileTopLevel(e), in.Global); err != nil {
				b.Fatal(err)
			}
		}
	}
	exprs, err := syntax.ParseAll("bench", []byte(call), syntax.Options{})
	if err != nil || len(exprs) != 1 {
		b.Fatal(err)
	}
	code := vm.CompileTopLevel(exprs[0])
	b.ReportAllocs()
	for b.Loop() {
		if _, err := in.Exec(code, in.Global); err != nil {
			b.Fatal(err)
		}
	}
}

// 10000 iterations of `s <- s + i * 0.5` per op.
func BenchmarkBaselineScalarFor(b *testing.B) {
	benchBaseline(b, `execute <- function(n) { s <- 0; for (i in 1:n) s <- s + i * 0.5; s }`, `execute(10000)`)
}

// A 20 x 20 naive matrix product per op.
func BenchmarkBaselineMatrixFor(b *testing.B) {
	benchBaseline(b, `execute <- function(n) {
    a <- matrix(0, n, n)
    b <- matrix(0, n, n)
    for (i in 1:n) for (j in 1:n) { a[i, j] <- i + j; b[i, j] <- i - j }
    c <- matrix(0, n, n)
    for (i in 1:n) for (j in 1:n) {
        s <- 0
        for (k in 1:n) s <- s + a[i, k] * b[k, j]
        c[i, j] <- s
    }
    sum(c)
}`, `execute(20)`)
}

// One nbody step loop (bench/nbody.R's inner loops) per op.
func BenchmarkBaselineNbody(b *testing.B) {
	src, err := os.ReadFile("../../bench/nbody.R")
	if err != nil {
		b.Fatal(err)
	}
	benchBaseline(b, string(src)+"\ncat <- function(...) invisible()", `execute(20)`)
}

// fib(15): closure calls with promise arguments.
func BenchmarkBaselineFib(b *testing.B) {
	benchBaseline(b, `fib <- function(n) if (n < 2L) n else fib(n - 1L) + fib(n - 2L)`, `fib(15)`)
}
