package view

import (
	"strings"
	"testing"

	"gorir/internal/pir"
	"gorir/internal/pir/opt"
)

// record parses a version (in the printer's notation), records it after
// building and after every pass of the pipeline that changed it.
func record(t *testing.T, text string) *Recording {
	t.Helper()
	v, err := pir.ParseVersion(strings.TrimPrefix(text, "\n"))
	if err != nil {
		t.Fatalf("parsing: %v", err)
	}
	var r Recorder
	r.Hook(v.Func, "build", v)
	err = opt.Optimize(v, opt.Config{Verify: true, Trace: func(pass string, v2 *pir.Version) { r.Hook(v2.Func, pass, v2) }})
	if err != nil {
		t.Fatalf("optimising: %v", err)
	}
	if len(r.Recordings()) != 1 {
		t.Fatalf("%d recordings, want 1", len(r.Recordings()))
	}
	return r.Recordings()[0]
}

// The verdicts on examples from the passes' tests: the paper's first
// listing loses its environment; one only the deopt branches need is
// made there; one checked after a call is a stub; one a closure
// captures stays.
func TestEnvVerdicts(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       Verdict
		by         string
	}{
		{"elided", `
f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 42
  StVar(answer, %1, e0)
  %3 = LdVar(answer, e0)
  %4 = Force(%3) e0
  Return(%4)
`, Elided, "elide"},
		{"delayed", delayedExample, Delayed, "elide"},
		{"stubbed", `
f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  %3 = LdFun(g, G) {site="g()"}
  %4 = Call %3 () e0 {site="g()"}
  %5 = LdVar(x, e0)
  %6 = Checkpoint BB1, BB2
BB1:
  %7 = LdVar(x, e0)
  %8 = Force(%7) e0 {var=x}
  Return(%8)
BB2: {deopt}
  %10 = FrameState(%5) e0 {pc=5 stack=1 temps=0 code="f"}
  Deopt(%10)
`, Stubbed, "scope"},
		{"kept", `
f
BB0:
  e0 = MkEnv( : G) {formals}
  %1 = LdConst [1] 1
  StVar(x, %1, e0)
  %3 = MkClosure(fn, e0)
  %4 = Call %3 () e0
  Return(%4)
`, Kept, ""},
	} {
		rec := record(t, c.text)
		envs := rec.Envs()
		if len(envs) != 1 {
			t.Errorf("%s: %d environments, want 1", c.name, len(envs))
			continue
		}
		e := envs[0]
		if e.Verdict != c.want || e.By != c.by || e.Origin != "build" || !e.Frame {
			t.Errorf("%s: verdict %s by %q (origin %s, frame %v), want %s by %q\n%s",
				c.name, e.Verdict, e.By, e.Origin, e.Frame, c.want, c.by, stageNames(rec))
		}
	}
}

func stageNames(rec *Recording) string {
	var s []string
	for _, st := range rec.Stages {
		s = append(s, st.Name)
	}
	return strings.Join(s, " ")
}

// delayedExample has an environment that only the deopt branches need
// (the elide pass's test, with assumes that keep the checkpoints).
const delayedExample = `
f
BB0:
  %0:lgl$ = LdArg(0)
  e1 = MkEnv(a=%0 : G) {formals}
  %2:test = IsTrue(%0)
  Branch(%2, BB1, BB2)
BB1:
  %4 = LdConst [1] 1
  StVar(x, %4, e1)
  Branch BB2
BB2:
  %7 = Checkpoint BB3, BB4
BB3:
  %20 = IsBaseFn(c, G)
  Assume(%20, %7) {reason=guard pc=3}
  %8 = LdConst [1] 2
  StVar(y, %8, e1)
  %10 = Checkpoint BB5, BB6
BB5:
  %22 = IsBaseFn(d, G)
  Assume(%22, %10) {reason=guard pc=7}
  Return(%0)
BB4: {deopt}
  %13 = FrameState() e1 {pc=3 stack=0 temps=0 code="f"}
  Deopt(%13)
BB6: {deopt}
  %15 = FrameState(%0) e1 {pc=7 stack=1 temps=0 code="f"}
  Deopt(%15)
`
