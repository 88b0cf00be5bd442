package base

import (
	"io"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// printArray prints v as a matrix or array when it has a dim attribute,
// and reports whether it did. (Matrix printing is being written; until
// then vectors with dims print as plain vectors.)
func printArray(in *vm.Interp, w io.Writer, v rt.Vector, quote bool) (bool, error) {
	return false, nil
}
