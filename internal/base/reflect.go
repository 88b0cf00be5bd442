package base

import "gorir/internal/vm"

// reflectBuiltins are reflection on calls and frames: sys.*, parent.frame, eval, substitute, match.call, do.call, on.exit.
var reflectBuiltins = []*vm.BuiltinDef{}
