package report

// The figures the paper published ("R Melts Brains", DLS 2019, section
// 5), as printed there; Program is the paper's name, Gorir the name of
// the same benchmark in gorir's suite ("" when the suite has none).

// paperRQ1 is the paper's Figure 5 (ratio of statically elided
// environments): closures compiled and the percentages with an
// environment, with stubs, and with no MkEnv.
var paperRQ1 = []struct {
	Program, Gorir   string
	Closures         int
	Env, Stub, NoEnv float64
}{
	{"Code usage", "", 971, 82, 1, 16},
	{"Demos", "", 381, 81, 16, 3},
	{"Tcltk", "", 18, 83, 11, 5},
	{"Stats", "", 871, 85, 13, 2},
	{"Utils", "", 471, 88, 10, 2},
	{"Pidigits", "pidigits", 139, 79, 4, 17},
	{"Mandelbrot", "mandelbrot", 14, 36, 29, 36},
}

// paperRQ2 is the paper's Figure 6 (reduction in environments
// allocated): environments allocated without optimisation, the
// percentage fewer with it, and the percentage of that reduction due
// to stubs.
var paperRQ2 = []struct {
	Program, Gorir     string
	Baseline           int64
	Reduction, Stubbed float64
}{
	{"Code usage", "", 2445996, 36, 2},
	{"Demos", "", 192772, 28, 5},
	{"Tcltk", "", 1271, 43, 3},
	{"Stats", "", 3046614, 28, 7},
	{"Utils", "", 2792534, 33, 2},
	{"Pidigits", "pidigits", 9032031, 31, 2},
	{"Mandelbrot", "mandelbrot", 8460641, 87, 8},
}

// paperRQ3Programs are the programs of the paper's Figure 7, with what
// its text says of each. The figure's bars are not given as numbers in
// the text; only the ranges (paperRQ3Ranges) are.
var paperRQ3Programs = []struct {
	Program, Gorir, Note string
}{
	{"fastaredux_naive", "fastaredux_naive", "scope resolution off contributes significantly to the slowdown"},
	{"storage", "storage", "the expected behaviour"},
	{"fannkuch_redux", "fannkuchredux", "the expected behaviour"},
	{"fasta", "fasta", "the expected behaviour"},
	{"fasta_2", "", "the expected behaviour"},
	{"fasta_naive", "fasta_naive", "the expected behaviour"},
	{"binarytrees", "binarytrees", "little slowdown in any configuration"},
	{"binarytrees_naive", "binarytrees_naive", "little slowdown in any configuration"},
	{"mandelbrot", "mandelbrot", "scope resolution off is slower than all optimisations off"},
}

// paperRQ3Ranges are the slowdown ranges over the programs of Figure 7
// the paper's text gives, in percent, by configuration.
var paperRQ3Ranges = []struct {
	Config string
	Lo, Hi float64
}{
	{"no-promise", 0, 35},
	{"no-scope", -1, 55},
	{"no-opt", 2, 32},
}
