package vm

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// printSym is the function auto-printing calls, so S3 print methods apply.
var printSym = rt.Intern("print")

// EvalTopLevel evaluates one top-level expression in the global
// environment, auto-prints a visible result, and prints pending warnings,
// as R's read-eval-print loop does. Internal faults (Go panics) become R
// errors.
func (in *Interp) EvalTopLevel(expr rt.Value) error {
	in.Visible = true
	_, err := in.Protect(func() (rt.Value, error) {
		v, err := in.Exec(CompileTopLevel(expr), in.Global)
		if err == nil && in.Visible {
			err = in.PrintValue(v, in.Global)
		}
		return v, err
	})
	in.Frames = in.Frames[:0]
	in.Handlers = in.Handlers[:0]
	in.Restarts = in.Restarts[:0]
	in.evalDepth = 0
	switch e := err.(type) {
	case *RError:
		in.errMessage = in.FormatError(e)
	case *RestartJump:
		// invokeRestart("abort") and restarts whose establishing call
		// has gone end the top-level call quietly.
		err = nil
	case *CondJump:
		err = nil
	}
	return err
}

// PrintValue prints v as auto-printing does: by calling print(v).
func (in *Interp) PrintValue(v rt.Value, env *rt.Env) error {
	fn, err := in.getFun(printSym, in.Global)
	if err != nil {
		return err
	}
	call := rt.NewCall(printSym, rt.Intern("x"))
	_, err = in.callValue(fn, []rt.Arg{{Val: &rt.Promise{Expr: rt.Intern("x"), Val: v}}}, call, env)
	return err
}

// RunScript runs R source the way Rscript runs a file: each top-level
// expression is parsed, evaluated and auto-printed before the next is
// read. It stops at the first error, which it prints to Stderr as Rscript
// does (followed by "Execution halted"), and returns it.
func (in *Interp) RunScript(filename string, src []byte) error {
	p := syntax.NewParser(filename, src, syntax.Options{Warn: func(msg string) {
		in.Warn(rt.Nil, msg)
	}})
	for {
		expr, err := p.Next()
		if errors.Is(err, io.EOF) {
			in.PrintWarnings(in.Stderr)
			return nil
		}
		if err != nil {
			in.PrintWarnings(in.Stderr)
			io.WriteString(in.Stderr, SyntaxErrorText(err))
			io.WriteString(in.Stderr, "Execution halted\n")
			return err
		}
		err = in.EvalTopLevel(expr)
		if err != nil {
			var q *QuitRequest
			if errors.As(err, &q) {
				return err
			}
			if e, ok := err.(*RError); ok {
				in.reportError(e)
			} else {
				io.WriteString(in.Stderr, in.FormatError(err))
			}
			in.PrintWarningsAfterError(in.Stderr)
			io.WriteString(in.Stderr, "Execution halted\n")
			return err
		}
		in.PrintWarnings(in.Stderr)
	}
}

// SyntaxErrorText renders a parse error as Rscript prints it.
func SyntaxErrorText(err error) string {
	var se interface{ REPLMessage() string }
	msg := "Error: " + err.Error()
	if errors.As(err, &se) {
		msg = se.REPLMessage()
	}
	if !strings.HasSuffix(msg, "\n") {
		msg += "\n"
	}
	return msg
}

// QuitRequest is the error q()/quit() unwinds with.
type QuitRequest struct {
	Status int
}

func (q *QuitRequest) Error() string { return fmt.Sprintf("quit(status = %d)", q.Status) }
