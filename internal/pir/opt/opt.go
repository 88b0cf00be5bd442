package opt

import (
	"fmt"
	"sort"
	"strings"

	"gorir/internal/pir"
)

// Pass is one optimisation pass.
type Pass struct {
	// Name is the pass's name on the command line (--disable-pass).
	Name string
	// Purpose says in one line what the pass does.
	Purpose string
	// Run transforms v in place and reports whether it changed anything.
	// It may leave types, effects and register numbers stale (Optimize
	// settles them), but must leave the code otherwise valid.
	Run func(v *pir.Version) bool
}

// Config selects and observes the passes Optimize runs.
type Config struct {
	// None disables every pass (--opt=none).
	None bool
	// Disabled names passes not to run (--disable-pass).
	Disabled map[string]bool
	// Verify runs the verifier after every pass that changed the code.
	Verify bool
	// Rounds is how many times at most the pipeline runs over a version
	// (it stops early when a round changes nothing); 0 means
	// DefaultRounds.
	Rounds int
	// Trace, when set, is called after every pass that changed the code,
	// with the pass name and the version as it now is.
	Trace func(pass string, v *pir.Version)
}

// DefaultRounds is the number of times the pipeline runs at most.
const DefaultRounds = 6

// PassError reports a version the verifier rejected after a pass.
type PassError struct {
	Pass string
	Err  error
}

func (e *PassError) Error() string { return fmt.Sprintf("after pass %s: %v", e.Pass, e.Err) }

// Optimize runs the enabled passes of the pipeline over v.
func Optimize(v *pir.Version, cfg Config) error {
	if cfg.None {
		return nil
	}
	rounds := cfg.Rounds
	if rounds <= 0 {
		rounds = DefaultRounds
	}
	for r := 0; r < rounds; r++ {
		changed := false
		for _, p := range Passes {
			if cfg.Disabled[p.Name] {
				continue
			}
			if !p.Run(v) {
				continue
			}
			changed = true
			settle(v)
			if cfg.Verify {
				if err := pir.VerifyVersion(v); err != nil {
					return &PassError{p.Name, err}
				}
			}
			if cfg.Trace != nil {
				cfg.Trace(p.Name, v)
			}
		}
		if !changed {
			break
		}
	}
	return nil
}

// settle tidies every code of v after a pass.
func settle(v *pir.Version) {
	pir.Tidy(v.Body)
	for _, p := range v.Promises {
		pir.Tidy(p)
	}
}

// Lookup returns the pass called name.
func Lookup(name string) (Pass, bool) {
	for _, p := range Passes {
		if p.Name == name {
			return p, true
		}
	}
	return Pass{}, false
}

// Names lists the passes in pipeline order.
func Names() []string {
	names := make([]string, len(Passes))
	for k, p := range Passes {
		names[k] = p.Name
	}
	return names
}

// ParseDisabled reads a comma-separated list of pass names (the value of
// --disable-pass); an unknown name is an error that lists the known ones.
func ParseDisabled(list string) (map[string]bool, error) {
	set := map[string]bool{}
	var unknown []string
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if _, ok := Lookup(n); !ok {
			unknown = append(unknown, n)
			continue
		}
		set[n] = true
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return nil, fmt.Errorf("unknown pass %s (passes: %s)", strings.Join(unknown, ", "), strings.Join(Names(), ", "))
	}
	return set, nil
}
