package base

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"

	"gorir/internal/syntax"
	"gorir/internal/vm"
)

// The R-level part of the base library lives in R/*.R, embedded in the
// binary and evaluated into the base environment by Install, in file-name
// order. Functions written in R there run through the same compiler as
// user code (and so benefit from the optimising tier).
//
//go:embed R/*.R
var rFiles embed.FS

// installR evaluates the embedded R files in the base environment.
func installR(in *vm.Interp) {
	names, err := fs.Glob(rFiles, "R/*.R")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	for _, name := range names {
		src, err := rFiles.ReadFile(name)
		if err != nil {
			panic(err)
		}
		exprs, err := syntax.ParseAll(name, src, syntax.Options{})
		if err != nil {
			panic(fmt.Sprintf("base library %s: %v", name, err))
		}
		for _, e := range exprs {
			if _, err := in.Eval(e, in.Base); err != nil {
				panic(fmt.Sprintf("base library %s: %v", name, err))
			}
		}
	}
}
