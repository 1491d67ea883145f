#!/usr/bin/env bash
# Benchmark `shardscope-cli export` of a checkpoint of many tiny tensors (issue 34 #27: 80,000
# tensors of 4 bytes took 6.7 to 18 s; goal: linear, under 3 s).
#
# Writes COUNT/4 and COUNT Float32 tensors of 4 bytes into one .ckpt each
# (bench/make_many_tensors.py, names "block.<i>.cell<j>.w", 64 a block), then times, warm, medians
# of REPEATS, in the same run:
#   baseline   python3 writing the same tensors as one safetensors file (json header, bytes,
#              fsync): the format's own cost in a few lines of Python
#   st         export SRC --to OUT.safetensors
#   h5         export SRC --to OUT.h5
# and prints each time, the growth from COUNT/4 to COUNT tensors (linear: 4) and the ratio to
# the baseline at COUNT. The machine is shared: the load average is printed with the figures.
#
# Environment:
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: build one in build/bench)
#   BENCH_DIR       work folder (default: a temporary folder, removed at the end)
#   COUNT           tensors (default 80000)
#   REPEATS         rounds (default 3)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "many_tensors_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3
COUNT=${COUNT:-80000}
REPEATS=${REPEATS:-3}

say() { printf '%s\n' "$*" >&2; }
die() { say "many_tensors_bench: $*"; exit 1; }
((COUNT >= 4)) || die "COUNT must be at least 4"
((REPEATS >= 1)) || die "REPEATS must be at least 1"

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

if [[ -n ${BENCH_DIR:-} ]]; then
    work=$BENCH_DIR
    mkdir -p "$work"
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-many-tensors.XXXXXX")
    trap 'rm -rf -- "$work"' EXIT
fi

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
now() { echo "${EPOCHREALTIME/[.,]/}"; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b - a) / 1e6 }'; }

baseline_py='
import json, os, struct, sys
n, out = int(sys.argv[1]), sys.argv[2]
header, data = {}, bytearray()
for i in range(n):
    header["block.%d.cell%d.w" % (i // 64, i % 64)] = {
        "dtype": "F32", "shape": [1], "data_offsets": [len(data), len(data) + 4]}
    data += struct.pack("<f", float(i))
h = json.dumps(header, separators=(",", ":")).encode()
with open(out + ".tmp", "wb") as f:
    f.write(struct.pack("<Q", len(h)) + h + data)
    f.flush()
    os.fsync(f.fileno())
os.rename(out + ".tmp", out)
'

# time_one MODE N: one timed command; sets t.
time_one() {
    local mode=$1 n=$2 t0 t1 out
    out=$work/out-$n
    rm -f -- "$out".*
    t0=$(now)
    case $mode in
        baseline) "$py" -c "$baseline_py" "$n" "$out.py.safetensors" ;;
        st) "$cli" export "$work/many-$n.ckpt" --to "$out.safetensors" >/dev/null ;;
        h5) "$cli" export "$work/many-$n.ckpt" --to "$out.h5" >/dev/null ;;
    esac
    t1=$(now)
    t=$(seconds "$t0" "$t1")
}

load_start=$(cut -d' ' -f1-3 /proc/loadavg)
small=$((COUNT / 4))
for n in "$small" "$COUNT"; do
    [[ -f $work/many-$n.ckpt ]] || "$py" "$here/make_many_tensors.py" "$work/many-$n.ckpt" "$n"
done
declare -A times
for ((i = 1; i <= REPEATS; i++)); do
    say "== round $i of $REPEATS"
    for n in "$small" "$COUNT"; do
        for m in baseline st h5; do
            time_one "$m" "$n"
            times[$m-$n]+="$t "
            say "   $m $n tensors: $t s"
        done
    done
done

cat <<EOF

shardscope export of many tiny tensors
  cli:      $cli
  sources:  $small and $COUNT Float32 tensors of 4 bytes, one .ckpt each (bench/make_many_tensors.py)
  rounds:   $REPEATS, medians, warm page cache

EOF
printf '  %-10s %12s %12s %8s %12s\n' mode "$small (s)" "$COUNT (s)" growth "/ baseline"
for m in baseline st h5; do
    read -r -a a <<<"${times[$m-$small]}"
    read -r -a b <<<"${times[$m-$COUNT]}"
    read -r -a base <<<"${times[baseline-$COUNT]}"
    ta=$(median "${a[@]}") tb=$(median "${b[@]}") tbase=$(median "${base[@]}")
    printf '  %-10s %12s %12s %8s %12s\n' "$m" "$ta" "$tb" "$(ratio "$tb" "$ta")" "$(ratio "$tb" "$tbase")"
done
echo
echo "  load average: $load_start at start, $(cut -d' ' -f1-3 /proc/loadavg) at the end ($(nproc) cores)"
