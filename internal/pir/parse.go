package pir

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// The parser reads the text form print.go writes (see the comment there)
// back into a Code or a Version, so that printing what was parsed gives
// the text again. Register numbers become instruction IDs (they need not
// be dense); instructions without a register get IDs above the largest
// one written, and so do the fixed environments (G, B, O, E, E0), which
// become LdEnvConst instructions at the start of the entry block. Block
// numbers become block IDs, and each block's successors are read from its
// terminator; a phi's labels give the order of its block's predecessors.
// Operands may refer forward (phis to later registers, branches to later
// blocks).
//
// What the text does not record is made up: a call site is a
// *vm.CallSite holding just the parsed call, a builtin target is an
// *rt.Builtin holding just its name, a static call's target an empty
// *rt.Closure, the baseline codes of closures, framestates and closure
// environments (`{formals}`) are empty *vm.Code values holding at most a
// name, and IsCallee's expected function is lost. Parsed code is for
// testing passes on text and for reading; it cannot be run.
//
// Blank lines and lines starting with `#` are ignored, and indentation
// does not matter. Symbol names may not contain `,`, `)` or `=`, and
// builtin names may not contain " (".

// ParseError is an error in PIR text, at a line (counted from 1).
type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("pir: line %d: %s", e.Line, e.Msg) }

// maxParseID bounds the register, block and promise numbers the parser
// accepts: IDs size dense tables in passes.
const maxParseID = 1 << 20

// Parse reads a code in the form Code.Format writes (with or without
// types).
func Parse(text string) (*Code, error) {
	lines := splitLines(text)
	for _, ln := range lines {
		if isLabel(ln.text) {
			return nil, &ParseError{ln.num, fmt.Sprintf("promise label %q in a code (ParseVersion reads versions)", ln.text)}
		}
	}
	vp := &versionParser{promises: map[int]*Promise{}}
	c, err := vp.parseCode(lines, lastLine(text))
	if err != nil {
		return nil, err
	}
	c.Promise = -1
	return c, nil
}

// ParseVersion reads a version in the form Version.Format writes: a
// header line with the function's name (and `{osr=pc}` for an OSR
// version), the body, then each promise code after its label (`pr0:`).
// MkArg instructions refer to the promises by index; all references to
// one index share a *Promise, whose PIR is the code labelled with it.
func ParseVersion(text string) (*Version, error) {
	lines := splitLines(text)
	if len(lines) == 0 {
		return nil, &ParseError{1, "empty version: want a header line naming the function"}
	}
	head := lines[0]
	if isBlockHeader(head.text) || isLabel(head.text) {
		return nil, &ParseError{head.num, "missing header line naming the function"}
	}
	v := &Version{}
	name := head.text
	if i := strings.Index(name, " {osr="); i >= 0 && strings.HasSuffix(name, "}") {
		pc, err := strconv.Atoi(name[i+len(" {osr=") : len(name)-1])
		if err != nil {
			return nil, &ParseError{head.num, fmt.Sprintf("bad OSR pc in %q", name)}
		}
		v.OSR, v.OSRPC = true, pc
		name = name[:i]
	}
	if name == "<anonymous>" {
		name = ""
	}
	v.Func = &Function{Name: name, Versions: []*Version{v}}

	// Split into the body and the promise sections.
	type section struct {
		label srcLine
		lines []srcLine
	}
	var body []srcLine
	var proms []*section
	for _, ln := range lines[1:] {
		switch {
		case isLabel(ln.text):
			proms = append(proms, &section{label: ln})
		case len(proms) > 0:
			last := proms[len(proms)-1]
			last.lines = append(last.lines, ln)
		default:
			body = append(body, ln)
		}
	}
	vp := &versionParser{promises: map[int]*Promise{}}
	var err error
	if v.Body, err = vp.parseCode(body, head.num); err != nil {
		return nil, err
	}
	v.Body.Name, v.Body.Promise = name, -1
	byIndex := map[int]*Code{}
	for k, s := range proms {
		label := strings.TrimSuffix(s.label.text, ":")
		index := k
		if n, ok := strings.CutPrefix(label, "pr"); ok {
			if i, err := strconv.Atoi(n); err == nil && i >= 0 && i < maxParseID {
				index = i
			}
		}
		if byIndex[index] != nil {
			return nil, &ParseError{s.label.num, fmt.Sprintf("promise %d defined twice", index)}
		}
		c, err := vp.parseCode(s.lines, s.label.num)
		if err != nil {
			return nil, err
		}
		c.Name, c.Promise = label, index
		byIndex[index] = c
		v.Promises = append(v.Promises, c)
	}
	for index, p := range vp.promises {
		p.PIR = byIndex[index]
	}
	return v, nil
}

// srcLine is one significant line of PIR text: its number (from 1) and
// its text without indentation or trailing blanks.
type srcLine struct {
	num  int
	text string
}

// splitLines returns the significant lines of text.
func splitLines(text string) []srcLine {
	var out []srcLine
	for k, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || l[0] == '#' {
			continue
		}
		out = append(out, srcLine{k + 1, l})
	}
	return out
}

// lastLine is the number of the last line of text, for errors at the end.
func lastLine(text string) int { return strings.Count(strings.TrimRight(text, "\n"), "\n") + 1 }

// isBlockHeader reports whether l is `BBn:` (or `BBn: {deopt}`).
func isBlockHeader(l string) bool {
	_, _, ok := parseBlockHeader(l)
	return ok
}

func parseBlockHeader(l string) (id int, deopt bool, ok bool) {
	rest, ok := strings.CutPrefix(l, "BB")
	if !ok {
		return 0, false, false
	}
	if r, ok := strings.CutSuffix(rest, ": {deopt}"); ok {
		rest, deopt = r, true
	} else if r, ok := strings.CutSuffix(rest, ":"); ok {
		rest = r
	} else {
		return 0, false, false
	}
	if rest == "" || strings.TrimLeft(rest, "0123456789") != "" {
		return 0, false, false
	}
	id, err := strconv.Atoi(rest)
	if err != nil {
		return 0, false, false
	}
	return id, deopt, true
}

// isLabel reports whether l introduces a promise code.
func isLabel(l string) bool { return strings.HasSuffix(l, ":") && !isBlockHeader(l) }

// versionParser holds what the codes of one version share: the promises
// MkArg refers to.
type versionParser struct {
	promises map[int]*Promise
}

func (vp *versionParser) promise(index int) *Promise {
	p := vp.promises[index]
	if p == nil {
		p = &Promise{Index: index}
		vp.promises[index] = p
	}
	return p
}

// operandRef is a register as written in an operand position.
type operandRef struct {
	fixed bool     // a fixed environment
	env   EnvConst // which, when fixed
	num   int      // the register number otherwise
	isEnv bool     // written eN
}

func (r operandRef) String() string {
	switch {
	case r.fixed:
		return r.env.String()
	case r.isEnv:
		return fmt.Sprintf("e%d", r.num)
	}
	return fmt.Sprintf("%%%d", r.num)
}

// pendingInstr is an instruction as read from its line, with operands
// and block references still to resolve.
type pendingInstr struct {
	instr *Instr
	line  int
	// named is set when the line defines a register (number regNum,
	// written eN when envReg).
	named  bool
	regNum int
	envReg bool
	typ    *Type
	args   []operandRef
	// blocks are the block numbers a terminator names (-1 for BB?).
	blocks    []int
	hasBlocks bool
	// labels are a phi's predecessor labels (-1 for ?).
	labels []int
}

// codeParser reads one code.
type codeParser struct {
	vp      *versionParser
	code    *Code
	blocks  map[int]*Block
	pending []*pendingInstr
	byBlock map[*Block][]*pendingInstr
	defs    map[int]*pendingInstr
	fixed   [NoEnv + 1]*Instr
}

// parseCode reads the lines of one code; end is the line to blame when
// it has no blocks.
func (vp *versionParser) parseCode(lines []srcLine, end int) (*Code, error) {
	c := &Code{Promise: -1}
	cp := &codeParser{
		vp:      vp,
		code:    c,
		blocks:  map[int]*Block{},
		byBlock: map[*Block][]*pendingInstr{},
		defs:    map[int]*pendingInstr{},
	}
	var cur *Block
	for _, ln := range lines {
		if id, deopt, ok := parseBlockHeader(ln.text); ok {
			if id >= maxParseID {
				return nil, &ParseError{ln.num, fmt.Sprintf("block number %d too large", id)}
			}
			if cp.blocks[id] != nil {
				return nil, &ParseError{ln.num, fmt.Sprintf("block BB%d defined twice", id)}
			}
			cur = &Block{ID: id, Code: c, Deopt: deopt}
			cp.blocks[id] = cur
			c.Blocks = append(c.Blocks, cur)
			c.nextBlock = max(c.nextBlock, id+1)
			continue
		}
		if cur == nil {
			return nil, &ParseError{ln.num, "instruction before the first block header"}
		}
		pi, err := cp.parseInstr(ln)
		if err != nil {
			return nil, err
		}
		if pi.named {
			if prev := cp.defs[pi.regNum]; prev != nil {
				return nil, &ParseError{ln.num, fmt.Sprintf("register %d already defined on line %d", pi.regNum, prev.line)}
			}
			cp.defs[pi.regNum] = pi
		}
		pi.instr.Block = cur
		cur.Instrs = append(cur.Instrs, pi.instr)
		cp.pending = append(cp.pending, pi)
		cp.byBlock[cur] = append(cp.byBlock[cur], pi)
	}
	if len(c.Blocks) == 0 {
		return nil, &ParseError{end, "code without blocks"}
	}
	if err := cp.resolve(); err != nil {
		return nil, err
	}
	return c, nil
}

// resolve links operands and blocks, orders predecessors after the
// phis, and assigns IDs, types and effects.
func (cp *codeParser) resolve() error {
	c := cp.code
	for _, pi := range cp.pending {
		args := make([]*Instr, len(pi.args))
		for k, r := range pi.args {
			if r.fixed {
				args[k] = cp.fixedEnv(r.env)
				continue
			}
			def := cp.defs[r.num]
			if def == nil {
				return &ParseError{pi.line, fmt.Sprintf("undefined register %s", r)}
			}
			if def.envReg != r.isEnv {
				return &ParseError{pi.line, fmt.Sprintf("register %d is defined on line %d as %s", r.num, def.line, operandRef{num: r.num, isEnv: def.envReg})}
			}
			args[k] = def.instr
		}
		pi.instr.Args = args
	}
	for _, b := range c.Blocks {
		if err := cp.linkBlock(b); err != nil {
			return err
		}
	}
	for _, b := range c.Blocks {
		if err := cp.orderPreds(b); err != nil {
			return err
		}
	}
	// IDs: the written registers keep their numbers; the rest follow.
	next := 0
	for n := range cp.defs {
		next = max(next, n+1)
	}
	for _, pi := range cp.pending {
		if pi.named {
			pi.instr.ID = pi.regNum
		} else {
			pi.instr.ID = next
			next++
		}
	}
	entry := c.Blocks[0]
	var consts []*Instr
	for _, i := range cp.fixed {
		if i != nil {
			i.ID = next
			next++
			i.Block = entry
			consts = append(consts, i)
		}
	}
	entry.Instrs = append(consts, entry.Instrs...)
	c.nextInstr = next
	for _, pi := range cp.pending {
		if err := pi.setType(); err != nil {
			return err
		}
	}
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			if argCountOK(i) {
				i.UpdateEffects()
			} else {
				i.Effects = i.Op.BaseEffects()
			}
		}
	}
	return nil
}

// fixedEnv is the LdEnvConst instruction for k, made on first use.
func (cp *codeParser) fixedEnv(k EnvConst) *Instr {
	if cp.fixed[k] == nil {
		cp.fixed[k] = &Instr{Op: LdEnvConst, Type: Env, Aux: k}
	}
	return cp.fixed[k]
}

// linkBlock adds the edges b's terminators name. The printer writes,
// for each, the block's first successors (as many as the op takes, BB?
// past the end), so the instruction naming the most blocks gives the
// successors and the others must agree with it.
func (cp *codeParser) linkBlock(b *Block) error {
	var most *pendingInstr
	known := func(pi *pendingInstr) int {
		n := 0
		for n < len(pi.blocks) && pi.blocks[n] >= 0 {
			n++
		}
		return n
	}
	for _, pi := range cp.byBlock[b] {
		if !pi.hasBlocks {
			continue
		}
		for k, id := range pi.blocks {
			if id >= 0 && k > 0 && pi.blocks[k-1] < 0 {
				return &ParseError{pi.line, "BB? before a block"}
			}
		}
		if most == nil || known(pi) > known(most) {
			most = pi
		}
	}
	if most == nil {
		return nil
	}
	succs := most.blocks[:known(most)]
	for _, pi := range cp.byBlock[b] {
		for k, id := range pi.blocks {
			want := -1
			if k < len(succs) {
				want = succs[k]
			}
			if id != want {
				return &ParseError{pi.line, fmt.Sprintf("block BB%d names its successors twice, differently (see line %d)", b.ID, most.line)}
			}
		}
	}
	for _, id := range succs {
		s := cp.blocks[id]
		if s == nil {
			return &ParseError{most.line, fmt.Sprintf("undefined block BB%d", id)}
		}
		b.AddEdge(s)
	}
	return nil
}

// orderPreds puts b's predecessors in the order its phis label their
// operands, and checks that every phi agrees.
func (cp *codeParser) orderPreds(b *Block) error {
	var phis []*pendingInstr
	for _, pi := range cp.byBlock[b] {
		if pi.instr.Op == Phi {
			phis = append(phis, pi)
		}
	}
	if len(phis) == 0 {
		return nil
	}
	// Take the labelled predecessors in the first phi's order, then the
	// rest in edge order.
	rest := slices.Clone(b.Preds)
	var preds []*Block
	for k, l := range phis[0].labels {
		if l < 0 || k >= len(b.Preds) {
			continue
		}
		at := slices.IndexFunc(rest, func(p *Block) bool { return p.ID == l })
		if at < 0 {
			return &ParseError{phis[0].line, fmt.Sprintf("phi operand from BB%d, which is not a predecessor of BB%d", l, b.ID)}
		}
		preds = append(preds, rest[at])
		rest = slices.Delete(rest, at, at+1)
	}
	b.Preds = append(preds, rest...)
	for _, pi := range phis {
		for k, l := range pi.labels {
			want := -1
			if k < len(b.Preds) {
				want = b.Preds[k].ID
			}
			if l != want {
				return &ParseError{pi.line, fmt.Sprintf("phi operand %d is labelled %s but predecessor %d of BB%d is %s", k, blockLabel(l), k, b.ID, blockLabel(want))}
			}
		}
	}
	return nil
}

func blockLabel(id int) string {
	if id < 0 {
		return "?"
	}
	return fmt.Sprintf("BB%d", id)
}

// setType gives the instruction its written type, or, without one, its
// op's result type (for LdConst, the constant's type) adjusted to how its
// register is written.
func (pi *pendingInstr) setType() error {
	i := pi.instr
	if pi.typ != nil {
		t := *pi.typ
		if (t.Kinds == KEnv) != pi.envReg {
			reg := operandRef{num: pi.regNum, isEnv: pi.envReg}
			if pi.envReg {
				return &ParseError{pi.line, fmt.Sprintf("%s has type %s: only environments are written eN", reg, t)}
			}
			return &ParseError{pi.line, fmt.Sprintf("%s has type %s: environments are written eN", reg, t)}
		}
		i.Type = t
		return nil
	}
	t := i.Op.ResultType()
	if v, ok := i.Aux.(rt.Value); ok && i.Op == LdConst {
		// What the builder gives a constant.
		t = TypeOf(v)
	}
	switch {
	case !pi.named:
		t = Void
	case pi.envReg:
		t = Env
	case t.IsVoid() || t.Kinds == KEnv:
		t = Any
	}
	i.Type = t
	return nil
}

// ---- one line ----

// lineScanner reads one line.
type lineScanner struct {
	s    string
	pos  int
	line int
}

func (sc *lineScanner) errf(format string, args ...any) error {
	return &ParseError{sc.line, fmt.Sprintf(format, args...)}
}

func (sc *lineScanner) eof() bool { return sc.pos >= len(sc.s) }

func (sc *lineScanner) at(k int) byte {
	if sc.pos+k < len(sc.s) {
		return sc.s[sc.pos+k]
	}
	return 0
}

func (sc *lineScanner) rest() string { return sc.s[sc.pos:] }

// lit consumes s if the line continues with it.
func (sc *lineScanner) lit(s string) bool {
	if strings.HasPrefix(sc.rest(), s) {
		sc.pos += len(s)
		return true
	}
	return false
}

func (sc *lineScanner) expect(s string) error {
	if !sc.lit(s) {
		return sc.errf("expected %q at %q", s, sc.near())
	}
	return nil
}

// near is the text at the current position, for messages.
func (sc *lineScanner) near() string {
	r := sc.rest()
	if r == "" {
		return "end of line"
	}
	if len(r) > 20 {
		r = r[:20] + "…"
	}
	return r
}

// until reads up to (not including) the first byte in stops.
func (sc *lineScanner) until(stops string) string {
	start := sc.pos
	for sc.pos < len(sc.s) && !strings.ContainsRune(stops, rune(sc.s[sc.pos])) {
		sc.pos++
	}
	return sc.s[start:sc.pos]
}

// number reads a decimal number below maxParseID.
func (sc *lineScanner) number() (int, error) {
	start := sc.pos
	for sc.pos < len(sc.s) && isDigit(sc.s[sc.pos]) {
		sc.pos++
	}
	if start == sc.pos {
		return 0, sc.errf("expected a number at %q", sc.near())
	}
	n, err := strconv.Atoi(sc.s[start:sc.pos])
	if err != nil || n >= maxParseID {
		return 0, sc.errf("number %s too large", sc.s[start:sc.pos])
	}
	return n, nil
}

// integer reads a signed 64-bit integer.
func (sc *lineScanner) integer() (int64, error) {
	start := sc.pos
	sc.lit("-")
	for sc.pos < len(sc.s) && isDigit(sc.s[sc.pos]) {
		sc.pos++
	}
	n, err := strconv.ParseInt(sc.s[start:sc.pos], 10, 64)
	if err != nil {
		return 0, sc.errf("expected an integer at %q", sc.s[start:])
	}
	return n, nil
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isEnvName(c byte) bool { return c == 'G' || c == 'B' || c == 'O' || c == 'E' }

// register reads %N, eN or a fixed environment.
func (sc *lineScanner) register() (operandRef, error) {
	switch c := sc.at(0); {
	case c == '%' || c == 'e' && isDigit(sc.at(1)):
		sc.pos++
		n, err := sc.number()
		return operandRef{num: n, isEnv: c == 'e'}, err
	case isEnvName(c):
		name := sc.until(" ,)}")
		for k, n := range envConstNames {
			if n == name {
				return operandRef{fixed: true, env: EnvConst(k)}, nil
			}
		}
		sc.pos -= len(name)
	}
	return operandRef{}, sc.errf("expected a register at %q", sc.near())
}

// blockRef reads BBn (or BB?, giving -1).
func (sc *lineScanner) blockRef() (int, error) {
	if err := sc.expect("BB"); err != nil {
		return 0, err
	}
	if sc.lit("?") {
		return -1, nil
	}
	return sc.number()
}

// symbol reads a symbol name up to one of stops; _ is no symbol.
func (sc *lineScanner) symbol(stops string) (*rt.Symbol, error) {
	name := sc.until(stops)
	if name == "" {
		return nil, sc.errf("expected a name at %q", sc.near())
	}
	if name == "_" {
		return nil, nil
	}
	return rt.Intern(name), nil
}

// parseInstr reads one instruction line.
func (cp *codeParser) parseInstr(ln srcLine) (*pendingInstr, error) {
	sc := &lineScanner{s: ln.text, line: ln.num}
	pi := &pendingInstr{line: ln.num}
	if c := sc.at(0); c == '%' || c == 'e' && isDigit(sc.at(1)) {
		r, err := sc.register()
		if err != nil {
			return nil, err
		}
		pi.named, pi.regNum, pi.envReg = true, r.num, r.isEnv
		if sc.lit(":") {
			ts := sc.until(" ")
			t, ok := ParseType(ts)
			if !ok || t.IsVoid() {
				return nil, sc.errf("bad type %q", ts)
			}
			pi.typ = &t
		}
		if err := sc.expect(" = "); err != nil {
			return nil, err
		}
	}
	start := sc.pos
	for sc.pos < len(sc.s) && (isDigit(sc.s[sc.pos]) || 'a' <= sc.s[sc.pos]|0x20 && sc.s[sc.pos]|0x20 <= 'z') {
		sc.pos++
	}
	name := sc.s[start:sc.pos]
	op, ok := OpByName(name)
	switch {
	case !ok:
		return nil, sc.errf("unknown instruction %q", name)
	case op == LdEnvConst:
		return nil, sc.errf("LdEnvConst is not written: use G, B, O, E or E0 as operands")
	case op == Jmp:
		return nil, sc.errf("a jump is written `Branch BBn`")
	case op == Branch && sc.at(0) == ' ':
		if pi.named {
			return nil, sc.errf("a jump defines no register")
		}
		op = Jmp
	}
	i := &Instr{Op: op}
	pi.instr = i
	var err error
	switch op {
	case LdConst:
		if err := sc.expect(" "); err != nil {
			return nil, err
		}
		v, err := ParseConst(sc.rest())
		if err != nil {
			return nil, sc.errf("%v", err)
		}
		i.Aux = v
		return pi, nil
	case Jmp:
		err = cp.parseBlocks(sc, pi, " ")
	case Branch:
		err = cp.parseBranch(sc, pi)
	case Checkpoint:
		err = cp.parseBlocks(sc, pi, " ")
	case Phi:
		err = cp.parsePhi(sc, pi)
	case MkEnv:
		err = cp.parseMkEnv(sc, pi)
	case Call, StaticCall, CallBuiltin:
		err = cp.parseCall(sc, pi)
	case LdArg, OSRValue:
		if err = sc.expect("("); err == nil {
			if i.AuxInt, err = sc.integer(); err == nil {
				err = sc.expect(")")
			}
		}
	case Dollar, DollarAssign:
		err = cp.parseDollar(sc, pi)
	case LdVar, LdVarSuper, StVar, StVarSuper, StartAssign, Missing, IsBaseFn,
		LdFun, LdDDVal, LdDots, MkArg, MkClosure:
		err = cp.parseInside(sc, pi)
	default:
		err = cp.parseGeneric(sc, pi)
	}
	if err != nil {
		return nil, err
	}
	if k := opAux[op]; (k == auxCall || k == auxCallOpt) && i.Aux == nil {
		i.Aux = &CallAux{}
	}
	switch op {
	case Jmp, Branch, Checkpoint, Phi:
	default:
		if sc.lit(" {") {
			if err := cp.parseAttrs(sc, pi); err != nil {
				return nil, err
			}
		}
	}
	if !sc.eof() {
		return nil, sc.errf("unexpected %q", sc.near())
	}
	return pi, nil
}

// parseBlocks reads as many block references as the op has successors,
// after lead and separated by ", ".
func (cp *codeParser) parseBlocks(sc *lineScanner, pi *pendingInstr, lead string) error {
	if err := sc.expect(lead); err != nil {
		return err
	}
	pi.hasBlocks = true
	for k := range pi.instr.Op.NumSuccs() {
		if k > 0 {
			if err := sc.expect(", "); err != nil {
				return err
			}
		}
		id, err := sc.blockRef()
		if err != nil {
			return err
		}
		pi.blocks = append(pi.blocks, id)
	}
	return nil
}

// parseBranch reads `(test, BBt, BBf)`.
func (cp *codeParser) parseBranch(sc *lineScanner, pi *pendingInstr) error {
	if err := sc.expect("("); err != nil {
		return err
	}
	r, err := sc.register()
	if err != nil {
		return err
	}
	pi.args = append(pi.args, r)
	if err := cp.parseBlocks(sc, pi, ", "); err != nil {
		return err
	}
	return sc.expect(")")
}

// parsePhi reads `(BBn:%v, …)`.
func (cp *codeParser) parsePhi(sc *lineScanner, pi *pendingInstr) error {
	if err := sc.expect("("); err != nil {
		return err
	}
	if sc.lit(")") {
		return nil
	}
	for {
		label := -1
		if !sc.lit("?") {
			id, err := sc.blockRef()
			if err != nil {
				return err
			}
			label = id
		}
		if err := sc.expect(":"); err != nil {
			return err
		}
		r, err := sc.register()
		if err != nil {
			return err
		}
		pi.labels = append(pi.labels, label)
		pi.args = append(pi.args, r)
		if !sc.lit(", ") {
			return sc.expect(")")
		}
	}
}

// parseMkEnv reads `(x=%1, y=%2 : parent)`.
func (cp *codeParser) parseMkEnv(sc *lineScanner, pi *pendingInstr) error {
	if err := sc.expect("("); err != nil {
		return err
	}
	aux := &EnvAux{}
	pi.instr.Aux = aux
	if !sc.lit(" : ") {
		for {
			name := sc.until("=")
			if err := sc.expect("="); err != nil {
				return err
			}
			r, err := sc.register()
			if err != nil {
				return err
			}
			aux.Names = append(aux.Names, rt.Intern(name))
			pi.args = append(pi.args, r)
			if sc.lit(" : ") {
				break
			}
			if err := sc.expect(", "); err != nil {
				return err
			}
		}
	}
	r, err := sc.register()
	if err != nil {
		return err
	}
	pi.args = append(pi.args, r)
	return sc.expect(")")
}

// parseCall reads ` %f (args) env` (Call) or ` name (args) env`.
func (cp *codeParser) parseCall(sc *lineScanner, pi *pendingInstr) error {
	aux := &CallAux{}
	pi.instr.Aux = aux
	if err := sc.expect(" "); err != nil {
		return err
	}
	if pi.instr.Op == Call {
		r, err := sc.register()
		if err != nil {
			return err
		}
		pi.args = append(pi.args, r)
		if err := sc.expect(" "); err != nil {
			return err
		}
	} else {
		k := strings.Index(sc.rest(), " (")
		if k <= 0 {
			return sc.errf("expected a function name and arguments at %q", sc.near())
		}
		name := sc.rest()[:k]
		sc.pos += k + 1
		switch {
		case name == "?":
		case pi.instr.Op == CallBuiltin:
			aux.Target = &rt.Builtin{Name: name}
		case name == "<closure>":
			aux.Target = &rt.Closure{}
		default:
			aux.Target = &rt.Closure{}
			aux.Fn = rt.Intern(name)
		}
	}
	if err := sc.expect("("); err != nil {
		return err
	}
	var tags []*rt.Symbol
	var spread []bool
	anyTag, anySpread := false, false
	if !sc.lit(")") {
		for {
			item := sc.until(",)")
			var tag *rt.Symbol
			if k := strings.LastIndexByte(item, '='); k >= 0 {
				tag, item = rt.Intern(item[:k]), item[k+1:]
				anyTag = true
			}
			dots := false
			if rest, ok := strings.CutPrefix(item, "..."); ok {
				item, dots, anySpread = rest, true, true
			}
			isc := &lineScanner{s: item, line: sc.line}
			r, err := isc.register()
			if err != nil {
				return err
			}
			if !isc.eof() {
				return sc.errf("bad call argument %q", item)
			}
			pi.args = append(pi.args, r)
			tags = append(tags, tag)
			spread = append(spread, dots)
			if !sc.lit(", ") {
				if err := sc.expect(")"); err != nil {
					return err
				}
				break
			}
		}
	}
	if anyTag {
		aux.Tags = tags
	}
	if anySpread {
		aux.Spread = spread
	}
	if err := sc.expect(" "); err != nil {
		return err
	}
	r, err := sc.register()
	if err != nil {
		return err
	}
	pi.args = append(pi.args, r)
	return nil
}

// parseDollar reads `(%x, name) env` or `(%x, name, %v) env`.
func (cp *codeParser) parseDollar(sc *lineScanner, pi *pendingInstr) error {
	aux := &CallAux{}
	pi.instr.Aux = aux
	if err := sc.expect("("); err != nil {
		return err
	}
	// Dollar writes its name last, DollarAssign second.
	namePos := 1
	var items []string
	for {
		items = append(items, sc.until(",)"))
		if !sc.lit(", ") {
			break
		}
	}
	if err := sc.expect(")"); err != nil {
		return err
	}
	if pi.instr.Op == Dollar {
		namePos = len(items) - 1
	} else if len(items) < 2 {
		return sc.errf("DollarAssign needs an object and a name")
	}
	for k, item := range items {
		if k == namePos {
			if item == "" {
				return sc.errf("missing name")
			}
			if item != "_" {
				aux.Name = rt.Intern(item)
			}
			continue
		}
		isc := &lineScanner{s: item, line: sc.line}
		r, err := isc.register()
		if err != nil {
			return err
		}
		if !isc.eof() {
			return sc.errf("bad operand %q", item)
		}
		pi.args = append(pi.args, r)
	}
	return cp.parseEnvAfter(sc, pi)
}

// parseInside reads the ops that write their aux and their environment
// inside the parentheses: `LdVar(x, e1)`, `StVar(x, %3, e1)`,
// `MkArg(pr0, e1)`, `LdDots(e1)`.
func (cp *codeParser) parseInside(sc *lineScanner, pi *pendingInstr) error {
	i := pi.instr
	if err := sc.expect("("); err != nil {
		return err
	}
	lead := true
	switch i.Op {
	case LdDots:
		lead = false
	case LdDDVal:
		if err := sc.expect(".."); err != nil {
			return err
		}
		n, err := sc.integer()
		if err != nil {
			return err
		}
		i.AuxInt = n
	case MkArg:
		if err := sc.expect("pr"); err != nil {
			return err
		}
		n, err := sc.number()
		if err != nil {
			return err
		}
		i.Aux = cp.vp.promise(n)
	case MkClosure:
		if err := sc.expect("fn"); err != nil {
			return err
		}
		aux := &ClosureAux{}
		i.Aux = aux
		if sc.lit("<") {
			r := sc.rest()
			end := -1
			for k := 0; k+1 < len(r); k++ {
				if r[k] == '>' && (r[k+1] == ',' || r[k+1] == ')') {
					end = k
					break
				}
			}
			if end < 0 {
				return sc.errf("unterminated closure name")
			}
			aux.Body = &vm.Code{Name: r[:end]}
			sc.pos += end + 1
		}
	case LdFun:
		s, err := sc.symbol(",)")
		if err != nil {
			return err
		}
		i.Aux = &CallAux{Fn: s}
	default:
		s, err := sc.symbol(",)")
		if err != nil {
			return err
		}
		if s != nil {
			i.Aux = s
		}
	}
	if !lead {
		if sc.lit(")") {
			return nil
		}
		r, err := sc.register()
		if err != nil {
			return err
		}
		pi.args = append(pi.args, r)
	}
	for sc.lit(", ") {
		r, err := sc.register()
		if err != nil {
			return err
		}
		pi.args = append(pi.args, r)
	}
	return sc.expect(")")
}

// parseGeneric reads `Op(%a, %b) env`, `Op(%a)`, `Op env` or `Op`.
func (cp *codeParser) parseGeneric(sc *lineScanner, pi *pendingInstr) error {
	if sc.lit("(") && !sc.lit(")") {
		for {
			r, err := sc.register()
			if err != nil {
				return err
			}
			pi.args = append(pi.args, r)
			if !sc.lit(", ") {
				break
			}
		}
		if err := sc.expect(")"); err != nil {
			return err
		}
	}
	return cp.parseEnvAfter(sc, pi)
}

// parseEnvAfter reads the environment written after the parentheses, if
// the op has one. An op with value operands always has it.
func (cp *codeParser) parseEnvAfter(sc *lineScanner, pi *pendingInstr) error {
	if !pi.instr.Op.HasEnv() {
		return nil
	}
	if sc.at(0) == ' ' && sc.at(1) != '{' {
		sc.pos++
		r, err := sc.register()
		if err != nil {
			return err
		}
		pi.args = append(pi.args, r)
		return nil
	}
	if len(pi.args) > 0 {
		return sc.errf("%s needs its environment after the operands", pi.instr.Op)
	}
	return nil
}

// ---- attributes ----

// attr is one item of the braces at the end of a line.
type attr struct {
	key, val string
	hasVal   bool
}

// parseAttrs reads the braces (after ` {`) to the end of the line and
// applies them to the instruction.
func (cp *codeParser) parseAttrs(sc *lineScanner, pi *pendingInstr) error {
	var attrs []attr
	for {
		if sc.lit("}") {
			break
		}
		if len(attrs) > 0 {
			if err := sc.expect(" "); err != nil {
				return err
			}
		}
		key := sc.until("= }")
		if key == "" {
			return sc.errf("expected an attribute at %q", sc.near())
		}
		a := attr{key: key}
		if sc.lit("=") {
			a.hasVal = true
			if sc.at(0) == '"' {
				q, err := strconv.QuotedPrefix(sc.rest())
				if err != nil {
					return sc.errf("bad string at %q", sc.near())
				}
				sc.pos += len(q)
				a.val, err = strconv.Unquote(q)
				if err != nil {
					return sc.errf("bad string %s", q)
				}
			} else {
				a.val = sc.until(" ")
				// The last value runs to the closing brace.
				if sc.eof() && strings.HasSuffix(a.val, "}") {
					a.val = a.val[:len(a.val)-1]
					sc.pos--
				}
			}
		}
		attrs = append(attrs, a)
	}
	for _, a := range attrs {
		if err := cp.applyAttr(sc, pi, a); err != nil {
			return err
		}
	}
	return nil
}

// applyAttr sets what one attribute says.
func (cp *codeParser) applyAttr(sc *lineScanner, pi *pendingInstr, a attr) error {
	i := pi.instr
	op := i.Op
	bad := func() error {
		if a.hasVal {
			return sc.errf("unexpected attribute %s=%s for %s", a.key, a.val, op)
		}
		return sc.errf("unexpected attribute %s for %s", a.key, op)
	}
	num := func() (int, error) {
		n, err := strconv.Atoi(a.val)
		if err != nil {
			return 0, sc.errf("bad number in %s=%s", a.key, a.val)
		}
		return n, nil
	}
	flag := func(ops ...Op) error {
		if a.hasVal || !slices.Contains(ops, op) {
			return bad()
		}
		i.AuxInt = 1
		return nil
	}
	switch a.key {
	case "nocount":
		return flag(StVar, StVarSuper)
	case "super":
		return flag(StartAssign)
	case "right":
		return flag(LglOperand)
	case "stub":
		return flag(MkEnv)
	case "noforce":
		return flag(LdFun)
	case "noactive":
		return flag(LdVar)
	case "default":
		return flag(MkArg)
	case "nowarn":
		return flag(Add, Sub, Mul, Mod)
	case "op":
		k := slices.IndexFunc(opTable[:], func(o opInfo) bool { return o.name == a.val })
		if op != ArithOK || k < 0 || !arithNoWarnOps[Op(k)] {
			return bad()
		}
		i.AuxInt = int64(k)
		return nil
	case "formals":
		if a.hasVal || op != MkEnv {
			return bad()
		}
		i.Aux.(*EnvAux).Closure = &vm.Code{}
		return nil
	case "detached":
		if a.hasVal || op != MkEnv {
			return bad()
		}
		i.Aux.(*EnvAux).Detached = true
		return nil
	case "inlined":
		if a.hasVal || op != FrameState {
			return bad()
		}
		frameStateAux(i).Inlined = true
		return nil
	}
	if !a.hasVal {
		return bad()
	}
	switch a.key {
	case "call":
		if op != FrameState {
			return bad()
		}
		site, err := parseSite(a.val)
		if err != nil {
			return sc.errf("%v", err)
		}
		frameStateAux(i).Site = site
		return nil
	case "site":
		site, err := parseSite(a.val)
		if err != nil {
			return sc.errf("%v", err)
		}
		if op == SwitchSel {
			switchAux(i).Site = site
			return nil
		}
		aux, ok := i.Aux.(*CallAux)
		if !ok {
			return bad()
		}
		aux.Site = site
	case "fn", "name":
		if op != SetterCall && op != ForInit {
			return bad()
		}
		var s *rt.Symbol
		if a.val != "_" {
			s = rt.Intern(a.val)
		}
		aux := i.Aux.(*CallAux)
		if a.key == "fn" {
			aux.Fn = s
		} else {
			aux.Name = s
		}
	case "var":
		if op != Force || a.val == "_" {
			return bad()
		}
		i.Aux = rt.Intern(a.val)
	case "type":
		if op != IsType && op != CastType {
			return bad()
		}
		t, ok := ParseType(a.val)
		if !ok {
			return sc.errf("bad type %q", a.val)
		}
		i.Aux = t
	case "reason":
		if op != Assume && op != Deopt {
			return bad()
		}
		k := slices.Index(deoptKindNames, a.val)
		if k < 0 {
			return sc.errf("unknown deopt reason %q", a.val)
		}
		r := deoptReason(i)
		r.Kind = DeoptKind(k)
		i.Aux = r
	case "pc":
		n, err := num()
		if err != nil {
			return err
		}
		switch op {
		case EqInt:
			i.AuxInt = int64(n)
		case FrameState:
			frameStateAux(i).PC = n
		case Assume, Deopt:
			r := deoptReason(i)
			r.PC = n
			i.Aux = r
		case SwitchSel:
			switchAux(i).PC = n
		default:
			return bad()
		}
	case "stack", "temps":
		if op != FrameState {
			return bad()
		}
		n, err := num()
		if err != nil {
			return err
		}
		if a.key == "stack" {
			frameStateAux(i).Stack = n
		} else {
			frameStateAux(i).Temps = n
		}
	case "code":
		if op != FrameState {
			return bad()
		}
		frameStateAux(i).Code = &vm.Code{Name: a.val}
	case "targets":
		if op != SwitchSel {
			return bad()
		}
		aux := switchAux(i)
		aux.Targets = []int{}
		if a.val != "" {
			for _, t := range strings.Split(a.val, ",") {
				n, err := strconv.Atoi(t)
				if err != nil {
					return sc.errf("bad switch target %q", t)
				}
				aux.Targets = append(aux.Targets, n)
			}
		}
	default:
		return bad()
	}
	return nil
}

// parseSite makes a call site from its deparsed call. The call must
// print as text that reads back as the same call, so that printing what
// was parsed is stable.
func parseSite(text string) (*vm.CallSite, error) {
	call, err := readSite(text)
	if err != nil {
		return nil, err
	}
	printed := deparseSite(call)
	if printed != text {
		again, err := readSite(printed)
		if err != nil || deparseSite(again) != printed {
			return nil, fmt.Errorf("site %q does not print back as itself", text)
		}
	}
	return &vm.CallSite{Call: call}, nil
}

// readSite parses a call site's call.
func readSite(text string) (*rt.Lang, error) {
	exprs, err := syntax.ParseAll("<site>", []byte(text), syntax.Options{})
	if err != nil {
		return nil, fmt.Errorf("site %q: %v", text, err)
	}
	if len(exprs) != 1 {
		return nil, fmt.Errorf("site %q: want one call", text)
	}
	call, ok := exprs[0].(*rt.Lang)
	if !ok {
		return nil, fmt.Errorf("site %q is not a call", text)
	}
	foldComplex(call)
	return call, nil
}

// foldComplex turns the sums a+bi and differences a-bi that complex
// constants deparse to back into constants, in place. Without it a site
// holding 2i would print as f(0+2i), read back as a sum, and print as
// f(0 + (0+2i)): the text would change each time round.
func foldComplex(l *rt.Lang) {
	if fn, ok := l.Fn.(*rt.Lang); ok {
		foldComplex(fn)
	}
	for k := range l.Args {
		sub, ok := l.Args[k].Val.(*rt.Lang)
		if !ok {
			continue
		}
		foldComplex(sub)
		if z, ok := complexSum(sub); ok {
			l.Args[k].Val = rt.ComplexScalar(z)
		}
	}
}

// complexSum recognises a+bi and a-bi (a a double literal, perhaps
// negated; bi an imaginary literal).
func complexSum(l *rt.Lang) (complex128, bool) {
	fn := l.FnSym()
	if fn == nil || fn.Name != "+" && fn.Name != "-" || len(l.Args) != 2 || l.Args[0].Tag != nil || l.Args[1].Tag != nil {
		return 0, false
	}
	re, ok := realLiteral(l.Args[0].Val)
	if !ok {
		return 0, false
	}
	im, ok := l.Args[1].Val.(*rt.Complex)
	if !ok || len(im.V) != 1 || im.Attrs() != nil || real(im.V[0]) != 0 {
		return 0, false
	}
	if fn.Name == "-" {
		return complex(re, -imag(im.V[0])), true
	}
	return complex(re, imag(im.V[0])), true
}

// realLiteral reads a double literal, perhaps negated.
func realLiteral(v rt.Value) (float64, bool) {
	neg := false
	if l, ok := v.(*rt.Lang); ok {
		if fn := l.FnSym(); fn == nil || fn.Name != "-" || len(l.Args) != 1 || l.Args[0].Tag != nil {
			return 0, false
		}
		v, neg = l.Args[0].Val, true
	}
	d, ok := v.(*rt.Double)
	if !ok || len(d.V) != 1 || d.Attrs() != nil {
		return 0, false
	}
	if neg {
		return -d.V[0], true
	}
	return d.V[0], true
}

func frameStateAux(i *Instr) *FrameStateAux {
	a, ok := i.Aux.(*FrameStateAux)
	if !ok {
		a = &FrameStateAux{}
		i.Aux = a
	}
	return a
}

func switchAux(i *Instr) *SwitchAux {
	a, ok := i.Aux.(*SwitchAux)
	if !ok {
		a = &SwitchAux{}
		i.Aux = a
	}
	return a
}

func deoptReason(i *Instr) DeoptReason {
	r, _ := i.Aux.(DeoptReason)
	return r
}
