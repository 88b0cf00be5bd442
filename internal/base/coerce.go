package base

import "gorir/internal/vm"

// coerceBuiltins are is.* and as.* for the basic types.
var coerceBuiltins = []*vm.BuiltinDef{}
