// Package bench holds the benchmark programs (NAME.R), their harness
// (harness.R) and parameter table (programs.txt); cmd/benchrun runs them.
// This test checks correctness only: every program runs once, in process,
// at its small TEST parameter under gorir, through the unchanged harness,
// and its verifyResult must pass. It never looks at time.
package bench

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gorir"
)

type program struct {
	name  string
	param string
}

func readPrograms(t *testing.T) []program {
	data, err := os.ReadFile("programs.txt")
	if err != nil {
		t.Fatal(err)
	}
	var progs []program
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) != 5 {
			t.Fatalf("programs.txt: bad line %q", line)
		}
		progs = append(progs, program{f[0], f[4]})
	}
	return progs
}

var missingFunction = regexp.MustCompile(`could not find function "([^"]+)"`)

func TestPrograms(t *testing.T) {
	harness, err := filepath.Abs("harness.R")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range readPrograms(t) {
		t.Run(p.name, func(t *testing.T) {
			// The harness reads its arguments with commandArgs(), which
			// the session does not set: give it what Rscript would.
			src := fmt.Sprintf(`commandArgs <- function(trailingOnly = FALSE) {
    args <- c("--file=%s", "--args", "%s", "1", "%s")
    if (trailingOnly) args[-(1:2)] else args
}
source("%s")
`, harness, p.name, p.param, harness)
			var stdout, stderr bytes.Buffer
			s := gorir.New()
			s.SetOutput(&stdout, &stderr)
			err := s.Run("bench_test.R", []byte(src))
			if err != nil {
				if m := missingFunction.FindStringSubmatch(stderr.String()); m != nil {
					t.Skipf("gorir lacks the builtin %s", m[1])
				}
				t.Fatalf("%v\nstderr:\n%s", err, stderr.String())
			}
			want := p.name + ": iterations=1 runtime: "
			if !strings.Contains(stdout.String(), want) {
				t.Errorf("no %q line in the output:\n%s", want, stdout.String())
			}
		})
	}
}
