package vm

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"gorir/internal/rt"
)

// Handler is an entry of the condition handler stack: a class, the
// handler function, and whether it is a calling handler
// (withCallingHandlers) or an exiting one (tryCatch, identified by
// Target).
type Handler struct {
	Class   string
	Fn      rt.Value
	Calling bool
	Target  any
	// depth is the handler-stack height below this handler, restored
	// while the handler runs so a handler does not catch its own signals.
	depth int
}

// Restart is an entry of the restart stack.
type Restart struct {
	Name   string
	Fn     rt.Value
	Target any
}

// maxWarnings is how many warnings R keeps for warnings() to show.
const maxWarnings = 50

// signalWarning records a warning for printing after the top-level call.
// (Calling handlers for warnings are consulted by the condition system
// in the base library, which then calls this for unhandled ones.)
func (in *Interp) signalWarning(call rt.Value, msg string) {
	in.numWarnings++
	if len(in.Warnings) < maxWarnings {
		in.Warnings = append(in.Warnings, Warning{Call: call, Msg: msg})
	}
}

// PrintWarnings writes the pending warnings as Rscript does after a
// top-level call, and clears them.
func (in *Interp) PrintWarnings(w io.Writer) { in.printWarnings(w, "") }

// PrintWarningsAfterError is PrintWarnings after an error message: R
// introduces them with "In addition: ".
func (in *Interp) PrintWarningsAfterError(w io.Writer) { in.printWarnings(w, "In addition: ") }

// printWarnings is PrintWarnings with a prefix before "Warning
// message(s):" ("In addition: " after an error).
func (in *Interp) printWarnings(w io.Writer, prefix string) {
	ws, n := in.Warnings, in.numWarnings
	in.Warnings, in.numWarnings = nil, 0
	if len(ws) == 0 {
		return
	}
	var b strings.Builder
	switch {
	case n >= maxWarnings:
		fmt.Fprintf(&b, prefix+"There were %d or more warnings (use warnings() to see the first %d)\n", maxWarnings, maxWarnings)
	case n > 10:
		fmt.Fprintf(&b, prefix+"There were %d warnings (use warnings() to see them)\n", n)
	case n == 1:
		b.WriteString(prefix + "Warning message:\n")
		b.WriteString(warningText(ws[0], ""))
	default:
		b.WriteString(prefix + "Warning messages:\n")
		for i, wr := range ws {
			b.WriteString(warningText(wr, fmt.Sprintf("%d: ", i+1)))
		}
	}
	io.WriteString(w, b.String())
}

func warningText(w Warning, prefix string) string {
	if w.Call == nil || rt.IsNull(w.Call) {
		return prefix + w.Msg + " \n"
	}
	dcall := DeparseCall(w.Call)
	// As R, only the message's first line counts towards the width.
	first := w.Msg
	if i := strings.IndexByte(first, '\n'); i >= 0 {
		first = first[:i]
	}
	if len(dcall)+utf8.RuneCountInString(first)+6 > 75 {
		return prefix + "In " + dcall + " :\n  " + w.Msg + "\n"
	}
	return prefix + "In " + dcall + " : " + w.Msg + "\n"
}
