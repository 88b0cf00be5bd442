package gorir

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The golden harness: every testdata/scripts/NAME.R runs in every
// execution mode, and its stdout, stderr and exit status must equal
// NAME.out, NAME.err and NAME.status, produced by GNU R 4.2 with
// R_ENABLE_JIT=0 (testdata/scripts/regen.sh regenerates them).

// modes lists the execution modes every script runs in: the baseline
// alone, tiering (--jit=on), every closure compiled on first call, and
// that with deopt chaos under several seeds (each guard also fails with
// probability 1/10). Deopt chaos must not change a byte of output.
var modes = []struct {
	name string
	opts Options
}{
	{"baseline", Options{JIT: "off"}},
	{"on", Options{JIT: "on"}},
	{"eager", Options{JIT: "eager", VerifyPIR: true}},
	{"chaos1", Options{JIT: "eager", DeoptChaos: 10, Seed: 1}},
	{"chaos2", Options{JIT: "eager", DeoptChaos: 10, Seed: 2}},
	{"chaos3", Options{JIT: "eager", DeoptChaos: 10, Seed: 3}},
}

func TestGoldenScripts(t *testing.T) {
	scripts, err := filepath.Glob("testdata/scripts/*.R")
	if err != nil {
		t.Fatal(err)
	}
	if len(scripts) == 0 {
		t.Fatal("no golden scripts found")
	}
	for _, script := range scripts {
		name := strings.TrimSuffix(filepath.Base(script), ".R")
		src, err := os.ReadFile(script)
		if err != nil {
			t.Fatal(err)
		}
		wantOut := readExpect(t, script, ".out")
		wantErr := readExpect(t, script, ".err")
		wantStatus := 0
		if s := strings.TrimSpace(readExpect(t, script, ".status")); s != "" {
			wantStatus, _ = strconv.Atoi(s)
		}
		for _, m := range modes {
			t.Run(m.name+"/"+name, func(t *testing.T) {
				var out, errb bytes.Buffer
				s, err := NewWithOptions(m.opts)
				if err != nil {
					t.Fatal(err)
				}
				s.SetOutput(&out, &errb)
				status := ExitStatus(s.Run(script, src))
				if out.String() != wantOut {
					t.Errorf("stdout differs\n--- want\n%s--- got\n%s", wantOut, out.String())
				}
				if errb.String() != wantErr {
					t.Errorf("stderr differs\n--- want\n%s--- got\n%s", wantErr, errb.String())
				}
				if status != wantStatus {
					t.Errorf("exit status %d, want %d", status, wantStatus)
				}
				for reason, n := range s.JITStats().Refusals {
					if strings.HasPrefix(reason, "verifier") {
						t.Errorf("%d versions failed the PIR verifier: %s", n, reason)
					}
				}
			})
		}
	}
}

func readExpect(t *testing.T, script, ext string) string {
	b, err := os.ReadFile(strings.TrimSuffix(script, ".R") + ext)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return string(b)
}
