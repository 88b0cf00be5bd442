package pir

import (
	"math/rand/v2"
	"testing"
)

func TestDominatorsDiamondLoop(t *testing.T) {
	c := mustParse(t, `
BB0:
  %0 = LdArg(0)
  %1 = IsTrue(%0)
  Branch(%1, BB1, BB2)
BB1:
  Branch BB3
BB2:
  Branch BB3
BB3:
  %5 = IsTrue(%0)
  Branch(%5, BB4, BB5)
BB4:
  Branch BB3
BB5:
  Return(%0)
BB6:
  Branch BB5
`)
	d := Dominators(c)
	b := c.Blocks
	idoms := []int{-1, 0, 0, 0, 3, 3, -1}
	for k, want := range idoms {
		got := d.IDom(b[k])
		if want < 0 && got != nil || want >= 0 && got != b[want] {
			t.Errorf("idom(BB%d) = %v, want %d", k, got, want)
		}
	}
	if !d.Dominates(b[0], b[5]) || !d.Dominates(b[3], b[4]) || d.Dominates(b[1], b[3]) || d.Dominates(b[4], b[3]) {
		t.Error("dominance")
	}
	if !d.Dominates(b[6], b[6]) || d.Dominates(b[0], b[6]) || d.Dominates(b[6], b[5]) || d.Reachable(b[6]) {
		t.Error("unreachable block")
	}
	if d.StrictlyDominates(b[3], b[3]) || !d.StrictlyDominates(b[3], b[5]) {
		t.Error("strict dominance")
	}
	if len(d.RPO()) != 6 || d.RPO()[0] != b[0] {
		t.Errorf("rpo %v", blockIDs(d.RPO()))
	}
	if got := blockIDs(d.Children(b[3])); len(got) != 2 {
		t.Errorf("children of BB3: %v", got)
	}
	def, use := b[0].Instrs[1], b[3].Instrs[0]
	if !d.InstrDominates(def, use) || d.InstrDominates(use, def) || !d.InstrDominates(b[0].Instrs[0], def) || d.InstrDominates(def, b[0].Instrs[0]) {
		t.Error("instruction dominance")
	}
}

// TestDominatorsRandom compares with the definition on random graphs: a
// dominates b iff b cannot be reached from the entry avoiding a.
func TestDominatorsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 300; round++ {
		n := 1 + r.IntN(12)
		c := &Code{}
		for range n {
			c.NewBlock()
		}
		for _, b := range c.Blocks {
			for range r.IntN(3) {
				b.AddEdge(c.Blocks[r.IntN(n)])
			}
		}
		d := Dominators(c)
		reach := func(avoid *Block) map[*Block]bool {
			seen := map[*Block]bool{}
			var walk func(b *Block)
			walk = func(b *Block) {
				if b == avoid || seen[b] {
					return
				}
				seen[b] = true
				for _, s := range b.Succs {
					walk(s)
				}
			}
			walk(c.Blocks[0])
			return seen
		}
		all := reach(nil)
		for _, a := range c.Blocks {
			without := reach(a)
			for _, b := range c.Blocks {
				want := a == b || all[a] && all[b] && !without[b]
				if got := d.Dominates(a, b); got != want {
					t.Fatalf("round %d: Dominates(BB%d, BB%d) = %v, want %v", round, a.ID, b.ID, got, want)
				}
			}
			if d.Reachable(a) != all[a] {
				t.Fatalf("round %d: Reachable(BB%d)", round, a.ID)
			}
			if id := d.IDom(a); id != nil && !d.StrictlyDominates(id, a) {
				t.Fatalf("round %d: idom of BB%d does not dominate it", round, a.ID)
			}
		}
	}
}

func TestDominatorsMalformed(t *testing.T) {
	c := mustParse(t, diamond)
	other := mustParse(t, diamond)
	c.Blocks[0].Succs = append(c.Blocks[0].Succs, other.Blocks[1], nil)
	d := Dominators(c)
	if !d.Dominates(c.Blocks[0], c.Blocks[3]) || d.Reachable(other.Blocks[1]) || d.IDom(other.Blocks[1]) != nil {
		t.Error("foreign successors are ignored")
	}
	if d := Dominators(&Code{}); d.Reachable(nil) || len(d.RPO()) != 0 {
		t.Error("empty code")
	}
}
