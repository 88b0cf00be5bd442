package base

import "gorir/internal/vm"

// condBuiltins are the condition system: tryCatch, withCallingHandlers, restarts, signalCondition.
var condBuiltins = []*vm.BuiltinDef{}
