package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// runCmd runs the command line with stdin as standard input.
func runCmd(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errb bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), status
}

func TestStdinScript(t *testing.T) {
	// With no file and no -e, a standard input that is not a terminal is
	// run as a script, as is the file "-".
	script := "x <- 2\nx * 3\nstop(\"no\")\nx\n"
	for _, args := range [][]string{nil, {"-"}} {
		out, errs, status := runCmd(t, script, args...)
		if out != "[1] 6\n" || errs != "Error: no\nExecution halted\n" || status != 1 {
			t.Errorf("%q: got %q, %q, %d", args, out, errs, status)
		}
	}
}

func TestInteractiveFlag(t *testing.T) {
	out, errs, status := runCmd(t, "x <- 1\nx + 1\nstop(\"e\")\nx\n", "--interactive")
	if want := "> x <- 1\n> x + 1\n[1] 2\n> stop(\"e\")\n> x\n[1] 1\n> \n"; out != want {
		t.Errorf("stdout %q, want %q", out, want)
	}
	if errs != "Error: e\n" || status != 0 {
		t.Errorf("stderr %q, status %d", errs, status)
	}
}

func TestRepeatedE(t *testing.T) {
	out, errs, status := runCmd(t, "", "-e", "x <- 1", "-e", "x + 1", "-e", "y <- x * 10; y")
	if out != "[1] 2\n[1] 10\n" || errs != "" || status != 0 {
		t.Errorf("got %q, %q, %d", out, errs, status)
	}
	// An error stops the expressions that follow.
	out, errs, status = runCmd(t, "", "-e", "1", "-e", "stop('x')", "-e", "2")
	if out != "[1] 1\n" || errs != "Error: x\nExecution halted\n" || status != 1 {
		t.Errorf("got %q, %q, %d", out, errs, status)
	}
}

func TestCommandArgs(t *testing.T) {
	for _, c := range []struct {
		argv, want []string
	}{
		{[]string{"-e", "1", "--args", "a", "-b"}, []string{"gorir", "--no-echo", "--no-restore", "-e", "1", "--args", "a", "-b"}},
		{[]string{"f.R", "x", "y"}, []string{"gorir", "--no-echo", "--no-restore", "--file=f.R", "--args", "x", "y"}},
		{[]string{"f.R"}, []string{"gorir", "--no-echo", "--no-restore", "--file=f.R"}},
		{[]string{"-e", "1", "-e", "2"}, []string{"gorir", "--no-echo", "--no-restore", "-e", "1", "-e", "2"}},
	} {
		o, err := parseArgs(c.argv)
		if err != nil {
			t.Fatal(err)
		}
		if got := commandArgs(o); !slices.Equal(got, c.want) {
			t.Errorf("%q: commandArgs %q, want %q", c.argv, got, c.want)
		}
	}
	o, err := parseArgs([]string{"--interactive", "--args", "p", "q"})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := replCommandArgs(o), []string{"gorir", "--interactive", "--args", "p", "q"}; !slices.Equal(got, want) {
		t.Errorf("console commandArgs %q, want %q", got, want)
	}
}

func TestDisasm(t *testing.T) {
	file := filepath.Join(t.TempDir(), "d.R")
	src := "f <- function(x) x + 1\ng <- function(n) { s <- 0; for (i in 1:n) s <- s + f(i); s }\ng(3)\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, status := runCmd(t, "", "--disasm", file)
	if errs != "" || status != 0 {
		t.Fatalf("stderr %q, status %d", errs, status)
	}
	// The script's own output comes first, then each closure's code
	// under a "== name" header.
	if !strings.HasPrefix(out, "[1] 9\n") {
		t.Errorf("output does not start with the script's output:\n%s", out)
	}
	sections := regexp.MustCompile(`(?m)^== (\w+)\n`).FindAllStringSubmatchIndex(out, -1)
	var names []string
	for i, s := range sections {
		name := out[s[2]:s[3]]
		names = append(names, name)
		end := len(out)
		if i+1 < len(sections) {
			end = sections[i+1][0]
		}
		body := out[s[1]:end]
		if !regexp.MustCompile(`(?m)^\s+\d+\s+Return`).MatchString(body) {
			t.Errorf("%s: no Return instruction in\n%s", name, body)
		}
	}
	if !slices.Equal(names, []string{"f", "g"}) {
		t.Errorf("sections %q, want f and g\n%s", names, out)
	}
}

func TestUsageErrors(t *testing.T) {
	if _, errs, status := runCmd(t, "", "-e"); status != 2 || !strings.Contains(errs, "-e requires an expression") {
		t.Errorf("got %q, %d", errs, status)
	}
	if _, errs, status := runCmd(t, "", "/nonexistent/x.R"); status != 2 || !strings.Contains(errs, "cannot open file") {
		t.Errorf("got %q, %d", errs, status)
	}
	if out, _, status := runCmd(t, "", "--help"); status != 0 || !strings.Contains(out, "--interactive") {
		t.Errorf("got %q, %d", out, status)
	}
}
