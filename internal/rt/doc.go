// Package rt is gorir's value model: the Go representation of every R
// object (what GNU R calls a SEXP).
//
// Every R value implements [Value]. The concrete types mirror R's own
// object types one for one, so typeof() is a method call and not a guess:
//
//   - [Null] (the single value [Nil]) is R's NULL.
//   - The atomic vectors [Logical], [Integer], [Double], [Complex],
//     [Character] and [Raw], and the generic vectors [List] (typeof "list"
//     or, with the Expr flag, "expression"). A vector of length one keeps
//     its element inline in the same allocation, so a scalar costs one
//     allocation.
//   - [Symbol]s are interned: two symbols with the same name are the same
//     pointer, so name comparison is pointer comparison. [MissingArg] is
//     the empty symbol, R's marker for an empty argument (`x[, 1]`) and for
//     a formal without a default.
//   - Language objects: [Lang] is a call (function plus optionally tagged
//     arguments), [PairList] is R's LISTSXP as exposed by formals(), [Dots]
//     is the value bound to `...`.
//   - [Closure], [Builtin], [Env] (environments, with locked and active
//     bindings), and [Promise] (a lazy argument: code, environment, value,
//     and an under-evaluation flag).
//
// Attributes are kept in insertion order, as R keeps them (names, dim,
// dimnames, class, srcref, …). Vectors and language objects carry a sharing
// state in the spirit of GNU R's NAMED field (see [Shared]): 0 for a fresh
// temporary, 1 for a value bound to one variable, 2 for a value that may be
// reachable from several places. A subassignment may mutate a value in place
// only when it is not shared; otherwise it must copy first.
//
// R's special numbers are represented as R represents them: logicals and
// integers are 32-bit with NA the smallest int32; NA_real_ is a NaN with
// R's payload (1954 in the low word), distinct from an ordinary NaN;
// NA_character_ is a distinguished string ([NAString]) that is not equal,
// as an R value, to the string "NA".
//
// Go values of these types are always handled by pointer; a vector struct
// must never be copied by value (its inline storage would then alias).
package rt
