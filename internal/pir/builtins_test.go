package pir

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gorir/internal/base"
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// withOperands makes an instruction op whose value operands are LdArgs
// of the given types, with the environment env.
func withOperands(op Op, env EnvConst, types ...Type) *Instr {
	c := NewCode("t", nil)
	var args []*Instr
	for _, t := range types {
		a := c.Entry().Append(LdArg)
		a.Type = t
		args = append(args, a)
	}
	return c.Entry().Append(op, append(args, c.EnvConstInstr(env))...)
}

// callBuiltin makes a CallBuiltin of the builtin name with value operands
// of the given types (and an environment).
func callBuiltin(name string, types ...Type) *Instr {
	i := withOperands(CallBuiltin, GlobalEnv, types...)
	i.Aux = &CallAux{Target: &rt.Builtin{Name: name}, Tags: make([]*rt.Symbol, len(types))}
	i.Type = AnyValue
	return i
}

// The table's effects apply to plain values only: a promise, the missing
// marker, an object or a value that holds code or an environment keeps
// AnyEffect, as does a builtin the table does not list.
func TestCallBuiltinEffects(t *testing.T) {
	plainVec := Type{Kinds: KDouble | KInteger, Flags: MaybeNA | MaybeAttrs}
	for _, tc := range []struct {
		name  string
		types []Type
		want  Effects
	}{
		{"sqrt", []Type{DoubleScalar}, Error | Warn | Visibility},
		{"length", []Type{plainVec}, SilentBuiltin},
		{"bitwXor", []Type{IntScalar, DoubleScalar}, PureBuiltin},
		{"c", []Type{DoubleScalar, Type{Kinds: KString}, Type{Kinds: KNull}}, PureBuiltin},
		{"c", nil, PureBuiltin},
		{"list", []Type{Type{Kinds: KList}}, PureBuiltin},
		{"length", []Type{Type{Kinds: KDouble, Flags: MaybeObject | MaybeAttrs}}, AnyEffect},
		{"length", []Type{AnyValue}, AnyEffect},
		{"length", []Type{Any}, AnyEffect},
		{"length", []Type{Type{Kinds: KDouble, Flags: MaybeLazy}}, AnyEffect},
		{"length", []Type{Type{Kinds: KSymbol, Flags: MaybeMissing}}, AnyEffect},
		{"list", []Type{Env}, AnyEffect},
		{"list", []Type{ClosureT}, AnyEffect},
		{"is.function", []Type{FunctionT}, AnyEffect},
		{"max", []Type{DoubleScalar, Type{Kinds: KLang}}, AnyEffect},
		{"eval", []Type{DoubleScalar}, AnyEffect},
		{"lapply", []Type{DoubleScalar, Type{Kinds: KString}}, AnyEffect},
		{"nosuchbuiltin", []Type{DoubleScalar}, AnyEffect},
	} {
		i := callBuiltin(tc.name, tc.types...)
		if got := ComputeEffects(i); got != tc.want {
			t.Errorf("CallBuiltin %s%v: effects %v, want %v", tc.name, tc.types, got, tc.want)
		}
	}
	// A spread `...` operand is not a value.
	i := callBuiltin("sum", DoubleScalar)
	i.Aux.(*CallAux).Spread = []bool{true}
	if got := ComputeEffects(i); got != AnyEffect {
		t.Errorf("spread: %v", got)
	}
	// Other calls are not refined.
	i = callBuiltin("sqrt", DoubleScalar)
	i.Op = StaticCall
	i.Aux.(*CallAux).Target = &rt.Closure{}
	if got := ComputeEffects(i); got != AnyEffect {
		t.Errorf("StaticCall: %v", got)
	}
	if PureBuiltin&(ReadsEnv|WritesEnv|LeaksEnv|LeaksArgs|Reflection|Executes) != 0 {
		t.Errorf("PureBuiltin = %v", PureBuiltin)
	}
}

// Every builtin of the table is an ordinary builtin of the base library:
// not a special, not run in a frame of its own, not the Go half of an R
// closure, and not one of the functions known to use the calling
// environment.
func TestBuiltinTableAgainstBase(t *testing.T) {
	in := vm.New()
	base.Install(in)
	for _, name := range PureBuiltinNames() {
		b, ok := in.Base.Get(rt.Intern(name)).(*rt.Builtin)
		if !ok {
			t.Errorf("%s is not a builtin of the base library", name)
			continue
		}
		def := b.Impl.(*vm.BuiltinDef)
		if b.Special || def.Special != nil || def.Frame || def.Internal || def.Fn == nil {
			t.Errorf("%s: special %v, frame %v, internal %v", name, b.Special, def.Frame, def.Internal)
		}
	}
	for _, name := range []string{
		"eval", "evalq", "assign", "get", "get0", "mget", "exists", "environment", "parent.frame",
		"parent.env", "sys.call", "sys.function", "sys.frame", "sys.calls", "sys.frames",
		"nargs", "missing", "on.exit", "rm", "remove", "local", "match.arg", "match.call",
		"substitute", "quote", "delayedAssign", "makeActiveBinding", "do.call", "lapply",
		"sapply", "vapply", "mapply", "Recall", "UseMethod", "NextMethod", "standardGeneric",
		"print", "cat", "format", "range", "set.seed", "runif", "options", "invisible",
		"stop", "warning", "tryCatch", "force", "identity", "environmentName", "new.env",
		"globalenv", "emptyenv", "baseenv", "topenv", "sys.on.exit", "attach", "library",
		"require", "source", "Sys.time", "readline", "readLines", "writeLines",
	} {
		if _, ok := BuiltinEffects(name); ok {
			t.Errorf("%s must not be in the builtin effects table", name)
		}
	}
}

// The table's implementations in internal/base refer to no calling
// environment, frame or evaluator: a static audit of the Go source. The
// functions reachable from each entry's Fn (within the package) are
// searched for selectors such as c.Env, c.Frame, in.Eval, in.CallValue;
// dispatchInternal, dispatchGroup and asStrings, which use them only for
// an object argument (S3 dispatch), are not followed, and passing the
// environment on to another builtin's implementation (Env: c.Env) is
// not a use.
func TestBuiltinTableAudit(t *testing.T) {
	files, err := filepath.Glob("../base/*.go")
	if err != nil || len(files) == 0 {
		t.Skip("base sources not found")
	}
	fset := token.NewFileSet()
	decls := map[string]*ast.FuncDecl{}
	var defs []*ast.CompositeLit
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil {
				decls[fd.Name.Name] = fd
			}
		}
		ast.Inspect(af, func(n ast.Node) bool {
			if cl, ok := n.(*ast.CompositeLit); ok && isBuiltinDef(cl) {
				defs = append(defs, cl)
			}
			return true
		})
	}
	forbidden := map[string]bool{
		"Env": true, "Frame": true, "Frames": true, "CallValue": true, "Eval": true,
		"GetFun": true, "GetVar": true, "FrameOf": true, "FrameIndex": true, "ApplyClosure": true,
		"ApplyMethod": true, "Global": true, "CallFrame": true,
	}
	objectOnly := map[string]bool{"dispatchInternal": true, "dispatchGroup": true, "asStrings": true, "s4Extends": true}
	// audit returns a forbidden use reachable from n, or "".
	var audit func(n ast.Node, seen map[string]bool, path string) string
	audit = func(n ast.Node, seen map[string]bool, path string) string {
		found := ""
		ast.Inspect(n, func(x ast.Node) bool {
			if found != "" {
				return false
			}
			switch y := x.(type) {
			case *ast.KeyValueExpr:
				// Env: c.Env in a vm.Call literal forwards the call's
				// environment to another implementation, which is
				// audited where it is called.
				if k, ok := y.Key.(*ast.Ident); ok && k.Name == "Env" {
					if v, ok := y.Value.(*ast.SelectorExpr); ok && v.Sel.Name == "Env" {
						return false
					}
				}
			case *ast.SelectorExpr:
				// rt.Env, vm.Frame… are types, not uses.
				if id, ok := y.X.(*ast.Ident); ok && (id.Name == "rt" || id.Name == "vm") {
					return false
				}
				if forbidden[y.Sel.Name] {
					found = path + ": ." + y.Sel.Name
				}
			case *ast.Ident:
				fd := decls[y.Name]
				if fd == nil || seen[y.Name] || objectOnly[y.Name] {
					break
				}
				seen[y.Name] = true
				found = audit(fd, seen, path+" > "+y.Name)
			}
			return found == ""
		})
		return found
	}
	named := map[string]bool{}
	for _, cl := range defs {
		name, isLit, fn := defName(cl)
		if fn == nil {
			continue
		}
		if !isLit {
			// Defined in a loop (the Math group, the vector makers, the
			// attribute getters, the operators): audited if it may be a
			// table entry's, and then it must be clean.
			name = "(" + fset.Position(cl.Pos()).String() + ")"
		} else if _, ok := BuiltinEffects(name); !ok {
			continue
		}
		named[name] = true
		if bad := audit(fn, map[string]bool{}, name); bad != "" && isLit {
			t.Errorf("table builtin uses the calling environment: %s", bad)
		} else if bad != "" {
			loopDefs[name] = bad
		}
	}
	for _, name := range PureBuiltinNames() {
		if !named[name] && !loopDefined[name] {
			t.Errorf("%s: no definition found in internal/base", name)
		}
	}
	for pos, bad := range loopDefs {
		if loopTainted(pos) {
			t.Errorf("a loop-defined builtin that may be in the table uses the calling environment: %s", bad)
		}
	}
}

// loopDefined are the table's builtins that internal/base defines in a
// loop (their BuiltinDef's Name is not a string literal).
var loopDefined = map[string]bool{
	"abs": true, "sqrt": true, "exp": true, "expm1": true, "log2": true, "log10": true, "log1p": true,
	"sin": true, "cos": true, "tan": true, "asin": true, "acos": true, "atan": true, "sinh": true,
	"cosh": true, "tanh": true, "asinh": true, "acosh": true, "atanh": true, "sinpi": true,
	"cospi": true, "tanpi": true, "floor": true, "ceiling": true, "sign": true, "gamma": true,
	"lgamma": true, "digamma": true, "trigamma": true, "cumsum": true, "cumprod": true,
	"cummax": true, "cummin": true, "trunc": true,
	"numeric": true, "integer": true, "logical": true, "character": true, "double": true,
	"dim": true,
}

// loopDefs collects the unclean loop-defined builtins by position.
var loopDefs = map[string]string{}

// loopTainted reports whether an unclean loop-defined builtin at pos is
// one of the loops defining table entries (math.go's Math group,
// vectors.go's makers, attrib.go's getters).
func loopTainted(pos string) bool {
	for _, f := range []string{"/math.go:", "/vectors.go:", "/attrib.go:"} {
		if strings.Contains(pos, f) {
			return true
		}
	}
	return false
}

// isBuiltinDef reports whether cl is a vm.BuiltinDef literal (keyed, with
// a Name and an Fn).
func isBuiltinDef(cl *ast.CompositeLit) bool {
	hasName, hasFn := false, false
	for _, e := range cl.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok {
				hasName = hasName || k.Name == "Name"
				hasFn = hasFn || k.Name == "Fn"
			}
		}
	}
	return hasName && hasFn
}

// defName is a BuiltinDef literal's name (and whether it is a string
// literal) and the node of its Fn (a function literal, or the declaration
// of the named function; nil when not found).
func defName(cl *ast.CompositeLit) (name string, isLit bool, fn ast.Node) {
	for _, e := range cl.Elts {
		kv := e.(*ast.KeyValueExpr)
		switch kv.Key.(*ast.Ident).Name {
		case "Name":
			if bl, ok := kv.Value.(*ast.BasicLit); ok {
				name, _ = strconv.Unquote(bl.Value)
				isLit = true
			}
		case "Fn":
			fn = kv.Value
		}
	}
	return name, isLit, fn
}

// The result types of builtins: the constructors whatever their
// arguments, the coercions and c() of plain values (c() typed from its
// arguments, unless tagged or given attributes), others left alone.
func TestBuiltinResultTypes(t *testing.T) {
	attrs := Type{Kinds: KDouble, Flags: MaybeAttrs}
	for _, tc := range []struct {
		name  string
		types []Type
		tags  []string
		want  Type
	}{
		{"numeric", []Type{Any}, nil, Type{Kinds: KDouble}},
		{"seq_len", []Type{DoubleScalar}, nil, Type{Kinds: KInteger}},
		{"as.integer", []Type{attrs}, nil, Type{Kinds: KInteger, Flags: MaybeNA}},
		{"as.integer", []Type{Type{Kinds: KDouble, Flags: MaybeObject}}, nil, AnyValue},
		{"bitwXor", []Type{IntScalar, IntScalar}, nil, Type{Kinds: KInteger, Flags: MaybeNA}},
		{"length", []Type{attrs}, nil, Type{Kinds: KInteger | KDouble, Flags: Scalar}},
		{"c", []Type{DoubleScalar, IntScalar, Type{Kinds: KNull}}, nil, Type{Kinds: KDouble | KInteger, Flags: MaybeNA}},
		{"c", []Type{Type{Kinds: KNull}}, nil, Type{Kinds: KNull}},
		{"c", []Type{DoubleScalar}, []string{"a"}, AnyValue},
		{"c", []Type{attrs}, nil, AnyValue},
		{"sqrt", []Type{DoubleScalar}, nil, AnyValue},
	} {
		i := callBuiltin(tc.name, tc.types...)
		for k, tag := range tc.tags {
			i.Aux.(*CallAux).Tags[k] = rt.Intern(tag)
		}
		if got := InferType(i); got != tc.want {
			t.Errorf("%s%v (tags %v): %s, want %s", tc.name, tc.types, tc.tags, got, tc.want)
		}
	}
}

// x[i] <- v and m[i, j] of plain vectors have types; objects, vector
// indices and values that are not scalars leave them unknown.
func TestIndexTypes(t *testing.T) {
	mk := func(op Op, types ...Type) *Instr { return withOperands(op, NoEnv, types...) }
	num := Type{Kinds: KInteger | KDouble, Flags: Scalar}
	vec := Type{Kinds: KInteger, Flags: MaybeAttrs}
	for _, tc := range []struct {
		i    *Instr
		want Type
	}{
		{mk(Subassign1, vec, num, DoubleScalar), Type{Kinds: KInteger | KDouble, Flags: MaybeNA | MaybeAttrs}},
		{mk(Subassign2, Type{Kinds: KNull}, IntScalar, IntScalar), Type{Kinds: KInteger, Flags: MaybeNA}},
		{mk(Subassign1, vec, IntScalar, IntScalar, DoubleScalar), Type{Kinds: KInteger | KDouble, Flags: MaybeNA | MaybeAttrs}},
		{mk(Subassign1, Type{Kinds: KInteger, Flags: MaybeObject}, IntScalar, IntScalar), AnyValue},
		{mk(Subassign1, vec, Type{Kinds: KInteger}, IntScalar), AnyValue},
		{mk(Subassign1, vec, IntScalar, Type{Kinds: KInteger}), AnyValue},
		{mk(Extract1, vec, IntScalar, num), Type{Kinds: KInteger, Flags: MaybeNA | MaybeAttrs}},
		{mk(Extract1, vec, IntScalar, Type{Kinds: KInteger}), AnyValue},
	} {
		if got := InferType(tc.i); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.i.Op, got, tc.want)
		}
	}
}
