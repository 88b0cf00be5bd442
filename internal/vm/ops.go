package vm

// The bytecode operations. The stack effect is given as [before] -> [after]
// with the top at the right.
const (
	OpNop Op = iota
	// OpLdConst pushes Consts[A].
	OpLdConst
	// OpPop discards the top.
	OpPop
	// OpDup duplicates the top.
	OpDup
	// OpInvisible marks the current value invisible.
	OpInvisible
	// OpVisible marks the current value visible.
	OpVisible
	// OpLdVar pushes the value of symbol Consts[A], forcing a promise.
	OpLdVar
	// OpLdVarSuper is OpLdVar starting at the enclosing environment.
	OpLdVarSuper
	// OpLdDDVal pushes ..A.
	OpLdDDVal
	// OpStVar binds Consts[A] to the top in the current env (top stays).
	OpStVar
	// OpStVarSuper is <<-: assigns in the first enclosing env binding it.
	OpStVarSuper
	// OpStTmp pops into temporary A; OpLdTmp pushes temporary A.
	OpStTmp
	OpLdTmp
	// OpJmp jumps to A.
	OpJmp
	// OpBrFalse pops a condition and jumps to A when it is FALSE; B is
	// the call site of the `if`/`while` for errors.
	OpBrFalse
	// OpAnd1 / OpOr1 evaluate the left operand of && / ||: when it
	// decides the result they push it and jump to A; otherwise they leave
	// the left value's truth for OpAnd2 / OpOr2. B is the call site.
	OpAnd1
	OpAnd2
	OpOr1
	OpOr2
	// OpForInit pops the sequence and pushes a loop state; A = variable
	// symbol constant, B = call site.
	OpForInit
	// OpForStep advances the loop state on the top and assigns the
	// variable, or pops nothing and jumps to A when done.
	OpForStep
	// OpLdFun looks up function Consts[A] and opens a call; B = site.
	OpLdFun
	// OpPushFn pops a value and opens a call to it (error if not a
	// function); B is the site.
	OpPushFn
	// OpMkProm adds an argument: a promise for Codes[A] (tag Consts[B] or
	// untagged when B < 0); evaluated at once for builtins, skipped for
	// specials.
	OpMkProm
	// OpPushArg pops a value and adds it as an argument with tag B.
	OpPushArg
	// OpDots adds the arguments bound to `...`.
	OpDots
	// OpCall calls the open call; A = site.
	OpCall
	// OpReturn returns the top from the code.
	OpReturn
	// OpReturnNL is return() inside a promise: a non-local return to the
	// function that created the promise's environment.
	OpReturnNL
	// OpBreakNL / OpNextNL are break/next outside any loop of this code.
	OpBreakNL
	OpNextNL
	// OpGuard jumps to B unless symbol Consts[A] still names its base
	// function from here.
	OpGuard
	// OpMkClosure pushes a closure with formals Consts[A] and body
	// Codes[B] over the current env.
	OpMkClosure
	// Arithmetic, comparison and logic: pop operands, push the result;
	// B = call site.
	OpAdd
	OpSub
	OpMul
	OpDiv
	OpPow
	OpMod
	OpIDiv
	OpNeg
	OpUPlus
	OpEq
	OpNe
	OpLt
	OpGt
	OpLe
	OpGe
	OpNot
	OpAndV
	OpOrV
	OpColon
	// OpSubset pops the object and A indices; B = site. OpSubset2 is [[.
	OpSubset
	OpSubset2
	// OpDollar pops the object; A = name constant, B = site.
	OpDollar
	// OpSubassign pops object, A indices and the value (on top); pushes
	// the new object; B = site. OpSubassign2 is [[<-, OpDollarAssign $<-.
	OpSubassign
	OpSubassign2
	// OpSetIndex is x[i…] <- v for a variable x: the stack holds the value,
	// the object and A indices; it pops the object and indices, leaving
	// the value, and pushes the new object; B = site. OpSetIndex2 is the
	// [[<- form.
	OpSetIndex
	OpSetIndex2
	OpDollarAssign
	// OpStartAssign pushes the value of Consts[A] for a complex
	// assignment (B = 1 for <<-).
	OpStartAssign
	// OpEndAssign pops the new value and binds Consts[A] without counting
	// a new reference (B&1 for <<-; with B&2 it also pops the
	// assignment's value under it: the statement form).
	OpEndAssign
	// OpSetterCall calls the replacement function Consts[A] (e.g. names<-)
	// with the stack [object, args…, value]; B = site of the setter call.
	OpSetterCall
	// OpGetterCall calls the function of site B with the object on the top
	// as its first argument (the getter in complex assignment).
	OpGetterCall
	// OpSwitch is switch(): pops the selector and jumps to the chosen
	// alternative by the switch table Consts[B]; A = site.
	OpSwitch
	// OpArith runs the fused arithmetic program Consts[A] (an arithProg)
	// and pushes its value; when one of its operators has been redefined
	// it jumps to B, the unfused code.
	OpArith
	// OpArithAssign runs the fused program Consts[A] and assigns its value
	// to the program's variable, leaving nothing; B as for OpArith.
	OpArithAssign
	// OpMath1, OpLength and OpIsNA are never instructions: they are
	// the steps of a fused program that call a one-argument Math
	// function (sqrt, exp…), length or is.na (see IsCallStep).
	OpMath1
	OpLength
	OpIsNA
	numOps
)

// IsCallStep reports whether op is a fused program's step that the
// unfused code does as a call of a base function.
func IsCallStep(op Op) bool { return op == OpMath1 || op == OpLength || op == OpIsNA }

var opTable = [numOps]opInfo{
	OpMath1:        {"Math1", argNone, argNone},
	OpLength:       {"Length", argNone, argNone},
	OpIsNA:         {"IsNA", argNone, argNone},
	OpNop:          {"Nop", argNone, argNone},
	OpLdConst:      {"LdConst", argConst, argNone},
	OpPop:          {"Pop", argNone, argNone},
	OpDup:          {"Dup", argNone, argNone},
	OpInvisible:    {"Invisible", argNone, argNone},
	OpVisible:      {"Visible", argNone, argNone},
	OpLdVar:        {"LdVar", argConst, argNone},
	OpLdVarSuper:   {"LdVarSuper", argConst, argNone},
	OpLdDDVal:      {"LdDDVal", argInt, argNone},
	OpStVar:        {"StVar", argConst, argNone},
	OpStVarSuper:   {"StVarSuper", argConst, argNone},
	OpStTmp:        {"StTmp", argInt, argNone},
	OpLdTmp:        {"LdTmp", argInt, argNone},
	OpJmp:          {"Jmp", argLabel, argNone},
	OpBrFalse:      {"BrFalse", argLabel, argSite},
	OpAnd1:         {"And1", argLabel, argSite},
	OpAnd2:         {"And2", argNone, argSite},
	OpOr1:          {"Or1", argLabel, argSite},
	OpOr2:          {"Or2", argNone, argSite},
	OpForInit:      {"ForInit", argConst, argSite},
	OpForStep:      {"ForStep", argLabel, argNone},
	OpLdFun:        {"LdFun", argConst, argSite},
	OpPushFn:       {"PushFn", argNone, argSite},
	OpMkProm:       {"MkProm", argCode, argInt},
	OpPushArg:      {"PushArg", argNone, argInt},
	OpDots:         {"Dots", argNone, argNone},
	OpCall:         {"Call", argSite, argNone},
	OpReturn:       {"Return", argNone, argNone},
	OpReturnNL:     {"ReturnNL", argNone, argNone},
	OpBreakNL:      {"BreakNL", argNone, argNone},
	OpNextNL:       {"NextNL", argNone, argNone},
	OpGuard:        {"Guard", argConst, argLabel},
	OpMkClosure:    {"MkClosure", argConst, argCode},
	OpAdd:          {"Add", argNone, argSite},
	OpSub:          {"Sub", argNone, argSite},
	OpMul:          {"Mul", argNone, argSite},
	OpDiv:          {"Div", argNone, argSite},
	OpPow:          {"Pow", argNone, argSite},
	OpMod:          {"Mod", argNone, argSite},
	OpIDiv:         {"IDiv", argNone, argSite},
	OpNeg:          {"Neg", argNone, argSite},
	OpUPlus:        {"UPlus", argNone, argSite},
	OpEq:           {"Eq", argNone, argSite},
	OpNe:           {"Ne", argNone, argSite},
	OpLt:           {"Lt", argNone, argSite},
	OpGt:           {"Gt", argNone, argSite},
	OpLe:           {"Le", argNone, argSite},
	OpGe:           {"Ge", argNone, argSite},
	OpNot:          {"Not", argNone, argSite},
	OpAndV:         {"AndV", argNone, argSite},
	OpOrV:          {"OrV", argNone, argSite},
	OpColon:        {"Colon", argNone, argSite},
	OpSubset:       {"Subset", argInt, argSite},
	OpSubset2:      {"Subset2", argInt, argSite},
	OpDollar:       {"Dollar", argConst, argSite},
	OpSubassign:    {"Subassign", argInt, argSite},
	OpSubassign2:   {"Subassign2", argInt, argSite},
	OpSetIndex:     {"SetIndex", argInt, argSite},
	OpSetIndex2:    {"SetIndex2", argInt, argSite},
	OpDollarAssign: {"DollarAssign", argConst, argSite},
	OpStartAssign:  {"StartAssign", argConst, argInt},
	OpEndAssign:    {"EndAssign", argConst, argInt},
	OpSetterCall:   {"SetterCall", argConst, argSite},
	OpGetterCall:   {"GetterCall", argNone, argSite},
	OpSwitch:       {"Switch", argSite, argConst},
	OpArith:        {"Arith", argConst, argLabel},
	OpArithAssign:  {"ArithAssign", argConst, argLabel},
}

// String returns the op's name.
func (op Op) String() string {
	if op < numOps {
		return opTable[op].name
	}
	return "?"
}
