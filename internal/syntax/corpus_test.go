package syntax_test

// The parse+deparse conformance corpus: testdata/deparse/*.txt hold R
// inputs with the output of GNU R's deparse() for each top-level
// expression (format in testdata/deparse/README.md; regenerate the
// expectations with testdata/deparse/regen.sh).

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"gorir/internal/rt"
	"gorir/internal/syntax"
)

const (
	corpusDir       = "testdata/deparse"
	corpusMinCases  = 400
	corpusCaseLimit = 10 * time.Second // per case; a parser loop fails the case, not the run

	markCase       = "#### case:"
	markNoRound    = "#### no-roundtrip:"
	markDeparse    = "#### deparse"
	markAnyControl = "####"
)

// corpusCase is one case of a corpus file.
type corpusCase struct {
	File        string // base name without .txt, e.g. "operators"
	Num         int    // 1-based position in the file
	Label       string
	Line        int    // line of the "#### case:" header
	NoRoundTrip string // reason from "#### no-roundtrip:", "" if none
	Src         string
	Want        [][]string // deparse() lines of each top-level expression
}

func (c *corpusCase) name() string {
	return fmt.Sprintf("%s/%03d-%s", c.File, c.Num, c.Label)
}

func (c *corpusCase) where() string {
	return fmt.Sprintf("%s/%s.txt:%d (case %q)", corpusDir, c.File, c.Line, c.Label)
}

// parseCorpusFile reads one corpus file; see testdata/deparse/README.md.
func parseCorpusFile(file string, data []byte) ([]*corpusCase, error) {
	text := strings.TrimSuffix(string(data), "\n")
	lines := strings.Split(text, "\n")
	var cases []*corpusCase
	var cur *corpusCase
	var src []string
	var section *[]string // current deparse section, nil while reading the source
	finish := func() {
		if cur == nil {
			return
		}
		if section != nil {
			*section = trimBlankTail(*section)
		}
		cur.Src = strings.Join(trimBlankTail(src), "\n") + "\n"
		for i, sec := range cur.Want {
			for j, l := range sec {
				cur.Want[i][j] = decodeWantLine(l)
			}
		}
		cases = append(cases, cur)
	}
	for i, l := range lines {
		lineNo := i + 1
		switch {
		case strings.HasPrefix(l, markCase):
			finish()
			label := strings.TrimSpace(strings.TrimPrefix(l, markCase))
			if label == "" {
				return nil, fmt.Errorf("%s.txt:%d: case without a label", file, lineNo)
			}
			cur = &corpusCase{File: file, Num: len(cases) + 1, Label: label, Line: lineNo}
			src, section = nil, nil
		case cur == nil:
			// file comment before the first case
		case strings.HasPrefix(l, markNoRound):
			if len(src) > 0 || section != nil || cur.NoRoundTrip != "" {
				return nil, fmt.Errorf("%s.txt:%d: %s must directly follow the case line", file, lineNo, markNoRound)
			}
			cur.NoRoundTrip = strings.TrimSpace(strings.TrimPrefix(l, markNoRound))
			if cur.NoRoundTrip == "" {
				return nil, fmt.Errorf("%s.txt:%d: %s needs a reason", file, lineNo, markNoRound)
			}
		case strings.TrimRight(l, " \t") == markDeparse:
			if section != nil {
				*section = trimBlankTail(*section)
			}
			cur.Want = append(cur.Want, nil)
			section = &cur.Want[len(cur.Want)-1]
		case strings.HasPrefix(l, markAnyControl):
			return nil, fmt.Errorf("%s.txt:%d: unknown control line %q", file, lineNo, l)
		case section != nil:
			*section = append(*section, l)
		default:
			src = append(src, l)
		}
	}
	finish()
	for _, c := range cases {
		for i, sec := range c.Want {
			if len(sec) == 0 {
				return nil, fmt.Errorf("%s: deparse section %d is empty", c.where(), i+1)
			}
		}
	}
	return cases, nil
}

// decodeWantLine undoes the "$" guard that keeps trailing whitespace
// visible: a stored line ending in "$" stands for the line without it.
func decodeWantLine(l string) string {
	return strings.TrimSuffix(l, "$")
}

func trimBlankTail(lines []string) []string {
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

func loadCorpus(tb testing.TB) []*corpusCase {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	if len(files) == 0 {
		tb.Fatalf("no corpus files in %s", corpusDir)
	}
	slices.Sort(files)
	var all []*corpusCase
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		cases, err := parseCorpusFile(strings.TrimSuffix(filepath.Base(f), ".txt"), data)
		if err != nil {
			tb.Fatalf("malformed corpus file: %v", err)
		}
		all = append(all, cases...)
	}
	return all
}

// guarded runs fn for one case, turning a panic or a hang into a test
// failure of that case alone. fn reports problems through report.
func guarded(t *testing.T, fn func(report func(format string, args ...any))) bool {
	t.Helper()
	done := make(chan []string, 1)
	go func() {
		var msgs []string
		defer func() {
			if r := recover(); r != nil {
				msgs = append(msgs, fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
			}
			done <- msgs
		}()
		fn(func(format string, args ...any) { msgs = append(msgs, fmt.Sprintf(format, args...)) })
	}()
	select {
	case msgs := <-done:
		for _, m := range msgs {
			t.Error(m)
		}
		return len(msgs) == 0
	case <-time.After(corpusCaseLimit):
		t.Errorf("timed out after %v (does the parser or deparser loop?)", corpusCaseLimit)
		return false
	}
}

func indent(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// showLines renders expected or actual deparse lines, encoded as in the
// corpus files (a line ending in whitespace or "$" gets an extra "$"),
// marking with ">" the lines that differ from other.
func showLines(lines, other []string) string {
	if lines == nil {
		return "    (nil)\n"
	}
	var b strings.Builder
	for i, l := range lines {
		mark := " "
		if i >= len(other) || other[i] != l {
			mark = ">"
		}
		if strings.HasSuffix(l, " ") || strings.HasSuffix(l, "\t") || strings.HasSuffix(l, "$") {
			l += "$"
		}
		fmt.Fprintf(&b, "  %s %s\n", mark, l)
	}
	if len(lines) == 0 {
		b.WriteString("    (no lines)\n")
	}
	return b.String()
}

func deparseDiff(c *corpusCase, i, n int, want, got []string) string {
	return fmt.Sprintf("%s\ninput:\n%s\nexpression %d of %d: deparse mismatch (a line ending in whitespace or $ is shown with an extra $)\nwant:\n%sgot:\n%s",
		c.where(), indent(c.Src), i+1, n, showLines(want, got), showLines(got, want))
}

// TestDeparseCorpus parses every corpus case and compares the deparse of
// each top-level expression with GNU R's.
func TestDeparseCorpus(t *testing.T) {
	cases := loadCorpus(t)
	passed := 0
	for _, c := range cases {
		t.Run(c.name(), func(t *testing.T) {
			ok := guarded(t, func(report func(string, ...any)) {
				exprs, err := syntax.ParseAll("<text>", []byte(c.Src), syntax.Options{})
				if err != nil {
					report("%s\ninput:\n%s\nparse error: %v", c.where(), indent(c.Src), err)
					return
				}
				if len(exprs) != len(c.Want) {
					report("%s\ninput:\n%s\nparsed %d top-level expressions, want %d", c.where(), indent(c.Src), len(exprs), len(c.Want))
				}
				for i, e := range exprs {
					if i >= len(c.Want) {
						break
					}
					got := syntax.Deparse(e, syntax.DeparseOptions{})
					if !slices.Equal(got, c.Want[i]) {
						report("%s", deparseDiff(c, i, len(exprs), c.Want[i], got))
					}
				}
			})
			if ok {
				passed++
			}
		})
	}
	t.Logf("deparse corpus: %d of %d cases pass", passed, len(cases))
}

// TestDeparseRoundTrip checks, for every case that round-trips in GNU R,
// that parsing R's deparse() text gives back an expression identical to
// the parsed input, and so does parsing our own deparse text when it
// differs from R's.
func TestDeparseRoundTrip(t *testing.T) {
	cases := loadCorpus(t)
	passed, exempt := 0, 0
	for _, c := range cases {
		if c.NoRoundTrip != "" {
			exempt++
			continue
		}
		t.Run(c.name(), func(t *testing.T) {
			ok := guarded(t, func(report func(string, ...any)) {
				exprs, err := syntax.ParseAll("<text>", []byte(c.Src), syntax.Options{})
				if err != nil {
					report("%s\ninput:\n%s\nparse error: %v", c.where(), indent(c.Src), err)
					return
				}
				if len(exprs) != len(c.Want) {
					report("%s\ninput:\n%s\nparsed %d top-level expressions, want %d", c.where(), indent(c.Src), len(exprs), len(c.Want))
					return
				}
				for i, e := range exprs {
					if msg := reparse(c.Want[i], e); msg != "" {
						report("%s\ninput:\n%s\nexpression %d: parsing GNU R's deparse text\n%s%s", c.where(), indent(c.Src), i+1, showLines(c.Want[i], c.Want[i]), msg)
					}
					got := syntax.Deparse(e, syntax.DeparseOptions{})
					if len(got) > 0 && !slices.Equal(got, c.Want[i]) {
						if msg := reparse(got, e); msg != "" {
							report("%s\ninput:\n%s\nexpression %d: parsing our deparse text\n%s%s", c.where(), indent(c.Src), i+1, showLines(got, got), msg)
						}
					}
				}
			})
			if ok {
				passed++
			}
		})
	}
	t.Logf("round trip: %d of %d cases pass (%d exempt)", passed, len(cases)-exempt, exempt)
}

// reparse parses deparse lines and checks the result is one expression
// identical to orig; it returns a description of the failure or "".
func reparse(lines []string, orig rt.Value) string {
	back, err := syntax.ParseAll("<deparse>", []byte(strings.Join(lines, "\n")+"\n"), syntax.Options{})
	switch {
	case err != nil:
		return fmt.Sprintf("it does not parse: %v", err)
	case len(back) != 1:
		return fmt.Sprintf("it parses as %d expressions, want 1", len(back))
	case !rt.Identical(back[0], orig):
		return "it parses to an expression not identical to the original" + describeBoth(orig, back[0])
	}
	return ""
}

// describeBoth shows two values with our deparser, when it works.
func describeBoth(orig, back rt.Value) string {
	a := syntax.Deparse(orig, syntax.DeparseOptions{})
	b := syntax.Deparse(back, syntax.DeparseOptions{})
	if a == nil && b == nil {
		return ""
	}
	return fmt.Sprintf("\noriginal (our deparse):\n%s\nreparsed (our deparse):\n%s", indent(strings.Join(a, "\n")), indent(strings.Join(b, "\n")))
}

// TestDeparseCorpusSize keeps the corpus from silently shrinking and
// checks its format.
func TestDeparseCorpusSize(t *testing.T) {
	cases := loadCorpus(t)
	if len(cases) < corpusMinCases {
		t.Errorf("corpus has %d cases, want at least %d", len(cases), corpusMinCases)
	}
	perFile := map[string]int{}
	seen := map[string]bool{}
	for _, c := range cases {
		perFile[c.File]++
		if seen[c.File+"/"+c.Label] {
			t.Errorf("%s: duplicate label", c.where())
		}
		seen[c.File+"/"+c.Label] = true
		if strings.TrimSpace(c.Src) == "" {
			t.Errorf("%s: empty source", c.where())
		}
		if !strings.Contains(c.Src, "#") && len(c.Want) == 0 {
			t.Errorf("%s: no deparse section (run regen.sh)", c.where())
		}
	}
	t.Logf("%d cases: %v", len(cases), perFile)
}

// FuzzRoundTrip: whatever parses must deparse to text that parses again
// to the same expression. Exceptions, all real GNU R behaviour:
//   - a lone symbol is deparsed without backquotes, so `a b` comes back
//     as the unparsable a b;
//   - calls written in prefix form with a quoted operator or keyword name
//     (`+`(...), "if"(...)) may be malformed or deparse to different
//     shapes, so inputs where a quoted name is called are only checked
//     for not crashing;
//   - floating-point literals that 15 significant digits do not
//     reproduce, and complex literals (1i deparses as 0+1i), are exempt
//     from the identity check;
//   - deparse may add parentheses (f(x)(y)(z) gives (f(x)(y))(z)) and
//     writes x$"a" as x$a, so identity is judged modulo ( calls and
//     string/symbol on the right of $ and @.
func FuzzRoundTrip(f *testing.F) {
	for _, c := range loadCorpus(f) {
		f.Add(c.Src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("panic: %v\ninput:\n%s\n%s", r, indent(src), debug.Stack())
			}
		}()
		exprs, err := syntax.ParseAll("<fuzz>", []byte(src), syntax.Options{})
		if err != nil {
			return
		}
		prefixForm := quotedCallRE.MatchString(src)
		for i, e := range exprs {
			lines := syntax.Deparse(e, syntax.DeparseOptions{})
			if prefixForm {
				continue
			}
			if _, ok := e.(*rt.Symbol); ok {
				continue
			}
			text := strings.Join(lines, "\n") + "\n"
			back, err := syntax.ParseAll("<deparse>", []byte(text), syntax.Options{})
			if err != nil {
				t.Fatalf("input:\n%s\nexpression %d deparses to\n%s\nwhich does not parse: %v", indent(src), i+1, indent(text), err)
			}
			if len(back) != 1 {
				t.Fatalf("input:\n%s\nexpression %d deparses to\n%s\nwhich parses as %d expressions", indent(src), i+1, indent(text), len(back))
			}
			if hasInexactNumber(e) || rt.Identical(back[0], e) {
				continue
			}
			if !rt.Identical(normalizeRoundTrip(back[0]), normalizeRoundTrip(e)) {
				t.Fatalf("input:\n%s\nexpression %d deparses to\n%s\nwhich parses to a different expression:%s", indent(src), i+1, indent(text), describeBoth(e, back[0]))
			}
		}
	})
}

// quotedCallRE finds a backquoted or quoted name followed by "(": the
// prefix form of a call (`+`(1, 2), "if"(a, b)). Raw strings r"(...)"
// match too, which only makes the fuzz check more lenient.
var quotedCallRE = regexp.MustCompile("[`\"']\\s*\\(")

// hasInexactNumber reports whether v contains a complex constant or a
// double that deparse()'s 15 significant digits do not reproduce.
func hasInexactNumber(v rt.Value) bool {
	found := false
	walk(v, func(x rt.Value) {
		switch x := x.(type) {
		case *rt.Complex:
			found = true
		case *rt.Double:
			for _, d := range x.V {
				if math.IsNaN(d) || math.IsInf(d, 0) {
					continue
				}
				s := strconv.FormatFloat(d, 'g', 15, 64)
				if back, err := strconv.ParseFloat(s, 64); err != nil || back != d {
					found = true
				}
			}
		}
	})
	return found
}

func walk(v rt.Value, fn func(rt.Value)) {
	fn(v)
	switch x := v.(type) {
	case *rt.Lang:
		walk(x.Fn, fn)
		for _, a := range x.Args {
			walk(a.Val, fn)
		}
	case *rt.PairList:
		for _, a := range x.Items {
			walk(a.Val, fn)
		}
	case *rt.List:
		for _, e := range x.V {
			walk(e, fn)
		}
	}
}

var (
	symParen = rt.Intern("(")
	symDol   = rt.Intern("$")
	symAt    = rt.Intern("@")
)

// normalizeRoundTrip returns a copy of v without ( calls and with a string
// on the right of $ or @ turned into a symbol.
func normalizeRoundTrip(v rt.Value) rt.Value {
	switch x := v.(type) {
	case *rt.Lang:
		if x.Fn == symParen && len(x.Args) == 1 && x.Args[0].Tag == nil {
			return normalizeRoundTrip(x.Args[0].Val)
		}
		c := x.Copy()
		c.Fn = normalizeRoundTrip(x.Fn)
		for i := range c.Args {
			c.Args[i].Val = normalizeRoundTrip(c.Args[i].Val)
		}
		if (x.Fn == symDol || x.Fn == symAt) && len(c.Args) == 2 {
			if s, ok := c.Args[1].Val.(*rt.Character); ok && len(s.V) == 1 && !rt.IsNAString(s.V[0]) && s.Attrs() == nil {
				c.Args[1].Val = rt.Intern(s.V[0])
			}
		}
		return c
	case *rt.PairList:
		c := &rt.PairList{Items: append([]rt.Arg(nil), x.Items...)}
		for i := range c.Items {
			c.Items[i].Val = normalizeRoundTrip(c.Items[i].Val)
		}
		return c
	}
	return v
}

// TestCorpusFormat checks the corpus reader on a small example.
func TestCorpusFormat(t *testing.T) {
	src := "# header\n\n#### case: one\n#### no-roundtrip: because\na; b\n\n#### deparse\na\n#### deparse\nf(x, $\n    y)\nz$$\n\n#### case: comment only\n# nothing\n\n"
	cases, err := parseCorpusFile("x", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 2 {
		t.Fatalf("got %d cases, want 2", len(cases))
	}
	c := cases[0]
	if c.Label != "one" || c.NoRoundTrip != "because" || c.Src != "a; b\n" || c.Line != 3 {
		t.Errorf("case 1 = %+v", c)
	}
	want := [][]string{{"a"}, {"f(x, ", "    y)", "z$"}}
	if fmt.Sprint(c.Want) != fmt.Sprint(want) || len(c.Want[1]) != 3 || c.Want[1][0] != "f(x, " {
		t.Errorf("case 1 want = %q, expected %q", c.Want, want)
	}
	if c2 := cases[1]; c2.Src != "# nothing\n" || len(c2.Want) != 0 || c2.Num != 2 {
		t.Errorf("case 2 = %+v", c2)
	}
	for _, bad := range []string{
		"#### case:\nx\n",
		"#### case: a\nx\n#### no-roundtrip: late\n",
		"#### case: a\nx\n#### bogus\n",
		"#### case: a\nx\n#### deparse\n\n",
	} {
		if _, err := parseCorpusFile("bad", []byte(bad)); err == nil {
			t.Errorf("no error for malformed corpus %q", bad)
		}
	}
	if decodeWantLine("a$") != "a" || decodeWantLine("a") != "a" {
		t.Error("decodeWantLine")
	}
}

// TestRoundTripHelpers checks the fuzz target's leniency rules on values
// built by hand, independently of the parser.
func TestRoundTripHelpers(t *testing.T) {
	f, x, y, z := rt.Intern("f"), rt.Intern("x"), rt.Intern("y"), rt.Intern("z")
	plain := rt.NewCall(rt.NewCall(rt.NewCall(f, x), y), z)                        // f(x)(y)(z)
	parens := rt.NewCall(rt.NewCall(symParen, rt.NewCall(rt.NewCall(f, x), y)), z) // (f(x)(y))(z)
	if rt.Identical(plain, parens) {
		t.Fatal("test values should differ")
	}
	if !rt.Identical(normalizeRoundTrip(plain), normalizeRoundTrip(parens)) {
		t.Error("normalizeRoundTrip does not drop ( calls")
	}
	dolStr := rt.NewCall(symDol, x, rt.CharacterOf("a"))
	dolSym := rt.NewCall(symDol, x, rt.Intern("a"))
	if !rt.Identical(normalizeRoundTrip(dolStr), normalizeRoundTrip(dolSym)) {
		t.Error(`normalizeRoundTrip does not equate x$"a" and x$a`)
	}
	plus := rt.NewCall(rt.Intern("+"), x, y)
	minus := rt.NewCall(rt.Intern("-"), x, y)
	if rt.Identical(normalizeRoundTrip(plus), normalizeRoundTrip(minus)) {
		t.Error("normalizeRoundTrip equates different calls")
	}
	for _, c := range []struct {
		v    rt.Value
		want bool
	}{
		{rt.NewCall(f, rt.DoubleScalar(0.1), rt.DoubleScalar(1e15), rt.DoubleScalar(math.Inf(1))), false},
		{rt.NewCall(f, rt.IntScalar(3), rt.DoubleScalar(1.0/3)), true},
		{rt.NewCall(f, rt.ComplexOf(1i)), true},
		{rt.NewCall(f, rt.DoubleScalar(12345678901234567890)), true},
	} {
		if got := hasInexactNumber(c.v); got != c.want {
			t.Errorf("hasInexactNumber(%v) = %v, want %v", c.v, got, c.want)
		}
	}
	for src, want := range map[string]bool{"`+`(1, 2)": true, "\"if\" (a, b)": true, "f(x) + g(y)": false, "c('a', \"b\")": false} {
		if quotedCallRE.MatchString(src) != want {
			t.Errorf("quotedCallRE on %s: got %v", src, !want)
		}
	}
}

// TestCorpusDiffFormat pins the failure report of TestDeparseCorpus.
func TestCorpusDiffFormat(t *testing.T) {
	c := &corpusCase{File: "calls", Num: 3, Label: "x", Line: 7, Src: "f(a,\n  b)\n"}
	got := deparseDiff(c, 0, 1, []string{"f(a, ", "    b)"}, []string{"f(a,", "    b)"})
	want := `testdata/deparse/calls.txt:7 (case "x")
input:
    f(a,
      b)
expression 1 of 1: deparse mismatch (a line ending in whitespace or $ is shown with an extra $)
want:
  > f(a, $
    ` + "    b)" + `
got:
  > f(a,
    ` + "    b)" + `
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if s := showLines(nil, nil); !strings.Contains(s, "(nil)") {
		t.Errorf("showLines(nil) = %q", s)
	}
}
