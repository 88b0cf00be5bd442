package base

import (
	"gorir/internal/ops"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The operator builtins. The compiler inlines these names with scalar
// fast paths; the builtins do the general vectorised work through
// internal/ops.
var arithBuiltins []*vm.BuiltinDef

func init() {
	for _, name := range []string{"+", "-", "*", "/", "^", "%%", "%/%"} {
		op, _ := ops.ArithOpByName(name)
		name := name
		arithBuiltins = append(arithBuiltins, &vm.BuiltinDef{Name: name, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
			if v, ok, err := dispatchGroup(in, "Ops", name, c); ok || err != nil {
				return v, err
			}
			w := in.Warner(c.Call)
			switch len(c.Args) {
			case 1:
				if name == "+" || name == "-" {
					return ops.Unary(op, c.Args[0], w)
				}
				return nil, in.Errorf(nil, "invalid unary operator")
			case 2:
				return ops.Arith(op, c.Args[0], c.Args[1], w)
			}
			return nil, in.Errorf(nil, "operator needs one or two arguments")
		}})
	}
	for _, name := range []string{"==", "!=", "<", ">", "<=", ">="} {
		op, _ := ops.CompareOpByName(name)
		name := name
		arithBuiltins = append(arithBuiltins, &vm.BuiltinDef{Name: name, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
			if v, ok, err := dispatchGroup(in, "Ops", name, c); ok || err != nil {
				return v, err
			}
			if len(c.Args) != 2 {
				return nil, in.Errorf(nil, "operator needs two arguments")
			}
			return ops.Compare(op, c.Args[0], c.Args[1], in.Warner(c.Call))
		}})
	}
	for name, op := range map[string]ops.LogicOp{"&": ops.OpAnd, "|": ops.OpOr} {
		op, name := op, name
		arithBuiltins = append(arithBuiltins, &vm.BuiltinDef{Name: name, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
			if v, ok, err := dispatchGroup(in, "Ops", name, c); ok || err != nil {
				return v, err
			}
			if len(c.Args) != 2 {
				return nil, in.Errorf(nil, "operator needs two arguments")
			}
			return ops.Logic(op, c.Args[0], c.Args[1], in.Warner(c.Call))
		}})
	}
	arithBuiltins = append(arithBuiltins, &vm.BuiltinDef{Name: "!", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchGroup(in, "Ops", "!", c); ok || err != nil {
			return v, err
		}
		if len(c.Args) != 1 {
			return nil, in.Errorf(nil, "%d arguments passed to '!' which requires 1", len(c.Args))
		}
		return ops.Not(c.Args[0])
	}})
	extraTables = append(extraTables, arithBuiltins, indexBuiltins)
}

// indexArgs splits the arguments of `[`/`[[`: the object, the indices,
// and the named options (drop, exact) that are not indices.
func indexArgs(c *vm.Call) (x rt.Value, idx []rt.Value, opts map[string]rt.Value) {
	for i, a := range c.Args {
		var tag *rt.Symbol
		if c.Tags != nil {
			tag = c.Tags[i]
		}
		if i > 0 && tag != nil && (tag.Name == "drop" || tag.Name == "exact") {
			if opts == nil {
				opts = map[string]rt.Value{}
			}
			opts[tag.Name] = a
			continue
		}
		if i == 0 {
			x = a
			continue
		}
		idx = append(idx, a)
	}
	return
}

var indexBuiltins = []*vm.BuiltinDef{
	{Name: "[", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "[", c); ok || err != nil {
			return v, err
		}
		x, idx, opts := indexArgs(c)
		drop := true
		if d, ok := opts["drop"]; ok {
			drop = rt.AsLogical(d) != rt.False
		}
		return ops.Subset(x, idx, drop, in.Warner(c.Call))
	}},
	{Name: "[[", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "[[", c); ok || err != nil {
			return v, err
		}
		x, idx, opts := indexArgs(c)
		exact := ops.ExactTrue
		if e, ok := opts["exact"]; ok {
			switch rt.AsLogical(e) {
			case rt.False:
				exact = ops.ExactFalse
			case rt.NALgl:
				exact = ops.ExactNA
			}
		}
		if env, ok := x.(*rt.Env); ok && len(idx) == 1 {
			if s, ok := idx[0].(*rt.Character); ok && s.Len() == 1 {
				v := env.Get(rt.Intern(s.V[0]))
				if v == rt.Unbound {
					return rt.Nil, nil
				}
				return in.ForceValue(v)
			}
			return nil, in.Errorf(nil, "wrong args for environment subassignment")
		}
		return ops.Subset2(x, idx, exact, in.Warner(c.Call))
	}},
	{Name: "$", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "$", c); ok || err != nil {
			return v, err
		}
		if len(c.Args) != 2 {
			return nil, in.Errorf(nil, "invalid subsetting")
		}
		name := dollarArgName(c.Args[1])
		if env, ok := c.Args[0].(*rt.Env); ok {
			v := env.Get(rt.Intern(name))
			if v == rt.Unbound {
				return rt.Nil, nil
			}
			return in.ForceValue(v)
		}
		return ops.Dollar(c.Args[0], name)
	}},
	{Name: "[<-", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "[<-", c); ok || err != nil {
			return v, err
		}
		n := len(c.Args)
		if n < 2 {
			return nil, in.Errorf(nil, "incorrect number of arguments")
		}
		return ops.SubAssign(c.Args[0], c.Args[1:n-1], c.Args[n-1], in.Warner(c.Call))
	}},
	{Name: "[[<-", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "[[<-", c); ok || err != nil {
			return v, err
		}
		n := len(c.Args)
		if n < 3 {
			return nil, in.Errorf(nil, "[[ ]] with missing subscript")
		}
		if env, ok := c.Args[0].(*rt.Env); ok && n == 3 {
			if s, ok := c.Args[1].(*rt.Character); ok && s.Len() == 1 {
				return env, in.Assign(rt.Intern(s.V[0]), c.Args[2], env)
			}
			return nil, in.Errorf(nil, "wrong args for environment subassignment")
		}
		return ops.SubAssign2(c.Args[0], c.Args[1:n-1], c.Args[n-1], in.Warner(c.Call))
	}},
	{Name: "$<-", Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if v, ok, err := dispatchInternal(in, "$<-", c); ok || err != nil {
			return v, err
		}
		if len(c.Args) != 3 {
			return nil, in.Errorf(nil, "invalid subsetting")
		}
		name := dollarArgName(c.Args[1])
		if env, ok := c.Args[0].(*rt.Env); ok {
			return env, in.Assign(rt.Intern(name), c.Args[2], env)
		}
		return ops.DollarAssign(c.Args[0], name, c.Args[2], in.Warner(c.Call))
	}},
	{Name: "c", Fn: builtinC},
}

func dollarArgName(v rt.Value) string {
	switch n := v.(type) {
	case *rt.Character:
		if n.Len() > 0 {
			return n.V[0]
		}
	case *rt.Symbol:
		return n.Name
	case *rt.Promise:
		if s, ok := n.Expr.(*rt.Symbol); ok {
			return s.Name
		}
	}
	return ""
}

// builtinC is c() for atomic vectors and lists (recursive = FALSE):
// the result has the highest type of the arguments, and names from the
// argument tags and the arguments' own names.
func builtinC(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	if v, ok, err := dispatchInternal(in, "c", c); ok || err != nil {
		return v, err
	}
	// recursive= and use.names= are matched exactly, as R's c() does.
	recursive, useNames := false, true
	for i := 0; c.Tags != nil && i < len(c.Args); i++ {
		if t := c.Tags[i]; t != nil && (t.Name == "recursive" || t.Name == "use.names") {
			flag := rt.AsLogical(c.Args[i]) == rt.True
			if t.Name == "recursive" {
				recursive = flag
			} else {
				useNames = flag
			}
			args := append(append([]rt.Value{}, c.Args[:i]...), c.Args[i+1:]...)
			tags := append(append([]*rt.Symbol{}, c.Tags[:i]...), c.Tags[i+1:]...)
			nc := *c
			nc.Args, nc.Tags = args, tags
			c = &nc
			i--
		}
	}
	if recursive {
		l := rt.ListOf(append([]rt.Value(nil), c.Args...)...)
		if c.Tags != nil {
			names := rt.NewCharacter(len(c.Args))
			tagged := false
			for i, t := range c.Tags {
				if t != nil {
					names.V[i], tagged = t.Name, true
				}
			}
			if tagged {
				rt.SetAttr(l, rt.NamesSym, names)
			}
		}
		return builtinUnlist(in, &vm.Call{Call: c.Call, Env: c.Env, Args: []rt.Value{l, rt.Bool(true), rt.Bool(useNames)}})
	}
	if !useNames {
		out, err := builtinC(in, &vm.Call{Call: c.Call, Env: c.Env, Args: c.Args})
		if a, ok := out.(rt.Attributed); ok && err == nil {
			if rt.Shared(out) {
				out = rt.CopyVector(out.(rt.Vector))
				a = out.(rt.Attributed)
			}
			rt.SetAttr(a, rt.NamesSym, nil)
		}
		return out, err
	}
	t := rt.NilType
	anyNames := false
	n := 0
	for i, a := range c.Args {
		if rt.IsNull(a) {
			continue
		}
		at := a.Type()
		if !rt.IsAtomicType(at) && at != rt.ListType && at != rt.ExprType {
			at = rt.ListType
		}
		if t == rt.NilType {
			t = at
		} else {
			t = rt.HigherType(t, at)
		}
		n += rt.Length(a)
		if (c.Tags != nil && c.Tags[i] != nil) || vecNames(a) != nil {
			anyNames = true
		}
	}
	if t == rt.NilType {
		return rt.Nil, nil
	}
	var parts []rt.Value
	var names []string
	for i, a := range c.Args {
		if rt.IsNull(a) {
			continue
		}
		var part rt.Value = a
		if vec, ok := a.(rt.Vector); ok && (rt.IsAtomicType(a.Type()) || t == rt.ListType) {
			cv, err := rt.CoerceVector(vec, t, func(msg string) { in.Warn(c.Call, msg) })
			if err != nil {
				return nil, err
			}
			part = cv
		} else {
			part = rt.ListOf(a)
		}
		parts = append(parts, part)
		if anyNames {
			k := rt.Length(part)
			own := vecNames(a)
			var tag string
			if c.Tags != nil && c.Tags[i] != nil {
				tag = c.Tags[i].Name
			}
			for j := 0; j < k; j++ {
				nm := ""
				switch {
				case own != nil && tag != "":
					nm = tag + "." + own.V[j]
				case own != nil:
					nm = own.V[j]
				case tag != "" && k == 1:
					nm = tag
				case tag != "":
					nm = tag + itoa(j+1)
				}
				names = append(names, nm)
			}
		}
	}
	out := rt.NewVector(t, n)
	pos := 0
	for _, p := range parts {
		pos += copyInto(out, pos, p)
	}
	if anyNames {
		rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(names...))
	}
	return out, nil
}

func itoa(i int) string { return rt.IntegerToString(int32(i)) }

// copyInto copies the elements of src (already of dst's type) into dst at
// pos and returns how many it copied.
func copyInto(dst rt.Vector, pos int, src rt.Value) int {
	switch d := dst.(type) {
	case *rt.Logical:
		return copy(d.V[pos:], src.(*rt.Logical).V)
	case *rt.Integer:
		return copy(d.V[pos:], src.(*rt.Integer).V)
	case *rt.Double:
		return copy(d.V[pos:], src.(*rt.Double).V)
	case *rt.Complex:
		return copy(d.V[pos:], src.(*rt.Complex).V)
	case *rt.Character:
		return copy(d.V[pos:], src.(*rt.Character).V)
	case *rt.Raw:
		return copy(d.V[pos:], src.(*rt.Raw).V)
	case *rt.List:
		s := src.(*rt.List).V
		for _, e := range s {
			rt.MarkShared(e)
		}
		return copy(d.V[pos:], s)
	}
	return 0
}
