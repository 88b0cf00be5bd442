package syntax

import "gorir/internal/rt"

// DeparseOptions control deparsing.
type DeparseOptions struct {
	// WidthCutoff is the line width at which lines are broken (R's
	// width.cutoff); 0 means 60.
	WidthCutoff int
}

// Deparse renders v as lines of R source text, as GNU R's deparse() does.
func Deparse(v rt.Value, opts DeparseOptions) []string { return nil }
