package vm

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"gorir/internal/rt"
	"gorir/internal/syntax"
)

// Interp is one R session: its global and base environments, the call
// stack, visibility, pending warnings and options. It is not safe for
// concurrent use; run one session per goroutine.
type Interp struct {
	// evalCache holds the code of shared calls eval() ran (evalCode).
	evalCache [64]struct {
		expr *rt.Lang
		code *Code
	}
	Global *rt.Env
	Base   *rt.Env
	Empty  *rt.Env

	// Visible is R's visibility flag for the last value computed.
	Visible bool

	// Stdout and Stderr receive R's output.
	Stdout io.Writer
	Stderr io.Writer

	// Frames is the stack of closure calls (R's contexts), innermost last.
	Frames []*Frame

	// Warnings collected since the last top-level call (the first 50),
	// and how many there were in all.
	Warnings    []Warning
	numWarnings int

	// Options holds options() values.
	Options map[string]rt.Value

	// CommandArgs is what commandArgs() returns: the command line as
	// Rscript reports it ("--args" separates the script's own arguments).
	CommandArgs []string
	// Interactive is what interactive() returns: true in the REPL.
	Interactive bool

	// Counts are the environment and promise counters (--stats).
	Counts Counts

	framePool []*frame
	evalDepth int
	maxDepth  int
	interrupt atomic.Bool

	// Handlers is the condition handler stack (innermost last).
	Handlers []*Handler
	// Restarts is the restart stack (innermost last).
	Restarts []*Restart

	// Tier is the optimised tier, when one is installed (internal/jit):
	// it is offered closure calls and hot loops.
	Tier Tier

	// errMessage is geterrmessage(): the last error message printed.
	errMessage string
}

// ErrMessage is geterrmessage().
func (in *Interp) ErrMessage() string { return in.errMessage }

// SetErrMessage sets geterrmessage() (try() does).
func (in *Interp) SetErrMessage(s string) { in.errMessage = s }

// Frame is a closure call in progress: what sys.call, sys.function and
// parent.frame report.
type Frame struct {
	Call      *rt.Lang
	Fn        rt.Value
	Env       *rt.Env // the callee's environment
	CallerEnv *rt.Env // where the call was evaluated (sys.parent)
	// Args are the arguments as supplied (promises or values, with their
	// tags, `...` already expanded), for match.call, nargs and Recall.
	Args   []rt.Arg
	OnExit []rt.Value
	// Dispatch is set for S3 method frames: generic name, classes…
	Dispatch *DispatchInfo
}

// DispatchInfo is what UseMethod records on a method's frame for
// NextMethod and .Generic/.Class.
type DispatchInfo struct {
	Generic string
	Classes []string
	Pos     int // index in Classes of the method that ran
	Object  rt.Value
	DefEnv  *rt.Env
}

// Warning is a pending warning: the call it came from and its message.
type Warning struct {
	Call rt.Value
	Msg  string
}

// New returns a fresh session with empty global and base environments.
// The base library installs itself into Base.
func New() *Interp {
	empty := rt.NewEnv(nil)
	empty.Name = "R_EmptyEnv"
	base := rt.NewEnvSized(empty, 1024)
	base.Name = "base"
	base.IsBase = true
	global := rt.NewEnv(base)
	global.Name = "R_GlobalEnv"
	global.HashSize = 29
	in := &Interp{
		Global:   global,
		Base:     base,
		Empty:    empty,
		Stdout:   os.Stdout,
		Stderr:   os.Stderr,
		Options:  map[string]rt.Value{},
		maxDepth: 5000,
	}
	return in
}

// Interrupt asks the running evaluation to stop at the next loop
// back-edge or call, with R's interrupt condition.
func (in *Interp) Interrupt() { in.interrupt.Store(true) }

// ClearInterrupt drops an interrupt request that came too late for the
// evaluation it was meant for.
func (in *Interp) ClearInterrupt() { in.interrupt.Store(false) }

func (in *Interp) interrupted() bool { return in.interrupt.Load() }

func (in *Interp) interruptError() error {
	in.interrupt.Store(false)
	return &Interrupt{}
}

// Interrupt is the error an interrupted evaluation ends with.
type Interrupt struct{}

func (*Interrupt) Error() string { return "interrupted" }

// SetMaxDepth sets the nesting limit (options(expressions=)).
func (in *Interp) SetMaxDepth(n int) { in.maxDepth = n }

// RError is an R error condition in flight.
type RError struct {
	// Call is the call the error is reported against (NULL for none).
	Call rt.Value
	Msg  string
	// Cond is the condition object, built on demand.
	Cond rt.Value
	// Calls is the traceback Rscript prints after the message ("Calls:
	// f -> g"), taken where the error left its first closure.
	Calls string
	// signaled is set once the handlers have seen the error; traced once
	// Calls has been taken.
	signaled, traced bool
}

// Signaled marks e as already offered to the handlers (stop() signals
// before it returns the error).
func (e *RError) Signaled() { e.signaled = true }

func (e *RError) Error() string { return e.Msg }

// errorf returns an R error with the given call and message. A nil call
// means "the call of the innermost function": it is filled in as the
// error leaves that function (rt.Nil means no call at all).
func (in *Interp) errorf(call rt.Value, format string, args ...any) error {
	if l, ok := call.(*rt.Lang); ok && l == nil {
		call = nil
	}
	return &RError{Call: call, Msg: fmt.Sprintf(format, args...)}
}

// Errorf is errorf for builtins.
func (in *Interp) Errorf(call rt.Value, format string, args ...any) error {
	return in.errorf(call, format, args...)
}

func (in *Interp) tooDeep() error {
	return &RError{Call: rt.Nil, Msg: "evaluation nested too deeply: infinite recursion / options(expressions=)?"}
}

// returnJump is return() from inside a promise: it unwinds to the call
// of the function whose environment is env.
type returnJump struct {
	env   *rt.Env
	value rt.Value
}

func (*returnJump) Error() string { return "no function to return from, jumping to top level" }

// loopJump is break/next from inside a promise.
type loopJump struct {
	env  *rt.Env
	next bool
}

func (*loopJump) Error() string { return "no loop for break/next, jumping to top level" }

// FormatError renders an uncaught error as Rscript prints it, without the
// trailing "Execution halted".
func (in *Interp) FormatError(err error) string {
	switch e := err.(type) {
	case *RError:
		call := e.Call
		if call == nil {
			call = rt.Nil
		}
		return formatCondMsg("Error", call, e.Msg)
	case *returnJump, *loopJump:
		return "Error: " + e.Error() + "\n"
	case *Interrupt:
		return ""
	}
	return "Error: " + err.Error() + "\n"
}

// FormatCondition renders prefix ("Error", "Warning") with call and
// message as R lays them out, ending in a newline.
func FormatCondition(prefix string, call rt.Value, msg string) string {
	return formatCondMsg(prefix, call, msg)
}

// formatCondMsg renders "Error in call : msg" the way R lays it out: the
// message goes to its own line when call and message are long together.
func formatCondMsg(prefix string, call rt.Value, msg string) string {
	if rt.IsNull(call) {
		return prefix + ": " + msg + "\n"
	}
	dcall := DeparseCall(call)
	head := prefix + " in " + dcall + " : "
	first := msg
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		first = msg[:i]
	}
	// R moves the message to its own line when "Error in <call> : <msg>"
	// would pass 75 columns.
	// (The message counts in characters, the call in bytes.)
	if len(dcall)+utf8.RuneCountInString(first)+14 > 75 {
		return prefix + " in " + dcall + " : \n  " + msg + "\n"
	}
	return head + msg + "\n"
}

// DeparseCall renders a call for an error or warning message: its first
// line only, as R does.
func DeparseCall(call rt.Value) string {
	lines := syntax.Deparse(call, syntax.DeparseOptions{})
	if len(lines) == 0 {
		return ""
	}
	return lines[0]
}
