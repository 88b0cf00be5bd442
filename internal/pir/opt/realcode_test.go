package opt

import (
	"strings"
	"testing"

	"gorir/internal/pir"
)

// checkUnchanged checks that passes leave in as it is (settled: types
// inferred, registers renumbered).
func checkUnchanged(t *testing.T, passes, in string) {
	t.Helper()
	v, err := pir.ParseVersion(in)
	if err != nil {
		t.Fatalf("parsing the input: %v\n%s", err, in)
	}
	settle(v)
	want := v.Format(pir.PrintOptions{Types: true})
	got := runPasses(t, passes, in)
	if pir.Canonical(got) != pir.Canonical(want) {
		t.Errorf("%s changed what it must leave:\n--- input\n%s\n--- got\n%s", passes, strings.TrimSpace(want), strings.TrimSpace(got))
	}
}

// containsOp reports whether the listing text has an instruction of op.
func containsOp(text, op string) bool {
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		for k, w := range f {
			if w == op || strings.HasPrefix(w, op+"(") {
				if k == 0 || (k >= 2 && f[k-1] == "=") {
					return true
				}
			}
		}
	}
	return false
}
