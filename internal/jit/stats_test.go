package jit_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"gorir/internal/jit"
	"gorir/internal/pir"
	"gorir/internal/pir/opt"
)

// callsProgram calls f 10 times and g 1000 times: 1010 closure calls,
// 1000 promises (g's first argument; the constant is passed as it is).
const callsProgram = `
g <- function(a, b) a + b
f <- function(x) { s <- 0; for (i in 1:100) s <- s + g(x, 1); s }
for (k in 1:10) r <- f(2)
`

func TestJITOffCountsOneEnvPerClosureCall(t *testing.T) {
	_, j := run(t, jit.Config{Mode: jit.Off}, callsProgram)
	st := j.Stats()
	if st.Envs != 1010 || st.StubEnvs != 0 || st.Promises != 1000 {
		t.Errorf("envs %d, stubs %d, promises %d; want 1010, 0, 1000", st.Envs, st.StubEnvs, st.Promises)
	}
	if st.Compiled != 0 || st.Closures != 0 || st.ClosureVersions.Total() != 0 {
		t.Errorf("compiled with the JIT off: %+v", st)
	}
}

// stubProgram calls f 10 times and g 1000 times, g being recursive (so
// not inlined into itself): its recursive call's environment, and f's
// across the calls of g, are kept as stubs.
const stubProgram = `
g <- function(a, b) if (a > 1e6) g(a - 1, b) else a + b
f <- function(x) { s <- 0; for (i in 1:100) s <- s + g(x, 1); s }
for (k in 1:10) r <- f(2)
`

func TestStubEnvironmentsCounted(t *testing.T) {
	st := same(t, jit.Config{Mode: jit.On}, stubProgram)
	if st.Envs != 1010 {
		t.Errorf("envs %d, want 1010 (one per call, stubs included)", st.Envs)
	}
	if st.StubEnvs == 0 || st.StubEnvs > st.Envs {
		t.Errorf("stub envs %d of %d", st.StubEnvs, st.Envs)
	}
	if st.ClosureVersions.Stub == 0 {
		t.Errorf("no version classified as stubs only: %+v", st.ClosureVersions)
	}
	if st.Closures == 0 || st.ClosureVersions.Total() != st.Compiled-st.OSRCompiled {
		t.Errorf("closures %d, versions %+v, compiled %d (%d OSR)", st.Closures, st.ClosureVersions, st.Compiled, st.OSRCompiled)
	}
	// --opt=none keeps every environment: no stubs made, every version
	// has a full one.
	st = same(t, jit.Config{Mode: jit.On, Opt: mustOpt(t, "none", "")}, stubProgram)
	if st.StubEnvs != 0 || st.ClosureVersions.Stub != 0 || st.ClosureVersions.NoEnv != 0 || st.ClosureVersions.Env == 0 {
		t.Errorf("with --opt=none: stubs %d, versions %+v", st.StubEnvs, st.ClosureVersions)
	}
}

func TestPromisesCounted(t *testing.T) {
	// h(i) makes a promise of i and one of the default of y; h(1, 2)
	// none (constants are passed as they are).
	_, j := run(t, jit.Config{Mode: jit.Off}, `
h <- function(x, y = x + 1) y
for (i in 1:5) h(i)
z <- h(1, 2)
`)
	if st := j.Stats(); st.Envs != 6 || st.Promises != 10 {
		t.Errorf("envs %d, promises %d; want 6, 10", st.Envs, st.Promises)
	}
}

func mustOpt(t *testing.T, level, disabled string) opt.Config {
	t.Helper()
	c, err := jit.ParseOpt(level, disabled)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestClassifyEnvs(t *testing.T) {
	cases := []struct {
		name string
		text string
		want jit.EnvClass
	}{
		{"full", `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G)
  %2 = LdVar(x, e1)
  Return(%2)
`, jit.FullEnv},
		{"stub flag", `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G) {stub}
  Return(%0)
`, jit.StubEnv},
		{"checked with IsEnvStub", `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G)
  %2 = Checkpoint BB1, BB2
BB1:
  %3 = Force(%0) e1 {var=x}
  %4 = IsEnvStub(e1)
  Assume(%4, %2) {reason=envstub pc=0}
  Return(%3)
BB2: {deopt}
  %6 = FrameState(%0) e1 {pc=3 stack=1 temps=0 code="f"}
  Deopt(%6)
`, jit.StubEnv},
		{"only in a deopt branch", `
BB0:
  %0 = LdArg(0)
  %1 = Checkpoint BB1, BB2
BB1:
  %2 = IsType(%0) {type=real$}
  Assume(%2, %1) {reason=type pc=3}
  %4 = CastType(%0) {type=real$}
  Return(%4)
BB2: {deopt}
  e5 = MkEnv(x=%0 : G)
  %6 = FrameState(%0) e5 {pc=3 stack=1 temps=0 code="f"}
  Deopt(%6)
`, jit.NoEnv},
		{"a stub and a full one", `
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G) {stub}
  e2 = MkEnv(y=%0 : e1)
  %3 = LdVar(y, e2)
  Return(%3)
`, jit.FullEnv},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := pir.ParseVersion("f" + c.text)
			if err != nil {
				t.Fatal(err)
			}
			if got := jit.ClassifyEnvs(v); got != c.want {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

func TestStatsOutputs(t *testing.T) {
	s := jit.Stats{
		Compiled: 5, OSRCompiled: 1, Closures: 3,
		ClosureVersions: jit.EnvClasses{Env: 2, Stub: 1, NoEnv: 1},
		Envs:            100, StubEnvs: 30, Promises: 7,
		Deopts: map[string]int{"type": 2}, Refusals: map[string]int{},
	}
	var text bytes.Buffer
	s.WriteText(&text)
	for _, want := range []string{
		"closures compiled:   3\n",
		"closure versions:    4 (environment 2, stubs only 1, no environment 1)\n",
		"environments made:   100 (full 70, stubs 30)\n",
		"promises made:       7\n",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text output lacks %q:\n%s", want, text.String())
		}
	}
	var js bytes.Buffer
	if err := s.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(js.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	cv, _ := m["closure_versions"].(map[string]any)
	envs, _ := m["envs"].(map[string]any)
	if m["closures"] != 3.0 || cv["total"] != 4.0 || cv["env"] != 2.0 || cv["stub"] != 1.0 || cv["no_env"] != 1.0 ||
		envs["total"] != 100.0 || envs["full"] != 70.0 || envs["stub"] != 30.0 || m["promises"] != 7.0 {
		t.Errorf("JSON fields: %s", js.String())
	}
	var back jit.StatsJSON
	if err := json.Unmarshal(js.Bytes(), &back); err != nil || back.Envs.Stub != 30 || back.ClosureVersions.NoEnv != 1 {
		t.Errorf("round trip: %+v, %v", back, err)
	}
}
