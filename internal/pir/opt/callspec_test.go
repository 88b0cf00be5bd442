package opt

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/pir/build"
)

// A builtin and a closure called in a builtin's argument run in the
// argument's promise, where the builder cannot speculate on them. After
// the promise is inlined, callspec makes them a CallBuiltin and a
// StaticCall from the calls' feedback: no generic Call is left.
func TestCallspecInInlinedPromises(t *testing.T) {
	src := `
twice <- function(x) x * 2L
f <- function(n) {
  s <- 0L
  for (i in seq_len(n)) s <- bitwXor(s, as.integer(twice(i)))
  s
}
for (k in 1:3) f(20L)
`
	body := optimized(t, src, ":f").Body.String()
	for _, want := range []string{"CallBuiltin as.integer", "CallBuiltin bitwXor", "StaticCall twice"} {
		if !strings.Contains(body, want) {
			t.Errorf("no %q in\n%s", want, body)
		}
	}
	if containsOp(body, "Call") {
		t.Errorf("a generic call is left:\n%s", body)
	}
}

// With only builtins in the argument, no promise is left over the
// environment.
func TestCallspecLeavesNoPromise(t *testing.T) {
	src := `
f <- function(n) {
  s <- 0L
  for (i in seq_len(n)) s <- bitwXor(s, as.integer(i))
  s
}
for (k in 1:3) f(20L)
`
	body := optimized(t, src, ":f").Body.String()
	if containsOp(body, "Call") || containsOp(body, "MkArg") || !strings.Contains(body, "CallBuiltin as.integer") {
		t.Errorf("a generic call or a promise is left:\n%s", body)
	}
}

// optimized runs src for feedback, then builds and optimises the
// closure whose name ends in suffix.
func optimized(t *testing.T, src, suffix string) *pir.Version {
	t.Helper()
	var fn *pir.Function
	for _, g := range realFunctions(t, "callspec", src) {
		if strings.HasSuffix(g.Name, suffix) {
			fn = g
		}
	}
	if fn == nil {
		t.Fatalf("no %s", suffix)
	}
	v, err := build.Function(fn, pir.Context{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Optimize(v, Config{Verify: true}); err != nil {
		t.Fatal(err)
	}
	return v
}
