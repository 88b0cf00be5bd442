#!/bin/sh
# Regenerates the expected output of the golden scripts with GNU R.
# Usage: testdata/scripts/regen.sh [NAME.R ...]   (default: all scripts)
set -eu
cd "$(dirname "$0")"
command -v Rscript >/dev/null || { echo "regen.sh: Rscript not installed" >&2; exit 1; }
[ $# -gt 0 ] || set -- *.R
for f in "$@"; do
	n=${f%.R}
	set +e
	R_ENABLE_JIT=0 LC_ALL=C.UTF-8 Rscript "$f" >"$n.out" 2>"$n.err"
	echo $? >"$n.status"
	set -e
done
