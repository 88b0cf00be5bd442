package syntax

import "gorir/internal/rt"

// tokKind is the kind of a lexical token. The kinds follow GNU R's
// grammar tokens closely, because syntax error messages name them.
type tokKind uint8

const (
	tEOF     tokKind = iota // end of input
	tInvalid                // a character sequence that is no token ("unexpected input")
	tNewline
	tSemi
	tComma
	tNum    // numeric constant, including TRUE, FALSE, NA…, Inf, NaN
	tStr    // string constant
	tNull   // NULL
	tSym    // symbol (identifier or backquoted name)
	tIncStr // unterminated string or backquoted name
	tHolder // the pipe placeholder _
	tFunction
	tLambda // the backslash of \(x) x
	tIf
	tElse
	tFor
	tIn
	tWhile
	tRepeat
	tNext
	tBreak
	tLParen
	tRParen
	tLBrace
	tRBrace
	tLBracket
	tLBB // [[
	tRBracket
	tLeftAssign  // <- <<- :=
	tEqAssign    // =
	tRightAssign // -> ->>
	tPlus
	tMinus
	tStar
	tSlash
	tCaret
	tSpecial // %any%
	tPipe    // |>
	tPipeBind
	tColon
	tNSGet
	tNSGetInt
	tDollar
	tAt
	tTilde
	tQuestion
	tNot
	tAnd
	tAnd2
	tOr
	tOr2
	tGT
	tGE
	tLT
	tLE
	tEQ
	tNE
	numTokKinds
)

// tokNames are the token descriptions GNU R uses in "unexpected …"
// messages.
var tokNames = [numTokKinds]string{
	tEOF:         "end of input",
	tInvalid:     "input",
	tNewline:     "end of line",
	tSemi:        "';'",
	tComma:       "','",
	tNum:         "numeric constant",
	tStr:         "string constant",
	tNull:        "'NULL'",
	tSym:         "symbol",
	tIncStr:      "INCOMPLETE_STRING",
	tHolder:      "input",
	tFunction:    "'function'",
	tLambda:      `'\\'`,
	tIf:          "'if'",
	tElse:        "'else'",
	tFor:         "'for'",
	tIn:          "'in'",
	tWhile:       "'while'",
	tRepeat:      "'repeat'",
	tNext:        "'next'",
	tBreak:       "'break'",
	tLParen:      "'('",
	tRParen:      "')'",
	tLBrace:      "'{'",
	tRBrace:      "'}'",
	tLBracket:    "'['",
	tLBB:         "'[['",
	tRBracket:    "']'",
	tLeftAssign:  "assignment",
	tEqAssign:    "'='",
	tRightAssign: "'->'",
	tPlus:        "'+'",
	tMinus:       "'-'",
	tStar:        "'*'",
	tSlash:       "'/'",
	tCaret:       "'^'",
	tSpecial:     "SPECIAL",
	tPipe:        "'|>'",
	tPipeBind:    "'=>'",
	tColon:       "':'",
	tNSGet:       "'::'",
	tNSGetInt:    "':::'",
	tDollar:      "'$'",
	tAt:          "'@'",
	tTilde:       "'~'",
	tQuestion:    "'?'",
	tNot:         "'!'",
	tAnd:         "'&'",
	tAnd2:        "'&&'",
	tOr:          "'|'",
	tOr2:         "'||'",
	tGT:          "'>'",
	tGE:          "'>='",
	tLT:          "'<'",
	tLE:          "'<='",
	tEQ:          "'=='",
	tNE:          "'!='",
}

func (k tokKind) String() string {
	if k < numTokKinds {
		return tokNames[k]
	}
	return "?"
}

// token is one lexical token. Positions are byte offsets into the source;
// line and column numbers are derived from them only when needed (errors,
// srcrefs), which keeps scanning cheap.
type token struct {
	kind tokKind
	// off and end delimit the token's text.
	off, end int32
	// line is the 1-based line of the token's first byte and lineStart
	// the offset at which that line starts.
	line, lineStart int32
	// val is the token's value: the constant for tNum, tStr and tNull, the
	// symbol for tSym and operators (the operator's function symbol).
	val rt.Value
	// col0 marks a position R reports at column 0: a newline (located at
	// the start of the next line) and the end of input.
	col0 bool
}

// Binary operator precedences, lowest first, as in ?Syntax. Prefix forms
// (unary minus, !, ~, ?) have their own levels.
const (
	precNone     = iota
	precQuestion // ?
	precEq       // =
	precLeft     // <- <<- :=
	precRight    // -> ->>
	precTilde    // ~
	precOr       // | ||
	precAnd      // & &&
	precNot      // unary !
	precCompare  // == != < > <= >=
	precSum      // + -
	precProd     // * /
	precSpecial  // %any% |>
	precPipeBind // =>
	precColon    // :
	precUnary    // unary + -
	precPow      // ^
)

// binPrec is the binary precedence of each token kind (0 when the kind is
// not a binary operator).
var binPrec = [numTokKinds]uint8{
	tQuestion:    precQuestion,
	tEqAssign:    precEq,
	tLeftAssign:  precLeft,
	tRightAssign: precRight,
	tTilde:       precTilde,
	tOr:          precOr,
	tOr2:         precOr,
	tAnd:         precAnd,
	tAnd2:        precAnd,
	tEQ:          precCompare,
	tNE:          precCompare,
	tLT:          precCompare,
	tGT:          precCompare,
	tLE:          precCompare,
	tGE:          precCompare,
	tPlus:        precSum,
	tMinus:       precSum,
	tStar:        precProd,
	tSlash:       precProd,
	tSpecial:     precSpecial,
	tPipe:        precSpecial,
	tPipeBind:    precPipeBind,
	tColon:       precColon,
	tCaret:       precPow,
}

// eatsLines marks the tokens after which GNU R's lexer discards newlines:
// the expression is clearly incomplete.
var eatsLines = [numTokKinds]bool{
	tPlus: true, tMinus: true, tStar: true, tSlash: true, tCaret: true,
	tLT: true, tLE: true, tGE: true, tGT: true, tEQ: true, tNE: true,
	tOr: true, tAnd: true, tOr2: true, tAnd2: true, tPipe: true,
	tPipeBind: true, tSpecial: true, tFunction: true, tWhile: true,
	tRepeat: true, tFor: true, tIn: true, tQuestion: true, tNot: true,
	tEqAssign: true, tColon: true, tTilde: true, tDollar: true, tAt: true,
	tLeftAssign: true, tRightAssign: true,
}
