// Package pir is gorir's optimising intermediate representation: PIR, the
// IR of the Ř compiler described in "R Melts Brains" (DLS 2019).
//
// PIR is an SSA form in which R's two hardest features are explicit.
// Environments are values: a closure's frame is made by a MkEnv
// instruction, variables are read and written with LdVar and StVar on an
// environment operand, and every instruction that could reach an
// environment reflectively (a call, the forcing of a promise, a
// dispatching `+`) names it as a data dependency. Promises are values
// too: MkArg makes one from a piece of code and an environment, Force
// evaluates it. With both explicit, passes can prove that a variable is
// only ever used locally (scope resolution lowers it to a register), that
// an environment is never observed (it is elided), or that a promise is
// always forced at one point (its code is inlined there) — and where R's
// reflection makes that impossible to prove, speculate: an Assume guard
// anchored at a Checkpoint leaves for the baseline interpreter through a
// Deopt whose FrameState says how to rebuild the interpreter's frame.
//
// The structure follows the paper: a Function has Versions, each compiled
// under a call Context (which arguments are already evaluated, scalar,
// not objects); a Version has a body Code and the Codes of the promises
// it creates; a Code is a list of Blocks; a Block is a list of Instrs
// ending in a terminator. As in Go's cmd/compile/internal/ssa there is
// one instruction struct (op, type, args, aux, dense id, block), and the
// ops are described by a table (op.go) that gives each its name, arity,
// whether it has an environment operand, its base effects and result
// type. Effects (effects.go) are refined from operand types: a Force of a
// value that cannot be a promise is pure. Types (types.go) are a lattice
// of R value kinds with flags (maybe lazy, maybe missing, scalar, maybe
// NA, maybe attributes, maybe object).
//
// The text form (print.go, parse.go) is the paper's notation, so that
// pass tests are PIR text before and after; Verify (verify.go) checks the
// invariants every pass must keep and runs after each pass in tests.
// Building PIR from bytecode is internal/pir/build; the passes are
// internal/pir/opt; running PIR is internal/pir/lower.
package pir
