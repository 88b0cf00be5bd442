// Package view shows people what gorir's optimiser did to a function:
// an HTML page with the PIR after every pass side by side (--pir-html,
// in the manner of Go's GOSSAFUNC ssa.html) and a Graphviz drawing of
// the final control-flow graph (--print-pir-graph).
//
// The model is a Recording per compiled version. The JIT calls a hook
// after building a version and after every optimisation pass that
// changed it (jit.Config.PassHook); Recorder.Hook turns the version as
// it is at that moment into a Stage, a snapshot that no longer refers
// to the live IR, which later passes go on mutating. The last stage
// recorded is the final PIR, the one handed to the backend.
//
// Passes renumber registers and blocks after every change (pir.Tidy), so
// register names do not identify an instruction from one stage to the
// next. The *pir.Instr and *pir.Block pointers do: a pass that keeps an
// instruction keeps the struct, one that makes a new instruction (an
// inlined copy, a rebuilt environment) makes a new struct. A Recording
// gives each pointer it meets a small identity number, stable across
// the stages of the version, and a snapshot refers to instructions,
// operands and blocks by these numbers. Diffing two stages is then set
// arithmetic: an identity present before and not after was removed by
// the pass, one present after and not before was added, and one present
// in both whose text, with registers written as identities, differs was
// changed (a change of its inferred type alone is shown apart).
//
// For each environment a version makes (a MkEnv that appeared on the
// main path, at building or by inlining), Envs says what the optimiser
// made of it in the final PIR: elided (gone), stubbed (still made, but
// checked with IsEnvStub or made as a stub), delayed (made only in
// deoptimisation branches: the elide pass removes the MkEnv and makes a
// new one in each deopt branch that needs it, which the Recording
// attributes to the original by the pass, closure and parent they
// share) or kept.
//
// Files: record.go (snapshots and identities), diff.go (what a pass
// added, removed or changed), envs.go (the environment verdicts),
// html.go and html_assets.go (the page), dot.go (the graph), files.go
// (file names and writing them out), pagecheck.go (reading a page back
// to check it, for tests). docs/pir-viewer.md is the user's guide.
package view
