#!/bin/sh
# Times the baseline-tier micro benchmarks in gorir and in GNU R (Rscript,
# its bytecode JIT on, as users run it) in one run, and prints the ratios.
# Each file defines run(n) and N; the time is that of run(N), measured
# inside each system (start-up excluded), best of three.
# Usage: bench/baseline/compare.sh [NAME ...]   (from anywhere; needs Rscript)
set -e
cd "$(dirname "$0")"
bin=$(mktemp /tmp/gorir-bench-XXXXXX)
trap 'rm -f "$bin"' EXIT
go build -o "$bin" ../../cmd/gorir
[ $# -gt 0 ] || set -- scalar_for fib calls promises vector_assign lapply
timer='best <- Inf; for (k in 1:3) { t0 <- proc.time()[["elapsed"]]; run(N); best <- min(best, proc.time()[["elapsed"]] - t0) }; cat(best, "\n")'
printf '%-14s %9s %9s %7s\n' benchmark gorir GNU-R ratio
for b in "$@"; do
	g=$("$bin" -e "source('$b.R')" -e "$timer")
	r=$(Rscript -e "source('$b.R')" -e "$timer")
	awk -v b="$b" -v g="$g" -v r="$r" 'BEGIN { printf "%-14s %8.3fs %8.3fs %6.2fx\n", b, g, r, g / r }'
done
echo "(ratio = gorir time / GNU R time; below 1 means gorir is faster)"
