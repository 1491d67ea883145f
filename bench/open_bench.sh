#!/usr/bin/env bash
# Benchmark opening a run of hundreds of ranks in the desktop app (issue 4: "a folder of
# hundreds of ranks and tens of thousands of parameters opens in about a second").
#
# Writes a synthetic run with `shardscope-cli synth` (default: 256 ranks = dp 4 x mp 8 x pp 8,
# 800 layers: 38,447 parameters, 1.2 M tensor entries over the rank files), then times, REPEATS
# times each with every page cached:
#   baseline: `shardscope --demo --screenshot` (start-up, the 8-rank demo, one render)
#   open:     `shardscope RUN --view parameters --screenshot` (the same, indexing the big run)
# and prints the medians, the difference (the cost of the big run) and the ratio.
#
# Environment:
#   SHARDSCOPE_GUI  path to a built shardscope (default: build/release/bin/shardscope)
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: beside SHARDSCOPE_GUI)
#   BENCH_DIR       run folder to use; reused if it holds rank_* folders (default: temporary)
#   REPEATS         repetitions (default 5)
#   DP, MP, PP, LAYERS   run shape (defaults 4, 8, 8, 800)
#   GOAL            pass mark for the difference in seconds (default 1.5)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
REPEATS=${REPEATS:-5}
DP=${DP:-4} MP=${MP:-8} PP=${PP:-8} LAYERS=${LAYERS:-800}
GOAL=${GOAL:-1.5}
gui=${SHARDSCOPE_GUI:-$root/build/release/bin/shardscope}
cli=${SHARDSCOPE_CLI:-$(dirname "$gui")/shardscope-cli}
[[ -x $gui && -x $cli ]] || { echo "open_bench: build first (scripts/demo), or set SHARDSCOPE_GUI" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen

dir=${BENCH_DIR:-}
if [[ -z $dir ]]; then
    dir=$(mktemp -d)
    trap 'rm -rf "$dir"' EXIT
fi
if ! compgen -G "$dir/rank_*" >/dev/null; then
    echo "== writing a run of $((DP * MP * PP)) ranks, $LAYERS layers in $dir"
    "$cli" synth --preset tiny --dp "$DP" --mp "$MP" --pp "$PP" --layers "$LAYERS" --hidden 32 \
        --vocab 64 --force --out "$dir" >/dev/null
fi
shot=$(mktemp --suffix=.png)
cat "$dir"/rank_*/*.ckpt >/dev/null  # every page cached: the goal is about indexing, not the disk

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
timeit() {
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc -l
}
base=$(for _ in $(seq "$REPEATS"); do timeit "$gui" --demo --screenshot "$shot"; done | median)
open=$(for _ in $(seq "$REPEATS"); do timeit "$gui" "$dir" --view parameters --screenshot "$shot"; done | median)
rm -f "$shot"
diff=$(echo "$open - $base" | bc -l)
printf 'baseline (demo, start-up + render)  %6.2f s\n' "$base"
printf 'open %s (%s ranks)            %6.2f s\n' "$(basename "$dir")" "$((DP * MP * PP))" "$open"
printf 'cost of the big run                 %6.2f s   (ratio open/baseline %.2f)\n' "$diff" \
    "$(echo "$open / $base" | bc -l)"
if (($(echo "$diff <= $GOAL" | bc -l))); then echo "PASS (goal: <= $GOAL s)"; else echo "FAIL (goal: <= $GOAL s)"; fi
