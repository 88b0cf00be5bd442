package pir

import "gorir/internal/rt"

// The effects of builtins, as data. A CallBuiltin of a builtin listed
// here whose arguments are all plain values — vectors or NULL, no
// promise, no class attribute (so no S3 or S4 dispatch can happen), no
// environment, function or language object — has the listed effects
// instead of AnyEffect: such a call reads and writes no environment,
// runs no R code and leaks nothing that could reach an environment. It
// may still fail or warn (bad arguments, NA coercions, integer
// overflow), and, as every builtin call, it sets R's visibility flag.
//
// A builtin not listed keeps AnyEffect. In particular, nothing that uses
// the calling environment in its Go implementation (vm.Call.Env or
// vm.Call.Frame: eval, assign, get, exists, environment, parent.frame,
// sys.call, sys.function, missing, on.exit, rm, local, match.arg, …),
// nothing that calls R code or other functions (lapply, do.call, range,
// print, format, …), nothing with side effects on the session (cat,
// options, set.seed, the RNG, connections) and no special may be listed;
// builtins_test.go checks the table against the base library's
// definitions (none of them is a special, a Frame or an Internal
// builtin, and none refers to the caller's environment).
//
// The table was audited against internal/base: every entry's
// implementation only reaches the calling environment through
// dispatchInternal / dispatchGroup / asStrings, which look up S3 methods
// for an object argument and do nothing for plain values; warnings they
// give name the call or the innermost closure's call (vm.Interp.
// ContextCall), which reads the frame stack but no environment.

// PureBuiltin is the effect class of the table's builtins: they may
// signal an error or a warning and set the visibility flag, nothing
// else.
const PureBuiltin = Error | Warn | Visibility

// builtinEffects maps builtin names to their effects on plain values.
var builtinEffects = map[string]Effects{}

// pureBuiltins lists the builtins of class PureBuiltin.
var pureBuiltins = []string{
	// the Math group
	"abs", "sqrt", "exp", "expm1", "log", "log2", "log10", "log1p",
	"sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
	"asinh", "acosh", "atanh", "sinpi", "cospi", "tanpi",
	"floor", "ceiling", "sign", "trunc", "round", "signif",
	"gamma", "lgamma", "digamma", "trigamma",
	"cumsum", "cumprod", "cummax", "cummin",
	// the Summary group
	"max", "min", "sum", "prod", "any", "all",
	// vectors
	"length", "c", "list", "unlist", "vector", "numeric", "integer", "logical",
	"character", "double", "complex", "rep", "rep_len", "rep.int",
	"seq_len", "which", "order", "anyNA",
	// coercion
	"as.integer", "as.numeric", "as.double", "as.character", "as.logical",
	// strings
	"nchar", "substr", "substring", "paste", "paste0", "toupper", "tolower",
	"sprintf",
	// predicates
	"is.na", "is.nan", "is.finite", "is.infinite",
	// bits (a double outside the integer range warns)
	"bitwAnd", "bitwOr", "bitwXor", "bitwNot", "bitwShiftL", "bitwShiftR",
}

// SilentBuiltin is the effect class of the builtins that never warn on
// plain values: they may only fail and set the visibility flag. As no
// calling handler can run, a call of one is not code that may reach an
// environment.
const SilentBuiltin = Error | Visibility

// silentBuiltins lists the builtins of class SilentBuiltin.
var silentBuiltins = []string{
	"length", "names", "dim", "seq_along", "identical", "inherits",
	"is.null", "is.numeric", "is.character", "is.logical", "is.integer",
	"is.double", "is.function", "is.list", "is.vector", "is.atomic",
	"is.environment",
}

func init() {
	for _, name := range pureBuiltins {
		builtinEffects[name] = PureBuiltin
	}
	for _, name := range silentBuiltins {
		builtinEffects[name] = SilentBuiltin
	}
}

// BuiltinEffects returns the effects of a call of the builtin named
// name on plain values (see above), and whether the table lists it.
func BuiltinEffects(name string) (Effects, bool) {
	e, ok := builtinEffects[name]
	return e, ok
}

// PureBuiltinNames lists the builtins of classes PureBuiltin and
// SilentBuiltin (for tests and documentation).
func PureBuiltinNames() []string {
	return append(append([]string(nil), pureBuiltins...), silentBuiltins...)
}

// plainArgKinds are the kinds a builtin's argument may have for the
// table's effects to apply: values that hold no environment, function or
// code.
const plainArgKinds = KNull | KVectors

// plainBuiltinArg reports whether an argument of type t is a plain value
// for the table: not lazy, not missing, not an object, and of plain
// kinds.
func plainBuiltinArg(t Type) bool {
	return t.Flags&(MaybeLazy|MaybeMissing|MaybeObject) == 0 && t.Kinds != 0 && t.Kinds&^plainArgKinds == 0
}

// builtinResults are the result types of builtins of the table called
// on plain values (see callBuiltinEffects), where the result's type
// does not depend on the arguments': the vector constructors, the
// sequences and the coercions, which drop every attribute (c is typed
// from its arguments: see builtinResultType).
var builtinResults = map[string]Type{
	"numeric":      {Kinds: KDouble},
	"double":       {Kinds: KDouble},
	"integer":      {Kinds: KInteger},
	"logical":      {Kinds: KLogical},
	"character":    {Kinds: KString},
	"seq_len":      {Kinds: KInteger},
	"seq_along":    {Kinds: KInteger},
	"as.integer":   {Kinds: KInteger, Flags: MaybeNA},
	"as.numeric":   {Kinds: KDouble, Flags: MaybeNA},
	"as.double":    {Kinds: KDouble, Flags: MaybeNA},
	"as.character": {Kinds: KString, Flags: MaybeNA},
	"as.logical":   {Kinds: KLogical, Flags: MaybeNA},
	"bitwAnd":      {Kinds: KInteger, Flags: MaybeNA},
	"bitwOr":       {Kinds: KInteger, Flags: MaybeNA},
	"bitwXor":      {Kinds: KInteger, Flags: MaybeNA},
	"bitwNot":      {Kinds: KInteger, Flags: MaybeNA},
	"bitwShiftL":   {Kinds: KInteger, Flags: MaybeNA},
	"bitwShiftR":   {Kinds: KInteger, Flags: MaybeNA},
	// A length beyond the integer range is a double.
	"length": {Kinds: KInteger | KDouble, Flags: Scalar},
}

// anyArgResults are the builtins of builtinResults whose result has its
// type whatever the arguments (none of them dispatches on them).
var anyArgResults = map[string]bool{
	"numeric": true, "double": true, "integer": true, "logical": true, "character": true,
	"seq_len": true,
}

// builtinResultType is the type of a CallBuiltin of a table builtin on
// plain values (or of an anyArgResults builtin), when the table knows it
// (ok false: the op's generic result type applies). c() of untagged arguments without attributes is
// a vector of the kinds of its arguments (its actual kind is the highest
// of them, which the union includes), or NULL when all are NULL.
func builtinResultType(i *Instr) (Type, bool) {
	aux, _ := i.Aux.(*CallAux)
	if aux == nil {
		return Type{}, false
	}
	if b, _ := aux.Target.(*rt.Builtin); b != nil && anyArgResults[b.Name] {
		return builtinResults[b.Name], true
	}
	if _, ok := callBuiltinEffects(i); !ok {
		return Type{}, false
	}
	b := aux.Target.(*rt.Builtin)
	if t, ok := builtinResults[b.Name]; ok {
		return t, true
	}
	if b.Name != "c" {
		return Type{}, false
	}
	for _, tag := range i.Aux.(*CallAux).Tags {
		if tag != nil {
			return Type{}, false
		}
	}
	var t Type
	allNull := true
	for _, a := range i.ValueArgs() {
		at := a.Type
		if at.Flags&MaybeAttrs != 0 || at.Kinds&^(KNull|NumberKinds|KString) != 0 {
			return Type{}, false
		}
		if at.Kinds != KNull {
			allNull = false
		}
		t.Kinds |= at.Kinds &^ KNull
		t.Flags |= at.Flags & MaybeNA
	}
	if allNull {
		return Type{Kinds: KNull}, true
	}
	return t, true
}
