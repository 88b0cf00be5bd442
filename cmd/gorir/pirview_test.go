package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gorir/internal/pir/view"
)

// figure4 is the example of the paper's Figure 4 (promise inlining),
// with g called often enough for --jit=on to compile it.
const figure4 = `g <- function() {
  a <- 1
  f <- function(b) b+a
  f(2)
}
for (i in 1:5) print(g())
`

// readPage checks that a page is well-formed and returns its summary.
func readPage(t *testing.T, path string) *view.PageSummary {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := view.ReadPage(b)
	if err != nil {
		t.Fatalf("%s is not well-formed: %v", path, err)
	}
	return sum
}

// hasColumns checks that the titles include each of want, in order.
func hasColumns(t *testing.T, got []string, want ...string) {
	t.Helper()
	k := 0
	for _, g := range got {
		if k < len(want) && strings.Contains(g, want[k]) {
			k++
		}
	}
	if k < len(want) {
		t.Errorf("columns %q lack %q (in order)", got, want[k:])
	}
}

// envRow finds the row of the environment table made by origin.
func envRow(sum *view.PageSummary, origin string) []string {
	for _, r := range sum.Envs {
		if len(r) == 6 && strings.HasPrefix(r[1], origin) {
			return r
		}
	}
	return nil
}

// --pir-html on the paper's Figure 4: one page for g, the program's
// output unchanged, only the "dumped" line added on stderr.
func TestPIRHTMLFigure4(t *testing.T) {
	plainOut, plainErr, plainStatus := runCmd(t, figure4, "--jit=on", "-")
	dir := filepath.Join(t.TempDir(), "views")
	out, errs, status := runCmd(t, figure4, "--jit=on", "--pir-html=^g$", "--pir-html-dir="+dir, "-")
	page := filepath.Join(dir, "pir-g-1.html")
	if out != plainOut || status != plainStatus || errs != plainErr+"dumped PIR to "+page+"\n" {
		t.Fatalf("with --pir-html: stdout %q, stderr %q, status %d; without: %q, %q, %d", out, errs, status, plainOut, plainErr, plainStatus)
	}
	sum := readPage(t, page)
	hasColumns(t, sum.Columns, "source", "after build", "after scope", "after inline", "final")
	// g's own environment is kept (the closure f captures it); f's,
	// which inlining brought, is made only where the inlined call
	// deoptimises (its context went: nothing in it can observe it).
	for _, c := range []struct{ origin, verdict string }{{"the builder", "kept"}, {"pass inline", "delayed"}} {
		if r := envRow(sum, c.origin); r == nil || r[3] != c.verdict {
			t.Errorf("environment made by %s: %q, want %s; table %q", c.origin, r, c.verdict, sum.Envs)
		}
	}
	b, _ := os.ReadFile(page)
	if !strings.Contains(string(b), "f &lt;- function(b) b + a") {
		t.Errorf("the page lacks g's source")
	}
}

// The R program's messages, warnings and errors on stderr come first,
// unchanged, and its exit status stays.
func TestPIRHTMLKeepsProgramOutput(t *testing.T) {
	prog := figure4 + "message(\"note\")\nf <- function() warning(\"careful\")\nf()\nstop(\"the end\")\n"
	plainOut, plainErr, plainStatus := runCmd(t, prog, "--jit=eager", "-")
	dir := t.TempDir()
	out, errs, status := runCmd(t, prog, "--jit=eager", "--pir-html=.", "--print-pir-graph=^g$", "--pir-html-dir="+dir, "-")
	if out != plainOut || status != plainStatus || status != 1 {
		t.Fatalf("stdout %q, status %d; without the flags %q, %d", out, status, plainOut, plainStatus)
	}
	var dumped []string
	rest := errs
	for {
		k := strings.LastIndex(strings.TrimSuffix(rest, "\n"), "\n")
		line := rest[k+1:]
		if !strings.HasPrefix(line, "dumped PIR") {
			break
		}
		dumped = append(dumped, line)
		rest = rest[:k+1]
	}
	if rest != plainErr || len(dumped) < 3 {
		t.Errorf("stderr %q, want %q then the dumped lines", errs, plainErr)
	}
}

// --pir-html on the benchmark mandelbrot: the OSR versions entered in
// the first call's loops come first (pir-execute-1.html …), then the
// version compiled for calls, whose environment is a stub.
func TestPIRHTMLMandelbrot(t *testing.T) {
	dir := t.TempDir()
	out, errs, status := runCmd(t, "", "--jit=on", "--pir-html=^execute$", "--pir-html-dir="+dir,
		filepath.Join("..", "..", "bench", "harness.R"), "mandelbrot", "5", "50")
	if status != 0 || !strings.Contains(out, "mandelbrot: iterations=5") {
		t.Fatalf("status %d, stdout %q, stderr %q", status, out, errs)
	}
	var pages []string
	for _, line := range strings.Split(strings.TrimSuffix(errs, "\n"), "\n") {
		path, ok := strings.CutPrefix(line, "dumped PIR to ")
		if !ok || path != filepath.Join(dir, fmt.Sprintf("pir-execute-%d.html", len(pages)+1)) {
			t.Fatalf("stderr line %q: want the dumped pages in order; stderr %q", line, errs)
		}
		pages = append(pages, path)
	}
	if len(pages) < 2 {
		t.Fatalf("%d pages, want an OSR version and a closure version", len(pages))
	}
	osr := readPage(t, pages[0])
	hasColumns(t, osr.Columns, "source", "after build", "after promise", "final")
	if len(osr.Envs) != 0 {
		t.Errorf("the OSR version has environments %q", osr.Envs)
	}
	full := readPage(t, pages[len(pages)-1])
	hasColumns(t, full.Columns, "source", "after build", "after scope", "after elide", "final")
	if r := envRow(full, "the builder"); r == nil || r[3] != "stubbed" || r[4] != "scope" {
		t.Errorf("execute's environment: %q, want stubbed by scope; table %q", r, full.Envs)
	}
}

// --print-pir-graph=REGEX writes the graph of each matching version;
// the bare flag takes --print-pir's pattern; dot accepts the graph.
func TestPrintPIRGraph(t *testing.T) {
	dir := t.TempDir()
	out, errs, status := runCmd(t, figure4, "--jit=on", "--print-pir-graph=^g$", "--pir-html-dir="+dir, "-")
	graph := filepath.Join(dir, "pir-g-1.dot")
	if status != 0 || errs != "dumped PIR graph to "+graph+"\n" || out != strings.Repeat("[1] 3\n", 5) {
		t.Fatalf("status %d, stdout %q, stderr %q", status, out, errs)
	}
	b, err := os.ReadFile(graph)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, want := range []string{`digraph "PIR of g, version 1" {`, `[label="deopt" style=dashed`, "Return(", "[kept]"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the graph:\n%s", want, text)
		}
	}
	if path, err := exec.LookPath("dot"); err == nil {
		cmd := exec.Command(path, "-Tsvg", graph)
		var svg, derr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &svg, &derr
		if err := cmd.Run(); err != nil || derr.Len() > 0 || !strings.Contains(svg.String(), "<svg") {
			t.Errorf("dot -Tsvg: %v\n%s", err, derr.String())
		}
	}

	// The bare flag draws what --print-pir prints (which goes on to
	// stdout as before).
	dir = t.TempDir()
	out, errs, status = runCmd(t, figure4, "--jit=on", "--print-pir=^g$", "--print-pir-graph", "--pir-html-dir="+dir, "-")
	if status != 0 || errs != "dumped PIR graph to "+filepath.Join(dir, "pir-g-1.dot")+"\n" || !strings.Contains(out, "== PIR of g after optimisation ==") {
		t.Errorf("bare --print-pir-graph: status %d, stderr %q", status, errs)
	}
	_, errs, status = runCmd(t, "", "--print-pir-graph", "-e", "1")
	if status != 2 || !strings.Contains(errs, "needs --print-pir=REGEX") {
		t.Errorf("bare --print-pir-graph alone: status %d, stderr %q", status, errs)
	}
}

// Without --pir-html-dir the files go to the current directory, named
// after the function.
func TestPIRViewDefaultDir(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	_, errs, status := runCmd(t, figure4, "--jit=eager", "--pir-html=^g$", "--print-pir-graph=^g$", "-")
	if status != 0 || errs != "dumped PIR to pir-g-1.html\ndumped PIR graph to pir-g-1.dot\n" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	for _, f := range []string{"pir-g-1.html", "pir-g-1.dot"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// A file that cannot be written is reported on stderr; the program's
// output and status are what they would have been. A pattern that
// matches nothing compiled says so.
func TestPIRViewFailures(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	out, errs, status := runCmd(t, figure4, "--jit=on", "--pir-html=^g$", "--pir-html-dir="+blocker, "-")
	if status != 0 || out != strings.Repeat("[1] 3\n", 5) || !strings.HasPrefix(errs, "gorir: --pir-html: ") || strings.Contains(errs, "dumped") {
		t.Errorf("unwritable directory: status %d, stdout %q, stderr %q", status, out, errs)
	}
	_, errs, status = runCmd(t, figure4, "--pir-html=^g$", "-")
	if status != 0 || !strings.Contains(errs, "no compiled function matched (the JIT is off") {
		t.Errorf("JIT off: status %d, stderr %q", status, errs)
	}
	_, errs, status = runCmd(t, "", "--pir-html=(", "-e", "1")
	if status != 2 || !strings.Contains(errs, "bad --pir-html pattern") {
		t.Errorf("bad pattern: status %d, stderr %q", status, errs)
	}
}

// The environment variables stand in for the flags.
func TestPIRViewEnvironment(t *testing.T) {
	var o jitOptions
	env := map[string]string{"GORIR_PIR_HTML": "^f$", "GORIR_PIR_HTML_DIR": "d", "GORIR_PRINT_PIR_GRAPH": "^g$"}
	cfg, err := o.config(func(k string) string { return env[k] }, io.Discard)
	if err != nil || cfg.PassHook == nil || o.viewOut.Dir != "d" ||
		o.viewOut.HTML.String() != "^f$" || o.viewOut.Graph.String() != "^g$" {
		t.Errorf("from the environment: %+v, %v", o.viewOut, err)
	}
	// The flags win over the variables.
	o = jitOptions{pirHTML: "^h$"}
	if _, err := o.config(func(k string) string { return env[k] }, io.Discard); err != nil || o.viewOut.HTML.String() != "^h$" {
		t.Errorf("flag over variable: %+v, %v", o.viewOut, err)
	}
}
