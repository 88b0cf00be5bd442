package gorir_test

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"

	"gorir"
)

func run(t *testing.T, src string) (stdout, stderr string, err error) {
	t.Helper()
	s := gorir.New()
	var out, errw bytes.Buffer
	s.SetOutput(&out, &errw)
	err = s.Run("test.R", []byte(src))
	return out.String(), errw.String(), err
}

func TestSessionRun(t *testing.T) {
	out, errOut, err := run(t, "x <- c(a = 1, b = 2)\nx * 2\ninvisible(3)\n")
	if err != nil || errOut != "" {
		t.Fatalf("Run: %v, stderr %q", err, errOut)
	}
	if want := "a b \n2 4 \n"; out != want {
		t.Errorf("stdout = %q, want %q", out, want)
	}
}

func TestSessionErrorAndStatus(t *testing.T) {
	_, errOut, err := run(t, "f <- function() stop(\"boom\")\nf()\ncat(\"not reached\\n\")\n")
	if err == nil {
		t.Fatal("an uncaught error returned nil")
	}
	if want := "Error in f() : boom\nExecution halted\n"; errOut != want {
		t.Errorf("stderr = %q, want %q", errOut, want)
	}
	if got := gorir.ExitStatus(err); got != 1 {
		t.Errorf("ExitStatus = %d, want 1", got)
	}
	_, _, err = run(t, "quit(status = 3)\n")
	if got := gorir.ExitStatus(err); got != 3 {
		t.Errorf("ExitStatus after quit(status = 3) = %d, want 3", got)
	}
	if got := gorir.ExitStatus(nil); got != 0 {
		t.Errorf("ExitStatus(nil) = %d", got)
	}
}

// TestSessionsConcurrently runs independent sessions on several
// goroutines; under -race it checks that sessions share no mutable state.
func TestSessionsConcurrently(t *testing.T) {
	const n = 4
	var wg sync.WaitGroup
	results := make([]string, n)
	for g := 0; g < n; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			s := gorir.New()
			var out bytes.Buffer
			s.SetOutput(&out, &out)
			src := fmt.Sprintf(`
				f <- function(n) if (n < 2) n else f(n - 1) + f(n - 2)
				s <- 0
				for (i in 1:200) s <- s + i * %d
				set.seed(%d)
				cat(f(12), s, length(runif(3)), sum(sapply(1:10, function(k) k^2)), "\n")
			`, g, g)
			if err := s.Run("g.R", []byte(src)); err != nil {
				results[g] = "error: " + err.Error()
				return
			}
			results[g] = out.String()
		}(g)
	}
	wg.Wait()
	for g, r := range results {
		want := fmt.Sprintf("144 %d 3 385 \n", 20100*g)
		if strings.TrimSpace(r) != strings.TrimSpace(want) {
			t.Errorf("session %d printed %q, want %q", g, r, want)
		}
	}
}
