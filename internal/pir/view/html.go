package view

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"

	"gorir/internal/pir"
	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// The page: a header (the function, its call context, the passes, the
// environments and their verdicts, a legend), then columns side by
// side: the R source, the PIR after building, after each pass that
// changed it, and the final PIR. In a pass's column, what the pass
// added or changed is highlighted; in the column before it, what it is
// about to remove or change. Every register and block name is a span
// with the identity of what it names (data-v, data-b), every
// instruction line carries its own (data-i): the script highlights an
// instruction in all columns on hover, and a value or block with all
// its uses on click.

// WriteHTML writes the page for rec to w.
func WriteHTML(w io.Writer, rec *Recording) error {
	bw := bufio.NewWriter(w)
	p := &page{w: bw, rec: rec}
	p.envs, p.owner = rec.envs()
	p.write()
	return bw.Flush()
}

type page struct {
	w     *bufio.Writer
	rec   *Recording
	envs  []*EnvReport
	owner map[int]*EnvReport
}

func (p *page) printf(format string, args ...any) { fmt.Fprintf(p.w, format, args...) }
func (p *page) raw(s string)                      { p.w.WriteString(s) }
func (p *page) text(s string)                     { p.w.WriteString(html.EscapeString(s)) }

// Title is the name of a recording in titles and file names: the
// function, its version number, and OSR.
func (rec *Recording) Title() string {
	t := fmt.Sprintf("%s, version %d", rec.Name, rec.Seq)
	if rec.OSR {
		t += fmt.Sprintf(" (OSR entry at pc %d)", rec.OSRPC)
	}
	return t
}

func (p *page) write() {
	rec := p.rec
	p.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>")
	p.text("PIR of " + rec.Title())
	p.raw("</title>\n<style>/*<![CDATA[*/\n" + pageCSS + "/*]]>*/</style>\n</head>\n<body>\n")
	p.header()
	p.raw("<div id=\"cols\">\n")
	p.sourceColumn()
	for k, s := range rec.Stages {
		p.stageColumn(k, s)
	}
	if f := rec.Final(); f != nil {
		p.finalColumn(f)
	}
	p.raw("</div>\n<script>//<![CDATA[\n" + pageJS + "//]]></script>\n</body>\n</html>\n")
}

func (p *page) header() {
	rec := p.rec
	p.raw("<header>\n<h1>PIR of <code>")
	p.text(rec.Name)
	p.raw("</code>")
	p.text(fmt.Sprintf(", version %d", rec.Seq))
	if rec.OSR {
		p.text(fmt.Sprintf(": OSR entry at pc %d", rec.OSRPC))
	}
	p.raw("</h1>\n<p class=\"meta\">")
	p.text(p.contextText())
	p.raw("<br/>")
	if n := len(rec.Stages) - 1; n == 0 {
		p.text("No optimisation pass changed the code.")
	} else {
		p.text(plural(n, "pass", "passes") + " changed the code, in this order: ")
		for k, s := range rec.Stages[1:] {
			if k > 0 {
				p.text(" → ")
			}
			p.printf("<a href=\"#stage-%d\">", k+1)
			p.text(s.Name)
			p.raw("</a>")
		}
		p.raw(" (<a href=\"#final\">final</a>)")
	}
	p.raw("</p>\n")
	p.envTable()
	p.raw(legendHTML)
	p.raw("</header>\n")
}

// contextText describes the call context the version was compiled for.
func (p *page) contextText() string {
	rec := p.rec
	if rec.OSR {
		return "entered from the baseline interpreter in the middle of a loop; it runs in the baseline's environment (O)"
	}
	c := rec.Context
	if c.NArgs == 0 {
		return "call context: no arguments"
	}
	var formals []string
	if rec.Func != nil && rec.Func.Formals != nil {
		for _, f := range rec.Func.Formals.Items {
			name := "?"
			if f.Tag != nil {
				name = f.Tag.Name
			}
			formals = append(formals, name)
		}
	}
	var args []string
	for k := 0; k < c.NArgs; k++ {
		name := "arg " + strconv.Itoa(k+1)
		if k < len(formals) {
			name = formals[k]
		}
		var facts []string
		for _, f := range contextFacts {
			if f.bits(c)&(1<<k) != 0 {
				facts = append(facts, f.word)
			}
		}
		if len(facts) == 0 {
			facts = append(facts, "anything")
		}
		args = append(args, name+": "+strings.Join(facts, ", "))
	}
	s := "call context: " + strings.Join(args, "; ")
	if c.NoMissing {
		s += "; no argument missing"
	}
	return s
}

func (p *page) envTable() {
	if len(p.envs) == 0 {
		p.raw("<p class=\"envs-none\">")
		if p.rec.OSR {
			p.text("No MkEnv: an OSR version runs in the environment the baseline was using.")
		} else {
			p.text("No MkEnv in any stage.")
		}
		p.raw("</p>\n")
		return
	}
	p.raw("<table class=\"envs\">\n<tr><th>environment</th><th>made by</th><th>binds</th><th>verdict</th><th>settled by</th><th>detail</th></tr>\n")
	for _, r := range p.envs {
		p.raw("<tr><td class=\"mono\">")
		p.valueSpan(r.ID, r.Reg)
		if r.Code != "body" {
			p.text(" in " + r.Code)
		}
		p.raw("</td><td>")
		origin := r.Origin
		if origin == "build" {
			origin = "the builder"
		} else {
			origin = "pass " + origin
		}
		if r.Frame {
			origin += " (a closure's frame)"
		}
		p.text(origin)
		p.raw("</td><td class=\"mono\">")
		p.text(strings.Join(r.Names, ", "))
		p.raw("</td><td>")
		p.verdictBadge(r.Verdict)
		p.raw("</td><td>")
		p.text(r.By)
		p.raw("</td><td>")
		p.text(r.Detail)
		p.raw("</td></tr>\n")
	}
	p.raw("</table>\n")
}

func (p *page) verdictBadge(v Verdict) {
	p.printf("<span class=\"verdict v-%s\">%s</span>", v, v)
}

func (p *page) valueSpan(id int, text string) {
	p.printf("<span class=\"r\" data-v=\"%d\">", id)
	p.text(text)
	p.raw("</span>")
}

// sourceText is the R source of the recorded function, deparsed.
func (p *page) sourceText() string {
	fn := p.rec.Func
	if fn == nil || fn.Code == nil || fn.Code.Expr == nil {
		return "(source unknown)"
	}
	var v rt.Value = fn.Code.Expr
	if fn.Name != "toplevel" {
		v = &rt.Closure{Formals: fn.Formals, Body: fn.Code.Expr}
	}
	lines := syntax.Deparse(v, syntax.DeparseOptions{})
	return strings.Join(lines, "\n")
}

func (p *page) sourceColumn() {
	p.raw("<section class=\"col src\" id=\"source\"><h2>source</h2><div class=\"body\"><pre>")
	p.text(p.sourceText())
	p.raw("</pre></div></section>\n")
}

// stageColumn writes stage k: what its pass added or changed, and what
// the next pass removes or changes.
func (p *page) stageColumn(k int, s *Stage) {
	var in, out *Diff
	if k > 0 {
		in = &Diff{Before: p.rec.Stages[k-1], After: s}
	}
	if k+1 < len(p.rec.Stages) {
		out = &Diff{Before: s, After: p.rec.Stages[k+1]}
	}
	p.printf("<section class=\"col stage\" id=\"stage-%d\"><h2>", k)
	if k == 0 {
		p.text("after build")
	} else {
		p.text(fmt.Sprintf("%d. after %s", k, s.Name))
	}
	if in != nil {
		a, r, c := in.Summary()
		p.printf(" <span class=\"sum\" title=\"instructions added, removed, changed\"><span class=\"s-add\">+%d</span> <span class=\"s-del\">−%d</span> <span class=\"s-chg\">~%d</span></span>", a, r, c)
	}
	p.raw("</h2><div class=\"body pir\">\n")
	p.codes(s, in, out)
	p.raw("</div></section>\n")
}

func (p *page) finalColumn(s *Stage) {
	p.raw("<section class=\"col stage final\" id=\"final\"><h2>final</h2><div class=\"body pir\">\n")
	p.codes(s, nil, nil)
	p.raw("</div></section>\n")
}

func (p *page) codes(s *Stage, in, out *Diff) {
	for _, c := range s.Codes {
		if len(s.Codes) > 1 {
			p.raw("<div class=\"code\">")
			p.text(c.Label + ":")
			p.raw("</div>\n")
		}
		for _, b := range c.Blocks {
			p.block(b, in, out)
		}
	}
}

func (p *page) block(b *BlockSnap, in, out *Diff) {
	cls := []string{"bb"}
	if b.Deopt {
		cls = append(cls, "deopt")
	}
	if in != nil && in.NewBlock(b) == Added {
		cls = append(cls, "new-added")
	}
	if out != nil && out.OldBlock(b) == Removed {
		cls = append(cls, "old-removed")
	}
	p.printf("<div class=\"%s\"><div class=\"bbh\"><span class=\"r\" data-b=\"%d\">%s</span>:", strings.Join(cls, " "), b.ID, b.Label)
	if b.Deopt {
		p.raw(" <span class=\"attr\">{deopt}</span>")
	}
	p.raw("</div>\n")
	for _, i := range b.Instrs {
		p.instr(i, in, out)
	}
	p.raw("</div>\n")
}

func (p *page) instr(i *InstrSnap, in, out *Diff) {
	cls := []string{"i"}
	var title []string
	if in != nil {
		if c := in.New(i); c != Same {
			cls = append(cls, "new-"+c.String())
			title = append(title, c.String()+" by "+in.After.Name)
		}
	}
	if out != nil {
		if c := out.Old(i); c != Same {
			cls = append(cls, "old-"+c.String())
			title = append(title, c.String()+" by "+out.After.Name+" (next)")
		}
	}
	p.printf("<div class=\"%s\" data-i=\"%d\"", strings.Join(cls, " "), i.ID)
	if len(title) > 0 {
		p.raw(" title=\"")
		p.text(strings.Join(title, "; "))
		p.raw("\"")
	}
	p.raw(">")
	for k, part := range i.Parts {
		switch {
		case part.Value != 0:
			p.valueSpan(part.Value, part.Text)
		case part.Block != 0:
			p.printf("<span class=\"r\" data-b=\"%d\">", part.Block)
			p.text(part.Text)
			p.raw("</span>")
		case k == 1 && i.Type != "" && strings.HasPrefix(part.Text, ":"+i.Type):
			p.raw("<span class=\"ty\">")
			p.text(":" + i.Type)
			p.raw("</span>")
			p.attrText(part.Text[len(i.Type)+1:])
		default:
			p.attrText(part.Text)
		}
	}
	if r := p.owner[i.ID]; r != nil && i.Op == pir.MkEnv {
		p.raw(" ")
		p.verdictBadge(r.Verdict)
	}
	p.raw("</div>\n")
}

// maxAttrText is the length at which the attributes of an instruction
// are cut short on the page (the whole text is the tooltip): call sites
// can be whole loops.
const maxAttrText = 72

// attrText writes text, setting the attributes in braces apart.
func (p *page) attrText(s string) {
	if k := strings.Index(s, " {"); k >= 0 && strings.HasSuffix(s, "}") {
		p.text(s[:k+1])
		attrs := s[k+1:]
		if short := clip(attrs, maxAttrText); short != attrs {
			p.raw("<span class=\"attr\" title=\"")
			p.text(attrs)
			p.raw("\">")
			p.text(short + "}")
		} else {
			p.raw("<span class=\"attr\">")
			p.text(attrs)
		}
		p.raw("</span>")
		return
	}
	p.text(s)
}

// contextFacts are the per-argument facts of a call context, in the
// order the header lists them.
var contextFacts = []struct {
	word string
	bits func(pir.Context) uint64
}{
	{"evaluated", func(c pir.Context) uint64 { return c.Eager }},
	{"not an object", func(c pir.Context) uint64 { return c.NotObj }},
	{"scalar", func(c pir.Context) uint64 { return c.Scalar }},
}
