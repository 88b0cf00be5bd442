package base

import "gorir/internal/vm"

// mathBuiltins are the Math and Summary functions: sqrt, exp, sum, max….
var mathBuiltins = []*vm.BuiltinDef{}
