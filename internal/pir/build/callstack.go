package build

import "gorir/internal/vm"

// CallStack follows the bytecode of code from pc from, where the operand
// stack has depth values and no call is being assembled, along the one
// path the interpreter takes when every guard holds, to the OpCall of
// site. It reports that call's pc and the stack depth there (the call's
// own function and arguments are not on the operand stack), and ok when
// the walk is exact: the path is straight (no conditional jumps), no
// temporary is written on it, the call is the only one being assembled
// when it is made, and every value on the stack at the call was already
// there at from (the stack at the call is then the first callDepth values
// of the stack at from). The inliner uses it to describe the caller's
// frame after the call from a checkpoint taken before it.
func CallStack(code *vm.Code, from, depth int, site *vm.CallSite) (callPC, callDepth int, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			callPC, callDepth, ok = 0, 0, false
		}
	}()
	vm.EnsureCompiled(code)
	n := len(code.Instrs)
	low, calls := depth, 0
	pc := from
	for steps := 0; steps < 4*n+16; steps++ {
		if pc < 0 || pc >= n {
			return 0, 0, false
		}
		in := code.Instrs[pc]
		switch in.Op {
		case vm.OpCall:
			if in.A >= 0 && int(in.A) < len(code.Sites) && code.Sites[in.A] == site {
				if calls != 1 || depth != low {
					return 0, 0, false
				}
				return pc, depth, true
			}
			if calls == 0 {
				return 0, 0, false
			}
			calls--
			depth++
			pc++
			continue
		case vm.OpLdFun:
			calls++
			pc++
			continue
		case vm.OpPushFn:
			calls++
		case vm.OpStTmp, vm.OpReturn, vm.OpReturnNL, vm.OpBreakNL, vm.OpNextNL,
			vm.OpBrFalse, vm.OpAnd1, vm.OpOr1, vm.OpForStep, vm.OpSwitch:
			return 0, 0, false
		case vm.OpGuard:
			pc++
			continue
		case vm.OpJmp, vm.OpArith, vm.OpArithAssign:
			s := successors(code, pc)
			if len(s) != 1 {
				return 0, 0, false
			}
			pc = s[0]
			continue
		}
		pop, push := stackEffect(code, pc)
		if depth -= pop; depth < 0 {
			return 0, 0, false
		}
		low = min(low, depth)
		depth += push
		pc++
	}
	return 0, 0, false
}
