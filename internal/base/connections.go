package base

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"unicode/utf8"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// Connections: the terminals stdin() (0), stdout() (1) and stderr() (2),
// file() and textConnection(), and the functions that read and write
// through them (readLines, writeLines, readline, readChar, scan; cat
// and write reach them through connWriter).

func init() { extraTables = append(extraTables, connBuiltins) }

// conn is an open-able connection of the session's table.
type conn struct {
	id    int
	class string // "file", "textConnection"
	desc  string
	mode  string // the mode given at creation ("" = not yet chosen)
	open  bool
	omode string // the mode it is open in
	f     *os.File
	r     *bufio.Reader
	// text is a textConnection's input.
	text *bufio.Reader
}

func (c *conn) canRead() bool {
	return c.class == "textConnection" || !strings.ContainsAny(c.omode, "wa")
}
func (c *conn) canWrite() bool { return c.class == "file" && strings.ContainsAny(c.omode, "wa") }

func (c *conn) close() {
	if c.f != nil {
		c.f.Close()
		c.f = nil
	}
	c.r = nil
	c.open = false
}

// openFile opens a file connection in mode, reporting R's warning and
// error when it cannot.
func (c *conn) openFile(in *vm.Interp, call rt.Value, mode string) error {
	if mode == "" {
		mode = "r"
	}
	flag := os.O_RDONLY
	switch strings.TrimRight(mode, "tb") {
	case "r":
	case "r+":
		flag = os.O_RDWR
	case "w":
		flag = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	case "w+":
		flag = os.O_RDWR | os.O_CREATE | os.O_TRUNC
	case "a", "a+":
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	default:
		return in.Errorf(call, "invalid '%s' argument", "open")
	}
	f, err := os.OpenFile(expandTilde(c.desc), flag, 0o666)
	if err != nil {
		in.Warn(call, fmt.Sprintf("cannot open file '%s': %s", c.desc, errnoText(err)))
		return in.Errorf(call, "cannot open the connection")
	}
	c.f = f
	c.r = bufio.NewReader(f)
	c.open = true
	c.omode = mode
	return nil
}

// reader returns the connection's input.
func (c *conn) reader() *bufio.Reader {
	if c.class == "textConnection" {
		return c.text
	}
	return c.r
}

// connValue is the R object for connection id of class cls.
func connValue(id int, cls string) rt.Value {
	v := rt.IntScalar(int32(id))
	rt.SetAttr(v, rt.ClassSym, rt.CharacterOf(cls, "connection"))
	return v
}

// connection returns the terminal connection number n.
func connection(n int32) rt.Value {
	return connValue(int(n), "terminal")
}

// connID returns the number of a connection object, or -1.
func connID(v rt.Value) int {
	if !rt.Inherits(v, "connection") {
		return -1
	}
	n := rt.AsInteger(v, nil)
	if n == rt.NAInt {
		return -1
	}
	return int(n)
}

// getConn finds a (non-terminal) connection by object.
func getConn(in *vm.Interp, v rt.Value) (*conn, error) {
	id := connID(v)
	if id < 0 {
		return nil, in.Errorf(nil, "'con' is not a connection")
	}
	c := stateOf(in).conns[id]
	if c == nil {
		return nil, in.Errorf(nil, "invalid connection")
	}
	return c, nil
}

// newConn adds a connection to the session's table (numbers from 3).
func newConn(in *vm.Interp, c *conn) rt.Value {
	st := stateOf(in)
	id := 3
	for st.conns[id] != nil {
		id++
	}
	c.id = id
	st.conns[id] = c
	return connValue(id, c.class)
}

// connWriter resolves the file/con argument of an output function: ""
// or stdout() is standard output (or the active sink), stderr() standard
// error, a file name a file (appended to if append), a connection its
// file (opened for the call if it is not open). done must be called
// when the writing is over.
func connWriter(in *vm.Interp, v rt.Value, appendTo bool) (w io.Writer, done func(), err error) {
	nop := func() {}
	switch x := v.(type) {
	case nil:
		return in.Stdout, nop, nil
	case *rt.Character:
		if len(x.V) != 1 {
			return nil, nil, in.Errorf(nil, "invalid '%s' argument", "file")
		}
		if x.V[0] == "" {
			return in.Stdout, nop, nil
		}
		flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
		if appendTo {
			flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
		}
		f, ferr := os.OpenFile(expandTilde(x.V[0]), flag, 0o666)
		if ferr != nil {
			in.Warn(nil, fmt.Sprintf("cannot open file '%s': %s", x.V[0], errnoText(ferr)))
			return nil, nil, in.Errorf(nil, "cannot open the connection")
		}
		bw := bufio.NewWriter(f)
		return bw, func() { bw.Flush(); f.Close() }, nil
	}
	id := connID(v)
	switch id {
	case 1:
		return in.Stdout, nop, nil
	case 2:
		return in.Stderr, nop, nil
	case 0:
		return nil, nil, in.Errorf(nil, "cannot write to this connection")
	case -1:
		return nil, nil, in.Errorf(nil, "invalid '%s' argument", "file")
	}
	c, err := getConn(in, v)
	if err != nil {
		return nil, nil, err
	}
	if !c.open {
		mode := "wt"
		if appendTo {
			mode = "at"
		}
		if c.class != "file" {
			return nil, nil, in.Errorf(nil, "cannot write to this connection")
		}
		if err := c.openFile(in, nil, mode); err != nil {
			return nil, nil, err
		}
		return c.f, func() { c.close() }, nil
	}
	if !c.canWrite() {
		return nil, nil, in.Errorf(nil, "cannot write to this connection")
	}
	return c.f, nop, nil
}

// connReader resolves the con/file argument of an input function to a
// line reader: a file name (opened for the call), a connection (opened
// for the call if it is not open), or stdin().
func connReader(in *vm.Interp, v rt.Value) (r *bufio.Reader, desc string, done func(), err error) {
	nop := func() {}
	if s, ok := v.(*rt.Character); ok {
		if len(s.V) != 1 {
			return nil, "", nil, in.Errorf(nil, "invalid '%s' argument", "con")
		}
		c := &conn{class: "file", desc: s.V[0]}
		fileCall := rt.NewCall(rt.Intern("file"), rt.Intern("con"), rt.StringScalar("r"))
		if err := c.openFile(in, fileCall, "rt"); err != nil {
			return nil, "", nil, err
		}
		return c.r, c.desc, c.close, nil
	}
	id := connID(v)
	if id == 0 {
		return stdinReader(), "stdin", nop, nil
	}
	if id == 1 || id == 2 {
		return nil, "", nil, in.Errorf(nil, "cannot read from this connection")
	}
	c, err := getConn(in, v)
	if err != nil {
		return nil, "", nil, err
	}
	if !c.open {
		if err := c.openFile(in, nil, "rt"); err != nil {
			return nil, "", nil, err
		}
		return c.r, c.desc, c.close, nil
	}
	if !c.canRead() {
		return nil, "", nil, in.Errorf(nil, "cannot read from this connection")
	}
	return c.reader(), c.desc, nop, nil
}

var stdinBuf *bufio.Reader

func stdinReader() *bufio.Reader {
	if stdinBuf == nil {
		stdinBuf = bufio.NewReader(os.Stdin)
	}
	return stdinBuf
}

// readLine reads one line without its terminator; incomplete reports a
// last line with no newline; ok is false at end of input.
func readLine(r *bufio.Reader) (line string, incomplete, ok bool) {
	s, err := r.ReadString('\n')
	if err != nil {
		if s == "" {
			return "", false, false
		}
		return strings.TrimSuffix(s, "\r"), true, true
	}
	s = strings.TrimSuffix(s, "\n")
	s = strings.TrimSuffix(s, "\r")
	return s, false, true
}

var connBuiltins = []*vm.BuiltinDef{
	{Name: "stdin", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return connection(0), nil }},
	{Name: "stdout", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return connection(1), nil }},
	{Name: "stderr", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) { return connection(2), nil }},
	{Name: "file", Formals: []string{"description", "open", "blocking", "encoding", "method", "raw"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		d, ok := c.Arg(0).(*rt.Character)
		if c.Arg(0) != nil && (!ok || len(d.V) != 1 || rt.IsNAString(d.V[0])) {
			return nil, in.Errorf(nil, "invalid '%s' argument", "description")
		}
		mode := ""
		if m := c.Arg(1); m != nil {
			ms, ok := m.(*rt.Character)
			if !ok || len(ms.V) != 1 {
				return nil, in.Errorf(nil, "invalid '%s' argument", "open")
			}
			mode = ms.V[0]
		}
		desc := ""
		if ok {
			desc = d.V[0]
		}
		if desc == "" {
			// An anonymous file: a temporary file open for writing and
			// reading.
			f, err := os.CreateTemp(stateOf(in).tempDir(), "Rf")
			if err != nil {
				return nil, in.Errorf(nil, "cannot open the connection")
			}
			cn := &conn{class: "file", desc: "", mode: "w+", open: true, omode: "w+", f: f, r: bufio.NewReader(f)}
			return newConn(in, cn), nil
		}
		if desc == "stdin" {
			return connection(0), nil
		}
		cn := &conn{class: "file", desc: desc, mode: mode}
		if mode != "" {
			if err := cn.openFile(in, nil, mode); err != nil {
				return nil, err
			}
		}
		return newConn(in, cn), nil
	}},
	{Name: "textConnection", Formals: []string{"object", "open", "local", "name", "encoding"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if m := c.Arg(1); m != nil {
			if ms, ok := m.(*rt.Character); !ok || len(ms.V) != 1 || ms.V[0] != "r" {
				return nil, in.Errorf(nil, "unsupported mode")
			}
		}
		obj := c.Arg(0)
		s, ok := obj.(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "text")
		}
		var b strings.Builder
		for _, l := range s.V {
			if rt.IsNAString(l) {
				l = "NA"
			}
			b.WriteString(l)
			b.WriteByte('\n')
		}
		desc := "NULL"
		if a := c.Call; a != nil && len(a.Args) > 0 {
			desc = strings.Join(syntax.Deparse(a.Args[0].Val, syntax.DeparseOptions{}), " ")
		}
		cn := &conn{class: "textConnection", desc: desc, mode: "r", open: true, omode: "r",
			text: bufio.NewReader(strings.NewReader(b.String()))}
		return newConn(in, cn), nil
	}},
	{Name: "open", Formals: []string{"con", "open", "blocking"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		id := connID(c.Arg(0))
		if id >= 0 && id <= 2 {
			return rt.Nil, nil
		}
		cn, err := getConn(in, c.Arg(0))
		if err != nil {
			return nil, err
		}
		if cn.open {
			in.Warn(c.Call, "connection is already open")
			return rt.Nil, nil
		}
		mode := cn.mode
		if m := c.Arg(1); m != nil {
			ms, ok := m.(*rt.Character)
			if !ok || len(ms.V) != 1 {
				return nil, in.Errorf(nil, "invalid '%s' argument", "open")
			}
			mode = ms.V[0]
		}
		return rt.Nil, cn.openFile(in, nil, mode)
	}},
	{Name: "close", Formals: []string{"con", "..."}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		id := connID(c.Arg(0))
		if id >= 0 && id <= 2 {
			return nil, in.Errorf(nil, "cannot close standard connections")
		}
		cn, err := getConn(in, c.Arg(0))
		if err != nil {
			return nil, err
		}
		cn.close()
		delete(stateOf(in).conns, cn.id)
		return rt.Nil, nil
	}},
	{Name: "isOpen", Formals: []string{"con", "rw"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		id := connID(c.Arg(0))
		rw := ""
		if r, ok := c.Arg(1).(*rt.Character); ok && len(r.V) == 1 {
			rw = r.V[0]
		}
		if id >= 0 && id <= 2 {
			switch rw {
			case "read":
				return rt.Bool(id == 0), nil
			case "write":
				return rt.Bool(id != 0), nil
			}
			return rt.Bool(true), nil
		}
		cn, err := getConn(in, c.Arg(0))
		if err != nil {
			return nil, err
		}
		switch rw {
		case "read":
			return rt.Bool(cn.open && cn.canRead()), nil
		case "write":
			return rt.Bool(cn.open && cn.canWrite()), nil
		}
		return rt.Bool(cn.open), nil
	}},
	{Name: "readLines", Formals: []string{"con", "n", "ok", "warn", "encoding", "skipNul"}, Fn: builtinReadLines},
	{Name: "writeLines", Formals: []string{"text", "con", "sep", "useBytes"}, Invisible: true, Fn: builtinWriteLines},
	{Name: "readline", Formals: []string{"prompt"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		prompt := ""
		if p := c.Arg(0); p != nil {
			s, err := asStrings(in, c, p)
			if err != nil {
				return nil, err
			}
			if len(s.V) > 0 {
				prompt = s.V[0]
			}
		}
		io.WriteString(in.Stdout, prompt)
		if !in.Interactive {
			// Non-interactive use answers as if RETURN were typed.
			io.WriteString(in.Stdout, "\n")
			return rt.StringScalar(""), nil
		}
		line, _, _ := readLine(stdinReader())
		return rt.StringScalar(line), nil
	}},
	{Name: "readChar", Formals: []string{"con", "nchars", "useBytes"}, Fn: builtinReadChar},
	{Name: "scan", Formals: []string{"file", "what", "nmax", "n", "sep", "quote", "dec", "skip", "nlines",
		"na.strings", "flush", "fill", "strip.white", "quiet", "blank.lines.skip", "multi.line",
		"comment.char", "allowEscapes", "encoding", "text", "skipNul"}, Fn: builtinScan},
}

func builtinReadLines(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	src := c.Arg(0)
	if src == nil {
		src = connection(0)
	}
	n := -1
	if v := c.Arg(1); v != nil {
		d := rt.AsReal(v, nil)
		if math.IsNaN(d) {
			return nil, in.Errorf(nil, "invalid '%s' argument", "n")
		}
		n = int(d)
	}
	warn := c.Arg(3) == nil || rt.AsLogical(c.Arg(3)) == rt.True
	r, desc, done, err := connReader(in, src)
	if err != nil {
		return nil, err
	}
	defer done()
	var out []string
	for n < 0 || len(out) < n {
		line, incomplete, ok := readLine(r)
		if !ok {
			break
		}
		if incomplete && warn {
			in.Warn(c.Call, fmt.Sprintf("incomplete final line found on '%s'", desc))
		}
		out = append(out, line)
	}
	if out == nil {
		return rt.NewCharacter(0), nil
	}
	return rt.CharacterOf(out...), nil
}

func builtinWriteLines(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	text, ok := c.Arg(0).(*rt.Character)
	if c.Arg(0) == nil {
		return nil, in.Errorf(nil, "argument \"text\" is missing, with no default")
	}
	if !ok {
		return nil, in.Errorf(nil, "can only write character objects")
	}
	sep := "\n"
	if s := c.Arg(2); s != nil {
		ss, ok := s.(*rt.Character)
		if !ok || len(ss.V) != 1 {
			return nil, in.Errorf(nil, "invalid '%s' argument", "sep")
		}
		sep = ss.V[0]
	}
	w, done, err := connWriter(in, c.Arg(1), false)
	if err != nil {
		return nil, err
	}
	defer done()
	var b bytes.Buffer
	for _, l := range text.V {
		if rt.IsNAString(l) {
			l = "NA"
		}
		b.WriteString(l)
		b.WriteString(sep)
	}
	w.Write(b.Bytes())
	return rt.Nil, nil
}

func builtinReadChar(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	nv, err := rt.CoerceVector(c.Arg(1), rt.DoubleType, nil)
	if err != nil || c.Arg(1) == nil {
		return nil, in.Errorf(nil, "invalid '%s' argument", "nchars")
	}
	if id := connID(c.Arg(0)); id >= 0 {
		if cn := stateOf(in).conns[id]; cn != nil && (cn.class == "textConnection" || (cn.open && !strings.Contains(cn.omode, "b"))) {
			in.Warn(c.Call, "text connection used with readChar(), results may be incorrect")
			if cn.class == "textConnection" {
				return nil, in.Errorf(nil, "'read' not enabled for this connection")
			}
		}
	}
	r, _, done, err := connReader(in, c.Arg(0))
	if err != nil {
		return nil, err
	}
	defer done()
	var out []string
	for _, d := range nv.(*rt.Double).V {
		if math.IsNaN(d) || d < 0 {
			return nil, in.Errorf(nil, "invalid '%s' argument", "nchars")
		}
		var b strings.Builder
		k := 0
		for ; k < int(d); k++ {
			ch, _, err := r.ReadRune()
			if err != nil {
				break
			}
			b.WriteRune(ch)
		}
		if k == 0 && int(d) > 0 {
			break
		}
		out = append(out, b.String())
	}
	if out == nil {
		return rt.NewCharacter(0), nil
	}
	return rt.CharacterOf(out...), nil
}

// builtinScan is scan(): fields read from a file, connection or text,
// converted to the type of what (a list of types reads records).
func builtinScan(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	arg := func(i int) rt.Value { return c.Arg(i) }
	str := func(i int, def string) string {
		if s, ok := arg(i).(*rt.Character); ok && len(s.V) > 0 {
			return s.V[0]
		}
		return def
	}
	num := func(i int, def int) int {
		if v := arg(i); v != nil {
			d := rt.AsReal(v, nil)
			if !math.IsNaN(d) {
				return int(d)
			}
		}
		return def
	}
	flag := func(i int, def bool) bool {
		if v := arg(i); v != nil {
			return rt.AsLogical(v) == rt.True
		}
		return def
	}
	// Input.
	var r *bufio.Reader
	if t := arg(19); t != nil {
		s, err := asStrings(in, c, t)
		if err != nil {
			return nil, err
		}
		r = bufio.NewReader(strings.NewReader(strings.Join(s.V, "\n")))
	} else {
		src := arg(0)
		if s, ok := src.(*rt.Character); src == nil || (ok && len(s.V) == 1 && s.V[0] == "") {
			src = connection(0)
		}
		rr, _, done, err := connReader(in, src)
		if err != nil {
			return nil, err
		}
		defer done()
		r = rr
	}
	what := arg(1)
	if what == nil {
		what = rt.NewDouble(0)
	}
	sep := str(4, "")
	quote := "\"'"
	if sep == "\n" {
		quote = ""
	}
	if q := arg(5); q != nil {
		quote = str(5, "")
	}
	skip := num(7, 0)
	nlines := num(8, 0)
	nmax := num(2, -1)
	nitems := num(3, -1)
	naStrings := []string{"NA"}
	if s, ok := arg(9).(*rt.Character); ok {
		naStrings = s.V
	}
	quiet := flag(13, false)
	blankSkip := flag(14, true)
	comment := str(16, "")
	stripWhite := flag(12, false)
	// Read the lines.
	var fields []string
	lineNo := 0
	for {
		line, _, ok := readLine(r)
		if !ok {
			break
		}
		lineNo++
		if lineNo <= skip {
			continue
		}
		if nlines > 0 && lineNo-skip > nlines {
			break
		}
		if comment != "" {
			if i := strings.Index(line, comment); i >= 0 {
				line = line[:i]
			}
		}
		if blankSkip && strings.TrimSpace(line) == "" {
			continue
		}
		fields = append(fields, scanSplit(line, sep, quote, stripWhite)...)
	}
	isNA := func(s string) bool {
		for _, n := range naStrings {
			if s == n {
				return true
			}
		}
		return false
	}
	convert := func(tmpl rt.Value, vals []string) (rt.Value, error) {
		switch tmpl.(type) {
		case *rt.Character:
			out := rt.NewCharacter(len(vals))
			for i, v := range vals {
				if isNA(v) {
					out.V[i] = rt.NAString
				} else {
					out.V[i] = v
				}
			}
			return out, nil
		case *rt.Logical:
			out := rt.NewLogical(len(vals))
			for i, v := range vals {
				if isNA(v) || v == "" {
					out.V[i] = rt.NALgl
					continue
				}
				b := rt.StringToLogical(v)
				if b == rt.NALgl {
					return nil, in.Errorf(nil, "scan() expected 'a logical', got '%s'", v)
				}
				out.V[i] = b
			}
			return out, nil
		case *rt.Integer:
			out := rt.NewInteger(len(vals))
			for i, v := range vals {
				if isNA(v) || v == "" {
					out.V[i] = rt.NAInt
					continue
				}
				k, w := rt.StringToInteger(strings.TrimSpace(v))
				if w != 0 || k == rt.NAInt {
					return nil, in.Errorf(nil, "scan() expected 'an integer', got '%s'", v)
				}
				out.V[i] = k
			}
			return out, nil
		case *rt.Double:
			out := rt.NewDouble(len(vals))
			for i, v := range vals {
				if isNA(v) || v == "" {
					out.V[i] = rt.NAReal
					continue
				}
				d, w := rt.StringToDouble(strings.TrimSpace(v))
				if w != 0 || rt.IsNA(d) {
					return nil, in.Errorf(nil, "scan() expected 'a real', got '%s'", v)
				}
				out.V[i] = d
			}
			return out, nil
		case *rt.Complex:
			out := rt.NewComplex(len(vals))
			for i, v := range vals {
				z, w := rt.StringToComplex(strings.TrimSpace(v))
				if w != 0 && !isNA(v) {
					return nil, in.Errorf(nil, "scan() expected 'a complex', got '%s'", v)
				}
				out.V[i] = z
			}
			return out, nil
		}
		return nil, in.Errorf(nil, "invalid '%s' argument", "what")
	}
	if l, ok := what.(*rt.List); ok {
		k := len(l.V)
		if k == 0 {
			return nil, in.Errorf(nil, "empty 'what' specified")
		}
		nrec := (len(fields) + k - 1) / k
		if nmax >= 0 && nrec > nmax {
			nrec = nmax
		}
		cols := make([][]string, k)
		for i := 0; i < nrec*k; i++ {
			v := ""
			if i < len(fields) {
				v = fields[i]
			} else {
				v = naStrings[0]
			}
			cols[i%k] = append(cols[i%k], v)
		}
		out := rt.NewList(k)
		for j := range l.V {
			v, err := convert(l.V[j], cols[j])
			if err != nil {
				return nil, err
			}
			out.V[j] = v
		}
		if nm := rt.Names(l); nm != nil {
			rt.SetAttr(out, rt.NamesSym, nm)
		}
		if !quiet {
			fmt.Fprintf(in.Stderr, "Read %d record%s\n", nrec, plural(nrec))
		}
		return out, nil
	}
	lim := -1
	if nmax >= 0 {
		lim = nmax
	}
	if nitems >= 0 {
		lim = nitems
	}
	if lim >= 0 && len(fields) > lim {
		fields = fields[:lim]
	}
	v, err := convert(what, fields)
	if err != nil {
		return nil, err
	}
	if !quiet {
		fmt.Fprintf(in.Stderr, "Read %d item%s\n", len(fields), plural(len(fields)))
	}
	return v, nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// scanSplit splits a line into scan's fields: at runs of white space
// when sep is "", else at each sep character; quotes group.
func scanSplit(line, sep, quote string, strip bool) []string {
	var out []string
	if sep == "" {
		i := 0
		for i < len(line) {
			for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
				i++
			}
			if i >= len(line) {
				break
			}
			var b strings.Builder
			for i < len(line) && line[i] != ' ' && line[i] != '\t' {
				if strings.IndexByte(quote, line[i]) >= 0 {
					q := line[i]
					i++
					for i < len(line) && line[i] != q {
						b.WriteByte(line[i])
						i++
					}
					i++
					continue
				}
				b.WriteByte(line[i])
				i++
			}
			out = append(out, b.String())
		}
		return out
	}
	s, _ := utf8.DecodeRuneInString(sep)
	var b strings.Builder
	inQuote := byte(0)
	for i := 0; i < len(line); i++ {
		ch := line[i]
		switch {
		case inQuote != 0:
			if ch == inQuote {
				inQuote = 0
			} else {
				b.WriteByte(ch)
			}
		case strings.IndexByte(quote, ch) >= 0:
			inQuote = ch
		case rune(ch) == s:
			out = append(out, finishField(b.String(), strip))
			b.Reset()
		default:
			b.WriteByte(ch)
		}
	}
	out = append(out, finishField(b.String(), strip))
	return out
}

func finishField(s string, strip bool) string {
	if strip {
		return strings.TrimSpace(s)
	}
	return s
}
