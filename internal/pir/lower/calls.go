package lower

import (
	"gorir/internal/pir"
	"gorir/internal/rt"
)

// Calls. The arguments are assembled as the baseline assembles them (a
// `...` operand spreads the arguments bound to it, with their tags). A
// Call goes through vm.Interp.CallArgs, which matches and binds a
// closure's arguments (offering the call to the jit), forces a builtin's
// promises in order, and hands a special its call unevaluated. The calls
// with a known target skip the lookup and the dispatch on the callee's
// kind: a CallBuiltin runs the builtin's Go function on its argument
// values (vm.Interp.CallBuiltin), a StaticCall applies its closure
// (vm.Interp.ApplyClosure, which offers the call to the jit's dispatch
// table before the baseline).

// lowerCall lowers Call, StaticCall, CallBuiltin, GetterCall and
// SetterCall.
func (l *lowerer) lowerCall(i *pir.Instr) {
	x, aux := l.slowSite(i)
	if x == nil {
		return
	}
	vals := i.ValueArgs()
	for _, a := range vals {
		x.args = append(x.args, l.boxed(a))
	}
	var op opcode
	switch i.Op {
	case pir.Call, pir.StaticCall, pir.CallBuiltin:
		args := vals
		op = opCall
		if i.Op == pir.Call {
			if len(vals) == 0 {
				l.fail("Call without a callee")
				return
			}
			args = vals[1:]
		} else {
			op = opCallTarget
			if aux.Target == nil {
				l.fail("%s without a target", i.Op)
				return
			}
			x.target = aux.Target
		}
		x.k = l.nbufs
		l.nbufs++
		x.tags = make([]*rt.Symbol, len(args))
		x.spread = make([]bool, len(args))
		for k := range args {
			if k < len(aux.Tags) {
				x.tags[k] = aux.Tags[k]
			}
			if k < len(aux.Spread) {
				x.spread[k] = aux.Spread[k]
			}
		}
	case pir.GetterCall:
		op = opGetterCall
	case pir.SetterCall:
		op = opSetterCall
		if aux.Fn == nil {
			l.fail("SetterCall without a replacement function")
			return
		}
		x.sym = aux.Fn
	}
	l.emit(op, 0, 0, 0, x)
}

// callArgs assembles the argument list of a call from the operand refs
// (after the callee, for Call), spreading `...` operands. The list is
// built in the activation's buffer for this call instruction, as the
// interpreter reuses its call buffers: nothing keeps an argument list
// past the call, and the instruction runs again in this activation only
// after the call has returned (a recursive call has its own frame).
func (f *frame) callArgs(x *slow, refs []ref) []rt.Arg {
	if f.bufs == nil {
		f.bufs = make([][]rt.Arg, x.nbufs)
	}
	args := f.bufs[x.k][:0]
	for k, r := range refs {
		v := f.get(r)
		if x.spread[k] {
			switch d := v.(type) {
			case *rt.Dots:
				args = append(args, d.Items...)
				continue
			case *rt.Symbol:
				if d == rt.MissingArg {
					continue
				}
			}
		}
		args = append(args, rt.Arg{Tag: x.tags[k], Val: v})
	}
	f.bufs[x.k] = args
	return args
}

// callOp runs the call ops.
func (c *Compiled) callOp(f *frame, op opcode, x *slow) error {
	in := f.in
	env := f.env(x.env)
	var v rt.Value
	var err error
	switch op {
	case opCall:
		fn := f.get(x.args[0])
		args := f.callArgs(x, x.args[1:])
		v, err = in.CallArgs(fn, args, x.call, env)
		clear(args)
	case opCallTarget:
		args := f.callArgs(x, x.args)
		switch t := x.target.(type) {
		case *rt.Builtin:
			// CallBuiltin: the arguments are values; the builtin's Go
			// function runs on them at once (matched to its formals when
			// it has some), with the site's call for its errors and
			// warnings, as the interpreter's builtin calls do.
			v, err = in.CallBuiltin(t, args, x.call, env)
		case *rt.Closure:
			// StaticCall: the known closure is applied without a lookup;
			// the call goes to the tier's dispatch (the version for its
			// context, or the baseline).
			v, err = in.ApplyClosure(x.call, t, args, env, nil)
		default:
			v, err = in.CallArgs(x.target, args, x.call, env)
		}
		clear(args)
	case opGetterCall:
		v, err = in.GetterCall(f.get(x.args[0]), x.call, env)
	case opSetterCall:
		v, err = in.SetterCall(x.sym, f.get(x.args[0]), f.get(x.args[1]), x.site, env)
	}
	if err != nil {
		return err
	}
	if !f.set(x.dst, v) {
		return c.typeFault(f, x, v)
	}
	return nil
}
