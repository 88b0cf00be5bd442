package opt

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// loadspec is the pass "loadspec": speculation that a variable scope
// resolution could not resolve holds a value, not a promise. Such a load
// reads an environment whose bindings the analysis does not know — the
// interpreter's environment O in OSR code, a local environment that
// leaked (a closure was made over it) and was reached by code since, or
// the globals — and its Force, as far as the effects can tell, may run
// R code (a promise's), as the load itself may (an active binding).
// Either keeps every guard of an enclosing loop in the loop, and
// forbids taking anything that follows as unchanged.
//
// Only arguments are promises, short of delayedAssign, so for a
// variable that cannot be one (see mayBePromise) the pass adds, after the
// load, an Assume that its value is no promise nor the missing marker
// (IsType any value), anchored at the checkpoint before the load when
// nothing between could matter if run again (see checkpointBefore), and
// marks the load noactive: an active binding gives the missing marker,
// which fails the assumption before any code runs. The Force is then of
// a value and goes (constfold). A failed assumption marks the feedback
// slot of the checkpoint's pc, where the pass does not speculate again.
func loadspec(v *pir.Version) bool {
	changed := false
	for _, c := range codes(v) {
		for _, b := range c.Blocks {
			if b.Deopt {
				continue
			}
			for _, f := range append([]*pir.Instr(nil), b.Instrs...) {
				if f.Op == pir.Force && f.Block == b && speculateLoad(v, f) {
					changed = true
				}
			}
		}
	}
	return changed
}

// speculateLoad speculates that the variable Force f forces (a LdVar
// of the same block) holds a value, if a checkpoint and its feedback
// allow.
func speculateLoad(v *pir.Version, f *pir.Instr) bool {
	l := f.Args[0]
	if l.Op != pir.LdVar || l.Block != f.Block || l.AuxInt != 0 || mayBePromise(v, l) {
		return false
	}
	cp := checkpointBefore(l)
	if cp == nil {
		return false
	}
	fs := checkpointState(cp)
	if fs == nil || fs.Code == nil || fs.PC < 0 || fs.PC >= len(fs.Code.Feedback) || fs.Code.Feedback[fs.PC].NoSpec {
		return false
	}
	c := l.Block.Code
	t := c.NewInstr(pir.IsType, l)
	t.Aux, t.Type = pir.AnyValue, pir.Test
	as := c.NewInstr(pir.Assume, t, cp)
	as.Aux = pir.DeoptReason{Kind: pir.DeoptType, Code: fs.Code, PC: fs.PC}
	cast := c.NewInstr(pir.CastType, l)
	cast.Aux, cast.Type = pir.AnyValue, pir.AnyValue
	pos := l.Pos() + 1
	l.Block.Insert(pos, t)
	l.Block.Insert(pos+1, as)
	l.Block.Insert(pos+2, cast)
	l.AuxInt = 1
	f.Args[0] = cast
	return true
}

// mayBePromise reports whether the variable load l reads may hold a
// promise as far as the code can tell: a name a MkEnv binds (the
// formals of the function or of an inlined callee), a name it does not
// bind and the code never assigns there (found in the enclosing
// environments), a formal of the function in its own environment O
// (OSR code), and anything in the enclosing environment of a closure
// version (another function's frame, whose arguments are promises). The
// globals and the variables a code assigns in its own environments are
// taken to hold values.
func mayBePromise(v *pir.Version, l *pir.Instr) bool {
	sym := l.Sym()
	env := l.Env()
	switch {
	case env == nil:
		return true
	case env.Op == pir.MkEnv:
		aux, _ := env.Aux.(*pir.EnvAux)
		if aux == nil {
			return true
		}
		for _, n := range aux.Names {
			if n == sym {
				return true
			}
		}
		// A variable the code assigns there; any other is looked up in
		// the enclosing environments.
		return !assigned(l.Block.Code, env, sym)
	case env.Op != pir.LdEnvConst:
		return true
	case env.Aux == pir.GlobalEnv:
		return false
	case env.Aux == pir.ClosureEnv && v.OSR:
		if v.Func == nil {
			return true
		}
		if f := v.Func.Formals; f != nil {
			for _, it := range f.Items {
				if it.Tag == sym {
					return true
				}
			}
		}
		return false
	}
	return true
}

// assigned reports whether c stores sym into env somewhere.
func assigned(c *pir.Code, env *pir.Instr, sym *rt.Symbol) bool {
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if i.Op == pir.StVar && i.Env() == env && i.Sym() == sym {
				return true
			}
		}
	}
	return false
}

// checkpointState is the framestate checkpoint cp deoptimises to, or nil.
func checkpointState(cp *pir.Instr) *pir.FrameStateAux {
	if b := cp.Block; b != nil && len(b.Succs) == 2 {
		if d := b.Succs[1].Terminator(); d != nil && d.Op == pir.Deopt && len(d.Args) > 0 {
			fs, _ := d.Args[0].Aux.(*pir.FrameStateAux)
			return fs
		}
	}
	return nil
}
