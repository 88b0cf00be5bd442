package opt

// Passes is the optimisation pipeline, in the order the passes run. Each
// line registers one pass: its name (for --disable-pass), its purpose
// (for --help and the documentation) and its function, in the file named
// after it.
var Passes = []Pass{
	{"scope", "scope resolution: loads of local variables become the values stored (phis where stores meet); stub environments after calls", scopeResolution},
	{"inline", "inline small known closures into their callers, keeping the callee's environment and an R context where it may be observed", inline},
	{"promise", "inline a promise's code where it is first forced, when it cannot have been forced or observed before", promiseInline},
	{"contexts", "remove the R context of an inlined call when nothing in it can observe it (after its promises were inlined)", contexts},
	{"callspec", "speculate on the callee of calls left generic (in inlined promise code), from the call's feedback, at a checkpoint still valid before them", callspec},
	{"loadspec", "speculate that a variable scope resolution left unresolved holds a value, not a promise, so that its load and force run no code", loadspec},
	{"checkelim", "remove guards, casts and forces that a dominating one already made", checkelim},
	{"constfold", "fold constant operations and type tests, branches on known tests, assumes known to hold", constfold},
	{"gvn", "replace pure computations by an equal dominating one (global value numbering)", gvn},
	{"licm", "hoist loop-invariant guards, function loads and pure instructions into loop preheaders", licm},
	{"dce", "remove unused pure instructions, checkpoints without assumes, unreachable blocks, dead visibility sets", dce},
	{"elide", "dead store elimination; environments needed only by deopt branches are made there", elide},
	{"cleanup", "remove trivial phis, merge straight-line blocks, drop unreachable blocks", cleanup},
}
