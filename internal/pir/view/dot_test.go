package view

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"gorir/internal/pir"
)

const dotInput = `f
BB0:
  %0 = LdArg(0)
  e1 = MkEnv(x=%0 : G) {formals}
  %2 = Checkpoint BB1, BB3
BB1:
  %3 = IsBaseFn(c, G)
  Assume(%3, %2) {reason=guard pc=0}
  %5 = AsTest(%0)
  Branch(%5, BB2, BB4)
BB2:
  Return(%0)
BB4:
  %8 = LdConst [1] "a<b & \"c\""
  Return(%8)
BB3: {deopt}
  %10 = FrameState() e1 {pc=0 stack=0 temps=0 code="f"}
  Deopt(%10)
`

const dotWant = `digraph "PIR of f, version 1" {
  graph [label="PIR of f, version 1, final" labelloc=t fontname="Helvetica" fontsize=12];
  node [shape=plaintext margin=0 fontname="Courier" fontsize=10];
  edge [fontname="Helvetica" fontsize=9];
  b1 [label=<<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#888888"><tr><td align="left" bgcolor="#e9e9ef"><b>BB0</b></td></tr><tr><td align="left" balign="left">%0:any^?~@# = LdArg(0)<br align="left"/>e1:env = MkEnv(x=%0 : G) {formals} <font color="#a01818"><b>[kept]</b></font><br align="left"/>%2:cp = Checkpoint BB1, BB3<br align="left"/></td></tr></table>>];
  b2 [label=<<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#888888"><tr><td align="left" bgcolor="#e9e9ef"><b>BB1</b></td></tr><tr><td align="left" balign="left">%3:test = IsBaseFn(c, G)<br align="left"/>Assume(%3, %2) {reason=guard pc=0}<br align="left"/>%5:test = AsTest(%0)<br align="left"/>Branch(%5, BB2, BB4)<br align="left"/></td></tr></table>>];
  b4 [label=<<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#888888"><tr><td align="left" bgcolor="#e9e9ef"><b>BB2</b></td></tr><tr><td align="left" balign="left">Return(%0)<br align="left"/></td></tr></table>>];
  b5 [label=<<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#888888"><tr><td align="left" bgcolor="#e9e9ef"><b>BB4</b></td></tr><tr><td align="left" balign="left">%8:str$~ = LdConst [1] &quot;a&lt;b &amp; \&quot;c\&quot;&quot;<br align="left"/>Return(%8)<br align="left"/></td></tr></table>>];
  b3 [label=<<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#8a6ab8"><tr><td align="left" bgcolor="#e6dcf5"><b>BB3 {deopt}</b></td></tr><tr><td align="left" balign="left">%10:fs = FrameState() e1 {pc=0 stack=0 temps=0 code=&quot;f&quot;}<br align="left"/>Deopt(%10)<br align="left"/></td></tr></table>>];
  b1 -> b2;
  b1 -> b3 [label="deopt" style=dashed color="#8a6ab8" fontcolor="#8a6ab8"];
  b2 -> b4 [label="true"];
  b2 -> b5 [label="false"];
}
`

func dotRecording(t *testing.T) *Recording {
	t.Helper()
	v, err := pir.ParseVersion(dotInput)
	if err != nil {
		t.Fatal(err)
	}
	pir.Settle(v.Body)
	rec := NewRecording(v.Func, v)
	rec.Seq = 1
	rec.Add("build", v)
	return rec
}

// The graph of a small version, exactly: blocks as tables, the deopt
// block and the edge into it styled apart, the branch's edges
// labelled, the text escaped for dot's HTML labels.
func TestDotText(t *testing.T) {
	var b bytes.Buffer
	if err := WriteDot(&b, dotRecording(t)); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != dotWant {
		t.Errorf("got\n%s\nwant\n%s", got, dotWant)
	}
}

// Graphviz accepts the graphs (skipped when dot is not installed).
func TestDotRenders(t *testing.T) {
	path, err := exec.LookPath("dot")
	if err != nil {
		t.Skip("Graphviz's dot is not installed")
	}
	recs := []*Recording{dotRecording(t), record(t, delayedExample)}
	for _, rec := range recs {
		var in bytes.Buffer
		if err := WriteDot(&in, rec); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(path, "-Tsvg")
		cmd.Stdin = &in
		var out, errs bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errs
		if err := cmd.Run(); err != nil || errs.Len() > 0 {
			t.Fatalf("dot: %v\n%s\n%s", err, errs.String(), in.String())
		}
		if !strings.Contains(out.String(), "<svg") || !strings.Contains(out.String(), "BB0") {
			t.Errorf("no graph in dot's output:\n%.300s", out.String())
		}
	}
}
