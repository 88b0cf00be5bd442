package opt

import (
	"strings"
	"testing"

	"gorir/internal/pir"
)

// runPasses parses before (a version in the printer's notation), runs
// the named passes once each, in order, settling and verifying after
// each, and returns the result printed with types.
func runPasses(t *testing.T, passes, before string) string {
	t.Helper()
	v, err := pir.ParseVersion(before)
	if err != nil {
		t.Fatalf("parsing the input: %v\n%s", err, before)
	}
	if err := pir.VerifyVersion(v); err != nil {
		t.Fatalf("the input does not verify: %v\n%s", err, before)
	}
	for _, name := range strings.Split(passes, ",") {
		p, ok := Lookup(name)
		if !ok {
			t.Fatalf("no pass %q", name)
		}
		p.Run(v)
		settle(v)
		if err := pir.VerifyVersion(v); err != nil {
			t.Fatalf("after %s: %v\n%s", name, err, v.Format(pir.PrintOptions{Types: true}))
		}
	}
	return v.Format(pir.PrintOptions{Types: true})
}

// checkPass runs passes (comma-separated names) over before and compares
// the result with after, modulo register numbering. Types are printed:
// write them in after as the printer does (`%3:real$ = …`).
func checkPass(t *testing.T, passes, before, after string) {
	t.Helper()
	got := runPasses(t, passes, before)
	if pir.Canonical(got) != pir.Canonical(after) {
		t.Errorf("%s:\n--- input\n%s\n--- got\n%s\n--- want\n%s", passes, strings.TrimSpace(before), strings.TrimSpace(got), strings.TrimSpace(after))
	}
}
