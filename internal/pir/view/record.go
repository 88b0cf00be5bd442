package view

import (
	"fmt"
	"strconv"
	"strings"

	"gorir/internal/pir"
	"gorir/internal/vm"
)

// Recorder records the versions of the functions whose name Match
// accepts (all functions when Match is nil) through Hook.
type Recorder struct {
	Match func(name string) bool
	// Err is the first fault met while recording (the version it hit
	// is dropped; the compilation goes on unaffected).
	Err error

	recs []*Recording
	by   map[*pir.Version]*Recording
	seq  map[string]int
}

// Hook is a jit.Config.PassHook: it records v as it is after stage.
func (r *Recorder) Hook(fn *pir.Function, stage string, v *pir.Version) {
	if fn == nil || v == nil || (r.Match != nil && !r.Match(fn.Name)) {
		return
	}
	defer func() {
		if x := recover(); x != nil {
			if r.Err == nil {
				r.Err = fmt.Errorf("recording the PIR of %s after %s: %v", fn.Name, stage, x)
			}
			if rec := r.by[v]; rec != nil {
				rec.Stages, rec.broken = nil, true
			}
		}
	}()
	if r.by == nil {
		r.by = map[*pir.Version]*Recording{}
		r.seq = map[string]int{}
	}
	rec := r.by[v]
	if rec == nil {
		r.seq[fn.Name]++
		rec = NewRecording(fn, v)
		rec.Seq = r.seq[fn.Name]
		r.by[v] = rec
		r.recs = append(r.recs, rec)
	}
	if !rec.broken {
		rec.Add(stage, v)
	}
}

// Recordings are the versions recorded, in the order they were built
// (without those a fault cut short).
func (r *Recorder) Recordings() []*Recording {
	var out []*Recording
	for _, rec := range r.recs {
		if len(rec.Stages) > 0 {
			out = append(out, rec)
		}
	}
	return out
}

// Recording is the history of one compiled version.
type Recording struct {
	Func *pir.Function
	// Name is the function's name, Seq the number of this version among
	// the recorded versions of that name (from 1).
	Name string
	Seq  int
	// OSR and OSRPC tell an OSR version (entered mid-loop) apart.
	OSR     bool
	OSRPC   int
	Context pir.Context
	// Stages are the snapshots in order: "build", then one per pass that
	// changed the version. The last is the final PIR.
	Stages []*Stage

	instrs map[*pir.Instr]int
	blocks map[*pir.Block]int
	broken bool
}

// NewRecording starts the recording of v, a version of fn.
func NewRecording(fn *pir.Function, v *pir.Version) *Recording {
	rec := &Recording{Func: fn, OSR: v.OSR, OSRPC: v.OSRPC, Context: v.Context,
		instrs: map[*pir.Instr]int{}, blocks: map[*pir.Block]int{}}
	if fn != nil {
		rec.Name = fn.Name
	}
	if rec.Name == "" {
		rec.Name = "<anonymous>"
	}
	return rec
}

// Final is the last stage recorded (nil before the first).
func (rec *Recording) Final() *Stage {
	if len(rec.Stages) == 0 {
		return nil
	}
	return rec.Stages[len(rec.Stages)-1]
}

func (rec *Recording) instrID(i *pir.Instr) int {
	id, ok := rec.instrs[i]
	if !ok {
		id = len(rec.instrs) + 1
		rec.instrs[i] = id
	}
	return id
}

func (rec *Recording) blockID(b *pir.Block) int {
	id, ok := rec.blocks[b]
	if !ok {
		id = len(rec.blocks) + 1
		rec.blocks[b] = id
	}
	return id
}

// Stage is a snapshot of a version after building or after a pass.
type Stage struct {
	Name  string
	Codes []*CodeSnap
	// Index is the stage's position in Recording.Stages.
	Index int

	instrs map[int]*InstrSnap
	blocks map[int]*BlockSnap
}

// Instr is the instruction with identity id in the stage, or nil.
func (s *Stage) Instr(id int) *InstrSnap { return s.instrs[id] }

// Block is the block with identity id in the stage, or nil.
func (s *Stage) Block(id int) *BlockSnap { return s.blocks[id] }

// CodeSnap is a code (the body or a promise) of a stage.
type CodeSnap struct {
	// Label is "body" or the promise's label (pr0, pr1, …).
	Label  string
	Blocks []*BlockSnap
}

// BlockSnap is a basic block of a stage.
type BlockSnap struct {
	ID    int    // identity
	Label string // BBn, as the stage numbers it
	Deopt bool
	// Term is the op of the block's terminator (OpInvalid if none);
	// Succs the identities of its successors, in order.
	Term   pir.Op
	Succs  []int
	Instrs []*InstrSnap
}

// InstrSnap is an instruction of a stage.
type InstrSnap struct {
	ID int // identity
	Op pir.Op
	// Parts are the printed instruction (with its type), cut where it
	// names a register or a block, which a Part refers to by identity.
	Parts []Part
	// Key is the printed instruction without its type and with
	// registers and blocks written as identities: what a pass must
	// change for the instruction to count as changed.
	Key string
	// Type is the inferred type as printed ("" for an instruction
	// without a result), Block the identity of its block.
	Type  string
	Block int
	// Args are the identities of the operands (the environment last for
	// ops that have one).
	Args  []int
	Deopt bool // in a deopt block
	// For MkEnv: Stub is set for a stub environment (AuxInt 1), Closure
	// is the closure code whose frame it is (nil for other
	// environments), Names are the variables it binds.
	Stub    bool
	Closure *vm.Code
	Names   []string
}

// Part is a piece of an instruction's text. Value or Block, when not
// zero, is the identity of the register or block the text names.
type Part struct {
	Text  string
	Value int
	Block int
}

// Text is the instruction as printed, with its type.
func (i *InstrSnap) Text() string {
	var b strings.Builder
	for _, p := range i.Parts {
		b.WriteString(p.Text)
	}
	return b.String()
}

// Add records v as it is after stage.
func (rec *Recording) Add(stage string, v *pir.Version) {
	s := &Stage{Name: stage, Index: len(rec.Stages), instrs: map[int]*InstrSnap{}, blocks: map[int]*BlockSnap{}}
	codes := []*pir.Code{v.Body}
	codes = append(codes, v.Promises...)
	for k, c := range codes {
		if c == nil {
			continue
		}
		label := "body"
		if k > 0 {
			label = c.Name
			if label == "" {
				label = "pr" + strconv.Itoa(k-1)
			}
		}
		s.Codes = append(s.Codes, rec.snapCode(s, label, c))
	}
	rec.Stages = append(rec.Stages, s)
}

func (rec *Recording) snapCode(s *Stage, label string, c *pir.Code) *CodeSnap {
	cs := &CodeSnap{Label: label}
	for _, b := range c.Blocks {
		bs := &BlockSnap{ID: rec.blockID(b), Label: "BB" + strconv.Itoa(b.ID), Deopt: b.Deopt}
		for _, x := range b.Succs {
			bs.Succs = append(bs.Succs, rec.blockID(x))
		}
		if t := b.Terminator(); t != nil {
			bs.Term = t.Op
		}
		for _, i := range b.Instrs {
			if i.Op == pir.LdEnvConst {
				// Printed by name where used, as the text form does.
				rec.instrID(i)
				continue
			}
			is := rec.snapInstr(i)
			is.Deopt = b.Deopt
			is.Block = bs.ID
			bs.Instrs = append(bs.Instrs, is)
			s.instrs[is.ID] = is
		}
		cs.Blocks = append(cs.Blocks, bs)
		s.blocks[bs.ID] = bs
	}
	return cs
}

func (rec *Recording) snapInstr(i *pir.Instr) *InstrSnap {
	is := &InstrSnap{ID: rec.instrID(i), Op: i.Op}
	for _, a := range i.Args {
		is.Args = append(is.Args, rec.instrID(a))
	}
	if i.Op == pir.MkEnv {
		is.Stub = i.AuxInt == 1
		if aux, ok := i.Aux.(*pir.EnvAux); ok {
			is.Closure = aux.Closure
			for _, n := range aux.Names {
				if n != nil {
					is.Names = append(is.Names, n.Name)
				}
			}
		}
	}
	// The names the instruction's text may use for registers and blocks.
	regs := map[string]int{}
	if !i.Type.IsVoid() {
		regs[i.Reg()] = is.ID
	}
	for _, a := range i.Args {
		regs[a.Reg()] = rec.instrID(a)
	}
	var blocks map[string]int
	if i.Op == pir.Phi || i.Op.IsTerminator() {
		blocks = map[string]int{}
		if i.Block != nil {
			for _, x := range i.Block.Preds {
				blocks["BB"+strconv.Itoa(x.ID)] = rec.blockID(x)
			}
			for _, x := range i.Block.Succs {
				blocks["BB"+strconv.Itoa(x.ID)] = rec.blockID(x)
			}
		}
	}
	plain := i.String()
	text := plain
	if !i.Type.IsVoid() {
		is.Type = i.Type.String()
		if reg := i.Reg(); strings.HasPrefix(plain, reg+" = ") {
			text = reg + ":" + is.Type + plain[len(reg):]
		}
	}
	is.Parts = splitRefs(text, regs, blocks)
	var key strings.Builder
	for _, p := range splitRefs(plain, regs, blocks) {
		switch {
		case p.Value != 0:
			key.WriteString("%#" + strconv.Itoa(p.Value))
		case p.Block != 0:
			key.WriteString("BB#" + strconv.Itoa(p.Block))
		default:
			key.WriteString(p.Text)
		}
	}
	is.Key = key.String()
	return is
}

// splitRefs cuts text where a word is one of the register names in regs
// or block names in blocks. Quoted strings (call sites, code names) are
// left whole.
func splitRefs(text string, regs, blocks map[string]int) []Part {
	var parts []Part
	start := 0 // of the plain text not yet emitted
	inQuote := false
	for k := 0; k < len(text); {
		c := text[k]
		if inQuote {
			switch c {
			case '\\':
				k += 2
			case '"':
				inQuote = false
				k++
			default:
				k++
			}
			continue
		}
		if c == '"' {
			inQuote = true
			k++
			continue
		}
		if !(c == '%' || isWordChar(c)) || (k > 0 && isWordChar(text[k-1])) {
			k++
			continue
		}
		end := k + 1
		for end < len(text) && isWordChar(text[end]) {
			end++
		}
		word := text[k:end]
		v, isReg := regs[word]
		b, isBlock := blocks[word]
		if isReg || isBlock {
			if start < k {
				parts = append(parts, Part{Text: text[start:k]})
			}
			parts = append(parts, Part{Text: word, Value: v, Block: b})
			start = end
		}
		k = end
	}
	if start < len(text) {
		parts = append(parts, Part{Text: text[start:]})
	}
	return parts
}

func isWordChar(c byte) bool {
	return c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
