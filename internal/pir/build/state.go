package build

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// state is the abstract state of the interpreter's frame at one pc: the
// operand stack and temporaries as the PIR values that hold them, and
// the calls being assembled. States are values: fork copies them, and a
// pending call is never changed in place once shared (see addArg).
type state struct {
	stack []*pir.Instr
	// temps[t] is nil while temporary t holds nothing the code reads.
	temps []*pir.Instr
	calls []*pendingCall
}

// pendingCall is a call between its LdFun/PushFn and its Call: the
// function and the arguments added so far.
type pendingCall struct {
	fn *pir.Instr
	// sym is the function's name when it was looked up by name.
	sym    *rt.Symbol
	args   []*pir.Instr
	tags   []*rt.Symbol
	spread []bool
}

// fork returns a copy of s that can be changed independently.
func (s *state) fork() *state {
	return &state{
		stack: append([]*pir.Instr(nil), s.stack...),
		temps: append([]*pir.Instr(nil), s.temps...),
		calls: append([]*pendingCall(nil), s.calls...),
	}
}

func (s *state) push(v *pir.Instr) { s.stack = append(s.stack, v) }

func (s *state) pop() *pir.Instr {
	if len(s.stack) == 0 {
		bail("bad bytecode: stack underflow")
	}
	v := s.stack[len(s.stack)-1]
	s.stack = s.stack[:len(s.stack)-1]
	return v
}

// top returns the k-th value from the top (0 is the top).
func (s *state) top(k int) *pir.Instr {
	if k < 0 || k >= len(s.stack) {
		bail("bad bytecode: stack underflow")
	}
	return s.stack[len(s.stack)-1-k]
}

// popN pops n values and returns them bottom first.
func (s *state) popN(n int) []*pir.Instr {
	if n < 0 || n > len(s.stack) {
		bail("bad bytecode: stack underflow")
	}
	out := append([]*pir.Instr(nil), s.stack[len(s.stack)-n:]...)
	s.stack = s.stack[:len(s.stack)-n]
	return out
}

// openCall starts assembling a call of fn.
func (s *state) openCall(fn *pir.Instr, sym *rt.Symbol) {
	s.calls = append(s.calls, &pendingCall{fn: fn, sym: sym})
}

// addArg adds an argument to the innermost pending call (copying it: the
// old one may be shared with a forked state).
func (s *state) addArg(v *pir.Instr, tag *rt.Symbol, spread bool) {
	if len(s.calls) == 0 {
		bail("bad bytecode: argument without a call")
	}
	old := s.calls[len(s.calls)-1]
	c := &pendingCall{fn: old.fn, sym: old.sym,
		args:   append(old.args[:len(old.args):len(old.args)], v),
		tags:   append(old.tags[:len(old.tags):len(old.tags)], tag),
		spread: append(old.spread[:len(old.spread):len(old.spread)], spread),
	}
	s.calls[len(s.calls)-1] = c
}

// closeCall removes and returns the innermost pending call.
func (s *state) closeCall() *pendingCall {
	if len(s.calls) == 0 {
		bail("bad bytecode: call without a function")
	}
	c := s.calls[len(s.calls)-1]
	s.calls = s.calls[:len(s.calls)-1]
	return c
}

// sameCalls reports whether two pending-call stacks are the same calls
// with the same arguments.
func sameCalls(a, b []*pendingCall) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		x, y := a[k], b[k]
		if x == y {
			continue
		}
		if x.fn != y.fn || len(x.args) != len(y.args) {
			return false
		}
		for j := range x.args {
			if x.args[j] != y.args[j] || x.tags[j] != y.tags[j] || x.spread[j] != y.spread[j] {
				return false
			}
		}
	}
	return true
}

// mergePoint is the PIR block for a bytecode pc entered by several
// edges, with a phi per stack slot and per live temporary.
type mergePoint struct {
	block *pir.Block
	stack []*pir.Instr
	temps []*pir.Instr
	calls []*pendingCall
}

// arrive makes the open block from continue at the merge point for pc
// with state st: it creates the merge point on first arrival (and queues
// its translation), jumps to it and adds st's values to its phis.
func (b *builder) arrive(from *pir.Block, st *state, pc int) {
	mp := b.merges[pc]
	if mp == nil {
		mp = &mergePoint{block: b.out.NewBlock(), calls: st.calls}
		for range st.stack {
			mp.stack = append(mp.stack, b.newPhi(mp.block))
		}
		mp.temps = make([]*pir.Instr, len(st.temps))
		for t := range st.temps {
			if b.cfg.tempLive(pc, t) {
				mp.temps[t] = b.newPhi(mp.block)
			}
		}
		b.merges[pc] = mp
		ms := &state{
			stack: append([]*pir.Instr(nil), mp.stack...),
			temps: append([]*pir.Instr(nil), mp.temps...),
			calls: append([]*pendingCall(nil), mp.calls...),
		}
		b.work = append(b.work, item{pc: pc, st: ms, block: mp.block, atMerge: true})
	} else {
		if len(mp.stack) != len(st.stack) {
			bail("stack depth differs at merge")
		}
		if len(mp.temps) != len(st.temps) {
			bail("temporaries differ at merge")
		}
		if !sameCalls(mp.calls, st.calls) {
			bail("pending calls differ at merge")
		}
	}
	from.Append(pir.Jmp)
	from.AddEdge(mp.block)
	for k, phi := range mp.stack {
		phi.Args = append(phi.Args, st.stack[k])
	}
	for t, phi := range mp.temps {
		if phi == nil {
			continue
		}
		if st.temps[t] == nil {
			bail("temporary undefined at merge")
		}
		phi.Args = append(phi.Args, st.temps[t])
	}
}

// newPhi adds an empty phi to blk. Its type is Any until the operands
// are known (the final type pass narrows it).
func (b *builder) newPhi(blk *pir.Block) *pir.Instr {
	phi := blk.Append(pir.Phi)
	phi.Type = pir.Any
	return phi
}
