// Package lower is gorir's optimised tier: it compiles a PIR version to
// a compact register code that a Go switch runs, and runs it.
//
// Registers. Every PIR instruction that produces a value gets its own
// register (the code is SSA, so a register is written by one instruction
// only, except phis), in one of six typed files chosen from the
// instruction's type: plain double scalars live unboxed in a float64
// file, plain integer and logical scalars (and native ints such as a
// switch's pc) in an int32 file with R's NA as math.MinInt32, plain
// scalars that are an integer or a double (a variable that starts as an
// integer and becomes a double in a loop) in a number file that holds
// the value as a double and whether it is an integer, tests in a bool
// file, environments in an *rt.Env file, and everything else boxed in an
// rt.Value file. A number register feeds double arithmetic and
// comparisons directly (R coerces an integer operand exactly). Constants need no instruction: their registers
// are filled from a template when a frame is made (frames are pooled
// and keep them; an unboxed constant also gets a boxed copy for boxed
// consumers), and the fixed environments are set on entry. Values
// change files only through explicit conversions the compiler inserts
// where a consumer needs another representation: a boxed consumer (a
// call, a store into an environment, a framestate) gets a box made at
// that point, an unboxed consumer of a boxed value gets a checked
// unboxing, and an integer operand of a double operation R's coercion.
// So a loop whose values are typed as plain scalars runs without
// allocating.
//
// Execution. The body's blocks are laid out in order as a flat array of
// instructions (an opcode, three int32 operands and a pointer to the
// out-of-line data of slow paths); each block ends in an explicit jump,
// except into the next block. A phi has no instruction: each edge into
// its block makes the phi's move, all phis of the edge as one parallel
// copy; an edge out of a two-way branch that needs moves (or is a loop
// back-edge, which polls for interrupts as the interpreter's jumps do)
// goes through a trampoline placed after the blocks; a loop phi usually
// needs no move at all, its back-edge value being computed straight into
// its register (fuse.go, which also fuses `i < n`, its test and the
// branch into one instruction; loops.go fuses a for loop's step, its
// branch and the fetch of an unboxed element). Opcodes are
// specialised to register classes (a double add, an integer compare
// into a logical, …) and the hot ones are open-coded in the switch of
// exec; the PIR ops the tier does not open-code call the interpreter's
// entry points (vm/tier.go), which implement each op exactly as the
// baseline does, on boxed operands. R errors are returned as Go errors
// and passed through; an activation runs under vm.Interp.RunActivation,
// which counts evaluation depth and turns an internal fault (a Go panic
// that is not the interpreter's own unwinding) into an R error naming
// the failing instruction. A switch over the instruction array was
// measured against one Go closure per instruction on a scalar loop
// (dispatch_test.go) and was faster.
//
// Deoptimisation. An Assume whose test fails (or that Options.Chaos
// fails) jumps to its checkpoint's deopt branch, which ends in a Deopt:
// the framestate's stack, temporaries and environment are boxed and the
// baseline resumes at the recorded pc (vm.Interp.ResumeAt); its result
// is the version's result. See deopt.go.
package lower
