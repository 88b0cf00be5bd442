// Package jit is gorir's tiering policy: it decides when R code leaves the
// baseline interpreter for the optimised tier, keeps each closure's
// dispatch table of compiled versions, and handles what happens when
// optimised code deoptimises.
//
// The model follows the paper's section 4.1. Every closure body (a
// *vm.Code) has a state here, hung on Code.Tier: the PIR function, its
// versions, each compiled under a call context (which arguments are
// already values, scalars, not objects; how many there are), and
// counters. The interpreter offers every closure call to JIT.Enter; the
// call's context is computed from the matched arguments, and the most
// specific compiled version whose context the call satisfies runs. When
// none does and the closure has been called often enough (Config.Threshold
// invocations; 0 in eager mode), a version for the call's context is
// built (internal/pir/build), optionally checked (pir.Verify), and lowered
// (internal/pir/lower). A function the builder refuses stays in the
// baseline, with the reason recorded for --stats.
//
// Loops are offered too: every vm.OSRInterval back-edges the interpreter
// calls JIT.OSR, which builds a version of the code entered at the loop
// header with the interpreter's operand stack (on-stack replacement), so
// a function called once with a hot loop, or a loop at top level, still
// runs optimised.
//
// When a speculation fails, the optimised code deoptimises: it resumes
// the interpreter at the recorded bytecode pc. The JIT then retires the
// version, marks the feedback slot the speculation came from so the next
// build does not speculate there again (vm.Feedback.NoSpec), and counts
// the deopt by reason. A function that deoptimises more than
// Config.MaxDeopts times stays in the baseline. Deopt chaos
// (Config.Chaos) makes every guard also fail at random, to exercise
// deoptimisation everywhere; those deopts neither retire versions nor
// widen feedback.
package jit

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"gorir/internal/pir"
	"gorir/internal/pir/build"
	"gorir/internal/pir/lower"
	"gorir/internal/pir/opt"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Mode is the tiering mode.
type Mode int

const (
	// Off runs everything in the baseline.
	Off Mode = iota
	// On compiles closures after Config.Threshold invocations and hot
	// loops by OSR.
	On
	// Eager compiles every closure on its first call.
	Eager
)

// ParseMode reads "off", "on" or "eager".
func ParseMode(s string) (Mode, error) {
	switch s {
	case "off":
		return Off, nil
	case "on":
		return On, nil
	case "":
		return DefaultMode, nil
	case "eager":
		return Eager, nil
	}
	return Off, fmt.Errorf("unknown JIT mode %q (want off, on or eager)", s)
}

func (m Mode) String() string { return [...]string{"off", "on", "eager"}[m] }

// DefaultMode is the mode used when none is chosen. It is Off until
// optimised code is faster than the baseline interpreter across the
// benchmark suite: with the passes it is on scalar loops, but calls from
// optimised code (argument matching, promises run by the interpreter)
// still cost more than the interpreter's own (see bench/RESULTS.md).
const DefaultMode = Off

// ParseOpt reads the values of --opt (all, the default when empty, or
// none) and --disable-pass (a comma-separated list of pass names) into
// an opt.Config.
func ParseOpt(level, disabled string) (opt.Config, error) {
	var c opt.Config
	switch level {
	case "", "all":
	case "none":
		c.None = true
	default:
		return c, fmt.Errorf("bad --opt value %q (want all or none)", level)
	}
	var err error
	c.Disabled, err = opt.ParseDisabled(disabled)
	return c, err
}

// DefaultThreshold is the number of baseline invocations after which a
// closure is compiled in On mode.
const DefaultThreshold = 3

// Config configures the JIT.
type Config struct {
	Mode Mode
	// Threshold is the invocation count that triggers compilation in On
	// mode (DefaultThreshold when 0).
	Threshold int
	// MaxVersions bounds the versions per function (4 when 0).
	MaxVersions int
	// MaxDeopts is the number of deopts after which a function stays in
	// the baseline (10 when 0).
	MaxDeopts int
	// Chaos, when positive, makes each guard fail with probability
	// 1/Chaos, drawn from a generator seeded with Seed.
	Chaos int
	Seed  int64
	// PrintPIR, when set, prints the PIR of matching functions to
	// PIROut after building and after optimisation; with PrintPasses
	// also after every optimisation pass that changed the code.
	PrintPIR    *regexp.Regexp
	PrintPasses bool
	PIROut      io.Writer
	// PassHook, when set, sees the PIR of every version of every
	// function: after building (stage "build") and after each
	// optimisation pass that changed it (stage = the pass's name). The
	// version is mutated by later passes, so a hook that keeps it must
	// copy or format it at once. --pir-html records through it.
	PassHook func(fn *pir.Function, stage string, v *pir.Version)
	// Verify reports on PIROut every version the PIR verifier rejects.
	// The builder verifies every code it makes and refuses malformed
	// ones (the function then stays in the baseline, with a refusal
	// reason starting "verifier"); this only makes the failures loud.
	Verify bool
	// Opt selects the optimisation passes run between building and
	// lowering (all of them by default; Opt.None for --opt=none).
	Opt opt.Config
}

// JIT is the optimised tier of one interpreter.
type JIT struct {
	cfg   Config
	in    *vm.Interp // whose run-time counters Stats reports
	rng   *rand.Rand
	stats Stats
	// chaosFired is set by the chaos source when it forces a guard to
	// fail, so the deopt that follows is not held against the version.
	chaosFired bool
}

// Install makes a JIT for in with cfg and installs it as in.Tier (unless
// cfg.Mode is Off, in which case nothing is installed: the JIT then only
// reports in's counters through Stats).
func Install(in *vm.Interp, cfg Config) *JIT {
	if cfg.Threshold <= 0 {
		cfg.Threshold = DefaultThreshold
	}
	if cfg.Mode == Eager {
		cfg.Threshold = 0
	}
	if cfg.MaxVersions <= 0 {
		cfg.MaxVersions = 4
	}
	if cfg.MaxDeopts <= 0 {
		cfg.MaxDeopts = 10
	}
	if cfg.PIROut == nil {
		cfg.PIROut = io.Discard
	}
	j := &JIT{cfg: cfg, in: in, rng: rand.New(rand.NewSource(cfg.Seed))}
	j.stats.init()
	if cfg.Mode != Off {
		in.Tier = j
	}
	return j
}

// funcState is what the JIT keeps per closure body or top-level code.
type funcState struct {
	fn       *pir.Function
	versions []*version
	osr      map[int]*version
	deopts   int
	// entered is set once a closure call has reached the state (it may
	// first be made by an OSR entry, which does not know the formals).
	entered bool
	// refused is the reason the function stays in the baseline ("" while
	// it may still be compiled).
	refused string
	// counted is set once a closure version of it has been compiled
	// (Stats.Closures counts each closure once).
	counted bool
	// osrCall is 1 + the invocation count of the closure run that
	// entered OSR code (0: none yet); see JIT.OSR.
	osrCall int
}

// version is one compiled version and its dispatch key.
type version struct {
	ctx      pir.Context
	pir      *pir.Version
	code     *lower.Compiled
	retired  bool
	deopts   int
	runCount int
}

func (j *JIT) state(code *vm.Code, name string, formals *rt.PairList) *funcState {
	if st, ok := code.Tier.(*funcState); ok {
		// A state made for an OSR entry does not know the closure.
		if st.fn.Formals == nil && formals != nil {
			st.fn.Formals = formals
		}
		return st
	}
	st := &funcState{fn: &pir.Function{Name: name, Code: code, Formals: formals}}
	code.Tier = st
	return st
}

// lowerOptions are the options for lowering a version of st.
func (j *JIT) lowerOptions(st *funcState, v *version) lower.Options {
	o := lower.Options{OnDeopt: func(r pir.DeoptReason) { j.deopted(st, v, r) }}
	if j.cfg.Chaos > 0 {
		n := j.cfg.Chaos
		o.Chaos = func() bool {
			if j.rng.Intn(n) == 0 {
				j.chaosFired = true
				return true
			}
			return false
		}
	}
	return o
}

// deopted records a deoptimisation of v.
func (j *JIT) deopted(st *funcState, v *version, r pir.DeoptReason) {
	if j.chaosFired {
		j.chaosFired = false
		j.stats.Deopts["chaos"]++
		return
	}
	j.stats.Deopts[r.Kind.String()]++
	if r.Code != nil && r.PC >= 0 && r.PC < len(r.Code.Feedback) {
		r.Code.Feedback[r.PC].NoSpec = true
	}
	v.retired = true
	st.deopts++
	if st.deopts > j.cfg.MaxDeopts && st.refused == "" {
		st.refused = "too many deopts"
		j.stats.Refusals[st.refused]++
	}
}

// compile builds and lowers a version; on refusal it records the reason
// and returns nil.
func (j *JIT) compile(st *funcState, ctx pir.Context, osrPC, osrDepth int) (v *version) {
	start := time.Now()
	defer func() { j.stats.CompileTime += time.Since(start) }()
	// A fault in the compiler is a refusal: the function stays in the
	// baseline, which runs it correctly.
	defer func() {
		if r := recover(); r != nil {
			if os.Getenv("GORIR_TRACEBACK") != "" {
				fmt.Fprintf(os.Stderr, "compiler fault in %s: %v\n%s", st.fn.Name, r, debug.Stack())
			}
			j.refuse(st, &build.Refusal{Reason: fmt.Sprintf("compiler fault: %v", r)}, osrPC >= 0)
			v = nil
		}
	}()
	var pv *pir.Version
	var err error
	if osrPC >= 0 {
		pv, err = build.OSR(st.fn, osrPC, osrDepth)
	} else {
		pv, err = build.Function(st.fn, ctx)
	}
	if err != nil {
		if r, ok := err.(*build.Refusal); ok && j.cfg.Verify && strings.HasPrefix(r.Reason, "verifier") {
			fmt.Fprintf(j.cfg.PIROut, "PIR verification failed for %s: %s\n", st.fn.Name, r.Reason)
		}
		j.refuse(st, err, osrPC >= 0)
		return nil
	}
	printing := j.cfg.PrintPIR != nil && j.cfg.PrintPIR.MatchString(st.fn.Name)
	if printing {
		fmt.Fprintf(j.cfg.PIROut, "== PIR of %s after build ==\n%s\n", st.fn.Name, pv.Format(pir.PrintOptions{Types: true}))
	}
	hook := j.cfg.PassHook
	if hook != nil {
		hook(st.fn, "build", pv)
	}
	oc := j.cfg.Opt
	oc.Verify = oc.Verify || j.cfg.Verify
	if (printing && j.cfg.PrintPasses) || hook != nil {
		printPasses := printing && j.cfg.PrintPasses
		oc.Trace = func(pass string, v *pir.Version) {
			if printPasses {
				fmt.Fprintf(j.cfg.PIROut, "== PIR of %s after %s ==\n%s\n", st.fn.Name, pass, v.Format(pir.PrintOptions{Types: true}))
			}
			if hook != nil {
				hook(st.fn, pass, v)
			}
		}
	}
	// The optimised code is verified once whatever the flags (the
	// backend must never see a malformed version), and after every pass
	// under --verify-pir, to name the pass that broke it.
	err = opt.Optimize(pv, oc)
	j.stats.Inlined += pv.Inlined
	if err == nil && !oc.None {
		if verr := pir.VerifyVersion(pv); verr != nil {
			err = &opt.PassError{Pass: "the last pass", Err: verr}
		}
	}
	if err != nil {
		if j.cfg.Verify {
			fmt.Fprintf(j.cfg.PIROut, "PIR verification failed for %s: %v\n", st.fn.Name, err)
		}
		j.refuse(st, &build.Refusal{Reason: "verifier " + err.Error()}, osrPC >= 0)
		return nil
	}
	if printing && !oc.None {
		fmt.Fprintf(j.cfg.PIROut, "== PIR of %s after optimisation ==\n%s\n", st.fn.Name, pv.Format(pir.PrintOptions{Types: true}))
	}
	v = &version{ctx: ctx, pir: pv}
	code, err := lower.Compile(pv, j.lowerOptions(st, v))
	if err != nil {
		j.refuse(st, err, osrPC >= 0)
		return nil
	}
	v.code = code
	if printing && os.Getenv("GORIR_DISASM") != "" {
		fmt.Fprintln(j.cfg.PIROut, code.Disasm())
	}
	j.stats.Compiled++
	if osrPC >= 0 {
		j.stats.OSRCompiled++
	} else {
		// An OSR version takes the baseline's environment instead of
		// making one, so only closure versions are classified.
		j.stats.ClosureVersions.add(ClassifyEnvs(pv))
		if !st.counted {
			st.counted = true
			j.stats.Closures++
		}
	}
	return v
}

// refuse records why st cannot be compiled. A refused OSR entry only
// disables OSR at that loop.
func (j *JIT) refuse(st *funcState, err error, osr bool) {
	reason := err.Error()
	if r, ok := err.(*build.Refusal); ok {
		reason = r.Reason
	}
	j.stats.Refusals[reason]++
	if !osr {
		st.refused = reason
	}
}
