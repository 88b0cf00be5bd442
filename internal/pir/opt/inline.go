package opt

import (
	"fmt"

	"gorir/internal/pir"
	"gorir/internal/pir/build"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Closure inlining ("R Melts Brains", section 3.2).
//
// A call whose callee is known — a Call of a MkClosure of the same code
// (directly or through ChkFunction/CastType), or a StaticCall whose
// Target is a closure — is replaced by the callee's PIR, built for the
// occasion by build.Function under a context that says what the call's
// operands are known to be. Because environments are explicit in PIR,
// the callee's MkEnv is inlined too: the inlinee keeps its own
// environment (with R's binding of defaults for missing formals), its
// LdArg(k) become the operands the call matches to formal k (the missing
// marker for a formal nothing matches), its O the closure's environment,
// and each Return a jump to the continuation (a phi of the results).
//
// Frames. When the inlinee may observe its frame — anything that can run
// arbitrary code, signal an error or a warning (which R attributes to
// the innermost call), deoptimise, or let its environment escape — it
// runs between PushContext and PopContext, which push and end an R call
// context as the call would (sys.call, sys.function, parent.frame,
// match.call, on.exit, tracebacks see it; the inlinee's MkEnv becomes
// its environment). Otherwise no context is made.
//
// Deoptimisation. Every FrameState of the inlinee gets, as its parent
// (FrameStateAux.Inlined), a framestate of the caller just after the
// call: the caller's bytecode pc after the OpCall, its operand stack
// without the call's result (the deopt backend pushes the inlinee's
// result, see lower/deopt.go), its temporaries and environment. That
// framestate is derived from the checkpoint that immediately precedes
// the call's block: build.CallStack walks the bytecode from the
// checkpoint's pc to the call and proves that the stack at the call is a
// prefix of the checkpoint's and that no temporary changed. A callee
// with framestates whose call has no such checkpoint is not inlined.
// The inlinee's frame resumes in the baseline inside its context, so
// sys.call() and friends there see the callee's call.
//
// Refusals (the call stays): unknown callee; `...` in the formals or
// the call; a tag that is not exactly a formal's name (partial matching)
// or more arguments than formals; recursion (the callee is the version's
// function, or the call is inside an inlined copy of the callee); a
// callee over the size budget or that the builder refuses; a callee
// that calls one of the functions that read parts of its frame an
// inlined context does not have (nargs, UseMethod, NextMethod,
// standardGeneric, Recall, sys.on.exit…); a return(), break or next in a
// promise of the callee (a non-local return to an inlined frame is not
// supported by the backend); a caller too big already.

// Budgets.
const (
	// maxInlineeBytecode bounds the callee's bytecode length.
	maxInlineeBytecode = 400
	// maxInlineeSize bounds the callee's PIR (outside deopt blocks).
	maxInlineeSize = 120
	// maxCallerSize stops inlining into a body this big.
	maxCallerSize = 3000
	// maxInlinesPerRun bounds the calls inlined by one run of the pass.
	maxInlinesPerRun = 12
	// maxPromises bounds the promise codes of a version.
	maxPromises = 400
)

// frameReaders are functions that read parts of the calling closure's
// frame an inlined context lacks (its supplied arguments, its dispatch
// state), or that re-enter the closure: a callee calling one of them by
// name is not inlined.
var frameReaders = map[*rt.Symbol]bool{}

func init() {
	for _, n := range []string{"nargs", "UseMethod", "NextMethod", "standardGeneric",
		"Recall", "sys.on.exit", "browser", ".Internal", "...length", "...elt", "...names"} {
		frameReaders[rt.Intern(n)] = true
	}
}

// callee is a known call target.
type callee struct {
	code    *vm.Code
	formals *rt.PairList
	name    string
	// fn is the callee value for PushContext (nil for a StaticCall until
	// made); env is its environment as a PIR value, or envVal the
	// closure's environment for a StaticCall.
	fn     *pir.Instr
	env    *pir.Instr
	clo    *rt.Closure
	envVal *rt.Env
}

// callerFrame is what inlining a call needs to know of the caller's
// frame: the checkpoint framestate before the call and the stack depth
// and pc of the call.
type callerFrame struct {
	fs     *pir.Instr
	callPC int
	depth  int
}

func inline(v *pir.Version) bool {
	c := v.Body
	if c == nil || bodySize(c) > maxCallerSize {
		return false
	}
	type candidate struct {
		call *pir.Instr
		cf   *callerFrame
	}
	var cands []candidate
	for _, b := range c.Blocks {
		if b.Deopt {
			continue
		}
		for _, i := range b.Instrs {
			if i.Op == pir.Call || i.Op == pir.StaticCall {
				cands = append(cands, candidate{i, nil})
			}
		}
	}
	if len(cands) == 0 {
		return false
	}
	// The caller frames are found before anything changes: inlining a
	// call splits its block, which separates later calls of the block
	// from their checkpoint.
	for k := range cands {
		cands[k].cf = findCallerFrame(cands[k].call)
	}
	n := 0
	for _, cd := range cands {
		if n >= maxInlinesPerRun || bodySize(c) > maxCallerSize {
			break
		}
		if inlineCall(v, cd.call, cd.cf) {
			n++
			v.Inlined++
		}
	}
	return n > 0
}

// knownCallee finds the closure call calls, if it is known.
func knownCallee(call *pir.Instr) *callee {
	aux, _ := call.Aux.(*pir.CallAux)
	if aux == nil || aux.Site == nil {
		return nil
	}
	name := "<inlined>"
	if aux.Fn != nil {
		name = aux.Fn.Name
	}
	switch call.Op {
	case pir.Call:
		x := call.Args[0]
		for x.Op == pir.ChkFunction || x.Op == pir.CastType {
			x = x.Args[0]
		}
		if x.Op != pir.MkClosure {
			return nil
		}
		ca, _ := x.Aux.(*pir.ClosureAux)
		if ca == nil || ca.Body == nil {
			return nil
		}
		return &callee{code: ca.Body, formals: ca.Formals, name: name, fn: call.Args[0], env: x.Env()}
	case pir.StaticCall:
		clo, _ := aux.Target.(*rt.Closure)
		if clo == nil || clo.Env == nil || clo.Body == nil {
			return nil
		}
		return &callee{code: vm.ClosureCode(clo), formals: clo.Formals, name: name, clo: clo, envVal: clo.Env}
	}
	return nil
}

// findCallerFrame finds the checkpoint right before call's block and
// checks that its framestate describes the caller at the call.
func findCallerFrame(call *pir.Instr) *callerFrame {
	aux, _ := call.Aux.(*pir.CallAux)
	b := call.Block
	if aux == nil || aux.Site == nil || len(b.Preds) != 1 {
		return nil
	}
	p := b.Preds[0]
	t := p.Terminator()
	if t == nil || t.Op != pir.Checkpoint || len(p.Succs) != 2 || p.Succs[0] != b {
		return nil
	}
	var fs *pir.Instr
	for _, i := range p.Succs[1].Instrs {
		if i.Op == pir.Deopt {
			fs = i.Args[0]
		}
	}
	if fs == nil || fs.Op != pir.FrameState {
		return nil
	}
	fa, _ := fs.Aux.(*pir.FrameStateAux)
	if fa == nil || fa.Code == nil {
		return nil
	}
	// Nothing between the checkpoint and the call may have changed the
	// frame in a way the bytecode walk does not see.
	for _, i := range b.Instrs {
		if i == call {
			break
		}
		if i.Op == pir.Phi {
			return nil
		}
	}
	pc, depth, ok := build.CallStack(fa.Code, fa.PC, fa.Stack, aux.Site)
	if !ok {
		return nil
	}
	return &callerFrame{fs: fs, callPC: pc, depth: depth}
}

// matchArgs matches the call's operands to the formals as R would when
// every tag is exactly a formal's name: exact names first, then the rest
// by position. nil entries are formals nothing matched.
func matchArgs(call *pir.Instr, formals []rt.Arg) ([]*pir.Instr, bool) {
	aux := call.Aux.(*pir.CallAux)
	args := call.ValueArgs()
	if call.Op == pir.Call {
		args = args[1:]
	}
	for _, s := range aux.Spread {
		if s {
			return nil, false
		}
	}
	if len(args) > len(formals) {
		return nil, false
	}
	matched := make([]*pir.Instr, len(formals))
	used := make([]bool, len(args))
	for k, a := range args {
		if k >= len(aux.Tags) || aux.Tags[k] == nil {
			continue
		}
		found := false
		for j, f := range formals {
			if f.Tag == aux.Tags[k] {
				if matched[j] != nil {
					return nil, false
				}
				matched[j], used[k], found = a, true, true
				break
			}
		}
		if !found {
			return nil, false
		}
	}
	j := 0
	for k, a := range args {
		if used[k] {
			continue
		}
		for j < len(formals) && matched[j] != nil {
			j++
		}
		if j == len(formals) {
			return nil, false
		}
		matched[j] = a
		j++
	}
	return matched, true
}

// argContext is the call context the matched operands satisfy.
func argContext(matched []*pir.Instr) pir.Context {
	ctx := pir.Context{NArgs: len(matched), NoMissing: true}
	for k, a := range matched {
		if a == nil || a.Type.MaybeMissing() {
			ctx.NoMissing = false
			if k < 64 && (a == nil || (a.Op == pir.LdConst && a.Aux == rt.Value(rt.MissingArg))) {
				ctx.Missing |= uint64(1) << uint(k)
			}
			continue
		}
		if k >= 64 || a.Type.MaybeLazy() {
			continue
		}
		bit := uint64(1) << uint(k)
		ctx.Eager |= bit
		if !a.Type.MaybeObject() {
			ctx.NotObj |= bit
		}
		if a.Type.IsScalar() && a.Type.Flags&pir.MaybeAttrs == 0 {
			ctx.Scalar |= bit
		}
	}
	return ctx
}

// nonLocalExit reports whether expression e may call return, break or
// next (looking into nested calls, not into function definitions).
func nonLocalExit(e rt.Value) bool {
	l, ok := e.(*rt.Lang)
	if !ok {
		return false
	}
	if s, ok := l.Fn.(*rt.Symbol); ok {
		switch s.Name {
		case "return", "break", "next":
			return true
		case "function":
			return false
		}
	}
	if nonLocalExit(l.Fn) {
		return true
	}
	for _, a := range l.Args {
		if nonLocalExit(a.Val) {
			return true
		}
	}
	return false
}

// calleeRefused reports why the callee's bytecode cannot be inlined, or
// "".
func calleeRefused(code *vm.Code) string {
	vm.EnsureCompiled(code)
	if len(code.Instrs) > maxInlineeBytecode {
		return "too big"
	}
	return scanCode(code, false, 0)
}

// scanCode looks through code and the promise codes it makes (not the
// closures) for what inlining cannot keep right.
func scanCode(code *vm.Code, promise bool, depth int) string {
	if depth > 20 {
		return "promises nested too deeply"
	}
	vm.EnsureCompiled(code)
	for _, in := range code.Instrs {
		switch in.Op {
		case vm.OpLdFun:
			if in.A >= 0 && int(in.A) < len(code.Consts) {
				if s, ok := code.Consts[in.A].(*rt.Symbol); ok && frameReaders[s] {
					return "calls " + s.Name
				}
			}
		case vm.OpReturnNL, vm.OpBreakNL, vm.OpNextNL:
			if promise {
				return "non-local exit in a promise"
			}
		case vm.OpDots, vm.OpLdDDVal:
			return "uses ..."
		case vm.OpMkProm:
			if in.A >= 0 && int(in.A) < len(code.Codes) {
				if r := scanCode(code.Codes[in.A], true, depth+1); r != "" {
					return r
				}
			}
		}
	}
	return ""
}

// hasSite reports whether code (or a promise code in it) has call site s.
func hasSite(code *vm.Code, s *vm.CallSite, depth int) bool {
	if depth > 20 {
		return true
	}
	for _, x := range code.Sites {
		if x == s {
			return true
		}
	}
	for _, in := range code.Instrs {
		if in.Op == vm.OpMkProm && in.A >= 0 && int(in.A) < len(code.Codes) && hasSite(code.Codes[in.A], s, depth+1) {
			return true
		}
	}
	return false
}

// inlineCall inlines call if it can, and reports whether it did.
func inlineCall(v *pir.Version, call *pir.Instr, cf *callerFrame) bool {
	ce := knownCallee(call)
	if ce == nil {
		return false
	}
	aux := call.Aux.(*pir.CallAux)
	if v.Func != nil && v.Func.Code == ce.code {
		return false // recursion
	}
	if hasSite(ce.code, aux.Site, 0) {
		return false // inside an inlined copy of the callee
	}
	var formals []rt.Arg
	if ce.formals != nil {
		formals = ce.formals.Items
	}
	for _, f := range formals {
		if f.Tag == nil || f.Tag == rt.DotsSym {
			return false
		}
		// A default is a promise over the callee's frame too: a
		// non-local exit in it would return to the inlined call.
		if nonLocalExit(f.Val) {
			return false
		}
	}
	matched, ok := matchArgs(call, formals)
	if !ok {
		return false
	}
	if calleeRefused(ce.code) != "" {
		return false
	}
	cv, err := build.Function(&pir.Function{Name: ce.name, Code: ce.code, Formals: ce.formals}, argContext(matched))
	if err != nil {
		return false
	}
	body := cv.Body
	if bodySize(body) > maxInlineeSize || len(v.Promises)+len(cv.Promises) > maxPromises {
		return false
	}
	needFS, needCtx := false, false
	returns := 0
	for _, b := range body.Blocks {
		for _, i := range b.Instrs {
			switch i.Op {
			case pir.FrameState:
				needFS = true
			case pir.Return:
				returns++
			case pir.ReturnNL, pir.BreakNL, pir.NextNL, pir.PushContext:
				return false
			case pir.MkArg:
				if i.AuxInt == 1 {
					// The promise of a default, which the callee's
					// environment holds: it leaks nothing further.
					continue
				}
			case pir.StVar:
				if a := i.Args[0]; a.Op == pir.MkArg && a.AuxInt == 1 && i.Env() == a.Env() {
					// Its binding, in the environment just made.
					continue
				}
			}
			if i.Effects&(pir.Executes|pir.Reflection|pir.Error|pir.Warn|pir.TriggersDeopt|pir.LeaksEnv|pir.ChangesContext) != 0 {
				needCtx = true
			}
		}
	}
	if returns == 0 || (needFS && cf == nil) {
		return false
	}
	if needFS {
		needCtx = true
	}
	if needFS {
		// The framestate's operands must be usable at the call.
		for _, a := range cf.fs.Args {
			if a.Block == cf.fs.Block && a.Op != pir.LdConst {
				return false
			}
		}
	}

	c := v.Body
	cb := call.Block
	cont := splitAt(c, cb, call.Pos())
	// The call itself goes; its uses will read the inlinee's result.
	cont.Instrs = cont.Instrs[1:]
	call.Block = nil

	fn := ce.fn
	if fn == nil {
		fn = cb.Append(pir.LdConst)
		fn.Aux = rt.Value(ce.clo)
		fn.Type = pir.TypeOf(ce.clo)
	}
	cenv := ce.env
	if cenv == nil {
		cenv = envValue(c, cb, ce.envVal)
	}
	var parent *pir.Instr
	if needFS {
		parent = callerFrameState(c, cb, cf)
	}
	var ctx *pir.Instr
	if needCtx {
		ctx = cb.Append(pir.PushContext, fn, call.Env())
		ctx.Aux = &pir.CallAux{Site: aux.Site, Fn: aux.Fn}
		ctx.Type = pir.PushContext.ResultType()
	}
	var missing *pir.Instr
	subst := func(i *pir.Instr) *pir.Instr {
		switch i.Op {
		case pir.LdEnvConst:
			k := i.Aux.(pir.EnvConst)
			if k == pir.ClosureEnv {
				return cenv
			}
			return c.EnvConstInstr(k)
		case pir.LdArg:
			k := int(i.AuxInt)
			if k >= 0 && k < len(matched) && matched[k] != nil {
				return matched[k]
			}
			if missing == nil {
				missing = cb.Append(pir.LdConst)
				missing.Aux = rt.Value(rt.MissingArg)
				missing.Type = pir.TypeOf(rt.MissingArg)
			}
			return missing
		}
		return nil
	}
	sp := splice(c, body, subst)
	// The inlinee's promises become the caller's.
	adoptPromises(v, cv, sp)
	if ctx == nil {
		// Without a context the callee's environment is no frame's.
		for _, nb := range sp.blocks {
			for _, i := range nb.Instrs {
				if a, ok := i.Aux.(*pir.EnvAux); ok && i.Op == pir.MkEnv && a.Closure != nil {
					a.Detached = true
				}
			}
		}
	}
	for _, nb := range sp.blocks {
		for _, i := range nb.Instrs {
			if i.Op != pir.FrameState {
				continue
			}
			fa := i.Aux.(*pir.FrameStateAux)
			if !fa.Inlined {
				fa.Inlined = true
				i.Args = append(i.Args, parent)
			}
		}
	}
	c.Blocks = append(c.Blocks, sp.blocks...)
	cb.Append(pir.Jmp)
	cb.AddEdge(sp.entry)
	if ctx != nil {
		for k, r := range sp.rets {
			pop := r.Append(pir.PopContext, ctx, sp.vals[k])
			pop.Aux = nil
		}
	}
	res := joinValues(sp.rets, sp.vals, cont)
	c.ReplaceUses(call, res)
	return true
}

// envValue is a PIR value for the fixed environment e, made in b.
func envValue(c *pir.Code, b *pir.Block, e *rt.Env) *pir.Instr {
	switch {
	case e.Name == "R_GlobalEnv":
		return c.EnvConstInstr(pir.GlobalEnv)
	case e.IsBase:
		return c.EnvConstInstr(pir.BaseEnv)
	case e.Name == "R_EmptyEnv":
		return c.EnvConstInstr(pir.EmptyEnv)
	}
	i := b.Append(pir.LdConst)
	i.Aux = rt.Value(e)
	i.Type = pir.Env
	return i
}

// callerFrameState makes, at the end of b, the caller's framestate just
// after the call cf describes.
func callerFrameState(c *pir.Code, b *pir.Block, cf *callerFrame) *pir.Instr {
	old := cf.fs
	fa := old.Aux.(*pir.FrameStateAux)
	var args []*pir.Instr
	take := func(a *pir.Instr) *pir.Instr {
		if a.Block == old.Block {
			// A constant made in the deopt block (NULL for dead
			// temporaries).
			x := b.Append(pir.LdConst)
			x.Aux, x.Type = a.Aux, a.Type
			return x
		}
		return a
	}
	for _, a := range old.Args[:cf.depth] {
		args = append(args, take(a))
	}
	for _, a := range old.Args[fa.Stack : fa.Stack+fa.Temps+1] {
		args = append(args, take(a))
	}
	if k := fa.FnIndex(); k >= 0 {
		args = append(args, take(old.Args[k]))
	}
	if fa.Inlined {
		args = append(args, old.Args[len(old.Args)-1])
	}
	fs := b.Append(pir.FrameState, args...)
	fs.Aux = &pir.FrameStateAux{Code: fa.Code, PC: cf.callPC + 1, Stack: cf.depth, Temps: fa.Temps, Inlined: fa.Inlined, Site: fa.Site}
	fs.Type = pir.FrameStateT
	return fs
}

// adoptPromises appends the promise codes of the inlined version cv to
// v's, renumbering them, and points the inlinee's MkArgs at them.
func adoptPromises(v, cv *pir.Version, sp *spliced) {
	off := len(v.Promises)
	for k, p := range cv.Promises {
		p.Promise = off + k
		p.Name = fmt.Sprintf("pr%d", off+k)
		v.Promises = append(v.Promises, p)
	}
	seen := map[*pir.Promise]bool{}
	renumber := func(i *pir.Instr) {
		if i.Op != pir.MkArg {
			return
		}
		p, _ := i.Aux.(*pir.Promise)
		if p == nil || seen[p] {
			return
		}
		seen[p] = true
		if p.PIR != nil {
			p.Index = p.PIR.Promise
		} else {
			p.Index += off
		}
	}
	for _, b := range sp.blocks {
		for _, i := range b.Instrs {
			renumber(i)
		}
	}
	for _, pc := range cv.Promises {
		for _, b := range pc.Blocks {
			for _, i := range b.Instrs {
				renumber(i)
			}
		}
	}
}
