package jit

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"time"
)

// Stats are the JIT's counters. They are cheap and always kept.
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
}

func (s *Stats) init() {
	s.Deopts = map[string]int{}
	s.Refusals = map[string]int{}
}

// Stats returns a copy of the counters.
func (j *JIT) Stats() Stats {
	s := j.stats
	s.Deopts = copyCounts(s.Deopts)
	s.Refusals = copyCounts(s.Refusals)
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
	fmt.Fprintf(w, "== gorir JIT statistics ==\n")
	fmt.Fprintf(w, "versions compiled:   %d (%d OSR)\n", s.Compiled, s.OSRCompiled)
	fmt.Fprintf(w, "optimised calls:     %d\n", s.OptimisedCalls)
	fmt.Fprintf(w, "OSR entries:         %d\n", s.OSREntries)
	fmt.Fprintf(w, "calls inlined:       %d\n", s.Inlined)
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

// WriteJSON writes the counters as JSON.
func (s Stats) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Compiled       int            `json:"compiled"`
		OSRCompiled    int            `json:"osr_compiled"`
		Versions       int            `json:"versions"`
		OptimisedCalls int            `json:"optimised_calls"`
		OSREntries     int            `json:"osr_entries"`
		Inlined        int            `json:"inlined"`
		Deopts         map[string]int `json:"deopts"`
		Refusals       map[string]int `json:"refusals"`
		CompileMillis  float64        `json:"compile_ms"`
	}{s.Compiled, s.OSRCompiled, s.Versions, s.OptimisedCalls, s.OSREntries, s.Inlined, s.Deopts, s.Refusals,
		float64(s.CompileTime.Microseconds()) / 1000})
}
