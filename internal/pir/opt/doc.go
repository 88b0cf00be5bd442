// Package opt holds PIR's optimisation passes and the pipeline that runs
// them: the optimisations of sections 4.2–4.5 of "R Melts Brains" (scope
// resolution, promise inlining, environment elision and delay, stubs)
// and the classic passes they enable.
//
// A pass is a function from a *pir.Version to a *pir.Version it edits in
// place, reporting whether it changed anything. The passes are listed, in
// the order they run, in one table (Passes in passes.go): each entry has
// a name (what --disable-pass takes), a one-line purpose, and the
// function. Optimize runs the table, in rounds until nothing changes (at
// most Config.Rounds), and after every pass that changed the code it
// tidies each code (pir.Tidy: trivial phis, block merging, layout, types
// settled from the new operands, effects recomputed, registers
// renumbered) and, when asked, runs the verifier, so that a broken
// invariant is reported against the pass that broke it. Adding a pass is
// writing its file in this package and adding its line to the table;
// nothing outside the package changes.
//
// Passes must keep R's semantics in every case the baseline interpreter
// handles, including the reflective ones (sys.function, parent.frame,
// eval in a caller's frame, promises with side effects): where a fact
// cannot be proved, a pass either leaves the code alone or speculates
// with an Assume anchored at a Checkpoint, whose FrameState lets the
// baseline take over. Tests are PIR text before and after a pass, with
// the verifier on (passtest_test.go).
package opt
