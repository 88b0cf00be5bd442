package jit_test

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"gorir/internal/base"
	"gorir/internal/jit"
	"gorir/internal/vm"
)

// run runs src under cfg and returns stdout+stderr and the JIT.
func run(t *testing.T, cfg jit.Config, src string) (string, *jit.JIT) {
	t.Helper()
	in := vm.New()
	var out bytes.Buffer
	in.Stdout, in.Stderr = &out, &out
	base.Install(in)
	j := jit.Install(in, cfg)
	in.RunScript("test.R", []byte(src))
	return out.String(), j
}

// same checks that src prints the same in the baseline and under cfg,
// and returns the JIT's statistics.
func same(t *testing.T, cfg jit.Config, src string) jit.Stats {
	t.Helper()
	want, _ := run(t, jit.Config{Mode: jit.Off}, src)
	got, j := run(t, cfg, src)
	if got != want {
		t.Errorf("output differs under %v\n--- baseline\n%s--- optimised\n%s", cfg.Mode, want, got)
	}
	return j.Stats()
}

func TestEagerCompilesAndRuns(t *testing.T) {
	st := same(t, jit.Config{Mode: jit.Eager, Verify: true}, `
f <- function(n) { s <- 0; for (i in 1:n) s <- s + i * i; s }
print(f(10))
g <- function(x, y = x * 2) if (x > 1) x + y else y
print(g(1)); print(g(3)); print(g(2L, 5L))
h <- function(...) sum(...)
print(h(1, 2, 3))
`)
	if st.Compiled == 0 || st.OptimisedCalls == 0 {
		t.Errorf("nothing compiled: %+v", st)
	}
	for r, n := range st.Refusals {
		t.Errorf("refused %d: %s", n, r)
	}
}

func TestTypeSpeculationDeopts(t *testing.T) {
	// add is compiled after seeing doubles; a call with a string must
	// leave the optimised code with R's error, and integers must still
	// add up after deoptimisation.
	st := same(t, jit.Config{Mode: jit.On, Threshold: 2}, `
add <- function(a, b) a + b
for (i in 1:20) x <- add(i * 0.5, 1)
print(x)
print(add(2L, 3L))
r <- tryCatch(add("a", 1), error = function(e) conditionMessage(e))
print(r)
print(add(1.5, 2))
`)
	if st.Compiled == 0 {
		t.Errorf("nothing compiled: %+v", st)
	}
}

func TestOSRAtTopLevel(t *testing.T) {
	st := same(t, jit.Config{Mode: jit.On}, `
s <- 0
for (i in 1:20000) s <- s + i %% 7
print(s)
f <- function() { k <- 0L; while (k < 5000L) k <- k + 1L; k }
print(f())
`)
	if st.OSREntries == 0 {
		t.Errorf("no OSR entry: %+v", st)
	}
}

// A hot inner loop is entered at the header of the outermost loop
// around it: one OSR version for the nest, entered once, with the same
// output, whose entry takes the state of the outer for loop only (an
// entry at the inner loop would take both for loops' states).
func TestOSRAtOutermostLoop(t *testing.T) {
	var pirOut strings.Builder
	st := same(t, jit.Config{Mode: jit.On, PrintPIR: regexp.MustCompile("^f$"), PIROut: &pirOut}, `
f <- function(n) {
  s <- 0
  for (a in 1:n) {
    for (b in 1:3) {
      k <- 0L
      while (k < 2000L) k <- k + 1L
      s <- s + k + b
    }
  }
  s
}
print(f(4L))
`)
	if st.OSREntries != 1 || st.OSRCompiled != 1 {
		t.Errorf("OSR entries %d, versions %d, want one of each: %+v", st.OSREntries, st.OSRCompiled, st)
	}
	built, _, _ := strings.Cut(pirOut.String(), "after optimisation")
	if n := strings.Count(built, "OSRValue("); n != 1 {
		t.Errorf("the OSR entry takes %d values, want 1:\n%s", n, built)
	}
}

func TestChaosKeepsOutput(t *testing.T) {
	src := `
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
print(fib(15))
m <- matrix(1:6, 2)
cnt <- function(m) { t <- 0; for (i in 1:nrow(m)) for (j in 1:ncol(m)) t <- t + m[i, j]; t }
print(cnt(m))
k <- function(x) switch(x, a = "one", b = , c = "two or three", "other")
print(sapply(c("a", "b", "c", "z"), k))
`
	for seed := int64(1); seed <= 3; seed++ {
		st := same(t, jit.Config{Mode: jit.Eager, Chaos: 3, Seed: seed}, src)
		if st.Deopts["chaos"] == 0 {
			t.Errorf("seed %d: chaos never fired: %+v", seed, st)
		}
	}
}

func TestParaphrasedTwisters(t *testing.T) {
	// Section 2 of the paper: reflective code must defeat the
	// optimiser, not be broken by it.
	same(t, jit.Config{Mode: jit.Eager}, `
f <- function(c) c(1, 2) + c
print(f(3))
bad <- function() rm("c", envir = sys.frame(-1))
g <- function(c) { r <- tryCatch(c(1, 2) + c, error = function(e) conditionMessage(e)); r }
print(g(bad()))
h <- function(x, y) { x; y }
print(h(x <- TRUE, x))
k <- function() { x <- 1; j(); x }
j <- function() assign("x", 2, envir = parent.frame())
print(k())
p <- function(a) { a; sys.function() }
print(is.function(p(1)))
`)
}

func TestStatsText(t *testing.T) {
	_, j := run(t, jit.Config{Mode: jit.Eager}, `f <- function(x) x + 1; f(1)`)
	var b bytes.Buffer
	j.Stats().WriteText(&b)
	if !strings.Contains(b.String(), "versions compiled") {
		t.Errorf("stats text: %s", b.String())
	}
}
