package main

import (
	"io"
	"strings"
	"testing"

	"gorir/internal/pir/opt"
)

func TestPrintPIRAndOptFlags(t *testing.T) {
	prog := "f <- function(x) { y <- x + 1; y }\nf(1); f(2)\n"
	out, errs, status := runCmd(t, prog, "--jit=eager", "--print-pir=^f$", "--verify-pir", "-")
	if status != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	for _, want := range []string{"== PIR of f after build ==", "== PIR of f after optimisation ==", "[1] 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	// :passes adds the PIR after every pass that changed it.
	out, _, status = runCmd(t, prog, "--jit=eager", "--print-pir=^f$:passes", "-")
	for _, want := range []string{"== PIR of f after build ==", "== PIR of f after scope ==", "== PIR of f after optimisation =="} {
		if status != 0 || !strings.Contains(out, want) {
			t.Errorf(":passes: status %d, no %q in\n%s", status, want, out)
		}
	}
	out, _, status = runCmd(t, prog, "--jit=eager", "--print-pir=^f$", "--opt=none", "-")
	if status != 0 || !strings.Contains(out, "after build") || strings.Contains(out, "after optimisation") {
		t.Errorf("--opt=none: status %d\n%s", status, out)
	}
}

func TestOptFlagErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--opt=some", "-e", "1"},
		{"--disable-pass=nosuch", "-e", "1"},
	} {
		_, errs, status := runCmd(t, "", args...)
		if status != 2 || !strings.HasPrefix(errs, "gorir: ") {
			t.Errorf("%q: status %d, stderr %q", args, status, errs)
		}
	}
	// The environment variables are read when the flags are absent.
	var o jitOptions
	env := map[string]string{"GORIR_OPT": "none", "GORIR_DISABLE_PASS": "cleanup"}
	cfg, err := o.config(func(k string) string { return env[k] }, io.Discard)
	if err != nil || !cfg.Opt.None || !cfg.Opt.Disabled["cleanup"] {
		t.Errorf("from the environment: %+v, %v", cfg.Opt, err)
	}
}

func TestListPasses(t *testing.T) {
	out, _, status := runCmd(t, "", "--list-passes")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || len(lines) != len(opt.Passes) {
		t.Fatalf("status %d, %d lines for %d passes:\n%s", status, len(lines), len(opt.Passes), out)
	}
	for k, p := range opt.Passes {
		if f := strings.Fields(lines[k]); len(f) < 2 || f[0] != p.Name {
			t.Errorf("line %d: %q, want pass %s", k, lines[k], p.Name)
		}
	}
}
