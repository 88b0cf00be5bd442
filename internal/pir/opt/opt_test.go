package opt

import (
	"strings"
	"testing"

	"gorir/internal/pir"
)

func TestPassTable(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Passes {
		if p.Name == "" || p.Purpose == "" || p.Run == nil {
			t.Errorf("pass %q: name, purpose and function are required", p.Name)
		}
		if seen[p.Name] {
			t.Errorf("pass %q registered twice", p.Name)
		}
		seen[p.Name] = true
	}
}

func TestParseDisabled(t *testing.T) {
	set, err := ParseDisabled("cleanup, ")
	if err != nil || !set["cleanup"] || len(set) != 1 {
		t.Errorf("ParseDisabled(cleanup) = %v, %v", set, err)
	}
	_, err = ParseDisabled("cleanup,nosuch,alsonot")
	if err == nil || !strings.Contains(err.Error(), "unknown pass alsonot, nosuch") || !strings.Contains(err.Error(), "cleanup") {
		t.Errorf("unknown names: %v", err)
	}
}

const diamond = `f
BB0:
  %0:real$ = LdConst [1] 1
  %1:lgl$ = LdConst [1] TRUE
  %2:test = IsTrue(%1)
  Branch(%2, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  %5:real$ = Phi(BB1:%0, BB2:%0)
  Return(%5)
`

func TestCleanup(t *testing.T) {
	checkPass(t, "cleanup", diamond, `f
BB0:
  %0:real$ = LdConst [1] 1
  %1:lgl$ = LdConst [1] TRUE
  %2:test = IsTrue(%1)
  Branch(%2, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  Return(%0)
`)
}

func TestOptimizeRespectsConfig(t *testing.T) {
	parse := func() *pir.Version {
		v, err := pir.ParseVersion(diamond)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	var traced []string
	trace := func(p string, _ *pir.Version) { traced = append(traced, p) }

	v := parse()
	if err := Optimize(v, Config{None: true, Trace: trace}); err != nil || len(traced) != 0 {
		t.Fatalf("None ran passes: %v %v", traced, err)
	}
	// Every pass but the one named.
	allBut := func(keep string) map[string]bool {
		m := map[string]bool{}
		for _, n := range Names() {
			m[n] = n != keep
		}
		return m
	}
	if err := Optimize(v, Config{Disabled: allBut(""), Trace: trace}); err != nil || len(traced) != 0 {
		t.Fatalf("disabled passes ran: %v %v", traced, err)
	}
	if err := Optimize(v, Config{Verify: true, Disabled: allBut("cleanup"), Trace: trace}); err != nil {
		t.Fatal(err)
	}
	if len(traced) == 0 || traced[0] != "cleanup" {
		t.Fatalf("cleanup did not run: %v", traced)
	}
	if strings.Contains(v.String(), "Phi") {
		t.Errorf("phi left:\n%s", v)
	}
}

func TestVerifierFailureNamesThePass(t *testing.T) {
	broken := Pass{Name: "breaker", Purpose: "test", Run: func(v *pir.Version) bool {
		b := v.Body.Blocks[len(v.Body.Blocks)-1]
		b.Instrs = b.Instrs[:len(b.Instrs)-1] // drop the Return
		return true
	}}
	saved := Passes
	Passes = []Pass{broken}
	defer func() { Passes = saved }()
	v, err := pir.ParseVersion(diamond)
	if err != nil {
		t.Fatal(err)
	}
	err = Optimize(v, Config{Verify: true})
	if pe, ok := err.(*PassError); !ok || pe.Pass != "breaker" {
		t.Fatalf("want a PassError naming breaker, got %v", err)
	}
}
