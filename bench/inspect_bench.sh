#!/usr/bin/env bash
# Benchmark `shardscope-cli inspect RUN_DIR --json` against `cat` of the same bytes.
#
# Builds shardscope-cli (Release), writes a synthetic ~2 GiB run folder with 8 ranks
# (bench/make_run.py), then times, REPEATS times each:
#   cold: drop the page cache of the rank files, `cat` them all to /dev/null;
#         drop again, `shardscope-cli inspect DIR --json >/dev/null`
#   warm: read the files once, then the same two commands with every page cached
# and prints the medians and the ratio inspect/cat. Goal (issue 2): cold ratio < 0.05.
#
# Environment:
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: build one in build/bench)
#   BENCH_DIR       run folder to use; reused if it holds rank_* folders, otherwise
#                   generated there and kept (default: a temporary folder)
#   KEEP=1          keep the temporary run folder
#   REPEATS         repetitions per measurement (default 5)
#   RANKS, GB       run shape (default 8 ranks, 2 GiB of tensor data)
#   SEED            generator seed (default 0)
#   GOAL            pass mark for the cold ratio (default 0.05)
#   EVICT           auto (default: drop_caches, else posix_fadvise) or fadvise
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "inspect_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3

REPEATS=${REPEATS:-5}
RANKS=${RANKS:-8}
GB=${GB:-2}
SEED=${SEED:-0}
GOAL=${GOAL:-0.05}
KEEP=${KEEP:-0}
EVICT=${EVICT:-auto}
[[ $EVICT == auto || $EVICT == fadvise ]] || { echo "inspect_bench: EVICT must be auto or fadvise" >&2; exit 1; }

say() { printf '%s\n' "$*" >&2; }
die() { say "inspect_bench: $*"; exit 1; }

for tool in "$py" fincore awk; do
    command -v "$tool" >/dev/null || die "missing $tool (Debian: python3-numpy, util-linux, gawk/mawk)"
done

# --- the tool under test -------------------------------------------------------------
# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

# --- the run folder ------------------------------------------------------------------
cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    dir=$BENCH_DIR
else
    dir=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$dir
fi
cleanup() { if [[ -n $cleanup_dir ]]; then rm -rf -- "$cleanup_dir"; fi; }
trap cleanup EXIT

if compgen -G "$dir/rank_*/*.ckpt" >/dev/null; then
    say "== reusing run folder $dir"
else
    say "== writing a ${GB} GiB run folder with $RANKS ranks to $dir"
    mkdir -p "$dir"
    "$py" "$here/make_run.py" --out "$dir" --ranks "$RANKS" --gb "$GB" --seed "$SEED" --quiet >&2
fi

# --- sanity: inspect reads the run; the files it reads are the ones cat reads ----------
report=$("$cli" inspect "$dir" --json | "$py" -c '
import json, sys
r = json.load(sys.stdin)
ranks = r["ranks"]
bad = [x for x in ranks if "error" in x]
if r["format"] != "run" or not ranks or bad:
    sys.exit("inspect did not read the run: %s" % (bad or r["format"]))
print(len(ranks), sum(x["tensors"] for x in ranks), sum(x["bytes"] for x in ranks))
for x in ranks:
    print(x["file"])
') || die "inspect failed on $dir"
{
    read -r n_ranks n_tensors tensor_bytes
    mapfile -t files
} <<<"$report"
file_bytes=$(stat -c %s "${files[@]}" | awk '{ s += $1 } END { printf "%.0f", s }')

# --- page cache control --------------------------------------------------------------
resident_bytes() {
    fincore --bytes --noheadings --output RES "${files[@]}" | awk '{ s += $1 } END { printf "%.0f", s }'
}

# Evict the rank files from the page cache. Sets $cache_method to what worked, or to
# "none" when pages stay resident. drop_caches needs root (and a kernel that lets a
# container use it); POSIX_FADV_DONTNEED works unprivileged for clean pages.
cache_method=
drop_cache() {
    sync
    local limit=$((file_bytes / 100))
    if [[ $EVICT != fadvise ]] && { echo 3 >/proc/sys/vm/drop_caches; } 2>/dev/null &&
        (($(resident_bytes) <= limit)); then
        cache_method="drop_caches"
        return
    fi
    "$py" - "${files[@]}" <<'EOF'
import os, sys
for path in sys.argv[1:]:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fdatasync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)
EOF
    if (($(resident_bytes) <= limit)); then
        cache_method="posix_fadvise(DONTNEED)"
    else
        cache_method="none"
    fi
}

warm_cache() { cat "${files[@]}" >/dev/null; }

# time_cmd VAR cmd...: run cmd, store its wall time in seconds in VAR. EPOCHREALTIME
# (bash 5) costs no fork, so the timer adds microseconds, not a process start.
time_cmd() {
    local var=$1 t0 t1
    shift
    t0=${EPOCHREALTIME/[.,]/}
    "$@"
    t1=${EPOCHREALTIME/[.,]/}
    printf -v "$var" '%s' "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e6 }')"
}

run_cat() { cat "${files[@]}" >/dev/null; }
run_inspect() { "$cli" inspect "$dir" --json >/dev/null; }

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }

# --- measurements ----------------------------------------------------------------------
cold_cat=() cold_inspect=() warm_cat=() warm_inspect=() cold_read=()
methods=()
say "== timing, $REPEATS repetitions"
for ((i = 1; i <= REPEATS; i++)); do
    drop_cache
    methods+=("$cache_method")
    time_cmd t run_cat
    cold_cat+=("$t")
    drop_cache
    methods+=("$cache_method")
    time_cmd t run_inspect
    cold_inspect+=("$t")
    cold_read+=("$(resident_bytes)")
    warm_cache
    time_cmd t run_cat
    warm_cat+=("$t")
    time_cmd t run_inspect
    warm_inspect+=("$t")
    say "   #$i  cold: cat ${cold_cat[-1]} s, inspect ${cold_inspect[-1]} s" \
        "(left $((cold_read[-1] >> 20)) MiB cached) | warm: cat ${warm_cat[-1]} s," \
        "inspect ${warm_inspect[-1]} s"
done

# A cold figure only counts if every eviction worked.
mapfile -t distinct < <(printf '%s\n' "${methods[@]}" | sort -u)
if ((${#distinct[@]} == 1)) && [[ ${distinct[0]} != none ]]; then
    cold_state="cold (evicted with ${distinct[0]})"
    cold_ok=1
else
    cold_state="NOT cold: eviction results were: ${distinct[*]}"
    cold_ok=0
fi

mc=$(median "${cold_cat[@]}")
mi=$(median "${cold_inspect[@]}")
wc_=$(median "${warm_cat[@]}")
wi=$(median "${warm_inspect[@]}")
mr=$(median "${cold_read[@]}" | awk '{ printf "%.0f", $1 }')
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", a / b }'; }
rc=$(ratio "$mi" "$mc")
rw=$(ratio "$wi" "$wc_")
mibs() { awk -v b="$file_bytes" -v s="$1" 'BEGIN { printf "%.0f", b / s / 1048576 }'; }

cat <<EOF

shardscope inspect benchmark
  cli:          $cli
  run folder:   $dir
  ranks:        $n_ranks
  tensors:      $n_tensors
  tensor bytes: $tensor_bytes ($(awk -v b="$tensor_bytes" 'BEGIN { printf "%.2f", b / 1073741824 }') GiB)
  file bytes:   $file_bytes
  repetitions:  $REPEATS (medians below)
  cache:        $cold_state

  state   cat (s)     inspect (s)   inspect/cat   cat MiB/s
  cold    $(printf '%-11s %-13s %-13s %s' "$mc" "$mi" "$rc" "$(mibs "$mc")")
  warm    $(printf '%-11s %-13s %-13s %s' "$wc_" "$wi" "$rw" "$(mibs "$wc_")")

  page cache filled by one cold inspect: $(awk -v r="$mr" -v b="$file_bytes" \
    'BEGIN { printf "%.1f MiB (%.1f%% of the files)", r / 1048576, 100 * r / b }')
EOF

verdict=$(awk -v r="$rc" -v g="$GOAL" 'BEGIN { print (r < g) ? "PASS" : "FAIL" }')
if ((cold_ok)); then
    echo "  goal: cold inspect/cat < $GOAL -> $verdict ($rc)"
else
    echo "  goal: cold inspect/cat < $GOAL -> UNKNOWN (no cold cache; warm ratio $rw)"
fi
