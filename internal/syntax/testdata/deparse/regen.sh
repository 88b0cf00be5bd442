#!/bin/sh
# Regenerates the expected deparse() output of every corpus file in this
# directory from GNU R (needs Rscript). See README.md.
set -e
cd "$(dirname "$0")"
export LC_ALL=C.UTF-8 LANG=C.UTF-8 R_ENABLE_JIT=0
exec Rscript --vanilla regen.R *.txt
