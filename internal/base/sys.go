package base

import (
	"math"
	"os"
	"syscall"
	"time"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// startTime is when the session's process started, for proc.time's
// elapsed time.
var startTime = time.Now()

// sysBuiltins are the session functions: Sys.time, Sys.Date, proc.time,
// commandArgs, quit, source and interactive (system.time is R code).
var sysBuiltins = []*vm.BuiltinDef{
	{Name: "Sys.time", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if len(c.Args) > 0 {
			return nil, in.Errorf(nil, "%d arguments passed to 'Sys.time' which requires 0", len(c.Args))
		}
		now := time.Now()
		v := rt.DoubleScalar(float64(now.UnixNano()) / 1e9)
		rt.SetAttr(v, rt.ClassSym, rt.CharacterOf("POSIXct", "POSIXt"))
		return v, nil
	}},
	{Name: "Sys.Date", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		now := time.Now()
		_, off := now.Zone()
		days := math.Floor(float64(now.Unix()+int64(off)) / 86400)
		v := rt.DoubleScalar(days)
		rt.SetAttr(v, rt.ClassSym, rt.StringScalar("Date"))
		return v, nil
	}},
	{Name: "proc.time", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if len(c.Args) > 0 {
			return nil, in.Errorf(nil, "%d arguments passed to 'proc.time' which requires 0", len(c.Args))
		}
		return procTime(), nil
	}},
	{Name: "commandArgs", Formals: []string{"trailingOnly"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		args := in.CommandArgs
		if t := c.Arg(0); t != nil && rt.AsLogical(t) == rt.True {
			var rest []string
			for i, a := range args {
				if a == "--args" {
					rest = args[i+1:]
					break
				}
			}
			return rt.CharacterOf(append([]string{}, rest...)...), nil
		}
		return rt.CharacterOf(append([]string{}, args...)...), nil
	}},
	{Name: "quit", Formals: quitFormals, Fn: builtinQuit},
	{Name: "q", Formals: quitFormals, Fn: builtinQuit},
	{Name: "interactive", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if len(c.Args) > 0 {
			return nil, in.Errorf(nil, "%d arguments passed to 'interactive' which requires 0", len(c.Args))
		}
		return rt.Bool(in.Interactive), nil
	}},
	{Name: "source", Formals: []string{"file", "local", "echo", "print.eval", "exprs", "spaced", "verbose",
		"prompt.echo", "max.deparse.length", "width.cutoff", "deparseCtrl", "chdir", "encoding",
		"continue.echo", "skip.echo", "keep.source"}, Invisible: true, Fn: builtinSource},
}

var quitFormals = []string{"save", "status", "runLast"}

// procTime is proc.time(): user and system time of this process and its
// children, and the elapsed time, in seconds.
func procTime() rt.Value {
	var self, kids syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids)
	sec := func(t syscall.Timeval) float64 {
		return math.Round((float64(t.Sec)+float64(t.Usec)/1e6)*1000) / 1000
	}
	v := rt.DoubleOf(sec(self.Utime), sec(self.Stime),
		math.Round(time.Since(startTime).Seconds()*1000)/1000,
		sec(kids.Utime), sec(kids.Stime))
	rt.SetAttr(v, rt.NamesSym, rt.CharacterOf("user.self", "sys.self", "elapsed", "user.child", "sys.child"))
	rt.SetAttr(v, rt.ClassSym, rt.StringScalar("proc_time"))
	return v
}

func builtinQuit(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	status := 0
	if s := c.Arg(1); s != nil {
		k := rt.AsInteger(s, nil)
		if k == rt.NAInt {
			return nil, in.Errorf(nil, "invalid 'status', 0 assumed")
		}
		status = int(k)
	}
	if s, ok := c.Arg(0).(*rt.Character); ok && s.Len() == 1 {
		switch s.V[0] {
		case "default", "yes", "no", "ask":
		default:
			return nil, in.Errorf(nil, "unrecognized value of 'save'")
		}
	}
	return nil, &vm.QuitRequest{Status: status}
}

// builtinSource is source(file, local = FALSE, echo, print.eval): the
// expressions of file evaluated one by one in the global environment,
// the caller's (local = TRUE) or the given environment. Its value is
// list(value =, visible =) of the last expression.
func builtinSource(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	f, ok := c.Arg(0).(*rt.Character)
	if !ok || f.Len() != 1 {
		return nil, in.Errorf(nil, "'file' must be a character string or connection")
	}
	env := in.Global
	if l := c.Arg(1); l != nil {
		switch v := l.(type) {
		case *rt.Env:
			env = v
		default:
			if rt.AsLogical(l) == rt.True {
				env = c.Env
			}
		}
	}
	echo := c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
	printEval := echo
	if p := c.Arg(3); p != nil {
		printEval = rt.AsLogical(p) == rt.True
	}
	name := f.V[0]
	src, err := os.ReadFile(name)
	fileCall := &rt.Lang{Fn: rt.Intern("file"), Args: []rt.Arg{{Val: rt.Intern("filename")},
		{Val: rt.StringScalar("r")}, {Tag: rt.Intern("encoding"), Val: rt.Intern("encoding")}}}
	if err != nil {
		in.Warn(fileCall, "cannot open file '"+name+"': No such file or directory")
		return nil, in.Errorf(fileCall, "cannot open the connection")
	}
	exprs, err := syntax.ParseAll(name, src, syntax.Options{})
	if err != nil {
		return nil, in.Errorf(nil, "%s", err.Error())
	}
	var last rt.Value = rt.Nil
	visible := false
	for _, e := range exprs {
		in.Visible = true
		v, err := in.Eval(e, env)
		if err != nil {
			return nil, err
		}
		last, visible = v, in.Visible
		if printEval && visible {
			if err := in.PrintValue(v, env); err != nil {
				return nil, err
			}
		}
	}
	out := rt.ListOf(last, rt.Bool(visible))
	rt.SetAttr(out, rt.NamesSym, rt.CharacterOf("value", "visible"))
	return out, nil
}
