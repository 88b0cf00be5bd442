package base

import (
	"reflect"
	"testing"

	"gorir/internal/rt"
)

func TestFormatVector(t *testing.T) {
	cases := []struct {
		v    rt.Value
		p    printParams
		want []string
	}{
		{rt.DoubleOf(1, 2.5, rt.NAReal), printParams{digits: 7}, []string{"1.0", "2.5", " NA"}},
		{rt.DoubleOf(1, rt.NAReal), printParams{digits: 7, naPrint: "", naSet: true}, []string{"1", " "}},
		{rt.DoubleOf(3.14159), printParams{digits: 3}, []string{"3.14"}},
		{rt.DoubleOf(1e5), printParams{digits: 7, scipen: 0}, []string{"1e+05"}},
		{rt.DoubleOf(1e5), printParams{digits: 7, scipen: 1}, []string{"100000"}},
		{rt.IntegerOf(1, rt.NAInt, 100), printParams{}, []string{"  1", " NA", "100"}},
		{rt.CharacterOf("a", "bbb", rt.NAString), printParams{quote: true}, []string{`"a"  `, `"bbb"`, `NA   `}},
		{rt.CharacterOf("a", rt.NAString), printParams{}, []string{"a   ", "<NA>"}},
		{rt.CharacterOf("a", "bbb"), printParams{right: true}, []string{"  a", "bbb"}},
		{rt.LogicalOf(rt.True, rt.NALgl), printParams{}, []string{"TRUE", "  NA"}},
	}
	for i, c := range cases {
		if got := formatVector(c.v, &c.p); !reflect.DeepEqual(got, c.want) {
			t.Errorf("case %d: got %q, want %q", i, got, c.want)
		}
	}
}
