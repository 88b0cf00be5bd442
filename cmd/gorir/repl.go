package main

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"sync"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// A lineReader reads the console's input one line at a time. The console
// loop is written against it so that it runs the same on a terminal (with
// line editing) and on plain readers (tests, --interactive < file).
type lineReader interface {
	// ReadLine shows prompt and returns the next line without its
	// newline. It returns io.EOF at the end of input and errAborted when
	// the user pressed Ctrl-C at the prompt.
	ReadLine(prompt string) (string, error)
	// AddHistory records a line the user entered.
	AddHistory(line string)
}

// errAborted is what a lineReader returns when the line being typed was
// abandoned with Ctrl-C.
var errAborted = errors.New("input aborted")

// plainReader reads lines from any reader and writes the prompts to out.
// With echo set it also writes each line read after its prompt, as R does
// when its console reads from a file, so that the output is a transcript.
type plainReader struct {
	r    *bufio.Reader
	out  io.Writer
	echo bool
}

func newPlainReader(r io.Reader, out io.Writer, echo bool) *plainReader {
	return &plainReader{r: bufio.NewReader(r), out: out, echo: echo}
}

func (p *plainReader) ReadLine(prompt string) (string, error) {
	io.WriteString(p.out, prompt)
	line, err := p.r.ReadString('\n')
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		return "", err
	}
	line = strings.TrimSuffix(line, "\n")
	line = strings.TrimSuffix(line, "\r")
	if p.echo {
		io.WriteString(p.out, line+"\n")
	}
	return line, nil
}

func (p *plainReader) AddHistory(string) {}

// console is an interactive R session: R's read-eval-print loop.
type console struct {
	in     *vm.Interp
	lr     lineReader
	stdout io.Writer
	stderr io.Writer

	// mu guards evaluating and interrupted, which the SIGINT handler
	// reads and sets from another goroutine.
	mu          sync.Mutex
	evaluating  bool
	interrupted bool
}

func newConsole(in *vm.Interp, lr lineReader, stdout, stderr io.Writer) *console {
	in.Interactive = true
	return &console{in: in, lr: lr, stdout: stdout, stderr: stderr}
}

// interrupt is what Ctrl-C (SIGINT) does while the console is not reading
// a line: it stops the evaluation in progress. Between evaluations it does
// nothing. It may be called from any goroutine.
func (c *console) interrupt() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.evaluating {
		c.interrupted = true
		c.in.Interrupt()
	}
}

// run reads, evaluates and prints until the end of input or q(), and
// returns the exit status.
func (c *console) run() int {
	// pending holds the lines of an expression not yet complete; done
	// counts the complete expressions at its start already evaluated
	// (as in "1; 2 +", whose 1 is printed before the continuation).
	var pending []string
	done := 0
	for {
		prompt := "> "
		if len(pending) > 0 {
			prompt = "+ "
		}
		line, err := c.lr.ReadLine(prompt)
		switch {
		case errors.Is(err, errAborted):
			// Ctrl-C at the prompt discards the input typed so far.
			pending, done = nil, 0
			continue
		case errors.Is(err, io.EOF):
			if len(pending) == 0 {
				// End the prompt's line, as R does.
				io.WriteString(c.stdout, "\n")
				return 0
			}
			// R reports the unfinished expression and reads on.
			io.WriteString(c.stderr, "Error: unexpected end of input\n")
			pending, done = nil, 0
			continue
		case err != nil:
			io.WriteString(c.stderr, "Error: cannot read the console: "+err.Error()+"\n")
			return 1
		}
		if strings.TrimSpace(line) != "" {
			c.lr.AddHistory(line)
		}
		pending = append(pending, line)
		more, status, quit := c.evalLines(pending, &done)
		if quit {
			return status
		}
		if !more {
			pending, done = nil, 0
		}
	}
}

// evalLines parses the lines entered and evaluates the complete top-level
// expressions among them that have not been evaluated yet (the first *done
// have). It reports whether the input ends inside an expression, so that
// more lines are needed, and whether q() asked to end the session.
func (c *console) evalLines(lines []string, done *int) (more bool, status int, quit bool) {
	src := strings.Join(lines, "\n")
	i := 0
	p := syntax.NewParser("", []byte(src), syntax.Options{Warn: func(msg string) {
		if i >= *done {
			c.in.Warn(rt.Nil, msg)
		}
	}})
	for ; ; i++ {
		expr, err := p.Next()
		if errors.Is(err, io.EOF) {
			return false, 0, false
		}
		if err != nil {
			var se *syntax.Error
			if errors.As(err, &se) && se.Incomplete {
				return true, 0, false
			}
			c.in.PrintWarnings(c.stderr)
			io.WriteString(c.stderr, vm.SyntaxErrorText(err))
			return false, 0, false
		}
		if i < *done {
			continue
		}
		*done = i + 1
		if status, quit, ok := c.evalTopLevel(expr); !ok {
			// An error discards the rest of the input, as in R.
			return false, status, quit
		}
	}
}

// evalTopLevel evaluates one expression, printing its value, the error
// it ended with and the pending warnings as the R console does. ok is
// false if the evaluation ended with an error, an interrupt or q().
func (c *console) evalTopLevel(expr rt.Value) (status int, quit, ok bool) {
	c.mu.Lock()
	c.evaluating, c.interrupted = true, false
	c.mu.Unlock()
	err := c.in.EvalTopLevel(expr)
	c.mu.Lock()
	c.evaluating = false
	stale := c.interrupted
	c.mu.Unlock()

	var q *vm.QuitRequest
	var intr *vm.Interrupt
	switch {
	case err == nil:
		c.in.PrintWarnings(c.stderr)
	case errors.As(err, &q):
		return q.Status, true, false
	case errors.As(err, &intr):
		stale = false
		// R ends the interrupted line and goes back to the prompt.
		io.WriteString(c.stdout, "\n")
		c.in.PrintWarnings(c.stderr)
	default:
		io.WriteString(c.stderr, c.in.FormatError(err))
		c.in.PrintWarningsAfterError(c.stderr)
	}
	if stale {
		c.in.ClearInterrupt()
	}
	return 0, false, err == nil
}
