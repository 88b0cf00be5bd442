package base

// partialNotes says what is missing from base functions that exist but do
// not yet do everything GNU R's do. docs/base-coverage.md is generated
// from the base environment itself, this table and the golden scripts
// (go test ./internal/base -run TestBaseCoverage -update); keep a note
// here next to the code when you leave part of a function out.
var partialNotes = map[string]string{
	"RNGkind":        "only the default kinds (Mersenne-Twister, Inversion, Rejection/Rounding)",
	"rank":           `ties.method = "random" behaves like "first"`,
	"solve":          `no "computationally singular" (condition number) check`,
	"data.frame":     "matrix and list columns only basically",
	"textConnection": "read connections only",
	"str":            "no data-frame method",
	"all.equal":      "functions and environments compared by deparse/identical only",
	"quantile":       "names come from signif(), not formatC()",
	"gsub":           `default (TRE) mode: \< and \b after a match do not see the match end as a string start`,
	"prettyNum":      `big.mark equal to the decimal mark is not diagnosed`,
	"print":          "no <bytecode> lines for base closures",
}
