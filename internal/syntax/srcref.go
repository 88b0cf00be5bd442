package syntax

import (
	"bytes"

	"gorir/internal/rt"
)

// Pos is a position in the source as R's srcrefs record it.
type Pos struct {
	Line int // 1-based line
	Byte int // 1-based byte within the line
	Col  int // 1-based column within the line, tabs expanded
}

// Span is the extent of an expression: the positions of its first and last
// characters.
type Span struct {
	First, Last Pos
}

// LastSpan returns the extent of the last expression Next returned.
func (p *Parser) LastSpan() Span {
	return Span{First: p.startPos(p.lastFirst), Last: p.endPos(p.lastLast)}
}

// startPos is the position of t's first character.
func (p *Parser) startPos(t token) Pos {
	col, _ := p.column(t)
	return Pos{Line: int(t.line), Byte: int(t.off-t.lineStart) + 1, Col: col}
}

// endPos is the position of t's last character. A token may span lines
// (strings), so the line is recomputed from its end.
func (p *Parser) endPos(t token) Pos {
	end := int(t.end) - 1
	if end < int(t.off) {
		end = int(t.off)
	}
	line := int(t.line) + bytes.Count(p.src[t.off:end], []byte{'\n'})
	ls := int(t.lineStart)
	if i := bytes.LastIndexByte(p.src[t.off:end], '\n'); i >= 0 {
		ls = int(t.off) + i + 1
	}
	col, _ := p.column(token{off: int32(end), lineStart: int32(ls)})
	return Pos{Line: line, Byte: end - ls + 1, Col: col}
}

// SrcRef returns an R srcref for span: an integer vector of length 8
// (first line, first byte, last line, last byte, first column, last
// column, first parsed line, last parsed line) of class "srcref" whose
// "srcfile" attribute is the parser's srcfile environment.
func (p *Parser) SrcRef(s Span) *rt.Integer {
	v := rt.IntegerOf(
		int32(s.First.Line), int32(s.First.Byte), int32(s.Last.Line), int32(s.Last.Byte),
		int32(s.First.Col), int32(s.Last.Col), int32(s.First.Line), int32(s.Last.Line))
	rt.SetAttr(v, rt.SrcFileSym, p.SrcFile())
	rt.SetAttr(v, rt.ClassSym, rt.StringScalar("srcref"))
	return v
}

// srcref returns the srcref for the text from token first to token last.
func (p *Parser) srcref(first, last token) rt.Value {
	return p.SrcRef(Span{First: p.startPos(first), Last: p.endPos(last)})
}

// SrcFile returns the environment R calls a srcfile (class
// c("srcfilecopy", "srcfile")): it holds the source lines in "lines" and
// the file name in "filename". It is created once per parser.
func (p *Parser) SrcFile() *rt.Env {
	if p.srcfile != nil {
		return p.srcfile
	}
	src := p.src
	if n := len(src); n > 0 && src[n-1] == '\n' {
		src = src[:n-1]
	}
	pieces := bytes.Split(src, []byte{'\n'})
	lines := make([]string, len(pieces))
	for i, l := range pieces {
		lines[i] = string(l)
	}
	env := rt.NewEnv(nil)
	env.Define(rt.Intern("filename"), rt.StringScalar(p.filename))
	env.Define(rt.Intern("lines"), rt.CharacterOf(lines...))
	env.Define(rt.Intern("Enc"), rt.StringScalar("unknown"))
	env.Define(rt.Intern("isFile"), rt.Bool(false))
	env.Define(rt.Intern("fixedNewlines"), rt.Bool(true))
	rt.SetAttr(env, rt.ClassSym, rt.CharacterOf("srcfilecopy", "srcfile"))
	p.srcfile = env
	return env
}
