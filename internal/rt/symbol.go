package rt

import (
	"sync"
	"sync/atomic"
)

// Symbol is an interned R name. Two symbols with the same name are the same
// pointer. Symbols are immutable.
type Symbol struct {
	// Name is the symbol's print name.
	Name string
	// ID is a dense number, unique per symbol, for tables indexed by name.
	ID int32
	// nonBase is set once the symbol is bound in any environment other
	// than base (see NonBase).
	nonBase atomic.Bool
}

// NonBase reports whether s has ever been bound in an environment other
// than base. While it is false the name certainly still means its base
// function, which lets the evaluator inline `+`, `if`, `[`… behind a
// one-load guard.
func (s *Symbol) NonBase() bool { return s.nonBase.Load() }

// nonBaseEpoch counts the symbols that have become NonBase.
var nonBaseEpoch atomic.Uint32

// NonBaseEpoch changes whenever some symbol becomes NonBase: a check
// that a set of names all still mean their base functions holds for as
// long as the epoch it was made in is current.
// It is never 0, so that a zero cache entry is never current.
func NonBaseEpoch() uint32 { return nonBaseEpoch.Load() + 1 }

// Type implements Value.
func (*Symbol) Type() Type { return SymbolType }

func (s *Symbol) String() string { return s.Name }

var symtab struct {
	sync.RWMutex
	m   map[string]*Symbol
	all []*Symbol
}

// Intern returns the symbol named name, creating it on first use.
func Intern(name string) *Symbol {
	symtab.RLock()
	s := symtab.m[name]
	symtab.RUnlock()
	if s != nil {
		return s
	}
	symtab.Lock()
	defer symtab.Unlock()
	if s = symtab.m[name]; s != nil {
		return s
	}
	if symtab.m == nil {
		symtab.m = make(map[string]*Symbol)
	}
	s = &Symbol{Name: name, ID: int32(len(symtab.all))}
	symtab.m[name] = s
	symtab.all = append(symtab.all, s)
	return s
}

// NumSymbols is the number of symbols interned so far (one more than the
// largest ID).
func NumSymbols() int {
	symtab.RLock()
	defer symtab.RUnlock()
	return len(symtab.all)
}

// MissingArg is the empty symbol: R's marker for an empty argument, as in
// `x[, 1]`, and for a formal argument without a default.
var MissingArg = Intern("")

// Symbols the parser and evaluator refer to.
var (
	DotsSym     = Intern("...")
	FunctionSym = Intern("function")
	BraceSym    = Intern("{")
	ParenSym    = Intern("(")
	IfSym       = Intern("if")
	ForSym      = Intern("for")
	WhileSym    = Intern("while")
	RepeatSym   = Intern("repeat")
	BreakSym    = Intern("break")
	NextSym     = Intern("next")
	AssignSym   = Intern("<-")
	Assign2Sym  = Intern("<<-")
	EqAssignSym = Intern("=")
	TildeSym    = Intern("~")
	BracketSym  = Intern("[")
	Bracket2Sym = Intern("[[")
	DollarSym   = Intern("$")
	AtSym       = Intern("@")
	ColonSym    = Intern(":")
	NSGetSym    = Intern("::")
	NSGetIntSym = Intern(":::")
	QuestionSym = Intern("?")
	MinusSym    = Intern("-")
	PlusSym     = Intern("+")
	NotSym      = Intern("!")
)

// IsDotDot reports whether s is one of ..1, ..2, … and returns the index.
func (s *Symbol) IsDotDot() (int, bool) {
	n := s.Name
	if len(n) < 3 || n[0] != '.' || n[1] != '.' {
		return 0, false
	}
	k := 0
	for _, c := range n[2:] {
		if c < '0' || c > '9' {
			return 0, false
		}
		k = k*10 + int(c-'0')
		if k > 1<<30 {
			return 0, false
		}
	}
	return k, k > 0
}
