#!/usr/bin/env bash
# Benchmark `mpirun -np K shardscope-mpi convert` (K = 1, 2, 4 on this machine) against
# `cp -r` + `sync` of the same source, measured in the same run (issue 13).
#
# Synthesizes a ~2 GB run of 8 ranks (synth --preset medium --layers 16: dp 2 x mp 2 x pp 2,
# optimizer shard 2) and the strategy of the same network on 8 other ranks (dp 1 x mp 4 x pp 2,
# no shard: one copy of everything, so the ranks divide evenly over 1, 2 and 4 processes), then
# runs REPEATS rounds; in each round, with the source evicted from the page cache before every
# command:
#   cp -r SRC COPY; sync                                   (the baseline)
#   shardscope-cli convert --src SRC --dst OUT ...         (the same conversion, no MPI)
#   mpirun -np K shardscope-mpi convert --src SRC --dst OUT ... --json      for each K
# Outputs are removed (and the removal synced) between commands. Prints the medians, each
# time / (cp -r + sync), and every process's peak RSS (from the job's JSON summary; the worst
# round). One machine only: the processes share its disk and cores, so this measures the
# job's overhead and memory, not a cluster's speed-up (see docs/performance.md).
#
# Environment:
#   SHARDSCOPE_CLI, SHARDSCOPE_MPI   built binaries (default: build both in build/bench)
#   BENCH_DIR   work folder (reused; default: a temporary folder removed at the end)
#   KEEP=1      keep the temporary work folder
#   PROCS       process counts (default "1 2 4")
#   REPEATS     rounds (default 3; medians are reported)
#   MPIRUN      the launcher (default: mpirun --oversubscribe --bind-to none, and
#               --allow-run-as-root when root)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "mpi_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3

PROCS=${PROCS:-"1 2 4"}
REPEATS=${REPEATS:-3}
KEEP=${KEEP:-0}

say() { printf '%s\n' "$*" >&2; }
die() { say "mpi_bench: $*"; exit 1; }

for tool in "$py" fincore awk; do
    command -v "$tool" >/dev/null || die "missing $tool (Debian: python3, util-linux, gawk/mawk)"
done
command -v mpirun >/dev/null || die "missing mpirun (Debian: openmpi-bin)"

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli
if [[ -n ${SHARDSCOPE_MPI:-} ]]; then
    mpi=$SHARDSCOPE_MPI
else
    build=$root/build/bench
    cmake -S "$root" -B "$build" -G Ninja -DSHARDSCOPE_BUILD_GUI=OFF -DSHARDSCOPE_BUILD_TESTS=OFF \
        -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" --target shardscope-mpi >/dev/null
    mpi=$build/bin/shardscope-mpi
fi
[[ -x $mpi ]] || die "not an executable: $mpi"
launcher=(mpirun --oversubscribe --bind-to none)
if [[ -n ${MPIRUN:-} ]]; then read -r -a launcher <<<"$MPIRUN"; fi
if (($(id -u) == 0)) && [[ -z ${MPIRUN:-} ]]; then launcher+=(--allow-run-as-root); fi

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    work=$BENCH_DIR
    mkdir -p "$work"
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-mpi-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$work
fi
work=$(cd "$work" && pwd)
src=$work/src
dst=$work/dst8
copy=$work/copy
out=$work/out
cleanup() {
    rm -rf -- "$copy" "$out"
    if [[ -n $cleanup_dir ]]; then rm -rf -- "$cleanup_dir"; fi
}
trap cleanup EXIT

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
tree_bytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { printf "%.0f", s }'; }
resident_bytes() { find "$1" -type f -exec fincore --bytes --noheadings --output RES {} + | awk '{ s += $1 } END { printf "%.0f", s }'; }
now() { echo "${EPOCHREALTIME/[.,]/}"; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b - a) / 1e6 }'; }

# Evict the source from the page cache (drop_caches, else fadvise); cache_method says which.
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
    if (($(resident_bytes "$src") <= limit)); then cache_method="fadvise"; else cache_method=none; fi
}
remove() { rm -rf -- "$1"; sync; }

if [[ ! -f $src/strategy.ckpt ]] || ! compgen -G "$src/rank_*/*.ckpt" >/dev/null; then
    say "== synth the ~2 GB source (8 ranks) into $src"
    rm -rf -- "$src"
    "$cli" synth --out "$src" --preset medium --layers 16 >&2
fi
if [[ ! -f $dst/strategy.ckpt ]]; then
    "$cli" synth --out "$dst" --preset medium --layers 16 --dp 1 --mp 4 --pp 2 --opt-shard 0 \
        --strategy-only >&2
fi
args=(convert --src "$src" --dst "$out" --src-strategy "$src/strategy.ckpt"
    --dst-strategy "$dst/strategy.ckpt" --json --no-progress)
remove "$out"
remove "$copy"

declare -A times rss
cps=() convs=() methods=()
written=0
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
for ((i = 1; i <= REPEATS; i++)); do
    evict
    methods+=("$cache_method")
    t0=$(now)
    cp -r "$src" "$copy"
    sync
    t1=$(now)
    cps+=("$(seconds "$t0" "$t1")")
    remove "$copy"
    line="   #$i  cp -r + sync ${cps[-1]} s"
    evict
    t0=$(now)
    "$cli" convert --src "$src" --dst "$out" --src-strategy "$src/strategy.ckpt" \
        --dst-strategy "$dst/strategy.ckpt" >/dev/null 2>&1 || die "shardscope-cli convert failed"
    t1=$(now)
    convs+=("$(seconds "$t0" "$t1")")
    written=$(tree_bytes "$out")
    remove "$out"
    line+=" | convert ${convs[-1]} s"
    for k in $PROCS; do
        evict
        t0=$(now)
        "${launcher[@]}" -np "$k" "$mpi" "${args[@]}" >"$work/summary.json" 2>"$work/mpirun.err" ||
            die "mpirun -np $k failed: $(cat "$work/mpirun.err")"
        t1=$(now)
        times[$k]+="$(seconds "$t0" "$t1") "
        peaks=$("$py" -c 'import json, sys
j = json.load(open(sys.argv[1]))
assert j["files_written"] == 8, j["files_written"]
print(" ".join(str(p["peak_rss"]) for p in j["processes"]))' "$work/summary.json")
        # Keep the worst round per process.
        read -r -a now_rss <<<"$peaks"
        read -r -a old_rss <<<"${rss[$k]:-}"
        merged=()
        for ((p = 0; p < k; p++)); do
            a=${now_rss[p]} b=${old_rss[p]:-0}
            merged+=("$((a > b ? a : b))")
        done
        rss[$k]=${merged[*]}
        line+=" | np $k $(seconds "$t0" "$t1") s"
        remove "$out"
    done
    say "$line"
done

cp_med=$(median "${cps[@]}")
conv_med=$(median "${convs[@]}")
printf '\nsource: %s bytes in 8 ranks -> %s bytes in 8 ranks; %d rounds, medians; cache: %s; load at start: %s; cores: %s\n' \
    "$(tree_bytes "$src")" "$written" "$REPEATS" "$(printf '%s\n' "${methods[@]}" | sort -u | paste -sd, -)" \
    "$load_start" "$(nproc)"
printf '%-16s %9s %17s %11s  %s\n' "command" "seconds" "/ (cp -r + sync)" "/ convert" "peak RSS per process (MiB)"
printf '%-16s %9s %17s %11s\n' "cp -r + sync" "$cp_med" "1.000" "$(ratio "$cp_med" "$conv_med")"
printf '%-16s %9s %17s %11s\n' "convert (no MPI)" "$conv_med" "$(ratio "$conv_med" "$cp_med")" "1.000"
for k in $PROCS; do
    read -r -a tk <<<"${times[$k]}"
    m=$(median "${tk[@]}")
    mib=$(for b in ${rss[$k]}; do awk -v b="$b" 'BEGIN { printf "%.0f ", b / 1048576 }'; done)
    printf '%-16s %9s %17s %11s  %s\n' "mpirun -np $k" "$m" "$(ratio "$m" "$cp_med")" \
        "$(ratio "$m" "$conv_med")" "$mib"
done
