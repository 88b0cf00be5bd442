package main

import (
	"bytes"
	"errors"
	"gorir/internal/syntax"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"gorir/internal/base"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// newTestInterp returns a session writing both streams to out, as a
// terminal shows them. If the base library has no q() yet, a stand-in
// that unwinds with the same request is defined.
func newTestInterp(out io.Writer) *vm.Interp {
	in := vm.New()
	in.Stdout, in.Stderr = out, out
	base.Install(in)
	if !in.Base.Has(rt.Intern("q")) {
		in.DefineBuiltin(&vm.BuiltinDef{Name: "q", Formals: []string{"save", "status", "runLast"},
			Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
				status := 0
				if s, ok := c.Arg(1).(*rt.Double); ok && len(s.V) == 1 {
					status = int(s.V[0])
				}
				return nil, &vm.QuitRequest{Status: status}
			}})
	}
	return in
}

// runConsole feeds input to a console reading it as R reads a file
// (echoing each line after its prompt) and returns the transcript and
// the exit status.
func runConsole(t *testing.T, input string) (string, int) {
	t.Helper()
	var out bytes.Buffer
	in := newTestInterp(&out)
	c := newConsole(in, newPlainReader(strings.NewReader(input), &out, true), &out, &out)
	status := c.run()
	if !in.Interactive {
		t.Error("the console did not set Interactive")
	}
	return out.String(), status
}

func TestConsoleTranscript(t *testing.T) {
	input := `1; 2 +
3
"a
b"
f <- function() { warning("w"); 10 }
f()
g <- function() { warning("w1"); stop("boom") }
g()
x y
function(x) {
  x y
}
x <- 1; stop("a"); print(2)
x
h <- function() {warning("a"); warning("b")}
h()
y <- 1.5L
invisible(3)
(z <- 4)
cat("no newline")
if (TRUE) {
  "yes"
} else "no"
q(status = 3)
x
`
	// What GNU R 4.2 prints for this input with
	// R --interactive --no-save -q < input 2>&1 (ending at q()).
	want := `> 1; 2 +
[1] 1
+ 3
[1] 5
> "a
+ b"
[1] "a\nb"
> f <- function() { warning("w"); 10 }
> f()
[1] 10
Warning message:
In f() : w
> g <- function() { warning("w1"); stop("boom") }
> g()
Error in g() : boom
In addition: Warning message:
In g() : w1
> x y
Error: unexpected symbol in "x y"
> function(x) {
+   x y
Error: unexpected symbol in:
"function(x) {
  x y"
> }
Error: unexpected '}' in "}"
> x <- 1; stop("a"); print(2)
Error: a
> x
[1] 1
> h <- function() {warning("a"); warning("b")}
> h()
Warning messages:
1: In h() : a
2: In h() : b
> y <- 1.5L
Warning message:
integer literal 1.5L contains decimal; using numeric value 
> invisible(3)
> (z <- 4)
[1] 4
> cat("no newline")
no newline> if (TRUE) {
+   "yes"
+ } else "no"
[1] "yes"
> q(status = 3)
`
	got, status := runConsole(t, input)
	if got != want {
		t.Errorf("transcript:\n%s\nwant:\n%s", got, want)
	}
	if status != 3 {
		t.Errorf("status %d, want 3", status)
	}
}

func TestConsoleEOF(t *testing.T) {
	// End of input ends the session with status 0; an unfinished
	// expression is reported first, as R does.
	got, status := runConsole(t, "x <- 2\nx * 3\nx +\n")
	want := "> x <- 2\n> x * 3\n[1] 6\n> x +\n+ Error: unexpected end of input\n> \n"
	if got != want || status != 0 {
		t.Errorf("got %q status %d, want %q status 0", got, status, want)
	}
	// A last line without a newline is still read.
	got, status = runConsole(t, "1 + 1")
	if want := "> 1 + 1\n[1] 2\n> \n"; got != want || status != 0 {
		t.Errorf("got %q status %d, want %q", got, status, want)
	}
}

// scriptedReader is a lineReader that returns the given lines and
// errors, recording the prompts it was asked to show.
type scriptedReader struct {
	out     io.Writer
	lines   []any // string or error
	history []string
	// before, if set, runs before line i is returned.
	before func(i int)
	n      int
}

func (s *scriptedReader) ReadLine(prompt string) (string, error) {
	io.WriteString(s.out, prompt)
	if s.n >= len(s.lines) {
		return "", io.EOF
	}
	if s.before != nil {
		s.before(s.n)
	}
	l := s.lines[s.n]
	s.n++
	if err, ok := l.(error); ok {
		io.WriteString(s.out, "^C\n")
		return "", err
	}
	io.WriteString(s.out, l.(string)+"\n")
	return l.(string), nil
}

func (s *scriptedReader) AddHistory(line string) { s.history = append(s.history, line) }

func TestConsoleCtrlCAtPrompt(t *testing.T) {
	// Ctrl-C at the prompt discards the input typed so far, even in the
	// middle of an expression.
	var out bytes.Buffer
	in := newTestInterp(&out)
	r := &scriptedReader{out: &out, lines: []any{"f <- function() {", "  1", errAborted, "", "2"}}
	if status := newConsole(in, r, &out, &out).run(); status != 0 {
		t.Errorf("status %d", status)
	}
	want := "> f <- function() {\n+   1\n+ ^C\n> \n> 2\n[1] 2\n> \n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	if in.Global.Has(rt.Intern("f")) {
		t.Error("the aborted definition was evaluated")
	}
	if strings.Join(r.history, "|") != "f <- function() {|  1|2" {
		t.Errorf("history %q", r.history)
	}
}

func TestConsoleInterrupt(t *testing.T) {
	// Ctrl-C (SIGINT, here the console's interrupt method, which the
	// signal handler calls) stops a running loop; the console prints a
	// newline and reads the next line.
	for _, loop := range []string{"repeat {}", "while(TRUE) x <- 1", "f <- function() { repeat {} }; f()"} {
		var out bytes.Buffer
		in := newTestInterp(&out)
		var c *console
		stop := make(chan struct{})
		var wg sync.WaitGroup
		r := &scriptedReader{out: &out, lines: []any{loop, "1 + 1"}}
		r.before = func(i int) {
			if i != 0 {
				// The loop was interrupted: stop interrupting.
				close(stop)
				wg.Wait()
				return
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					case <-time.After(20 * time.Millisecond):
						c.interrupt()
					}
				}
			}()
		}
		c = newConsole(in, r, &out, &out)
		done := make(chan int)
		go func() { done <- c.run() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: not interrupted", loop)
		}
		want := "> " + loop + "\n\n> 1 + 1\n[1] 2\n> \n"
		if out.String() != want {
			t.Errorf("got %q, want %q", out.String(), want)
		}
	}
}

func TestConsoleInterruptBetweenEvaluations(t *testing.T) {
	var out bytes.Buffer
	in := newTestInterp(&out)
	c := newConsole(in, nil, &out, &out)
	// Outside an evaluation, Ctrl-C does nothing.
	c.interrupt()
	if _, quit, ok := c.evalTopLevel(mustParse("for (i in 1:3) NULL")); !ok || quit {
		t.Error("an interrupt between evaluations stopped the next one")
	}
	// An interrupt the evaluation did not see is discarded.
	in.Interrupt()
	in.ClearInterrupt()
	if _, _, ok := c.evalTopLevel(mustParse("for (i in 1:3) NULL")); !ok {
		t.Error("a stale interrupt stopped the next evaluation")
	}
}

// TestVMInterrupt checks that Interp.Interrupt, called from another
// goroutine, stops evaluations that never end by themselves.
func TestVMInterrupt(t *testing.T) {
	for _, src := range []string{
		"repeat {}",
		"while(TRUE) x <- 1",
		"x <- 0; repeat { x <- x + 1 }",
		"f <- function() NULL; repeat f()",
		"for (i in 1:1e7) for (j in 1:10) NULL",
		"f <- function() while (TRUE) NULL; g <- function() f(); g()",
	} {
		err := interruptAfter(t, src, 30*time.Millisecond, 10*time.Second)
		var intr *vm.Interrupt
		if !errors.As(err, &intr) {
			t.Errorf("%s: ended with %v, want an interrupt", src, err)
		}
	}
}

// TestVMInterruptRecursion checks that recursion without loops is
// interruptible: the VM checks the interrupt flag on entry to every
// code body as well as at loop back-edges.
func TestVMInterruptRecursion(t *testing.T) {
	src := "fib <- function(n) if (n < 2) n else fib(n-1) + fib(n-2); fib(28)"
	err := interruptAfter(t, src, 20*time.Millisecond, 60*time.Second)
	var intr *vm.Interrupt
	if !errors.As(err, &intr) {
		t.Errorf("fib(28) ended with %v, want an interrupt", err)
	}
}

// interruptAfter evaluates src at top level, calls Interrupt after delay,
// and returns the error the evaluation ended with.
func interruptAfter(t *testing.T, src string, delay, limit time.Duration) error {
	t.Helper()
	in := newTestInterp(io.Discard)
	done := make(chan error, 1)
	go func() {
		for _, l := range strings.Split(src, "; ") {
			if err := in.EvalTopLevel(mustParse(l)); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	time.Sleep(delay)
	in.Interrupt()
	select {
	case err := <-done:
		return err
	case <-time.After(limit):
		t.Fatalf("%s: not stopped %v after Interrupt", src, limit)
		return nil
	}
}

func TestCompleteName(t *testing.T) {
	in := newTestInterp(io.Discard)
	in.Global.Set(rt.Intern("myVariable"), rt.DoubleScalar(1))
	in.Global.Set(rt.Intern("myVar2"), rt.DoubleScalar(1))
	head, c, tail := completeName(in, "x <- myV + 1", 8)
	if head != "x <- " || tail != " + 1" || strings.Join(c, ",") != "myVar2,myVariable" {
		t.Errorf("got %q %q %q", head, c, tail)
	}
	if _, c, _ := completeName(in, "x <- ", 5); c != nil {
		t.Errorf("completions of nothing: %q", c)
	}
}

func mustParse(src string) rt.Value {
	exprs, err := syntax.ParseAll("", []byte(src), syntax.Options{})
	if err != nil || len(exprs) != 1 {
		panic("bad built-in expression: " + src)
	}
	return exprs[0]
}
