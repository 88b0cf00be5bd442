// Package report presents experiments.Results: the paper's three tables
// as Markdown (RQ1Table, RQ2Table, RQ3Table), its Figure 7 as a grouped
// bar chart in SVG (RQ3Chart), and report.md (Report), which puts them
// beside the figures the paper published (paper.go) and says where
// gorir's numbers are below them and why. Write writes all of it, with
// the raw results as results.json, into one directory.
//
// The writers are pure functions of the results, so that their output
// can be checked against golden text.
package report

import (
	"fmt"
	"io"
	"math"
	"strings"

	"gorir/internal/experiments"
)

// pct formats a percentage ("—" when undefined).
func pct(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "—"
	}
	return fmt.Sprintf("%.0f%%", x)
}

// ratio formats a ratio ("—" when undefined).
func ratio(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "—"
	}
	return fmt.Sprintf("%.2f", x)
}

// slowdownCell is a Slowdown as "median (min–max)".
func slowdownCell(s experiments.Slowdown) string {
	switch {
	case s.N == 0:
		return "—"
	case s.N == 1:
		return ratio(s.Median)
	}
	return fmt.Sprintf("%s (%s–%s)", ratio(s.Median), ratio(s.Min), ratio(s.Max))
}

// table writes a Markdown table; align holds one of l or r per column.
func table(w io.Writer, align string, head []string, rows [][]string) {
	fmt.Fprintf(w, "| %s |\n", strings.Join(head, " | "))
	seps := make([]string, len(head))
	for k := range seps {
		seps[k] = "---"
		if k < len(align) && align[k] == 'r' {
			seps[k] = "---:"
		}
	}
	fmt.Fprintf(w, "|%s|\n", strings.Join(seps, "|"))
	for _, r := range rows {
		fmt.Fprintf(w, "| %s |\n", strings.Join(r, " | "))
	}
}

// failed is the cell text of a program that did not run.
func failed(err string) string {
	err = strings.ReplaceAll(err, "|", "\\|")
	if len(err) > 80 {
		err = err[:77] + "..."
	}
	return "failed: " + err
}

// RQ1Table writes the RQ1 table (paper Figure 5): closures compiled, the
// versions compiled for them, and the percentages of those versions
// with a full environment, with stubs only and with no environment.
func RQ1Table(w io.Writer, rows []experiments.RQ1Row) {
	var out [][]string
	for _, r := range rows {
		if r.Error != "" {
			out = append(out, []string{r.Program, failed(r.Error), "", "", "", ""})
			continue
		}
		out = append(out, []string{r.Program, fmt.Sprint(r.Closures), fmt.Sprint(r.Versions), pct(r.Env), pct(r.Stub), pct(r.NoEnv)})
	}
	table(w, "lrrrrr", []string{"Program", "Closures", "Versions", "Env", "Stub", "No env"}, out)
}

// RQ2Table writes the RQ2 table (paper Figure 6): environments made with
// the JIT off, and with it on the reduction in full environments, the
// part of it due to stubs and the share not made at all; then the
// promises made with the JIT off and on.
func RQ2Table(w io.Writer, rows []experiments.RQ2Row) {
	var out [][]string
	for _, r := range rows {
		if r.Error != "" {
			out = append(out, []string{r.Program, failed(r.Error), "", "", "", ""})
			continue
		}
		out = append(out, []string{r.Program, fmt.Sprint(r.Baseline), pct(r.Reduction), pct(r.Stubbed), pct(r.NotMade),
			fmt.Sprintf("%d / %d", r.PromisesBaseline, r.Promises)})
	}
	table(w, "lrrrrr", []string{"Program", "Baseline", "Reduction", "Stubbed", "Not made", "Promises (off / on)"}, out)
}

// rq3Heads are the RQ3 column heads, by configuration.
var rq3Heads = map[string]string{
	experiments.NoPromise: "Promise inlining off",
	experiments.NoScope:   "Scope resolution off",
	experiments.NoOpt:     "All optimisations off",
	experiments.Baseline:  "JIT off",
}

// RQ3Table writes the RQ3 table (paper Figure 7): for each
// configuration, its time over the default configuration's (above 1: a
// slowdown), the median over the runs and, in parentheses, the range.
func RQ3Table(w io.Writer, rows []experiments.RQ3Row) {
	head := []string{"Program"}
	for _, c := range experiments.RQ3Configs() {
		head = append(head, rq3Heads[c])
	}
	var out [][]string
	for _, r := range rows {
		line := []string{r.Program}
		for _, s := range r.Slowdowns {
			line = append(line, slowdownCell(s))
		}
		if r.Error != "" && r.Slowdowns[0].N == 0 {
			line = []string{r.Program, failed(r.Error), "", "", ""}
		}
		out = append(out, line)
	}
	table(w, "lrrrr", head, out)
}

// geoMean is the geometric mean of the positive finite xs, and how many
// there were.
func geoMean(xs []float64) (float64, int) {
	sum, n := 0.0, 0
	for _, x := range xs {
		if x > 0 && !math.IsInf(x, 0) && !math.IsNaN(x) {
			sum += math.Log(x)
			n++
		}
	}
	if n == 0 {
		return math.NaN(), 0
	}
	return math.Exp(sum / float64(n)), n
}

// span is the smallest and largest of the finite xs.
func span(xs []float64) (lo, hi float64, n int) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			continue
		}
		lo, hi = math.Min(lo, x), math.Max(hi, x)
		n++
	}
	return lo, hi, n
}
