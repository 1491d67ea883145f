#!/usr/bin/env bash
# Benchmark opening files whose JSON grows with the model: JSON strategy files and safetensors
# headers. `shardscope-cli inspect FILE --json` against Python's json.load of the same JSON (an
# independent reader, measured in the same run), at two sizes, and the growth from the smaller
# to the larger one (linear: the size ratio).
#
# A JSON strategy keeps its layouts in file order; reading (and writing) them with
# nlohmann::ordered_json compared each new name with every name before it, which made 100,000
# layouts take 16 s to open. Safetensors headers went through nlohmann's callback parser (to
# see repeated names), which walks the whole header after each tensor's entry. util/orderedjson.h
# reads both in linear time since 2026-11-27.
#
# Environment:
#   SHARDSCOPE_CLI  a built shardscope-cli (default: build one in build/bench)
#   SIZES           layout and tensor counts (default "25000 100000")
#   REPEATS         repetitions (default 3; medians)
#   BENCH_DIR       folder for the files (default: a temporary folder, removed)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "json_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3
SIZES=${SIZES:-25000 100000}
REPEATS=${REPEATS:-3}

say() { printf '%s\n' "$*" >&2; }
die() { say "json_bench: $*"; exit 1; }

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    dir=$BENCH_DIR
    mkdir -p "$dir"
else
    dir=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-json-bench.XXXXXX")
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
python_header() {
    "$py" -c 'import json, struct, sys
f = open(sys.argv[1], "rb")
json.loads(f.read(struct.unpack("<Q", f.read(8))[0]))' "$1"
}
inspect_json() { "$cli" inspect "$1" --json; }

declare -A ours theirs
measure() {  # KIND N FILE BASELINE
    local kind=$1 n=$2 file=$3 baseline=$4 a=() b=() t
    for ((r = 0; r < REPEATS; r++)); do
        time_cmd t "$baseline" "$file"
        b+=("$t")
        time_cmd t inspect_json "$file"
        a+=("$t")
    done
    ours[$kind$n]=$(median "${a[@]}")
    theirs[$kind$n]=$(median "${b[@]}")
    printf '%-11s %7d (%3s MB): inspect --json %7.3f s, Python json %7.3f s, ratio %s\n' \
        "$kind" "$n" "$(($(stat -c %s "$file") / 1000000))" "${ours[$kind$n]}" \
        "${theirs[$kind$n]}" "$(ratio "${ours[$kind$n]}" "${theirs[$kind$n]}")"
}

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
    measure strategy "$n" "$file" python_load

    file=$dir/tensors_$n.safetensors
    if [[ ! -f $file ]]; then
        "$py" - "$n" "$file" <<'PY'
import json, struct, sys
n, path = int(sys.argv[1]), sys.argv[2]
header, offset = {}, 0
for i in range(n):
    header["model.layers.%d.mlp.param_%d.weight" % (i // 64, i)] = {
        "dtype": "F32", "shape": [2, 2], "data_offsets": [offset, offset + 16]}
    offset += 16
text = json.dumps(header).encode()
text += b" " * (-len(text) % 8)
with open(path, "wb") as f:
    f.write(struct.pack("<Q", len(text)) + text + bytes(offset))
PY
    fi
    tensors=$("$cli" inspect "$file" --json | "$py" -c 'import json, sys; print(len(json.load(sys.stdin)["tensors"]))')
    [[ $tensors == "$n" ]] || die "inspect read $tensors tensors of $n in $file"
    measure safetensors "$n" "$file" python_header
done
read -r -a sizes <<<"$SIZES"
if ((${#sizes[@]} >= 2)); then
    first=${sizes[0]} last=${sizes[-1]}
    for kind in strategy safetensors; do
        printf '%-11s growth from %d to %d (x%s): inspect x%s, Python x%s\n' "$kind" "$first" \
            "$last" "$(ratio "$last" "$first")" \
            "$(ratio "${ours[$kind$last]}" "${ours[$kind$first]}")" \
            "$(ratio "${theirs[$kind$last]}" "${theirs[$kind$first]}")"
    done
fi
