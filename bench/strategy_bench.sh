#!/usr/bin/env bash
# Benchmark opening large JSON strategy files: `shardscope-cli inspect S --json` against
# Python's json.load of the same file (an independent reader, measured in the same run), at
# two sizes, and the growth from the smaller to the larger one (linear: the size ratio).
#
# A JSON strategy keeps its layouts in file order; reading (and writing) them with
# nlohmann::ordered_json compared each new name with every name before it, which made 100,000
# layouts take 16 s to open (util/orderedjson.h reads them in linear time since 2026-11-27).
#
# Environment:
#   SHARDSCOPE_CLI  a built shardscope-cli (default: build one in build/bench)
#   SIZES           layout counts (default "25000 100000")
#   REPEATS         repetitions (default 3; medians)
#   BENCH_DIR       folder for the files (default: a temporary folder, removed)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "strategy_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3
SIZES=${SIZES:-25000 100000}
REPEATS=${REPEATS:-3}

say() { printf '%s\n' "$*" >&2; }
die() { say "strategy_bench: $*"; exit 1; }

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    dir=$BENCH_DIR
    mkdir -p "$dir"
else
    dir=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-strategy-bench.XXXXXX")
    cleanup_dir=$dir
fi
cleanup() { if [[ -n $cleanup_dir ]]; then rm -rf -- "$cleanup_dir"; fi; }
trap cleanup EXIT

time_cmd() {
    local var=$1 t0 t1
    shift
    t0=${EPOCHREALTIME/[.,]/}
    "$@" >/dev/null
    t1=${EPOCHREALTIME/[.,]/}
    printf -v "$var" '%s' "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e6 }')"
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

python_load() { "$py" -c 'import json, sys; json.load(open(sys.argv[1]))' "$1"; }
inspect_json() { "$cli" inspect "$1" --json; }

declare -A ours theirs
for n in $SIZES; do
    file=$dir/strategy_$n.json
    if [[ ! -f $file ]]; then
        "$py" - "$n" "$file" <<'PY'
import json, sys
n, path = int(sys.argv[1]), sys.argv[2]
items = {}
for i in range(n):
    items["model.layers.%d.mlp.param_%d.weight" % (i // 64, i)] = {
        "dev_matrix": [8, 4], "tensor_map": [1, -1], "tensor_shape": [4096, 1024],
        "field": 0, "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}
json.dump({"current_stage": 0, "parallel_strategy_item": {}, "parallel_layout_item": items},
          open(path, "w"))
PY
    fi
    layouts=$("$cli" inspect "$file" --json | "$py" -c 'import json, sys; print(len(json.load(sys.stdin)["layouts"]))')
    [[ $layouts == "$n" ]] || die "inspect read $layouts layouts of $n in $file"
    a=() b=()
    for ((r = 0; r < REPEATS; r++)); do
        time_cmd t python_load "$file"
        b+=("$t")
        time_cmd t inspect_json "$file"
        a+=("$t")
    done
    ours[$n]=$(median "${a[@]}")
    theirs[$n]=$(median "${b[@]}")
    printf '%8d layouts (%s MB): inspect --json %8.3f s, Python json.load %8.3f s, ratio %s\n' \
        "$n" "$(($(stat -c %s "$file") / 1000000))" "${ours[$n]}" "${theirs[$n]}" \
        "$(ratio "${ours[$n]}" "${theirs[$n]}")"
done
read -r -a sizes <<<"$SIZES"
if ((${#sizes[@]} >= 2)); then
    first=${sizes[0]} last=${sizes[-1]}
    printf 'growth from %d to %d layouts (x%s): inspect x%s, Python x%s\n' "$first" "$last" \
        "$(ratio "$last" "$first")" "$(ratio "${ours[$last]}" "${ours[$first]}")" \
        "$(ratio "${theirs[$last]}" "${theirs[$first]}")"
fi
