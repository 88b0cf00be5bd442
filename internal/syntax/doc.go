// Package syntax turns R source text into R language objects and back.
//
// The scanner and the hand-written recursive-descent parser cover the whole
// R 4.2 grammar. The parser builds rt values directly (symbols, constants,
// *rt.Lang calls, *rt.PairList formals), because in R code is data: what
// quote(), body() and substitute() return is exactly what the parser built.
// There is no separate AST.
//
// Parsing is incremental, one top-level expression at a time (see Parser),
// because Rscript evaluates each top-level expression of a file before it
// reads the next: a syntax error on line 10 is reported after lines 1–9
// ran. Errors carry GNU R's wording and source context (see Error).
//
// Deparse is the inverse: it renders a value as R source text, with the
// parentheses, spacing, escapes and line breaking of GNU R's deparse().
package syntax
