#!/usr/bin/env bash
# Benchmark opening thousand-card runs in the desktop app (issue 4, issue 17).
#
# For every run shape, writes a synthetic run with `shardscope-cli synth` (or reuses it), caches
# every page, then runs, REPEATS times each:
#   baseline: `shardscope --demo --view VIEW --screenshot --timing` (start-up, the 8-rank demo,
#             one render of the same view)
#   open:     `shardscope RUN --view VIEW --screenshot --timing` (the same, indexing the big run)
# and prints the medians of: wall time, open time over the baseline, peak RSS, bytes per tensor
# entry ((RSS of the run - RSS of the demo) / entries), and the longest event-loop stall while
# opening (a 5 ms precise timer; the UI goal is <= 50 ms), with the count of stalls over 50 ms;
# and from --timing, over the demo's own: "matrix s", when the device matrix first drew cards
# (ms_matrix_shown: the run's layouts from its strategy while the rank files are read, issue 35),
# and "run s", when it drew the loaded run (ms_run_matrix_shown); "-" from a binary without them.
#
# Environment:
#   SHARDSCOPE_GUI  path to a built shardscope (default: build/release/bin/shardscope)
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: beside SHARDSCOPE_GUI)
#   BENCH_DIR       folder for the runs (cards<N>/ inside it, reused when present; default:
#                   a temporary folder, removed at the end)
#   SHAPES          "DPxMPxPP:LAYERS ..." (default "8x16x8:200 8x16x32:800": 1,024 cards and
#                   1.2 M entries, 4,096 cards and 5 M entries)
#   RUNS            run folders measured as they are besides SHAPES (e.g. the 16,384-card run
#                   alone: RUNS=/var/tmp/s16k SHAPES=none SIZE=1920x1080)
#   SIZE            window size (default: the app's own)
#   VIEW            view shown (default matrix)
#   REPEATS         repetitions (default 3)
#   GOAL            pass mark for the open time over the baseline, seconds (default 2)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
REPEATS=${REPEATS:-3}
SHAPES=${SHAPES:-"8x16x8:200 8x16x32:800"}
VIEW=${VIEW:-matrix}
GOAL=${GOAL:-2}
gui=${SHARDSCOPE_GUI:-$root/build/release/bin/shardscope}
cli=${SHARDSCOPE_CLI:-$(dirname "$gui")/shardscope-cli}
[[ -x $gui && -x $cli ]] || { echo "open_bench: build first (scripts/demo), or set SHARDSCOPE_GUI" >&2; exit 1; }
command -v bc >/dev/null || { echo "open_bench: needs bc" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen

base=${BENCH_DIR:-}
if [[ -z $base ]]; then
    base=$(mktemp -d)
    trap 'rm -rf "$base"' EXIT
fi
work=$(mktemp -d)
trap 'rm -rf "$work"; [[ -n ${BENCH_DIR:-} ]] || rm -rf "$base"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
key() { /usr/bin/python3 -c "import json,sys; print(json.load(open(sys.argv[1])).get(sys.argv[2], -1))" "$1" "$2"; }
size=()
[[ -n ${SIZE:-} ]] && size=(--size "$SIZE")

# One run of the app: prints "wall_s ms_to_shot longest_stall_ms stalls_over_50 rss_kib entries
# ms_matrix_shown ms_run_matrix_shown".
shoot() {
    local json=$work/t.json t0 t1
    t0=$(date +%s.%N)
    "$gui" "$@" "${size[@]}" --screenshot "$work/shot.png" --timing "$json" >/dev/null 2>&1
    t1=$(date +%s.%N)
    echo "$(echo "$t1 - $t0" | bc -l) $(key "$json" ms_to_shot) $(key "$json" longest_stall_ms)" \
        "$(key "$json" stalls_over_50_ms) $(key "$json" peak_rss_kib) $(key "$json" tensor_entries)" \
        "$(key "$json" ms_matrix_shown) $(key "$json" ms_run_matrix_shown)"
}
# The median of column $1 over REPEATS runs of `shoot ARGS...`, all printed as one line.
measure() {
    local rows
    rows=$(for _ in $(seq "$REPEATS"); do shoot "$@"; done)
    for c in 1 2 3 4 5 6 7 8; do echo "$rows" | awk -v c=$c '{print $c}' | median; done | xargs
}
# Seconds of a --timing time over the demo's; "-" when either is not known (-1).
over() { if (($1 < 0 || $2 < 0)); then echo -; else awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (a - b) / 1000 }'; fi; }

read -r b_wall _ b_stall _ b_rss _ b_matrix b_runm <<<"$(measure --demo --view "$VIEW")"
header='%-28s %8s %9s %10s %9s %10s %12s %8s %9s %9s\n'
printf "$header" run entries "wall s" "open s" "RSS MB" "B/entry" "stall ms" ">50 ms" \
    "matrix s" "run s"
printf '%-28s %8s %9.2f %10s %9.0f %10s %12s %8s %9s %9s\n' "demo (baseline)" - "$b_wall" - \
    "$(echo "$b_rss / 1024" | bc -l)" - "$b_stall" - - -
status=PASS
# One measured run: its row of the table, and FAIL when it misses the goals.
report() { # name dir
    local wall stall over50 rss entries matrix runm open per
    read -r wall _ stall over50 rss entries matrix runm <<<"$(measure "$2" --view "$VIEW")"
    open=$(echo "$wall - $b_wall" | bc -l)
    per=$(echo "($rss - $b_rss) * 1024 / $entries" | bc -l)
    printf '%-28s %8s %9.2f %10.2f %9.0f %10.0f %12s %8s %9s %9s\n' "$1" "$entries" "$wall" \
        "$open" "$(echo "$rss / 1024" | bc -l)" "$per" "$stall" "$over50" \
        "$(over "$matrix" "$b_matrix")" "$(over "$runm" "$b_runm")"
    if (($(echo "$open > $GOAL" | bc -l))) || ((stall > 50)); then status=FAIL; fi
}
[[ $SHAPES == none ]] && SHAPES=
for shape in $SHAPES; do
    IFS=x: read -r dp mp pp layers <<<"$shape"
    cards=$((dp * mp * pp))
    dir=$base/cards$cards
    if ! compgen -G "$dir/rank_*" >/dev/null; then
        echo "== writing $cards cards (dp $dp x mp $mp x pp $pp, $layers layers) in $dir" >&2
        "$cli" synth --preset tiny --dp "$dp" --mp "$mp" --pp "$pp" --layers "$layers" \
            --hidden 32 --vocab 64 --force --out "$dir" >/dev/null
    fi
    cat "$dir"/rank_*/*.ckpt >/dev/null  # every page cached: the goal is indexing, not the disk
    report "$cards cards (pp $pp)" "$dir"
done
for dir in ${RUNS:-}; do
    find "$dir" -name '*.ckpt' -exec cat {} + >/dev/null  # cached, as above
    report "$(basename "$dir")" "$dir"
done
echo "$status (goals: open <= $GOAL s over the baseline, no event-loop stall over 50 ms)"
