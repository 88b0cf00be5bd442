package opt_test

import (
	"bytes"
	"fmt"
	"testing"

	"gorir"
)

// End-to-end: R code whose calls the inline pass inlines (a closure
// called where it is made, which needs no scope resolution) runs in the
// optimised tier, with deoptimisation inside the inlined code forced by
// chaos, and must print what the baseline interpreter prints. The
// golden scripts testdata/scripts/inline_*.R check the same against GNU
// R in every mode.

const inlineRT = `
g <- function(a) {
  y <- (function(b, k = 2) { w <- b * k; w + a })(a + 1)
  z <- (function(q) {
    cat("call:", deparse(sys.call()), "\n")
    cat("fn:", deparse(body(sys.function())[[2]]), "\n")
    parent.frame()
  })(y)
  cat("parent is caller:", identical(z, environment()), "\n")
  on <- (function(v) { on.exit(cat("exit", v, "\n")); v * 3 })(y)
  r <- tryCatch((function(e) if (e > 8) stop("big ", e) else e)(y),
                error = function(err) { cat("error in", deparse(conditionCall(err)), "\n"); -1 })
  c(y, on, r)
}
for (i in 1:4) print(g(i))
print(g(2L))
print(g(TRUE))
`

func baselineOutput(t *testing.T) string {
	t.Helper()
	s, err := gorir.NewWithOptions(gorir.Options{JIT: "off"})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	s.SetOutput(&out, &out)
	if err := s.Run("inline.R", []byte(inlineRT)); err != nil {
		fmt.Fprintf(&out, "error: %v\n", err)
	}
	return out.String()
}

func TestInlineEndToEnd(t *testing.T) {
	want := baselineOutput(t)
	modes := []gorir.Options{{JIT: "eager", VerifyPIR: true}, {JIT: "on"}}
	for seed := int64(1); seed <= 6; seed++ {
		modes = append(modes, gorir.Options{JIT: "eager", DeoptChaos: 3, Seed: seed})
	}
	for _, o := range modes {
		s, err := gorir.NewWithOptions(o)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		s.SetOutput(&out, &out)
		if err := s.Run("inline.R", []byte(inlineRT)); err != nil {
			fmt.Fprintf(&out, "error: %v\n", err)
		}
		if got := out.String(); got != want {
			t.Errorf("%+v:\n--- want\n%s--- got\n%s", o, want, got)
		}
		if st := s.JITStats(); st.Inlined == 0 {
			t.Errorf("%+v: nothing inlined", o)
		}
	}
}
