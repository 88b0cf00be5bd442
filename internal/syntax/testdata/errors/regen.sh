#!/bin/sh
# Regenerates the expected outputs of the parse error corpus with GNU R.
# For each NAME.R: NAME.err is the stderr of `Rscript NAME.R` and NAME.perr
# the condition message of parse(text = readLines("NAME.R")).
set -e
cd "$(dirname "$0")"
command -v Rscript >/dev/null || { echo "regen.sh: Rscript not found" >&2; exit 1; }
for f in *.R; do
	n=${f%.R}
	R_ENABLE_JIT=0 Rscript "$f" 2>"$n.err" >/dev/null || true
	R_ENABLE_JIT=0 Rscript -e 'f <- commandArgs(TRUE)[1]
m <- tryCatch({ parse(text = readLines(f, warn = FALSE)); "" }, error = function(e) conditionMessage(e))
cat(m)' "$f" >"$n.perr"
done
