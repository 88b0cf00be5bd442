package ops

import "fmt"

// Error is an R error raised by an operation. Msg is R's message, without
// the "Error in <call> :" prefix the evaluator adds.
type Error struct {
	Msg string
}

func (e *Error) Error() string { return e.Msg }

// Errorf returns an *Error with a formatted message.
func Errorf(format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...)}
}

// Warner receives the warnings an operation raises, in R's words (e.g.
// "NAs produced by integer overflow"). The evaluator attaches the call.
type Warner interface {
	Warn(msg string)
}

// ContextWarner is a Warner that can also attribute a warning to the
// calling function rather than to the operation's own call, as R's C code
// does when it warns with warning() instead of warningcall() (the
// modulus accuracy warning, for one).
type ContextWarner interface {
	Warner
	WarnContext(msg string)
}

// warnContext gives msg to w, attributed to the calling function when w
// can do that.
func warnContext(w Warner, msg string) {
	if cw, ok := w.(ContextWarner); ok {
		cw.WarnContext(msg)
		return
	}
	w.Warn(msg)
}

// NoWarn discards warnings.
var NoWarn Warner = noWarn{}

type noWarn struct{}

func (noWarn) Warn(string) {}
