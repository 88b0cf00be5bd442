package report

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"gorir/internal/experiments"
)

// chartSeries are the bars of each program's group in the RQ3 chart, in
// the paper's colours (promise inlining orange, scope resolution purple,
// all optimisations white).
var chartSeries = []struct {
	config, label, fill string
}{
	{experiments.NoPromise, "promise inlining off", "#f28e2b"},
	{experiments.NoScope, "scope resolution off", "#7b4fa0"},
	{experiments.NoOpt, "all optimisations off", "#ffffff"},
}

// Chart geometry, in SVG user units.
const (
	chartBar     = 12.0  // bar width
	chartGap     = 14.0  // space between groups
	chartLeft    = 64.0  // room for the y axis labels
	chartTop     = 46.0  // room for the title and legend
	chartHeight  = 260.0 // plot area
	chartBottom  = 110.0 // room for the rotated program names
	chartRight   = 16.0
	chartMinPlot = 560.0 // smallest plot width (the legend's)
)

// niceStep is a tick step of 1, 2 or 5 times a power of ten giving about
// six ticks over span.
func niceStep(span float64) float64 {
	if span <= 0 || math.IsNaN(span) || math.IsInf(span, 0) {
		return 10
	}
	raw := span / 6
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return m * p
		}
	}
	return 10 * p
}

// RQ3Chart writes the RQ3 results as a grouped bar chart (paper Figure
// 7): for each program, the slowdown against the default configuration,
// in percent, of each ablation (the median of the runs, with a line
// from the smallest to the largest run). Programs without results are
// left empty. The SVG is self-contained and written by hand.
func RQ3Chart(w io.Writer, rows []experiments.RQ3Row) {
	type bar struct{ med, lo, hi float64 }
	bars := make([][]bar, len(rows))
	lo, hi := 0.0, 10.0
	for i, r := range rows {
		for _, s := range chartSeries {
			b := bar{math.NaN(), math.NaN(), math.NaN()}
			for _, sd := range r.Slowdowns {
				if sd.Config == s.config && sd.N > 0 {
					b = bar{100 * (sd.Median - 1), 100 * (sd.Min - 1), 100 * (sd.Max - 1)}
					lo, hi = math.Min(lo, b.lo), math.Max(hi, b.hi)
				}
			}
			bars[i] = append(bars[i], b)
		}
	}
	step := niceStep(hi - lo)
	lo = math.Floor(lo/step) * step
	hi = math.Ceil(hi/step) * step
	width, height := ChartSize(len(rows))
	plotW := width - chartLeft - chartRight
	// The groups share the plot's width (wider than they need when
	// there are few programs); each group's bars are centred in its
	// share.
	group := plotW / float64(max(len(rows), 1))
	pad := (group - float64(len(chartSeries))*chartBar) / 2
	y := func(v float64) float64 { return chartTop + (hi-v)/(hi-lo)*chartHeight }

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif" font-size="11">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%.0f" height="%.0f" fill="#ffffff"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%.1f" y="16" font-size="13" font-weight="bold">Slowdown against the default configuration (JIT on, all passes)</text>`+"\n", chartLeft)
	// Legend.
	x := chartLeft
	for _, s := range chartSeries {
		fmt.Fprintf(&b, `<rect x="%.1f" y="26" width="10" height="10" fill="%s" stroke="#000000"/>`+"\n", x, s.fill)
		fmt.Fprintf(&b, `<text x="%.1f" y="35">%s</text>`+"\n", x+14, html.EscapeString(s.label))
		x += 14 + 6*float64(len(s.label)) + 18
	}
	// Grid and y axis.
	for v := lo; v <= hi+step/2; v += step {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#dddddd"/>`+"\n", chartLeft, y(v), chartLeft+plotW, y(v))
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="end">%s%%</text>`+"\n", chartLeft-6, y(v)+4, trimFloat(v))
	}
	fmt.Fprintf(&b, `<text transform="translate(14 %.1f) rotate(-90)" text-anchor="middle">slowdown (%%)</text>`+"\n", chartTop+chartHeight/2)
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000000"/>`+"\n", chartLeft, chartTop, chartLeft, chartTop+chartHeight)
	// Bars, from zero (the default configuration's time).
	for i, r := range rows {
		gx := chartLeft + pad + float64(i)*group
		for k, s := range chartSeries {
			bb := bars[i][k]
			if math.IsNaN(bb.med) {
				continue
			}
			bx := gx + float64(k)*chartBar
			top, bot := y(math.Max(bb.med, 0)), y(math.Min(bb.med, 0))
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="#000000"><title>%s, %s: %s%%</title></rect>`+"\n",
				bx, top, chartBar, math.Max(bot-top, 0.5), s.fill, html.EscapeString(r.Program), html.EscapeString(s.label), trimFloat(math.Round(bb.med)))
			if bb.hi > bb.lo {
				cx := bx + chartBar/2
				fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000000"/>`+"\n", cx, y(bb.lo), cx, y(bb.hi))
			}
		}
		lx := gx + float64(len(chartSeries))*chartBar/2
		ly := chartTop + chartHeight + 12
		fmt.Fprintf(&b, `<text transform="translate(%.1f %.1f) rotate(-45)" text-anchor="end">%s</text>`+"\n", lx, ly, html.EscapeString(r.Program))
	}
	// The zero line, over the bars.
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000000"/>`+"\n", chartLeft, y(0), chartLeft+plotW, y(0))
	b.WriteString("</svg>\n")
	io.WriteString(w, b.String())
}

// ChartSize is the width and height of the RQ3 chart of n programs.
func ChartSize(n int) (width, height float64) {
	group := float64(len(chartSeries))*chartBar + chartGap
	plotW := math.Max(chartMinPlot, float64(n)*group)
	return chartLeft + plotW + chartRight, chartTop + chartHeight + chartBottom
}

// trimFloat formats v without a fractional part when it has none.
func trimFloat(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%g", v)
}
