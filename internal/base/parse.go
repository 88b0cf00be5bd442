package base

import (
	"io"
	"os"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// parse(file, n, text, ...): R code from a character vector of lines or
// a file, returned unevaluated as an expression vector. Source
// references are not kept (Rscript's keep.source = FALSE); prompt,
// srcfile and encoding are accepted and ignored.

var parseBuiltins = []*vm.BuiltinDef{
	{Name: "parse", Formals: []string{"file", "n", "text", "prompt", "keep.source", "srcfile", "encoding"}, Fn: builtinParse},
	{Name: "is.expression", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if len(c.Args) != 1 {
			return nil, in.Errorf(nil, "%d arguments passed to 'is.expression' which requires 1", len(c.Args))
		}
		l, ok := c.Args[0].(*rt.List)
		return rt.Bool(ok && l.Expr), nil
	}},
}

func init() { extraTables = append(extraTables, parseBuiltins) }

func builtinParse(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	// n: at most this many expressions; NULL, NA or negative for all.
	limit := -1
	if v := c.Arg(1); v != nil && !rt.IsNull(v) {
		if rt.Length(v) > 0 {
			k := rt.AsInteger(v, func(msg string) { in.Warn(c.Call, msg) })
			if k != rt.NAInt && k >= 0 {
				limit = int(k)
			}
		}
	}
	var src []byte
	filename := "<text>"
	if t := c.Arg(2); t != nil && !rt.IsNull(t) {
		vec, ok := t.(rt.Vector)
		if !ok {
			return nil, in.Errorf(nil, "coercion of 'text' to character was unsuccessful")
		}
		cv, err := rt.CoerceVector(vec, rt.CharacterType, func(msg string) { in.Warn(c.Call, msg) })
		if err != nil {
			return nil, err
		}
		lines := cv.(*rt.Character).V
		if len(lines) == 0 {
			return exprVector(nil), nil
		}
		var b strings.Builder
		for _, l := range lines {
			if rt.IsNAString(l) {
				l = "NA"
			}
			b.WriteString(l)
			b.WriteByte('\n')
		}
		src = []byte(b.String())
	} else {
		f, ok := c.Arg(0).(*rt.Character)
		if c.Arg(0) == nil {
			f, ok = rt.StringScalar(""), true
		}
		if !ok || f.Len() != 1 || rt.IsNAString(f.V[0]) {
			return nil, in.Errorf(nil, "'file' must be a character string or connection")
		}
		if f.V[0] == "" {
			return nil, in.Errorf(nil, "parsing from the console is not supported")
		}
		data, err := os.ReadFile(f.V[0])
		if err != nil {
			fileCall := &rt.Lang{Fn: rt.Intern("file"), Args: []rt.Arg{{Val: rt.Intern("filename")},
				{Val: rt.StringScalar("r")}}}
			in.Warn(fileCall, "cannot open file '"+f.V[0]+"': No such file or directory")
			return nil, in.Errorf(fileCall, "cannot open the connection")
		}
		src, filename = data, f.V[0]
	}
	var out []rt.Value
	if limit != 0 {
		p := syntax.NewParser(filename, src, syntax.Options{Warn: func(msg string) { in.Warn(c.Call, msg) }})
		for limit < 0 || len(out) < limit {
			v, err := p.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, in.Errorf(nil, "%s", err.Error())
			}
			out = append(out, v)
		}
	}
	return exprVector(out), nil
}

// exprVector wraps values as an expression vector.
func exprVector(vals []rt.Value) *rt.List {
	out := rt.NewList(len(vals))
	copy(out.V, vals)
	out.Expr = true
	return out
}
