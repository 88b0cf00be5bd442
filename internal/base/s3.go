package base

import (
	"gorir/internal/rt"
	"gorir/internal/vm"
)

// s3Builtins are S3 dispatch and class manipulation: UseMethod,
// NextMethod, class<-, oldClass, unclass, inherits, structure.
var s3Builtins = []*vm.BuiltinDef{}

// dispatchInternal is the internal dispatch of a primitive generic (print,
// length, [, as.character…): when the first argument of c is an object
// with a method for generic, it calls the method and returns its value
// with ok set.
func dispatchInternal(in *vm.Interp, generic string, c *vm.Call) (v rt.Value, ok bool, err error) {
	return nil, false, nil
}

// dispatchGroup is group dispatch (group is "Ops", "Math" or "Summary")
// for the member generic of a builtin call c.
func dispatchGroup(in *vm.Interp, group, generic string, c *vm.Call) (v rt.Value, ok bool, err error) {
	return nil, false, nil
}
