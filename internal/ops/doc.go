// Package ops holds R's vectorised semantics that both execution tiers
// share: arithmetic, comparison and logic with R's recycling, NA,
// attribute and integer-overflow rules; the Math group; and indexing —
// `[`, `[[`, `$` and their assignment forms.
//
// Operations are plain functions over rt values. They never dispatch on
// class (the evaluator does S3 dispatch before it calls them) and never
// know the call they were invoked from: an operation reports a problem by
// returning an *Error carrying R's message, and reports warnings through
// the Warner it is given; the evaluator prefixes both with the call, as in
// "Error in x + y : non-numeric argument to binary operator".
package ops
