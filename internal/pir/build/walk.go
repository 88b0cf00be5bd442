package build

import (
	"gorir/internal/pir"
	"gorir/internal/vm"
)

// builder translates one baseline code (a body or a promise) into one
// PIR code.
type builder struct {
	vb  *versionBuilder
	src *vm.Code
	out *pir.Code
	cfg *cfg
	// env is the environment the code runs in: the MkEnv of a closure
	// body, or O.
	env *pir.Instr
	// spec allows speculation (off for promise codes, whose deopt would
	// need the frame of whoever forces them).
	spec bool
	// merges holds the merge points built so far, by pc.
	merges map[int]*mergePoint
	// done marks the pcs translated (each non-merge pc is reached once).
	done []bool
	work []item
	// loads maps the Force of a variable load to the pc of its LdVar,
	// whose feedback describes the value (see speculate.go).
	loads map[*pir.Instr]int
	// fused holds, for the pcs of the loads, operators and extractions
	// in the unfused code of a fused arithmetic instruction, the
	// feedback the fused program recorded for that step (the unfused
	// code itself rarely runs), with the unfused slot's NoSpec.
	fused map[int]*vm.Feedback
}

// item is a piece of translation to do: continue at pc in block with
// state st. atMerge is set for the first item of a merge point's block.
type item struct {
	pc      int
	st      *state
	block   *pir.Block
	atMerge bool
}

func newBuilder(vb *versionBuilder, src *vm.Code, name string, spec bool) *builder {
	return &builder{
		vb:     vb,
		src:    src,
		out:    pir.NewCode(name, src),
		spec:   spec,
		merges: map[int]*mergePoint{},
		done:   make([]bool, len(src.Instrs)),
		loads:  map[*pir.Instr]int{},
		fused:  map[int]*vm.Feedback{},
	}
}

// analyse runs the bytecode analyses for a translation starting at pc.
func (b *builder) analyse(start int) {
	if b.cfg == nil {
		b.cfg = newCFG(b.src, start, b.successors)
		b.cfg.checkLoopPromises(b.vb.exitMemo)
	}
}

// successors are the pcs the translation continues at after pc: the
// bytecode's successors, less the edges speculation leaves to the
// baseline (a guard that holds, a branch that always went one way).
func (b *builder) successors(pc int) []int {
	in := b.src.Instrs[pc]
	switch in.Op {
	case vm.OpGuard:
		if b.guardSpeculated(pc) {
			return []int{pc + 1}
		}
	case vm.OpBrFalse:
		succ := successors(b.src, pc)
		switch b.branchSpeculated(pc) {
		case +1:
			return succ[:1]
		case -1:
			return succ[1:]
		}
		return succ
	}
	return successors(b.src, pc)
}

// translate translates the code from pc start, whose operand stack has
// depth values (given in st, or empty), into the entry block.
func (b *builder) translate(start, depth int, st *state) {
	b.analyse(start)
	if st == nil {
		st = &state{temps: make([]*pir.Instr, b.src.NumTemps)}
	}
	if len(st.stack) != depth {
		bail("stack depth mismatch")
	}
	b.work = append(b.work, item{pc: start, st: st, block: b.out.Entry()})
	for len(b.work) > 0 {
		it := b.work[len(b.work)-1]
		b.work = b.work[:len(b.work)-1]
		w := &walker{b: b, blk: it.block, st: it.st, pc: it.pc}
		w.run(it.atMerge)
	}
}

// walker translates one straight run of bytecode: from an item until
// the path ends (a terminator, or arrival at a merge point).
type walker struct {
	b   *builder
	blk *pir.Block
	st  *state
	pc  int
	// cp is the checkpoint that assumes in the current block may use: one
	// taken at cp.pc, with nothing since that re-running from there
	// could not repeat (see speculate.go).
	cp *checkpoint
	// stop ends the run (the instruction ended the path).
	stop bool
}

func (w *walker) run(atMerge bool) {
	b := w.b
	for first := true; !w.stop; first = false {
		if w.pc < 0 || w.pc >= len(b.src.Instrs) {
			bail("bad bytecode: pc out of range")
		}
		if b.cfg.isMerge(w.pc) && !(first && atMerge) {
			b.arrive(w.blk, w.st, w.pc)
			return
		}
		if b.done[w.pc] {
			bail("internal error: pc translated twice")
		}
		if first && atMerge && b.cfg.isLoopHeader(w.pc) {
			// A checkpoint at the loop header, resuming at the header's
			// pc with the loop's state: loop-invariant guards hoisted
			// out of the loop anchor at a copy of it made before the
			// loop (opt/licm.go). Unused, it is removed later.
			w.checkpoint()
		}
		b.done[w.pc] = true
		w.step()
	}
}

// fork queues the translation of the path continuing at pc in a new
// block reached from the current one, with a copy of the state.
func (w *walker) fork(blk *pir.Block, st *state, pc int) {
	w.b.work = append(w.b.work, item{pc: pc, st: st, block: blk})
}

// branch ends the current block with Branch(test), continuing at pcT
// when it holds and at pcF otherwise; the walker stops.
func (w *walker) branch(test *pir.Instr, pcT, pcF int) {
	bt, bf := w.split(test)
	w.fork(bf, w.st.fork(), pcF)
	w.fork(bt, w.st, pcT)
}

// emit appends an instruction to the current block, with its type
// computed from its operands.
func (w *walker) emit(op pir.Op, args ...*pir.Instr) *pir.Instr {
	i := w.blk.Append(op, args...)
	i.Type = pir.InferType(i)
	return i
}

// emitEnv is emit with the environment as the last operand.
func (w *walker) emitEnv(op pir.Op, args ...*pir.Instr) *pir.Instr {
	return w.emit(op, append(args, w.b.env)...)
}

// emitAux is emit with an aux set before the type is computed.
func (w *walker) emitAux(op pir.Op, aux any, args ...*pir.Instr) *pir.Instr {
	i := w.blk.Append(op, args...)
	i.Aux = aux
	i.Type = pir.InferType(i)
	return i
}

// emitEnvAux is emitAux with the environment as the last operand.
func (w *walker) emitEnvAux(op pir.Op, aux any, args ...*pir.Instr) *pir.Instr {
	return w.emitAux(op, aux, append(args, w.b.env)...)
}

// finish tidies the translated code and verifies it: malformed output
// is a refusal, never code for the backend.
func (b *builder) finish() *pir.Code {
	pir.Tidy(b.out)
	if err := pir.Verify(b.out); err != nil {
		bail("verifier: %v", err)
	}
	return b.out
}
