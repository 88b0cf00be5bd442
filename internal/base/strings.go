package base

import "gorir/internal/vm"

// stringBuiltins are paste, nchar and the other character functions.
var stringBuiltins = []*vm.BuiltinDef{}
