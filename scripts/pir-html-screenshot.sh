#!/usr/bin/env bash
# pir-html-screenshot.sh: check that the PIR viewer's pages render in a
# real browser. Builds gorir, writes the --pir-html pages for the paper's
# Figure 4 example (g) and for the benchmark mandelbrot's execute, and
# screenshots each with headless Chromium (Debian's package: apt-get
# install -y chromium). Fails if Chromium is missing or a screenshot is
# missing or empty. Look at the PNGs it lists.
#
#   scripts/pir-html-screenshot.sh [OUTDIR]    (default: /tmp/gorir-pir-html)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-${TMPDIR:-/tmp}/gorir-pir-html}
mkdir -p "$out"
out=$(cd "$out" && pwd)

browser=""
for b in chromium chromium-browser google-chrome; do
    if command -v "$b" >/dev/null 2>&1; then browser=$b; break; fi
done
if [ -z "$browser" ]; then
    echo "pir-html-screenshot: no Chromium found (apt-get install -y chromium)" >&2
    exit 1
fi

echo "building gorir" >&2
(cd "$root" && go build -o "$out/gorir" ./cmd/gorir)
rm -f "$out"/pir-*.html "$out"/*.png

# The paper's Figure 4: promise inlining in g, whose inner f is inlined.
cat > "$out/figure4.R" <<'R'
g <- function() {
  a <- 1
  f <- function(b) b+a
  f(2)
}
for (i in 1:5) print(g())
R
(cd "$out" && ./gorir --jit=on --pir-html='^g$' --pir-html-dir="$out" figure4.R >/dev/null)
# mandelbrot: execute is compiled twice, an OSR version during its first
# call, then the version for calls.
(cd "$root/bench" && "$out/gorir" --jit=on --pir-html='^execute$' --pir-html-dir="$out" harness.R mandelbrot 5 50 >/dev/null)

shot() { # shot PAGE PNG [FRAGMENT]
    local page=$1 png=$2 frag=${3:-}
    [ -s "$page" ] || { echo "pir-html-screenshot: $page was not written" >&2; exit 1; }
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --window-size=1600,1000 --screenshot="$png" "file://$page$frag" >/dev/null 2>&1 || true
    if [ ! -s "$png" ] || [ "$(head -c 4 "$png" | od -An -tx1 | tr -d ' \n')" != "89504e47" ]; then
        echo "pir-html-screenshot: no screenshot $png of $page" >&2
        exit 1
    fi
    echo "$png"
}

shot "$out/pir-g-1.html" "$out/figure4-g.png"
shot "$out/pir-g-1.html" "$out/figure4-g-final.png" "#final"
shot "$out/pir-execute-1.html" "$out/mandelbrot-execute-osr.png"
shot "$out/pir-execute-2.html" "$out/mandelbrot-execute.png"
shot "$out/pir-execute-2.html" "$out/mandelbrot-execute-final.png" "#final"
