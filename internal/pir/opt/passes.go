package opt

// Passes is the optimisation pipeline, in the order the passes run. Each
// line registers one pass: its name (for --disable-pass), its purpose
// (for --help and the documentation) and its function, in the file named
// after it.
var Passes = []Pass{
	{"scope", "scope resolution: loads of local variables become the values stored (phis where stores meet); stub environments after calls", scopeResolution},
	{"elide", "dead store elimination; environments needed only by deopt branches are made there", elide},
	{"cleanup", "remove trivial phis, merge straight-line blocks, drop unreachable blocks", cleanup},
}
