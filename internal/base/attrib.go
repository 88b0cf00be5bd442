package base

import "gorir/internal/vm"

// attribBuiltins are attributes: attr, attributes, and their replacement forms.
var attribBuiltins = []*vm.BuiltinDef{}
