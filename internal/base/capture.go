package base

import (
	"bytes"
	"io"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Output diversion: sink(), the capture behind capture.output(), and
// withVisible().

func init() { extraTables = append(extraTables, captureBuiltins) }

// sinkEntry is a diversion of the output made by sink(): the writer it
// replaced and how to finish the new one.
type sinkEntry struct {
	prev io.Writer
	done func()
}

var captureBuiltins = []*vm.BuiltinDef{
	{Name: "withVisible", Special: func(in *vm.Interp, call *rt.Lang, env *rt.Env) (rt.Value, error) {
		if len(call.Args) != 1 {
			return nil, in.Errorf(call, "%d arguments passed to 'withVisible' which requires 1", len(call.Args))
		}
		v, err := in.Eval(call.Args[0].Val, env)
		if err != nil {
			return nil, err
		}
		vis := in.Visible
		l := rt.ListOf(v, rt.Bool(vis))
		rt.SetAttr(l, rt.NamesSym, rt.CharacterOf("value", "visible"))
		in.Visible = true
		return l, nil
	}},
	// .captureOutput(f, message) calls f() with the standard output (or
	// error, when message) collected, and returns what was written.
	{Name: ".captureOutput", Formals: []string{"f", "message"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		var buf bytes.Buffer
		msg := rt.AsLogical(c.Arg(1)) == rt.True
		var saved io.Writer
		if msg {
			saved, in.Stderr = in.Stderr, &buf
		} else {
			saved, in.Stdout = in.Stdout, &buf
		}
		_, err := in.CallValue(c.Arg(0), nil, rt.NewCall(rt.Intern("f")), c.Env)
		if msg {
			in.Stderr = saved
		} else {
			in.Stdout = saved
		}
		if err != nil {
			return nil, err
		}
		return rt.StringScalar(buf.String()), nil
	}},
	{Name: "sink", Formals: []string{"file", "append", "type", "split"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if t, ok := c.Arg(2).(*rt.Character); ok && len(t.V) == 1 && t.V[0] == "message" {
			return nil, in.Errorf(nil, "sink(type = \"message\") is not supported")
		}
		f := c.Arg(0)
		if f == nil || rt.IsNull(f) {
			ss := stateOf(in)
			st := ss.sinks
			if len(st) == 0 {
				in.Warn(c.Call, "no sink to remove")
				return rt.Nil, nil
			}
			top := st[len(st)-1]
			ss.sinks = st[:len(st)-1]
			in.Stdout = top.prev
			top.done()
			return rt.Nil, nil
		}
		w, done, err := connWriter(in, f, logicalArg(c.Arg(1), false))
		if err != nil {
			return nil, err
		}
		ss := stateOf(in)
		ss.sinks = append(ss.sinks, sinkEntry{prev: in.Stdout, done: done})
		in.Stdout = w
		return rt.Nil, nil
	}},
	{Name: "sink.number", Formals: []string{"type"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.IntScalar(int32(len(stateOf(in).sinks))), nil
	}},
}
