package syntax

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
)

var benchFile = flag.String("benchfile", "", "TestWriteBenchFile: write the generated benchmark source here")

// BenchSource returns a deterministic, realistic R source of about n lines:
// functions with defaults, loops, ifs, calls with named arguments, strings
// with escapes, comments, numbers, indexing and formulas.
func BenchSource(n int) []byte {
	r := rand.New(rand.NewSource(1))
	names := []string{"x", "y", "value", "df", "result", "i", "n", "total", "acc", "data.frame", "tmp_1", "idx"}
	funs := []string{"sum", "mean", "paste0", "lapply", "vapply", "length", "seq_len", "is.null", "stopifnot", "format"}
	name := func() string { return names[r.Intn(len(names))] }
	fun := func() string { return funs[r.Intn(len(funs))] }
	num := func() string {
		switch r.Intn(5) {
		case 0:
			return fmt.Sprintf("%dL", r.Intn(1000))
		case 1:
			return fmt.Sprintf("%.3f", r.Float64()*100)
		case 2:
			return fmt.Sprintf("%de-%d", r.Intn(9)+1, r.Intn(5))
		case 3:
			return fmt.Sprintf("0x%X", r.Intn(4096))
		}
		return fmt.Sprint(r.Intn(100))
	}
	var expr func(d int) string
	expr = func(d int) string {
		if d > 2 {
			if r.Intn(2) == 0 {
				return name()
			}
			return num()
		}
		switch r.Intn(9) {
		case 0:
			return expr(d+1) + " + " + expr(d+1)
		case 1:
			return expr(d+1) + " * (" + expr(d+1) + " - " + num() + ")"
		case 2:
			return fun() + "(" + expr(d+1) + ", na.rm = TRUE)"
		case 3:
			return name() + "[" + expr(d+1) + ", ]"
		case 4:
			return name() + "[[\"" + name() + "\"]]"
		case 5:
			return name() + "$" + name()
		case 6:
			return `"str\t` + name() + `\n\"q\""`
		case 7:
			return "(!is.null(" + name() + ") && " + expr(d+1) + " >= " + num() + ")"
		}
		return name()
	}
	var b strings.Builder
	lines := 0
	for lines < n {
		switch r.Intn(6) {
		case 0:
			fmt.Fprintf(&b, "# Compute %s from %s\n", name(), name())
			fmt.Fprintf(&b, "f_%d <- function(%s, %s = %s, ...) {\n", lines, name(), "opt", num())
			fmt.Fprintf(&b, "  for (i in seq_len(%s)) {\n", expr(1))
			fmt.Fprintf(&b, "    if (%s > %s) {\n      %s <- %s\n    } else %s[i] <- %s\n", expr(2), num(), name(), expr(0), name(), expr(1))
			b.WriteString("  }\n")
			fmt.Fprintf(&b, "  while (%s < 10) %s <- %s + 1L\n", name(), name(), name())
			fmt.Fprintf(&b, "  %s(%s, sep = \"\\t\", collapse = '')\n}\n", fun(), expr(1))
			lines += 9
		case 1:
			fmt.Fprintf(&b, "fit <- lm(%s ~ %s + log(%s), data = %s, weights = NULL)\n", name(), name(), name(), name())
			lines++
		case 2:
			fmt.Fprintf(&b, "%s <- %s  # trailing comment\n", name(), expr(0))
			lines++
		case 3:
			fmt.Fprintf(&b, "res <- vapply(%s, function(v) v^2 / %s, numeric(1))\n", name(), num())
			lines++
		case 4:
			fmt.Fprintf(&b, "out <- %s |>\n  %s() |>\n  head(n = %d)\n", name(), fun(), r.Intn(20))
			lines += 3
		default:
			fmt.Fprintf(&b, "if (%s) {\n  message(\"done: \", %s)\n}\n", expr(1), expr(2))
			lines += 3
		}
	}
	return []byte(b.String())
}

// TestWriteBenchFile writes BenchSource(20000) to -benchfile; without the
// flag it only checks that the source parses.
func TestWriteBenchFile(t *testing.T) {
	src := BenchSource(20000)
	if *benchFile == "" {
		if _, err := ParseAll("bench.R", src, Options{}); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err := os.WriteFile(*benchFile, src, 0o644); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkParse20k parses a generated 20,000-line R file.
func BenchmarkParse20k(b *testing.B) {
	src := BenchSource(20000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := ParseAll("bench.R", src, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
