#!/usr/bin/env bash
# The Playground's update per change at 1,024 cards (issue 33; goal: under 100 ms of event-loop
# time): llama2-70b on dp 16 x mp 8 x pp 8, the optimizer shard switched on and off, each change
# computed, the view repainted and the events processed. The measurement is the widget test
# PlaygroundView.MeasuresAChangeAt1024Cards (6 changes a round, offscreen); this runs ROUNDS rounds
# and prints the median round's mean, the worst change of all, and fitStep's own time.
# SHARDSCOPE_WIDGETS_TESTS names the test program, else build/ci's (built here when missing).
#
#   bench/playground.sh            ROUNDS=5 by default
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
die() { echo "playground: $*" >&2; exit 1; }
rounds=${ROUNDS:-5}
tests=${SHARDSCOPE_WIDGETS_TESTS:-}
if [[ -z $tests ]]; then
    tests=$root/build/ci/tests/shardscope_widgets_tests
    if [[ ! -x $tests ]]; then
        echo "== building shardscope_widgets_tests in build/ci"
        (cd "$root" && cmake --preset ci >/dev/null && cmake --build build/ci --target shardscope_widgets_tests >/dev/null)
    fi
fi
[[ -x $tests ]] || die "not an executable: $tests"
export QT_QPA_PLATFORM=offscreen

means=() worst=0 fit=()
for ((r = 0; r < rounds; r++)); do
    line=$("$tests" --gtest_filter=PlaygroundView.MeasuresAChangeAt1024Cards 2>&1 |
        grep '^playground: one change at 1024 cards' || true)
    [[ -n $line ]] || die "the test printed no figure (run it: $tests --gtest_filter=PlaygroundView.MeasuresAChangeAt1024Cards)"
    read -r mean high step < <(sed -E 's/.*mean ([0-9.]+) ms, worst ([0-9.]+) ms, fitStep ([0-9.]+) ms.*/\1 \2 \3/' <<<"$line")
    means+=("$mean")
    fit+=("$step")
    worst=$(awk -v a="$worst" -v b="$high" 'BEGIN { print (b > a ? b : a) }')
done
median() { printf '%s\n' "$@" | sort -g | sed -n "$(($# / 2 + 1))p"; }
mean=$(median "${means[@]}")
verdict=$(awk -v w="$worst" 'BEGIN { print (w < 100 ? "PASS" : "FAIL") }')
echo "program: $tests"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "playground, one change at 1,024 cards (llama2-70b, dp 16 x mp 8 x pp 8), $rounds rounds of 6:"
echo "  mean ${mean} ms (median round), worst ${worst} ms, of which fitStep $(median "${fit[@]}") ms"
echo "  goal < 100 ms a change: $verdict"
