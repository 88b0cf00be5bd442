package rt

import (
	"math"
	"unsafe"
)

// Logical element values. A logical is stored as int32.
const (
	False  int32 = 0
	True   int32 = 1
	NALgl  int32 = math.MinInt32
	NAInt  int32 = math.MinInt32
	MaxInt int32 = math.MaxInt32
)

// naRealBits is R's NA_real_: a quiet NaN whose low word is 1954.
const naRealBits = 0x7FF00000000007A2

// NAReal is R's NA_real_.
var NAReal = math.Float64frombits(naRealBits)

// IsNA reports whether x is NA_real_ (as opposed to another NaN), using
// R's test: a NaN whose low word is 1954.
func IsNA(x float64) bool {
	return x != x && uint32(math.Float64bits(x)) == 1954
}

// IsNaN reports whether x is a NaN that is not NA_real_.
func IsNaN(x float64) bool {
	return x != x && uint32(math.Float64bits(x)) != 1954
}

// IsNAorNaN reports whether x is NA_real_ or any NaN (R's ISNAN).
func IsNAorNaN(x float64) bool { return x != x }

// NAComplex is R's NA_complex_.
var NAComplex = complex(NAReal, NAReal)

// IsNAComplex reports whether either part of z is NA or NaN, R's rule for
// is.na on complex numbers.
func IsNAComplex(z complex128) bool {
	return real(z) != real(z) || imag(z) != imag(z)
}

// naBytes backs NAString. No other string shares its storage, so
// NA_character_ is told apart from "NA" by its data pointer.
var naBytes = [2]byte{'N', 'A'}

// NAString is R's NA_character_. It prints as NA, but it is not the string
// "NA": test with IsNAString, never with ==.
var NAString = unsafe.String(&naBytes[0], 2)

// IsNAString reports whether s is NA_character_.
func IsNAString(s string) bool {
	return len(s) == 2 && unsafe.StringData(s) == &naBytes[0]
}
