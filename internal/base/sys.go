package base

import "gorir/internal/vm"

// sysBuiltins are the session: Sys.time, proc.time, commandArgs, quit, source, interactive.
var sysBuiltins = []*vm.BuiltinDef{}
