#!/usr/bin/env bash
# Benchmark `shardscope-cli export` of a 2 GB run to HDF5 and to safetensors against `cp -r`.
#
# Synthesizes (or reuses) a run of 8 ranks with `shardscope-cli synth --preset medium
# --layers 16` (about 1.98 GB: dp 2 x mp 2 x pp 2, optimizer shard 2, Float32). Then it runs
# REPEATS rounds; each round times, with the page cache dropped before each command:
#   cp -r SRC COPY, then sync                       the baseline (export fsyncs its files too)
#   per rank:  export SRC --rank r --to OUT/rank_r.h5            for every rank, one process each
#              export SRC --rank r --to OUT/rank_r.safetensors   (reads and writes all 2 GB)
#   merged:    export SRC --merged --to OUT/merged.h5            (the full model: each distinct
#              export SRC --merged --to OUT/merged.safetensors    slice read once, ~0.7 GB out)
# and prints the medians, the ratios to cp -r + sync and to cp -r, and the peak RSS of export.
#
# Environment:
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: build one in build/bench)
#   BENCH_DIR       work folder; the run in it is reused (default: a temporary folder under
#                   $TMPDIR, removed at the end unless KEEP=1)
#   KEEP=1          keep the temporary work folder
#   REPEATS         rounds (default 3; medians are reported)
#   MODES           what to time, from: h5-ranks st-ranks h5-merged st-merged (default: all)
#   LAYERS          synth --layers (default 16: about 2 GB)
#   SEED            synth seed (default 0)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "export_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3
gnutime=/usr/bin/time

REPEATS=${REPEATS:-3}
MODES=${MODES:-"h5-ranks st-ranks h5-merged st-merged"}
LAYERS=${LAYERS:-16}
SEED=${SEED:-0}
KEEP=${KEEP:-0}

say() { printf '%s\n' "$*" >&2; }
die() { say "export_bench: $*"; exit 1; }

[[ -x $gnutime ]] || die "missing $gnutime (Debian: apt-get install time)"
for tool in "$py" fincore awk; do
    command -v "$tool" >/dev/null || die "missing $tool (Debian: python3, util-linux, gawk/mawk)"
done
((REPEATS >= 1)) || die "REPEATS must be at least 1"
for m in $MODES; do
    case $m in h5-ranks | st-ranks | h5-merged | st-merged) ;; *) die "unknown mode '$m'" ;; esac
done

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    work=$BENCH_DIR
    mkdir -p "$work"
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-export-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$work
fi
work=$(cd "$work" && pwd)
src=$work/src
copy=$work/copy
out=$work/out
cleanup() {
    rm -rf -- "$copy" "$out"
    if [[ -n $cleanup_dir ]]; then rm -rf -- "$cleanup_dir"; fi
}
trap cleanup EXIT
rm -rf -- "$copy" "$out"

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
tree_bytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { printf "%.0f", s }'; }
resident_bytes() { find "$1" -type f -exec fincore --bytes --noheadings --output RES {} + | awk '{ s += $1 } END { printf "%.0f", s }'; }

# Evict the source run from the page cache (as bench/convert_bench.sh does).
cache_method=
evict() {
    local limit
    limit=$(($(tree_bytes "$src") / 100))
    sync
    if { echo 3 >/proc/sys/vm/drop_caches; } 2>/dev/null && (($(resident_bytes "$src") <= limit)); then
        cache_method=drop_caches
        return
    fi
    find "$src" -type f -print0 | "$py" -c '
import os, sys
for path in sys.stdin.buffer.read().split(b"\0"):
    if path:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
'
    if (($(resident_bytes "$src") <= limit)); then
        cache_method="posix_fadvise(DONTNEED)"
    else
        cache_method=none
    fi
}
remove() { rm -rf -- "$1"; sync; }
now() { echo "${EPOCHREALTIME/[.,]/}"; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b - a) / 1e6 }'; }

# run_export MODE: one timed export (every rank in turn for the per-rank modes). Sets t (s)
# and rss (KiB, the largest process).
ranks=()
run_export() {
    local mode=$1 t0 t1 r ext
    ext=h5
    [[ $mode == st-* ]] && ext=safetensors
    mkdir -p "$out"
    rss=0
    t0=$(now)
    if [[ $mode == *-ranks ]]; then
        for r in "${ranks[@]}"; do
            "$gnutime" -o "$work/last.time" -f '%M' "$cli" export "$src" --rank "$r" \
                --to "$out/rank_$r.$ext" >"$work/last.out" 2>&1 || die "export failed: $(cat "$work/last.out")"
            rss=$(awk -v a="$rss" -v b="$(tail -n 1 "$work/last.time")" 'BEGIN { print (b > a) ? b : a }')
        done
    else
        "$gnutime" -o "$work/last.time" -f '%M' "$cli" export "$src" --merged \
            --to "$out/merged.$ext" >"$work/last.out" 2>&1 || die "export failed: $(cat "$work/last.out")"
        rss=$(tail -n 1 "$work/last.time")
    fi
    t1=$(now)
    t=$(seconds "$t0" "$t1")
}

load_start=$(cut -d' ' -f1-3 /proc/loadavg)
if [[ ! -f $src/strategy.ckpt ]] || ! compgen -G "$src/rank_*/*.ckpt" >/dev/null; then
    say "== synth the source run (8 ranks, --layers $LAYERS) into $src"
    rm -rf -- "$src"
    "$cli" synth --out "$src" --preset medium --layers "$LAYERS" --seed "$SEED" >&2
fi
for d in "$src"/rank_*; do ranks+=("${d##*_}"); done
src_bytes=$(tree_bytes "$src")

declare -A times rsses outs
cp_t=() sync_t=() cps_t=() methods=()
for ((i = 1; i <= REPEATS; i++)); do
    say "== round $i of $REPEATS"
    evict
    methods+=("$cache_method")
    t0=$(now)
    cp -r "$src" "$copy"
    t1=$(now)
    sync
    t2=$(now)
    cp_t+=("$(seconds "$t0" "$t1")") sync_t+=("$(seconds "$t1" "$t2")") cps_t+=("$(seconds "$t0" "$t2")")
    remove "$copy"
    say "   cp -r ${cp_t[-1]} s + sync ${sync_t[-1]} s"
    for m in $MODES; do
        evict
        methods+=("$cache_method")
        run_export "$m"
        times[$m]+="$t "
        rsses[$m]=$(awk -v a="${rsses[$m]:-0}" -v b="$rss" 'BEGIN { print (b > a) ? b : a }')
        outs[$m]=$(tree_bytes "$out")
        remove "$out"
        say "   $m $t s (peak RSS $((rss / 1024)) MiB)"
    done
done

cp_m=$(median "${cp_t[@]}")
cps_m=$(median "${cps_t[@]}")
mib() { awk -v b="$1" 'BEGIN { printf "%.0f", b / 1048576 }'; }
cat <<EOF

shardscope export benchmark
  cli:          $cli
  source:       $src ($(mib "$src_bytes") MiB, ${#ranks[@]} ranks; synth --preset medium --layers $LAYERS)
  rounds:       $REPEATS, medians; page cache dropped before every timed command
  cache:        $(printf '%s\n' "${methods[@]}" | sort -u | paste -sd, -)
  baseline:     cp -r SRC COPY $cp_m s, + sync $cps_m s

EOF
printf '  %-10s %9s %9s %12s %9s %9s\n' mode "out MiB" "time (s)" "/(cp+sync)" "/cp" "RSS MiB"
for m in $MODES; do
    read -r -a ts <<<"${times[$m]}"
    tm=$(median "${ts[@]}")
    printf '  %-10s %9s %9s %12s %9s %9s\n' "$m" "$(mib "${outs[$m]}")" "$tm" \
        "$(ratio "$tm" "$cps_m")" "$(ratio "$tm" "$cp_m")" \
        "$(awk -v k="${rsses[$m]}" 'BEGIN { printf "%.1f", k / 1024 }')"
done
echo
echo "  load average: $load_start at start, $(cut -d' ' -f1-3 /proc/loadavg) at the end ($(nproc) cores)"
