package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"gorir/internal/experiments"
)

// Write writes into dir (made if needed) rq1.md, rq2.md, rq3.md,
// rq3.svg, report.md and results.json (the Results as they are, in
// compact JSON).
func Write(dir string, res *experiments.Results) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	files := []struct {
		name  string
		write func(io.Writer)
	}{
		{"rq1.md", func(w io.Writer) { RQ1Table(w, res.RQ1()) }},
		{"rq2.md", func(w io.Writer) { RQ2Table(w, res.RQ2()) }},
		{"rq3.md", func(w io.Writer) { RQ3Table(w, res.RQ3()) }},
		{"rq3.svg", func(w io.Writer) { RQ3Chart(w, res.RQ3()) }},
		{"report.md", func(w io.Writer) { Report(w, res) }},
	}
	for _, f := range files {
		var b bytes.Buffer
		f.write(&b)
		if err := os.WriteFile(filepath.Join(dir, f.name), b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	js, err := json.Marshal(res)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "results.json"), append(js, '\n'), 0o644)
}

// Report writes report.md: how the results were obtained, the three
// tables, each beside the paper's figures for the programs it also
// measured, and where gorir is below the paper and why.
func Report(w io.Writer, res *experiments.Results) {
	rq1, rq2, rq3 := res.RQ1(), res.RQ2(), res.RQ3()
	fmt.Fprintf(w, "# gorir: the paper's evaluation (section 5)\n\n")
	writeHeader(w, res)

	fmt.Fprintf(w, "## RQ1: compiled closures that need no environment (Figure 5)\n\n")
	fmt.Fprintf(w, "Closures compiled with the JIT on (default configuration), and the\n"+
		"share of their compiled versions whose optimised code makes a full\n"+
		"environment (Env), only stub environments (Stub), or no environment\n"+
		"outside deoptimisation branches (No env).\n\n")
	RQ1Table(w, rq1)
	fmt.Fprintln(w)
	rq1Summary(w, rq1)
	rq1Paper(w, rq1)

	fmt.Fprintf(w, "## RQ2: environments made at run time (Figure 6)\n\n")
	fmt.Fprintf(w, "Baseline: environments made with the JIT off (one per closure call).\n"+
		"With the JIT on: Reduction, the share of them not made as full\n"+
		"environments; Stubbed, the share of that reduction made up by stubs;\n"+
		"Not made, the share made neither as full environments nor as stubs.\n"+
		"Promises made, with the JIT off and on, for comparison.\n\n")
	RQ2Table(w, rq2)
	fmt.Fprintln(w)
	rq2Summary(w, rq2)
	rq2Paper(w, rq2)

	fmt.Fprintf(w, "## RQ3: what the passes are worth (Figure 7)\n\n")
	fmt.Fprintf(w, "Time of each configuration over the default one's (above 1: slower;\n"+
		"run k against run k of the default configuration; median over the\n"+
		"runs, range in parentheses). JIT off is the baseline interpreter,\n"+
		"for reference (the paper has no such bar). The chart shows the\n"+
		"three ablations as percentages, with the range as a line.\n\n")
	fmt.Fprintf(w, "![RQ3: slowdowns against the default configuration](rq3.svg)\n\n")
	RQ3Table(w, rq3)
	fmt.Fprintln(w)
	rq3Summary(w, rq3)
	rq3Paper(w, rq3)

	fmt.Fprintf(w, "## Where gorir is below the paper, and why\n\n")
	below(w, res, rq1, rq2, rq3)

	fmt.Fprintf(w, "## How the numbers are counted\n\n%s", definitions)
}

func writeHeader(w io.Writer, res *experiments.Results) {
	fmt.Fprintf(w, "Generated on %s by\n\n    %s\n\n", res.Date, res.Command)
	fmt.Fprintf(w, "Machine: %s", res.Machine)
	if res.Revision != "" {
		fmt.Fprintf(w, "; gorir revision %s", res.Revision)
	}
	fmt.Fprintf(w, ".\n\n")
	params := "their default parameters"
	if res.Quick {
		params = "their small (--quick) parameters"
	}
	harness := false
	for _, m := range res.Programs {
		harness = harness || m.Program.Harness
	}
	fmt.Fprintf(w, "Each program ran %d times in each configuration, one process per run,\n"+
		"the configurations interleaved:\n\n", res.Runs)
	for _, c := range res.Configs {
		fmt.Fprintf(w, "- %s, %s: `gorir %s --stats=json`\n", c.Name, c.Label, strings.Join(c.Flags, " "))
	}
	fmt.Fprintln(w)
	if harness {
		fmt.Fprintf(w, "The benchmarks of the suite ran through bench/harness.R at %s,\n"+
			"%d iterations per run; a run's time is the median of the iterations\n"+
			"after the first %d.\n", params, res.Iterations, res.Warmup)
	}
	fmt.Fprintf(w, "RQ1 and RQ2 come from the counters of the first run (`--stats=json`),\n"+
		"which are deterministic")
	vary := []string{}
	for _, m := range res.Programs {
		if m.CountsVary {
			vary = append(vary, m.Program.Name)
		}
	}
	if len(vary) > 0 {
		fmt.Fprintf(w, " except for %s, whose runs disagreed", strings.Join(vary, ", "))
	}
	fmt.Fprintf(w, ". Times are quoted only as ratios between runs made\n"+
		"one after the other.\n\n")
}

// cell is "paper / gorir" for two formatted figures.
func cell(paper, gorir string) string { return paper + " / " + gorir }

func rq1Summary(w io.Writer, rows []experiments.RQ1Row) {
	var env, stub, none, versions, closures int
	for _, r := range rows {
		if r.Error != "" || r.Versions == 0 {
			continue
		}
		closures += r.Closures
		versions += r.Versions
		env += int(math.Round(r.Env * float64(r.Versions) / 100))
		stub += int(math.Round(r.Stub * float64(r.Versions) / 100))
		none += int(math.Round(r.NoEnv * float64(r.Versions) / 100))
	}
	if versions == 0 {
		fmt.Fprintf(w, "No closure was compiled.\n\n")
		return
	}
	fmt.Fprintf(w, "Summed over the programs: %d closures, %d versions; %s with a full\n"+
		"environment, %s with stubs only, %s with no environment, so %s\n"+
		"elided (Stub + No env; the paper: 12%% to 65%%).\n\n",
		closures, versions, pct(pc(env, versions)), pct(pc(stub, versions)), pct(pc(none, versions)), pct(pc(stub+none, versions)))
}

func pc(a, b int) float64 {
	if b == 0 {
		return math.NaN()
	}
	return 100 * float64(a) / float64(b)
}

func rq1Paper(w io.Writer, rows []experiments.RQ1Row) {
	byName := map[string]experiments.RQ1Row{}
	for _, r := range rows {
		byName[r.Program] = r
	}
	var out [][]string
	for _, p := range paperRQ1 {
		r, ok := byName[p.Gorir]
		if !ok || p.Gorir == "" || r.Error != "" {
			continue
		}
		out = append(out, []string{p.Program, cell(fmt.Sprint(p.Closures), fmt.Sprint(r.Closures)),
			cell(pct(p.Env), pct(r.Env)), cell(pct(p.Stub), pct(r.Stub)), cell(pct(p.NoEnv), pct(r.NoEnv))})
	}
	if len(out) == 0 {
		return
	}
	fmt.Fprintf(w, "Beside the paper (paper / gorir):\n\n")
	table(w, "lrrrr", []string{"Program", "Closures", "Env", "Stub", "No env"}, out)
	fmt.Fprintln(w)
}

func rq2Summary(w io.Writer, rows []experiments.RQ2Row) {
	var red, notMade []float64
	for _, r := range rows {
		if r.Error == "" {
			red = append(red, r.Reduction)
			notMade = append(notMade, r.NotMade)
		}
	}
	lo, hi, n := span(red)
	if n == 0 {
		return
	}
	fmt.Fprintf(w, "Over the programs: %s to %s fewer full environments (the paper: 28%%\n"+
		"to 87%%). ", pct(lo), pct(hi))
	if nlo, nhi, _ := span(notMade); nhi <= 0 {
		fmt.Fprintf(w, "Every environment the baseline made was still made, as a full\n"+
			"environment or as a stub.\n\n")
	} else {
		fmt.Fprintf(w, "%s to %s of the environments were not made at all.\n\n", pct(nlo), pct(nhi))
	}
}

func rq2Paper(w io.Writer, rows []experiments.RQ2Row) {
	byName := map[string]experiments.RQ2Row{}
	for _, r := range rows {
		byName[r.Program] = r
	}
	var out [][]string
	for _, p := range paperRQ2 {
		r, ok := byName[p.Gorir]
		if !ok || p.Gorir == "" || r.Error != "" {
			continue
		}
		out = append(out, []string{p.Program, cell(fmt.Sprint(p.Baseline), fmt.Sprint(r.Baseline)),
			cell(pct(p.Reduction), pct(r.Reduction)), cell(pct(p.Stubbed), pct(r.Stubbed)),
			cell(pct(paperNotMade(p.Reduction, p.Stubbed)), pct(r.NotMade))})
	}
	if len(out) == 0 {
		return
	}
	fmt.Fprintf(w, "Beside the paper (paper / gorir; the paper's Not made is Reduction ×\n"+
		"(1 − Stubbed)):\n\n")
	table(w, "lrrrr", []string{"Program", "Baseline", "Reduction", "Stubbed", "Not made"}, out)
	fmt.Fprintln(w)
}

// paperNotMade is the share of environments the paper's runs did not
// make at all: the reduction less the part of it due to stubs.
func paperNotMade(reduction, stubbed float64) float64 { return reduction * (1 - stubbed/100) }

// slowdowns are the median slowdowns of config over rows, by program.
func slowdowns(rows []experiments.RQ3Row, config string) map[string]float64 {
	out := map[string]float64{}
	for _, r := range rows {
		for _, s := range r.Slowdowns {
			if s.Config == config && s.N > 0 {
				out[r.Program] = s.Median
			}
		}
	}
	return out
}

// slowPct formats a slowdown ratio as a percentage ("+12%", "−3%").
func slowPct(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "—"
	}
	v := math.Round(100 * (x - 1))
	if v == 0 {
		return "0%"
	}
	if v < 0 {
		return fmt.Sprintf("−%.0f%%", -v)
	}
	return fmt.Sprintf("+%.0f%%", v)
}

func rq3Summary(w io.Writer, rows []experiments.RQ3Row) {
	for _, c := range experiments.RQ3Configs() {
		m := slowdowns(rows, c)
		var xs []float64
		for _, x := range m {
			xs = append(xs, x)
		}
		lo, hi, n := span(xs)
		if n == 0 {
			continue
		}
		g, _ := geoMean(xs)
		fmt.Fprintf(w, "- %s: from %s to %s (geometric mean %s) over %d programs\n", rq3Heads[c], slowPct(lo), slowPct(hi), slowPct(g), n)
	}
	fmt.Fprintln(w)
}

func rq3Paper(w io.Writer, rows []experiments.RQ3Row) {
	var set []string
	var out [][]string
	for _, p := range paperRQ3Programs {
		line := []string{p.Program, p.Gorir, p.Note}
		if p.Gorir == "" {
			line[1] = "(none in the suite)"
		} else {
			set = append(set, p.Gorir)
		}
		for _, c := range experiments.Ablations {
			x, ok := slowdowns(rows, c)[p.Gorir]
			if !ok {
				x = math.NaN()
			}
			line = append(line, slowPct(x))
		}
		out = append(out, line)
	}
	measured := 0
	for _, name := range set {
		if _, ok := slowdowns(rows, experiments.Default)[name]; ok {
			measured++
		}
		if _, ok := slowdowns(rows, experiments.NoOpt)[name]; ok {
			measured++
		}
	}
	if measured == 0 {
		return
	}
	fmt.Fprintf(w, "The paper's Figure 7 gives its bars only as a picture; its text gives\n"+
		"the ranges over its programs and a remark on some of them. gorir's\n"+
		"median slowdowns for the same programs:\n\n")
	table(w, "lllrrr", []string{"Paper's program", "gorir's", "The paper says", "Promise inlining off", "Scope resolution off", "All optimisations off"}, out)
	fmt.Fprintln(w)
	var rr [][]string
	for _, p := range paperRQ3Ranges {
		m := slowdowns(rows, p.Config)
		var xs []float64
		for _, name := range set {
			if x, ok := m[name]; ok {
				xs = append(xs, x)
			}
		}
		lo, hi, n := span(xs)
		g := "—"
		if n > 0 {
			g = slowPct(lo) + " to " + slowPct(hi)
		}
		rr = append(rr, []string{rq3Heads[p.Config], fmt.Sprintf("%s to %s", signedPct(p.Lo), signedPct(p.Hi)), g})
	}
	fmt.Fprintf(w, "Ranges over those programs:\n\n")
	table(w, "lrr", []string{"Configuration", "Paper", "gorir"}, rr)
	fmt.Fprintln(w)
}

func signedPct(v float64) string { return slowPct(1 + v/100) }

// below writes the comparisons in which gorir's figures are below the
// paper's, then the reasons that apply.
func below(w io.Writer, res *experiments.Results, rq1 []experiments.RQ1Row, rq2 []experiments.RQ2Row, rq3 []experiments.RQ3Row) {
	var facts []string
	r1 := map[string]experiments.RQ1Row{}
	for _, r := range rq1 {
		r1[r.Program] = r
	}
	for _, p := range paperRQ1 {
		r, ok := r1[p.Gorir]
		if !ok || p.Gorir == "" || r.Error != "" || r.Versions == 0 {
			continue
		}
		if r.NoEnv < p.NoEnv {
			facts = append(facts, fmt.Sprintf("RQ1, %s: %s of the compiled versions make no environment, against %s in the paper (Stub + No env: %s against %s).",
				p.Gorir, pct(r.NoEnv), pct(p.NoEnv), pct(r.Stub+r.NoEnv), pct(p.Stub+p.NoEnv)))
		}
	}
	r2 := map[string]experiments.RQ2Row{}
	for _, r := range rq2 {
		r2[r.Program] = r
	}
	for _, p := range paperRQ2 {
		r, ok := r2[p.Gorir]
		if !ok || p.Gorir == "" || r.Error != "" {
			continue
		}
		pm := paperNotMade(p.Reduction, p.Stubbed)
		if r.Reduction < p.Reduction || r.NotMade < pm {
			facts = append(facts, fmt.Sprintf("RQ2, %s: %s fewer full environments (paper %s), %s not made at all (paper about %s).",
				p.Gorir, pct(r.Reduction), pct(p.Reduction), pct(r.NotMade), pct(pm)))
		}
	}
	notMade := 0
	for _, r := range rq2 {
		if r.Error == "" && r.NotMade > 0.5 {
			notMade++
		}
	}
	noEnv := 0
	for _, r := range rq1 {
		if r.Error == "" && r.NoEnv > 0 {
			noEnv++
		}
	}
	def := slowdowns(rq3, experiments.Baseline)
	slowerThanOff := []string{}
	for _, r := range rq3 {
		if x, ok := def[r.Program]; ok && x < 1 {
			slowerThanOff = append(slowerThanOff, r.Program)
		}
	}
	for _, p := range paperRQ3Ranges {
		m := slowdowns(rq3, p.Config)
		var xs []float64
		for _, q := range paperRQ3Programs {
			if x, ok := m[q.Gorir]; ok && q.Gorir != "" {
				xs = append(xs, x)
			}
		}
		if _, hi, n := span(xs); n > 0 && 100*(hi-1) < p.Hi {
			facts = append(facts, fmt.Sprintf("RQ3, %s: at most %s over the paper's programs, against up to %s in the paper.",
				strings.ToLower(rq3Heads[p.Config]), slowPct(hi), signedPct(p.Hi)))
		}
	}
	if m := slowdowns(rq3, experiments.NoScope); true {
		s, okS := m["mandelbrot"]
		n, okN := slowdowns(rq3, experiments.NoOpt)["mandelbrot"]
		if okS && okN && s < n {
			facts = append(facts, fmt.Sprintf("RQ3, mandelbrot: scope resolution off costs %s, all optimisations off %s; in the paper scope resolution off was the slower of the two.",
				slowPct(s), slowPct(n)))
		}
	}
	if len(facts) == 0 {
		fmt.Fprintf(w, "Nothing measured here is below the paper's figures.\n\n")
	} else {
		for _, f := range facts {
			fmt.Fprintf(w, "- %s\n", f)
		}
		fmt.Fprintln(w)
	}

	var why []string
	if noEnv == 0 && len(rq1) > 0 {
		why = append(why, whyNoEnv)
	}
	if notMade == 0 && len(rq2) > 0 {
		why = append(why, whyStubs)
	}
	for _, r := range rq2 {
		if r.Error == "" && r.Promises > r.PromisesBaseline {
			why = append(why, whyPromises)
			break
		}
	}
	if _, ok := r1["pidigits"]; ok {
		why = append(why, whyClosures)
	}
	if len(slowerThanOff) > 0 {
		why = append(why, fmt.Sprintf(whySlowTier, len(slowerThanOff), len(rq3)))
	}
	if res.Quick {
		why = append(why, whyNoise)
	}
	why = append(why, whyFasta2)
	fmt.Fprintf(w, "Why:\n\n")
	for _, s := range why {
		fmt.Fprintf(w, "- %s\n", s)
	}
	fmt.Fprintln(w)
}

// The reasons, in the words of the report.
const (
	whyNoEnv = "**No closure version is without an environment.** gorir's `elide` pass " +
		"delays an environment into the deoptimisation branches only when its only uses " +
		"are stores, the framestates of those branches, stub checks and the promises of " +
		"its own defaults, and, for a closure's own environment (the frame's, which " +
		"`sys.frame()`, `parent.frame()` and friends hand out), only when nothing on the " +
		"main path can run R code. Operators on plain numbers name no environment (`E0`), " +
		"and an inlined callee's environment goes (or is made only where it " +
		"deoptimises) once nothing in it can observe its frame; but a closure's own " +
		"environment stays in almost every body: forcing an argument's promise, or any " +
		"call left in the body (a recursive one, a builtin that may run R code), can run " +
		"code that could ask for the frame, and gorir's callers pass a promise for every " +
		"argument that is not a constant, as R does. Such environments are at best stubs."
	whyStubs = "**Every environment the baseline makes is still made.** With no version " +
		"free of environments, the JIT's reduction is all stubs (Stubbed 100%). A stub in " +
		"gorir is an ordinary environment whose `Reflected` flag is clear: it costs as " +
		"much to make as a full one, and what stubbing saves is the loads and stores in " +
		"between checks, not the allocation. Ř's stubs have a compact representation. " +
		"Reduction is counted as the paper counts it (stubs count as reduced); Not made " +
		"shows what was really saved."
	whyPromises = "**The optimised code makes more promises than the baseline** (the " +
		"Promises column). For a builtin call the builder makes each argument a promise " +
		"and forces it at once (`MkArg` then `Force`, the promise's code run by the " +
		"interpreter), where the baseline evaluates a builtin's arguments in place; " +
		"promise inlining does not remove all of them (spectralnorm's " +
		"`sum(u / (ij * (ij + 1) / 2 + i + 1))` keeps its promise)."
	whyClosures = "**Fewer closures are compiled than in the paper** (pidigits: 139 there). " +
		"Ř compiles GNU R's base functions written in R; most of gorir's base library is " +
		"written in Go, so only the benchmark's own functions, the harness's and the few " +
		"R-level base functions they call are closures. The programs are gorir's versions " +
		"of the benchmarks, with their parameters, so absolute counts do not compare; " +
		"percentages do."
	whySlowTier = "**The default configuration is itself slower than the baseline interpreter " +
		"on %d of %d programs** (JIT off below 1). gorir's optimised tier pays off on scalar " +
		"loops; on call- and promise-heavy code a call from optimised code goes through the " +
		"same argument matching and promise creation as the interpreter's, plus the tier's " +
		"entry (bench/RESULTS.md). Switching passes off cannot cost much where the passes " +
		"are not what the time is spent on; where they are (mandelbrot, scalar-for), the " +
		"ablations cost more than the paper's."
	whyNoise = "**The times are noisy.** At the --quick parameters an iteration takes " +
		"milliseconds, and the shared 2-core machine ran other work; the ranges in the RQ3 " +
		"table show how far single runs moved. Ratios within 10–20% of 1 are not " +
		"distinguishable from no effect here."
	whyFasta2 = "The paper's `fasta_2` has no counterpart in gorir's suite; `fannkuch_redux` " +
		"is gorir's `fannkuchredux`."
)

// definitions are the last section of report.md.
const definitions = "- A closure version is classified by the final optimised PIR of its body " +
	"(`jit.ClassifyEnvs`): Env if it has a `MkEnv` that is not a stub outside " +
	"deoptimisation branches, Stub if all such `MkEnv`s are stubs, No env if there " +
	"are none. A stub is a `MkEnv` whose environment the code checks with " +
	"`IsEnvStub` (scope resolution's speculation that nothing reached it " +
	"reflectively) or one flagged `stub`. A deoptimisation branch is a block that " +
	"ends in `Deopt` or only leads to one; the environments made there (delayed by " +
	"`elide`) are what the baseline needs to resume, and are not counted, as in the " +
	"paper. OSR versions are not classified (they run in the environment the " +
	"baseline made).\n" +
	"- Environments made at run time (`vm.Counts`) are those of closure calls: the " +
	"baseline's, and every `MkEnv` optimised code runs, deoptimisation branches " +
	"included; stubs are those made by a stub `MkEnv`. With the JIT off there is " +
	"one per closure call.\n" +
	"- RQ1 and RQ2 use the default configuration (`--jit=on`): closures are " +
	"compiled after 3 calls, with the type and call feedback the baseline " +
	"gathered, as Ř compiles. `--jit=eager` would compile every closure on its " +
	"first call, without feedback, including code that runs once; it measures a " +
	"configuration nobody runs.\n" +
	"- `--stats=json` field names: see `jit.StatsJSON`.\n"
