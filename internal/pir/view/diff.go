package view

// Change says what became of an instruction or a block between two
// stages.
type Change uint8

const (
	// Same: in both stages, printed the same modulo register numbers.
	Same Change = iota
	// Added: only in the later stage.
	Added
	// Removed: only in the earlier stage.
	Removed
	// Changed: in both, with another op, operands or attributes.
	Changed
	// Moved: in both, the same, but in another block that still exists
	// (hoisted, sunk); an instruction whose block was merged into its
	// predecessor has not moved.
	Moved
	// Retyped: in both, the same but for its inferred type.
	Retyped
)

// changeNames are the CSS classes and words for the changes.
var changeNames = [...]string{Same: "", Added: "added", Removed: "removed", Changed: "changed", Moved: "moved", Retyped: "retyped"}

func (c Change) String() string { return changeNames[c] }

// Diff compares two stages of a recording: Before, and After, the
// result of the pass After.Name.
type Diff struct {
	Before, After *Stage
}

// compare says how x (of Before) became y (of After), both present.
func (d Diff) compare(x, y *InstrSnap) Change {
	switch {
	case x.Key != y.Key:
		return Changed
	case x.Block != y.Block && d.After.Block(x.Block) != nil:
		return Moved
	case x.Type != y.Type:
		return Retyped
	}
	return Same
}

// Old is what the pass did to i, an instruction of Before: Removed,
// Changed, Moved, Retyped or Same.
func (d Diff) Old(i *InstrSnap) Change {
	y := d.After.Instr(i.ID)
	if y == nil {
		return Removed
	}
	return d.compare(i, y)
}

// New is what the pass did to i, an instruction of After: Added,
// Changed, Moved, Retyped or Same.
func (d Diff) New(i *InstrSnap) Change {
	x := d.Before.Instr(i.ID)
	if x == nil {
		return Added
	}
	return d.compare(x, i)
}

// OldBlock is Removed for a block of Before that After lacks.
func (d Diff) OldBlock(b *BlockSnap) Change {
	if d.After.Block(b.ID) == nil {
		return Removed
	}
	return Same
}

// NewBlock is Added for a block of After that Before lacks.
func (d Diff) NewBlock(b *BlockSnap) Change {
	if d.Before.Block(b.ID) == nil {
		return Added
	}
	return Same
}

// Summary counts what the pass did: instructions added, removed, and
// changed in any other way (changed, moved or retyped).
func (d Diff) Summary() (added, removed, changed int) {
	for _, c := range d.After.Codes {
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				switch d.New(i) {
				case Added:
					added++
				case Same:
				default:
					changed++
				}
			}
		}
	}
	for _, c := range d.Before.Codes {
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if d.Old(i) == Removed {
					removed++
				}
			}
		}
	}
	return added, removed, changed
}
