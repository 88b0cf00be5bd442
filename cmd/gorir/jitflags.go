package main

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"gorir/internal/jit"
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
	switch a {
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
	return cfg, nil
}

// writeStats prints the JIT's counters to w as --stats asked.
func (o *jitOptions) writeStats(j *jit.JIT, w io.Writer) {
	switch o.stats {
	case "text":
		j.Stats().WriteText(w)
	case "json":
		j.Stats().WriteJSON(w)
	}
}
