package view

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"gorir/internal/pir"
)

// The graph of the final PIR, for Graphviz's dot: one node per basic
// block, labelled with a table of the block's name and instructions;
// one edge per successor, labelled with the branch it is (true/false
// of a Branch, the deopt side of a Checkpoint); deoptimisation blocks
// and the edges into them dashed and purple. Promise codes, when the
// version has any, are clusters beside the body. A MkEnv is followed by
// the verdict on its environment.

// edgeLabels names the successors of a block by its terminator.
var edgeLabels = map[pir.Op][]string{
	pir.Branch:     {"true", "false"},
	pir.Checkpoint: {"", "deopt"},
}

// verdictColours colour the verdicts in graphs as on the page.
var verdictColours = [...]string{Kept: "#a01818", Stubbed: "#7a6000", Delayed: "#1a5aa0", Elided: "#1d6b24"}

// maxDotLine is the number of characters an instruction keeps in a
// graph; longer ones end in "…".
const maxDotLine = 110

// WriteDot writes the control-flow graph of rec's final PIR to w.
func WriteDot(w io.Writer, rec *Recording) error {
	bw := bufio.NewWriter(w)
	s := rec.Final()
	_, owner := rec.envs()
	fmt.Fprintf(bw, "digraph %s {\n", dotQuote("PIR of "+rec.Title()))
	fmt.Fprintf(bw, "  graph [label=%s labelloc=t fontname=\"Helvetica\" fontsize=12];\n", dotQuote("PIR of "+rec.Title()+", final"))
	bw.WriteString("  node [shape=plaintext margin=0 fontname=\"Courier\" fontsize=10];\n")
	bw.WriteString("  edge [fontname=\"Helvetica\" fontsize=9];\n")
	if s != nil {
		clusters := len(s.Codes) > 1
		for k, c := range s.Codes {
			indent := "  "
			if clusters {
				fmt.Fprintf(bw, "  subgraph cluster_%d {\n    label=%s;\n", k, dotQuote(c.Label))
				indent = "    "
			}
			for _, b := range c.Blocks {
				writeDotBlock(bw, indent, b, owner)
			}
			if clusters {
				bw.WriteString("  }\n")
			}
		}
		for _, c := range s.Codes {
			for _, b := range c.Blocks {
				writeDotEdges(bw, s, b)
			}
		}
	}
	bw.WriteString("}\n")
	return bw.Flush()
}

func writeDotBlock(w *bufio.Writer, indent string, b *BlockSnap, owner map[int]*EnvReport) {
	head, border := "#e9e9ef", "#888888"
	title := b.Label
	if b.Deopt {
		head, border = "#e6dcf5", "#8a6ab8"
		title += " {deopt}"
	}
	fmt.Fprintf(w, "%sb%d [label=<<table border=\"1\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"2\" color=\"%s\">", indent, b.ID, border)
	fmt.Fprintf(w, "<tr><td align=\"left\" bgcolor=\"%s\"><b>%s</b></td></tr>", head, dotEscape(title))
	if len(b.Instrs) > 0 {
		w.WriteString("<tr><td align=\"left\" balign=\"left\">")
		for _, i := range b.Instrs {
			w.WriteString(dotEscape(clip(i.Text(), maxDotLine)))
			if r := owner[i.ID]; r != nil && i.Op == pir.MkEnv {
				fmt.Fprintf(w, " <font color=\"%s\"><b>[%s]</b></font>", verdictColours[r.Verdict], r.Verdict)
			}
			w.WriteString("<br align=\"left\"/>")
		}
		w.WriteString("</td></tr>")
	}
	w.WriteString("</table>>];\n")
}

func writeDotEdges(w *bufio.Writer, s *Stage, b *BlockSnap) {
	labels := edgeLabels[b.Term]
	for k, succ := range b.Succs {
		var attrs []string
		if k < len(labels) && labels[k] != "" {
			attrs = append(attrs, "label="+dotQuote(labels[k]))
		}
		if t := s.Block(succ); t != nil && t.Deopt && !b.Deopt {
			attrs = append(attrs, `style=dashed color="#8a6ab8" fontcolor="#8a6ab8"`)
		}
		fmt.Fprintf(w, "  b%d -> b%d", b.ID, succ)
		if len(attrs) > 0 {
			fmt.Fprintf(w, " [%s]", strings.Join(attrs, " "))
		}
		w.WriteString(";\n")
	}
}

// dotQuote is s as a dot string.
func dotQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

// dotEscape is s as text of an HTML-like label.
func dotEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

// clip shortens s to n characters, ending it in "…" if it was longer.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
