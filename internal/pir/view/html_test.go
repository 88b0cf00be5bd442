package view

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

func writePage(t *testing.T, rec *Recording) (string, *PageSummary) {
	t.Helper()
	var b bytes.Buffer
	if err := WriteHTML(&b, rec); err != nil {
		t.Fatal(err)
	}
	sum, err := ReadPage(b.Bytes())
	if err != nil {
		t.Fatalf("the page is not well-formed: %v\n%s", err, b.String())
	}
	return b.String(), sum
}

// The page of the delayed environment: the source, a column per stage
// and the final one, the environment's verdict, the marks of what elide
// removed and added.
func TestHTMLPage(t *testing.T) {
	rec := record(t, delayedExample)
	html, sum := writePage(t, rec)
	var want []string
	want = append(want, "source", "after build")
	for k, s := range rec.Stages[1:] {
		want = append(want, strconv.Itoa(k+1)+". after "+s.Name)
	}
	want = append(want, "final")
	if len(sum.Columns) != len(want) {
		t.Fatalf("columns %q, want %q", sum.Columns, want)
	}
	for k := range want {
		if !strings.HasPrefix(sum.Columns[k], want[k]) {
			t.Errorf("column %d is %q, want %q", k, sum.Columns[k], want[k])
		}
	}
	if len(sum.Envs) != 1 || len(sum.Envs[0]) != 6 || sum.Envs[0][3] != "delayed" || sum.Envs[0][4] != "elide" {
		t.Errorf("environment table %q, want one delayed environment", sum.Envs)
	}
	for _, mark := range []string{
		`class="i old-removed"`, // elide's removals, in the column before
		`class="i new-added"`,   // its rebuilt environments
		`<span class="verdict v-delayed">delayed</span>`,
		`class="bb deopt"`,
	} {
		if !strings.Contains(html, mark) {
			t.Errorf("no %s in the page", mark)
		}
	}
}

// A version no pass changed (--opt=none) has the build and final
// columns only.
func TestHTMLBuildOnly(t *testing.T) {
	_, sum := writePage(t, dotRecording(t))
	if got := strings.Join(sum.Columns, "|"); got != "source|after build|final" {
		t.Errorf("columns %q", got)
	}
	if len(sum.Envs) != 1 || sum.Envs[0][3] != "kept" {
		t.Errorf("environments %q", sum.Envs)
	}
}
