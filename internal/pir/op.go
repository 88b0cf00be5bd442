package pir

// Op is a PIR operation. What each op means, its operands, its aux field
// and its effects are given by its comment and its entry in opTable; the
// table is data that the printer, the parser, the verifier and the passes
// read, so adding an op is adding an entry.
//
// Operand conventions: Args hold the value operands in order; for ops
// with an environment operand (opInfo.env) it is the last element of
// Args, and the printer shows it outside the parentheses as the paper
// does (`%5 = Force(%4) e2`). Symbols, constants, call sites and the like
// live in Aux (and small integers in AuxInt), never in Args.
type Op uint8

const (
	OpInvalid Op = iota

	// ---- constants, arguments, environments ----

	// LdConst: Aux is the rt.Value constant.
	LdConst
	// LdArg: AuxInt is the formal's position; the value the caller
	// matched to it (a promise, a value, the missing marker, or a
	// *rt.Dots for `...`).
	LdArg
	// LdEnvConst: a fixed environment. Aux is an EnvConst (G, B, O, E).
	// These instructions are printed by name where used, not as
	// definitions.
	LdEnvConst
	// OSRValue: AuxInt is an index into the operand stack (then the
	// temporaries) the baseline had when it entered an OSR version.
	OSRValue

	// ---- variables ----

	// LdVar(env): Aux is the symbol. The raw binding (which may be a
	// promise or the missing marker), looking outwards from env; an
	// active binding is called; unbound is R's "object 'x' not found".
	// With AuxInt 1 ({noactive}, for a load speculated to find a value)
	// it runs no code: an active binding gives the missing marker
	// instead, which the guard after the load rejects.
	LdVar
	// LdVarSuper(env): LdVar starting at env's parent (`<<-` reads).
	LdVarSuper
	// LdFun(env): Aux is a *CallAux (symbol and site). The function
	// bound to the symbol, skipping non-function bindings and forcing
	// promises on the way, as R does in call position. With AuxInt 1
	// ({noforce}, for a load whose callee is speculated on) it runs no
	// code: where the lookup would force a promise or call an active
	// binding, or finds nothing, the result is NULL, which the IsCallee
	// guarding it rejects.
	LdFun
	// LdDDVal(env): AuxInt is k; the forced value of ..k.
	LdDDVal
	// LdDots(env): the *rt.Dots bound to `...` (empty when missing), to
	// be spread into a call's arguments.
	LdDots
	// StVar(v, env): Aux is the symbol. Binds it in env. AuxInt 1 marks
	// the final store of a complex assignment, which does not count as
	// a new reference to the value.
	StVar
	// StVarSuper(v, env): `<<-` from env (assigns in the first enclosing
	// environment that binds the symbol, else the global one). AuxInt
	// as for StVar.
	StVarSuper
	// StartAssign(env): Aux is the symbol; AuxInt 1 for `<<-`. The value
	// a complex assignment starts from (shared unless local and unshared).
	StartAssign
	// Missing(env): Aux is the symbol; missing(x) as a logical scalar.
	Missing

	// ---- environments, promises, closures ----

	// MkEnv(v1, …, vn, parent): Aux is an *EnvAux giving the names bound
	// to the n values (and, for a closure's own environment, the formals
	// whose defaults become promises in the new environment when their
	// value is the missing marker). A value that is the no-binding marker
	// (LdConst <unbound>) binds nothing. AuxInt 1 makes a stub
	// environment.
	MkEnv
	// MkArg(env): Aux is the *Promise (its code). A new promise over env.
	MkArg
	// MkClosure(env): Aux is a *ClosureAux (formals and body code).
	MkClosure
	// Force(v, env): forces v if it is a promise, else returns it. Aux is
	// the variable's symbol, if any, for R's "argument is missing" error
	// when v is the missing marker.
	Force
	// ChkFunction(v): v if it is a function, else R's "attempt to apply
	// non-function".
	ChkFunction
	// UpdatePromise(p, v): sets the value slot of promise p to v (for a
	// promise whose body was inlined but which escaped into an env).
	UpdatePromise
	// IsEnvStub(env): test, true while a stub environment has not been
	// materialised: while nothing has reached env reflectively (its
	// rt.Env.Reflected flag is clear). Its value changes when code runs,
	// so it reads the environment as far as effects go.
	IsEnvStub
	// MaterializeEnv(env): the full environment for a (possibly stub)
	// environment.
	MaterializeEnv

	// ---- calls ----

	// Call(f, a1, …, an, env): Aux is a *CallAux (site, tags, which
	// arguments are `...` spreads). Calls f: a closure gets the arguments
	// as they are; a builtin gets them forced in order; a special gets
	// the call unevaluated.
	Call
	// StaticCall(a1, …, an, env): Aux is a *CallAux whose Target is the
	// known closure. A call of that closure without looking it up.
	StaticCall
	// CallBuiltin(a1, …, an, env): Aux is a *CallAux whose Target is the
	// builtin; the arguments are values. Its effects are the builtin's
	// entry in the effects table (builtins.go) when every argument is a
	// plain value, else those of any call.
	CallBuiltin
	// GetterCall(obj, env): Aux is a *CallAux. The getter of a complex
	// assignment: calls the site's function with obj as first argument.
	GetterCall
	// SetterCall(obj, val, env): Aux is a *CallAux with Fn the
	// replacement function (`names<-`). Calls it with obj and val.
	SetterCall

	// ---- arithmetic, comparison, logic (Aux: *CallAux with the site) ----

	Add
	Sub
	Mul
	Div
	Pow
	Mod
	IDiv
	Eq
	Ne
	Lt
	Gt
	Le
	Ge
	// LAnd / LOr are the vectorised & and |.
	LAnd
	LOr
	Colon
	Neg
	UPlus
	Not
	// LglOperand(v): an operand of && or || converted to a logical
	// scalar (TRUE, FALSE or NA) with R's errors. AuxInt 1 for the right
	// operand; Aux is a *CallAux whose site is the && or || call.
	LglOperand
	// And3 / Or3(a, b): three-valued && and || of two logical scalars.
	And3
	Or3
	// AsTest(v): the condition of if/while as a test, with R's errors
	// ("argument is of length zero", "missing value where TRUE/FALSE
	// needed") reported against the site in Aux (*CallAux).
	AsTest
	// IsTrue(v): test, v is the logical scalar TRUE (no errors).
	IsTrue

	// ---- indexing ----

	// Extract1(x, i1, …, ik, env): x[i1, …, ik]. Aux *CallAux.
	Extract1
	// Extract2(x, i1, …, ik, env): x[[i1, …, ik]].
	Extract2
	// Dollar(x, env): x$name; Aux *CallAux with Name.
	Dollar
	// Subassign1(x, i1, …, ik, v, env): `[<-`(x, i…, value = v).
	Subassign1
	// Subassign2(x, i1, …, ik, v, env): `[[<-`.
	Subassign2
	// DollarAssign(x, v, env): `$<-`; Aux *CallAux with Name.
	DollarAssign

	// ---- loops and switch ----

	// ForInit(seq, env): Aux *CallAux with Name the loop variable. The
	// loop state for seq (R's errors for bad sequences; an empty loop
	// binds the variable to NULL, unless env is E0: the code then binds
	// it itself).
	ForInit
	// ForStep(state): test; advances the loop state, false when done.
	ForStep
	// ForElem(state): the current element of the loop state.
	ForElem
	// SwitchSel(x, env): Aux *SwitchAux. The bytecode pc switch()
	// continues at (one of SwitchAux.Targets), as a native int.
	SwitchSel
	// EqInt(a): test, the native int a equals AuxInt.
	EqInt
	// ArithOK(a, b): test, the arithmetic op AuxInt (Add, Sub, Mul
	// or Mod) on the plain number scalars a and b gives its result
	// without a warning (no integer overflow, no loss of accuracy in
	// %%). An Assume of it lets the op itself be marked nowarn (AuxInt
	// 1), with no Warn effect: the speculation that arithmetic does not
	// warn, so that it cannot run a calling handler.
	ArithOK

	// ---- type tests and casts ----

	// IsType(v): test, v has type Aux (a Type).
	IsType
	// CastType(v): v, known to have type Aux (a Type) from a dominating
	// guard.
	CastType
	// IsBaseFn(env): test; Aux is the symbol. True while the symbol,
	// looked up as a function from env, is still the base function (the
	// bytecode's Guard).
	IsBaseFn
	// IsCallee(f): test; Aux is the expected function value.
	IsCallee

	// ---- visibility and contexts ----

	// Visible / Invisible set R's visibility flag.
	Visible
	Invisible
	// PushContext(f, env) / PopContext(ctx, v): an R call context around
	// inlined code that can observe its frame. Aux *CallAux.
	PushContext
	PopContext

	// ---- speculation ----

	// FrameState(stack…, temps…, env, [fn], [parent]): Aux is a
	// *FrameStateAux (baseline code, pc, stack and temp counts, the call
	// of an inlined frame that has no context, whether a parent
	// framestate for the inlining caller follows). Where the baseline
	// resumes.
	FrameState
	// Checkpoint: terminator with two successors: the main path and the
	// deopt block (which ends in Deopt). Assumes refer to it.
	Checkpoint
	// Assume(test, checkpoint): continue if test holds, else leave
	// through the checkpoint's deopt block. Aux is the DeoptReason.
	Assume
	// Deopt(framestate): terminator. Leaves for the baseline. Aux, when
	// set, is the DeoptReason of a deopt block entered by a Branch rather
	// than through an Assume (a branch speculated never to be taken).
	Deopt

	// ---- control ----

	// Phi(v1, …, vn): one operand per predecessor, in order.
	Phi
	// Branch(test): terminator; Succs[0] when true, Succs[1] when false.
	Branch
	// Jmp: terminator with one successor.
	Jmp
	// Return(v): terminator.
	Return
	// ReturnNL(v, env): return() from inside a promise: returns v from the
	// function whose environment is env.
	ReturnNL
	// BreakNL(env), NextNL(env): break/next from inside a promise.
	BreakNL
	NextNL
	// Unreachable: terminator for a block control cannot reach.
	Unreachable

	NumOps
)

// Terminator kinds.
const (
	notTerm = iota
	termOne
	termTwo
	termExit
)

// opInfo describes an op.
type opInfo struct {
	name string
	// nargs is the number of value operands (the env not counted), or
	// -1 for variadic.
	nargs int
	// env is set for ops with an environment operand.
	env bool
	// effects are the base effects, before refinement by operand types.
	effects Effects
	// term is the terminator kind.
	term int
	// result is the type of the result before refinement; Void for ops
	// without one.
	result Type
}

const (
	callEffects  = AnyEffect
	arithEffects = Executes | Reflection | ReadsEnv | WritesEnv | LeaksArgs | Mutates | Error | Warn | Visibility
)

var opTable = [NumOps]opInfo{
	OpInvalid:      {name: "Invalid"},
	LdConst:        {name: "LdConst", nargs: 0, result: Any},
	LdArg:          {name: "LdArg", nargs: 0, result: Any},
	LdEnvConst:     {name: "LdEnvConst", nargs: 0, result: Env},
	OSRValue:       {name: "OSRValue", nargs: 0, result: Any},
	LdVar:          {name: "LdVar", nargs: 0, env: true, effects: ReadsEnv | Error | Executes, result: Any},
	LdVarSuper:     {name: "LdVarSuper", nargs: 0, env: true, effects: ReadsEnv | Error | Executes, result: Any},
	LdFun:          {name: "LdFun", nargs: 0, env: true, effects: callEffects, result: FunctionT},
	LdDDVal:        {name: "LdDDVal", nargs: 0, env: true, effects: callEffects, result: AnyValue},
	LdDots:         {name: "LdDots", nargs: 0, env: true, effects: ReadsEnv | Error, result: Type{Kinds: KDots}},
	StVar:          {name: "StVar", nargs: 1, env: true, effects: WritesEnv | Error | LeaksArgs},
	StVarSuper:     {name: "StVarSuper", nargs: 1, env: true, effects: WritesEnv | ReadsEnv | Error | LeaksArgs | Executes},
	StartAssign:    {name: "StartAssign", nargs: 0, env: true, effects: ReadsEnv | Error | Executes | Mutates, result: AnyValue},
	Missing:        {name: "Missing", nargs: 0, env: true, effects: ReadsEnv | Error, result: LogicalScalar},
	MkEnv:          {name: "MkEnv", nargs: -1, env: true, effects: LeaksArgs, result: Env},
	MkArg:          {name: "MkArg", nargs: 0, env: true, effects: LeaksEnv, result: PromiseT},
	MkClosure:      {name: "MkClosure", nargs: 0, env: true, effects: LeaksEnv, result: ClosureT},
	Force:          {name: "Force", nargs: 1, env: true, effects: callEffects, result: AnyValue},
	ChkFunction:    {name: "ChkFunction", nargs: 1, effects: Error, result: FunctionT},
	UpdatePromise:  {name: "UpdatePromise", nargs: 2, effects: Mutates | LeaksArgs},
	IsEnvStub:      {name: "IsEnvStub", nargs: 1, effects: ReadsEnv, result: Test},
	MaterializeEnv: {name: "MaterializeEnv", nargs: 1, effects: Mutates, result: Env},
	Call:           {name: "Call", nargs: -1, env: true, effects: callEffects, result: AnyValue},
	StaticCall:     {name: "StaticCall", nargs: -1, env: true, effects: callEffects, result: AnyValue},
	CallBuiltin:    {name: "CallBuiltin", nargs: -1, env: true, effects: callEffects, result: AnyValue},
	GetterCall:     {name: "GetterCall", nargs: 1, env: true, effects: callEffects, result: AnyValue},
	SetterCall:     {name: "SetterCall", nargs: 2, env: true, effects: callEffects, result: AnyValue},
	Add:            {name: "Add", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Sub:            {name: "Sub", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Mul:            {name: "Mul", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Div:            {name: "Div", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Pow:            {name: "Pow", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Mod:            {name: "Mod", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	IDiv:           {name: "IDiv", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Eq:             {name: "Eq", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Ne:             {name: "Ne", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Lt:             {name: "Lt", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Gt:             {name: "Gt", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Le:             {name: "Le", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Ge:             {name: "Ge", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	LAnd:           {name: "LAnd", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	LOr:            {name: "LOr", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Colon:          {name: "Colon", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	Neg:            {name: "Neg", nargs: 1, env: true, effects: arithEffects, result: AnyValue},
	UPlus:          {name: "UPlus", nargs: 1, env: true, effects: arithEffects, result: AnyValue},
	Not:            {name: "Not", nargs: 1, env: true, effects: arithEffects, result: AnyValue},
	LglOperand:     {name: "LglOperand", nargs: 1, effects: Error | Warn, result: LogicalScalar},
	And3:           {name: "And3", nargs: 2, result: LogicalScalar},
	Or3:            {name: "Or3", nargs: 2, result: LogicalScalar},
	AsTest:         {name: "AsTest", nargs: 1, effects: Error | Warn, result: Test},
	IsTrue:         {name: "IsTrue", nargs: 1, result: Test},
	Extract1:       {name: "Extract1", nargs: -1, env: true, effects: arithEffects, result: AnyValue},
	Extract2:       {name: "Extract2", nargs: -1, env: true, effects: arithEffects, result: AnyValue},
	Dollar:         {name: "Dollar", nargs: 1, env: true, effects: arithEffects, result: AnyValue},
	Subassign1:     {name: "Subassign1", nargs: -1, env: true, effects: arithEffects, result: AnyValue},
	Subassign2:     {name: "Subassign2", nargs: -1, env: true, effects: arithEffects, result: AnyValue},
	DollarAssign:   {name: "DollarAssign", nargs: 2, env: true, effects: arithEffects, result: AnyValue},
	ForInit:        {name: "ForInit", nargs: 1, env: true, effects: WritesEnv | Error | Mutates, result: Type{Kinds: KOther}},
	ForStep:        {name: "ForStep", nargs: 1, effects: Mutates, result: Test},
	ForElem:        {name: "ForElem", nargs: 1, result: AnyValue},
	SwitchSel:      {name: "SwitchSel", nargs: 1, env: true, effects: Error | Warn, result: NativeInt},
	EqInt:          {name: "EqInt", nargs: 1, result: Test},
	ArithOK:        {name: "ArithOK", nargs: 2, result: Test},
	IsType:         {name: "IsType", nargs: 1, result: Test},
	CastType:       {name: "CastType", nargs: 1, result: AnyValue},
	IsBaseFn:       {name: "IsBaseFn", nargs: 0, env: true, effects: ReadsEnv, result: Test},
	IsCallee:       {name: "IsCallee", nargs: 1, result: Test},
	Visible:        {name: "Visible", nargs: 0, effects: Visibility},
	Invisible:      {name: "Invisible", nargs: 0, effects: Visibility},
	PushContext:    {name: "PushContext", nargs: 1, env: true, effects: ChangesContext, result: Type{Kinds: KOther}},
	PopContext:     {name: "PopContext", nargs: 2, effects: ChangesContext},
	FrameState:     {name: "FrameState", nargs: -1, env: true, result: FrameStateT},
	Checkpoint:     {name: "Checkpoint", nargs: 0, term: termTwo, result: CheckpointT},
	Assume:         {name: "Assume", nargs: 2, effects: TriggersDeopt},
	Deopt:          {name: "Deopt", nargs: 1, term: termExit, effects: TriggersDeopt},
	Phi:            {name: "Phi", nargs: -1, result: Any},
	Branch:         {name: "Branch", nargs: 1, term: termTwo},
	Jmp:            {name: "Jmp", nargs: 0, term: termOne},
	Return:         {name: "Return", nargs: 1, term: termExit},
	ReturnNL:       {name: "ReturnNL", nargs: 1, env: true, term: termExit, effects: Error},
	BreakNL:        {name: "BreakNL", nargs: 0, env: true, term: termExit, effects: Error},
	NextNL:         {name: "NextNL", nargs: 0, env: true, term: termExit, effects: Error},
	Unreachable:    {name: "Unreachable", nargs: 0, term: termExit},
}

// String returns the op's name.
func (op Op) String() string {
	if op < NumOps {
		return opTable[op].name
	}
	return "?"
}

// OpByName finds an op by its printed name.
func OpByName(name string) (Op, bool) {
	for op := Op(1); op < NumOps; op++ {
		if opTable[op].name == name {
			return op, true
		}
	}
	return OpInvalid, false
}

// HasEnv reports whether op takes an environment operand (the last arg).
func (op Op) HasEnv() bool { return opTable[op].env }

// NumArgs is the number of value operands op takes, -1 for variadic.
func (op Op) NumArgs() int { return opTable[op].nargs }

// BaseEffects are op's effects before refinement.
func (op Op) BaseEffects() Effects { return opTable[op].effects }

// IsTerminator reports whether op ends a block.
func (op Op) IsTerminator() bool { return opTable[op].term != notTerm }

// NumSuccs is the number of successors a block ending in op has.
func (op Op) NumSuccs() int {
	switch opTable[op].term {
	case termOne:
		return 1
	case termTwo:
		return 2
	}
	return 0
}

// ResultType is op's result type before refinement (Void for none).
func (op Op) ResultType() Type { return opTable[op].result }
