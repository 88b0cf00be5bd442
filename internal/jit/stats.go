package jit

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"time"

	"gorir/internal/pir"
	"gorir/internal/pir/lower"
)

// Stats are the JIT's counters. They are cheap and always kept; --stats
// prints them as text (WriteText), --stats=json as JSON (WriteJSON, whose
// field names are those of StatsJSON).
//
// Besides the JIT's own work they hold the counters of the paper's
// evaluation (section 5):
//
// RQ1, "what proportion of function definitions do not require an
// environment after optimisation?": every closure version compiled
// (OSR entries aside: they run in the environment the baseline already
// made) is classified by the environments the main path of its final,
// optimised PIR makes (ClassifyEnvs):
//
//   - Env: it has a MkEnv that is not a stub (a full environment);
//   - Stub: it has MkEnvs, and all of them are stubs;
//   - NoEnv: it has no MkEnv outside deoptimisation branches.
//
// A stub is a MkEnv for which lower.IsStubEnv holds: one that scope
// resolution speculated nothing reaches reflectively, so that its code
// keeps the variables in registers and checks the speculation with
// Assume(IsEnvStub(e)) after every call or force that might have
// reached it (or a MkEnv flagged stub in PIR text). A deoptimisation
// branch is a block that ends in Deopt, or whose successors all are
// deoptimisation branches (pir.Block.Deopt marks them too): the MkEnvs
// there are those the elide pass delayed into the branches (the
// environment the baseline needs to resume), and, as in the paper, they
// are not counted. Only the body is looked at; promise codes run in the
// baseline, and inlined callees are part of the body, so a version with
// a callee's environment inlined counts that environment.
//
// RQ2, "what proportion of function invocations do not require an
// environment?": the interpreter's run-time counters (vm.Counts), read
// when Stats is called: Envs counts every environment made for a closure
// call, by the baseline's argument binding or by a MkEnv of optimised
// code (including those of deoptimisation branches); StubEnvs those of
// them made by a stub MkEnv; Promises every promise made for an argument
// or a missing argument's default. With --jit=off Envs is one per closure
// call. In gorir a stub is an ordinary environment (rt.Env) whose
// Reflected flag is clear, so it costs as much to make as a full one;
// what stubbing saves is the loads and stores, not the allocation.
type Stats struct {
	// Compiled counts versions built and lowered (OSRCompiled of them
	// OSR entries); Versions counts those installed in dispatch tables.
	Compiled    int
	OSRCompiled int
	Versions    int
	// OptimisedCalls counts closure calls run by optimised code;
	// OSREntries loops entered by OSR.
	OptimisedCalls int
	OSREntries     int
	// Inlined counts the calls the inline pass inlined (counted by the
	// process, so with several interpreters compiling at once a count
	// may include another's).
	Inlined int
	// Deopts counts deoptimisations by reason; Refusals the functions
	// (or OSR entries) left in the baseline, by reason.
	Deopts   map[string]int
	Refusals map[string]int
	// CompileTime is the time spent building and lowering.
	CompileTime time.Duration

	// Closures counts the closures (function bodies) that have at least
	// one compiled version, OSR entries aside; ClosureVersions
	// classifies those versions (RQ1).
	Closures        int
	ClosureVersions EnvClasses
	// Envs, StubEnvs and Promises are the run-time counters (RQ2).
	Envs     int64
	StubEnvs int64
	Promises int64
}

// EnvClass is what environments a version's main path makes.
type EnvClass int

const (
	// NoEnv: no MkEnv outside deoptimisation branches.
	NoEnv EnvClass = iota
	// StubEnv: MkEnvs, all of them stubs.
	StubEnv
	// FullEnv: at least one MkEnv that is not a stub.
	FullEnv
)

func (c EnvClass) String() string { return [...]string{"no env", "stub", "env"}[c] }

// EnvClasses counts versions by EnvClass.
type EnvClasses struct {
	Env, Stub, NoEnv int
}

// Total is the number of versions counted.
func (e EnvClasses) Total() int { return e.Env + e.Stub + e.NoEnv }

func (e *EnvClasses) add(c EnvClass) {
	*[...]*int{NoEnv: &e.NoEnv, StubEnv: &e.Stub, FullEnv: &e.Env}[c]++
}

// ClassifyEnvs classifies v by the MkEnvs of its body outside
// deoptimisation branches (see Stats).
func ClassifyEnvs(v *pir.Version) EnvClass {
	if v == nil || v.Body == nil {
		return NoEnv
	}
	deopt := DeoptBranches(v.Body)
	class := NoEnv
	for _, b := range v.Body.Blocks {
		if deopt[b] {
			continue
		}
		for _, i := range b.Instrs {
			if i.Op != pir.MkEnv {
				continue
			}
			if !lower.IsStubEnv(i) {
				return FullEnv
			}
			class = StubEnv
		}
	}
	return class
}

// DeoptBranches is the set of c's blocks that only lead to a Deopt: a
// block ending in Deopt, one marked pir.Block.Deopt, or one whose
// successors are all such blocks.
func DeoptBranches(c *pir.Code) map[*pir.Block]bool {
	in := map[*pir.Block]bool{}
	for _, b := range c.Blocks {
		if b.Deopt || (len(b.Instrs) > 0 && b.Instrs[len(b.Instrs)-1].Op == pir.Deopt) {
			in[b] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range c.Blocks {
			if in[b] || len(b.Succs) == 0 {
				continue
			}
			all := true
			for _, s := range b.Succs {
				all = all && in[s]
			}
			if all {
				in[b] = true
				changed = true
			}
		}
	}
	return in
}

func (s *Stats) init() {
	s.Deopts = map[string]int{}
	s.Refusals = map[string]int{}
}

// Stats returns a copy of the counters, with the interpreter's run-time
// counters as they are now.
func (j *JIT) Stats() Stats {
	s := j.stats
	s.Deopts = copyCounts(s.Deopts)
	s.Refusals = copyCounts(s.Refusals)
	if j.in != nil {
		s.Envs = j.in.Counts.Envs
		s.StubEnvs = j.in.Counts.StubEnvs
		s.Promises = j.in.Counts.Promises
	}
	return s
}

func copyCounts(m map[string]int) map[string]int {
	out := make(map[string]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// WriteText prints the counters as --stats does.
func (s Stats) WriteText(w io.Writer) {
	cv := s.ClosureVersions
	fmt.Fprintf(w, "== gorir JIT statistics ==\n")
	fmt.Fprintf(w, "versions compiled:   %d (%d OSR)\n", s.Compiled, s.OSRCompiled)
	fmt.Fprintf(w, "closures compiled:   %d\n", s.Closures)
	fmt.Fprintf(w, "closure versions:    %d (environment %d, stubs only %d, no environment %d)\n",
		cv.Total(), cv.Env, cv.Stub, cv.NoEnv)
	fmt.Fprintf(w, "optimised calls:     %d\n", s.OptimisedCalls)
	fmt.Fprintf(w, "OSR entries:         %d\n", s.OSREntries)
	fmt.Fprintf(w, "calls inlined:       %d\n", s.Inlined)
	fmt.Fprintf(w, "environments made:   %d (full %d, stubs %d)\n", s.Envs, s.Envs-s.StubEnvs, s.StubEnvs)
	fmt.Fprintf(w, "promises made:       %d\n", s.Promises)
	fmt.Fprintf(w, "compile time:        %.1f ms\n", float64(s.CompileTime.Microseconds())/1000)
	writeCounts(w, "deopts", s.Deopts)
	writeCounts(w, "refusals", s.Refusals)
}

func writeCounts(w io.Writer, title string, m map[string]int) {
	total := 0
	keys := make([]string, 0, len(m))
	for k, v := range m {
		keys = append(keys, k)
		total += v
	}
	sort.Slice(keys, func(a, b int) bool {
		if m[keys[a]] != m[keys[b]] {
			return m[keys[a]] > m[keys[b]]
		}
		return keys[a] < keys[b]
	})
	fmt.Fprintf(w, "%-20s %d\n", title+":", total)
	for _, k := range keys {
		fmt.Fprintf(w, "  %-40s %d\n", k, m[k])
	}
}

// StatsJSON is the JSON form of Stats that --stats=json writes. Its field
// names are stable: tools (gorir experiments among them) read them.
//
//	compiled          versions built and lowered, OSR entries included
//	osr_compiled      of which OSR entries
//	versions          versions installed in dispatch tables
//	optimised_calls   closure calls run by optimised code
//	osr_entries       loops entered by OSR
//	inlined           calls inlined
//	deopts            deoptimisations by reason
//	refusals          functions or OSR entries left in the baseline, by reason
//	compile_ms        time spent building and lowering, in milliseconds
//	closures          closures with a compiled (non-OSR) version (RQ1)
//	closure_versions  those versions: total, env (a full MkEnv on the
//	                  main path), stub (only stub MkEnvs), no_env (RQ1)
//	envs              environments made for closure calls at run time:
//	                  total, full, stub (RQ2)
//	promises          promises made at run time (RQ2)
type StatsJSON struct {
	Compiled        int             `json:"compiled"`
	OSRCompiled     int             `json:"osr_compiled"`
	Versions        int             `json:"versions"`
	OptimisedCalls  int             `json:"optimised_calls"`
	OSREntries      int             `json:"osr_entries"`
	Inlined         int             `json:"inlined"`
	Deopts          map[string]int  `json:"deopts"`
	Refusals        map[string]int  `json:"refusals"`
	CompileMillis   float64         `json:"compile_ms"`
	Closures        int             `json:"closures"`
	ClosureVersions VersionEnvsJSON `json:"closure_versions"`
	Envs            RuntimeEnvsJSON `json:"envs"`
	Promises        int64           `json:"promises"`
}

// VersionEnvsJSON is closure_versions of StatsJSON.
type VersionEnvsJSON struct {
	Total int `json:"total"`
	Env   int `json:"env"`
	Stub  int `json:"stub"`
	NoEnv int `json:"no_env"`
}

// RuntimeEnvsJSON is envs of StatsJSON.
type RuntimeEnvsJSON struct {
	Total int64 `json:"total"`
	Full  int64 `json:"full"`
	Stub  int64 `json:"stub"`
}

// JSON is s in the form WriteJSON writes.
func (s Stats) JSON() StatsJSON {
	cv := s.ClosureVersions
	return StatsJSON{
		Compiled:        s.Compiled,
		OSRCompiled:     s.OSRCompiled,
		Versions:        s.Versions,
		OptimisedCalls:  s.OptimisedCalls,
		OSREntries:      s.OSREntries,
		Inlined:         s.Inlined,
		Deopts:          s.Deopts,
		Refusals:        s.Refusals,
		CompileMillis:   float64(s.CompileTime.Microseconds()) / 1000,
		Closures:        s.Closures,
		ClosureVersions: VersionEnvsJSON{Total: cv.Total(), Env: cv.Env, Stub: cv.Stub, NoEnv: cv.NoEnv},
		Envs:            RuntimeEnvsJSON{Total: s.Envs, Full: s.Envs - s.StubEnvs, Stub: s.StubEnvs},
		Promises:        s.Promises,
	}
}

// WriteJSON writes the counters as JSON (StatsJSON, indented).
func (s Stats) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s.JSON())
}
