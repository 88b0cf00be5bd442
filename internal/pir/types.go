package pir

import (
	"strings"

	"gorir/internal/rt"
)

// Type is a PIR type: a set of R value kinds (Kinds) and flags. The
// lattice order is set inclusion on Kinds and on the "maybe" flags, and
// reverse inclusion on the "definitely" flag Scalar: Join widens, Meet
// narrows. The zero Type is bottom (no value: the type of instructions
// such as StVar that produce none).
//
// Besides R values, a register can hold an environment (KEnv, which is
// also an R kind), a native test (KTest: the Go bool that Branch and
// Assume consume), a native integer (KNativeInt: loop counters and switch
// alternatives), a framestate (KFrameState) or a checkpoint
// (KCheckpoint). Those never mix with R value kinds.
type Type struct {
	Kinds Kinds
	Flags Flags
}

// Kinds is a bit set of value kinds.
type Kinds uint32

// The value kinds. The R kinds follow rt.Type; the native kinds are
// PIR's own.
const (
	KNull Kinds = 1 << iota
	KLogical
	KInteger
	KDouble
	KComplex
	KString
	KList
	KRaw
	KClosure
	KBuiltin
	KEnv
	KSymbol
	KLang
	KPairList
	KDots
	KOther // expression vectors, S4 objects, loop states, anything else
	// The native kinds.
	KTest
	KNativeInt
	KFrameState
	KCheckpoint
)

// Flags qualify a type. MaybeLazy, MaybeMissing, MaybeNA, MaybeAttrs and
// MaybeObject are "maybe" flags (set means the property may hold); Scalar
// is a "definitely" flag (set means every value has length one).
type Flags uint8

const (
	// MaybeLazy: the value may be a promise (forced or not).
	MaybeLazy Flags = 1 << iota
	// MaybeMissing: the value may be the missing-argument marker.
	MaybeMissing
	// Scalar: the value is a vector of length one.
	Scalar
	// MaybeNA: the value may contain NA (or NaN).
	MaybeNA
	// MaybeAttrs: the value may carry attributes.
	MaybeAttrs
	// MaybeObject: the value may have a class attribute (S3 dispatch).
	MaybeObject
)

// maybeFlags are the flags joined by union.
const maybeFlags = MaybeLazy | MaybeMissing | MaybeNA | MaybeAttrs | MaybeObject

// Kind groups.
const (
	KVectors    = KLogical | KInteger | KDouble | KComplex | KString | KList | KRaw
	KNumbers    = KLogical | KInteger | KDouble
	KFunctions  = KClosure | KBuiltin
	KAnyR       = KNull | KVectors | KFunctions | KEnv | KSymbol | KLang | KPairList | KDots | KOther
	nativeKinds = KTest | KNativeInt | KFrameState | KCheckpoint
)

// Common types.
var (
	// Void is bottom: no value.
	Void = Type{}
	// Any is any R value, possibly a promise or the missing marker.
	Any = Type{Kinds: KAnyR, Flags: maybeFlags}
	// AnyValue is any R value that is neither a promise nor missing:
	// what Force returns.
	AnyValue = Type{Kinds: KAnyR, Flags: MaybeNA | MaybeAttrs | MaybeObject}
	// Env is an environment.
	Env = Type{Kinds: KEnv}
	// Test is a native boolean.
	Test = Type{Kinds: KTest}
	// NativeInt is a native integer.
	NativeInt = Type{Kinds: KNativeInt}
	// FrameStateT and CheckpointT are the types of FrameState and
	// Checkpoint instructions.
	FrameStateT = Type{Kinds: KFrameState}
	CheckpointT = Type{Kinds: KCheckpoint}
	// ClosureT is a closure value.
	ClosureT = Type{Kinds: KClosure}
	// FunctionT is a closure or a builtin.
	FunctionT = Type{Kinds: KFunctions}
	// PromiseT is a freshly made promise (MkArg).
	PromiseT = Type{Kinds: KAnyR, Flags: maybeFlags &^ MaybeMissing}
	// LogicalScalar, IntScalar and DoubleScalar are plain (attribute-free,
	// non-object) scalars that may be NA.
	LogicalScalar = Type{Kinds: KLogical, Flags: Scalar | MaybeNA}
	IntScalar     = Type{Kinds: KInteger, Flags: Scalar | MaybeNA}
	DoubleScalar  = Type{Kinds: KDouble, Flags: Scalar | MaybeNA}
)

// Join is the least upper bound of t and u.
func (t Type) Join(u Type) Type {
	if t.IsVoid() {
		return u
	}
	if u.IsVoid() {
		return t
	}
	return Type{Kinds: t.Kinds | u.Kinds, Flags: (t.Flags|u.Flags)&maybeFlags | t.Flags&u.Flags&Scalar}
}

// Meet is the greatest lower bound of t and u.
func (t Type) Meet(u Type) Type {
	k := t.Kinds & u.Kinds
	if k == 0 {
		return Void
	}
	return Type{Kinds: k, Flags: (t.Flags&u.Flags)&maybeFlags | (t.Flags|u.Flags)&Scalar}
}

// Sub reports whether t ⊑ u: every value of t is a value of u.
func (t Type) Sub(u Type) bool {
	if t.IsVoid() {
		return true
	}
	if t.Kinds&^u.Kinds != 0 {
		return false
	}
	if t.Flags&maybeFlags&^u.Flags != 0 {
		return false
	}
	if u.Flags&Scalar != 0 && t.Flags&Scalar == 0 {
		return false
	}
	return true
}

// IsVoid reports whether t is bottom.
func (t Type) IsVoid() bool { return t.Kinds == 0 }

// IsNative reports whether t is one of the native kinds.
func (t Type) IsNative() bool { return t.Kinds != 0 && t.Kinds&^nativeKinds == 0 }

// MaybeLazy reports whether a value of t may be a promise.
func (t Type) MaybeLazy() bool { return t.Flags&MaybeLazy != 0 }

// MaybeMissing reports whether a value of t may be the missing marker.
func (t Type) MaybeMissing() bool { return t.Flags&MaybeMissing != 0 }

// MaybeObject reports whether a value of t may have a class.
func (t Type) MaybeObject() bool { return t.Flags&MaybeObject != 0 }

// IsScalar reports whether every value of t has length one.
func (t Type) IsScalar() bool { return t.Flags&Scalar != 0 }

// Forced is t after Force: no longer lazy or missing.
func (t Type) Forced() Type {
	if t.Kinds&^nativeKinds == 0 {
		return t
	}
	return Type{Kinds: t.Kinds, Flags: t.Flags &^ (MaybeLazy | MaybeMissing)}
}

// IsPlainScalar reports whether t holds only attribute-free, non-object,
// non-lazy scalars of the single kind k (one of KLogical, KInteger,
// KDouble): the values the optimised tier can keep unboxed.
func (t Type) IsPlainScalar(k Kinds) bool {
	return t.Kinds == k && t.Flags&Scalar != 0 && t.Flags&(MaybeLazy|MaybeMissing|MaybeAttrs|MaybeObject) == 0
}

// NumberKinds are the kinds of R's plain numbers.
const NumberKinds = KLogical | KInteger | KDouble

// IsPlainNumber reports whether t is a plain scalar of one or several of
// the number kinds (logical, integer, double): a value arithmetic cannot
// dispatch on, whatever its kind turns out to be.
func (t Type) IsPlainNumber() bool {
	return t.Kinds != 0 && t.Kinds&^NumberKinds == 0 && t.Flags&Scalar != 0 &&
		t.Flags&(MaybeLazy|MaybeMissing|MaybeAttrs|MaybeObject) == 0
}

// TypeOf is the most precise type of the constant v.
func TypeOf(v rt.Value) Type {
	var t Type
	switch x := v.(type) {
	case *rt.Null:
		return Type{Kinds: KNull}
	case *rt.Promise:
		return PromiseT
	case *rt.Symbol:
		if x == rt.MissingArg {
			return Type{Kinds: KSymbol, Flags: MaybeMissing}
		}
		return Type{Kinds: KSymbol}
	case *rt.Env:
		return Env
	case *rt.Closure:
		t.Kinds = KClosure
	case *rt.Builtin:
		t.Kinds = KBuiltin
	case *rt.Lang:
		t.Kinds = KLang
	case *rt.PairList:
		t.Kinds = KPairList
	case *rt.Dots:
		t.Kinds = KDots
	case rt.Vector:
		t.Kinds = kindOfType(v.Type())
		if x.Len() == 1 {
			t.Flags |= Scalar
		}
		if anyNA(v) {
			t.Flags |= MaybeNA
		}
		if a := x.Attrs(); a != nil {
			t.Flags |= MaybeAttrs
			if rt.Class(v) != nil {
				t.Flags |= MaybeObject
			}
		}
		return t
	default:
		t.Kinds = KOther
	}
	return t
}

// KindOf maps an R type to its PIR kind.
func KindOf(rtype rt.Type) Kinds { return kindOfType(rtype) }

func kindOfType(rtype rt.Type) Kinds {
	switch rtype {
	case rt.NilType:
		return KNull
	case rt.LogicalType:
		return KLogical
	case rt.IntegerType:
		return KInteger
	case rt.DoubleType:
		return KDouble
	case rt.ComplexType:
		return KComplex
	case rt.CharacterType:
		return KString
	case rt.ListType:
		return KList
	case rt.RawType:
		return KRaw
	case rt.ClosureType:
		return KClosure
	case rt.BuiltinType, rt.SpecialType:
		return KBuiltin
	case rt.EnvType:
		return KEnv
	case rt.SymbolType:
		return KSymbol
	case rt.LangType:
		return KLang
	case rt.PairListType:
		return KPairList
	case rt.DotsType:
		return KDots
	}
	return KOther
}

// kindNames gives each kind its printed name, in bit order.
var kindNames = []string{
	"nil", "lgl", "int", "real", "cplx", "str", "vec", "raw", "cls", "blt",
	"env", "sym", "code", "pairlist", "dots", "other",
	"test", "nint", "fs", "cp",
}

// flagMarks gives each flag its printed suffix, in bit order.
var flagMarks = []string{"^", "?", "$", "~", "@", "#"}

// String renders t compactly: the kinds joined by "|" (or "any" for all
// R kinds), then flag marks: ^ maybe lazy, ? maybe missing, $ scalar,
// ~ maybe NA, @ maybe attributes, # maybe object. Void prints as "void".
func (t Type) String() string {
	if t.IsVoid() {
		return "void"
	}
	var b strings.Builder
	if t.Kinds&KAnyR == KAnyR {
		b.WriteString("any")
		if rest := t.Kinds &^ KAnyR; rest != 0 {
			b.WriteString("|" + Type{Kinds: rest}.String())
		}
	} else {
		first := true
		for i, name := range kindNames {
			if t.Kinds&(1<<i) != 0 {
				if !first {
					b.WriteByte('|')
				}
				b.WriteString(name)
				first = false
			}
		}
	}
	for i, m := range flagMarks {
		if t.Flags&(1<<i) != 0 {
			b.WriteString(m)
		}
	}
	return b.String()
}

// ParseType reads the form String writes.
func ParseType(s string) (Type, bool) {
	if s == "void" {
		return Void, true
	}
	var t Type
	end := len(s)
	for end > 0 {
		c := s[end-1 : end]
		found := false
		for i, m := range flagMarks {
			if m == c {
				t.Flags |= 1 << i
				found = true
			}
		}
		if !found {
			break
		}
		end--
	}
	for _, name := range strings.Split(s[:end], "|") {
		if name == "any" {
			t.Kinds |= KAnyR
			continue
		}
		found := false
		for i, kn := range kindNames {
			if kn == name {
				t.Kinds |= 1 << i
				found = true
			}
		}
		if !found {
			return Void, false
		}
	}
	return t, t.Kinds != 0
}

// anyNA reports whether the numeric constant v may hold NA or NaN (any
// other vector is assumed to).
func anyNA(v rt.Value) bool {
	switch x := v.(type) {
	case *rt.Double:
		for _, f := range x.V {
			if f != f {
				return true
			}
		}
		return false
	case *rt.Integer:
		for _, i := range x.V {
			if i == rt.NAInt {
				return true
			}
		}
		return false
	case *rt.Logical:
		for _, i := range x.V {
			if i == rt.NALgl {
				return true
			}
		}
		return false
	}
	return true
}
