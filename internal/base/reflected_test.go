package base

import (
	"bytes"
	"testing"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// TestReflectedFlag checks that every way for a callee to reach its
// caller's frame sets the frame environment's Reflected flag, and that
// ordinary calls do not. The frame is seen through .frameEnv(), a
// builtin defined here that records the environment it is called from
// without marking it.
func TestReflectedFlag(t *testing.T) {
	in := vm.New()
	Install(in)
	var out bytes.Buffer
	in.Stdout, in.Stderr = &out, &out
	var seen *rt.Env
	in.DefineBuiltin(&vm.BuiltinDef{Name: ".frameEnv", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		seen = c.Env
		return rt.Nil, nil
	}})
	cases := []struct {
		callee string
		want   bool
	}{
		{`function() 1`, false},
		{`function() length(c(1, 2))`, false},
		{`function() get("x", envir = parent.frame())`, true}, // parent.frame() hands it out
		{`function() parent.frame()`, true},
		{`function() sys.frame(-1)`, true},
		{`function() sys.frames()`, true},
		{`function() eval(quote(x <- 5), parent.frame())`, true},
		{`function() evalq(x <- 5, parent.frame())`, true},
		{`function() assign("x", 99, envir = parent.frame())`, true},
		{`function() eval.parent(quote(x))`, true},
		{`function() new.env(parent = parent.frame())`, true},
		{`function() sys.function()`, false},
		{`function() sys.call()`, false},
		{`function() nargs()`, false},
	}
	for _, c := range cases {
		seen = nil
		src := "g <- " + c.callee + "\nf <- function() { x <- 1; g(); .frameEnv() }\ninvisible(f())\n"
		out.Reset()
		in.RunScript("test.R", []byte(src))
		if seen == nil {
			t.Errorf("%s: the frame was not seen (%s)", c.callee, out.String())
			continue
		}
		if seen.Reflected != c.want {
			t.Errorf("%s: Reflected = %v, want %v", c.callee, seen.Reflected, c.want)
		}
	}
	// Builtins called from the frame itself: environment(), local(),
	// on.exit() and new.env() reach it; cat() and exists() do not.
	own := []struct {
		body string
		want bool
	}{
		{`cat("")`, false},
		{`exists("x")`, false},
		{`environment()`, true},
		{`local(x <<- 2)`, true},
		{`on.exit(NULL)`, true},
		{`new.env()`, true},
		{`assign("y", 2)`, true},
		{`eval(quote(y <- 2))`, true},
		{`sys.frames()`, true},
	}
	for _, c := range own {
		seen = nil
		src := "f <- function() { x <- 1; " + c.body + "; .frameEnv() }\ninvisible(f())\n"
		out.Reset()
		in.RunScript("test.R", []byte(src))
		if seen == nil {
			t.Errorf("%s: the frame was not seen (%s)", c.body, out.String())
			continue
		}
		if seen.Reflected != c.want {
			t.Errorf("%s: Reflected = %v, want %v", c.body, seen.Reflected, c.want)
		}
	}
	// A promise that reaches the frame forcing it (the paper's
	// sys.frame(-1) twister) marks it too.
	seen = nil
	in.RunScript("test.R", []byte("ff <- function() sys.frame(-1)\ng <- function(x) { x; .frameEnv() }\ninvisible(g(ff()))\n"))
	if seen == nil || !seen.Reflected {
		t.Errorf("promise forcing sys.frame(-1): Reflected = %v", seen != nil && seen.Reflected)
	}
}
