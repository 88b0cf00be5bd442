package opt

// Passes is the optimisation pipeline, in the order the passes run. Each
// line registers one pass: its name (for --disable-pass), its purpose
// (for --help and the documentation) and its function, in the file named
// after it.
var Passes = []Pass{
	{"licm", "hoist loop-invariant guards, function loads and pure instructions into loop preheaders", licm},
	{"cleanup", "remove trivial phis, merge straight-line blocks, drop unreachable blocks", cleanup},
}
