package base

import (
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Reflection on frame environments and the Reflected flag.
//
// Optimised code may keep a function's variables in registers while
// still storing them into its environment, and trust the registers after
// a call only while the environment's Reflected flag is clear (PIR's
// IsEnvStub): nobody can then have written to it behind the code's back.
// So every way for R code to reach an environment it was not given as a
// value sets the flag: the interpreter marks the environments builtins
// return, and the calling environment of the builtins below (and of
// every special but the read-only ones), which write to it, capture it
// or evaluate code in it; reflection on the frame stack (sys.frames,
// eval with a frame number, match.arg's defaults) marks the frames'
// environments it uses.

// reflectiveBuiltins may write to, capture or evaluate code in the
// environment they are called from.
var reflectiveBuiltins = map[string]bool{
	"eval":        true, // evaluates in parent.frame() by default
	"assign":      true, // assigns there by default
	"as.function": true, // a closure over it
	"do.call":     true, // evaluates the call there
	"match.arg":   true, // evaluates a formal's default there
	"source":      true, // local = TRUE evaluates there
	"sys.source":  true,
	"UseMethod":   true, // reads the generic's frame, which it ends
	"NextMethod":  true,
}

// readOnlySpecials at most read the environment they get.
var readOnlySpecials = map[string]bool{
	"quote":      true,
	"missing":    true,
	"alist":      true,
	"expression": true,
	"::":         true,
	":::":        true,
}

// markReflection sets def's flags from the tables above.
func markReflection(def *vm.BuiltinDef) {
	if reflectiveBuiltins[def.Name] {
		def.Reflective = true
	}
	if def.Special != nil && readOnlySpecials[def.Name] {
		def.EnvReadOnly = true
	}
}

// frameEnv is the environment of frame fr as reflection hands it out,
// marked reflected. Optimised code whose environment was elided has none
// while it runs only code that cannot look at it (a condition handler
// could): the frame then shows as an empty environment over the
// closure's.
func frameEnv(in *vm.Interp, fr *vm.Frame) *rt.Env {
	e := fr.Env
	if e == nil {
		parent := in.Global
		if clo, ok := fr.Fn.(*rt.Closure); ok && clo.Env != nil {
			parent = clo.Env
		}
		e = rt.NewEnv(parent)
	}
	e.MarkReflected()
	return e
}
