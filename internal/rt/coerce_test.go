package rt

import (
	"math"
	"testing"
)

// The expectations below were obtained by running GNU R 4.2.2.

func TestStringToDouble(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		s    string
		want float64
		warn CoercionWarning
	}{
		{" 1 ", 1, 0}, {"0x1A", 26, 0}, {"1e5", 1e5, 0}, {"Inf", math.Inf(1), 0},
		{"-inf", math.Inf(-1), 0}, {"INF", math.Inf(1), 0}, {"NaN", nan, 0}, {"nan", nan, 0},
		{"-NaN", nan, 0}, {"NAN", nan, 0}, {"+5", 5, 0}, {"1.", 1, 0}, {".5", 0.5, 0}, {"1e", 1, 0},
		{"1e+", 1, 0}, {"1E5", 1e5, 0}, {"0X1a", 26, 0}, {"0x1p3", 8, 0}, {"0x1.8p1", 3, 0},
		{"0x.8", 8, 0}, {"0x1P-2", 0.25, 0}, {"0x1p", 1, 0}, {"1e-400", 0, 0},
		{"1e400", math.Inf(1), 0}, {"1e99999", math.Inf(1), 0}, {"0e99999", 0, 0},
		{"Infinity", math.Inf(1), 0}, {"-Infinity", math.Inf(-1), 0}, {"\t3\n", 3, 0},
		{"+.5e-2", 0.005, 0}, {"0.1", 0.1, 0}, {"0x ", 0, 0},
		{"", NAReal, 0}, {" ", NAReal, 0}, {NAString, NAReal, 0},
		{"NA", NAReal, WarnNA}, {"NA ", NAReal, WarnNA}, {"0x", NAReal, WarnNA}, {"1 2", NAReal, WarnNA},
		{"TRUE", NAReal, WarnNA}, {"1d5", NAReal, WarnNA}, {"1_000", NAReal, WarnNA},
		{"1L", NAReal, WarnNA}, {"1i", NAReal, WarnNA}, {"e5", NAReal, WarnNA}, {"--1", NAReal, WarnNA},
		{"0xg", NAReal, WarnNA}, {"1.5.5", NAReal, WarnNA}, {".", NAReal, WarnNA}, {"-.", NAReal, WarnNA},
	}
	for _, c := range cases {
		got, w := StringToDouble(c.s)
		same := got == c.want || (got != got && c.want != c.want && IsNA(got) == IsNA(c.want))
		if !same || w != c.warn {
			t.Errorf("StringToDouble(%q) = %v, %v; want %v, %v", c.s, got, w, c.want, c.warn)
		}
	}
	if x, _ := StringToDouble("-0"); !math.Signbit(x) {
		t.Errorf(`StringToDouble("-0") lost the sign`)
	}
}

func TestIntegerRules(t *testing.T) {
	cases := []struct {
		x    float64
		want int32
		warn CoercionWarning
	}{
		{1.9, 1, 0}, {-1.9, -1, 0}, {2147483647.5, 2147483647, 0}, {2147483648, NAInt, WarnIntRange},
		{-2147483648, NAInt, WarnIntRange}, {-2147483647.9, -2147483647, 0}, {math.NaN(), NAInt, 0},
		{math.Inf(1), NAInt, WarnIntRange}, {NAReal, NAInt, 0}, {-0.99, 0, 0},
	}
	for _, c := range cases {
		if got, w := DoubleToInteger(c.x); got != c.want || w != c.warn {
			t.Errorf("DoubleToInteger(%v) = %v, %v", c.x, got, w)
		}
	}
	for s, want := range map[string]int32{"1.9": 1, " 7 ": 7, "0x10": 16, "2147483647": 2147483647, "NaN": NAInt} {
		if got, w := StringToInteger(s); got != want || w != 0 {
			t.Errorf("StringToInteger(%q) = %v, %v", s, got, w)
		}
	}
	if _, w := StringToInteger("1e10"); w != WarnIntRange {
		t.Errorf("StringToInteger(1e10) warning %v", w)
	}
	if _, w := StringToInteger("abc"); w != WarnNA {
		t.Errorf("StringToInteger(abc) warning %v", w)
	}
}

func TestLogicalAndComplexRules(t *testing.T) {
	for s, want := range map[string]int32{"TRUE": True, "true": True, "T": True, "True": True,
		"FALSE": False, "false": False, "F": False, "False": False, "tRUE": NALgl, "yes": NALgl,
		"1": NALgl, " TRUE": NALgl, "NA": NALgl} {
		if got := StringToLogical(s); got != want {
			t.Errorf("StringToLogical(%q) = %v", s, got)
		}
	}
	ok := map[string]complex128{"1+2i": 1 + 2i, "1": 1, " 1+2i ": 1 + 2i, "-1-1i": -1 - 1i,
		"1e2+1e-1i": 100 + 0.1i, "0x10+0x1i": 16 + 1i}
	for s, want := range ok {
		if got, w := StringToComplex(s); got != want || w != 0 {
			t.Errorf("StringToComplex(%q) = %v, %v", s, got, w)
		}
	}
	for _, s := range []string{"1 + 2i", "2i", "i", "a", "1+i", "+1i", "1i+1", "NA"} {
		if got, w := StringToComplex(s); !IsNAComplex(got) || w != WarnNA {
			t.Errorf("StringToComplex(%q) = %v, %v; want NA with a warning", s, got, w)
		}
	}
	if _, w := StringToComplex(""); w != 0 {
		t.Errorf("blank complex warned")
	}
	if x, w := ComplexToDouble(1 + 1i); x != 1 || w != WarnImaginary {
		t.Errorf("ComplexToDouble(1+1i) = %v, %v", x, w)
	}
	if x, w := ComplexToDouble(complex(math.NaN(), 1)); !IsNA(x) || w != 0 {
		t.Errorf("ComplexToDouble(NaN+1i) = %v, %v", x, w)
	}
	if ComplexToLogical(complex(0, math.NaN())) != NALgl || ComplexToLogical(1i) != True {
		t.Errorf("ComplexToLogical")
	}
	if b, w := DoubleToRaw(1e10); b != 0 || w != WarnIntRange|WarnRaw {
		t.Errorf("DoubleToRaw(1e10) = %v, %v", b, w)
	}
	if b, w := DoubleToRaw(255.99); b != 255 || w != 0 {
		t.Errorf("DoubleToRaw(255.99) = %v, %v", b, w)
	}
}

func TestCoercionWarningOrder(t *testing.T) {
	var got []string
	(WarnRaw | WarnNA | WarnIntRange).Emit(func(m string) { got = append(got, m) })
	want := []string{"NAs introduced by coercion", "NAs introduced by coercion to integer range",
		"out-of-range values treated as 0 in coercion to raw"}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("warning %d = %q, want %q", i, got[i], want[i])
		}
	}
}

func TestHigherType(t *testing.T) {
	cases := []struct{ a, b, want Type }{
		{NilType, LogicalType, LogicalType}, {RawType, LogicalType, LogicalType},
		{LogicalType, IntegerType, IntegerType}, {IntegerType, DoubleType, DoubleType},
		{ComplexType, DoubleType, ComplexType}, {CharacterType, ComplexType, CharacterType},
		{CharacterType, ListType, ListType}, {ListType, ExprType, ExprType},
		{SymbolType, IntegerType, ListType}, {ClosureType, ExprType, ExprType}, {NilType, NilType, NilType},
	}
	for _, c := range cases {
		if got := HigherType(c.a, c.b); got != c.want {
			t.Errorf("HigherType(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := HigherType(c.b, c.a); got != c.want {
			t.Errorf("HigherType(%v, %v) = %v, want %v", c.b, c.a, got, c.want)
		}
	}
}

func TestCoerceVectorKeepsAttributes(t *testing.T) {
	x := IntegerOf(1, 2)
	SetAttr(x, NamesSym, CharacterOf("a", "b"))
	SetAttr(x, Intern("foo"), DoubleScalar(1))
	c, err := CoerceVector(x, DoubleType, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d := c.(*Double); d.V[1] != 2 || Names(d) == nil || GetAttr(d, Intern("foo")) == nil {
		t.Errorf("CoerceVector lost data or attributes: %v %v", d.V, d.Attrs())
	}
	a, _ := AsVector(x, DoubleType, nil)
	if a.(*Double).Attrs() != nil {
		t.Errorf("AsVector kept attributes")
	}
	if x.Attrs().Len() != 2 {
		t.Errorf("AsVector modified its argument")
	}
	l, _ := AsVector(x, ListType, nil)
	if ll := l.(*List); len(ll.V) != 2 || Names(ll) == nil || GetAttr(ll, Intern("foo")) != nil {
		t.Errorf("atomic to list should keep only names")
	}
	same, _ := CoerceVector(x, IntegerType, nil)
	if same != Value(x) {
		t.Errorf("CoerceVector to the same type should return its argument")
	}
	if _, err := CoerceVector(Intern("x"), DoubleType, nil); err == nil || err.Error() != "cannot coerce type 'symbol' to vector of type 'double'" {
		t.Errorf("symbol to double: %v", err)
	}
	if _, err := CoerceVector(ListOf(IntegerOf(1, 2)), DoubleType, nil); err == nil || err.Error() != "'list' object cannot be coerced to type 'double'" {
		t.Errorf("list to double: %v", err)
	}
}

func TestModeType(t *testing.T) {
	for m, want := range map[string]Type{"numeric": DoubleType, "double": DoubleType, "name": SymbolType,
		"any": AnyType, "list": ListType, "character": CharacterType} {
		if got, ok := ModeType(m); !ok || got != want {
			t.Errorf("ModeType(%q) = %v, %v", m, got, ok)
		}
	}
	if _, ok := ModeType("foo"); ok {
		t.Errorf("ModeType(foo) accepted")
	}
}

func TestScalarExtraction(t *testing.T) {
	if AsLogical(CharacterOf("T")) != True || AsLogical(DoubleOf()) != NALgl || AsLogical(Intern("x")) != NALgl {
		t.Errorf("AsLogical")
	}
	var warned []string
	if AsInteger(DoubleScalar(3e9), func(m string) { warned = append(warned, m) }) != NAInt || len(warned) != 1 {
		t.Errorf("AsInteger(3e9): %v", warned)
	}
	if AsReal(CharacterOf("0x10"), nil) != 16 || AsReal(RawOf(7), nil) != 7 {
		t.Errorf("AsReal")
	}
	if AsChar(Intern("abc")) != "abc" || AsChar(IntegerOf(5)) != "5" || !IsNAString(AsChar(Nil)) || AsChar(LogicalScalar(True)) != "TRUE" {
		t.Errorf("AsChar")
	}
}
