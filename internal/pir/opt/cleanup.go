package opt

import "gorir/internal/pir"

// cleanup removes phis that merge one value, merges a block entered only
// by a jump from its single predecessor into it, and drops unreachable
// blocks: the tidying every other pass relies on to leave simple code.
func cleanup(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		before := shape(c)
		pir.RemoveTrivialPhis(c)
		pir.MergeBlocks(c)
		pir.Layout(c)
		changed = changed || shape(c) != before
	}
	return changed
}

// codeShape counts what cleanup can remove.
type codeShape struct{ blocks, instrs int }

func shape(c *pir.Code) codeShape {
	s := codeShape{blocks: len(c.Blocks)}
	for _, b := range c.Blocks {
		s.instrs += len(b.Instrs)
	}
	return s
}
