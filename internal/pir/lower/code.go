package lower

import (
	"fmt"
	"sync/atomic"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// opcode is an operation of the lowered code. Unlike PIR ops, opcodes
// are specialised to register classes: fAdd adds two float registers,
// iLt compares two int32 registers into a logical one, and so on; what
// PIR leaves polymorphic becomes a generic opcode over boxed values that
// calls the interpreter's entry point for the op.
type opcode uint8

const (
	opNop opcode = iota

	// ---- moves and conversions (a = dst index, b = src index) ----
	opMovF
	opMovI
	opMovB
	opMovV
	opMovE
	opBoxF   // v[a] = box(f[b])
	opBoxInt // v[a] = box(i[b]) as integer
	opBoxLgl // v[a] = box(i[b]) as logical
	opI2F    // f[a] = double(i[b]), NA to NA
	opI2L    // i[a] = logical(i[b]) (an integer as a logical)
	opF2L    // i[a] = logical(f[b])
	opUnboxF // f[a] = unbox(v[b]), checked
	opUnboxI // i[a] = unbox(v[b]) as integer, checked
	opUnboxL // i[a] = unbox(v[b]) as logical, checked
	opV2E    // e[a] = v[b], checked
	opE2V    // v[a] = e[b]
	opMovN   // n[a] = n[b]
	opBoxN   // v[a] = box(n[b])
	opUnboxN // n[a] = unbox(v[b]), an integer or a double, checked
	opV2L    // n[a] = v[b], boxed (a lazy register)
	opF2N    // n[a] = f[b]
	opI2N    // n[a] = i[b], an integer
	opLgl2N  // n[a] = i[b], a logical, boxed (a lazy register)
	opN2N    // n[a] = n[b] unboxed: an integer or a double (checked)
	opN2F    // f[a] = n[b] as a double (checked)
	opN2I    // i[a] = n[b], which must be an integer (checked)
	opN2L    // i[a] = n[b], which must be a logical (checked)
	opMovGen // x.dst = x.args[0], through a box
	opConstB // b[a] = c != 0

	// ---- control (targets are pcs) ----
	opJmp     // pc = a
	opJmpBack // poll for an interrupt, pc = a
	opBr      // pc = b[a] ? b : c
	opAssume  // unless b[a] (and no chaos), fail to pc b
	opRet     // return x.args[0]
	opDeopt
	opUnreachable
	opRetNL
	opBreakNL
	opNextNL

	// ---- entry values ----
	opLdArg
	opOSRValue

	// ---- variables ----
	opLdVar
	opLdVarSuper
	opLdFun
	opLdDDVal
	opLdDots
	opStVar
	opStVarSuper
	opStartAssign
	opMissing

	// ---- environments, promises, closures ----
	opMkEnv
	opMkArg
	opMkClosure
	opForce
	opChkFunction
	opUpdatePromise
	opIsEnvStub
	opMaterializeEnv

	// ---- calls ----
	opCall
	opCallTarget
	opGetterCall
	opSetterCall

	// ---- unboxed double arithmetic: f[a] = f[b] op f[c] ----
	opFAdd
	opFSub
	opFMul
	opFDiv
	opFPow
	opFMod // falls back to the builtin when the quotient is huge
	opFIDiv
	opFNeg // f[a] = -f[b]

	// ---- unboxed integer arithmetic: i[a] = i[b] op i[c] ----
	opIAdd // overflow: the builtin gives NA and the warning
	opISub
	opIMul
	opIMod
	opIIDiv
	opIDiv // f[a] = i[b] / i[c]
	opIPow // f[a] = i[b] ^ i[c]
	opINeg

	// ---- comparisons into a logical: i[a] = f[b] op f[c] / i[b] op i[c] ----
	// (in the order of ops.CompareOp, which op-opFEq / op-opIEq index)
	opFEq
	opFNe
	opFLt
	opFGt
	opFLe
	opFGe
	opIEq
	opINe
	opILt
	opIGt
	opILe
	opIGe

	// ---- fused compare-and-branch: unless f[a] op f[b] (i[a] op i[b]),
	// jump to c; an NA is the condition's error (x.call) ----
	opBrFEq
	opBrFNe
	opBrFLt
	opBrFGt
	opBrFLe
	opBrFGe
	opBrIEq
	opBrINe
	opBrILt
	opBrIGt
	opBrILe
	opBrIGe

	// ---- logic on logicals in the int32 file ----
	opLAnd // vectorised & of scalars, and And3
	opLOr
	opLNot

	// ---- generic arithmetic over boxes ----
	opBinary
	opUnary
	opLglOperand
	opAsTestL // b[a] = test of logical i[b]; NA goes to the generic path
	opAsTestI
	opAsTestF
	opAsTest
	opIsTrueL
	opIsTrue

	// ---- indexing ----
	opExtractFast // x[i] / x[[i]] of a plain vector and an unboxed index
	opExtract
	opDollar
	opSubassignFast
	opSubassign
	opDollarAssign

	// ---- loops and switch ----
	opForInit
	opForStep
	opForStepBr    // unless ForStep(v[b]), pc = c
	opForNextI     // ForStepBr, then i[a] = the element (loops.go)
	opForNextF     // ForStepBr, then f[a] = the element
	opForNextN     // ForStepBr, then n[a] = the element (an integer or a double)
	opForElemStore // ForElem, StVar of the loop variable (loops.go)
	opForElem
	opForElemF
	opForElemI
	opSwitchSel
	opEqInt

	// ---- the no-warning speculation (ArithOK) ----
	opOKIAdd // integer +, -, * do not overflow
	opOKISub
	opOKIMul
	opOKFMod // a double %% keeps its accuracy
	opArithOK

	// ---- types ----
	opIsType
	opIsBaseFn
	opIsCallee

	// ---- visibility and contexts ----
	opVisible
	opInvisible
	opPushContext
	opPopContext

	numOpcodes
)

// instr is one lowered instruction. a, b and c are register indices in
// the files the opcode implies (or pcs for control); x carries what the
// slow paths and the generic opcodes need. The hot opcodes never look
// at x.
type instr struct {
	op      opcode
	a, b, c int32
	x       *slow
}

// slow is the out-of-line part of an instruction.
type slow struct {
	// src is the PIR instruction this was lowered from (for errors).
	src *pir.Instr
	// args are the value operands as refs (op-specific order), dst the
	// result's register and env the environment operand.
	args []ref
	dst  ref
	env  ref

	sym  *rt.Symbol
	call *rt.Lang
	site *vm.CallSite
	vmop vm.Op
	two  bool // Extract2/Subassign2; StVar counts; LglOperand second
	flag bool // op-specific
	k    int
	// nbufs is the number of call instructions of the code (each has
	// an argument buffer per activation, numbered by k).
	nbufs  int
	tags   []*rt.Symbol
	spread []bool
	target rt.Value
	// pin marks operands whose boxes must not be reused by the
	// interpreter's arithmetic (the value has other uses).
	pin []bool

	envAux  *pir.EnvAux
	code    *vm.Code
	closure *pir.ClosureAux
	sw      *pir.SwitchAux
	typ     pir.Type
	reason  pir.DeoptReason
	// ownReason is set on a Deopt whose block a Branch enters (reason is
	// then the Deopt's own).
	ownReason bool
	fs        []fsLevel
	// hint caches the frame position of sym (LdVar, StVar); inPlace
	// lets a StVar overwrite the variable's unshared box (inplace.go).
	hint    atomic.Int32
	inPlace bool
}

// what names the PIR instruction for messages.
func (x *slow) what() string {
	if x == nil || x.src == nil {
		return "optimised code"
	}
	return describe(x.src)
}

// String renders a lowered instruction for debugging.
func (in instr) String() string {
	s := fmt.Sprintf("%-16s %d %d %d", opNames[in.op], in.a, in.b, in.c)
	if in.x != nil && in.x.src != nil {
		s += "    ; " + describe(in.x.src)
	}
	return s
}

var opNames = [numOpcodes]string{
	opNop: "nop", opMovF: "movF", opMovI: "movI", opMovB: "movB", opMovV: "movV", opMovE: "movE",
	opBoxF: "boxF", opBoxInt: "boxInt", opBoxLgl: "boxLgl", opI2F: "i2f", opI2L: "i2l", opF2L: "f2l",
	opUnboxF: "unboxF", opUnboxI: "unboxI", opUnboxL: "unboxL", opV2E: "v2e", opE2V: "e2v",
	opMovGen: "movGen", opConstB: "constB",
	opMovN: "movN", opBoxN: "boxN", opUnboxN: "unboxN", opV2L: "v2l", opF2N: "f2n", opI2N: "i2n", opLgl2N: "lgl2n",
	opN2N: "n2n", opN2F: "n2f", opN2I: "n2i", opN2L: "n2l",
	opJmp: "jmp", opJmpBack: "jmpBack", opBr: "br", opAssume: "assume", opRet: "ret", opDeopt: "deopt",
	opUnreachable: "unreachable", opRetNL: "retNL", opBreakNL: "breakNL", opNextNL: "nextNL",
	opLdArg: "ldArg", opOSRValue: "osrValue",
	opLdVar: "ldVar", opLdVarSuper: "ldVarSuper", opLdFun: "ldFun", opLdDDVal: "ldDDVal", opLdDots: "ldDots",
	opStVar: "stVar", opStVarSuper: "stVarSuper", opStartAssign: "startAssign", opMissing: "missing",
	opMkEnv: "mkEnv", opMkArg: "mkArg", opMkClosure: "mkClosure", opForce: "force", opChkFunction: "chkFunction",
	opUpdatePromise: "updatePromise", opIsEnvStub: "isEnvStub", opMaterializeEnv: "materializeEnv",
	opCall: "call", opCallTarget: "callTarget", opGetterCall: "getterCall", opSetterCall: "setterCall",
	opFAdd: "fAdd", opFSub: "fSub", opFMul: "fMul", opFDiv: "fDiv", opFPow: "fPow", opFMod: "fMod",
	opFIDiv: "fIDiv", opFNeg: "fNeg",
	opIAdd: "iAdd", opISub: "iSub", opIMul: "iMul", opIMod: "iMod", opIIDiv: "iIDiv", opIDiv: "iDiv",
	opIPow: "iPow", opINeg: "iNeg",
	opFEq: "fEq", opFNe: "fNe", opFLt: "fLt", opFGt: "fGt", opFLe: "fLe", opFGe: "fGe",
	opIEq: "iEq", opINe: "iNe", opILt: "iLt", opIGt: "iGt", opILe: "iLe", opIGe: "iGe",
	opBrFEq: "brFEq", opBrFNe: "brFNe", opBrFLt: "brFLt", opBrFGt: "brFGt", opBrFLe: "brFLe", opBrFGe: "brFGe",
	opBrIEq: "brIEq", opBrINe: "brINe", opBrILt: "brILt", opBrIGt: "brIGt", opBrILe: "brILe", opBrIGe: "brIGe",
	opLAnd: "lAnd", opLOr: "lOr", opLNot: "lNot",
	opBinary: "binary", opUnary: "unary", opLglOperand: "lglOperand",
	opAsTestL: "asTestL", opAsTestI: "asTestI", opAsTestF: "asTestF", opAsTest: "asTest",
	opIsTrueL: "isTrueL", opIsTrue: "isTrue",
	opExtractFast: "extractFast", opExtract: "extract", opDollar: "dollar",
	opSubassignFast: "subassignFast", opSubassign: "subassign", opDollarAssign: "dollarAssign",
	opForInit: "forInit", opForStep: "forStep", opForStepBr: "forStepBr", opForNextI: "forNextI", opForNextF: "forNextF", opForNextN: "forNextN", opForElemStore: "forElemStore", opForElem: "forElem", opForElemF: "forElemF",
	opForElemI: "forElemI", opSwitchSel: "switchSel", opEqInt: "eqInt",
	opOKIAdd: "okIAdd", opOKISub: "okISub", opOKIMul: "okIMul", opOKFMod: "okFMod", opArithOK: "arithOK",
	opIsType: "isType", opIsBaseFn: "isBaseFn", opIsCallee: "isCallee",
	opVisible: "visible", opInvisible: "invisible", opPushContext: "pushContext", opPopContext: "popContext",
}
