package main

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"gorir/internal/jit"
	"gorir/internal/pir/view"
)

// jitOptions are the command-line settings of the optimising tier. Each
// has an environment variable that sets it when the flag is absent, so a
// test runner that only knows how to start "gorir FILE" can choose them.
type jitOptions struct {
	mode     string // --jit=off|on|eager (GORIR_JIT)
	chaos    string // --deopt-chaos=N (GORIR_DEOPT_CHAOS)
	seed     string // --seed=S (GORIR_SEED)
	printPIR string // --print-pir=REGEX (GORIR_PRINT_PIR)
	verify   bool   // --verify-pir (GORIR_VERIFY_PIR=1)
	stats    string // --stats or --stats=json (GORIR_STATS=1|json)
	opt      string // --opt=all|none (GORIR_OPT)
	disable  string // --disable-pass=NAME[,NAME…] (GORIR_DISABLE_PASS)
	// The PIR viewer's flags: pages and graphs of the versions of the
	// matching functions, written when the program ends.
	pirHTML    string // --pir-html=REGEX (GORIR_PIR_HTML)
	pirHTMLDir string // --pir-html-dir=DIR (GORIR_PIR_HTML_DIR)
	pirGraph   string // --print-pir-graph=REGEX (GORIR_PRINT_PIR_GRAPH)
	// pirGraphSame is --print-pir-graph without a pattern: the graphs of
	// the functions --print-pir prints.
	pirGraphSame bool

	// Set by config when the viewer is on.
	views    *view.Recorder
	viewOut  view.Output
	viewFlag string // the flags that asked, for messages
	jitOff   bool
}

// jitFlag parses one of the JIT flags; ok is false if a is not one.
func (o *jitOptions) jitFlag(a string) (ok bool) {
	value := func(prefix string) (string, bool) {
		if strings.HasPrefix(a, prefix) {
			return strings.TrimPrefix(a, prefix), true
		}
		return "", false
	}
	if v, ok := value("--jit="); ok {
		o.mode = v
		return true
	}
	if v, ok := value("--deopt-chaos="); ok {
		o.chaos = v
		return true
	}
	if v, ok := value("--seed="); ok {
		o.seed = v
		return true
	}
	if v, ok := value("--opt="); ok {
		o.opt = v
		return true
	}
	if v, ok := value("--disable-pass="); ok {
		o.disable = v
		return true
	}
	if v, ok := value("--print-pir="); ok {
		o.printPIR = v
		return true
	}
	if v, ok := value("--pir-html="); ok {
		o.pirHTML = v
		return true
	}
	if v, ok := value("--pir-html-dir="); ok {
		o.pirHTMLDir = v
		return true
	}
	if v, ok := value("--print-pir-graph="); ok {
		o.pirGraph = v
		return true
	}
	switch a {
	case "--print-pir-graph":
		o.pirGraphSame = true
		return true
	case "--verify-pir":
		o.verify = true
		return true
	case "--stats":
		o.stats = "text"
		return true
	case "--stats=json":
		o.stats = "json"
		return true
	}
	return false
}

// config turns the options, with the environment filling in what the
// command line left out, into a jit.Config.
func (o *jitOptions) config(getenv func(string) string, pirOut io.Writer) (jit.Config, error) {
	pick := func(flag, env string) string {
		if flag != "" {
			return flag
		}
		return getenv(env)
	}
	var cfg jit.Config
	var err error
	if cfg.Mode, err = jit.ParseMode(pick(o.mode, "GORIR_JIT")); err != nil {
		return cfg, err
	}
	if s := pick(o.chaos, "GORIR_DEOPT_CHAOS"); s != "" {
		if cfg.Chaos, err = strconv.Atoi(s); err != nil || cfg.Chaos < 0 {
			return cfg, fmt.Errorf("bad --deopt-chaos value %q", s)
		}
	}
	if s := pick(o.seed, "GORIR_SEED"); s != "" {
		if cfg.Seed, err = strconv.ParseInt(s, 10, 64); err != nil {
			return cfg, fmt.Errorf("bad --seed value %q", s)
		}
	}
	if s := pick(o.printPIR, "GORIR_PRINT_PIR"); s != "" {
		if pat, ok := strings.CutSuffix(s, ":passes"); ok {
			s, cfg.PrintPasses = pat, true
		}
		if cfg.PrintPIR, err = regexp.Compile(s); err != nil {
			return cfg, fmt.Errorf("bad --print-pir pattern: %v", err)
		}
	}
	if cfg.Opt, err = jit.ParseOpt(pick(o.opt, "GORIR_OPT"), pick(o.disable, "GORIR_DISABLE_PASS")); err != nil {
		return cfg, err
	}
	cfg.Verify = o.verify || getenv("GORIR_VERIFY_PIR") == "1"
	if o.stats == "" {
		switch getenv("GORIR_STATS") {
		case "1", "text":
			o.stats = "text"
		case "json":
			o.stats = "json"
		}
	}
	cfg.PIROut = pirOut
	if err := o.viewConfig(pick, &cfg); err != nil {
		return cfg, err
	}
	return cfg, nil
}

// viewConfig sets up the PIR viewer (--pir-html, --print-pir-graph):
// a recorder on the JIT's pass hook, whose versions are written out by
// writeViews when the program ends.
func (o *jitOptions) viewConfig(pick func(flag, env string) string, cfg *jit.Config) error {
	var out view.Output
	var flags []string
	var err error
	if s := pick(o.pirHTML, "GORIR_PIR_HTML"); s != "" {
		if out.HTML, err = regexp.Compile(s); err != nil {
			return fmt.Errorf("bad --pir-html pattern: %v", err)
		}
		flags = append(flags, "--pir-html")
	}
	switch s := pick(o.pirGraph, "GORIR_PRINT_PIR_GRAPH"); {
	case s != "":
		if out.Graph, err = regexp.Compile(s); err != nil {
			return fmt.Errorf("bad --print-pir-graph pattern: %v", err)
		}
		flags = append(flags, "--print-pir-graph")
	case o.pirGraphSame:
		if cfg.PrintPIR == nil {
			return fmt.Errorf("--print-pir-graph without a pattern needs --print-pir=REGEX")
		}
		out.Graph = cfg.PrintPIR
		flags = append(flags, "--print-pir-graph")
	}
	if out.HTML == nil && out.Graph == nil {
		return nil
	}
	out.Dir = pick(o.pirHTMLDir, "GORIR_PIR_HTML_DIR")
	o.views = &view.Recorder{Match: out.Wants}
	o.viewOut = out
	o.viewFlag = strings.Join(flags, " and ")
	o.jitOff = cfg.Mode == jit.Off
	cfg.PassHook = o.views.Hook
	return nil
}

// writeViews writes the files of the PIR viewer, reporting each on w
// ("dumped PIR to pir-f-1.html"). A failure is reported on w too; the
// program's own output and exit status are not affected.
func (o *jitOptions) writeViews(w io.Writer) {
	if o.views == nil {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(w, "gorir: %s: %v\n", o.viewFlag, r)
		}
	}()
	if err := o.views.Err; err != nil {
		fmt.Fprintf(w, "gorir: %s: %v\n", o.viewFlag, err)
	}
	n, err := o.viewOut.WriteFiles(o.views.Recordings(), func(line string) { fmt.Fprintln(w, line) })
	if err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintf(w, "gorir: %s: %s\n", o.viewFlag, line)
		}
	}
	if n == 0 {
		hint := fmt.Sprintf("closures are compiled after %d calls with --jit=on, at their first with --jit=eager", jit.DefaultThreshold)
		if o.jitOff {
			hint = "the JIT is off: use --jit=on or --jit=eager"
		}
		fmt.Fprintf(w, "gorir: %s: no compiled function matched (%s)\n", o.viewFlag, hint)
	}
}

// writeStats runs when the program ends: it writes the PIR viewer's
// files (see writeViews), then prints the JIT's counters to w as
// --stats asked.
func (o *jitOptions) writeStats(j *jit.JIT, w io.Writer) {
	o.writeViews(w)
	switch o.stats {
	case "text":
		j.Stats().WriteText(w)
	case "json":
		j.Stats().WriteJSON(w)
	}
}
