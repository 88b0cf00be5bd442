package base

import "gorir/internal/vm"

// envBuiltins are environments and variables: assign, get, exists, rm, ls, new.env, locking and active bindings.
var envBuiltins = []*vm.BuiltinDef{}
