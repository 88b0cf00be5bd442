package base

import "gorir/internal/vm"

// applyBuiltins are lapply, sapply, vapply and friends.
var applyBuiltins = []*vm.BuiltinDef{}
