package opt

// Passes is the optimisation pipeline, in the order the passes run. Each
// line registers one pass: its name (for --disable-pass), its purpose
// (for --help and the documentation) and its function, in the file named
// after it.
var Passes = []Pass{
	{"cleanup", "remove trivial phis, merge straight-line blocks, drop unreachable blocks", cleanup},
}
