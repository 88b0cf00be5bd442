package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strings"
)

var nanValue = math.NaN()

// Report is everything one run of benchrun measured.
type Report struct {
	Date       string   `json:"date"`
	Command    string   `json:"command"`
	Machine    string   `json:"machine"`
	Iterations int      `json:"iterations"`
	Rounds     int      `json:"rounds,omitempty"`
	Warmup     int      `json:"warmup"`
	Quick      bool     `json:"quick"`
	VMs        []string `json:"vms"`
	Results    []Result `json:"results"`
	// Geometric means of the ratios, over the programs where both sides
	// ran, per kind ("macro", "micro").
	GeoROverGorir map[string]float64 `json:"geomean_r_over_gorir"`
	GeoOffOverOn  map[string]float64 `json:"geomean_off_over_on"`
}

func machine() string {
	return fmt.Sprintf("%s/%s, %d CPUs", runtime.GOOS, runtime.GOARCH, runtime.NumCPU())
}

func (rep *Report) summarise() {
	rep.GeoROverGorir = map[string]float64{}
	rep.GeoOffOverOn = map[string]float64{}
	for _, kind := range []string{"macro", "micro"} {
		var ro, oo []float64
		for _, r := range rep.Results {
			if r.Kind == kind {
				ro = append(ro, r.ROverGorir)
				oo = append(oo, r.OffOverOn)
			}
		}
		if g, n := GeoMean(ro); n > 0 {
			rep.GeoROverGorir[kind] = g
		}
		if g, n := GeoMean(oo); n > 0 {
			rep.GeoOffOverOn[kind] = g
		}
	}
}

// JSON is the report as indented JSON; NaN ratios are left out.
func (rep *Report) JSON() ([]byte, error) {
	c := *rep
	c.Results = append([]Result(nil), rep.Results...)
	for i := range c.Results {
		if math.IsNaN(c.Results[i].ROverGorir) {
			c.Results[i].ROverGorir = 0
		}
		if math.IsNaN(c.Results[i].OffOverOn) {
			c.Results[i].OffOverOn = 0
		}
		for j := range c.Results[i].Runs {
			if math.IsNaN(c.Results[i].Runs[j].MedianUS) {
				c.Results[i].Runs[j].MedianUS = 0
			}
		}
	}
	b, err := json.MarshalIndent(&c, "", "  ")
	return append(b, '\n'), err
}

// fmtMS formats microseconds as milliseconds with three significant
// digits ("12.3", "0.456", "1234").
func fmtMS(us float64) string {
	if math.IsNaN(us) {
		return "–"
	}
	ms := us / 1000
	switch {
	case ms >= 100:
		return fmt.Sprintf("%.0f", ms)
	case ms >= 10:
		return fmt.Sprintf("%.1f", ms)
	case ms >= 1:
		return fmt.Sprintf("%.2f", ms)
	}
	return fmt.Sprintf("%.3f", ms)
}

func fmtRatio(x float64) string {
	if math.IsNaN(x) || x == 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f", x)
}

func fmtMB(kb int64) string {
	if kb == 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f", float64(kb)/1024)
}

// Markdown is the report as a Markdown section: one table, then the
// geometric means and the failed runs.
func (rep *Report) Markdown() string {
	var b strings.Builder
	rounds := ""
	if rep.Rounds > 1 {
		rounds = fmt.Sprintf(", best of %d interleaved rounds", rep.Rounds)
	}
	fmt.Fprintf(&b, "%s, `%s` (%s; %d iterations, steady state = median of the last %d%s):\n\n",
		rep.Date, rep.Command, rep.Machine, rep.Iterations, rep.Iterations-rep.Warmup, rounds)
	short := map[string]string{"gorir-jit-off": "off", "gorir-jit-on": "on", "gnu-r": "R"}
	var names []string
	for _, vm := range rep.VMs {
		names = append(names, short[vm])
	}
	group := strings.Join(names, " / ")
	fmt.Fprintf(&b, "| program | param | first ms (%s) | steady ms (%s) | max RSS MB (%s) | R / gorir | off / on |\n",
		group, group, group)
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|\n")
	var failures []string
	for _, r := range rep.Results {
		var first, steady, mem []string
		for _, vm := range rep.VMs {
			x := r.run(vm)
			if x == nil || !x.OK {
				first = append(first, "fail")
				steady = append(steady, "fail")
				mem = append(mem, "–")
				if x != nil {
					failures = append(failures, fmt.Sprintf("- %s, %s: %s", r.Program, vm, x.Error))
				}
				continue
			}
			first = append(first, fmtMS(float64(x.FirstUS)))
			steady = append(steady, fmtMS(x.MedianUS))
			mem = append(mem, fmtMB(x.MaxRSSKB))
		}
		name := r.Program
		if r.Kind == "micro" {
			name += " (micro)"
		}
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %s | %s | %s |\n", name, r.Param,
			strings.Join(first, " / "), strings.Join(steady, " / "), strings.Join(mem, " / "),
			fmtRatio(r.ROverGorir), fmtRatio(r.OffOverOn))
	}
	b.WriteString("\n")
	for _, kind := range []string{"macro", "micro"} {
		ro, ok1 := rep.GeoROverGorir[kind]
		oo, ok2 := rep.GeoOffOverOn[kind]
		if !ok1 && !ok2 {
			continue
		}
		fmt.Fprintf(&b, "Geometric mean over the %s programs that ran: R / gorir %s, off / on %s.\n",
			kind, fmtRatio(valueOr(ro, ok1)), fmtRatio(valueOr(oo, ok2)))
	}
	b.WriteString("\nR / gorir above 1: gorir (JIT on) is faster than GNU R in steady state; " +
		"off / on above 1: the JIT helps.\n")
	if len(failures) > 0 {
		b.WriteString("\nFailed runs:\n\n")
		b.WriteString(strings.Join(failures, "\n"))
		b.WriteString("\n")
	}
	return b.String()
}

func valueOr(x float64, ok bool) float64 {
	if !ok {
		return nanValue
	}
	return x
}

// progress shows what is running on a terminal, one line redrawn in
// place; elsewhere it prints one line per finished run.
type progress struct {
	w    io.Writer
	term bool
}

func newProgress(f *os.File) *progress {
	fi, err := f.Stat()
	return &progress{w: f, term: err == nil && fi.Mode()&os.ModeCharDevice != 0}
}

func (p *progress) update(s string) {
	if p.term {
		fmt.Fprintf(p.w, "\r\x1b[K%s", s)
	}
}

func (p *progress) done(label string, r Run) {
	status := "median " + fmtMS(r.MedianUS) + " ms"
	if !r.OK {
		status = "FAILED: " + r.Error
	}
	if p.term {
		fmt.Fprintf(p.w, "\r\x1b[K%s: %s\n", label, status)
	} else {
		fmt.Fprintf(p.w, "%s: %s\n", label, status)
	}
}

func (p *progress) clear() {
	if p.term {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
