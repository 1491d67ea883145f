#!/usr/bin/env bash
# Benchmark `shardscope-cli history` and `stage` (issue 14).
#
# 1. history: writes a run of RANKS ranks x STEPS saved steps (bench/make_history_run.py; sparse
#    files of MB MiB by default), then times, REPEATS times, with a cold page cache each time:
#      `cat` of one step's files (every rank's newest file) > /dev/null
#      `shardscope-cli history RUN --json` > /dev/null        (every file of every step)
#    and prints the medians, the ratio history/cat (goal < 0.05) and the bytes one cold
#    `history` brought into the page cache. With sparse files `cat` reads holes (no disk I/O),
#    so it is faster than on real files and the ratio is an upper bound of the real one.
# 2. stage: writes a run of STAGE_RANKS ranks x 1 step of STAGE_MB MiB of real bytes, then times,
#    cold each time, `cp -r RUN DST && sync` against `shardscope-cli stage --step S --from RUN
#    --to DST` (which verifies every file and syncs it) and prints the ratio stage/cp.
#
# Environment:
#   SHARDSCOPE_CLI  a built shardscope-cli (default: build one in build/bench)
#   BENCH_DIR       folder for the runs (default: a temporary folder, removed; KEEP=1 keeps it)
#   RANKS STEPS MB TENSORS   history run shape (default 512 x 20, 64 MiB, 8 tensors per file)
#   SPARSE          1 (default) or 0: real bytes (needs RANKS*STEPS*MB of disk)
#   STAGE_RANKS STAGE_MB     stage run shape (default 32 ranks of 32 MiB); 0 ranks skips it
#   PARTS           history,stage (default both)
#   REPEATS         repetitions (default 3)
#   GOAL            pass mark for the cold history/cat ratio (default 0.05)
#   EVICT           auto (default: drop_caches when allowed, else posix_fadvise) or fadvise
#                   (only this benchmark's files; kinder to a shared machine)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "history_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3

RANKS=${RANKS:-512}
STEPS=${STEPS:-20}
MB=${MB:-64}
TENSORS=${TENSORS:-8}
SPARSE=${SPARSE:-1}
STAGE_RANKS=${STAGE_RANKS:-32}
STAGE_MB=${STAGE_MB:-32}
REPEATS=${REPEATS:-3}
GOAL=${GOAL:-0.05}
KEEP=${KEEP:-0}
PARTS=${PARTS:-history,stage}
EVICT=${EVICT:-auto}
[[ $EVICT == auto || $EVICT == fadvise ]] || { echo "history_bench: EVICT must be auto or fadvise" >&2; exit 1; }

say() { printf '%s\n' "$*" >&2; }
die() { say "history_bench: $*"; exit 1; }

for tool in "$py" fincore awk; do
    command -v "$tool" >/dev/null || die "missing $tool"
done

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    dir=$BENCH_DIR
    mkdir -p "$dir"
else
    dir=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-history-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$dir
fi
cleanup() { if [[ -n $cleanup_dir ]]; then chmod -R u+w -- "$cleanup_dir" && rm -rf -- "$cleanup_dir"; fi; }
trap cleanup EXIT

# --- page cache ----------------------------------------------------------------------------
resident_bytes() {
    printf '%s\0' "$@" | xargs -0 fincore --bytes --noheadings --output RES |
        awk '{ s += $1 } END { printf "%.0f", s }'
}

# Evicts the files (drop_caches when allowed, else POSIX_FADV_DONTNEED); sets cache_method.
evict() {
    sync
    if [[ $EVICT != fadvise ]] && { echo 3 >/proc/sys/vm/drop_caches; } 2>/dev/null; then
        cache_method="drop_caches"
        return
    fi
    printf '%s\0' "$@" | "$py" -c '
import os, sys
for path in sys.stdin.buffer.read().split(b"\0"):
    if path:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
'
    cache_method="posix_fadvise(DONTNEED)"
}

time_cmd() {
    local var=$1 t0 t1
    shift
    t0=${EPOCHREALTIME/[.,]/}
    "$@"
    t1=${EPOCHREALTIME/[.,]/}
    printf -v "$var" '%s' "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e6 }')"
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", a / b }'; }

# --- 1. history ----------------------------------------------------------------------------
if [[ ,$PARTS, == *,history,* ]]; then
run=$dir/history-run
if ! compgen -G "$run/rank_0/*.ckpt" >/dev/null; then
    say "== writing $RANKS ranks x $STEPS steps of $MB MiB (sparse=$SPARSE) to $run"
    sparse_flag=()
    [[ $SPARSE == 1 ]] && sparse_flag=(--sparse)
    "$py" "$here/make_history_run.py" --out "$run" --ranks "$RANKS" --steps "$STEPS" --mb "$MB" \
        --tensors "$TENSORS" "${sparse_flag[@]}"
fi
mapfile -t all_files < <(find "$run" -name '*.ckpt' | sort)
newest=$("$cli" history "$run" --json | "$py" -c 'import json,sys; print(json.load(sys.stdin)["resume"]["name"])')
mapfile -t step_files < <(find "$run" -name "$newest.ckpt" | sort)
((${#step_files[@]} == RANKS)) || die "expected $RANKS files of $newest, found ${#step_files[@]}"
step_bytes=$(stat -c %s "${step_files[@]}" | awk '{ s += $1 } END { printf "%.0f", s }')
all_bytes=$(stat -c %s "${all_files[@]}" | awk '{ s += $1 } END { printf "%.0f", s }')

run_cat() { cat "${step_files[@]}" >/dev/null; }
run_history() { "$cli" history "$run" --json >/dev/null; }

cats=() histories=() brought=()
say "== history: $REPEATS repetitions, cold"
for ((i = 1; i <= REPEATS; i++)); do
    evict "${all_files[@]}"
    time_cmd t run_cat
    cats+=("$t")
    evict "${all_files[@]}"
    time_cmd t run_history
    histories+=("$t")
    brought+=("$(resident_bytes "${all_files[@]}")")
    say "   #$i  cat of one step ${cats[-1]} s, history of $STEPS steps ${histories[-1]} s ($cache_method)"
done
mc=$(median "${cats[@]}")
mh=$(median "${histories[@]}")
mb=$(median "${brought[@]}")
rh=$(ratio "$mh" "$mc")
verdict=$(awk -v r="$rh" -v g="$GOAL" 'BEGIN { print (r < g) ? "PASS" : "FAIL" }')

cat <<EOF

shardscope history benchmark
  cli:              $cli
  run:              $run: $RANKS ranks x $STEPS steps, ${#all_files[@]} files, $MB MiB each ($( ((SPARSE == 1)) && echo sparse || echo dense))
  one step:         $newest, $step_bytes bytes in ${#step_files[@]} files
  every step:       $all_bytes bytes
  cache:            cold ($cache_method), $REPEATS repetitions (medians)

  cat of one step (s)   history of every step (s)   history/cat   goal
  $(printf '%-21s %-27s %-13s < %s %s' "$mc" "$mh" "$rh" "$GOAL" "$verdict")

  page cache filled by one cold history: $(awk -v r="$mb" -v a="$all_bytes" -v s="$step_bytes" \
    'BEGIN { printf "%.1f MiB (%.4f of one step, %.5f of every step)", r / 1048576, r / s, r / a }')
EOF

fi

# --- 2. stage ------------------------------------------------------------------------------
[[ ,$PARTS, == *,stage,* ]] && ((STAGE_RANKS > 0)) || exit 0
src=$dir/stage-src
if ! compgen -G "$src/rank_0/*.ckpt" >/dev/null; then
    say "== writing $STAGE_RANKS ranks x 1 step of $STAGE_MB MiB (real bytes) to $src"
    "$py" "$here/make_history_run.py" --out "$src" --ranks "$STAGE_RANKS" --steps 1 \
        --mb "$STAGE_MB" --tensors "$TENSORS"
    printf '{"server_list": []}' >"$src/rank_table.json"
fi
mapfile -t src_files < <(find "$src" -type f | sort)
src_bytes=$(stat -c %s "${src_files[@]}" | awk '{ s += $1 } END { printf "%.0f", s }')
stage_step=$("$cli" history "$src" --json | "$py" -c 'import json,sys; print(json.load(sys.stdin)["resume"]["name"])')

fresh() { chmod -R u+w -- "$1" 2>/dev/null || true; rm -rf -- "$1"; }
run_cp() { cp -r "$src" "$dir/stage-cp" && sync; }
run_stage() { "$cli" stage --step "$stage_step" --from "$src" --to "$dir/stage-dst" >/dev/null; }
run_resume() { "$cli" stage --step "$stage_step" --from "$src" --to "$dir/stage-dst" >/dev/null; }

cps=() stages=() resumes=()
say "== stage: $REPEATS repetitions, cold source"
for ((i = 1; i <= REPEATS; i++)); do
    fresh "$dir/stage-cp"
    fresh "$dir/stage-dst"
    evict "${src_files[@]}"
    time_cmd t run_cp
    cps+=("$t")
    fresh "$dir/stage-cp"
    evict "${src_files[@]}"
    time_cmd t run_stage
    stages+=("$t")
    cmp -s "$src/rank_0/$stage_step.ckpt" "$dir/stage-dst/rank_0/$stage_step.ckpt" ||
        die "stage did not copy rank_0 byte for byte"
    time_cmd t run_resume
    resumes+=("$t")
    say "   #$i  cp -r ${cps[-1]} s, stage ${stages[-1]} s, stage again (all staged) ${resumes[-1]} s"
done
fresh "$dir/stage-cp"
fresh "$dir/stage-dst"
mcp=$(median "${cps[@]}")
mst=$(median "${stages[@]}")
mre=$(median "${resumes[@]}")

cat <<EOF

shardscope stage benchmark
  source:           $src: $STAGE_RANKS ranks x 1 step ($stage_step) of $STAGE_MB MiB, ${#src_files[@]} files, $src_bytes bytes
  cache:            cold source ($cache_method), $REPEATS repetitions (medians)

  cp -r && sync (s)   stage (s)   stage/cp   stage again, nothing to copy (s)
  $(printf '%-19s %-11s %-10s %s' "$mcp" "$mst" "$(ratio "$mst" "$mcp")" "$mre")
EOF
