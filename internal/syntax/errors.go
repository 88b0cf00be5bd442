package syntax

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"gorir/internal/rt"
)

// ErrorKind classifies parse errors by the way GNU R reports them.
type ErrorKind uint8

const (
	// SyntaxError is an "unexpected …" error from the grammar. It has a
	// position and is shown with the source lines that led to it.
	SyntaxError ErrorKind = iota
	// LexicalError is reported as a bare message, without position or
	// context: bad escapes, malformed raw strings, repeated formal
	// arguments, pipe misuse, "contextstack overflow at line N".
	LexicalError
	// CallError is a bare message attached to a call, which the REPL form
	// shows as "Error in <call> : <message>" (misused pipe placeholders).
	CallError
)

// Error is a parse error. It carries everything needed to render it the
// two ways GNU R does:
//
//   - REPLMessage: what Rscript and the REPL print on stderr, e.g.
//     `Error: unexpected symbol in "x y"`; the context is the text of the
//     current top-level expression read so far (at most its last two lines).
//   - ParseMessage (and Error): the condition message of parse(text=),
//     e.g. "<text>:1:3: unexpected symbol\n1: x y\n      ^".
type Error struct {
	Kind ErrorKind
	// File is the file name given to NewParser ("<text>" for parse(text=)).
	File string
	// Msg is the message proper: "unexpected symbol", "'\q' is an
	// unrecognized escape in character string starting ""\q"", …
	Msg string
	// Line and Col locate the offending token (1-based; Col is 0 for a
	// newline or the end of input). Col counts characters and ByteCol
	// bytes; both expand tabs to multiples of 8 as R does.
	Line, Col, ByteCol int
	// Incomplete is set when the input ended inside an expression or a
	// string: a REPL should read another line and try again.
	Incomplete bool
	// Call is the call a CallError refers to.
	Call rt.Value

	src       []byte
	stmtStart int // start of the top-level expression being parsed
	ctxEnd    int // end of the text read when the error was detected
}

// Error returns the parse(text=) form of the message, with character
// columns.
func (e *Error) Error() string { return e.ParseMessage(false) }

// REPLMessage renders the error as Rscript and the R console print it,
// including the "Error" prefix but not the trailing newline or
// "Execution halted".
func (e *Error) REPLMessage() string {
	switch e.Kind {
	case LexicalError:
		return "Error: " + e.Msg
	case CallError:
		return callMessage(e.Call, e.Msg)
	}
	if e.Incomplete {
		return "Error: unexpected end of input"
	}
	lines, _ := e.context(e.stmtStart)
	switch len(lines) {
	case 0:
		return "Error: " + e.Msg
	case 1:
		return fmt.Sprintf("Error: %s in \"%s\"", e.Msg, lines[0])
	}
	n := len(lines)
	return fmt.Sprintf("Error: %s in:\n\"%s\n%s\"", e.Msg, lines[n-2], lines[n-1])
}

// ParseMessage renders the error as the condition message of parse(): the
// position, the message, the last lines read and a caret. byteColumns
// selects byte columns, which is what R reports for text in the native
// (unknown) encoding, e.g. text read by readLines; otherwise columns count
// characters, as for UTF-8 text.
func (e *Error) ParseMessage(byteColumns bool) string {
	if e.Kind != SyntaxError {
		return e.Msg
	}
	col := e.Col
	if byteColumns {
		col = e.ByteCol
	}
	file := e.File
	if file != "" {
		file += ":"
	}
	head := fmt.Sprintf("%s%d:%d: %s", file, e.Line, col, e.Msg)
	lines, last := e.context(0)
	switch len(lines) {
	case 0:
		return head
	case 1:
		w := len(fmt.Sprintf("%d: ", last))
		return fmt.Sprintf("%s\n%d: %s\n%s^", head, last, lines[0], strings.Repeat(" ", w+col))
	}
	n := len(lines)
	w := len(fmt.Sprintf("%d:", last))
	return fmt.Sprintf("%s\n%d: %s\n%d: %s\n%s^", head, last-1, lines[n-2], last, lines[n-1], strings.Repeat(" ", w+col))
}

// Context sizes of GNU R: the parser remembers the last 255 bytes read,
// and a context line is shown with at most 192 columns.
const (
	contextBytes = 255
	contextWidth = 192
)

// context returns the lines of the text read from start (or the last 255
// bytes of it) to the error, tabs expanded, and the number of the last
// line. A final empty line (the text ends with a newline) is dropped.
func (e *Error) context(start int) ([]string, int) {
	end := e.ctxEnd
	if end > len(e.src) {
		end = len(e.src)
	}
	if start < end-contextBytes {
		start = end - contextBytes
	}
	if start > end {
		start = end
	}
	text := e.src[start:end]
	last := 1 + bytes.Count(e.src[:end], []byte{'\n'})
	pieces := bytes.Split(text, []byte{'\n'})
	if len(pieces[len(pieces)-1]) == 0 {
		pieces = pieces[:len(pieces)-1]
		last--
	}
	lines := make([]string, len(pieces))
	for i, l := range pieces {
		lines[i] = tabExpand(l)
	}
	return lines, last
}

// tabExpand expands tabs to multiples of 8 and truncates to the width R
// shows.
func tabExpand(l []byte) string {
	if bytes.IndexByte(l, '\t') < 0 && len(l) <= contextWidth {
		return string(l)
	}
	var b []byte
	for _, c := range l {
		if len(b) >= contextWidth {
			break
		}
		if c == '\t' {
			b = append(b, ' ')
			for len(b)%8 != 0 {
				b = append(b, ' ')
			}
			continue
		}
		b = append(b, c)
	}
	return string(b)
}

// callMessage renders "Error in <call> : <msg>", putting the message on
// its own line when the whole would be too long, as R does.
func callMessage(call rt.Value, msg string) string {
	dcall := "<call>"
	if lines := Deparse(call, DeparseOptions{}); len(lines) > 0 {
		dcall = lines[0]
	}
	first, _, _ := strings.Cut(msg, "\n")
	if utf8.RuneCountInString(dcall)+utf8.RuneCountInString(first) > 61 {
		return fmt.Sprintf("Error in %s : \n  %s", dcall, msg)
	}
	return fmt.Sprintf("Error in %s : %s", dcall, msg)
}

// column returns the character and byte columns of token t.
func (p *Parser) column(t token) (col, byteCol int) {
	if t.col0 {
		return 0, 0
	}
	for _, c := range p.src[t.lineStart:t.off] {
		if c == '\t' {
			col = (col/8 + 1) * 8
			byteCol = (byteCol/8 + 1) * 8
			continue
		}
		byteCol++
		if c < 0x80 || c >= 0xC0 {
			col++
		}
	}
	return col + 1, byteCol + 1
}

// newError returns an error of the given kind at the lookahead token.
func (p *Parser) newError(kind ErrorKind, msg string) *Error {
	e := &Error{
		Kind:      kind,
		File:      p.filename,
		Msg:       msg,
		src:       p.src,
		stmtStart: p.stmtStart,
		ctxEnd:    p.sc.maxEnd,
	}
	return e
}

// unexpected reports the lookahead token as a syntax error.
func (p *Parser) unexpected() {
	t := p.tok
	e := p.newError(SyntaxError, "unexpected "+t.kind.String())
	e.Line = int(t.line)
	e.Col, e.ByteCol = p.column(t)
	e.Incomplete = t.kind == tEOF || t.kind == tIncStr
	panic(bailout{e})
}

// lexError reports an error that R shows as a bare message.
func (p *Parser) lexError(msg string) {
	e := p.newError(LexicalError, msg)
	e.Line = int(p.sc.line)
	panic(bailout{e})
}

// callError reports an error about call.
func (p *Parser) callError(call rt.Value, msg string) {
	e := p.newError(CallError, msg)
	e.Call = call
	e.Line = int(p.sc.line)
	panic(bailout{e})
}
