package build

import "gorir/internal/pir"

// isLoopState reports whether v can only be a loop state: made by
// ForInit, or handed over by the baseline on OSR entry.
func isLoopState(v *pir.Instr) bool {
	return pir.AllSources(v, func(x *pir.Instr) bool { return x.Op == pir.ForInit || x.Op == pir.OSRValue })
}
