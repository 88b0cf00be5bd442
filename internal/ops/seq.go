package ops

import (
	"math"

	"gorir/internal/rt"
)

// ColonSeq is from:to for ends that are numbers (not NA or NaN): an
// integer vector when from is a whole number and both ends fit an
// integer, a double vector otherwise, stepping by 1 or -1.
func ColonSeq(from, to float64) rt.Value {
	n := int(math.Floor(math.Abs(to-from)+1e-10)) + 1
	if from == math.Trunc(from) && from <= math.MaxInt32 && from >= -math.MaxInt32 &&
		to <= math.MaxInt32 && to >= -math.MaxInt32 {
		v := rt.NewInteger(n)
		step := int32(1)
		if from > to {
			step = -1
		}
		for i := range v.V {
			v.V[i] = int32(from) + int32(i)*step
		}
		return v
	}
	v := rt.NewDouble(n)
	step := 1.0
	if from > to {
		step = -1
	}
	for i := range v.V {
		v.V[i] = from + float64(i)*step
	}
	return v
}
