package opt

import (
	"strings"
	"testing"

	"gorir/internal/pir"
)

// A loop reading a variable of an environment that leaked (g is a
// closure over it) and may have been reached by code since (cat): scope
// resolution cannot resolve the load, and loadspec speculates it holds a
// value (the load runs no active binding, the Force goes), so nothing in
// the loop runs code and licm takes the loop's guards out of it. The
// argument x (a promise) is not speculated on.
func TestLoadspecLeakedLocalInLoop(t *testing.T) {
	const src = `
f <- function(x) {
  scale <- 0.5
  g <- function() scale
  cat("")
  s <- 0
  for (i in 1:3) s <- s + i * scale
  s + x
}
for (k in 1:3) f(1)
`
	v := optimized(t, src, ":f")
	body := v.Body.String()
	speculated := false
	for _, line := range strings.Split(body, "\n") {
		speculated = speculated || strings.Contains(line, "LdVar(scale, e") && strings.HasSuffix(line, "{noactive}")
	}
	if !speculated {
		t.Fatalf("the load of scale is not speculated on:\n%s", body)
	}
	for _, b := range v.Body.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.Force && !b.Deopt {
				if a := i.Args[0]; a.Op == pir.CastType && a.Args[0].Op == pir.LdVar {
					t.Errorf("the Force of a speculated load is left: %s", i)
				}
			}
		}
	}
	// No guard is left in the loop: they were hoisted.
	ls := FindLoops(v.Body)
	if len(ls.All) != 1 {
		t.Fatalf("%d loops:\n%s", len(ls.All), body)
	}
	for _, b := range ls.All[0].Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.IsBaseFn {
				t.Errorf("a guard stays in the loop: %s\n%s", i, body)
			}
		}
	}
	for _, line := range strings.Split(body, "\n") {
		if strings.Contains(line, "LdVar(x,") && strings.Contains(line, "noactive") {
			t.Errorf("the argument x is speculated on: %s", line)
		}
	}
}
