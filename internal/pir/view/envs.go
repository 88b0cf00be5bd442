package view

import (
	"fmt"
	"strings"

	"gorir/internal/pir"
)

// Verdict is what the optimiser made of an environment.
type Verdict uint8

const (
	// Kept: still made on the main path, as a full environment.
	Kept Verdict = iota
	// Stubbed: still made on the main path, but as a stub the code
	// checks with IsEnvStub (or a MkEnv marked stub).
	Stubbed
	// Delayed: made only in deoptimisation branches.
	Delayed
	// Elided: not made at all.
	Elided
)

var verdictNames = [...]string{Kept: "kept", Stubbed: "stubbed", Delayed: "delayed", Elided: "elided"}

func (v Verdict) String() string { return verdictNames[v] }

// EnvReport is the fate of one environment of a version.
type EnvReport struct {
	// ID is the identity of the MkEnv that made it first; Reg its
	// register and Text its text in the stage it appeared in (Origin:
	// "build", or the pass that made it, e.g. "inline"); Code is the
	// code it is in (body or a promise label).
	ID     int
	Reg    string
	Text   string
	Origin string
	Code   string
	// Names are the variables it binds when made; Frame is set for a
	// closure's own environment.
	Names []string
	Frame bool
	// Verdict is its fate in the final PIR; By is the stage that
	// settled it (the pass that removed, delayed or stubbed it; empty
	// for kept environments); Detail says more in words.
	Verdict Verdict
	By      string
	Detail  string
	// Final are the identities of the MkEnvs that make it in the final
	// PIR: the original, or its copies in deopt branches.
	Final []int
}

// envState is where the copies of an environment are at one stage.
type envState uint8

const (
	envNone  envState = iota // made nowhere
	envDeopt                 // only in deopt branches
	envStub                  // on the main path, as a checked stub
	envMain                  // on the main path
)

// Envs reports on every environment the version made on its main path
// at some stage, in the order they appeared. The MkEnvs that appear in
// deopt branches in the stage where an environment's MkEnv vanished
// from the main path, with the same closure and parent, are taken to
// be the environment delayed there by the elide pass.
func (rec *Recording) Envs() []*EnvReport {
	reports, _ := rec.envs()
	return reports
}

// envs is Envs and the environment of every MkEnv identity.
func (rec *Recording) envs() ([]*EnvReport, map[int]*EnvReport) {
	var reports []*EnvReport
	owner := map[int]*EnvReport{}
	for k, s := range rec.Stages {
		for _, c := range s.Codes {
			for _, b := range c.Blocks {
				for _, i := range b.Instrs {
					if i.Op != pir.MkEnv || owner[i.ID] != nil {
						continue
					}
					if k > 0 && i.Deopt {
						if r := rec.delayedFrom(k, i, owner); r != nil {
							owner[i.ID] = r
							continue
						}
					}
					r := &EnvReport{ID: i.ID, Reg: regOf(i), Text: i.Text(), Origin: s.Name, Code: c.Label,
						Names: i.Names, Frame: i.Closure != nil}
					owner[i.ID] = r
					reports = append(reports, r)
				}
			}
		}
	}
	// The state of each environment at each stage; the verdict is the
	// final one, settled by the last stage that changed it.
	for _, r := range reports {
		prev := envNone
		for k, s := range rec.Stages {
			st, final := rec.envStateAt(s, r, owner)
			if k > 0 && st != prev {
				r.By = s.Name
			}
			prev = st
			if k == len(rec.Stages)-1 {
				r.Final = final
			}
		}
		switch prev {
		case envNone:
			r.Verdict = Elided
			r.Detail = "no MkEnv is left"
		case envDeopt:
			r.Verdict = Delayed
			r.Detail = fmt.Sprintf("made only in %s", plural(len(r.Final), "deopt branch", "deopt branches"))
		case envStub:
			r.Verdict = Stubbed
			r.Detail = rec.stubDetail(r)
		case envMain:
			r.Verdict = Kept
			r.Detail = "made on the main path"
			r.By = ""
		}
	}
	return reports, owner
}

// delayedFrom finds the environment whose MkEnv vanished from the main
// path between stages k-1 and k and that i, a MkEnv in a deopt branch
// of stage k, rebuilds: same closure, same parent.
func (rec *Recording) delayedFrom(k int, i *InstrSnap, owner map[int]*EnvReport) *EnvReport {
	before, after := rec.Stages[k-1], rec.Stages[k]
	for _, c := range before.Codes {
		for _, b := range c.Blocks {
			for _, x := range b.Instrs {
				if x.Op != pir.MkEnv || x.Deopt || after.Instr(x.ID) != nil || owner[x.ID] == nil {
					continue
				}
				if x.Closure == i.Closure && lastArg(x) == lastArg(i) {
					return owner[x.ID]
				}
			}
		}
	}
	return nil
}

// envStateAt is where r's MkEnvs are in stage s, and which they are.
func (rec *Recording) envStateAt(s *Stage, r *EnvReport, owner map[int]*EnvReport) (envState, []int) {
	st := envNone
	var ids []int
	for _, c := range s.Codes {
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if i.Op != pir.MkEnv || owner[i.ID] != r {
					continue
				}
				ids = append(ids, i.ID)
				here := envDeopt
				if !i.Deopt {
					here = envMain
					if i.Stub || stubChecks(s, i.ID) > 0 {
						here = envStub
					}
				}
				st = max(st, here)
			}
		}
	}
	return st, ids
}

// stubChecks counts the IsEnvStub tests of environment id in s.
func stubChecks(s *Stage, id int) int {
	n := 0
	for _, c := range s.Codes {
		for _, b := range c.Blocks {
			for _, i := range b.Instrs {
				if i.Op == pir.IsEnvStub && len(i.Args) > 0 && i.Args[0] == id {
					n++
				}
			}
		}
	}
	return n
}

func (rec *Recording) stubDetail(r *EnvReport) string {
	final := rec.Final()
	n, stub := 0, false
	for _, id := range r.Final {
		n += stubChecks(final, id)
		if i := final.Instr(id); i != nil && i.Stub {
			stub = true
		}
	}
	var parts []string
	if stub {
		parts = append(parts, "made as a stub")
	}
	if n > 0 {
		parts = append(parts, "checked by "+plural(n, "IsEnvStub", "IsEnvStubs"))
	}
	return strings.Join(parts, ", ")
}

func lastArg(i *InstrSnap) int {
	if len(i.Args) == 0 {
		return 0
	}
	return i.Args[len(i.Args)-1]
}

// regOf is the register an instruction defines, as its text shows it.
func regOf(i *InstrSnap) string {
	if len(i.Parts) > 0 && i.Parts[0].Value == i.ID {
		return i.Parts[0].Text
	}
	return ""
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
