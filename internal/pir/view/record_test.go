package view

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"gorir/internal/pir"
)

func TestSplitRefs(t *testing.T) {
	regs := map[string]int{"%3": 1, "%1": 2, "e4": 3, "G": 4}
	blocks := map[string]int{"BB2": 7}
	for _, c := range []struct {
		text string
		want []Part
	}{
		{`%3:real$ = Add(%1, %1) e4 {site="e4 + %1"}`, []Part{
			{Text: "%3", Value: 1}, {Text: ":real$ = Add("}, {Text: "%1", Value: 2}, {Text: ", "},
			{Text: "%1", Value: 2}, {Text: ") "}, {Text: "e4", Value: 3}, {Text: ` {site="e4 + %1"}`}}},
		// Words that merely contain a register's name are not it; an
		// escaped quote does not end a string.
		{`LdVar(xe4, G) {site="a\"e4"} BB2 BB22`, []Part{
			{Text: "LdVar(xe4, "}, {Text: "G", Value: 4}, {Text: `) {site="a\"e4"} `}, {Text: "BB2", Block: 7}, {Text: " BB22"}}},
		{"Return(%13)", []Part{{Text: "Return(%13)"}}},
	} {
		if got := splitRefs(c.text, regs, blocks); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.text, got, c.want)
		}
	}
}

const diffInput = `f
BB0:
  %0 = LdArg(0)
  %1 = LdConst [1] 1
  %2 = LdConst [1] 2
  %3 = Add(%0, %1) G
  %4 = Mul(%3, %3) G
  %5 = AsTest(%4)
  Branch(%5, BB1, BB2)
BB1:
  Return(%4)
BB2:
  Return(%3)
`

// A pass's additions, removals and changes are found by instruction
// identity, whatever the registers are renumbered to.
func TestDiff(t *testing.T) {
	v, err := pir.ParseVersion(diffInput)
	if err != nil {
		t.Fatal(err)
	}
	rec := NewRecording(v.Func, v)
	rec.Add("build", v)
	entry := v.Body.Entry()
	byID := func(id int) *pir.Instr {
		for _, i := range entry.Instrs {
			if i.ID == id {
				return i
			}
		}
		t.Fatalf("no %%%d", id)
		return nil
	}
	one, two, add, mul := byID(1), byID(2), byID(3), byID(4)
	// "Edit": the constant 2 goes (first, so that everything after it
	// is renumbered), Mul now multiplies by 1, and a Sub appears.
	two.Remove()
	mul.Args[1] = one
	sub := v.Body.NewInstr(pir.Sub, add, one, v.Body.EnvConstInstr(pir.GlobalEnv))
	entry.Insert(add.Pos()+1, sub)
	pir.Tidy(v.Body)
	rec.Add("edit", v)

	d := Diff{Before: rec.Stages[0], After: rec.Stages[1]}
	old := map[string]Change{}
	for _, i := range rec.Stages[0].Codes[0].Blocks[0].Instrs {
		old[i.Key] = d.Old(i)
	}
	if old["%#"+strconv.Itoa(rec.instrs[two])+" = LdConst [1] 2"] != Removed {
		t.Errorf("the removed constant: %v", old)
	}
	var got []string
	for _, i := range rec.Stages[1].Codes[0].Blocks[0].Instrs {
		if c := d.New(i); c != Same {
			got = append(got, c.String()+" "+i.Text())
		}
	}
	// G, which the Sub brought, is now register 0.
	want := []string{"added %4 = Sub(%3, %2) G", "changed %5 = Mul(%3, %2) G"}
	for k := range got {
		got[k] = stripTypes(got[k])
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("after the edit:\n got %q\nwant %q", got, want)
	}
	if a, r, c := d.Summary(); a != 1 || r != 1 || c != 1 {
		t.Errorf("summary +%d -%d ~%d, want +1 -1 ~1", a, r, c)
	}
}

// stripTypes removes the ":type" after a result register.
func stripTypes(s string) string {
	if k := strings.Index(s, ":"); k >= 0 {
		if e := strings.Index(s[k:], " = "); e >= 0 {
			return s[:k] + s[k+e:]
		}
	}
	return s
}
