// Package gorir embeds the R language in Go programs, without cgo.
//
// A Session is one R interpreter: a global environment, the base library,
// options and pending warnings. Run evaluates R source the way Rscript
// runs a file — each top-level expression is evaluated and, when visible,
// printed, before the next is parsed — writing R's output and messages to
// the session's writers.
//
//	s := gorir.New()
//	s.SetOutput(os.Stdout, os.Stderr)
//	err := s.Run("script.R", src)
//
// A Session is not safe for concurrent use; create one per goroutine.
package gorir

import (
	"errors"
	"io"
	"strings"

	"gorir/internal/base"
	"gorir/internal/jit"
	"gorir/internal/vm"
)

// Session is an R interpreter.
type Session struct {
	in  *vm.Interp
	jit *jit.JIT
}

// Options configure a session's optimising tier.
type Options struct {
	// JIT is "on" (hot closures and loops are compiled to PIR and run
	// optimised), "off" (the baseline interpreter only) or "eager"
	// (every closure is compiled on its first call). Empty means
	// jit.DefaultMode, which is "off" until the optimiser's passes make
	// optimised code faster than the baseline.
	JIT string
	// DeoptChaos, when positive, makes every speculation of optimised
	// code also fail with probability 1/DeoptChaos (drawn from a
	// generator seeded with Seed), to test deoptimisation.
	DeoptChaos int
	Seed       int64
	// VerifyPIR checks every compiled version with the PIR verifier.
	VerifyPIR bool
	// Opt is "all" (the default when empty) to run every optimisation
	// pass on compiled code, or "none" to run none.
	Opt string
	// DisablePasses names optimisation passes not to run (see
	// opt.Passes for the list).
	DisablePasses []string
}

// New returns a session with the base library installed and the default
// options. Output goes to the process's standard output and error until
// SetOutput is called.
func New() *Session {
	s, _ := NewWithOptions(Options{})
	return s
}

// NewWithOptions returns a session with the base library installed and
// the given options; it fails only for an unknown JIT mode, --opt
// value or pass name.
func NewWithOptions(o Options) (*Session, error) {
	mode, err := jit.ParseMode(o.JIT)
	if err != nil {
		return nil, err
	}
	oc, err := jit.ParseOpt(o.Opt, strings.Join(o.DisablePasses, ","))
	if err != nil {
		return nil, err
	}
	in := vm.New()
	base.Install(in)
	j := jit.Install(in, jit.Config{Mode: mode, Chaos: o.DeoptChaos, Seed: o.Seed, Verify: o.VerifyPIR, Opt: oc})
	return &Session{in: in, jit: j}, nil
}

// JITStats returns the optimising tier's counters (compilations,
// deopts and refusals by reason) so far.
func (s *Session) JITStats() jit.Stats { return s.jit.Stats() }

// SetOutput directs R's standard output and standard error.
func (s *Session) SetOutput(stdout, stderr io.Writer) {
	s.in.Stdout, s.in.Stderr = stdout, stderr
}

// Run evaluates src as Rscript evaluates a file. An uncaught R error is
// printed to the session's standard error as Rscript prints it ("Error …"
// and "Execution halted") and also returned.
func (s *Session) Run(filename string, src []byte) error {
	return s.in.RunScript(filename, src)
}

// ExitStatus is the status Rscript would exit with after Run returned err:
// 0 on success, the requested status after quit(), 1 after an error.
func ExitStatus(err error) int {
	var q *vm.QuitRequest
	switch {
	case err == nil:
		return 0
	case errors.As(err, &q):
		return q.Status
	}
	return 1
}
