package opt

// Passes is the optimisation pipeline, in the order the passes run. Each
// line registers one pass: its name (for --disable-pass), its purpose
// (for --help and the documentation) and its function, in the file named
// after it.
var Passes = []Pass{
	{"checkelim", "remove guards, casts and forces that a dominating one already made", checkelim},
	{"constfold", "fold constant operations and type tests, branches on known tests, assumes known to hold", constfold},
	{"gvn", "replace pure computations by an equal dominating one (global value numbering)", gvn},
	{"dce", "remove unused pure instructions, checkpoints without assumes, unreachable blocks, dead visibility sets", dce},
	{"cleanup", "remove trivial phis, merge straight-line blocks, drop unreachable blocks", cleanup},
}
