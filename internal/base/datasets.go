package base

import (
	"embed"
	"io/fs"
	"path"
	"sort"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// The data sets every R session sees (mtcars, iris, …, from R's datasets
// package) live in datasets/NAME.R, each file the R expression of one
// data set's value (as GNU R deparses it). They are bound in the base
// environment to promises, so a script pays for parsing only the data
// sets it uses; data() copies them into an environment, as R's does.
//
//go:embed datasets/*.R
var datasetFiles embed.FS

// datasetNames lists the embedded data sets, sorted.
func datasetNames() []string {
	files, err := fs.Glob(datasetFiles, "datasets/*.R")
	if err != nil {
		panic(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(path.Base(f), ".R"))
	}
	sort.Strings(names)
	return names
}

var datasetLoadSym = rt.Intern(".datasetLoad")

// installDatasets binds each data set to a promise of its value, and
// .datasetNames to their names.
func installDatasets(in *vm.Interp) {
	names := datasetNames()
	for _, n := range names {
		call := rt.NewCall(datasetLoadSym, rt.StringScalar(n))
		in.Base.Define(rt.Intern(n), &rt.Promise{Expr: call, Env: in.Base})
	}
	cv := rt.NewCharacter(len(names))
	copy(cv.V, names)
	in.Base.Define(rt.Intern(".datasetNames"), cv)
}

var datasetBuiltins = []*vm.BuiltinDef{
	// .datasetLoad(name) parses and evaluates the embedded data set.
	{Name: ".datasetLoad", Formals: []string{"name"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		name := stringArg(c.Arg(0), "")
		src, err := datasetFiles.ReadFile("datasets/" + name + ".R")
		if err != nil {
			return nil, in.Errorf(nil, "data set '%s' not found", name)
		}
		exprs, err := syntax.ParseAll(name, src, syntax.Options{})
		if err != nil || len(exprs) != 1 {
			return nil, in.Errorf(nil, "internal error: data set '%s' does not parse", name)
		}
		return in.Eval(exprs[0], in.Base)
	}},
}

func init() { extraTables = append(extraTables, datasetBuiltins) }
