#!/usr/bin/env bash
# `fit` (issue 33): the search over every split of 4,096 cards for the llama2-70b preset (goal:
# under 2 s), the search over 16,384 cards, and one fit of a 16,384-card target with every group
# listed (--json). Each the median of ROUNDS runs, with peak RSS, against `shardscope-cli
# --version` measured in the same run (the program's own start-up). SHARDSCOPE_CLI names a
# program, else a Release build in build/bench.
#
#   bench/fit_bench.sh            ROUNDS=5 by default
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
say() { echo "$@"; }
die() { echo "fit_bench: $*" >&2; exit 1; }
# shellcheck source=bench/lib.sh
source "$root/bench/lib.sh"
find_cli
rounds=${ROUNDS:-5}

# The median wall time of ROUNDS runs in milliseconds, and the largest peak RSS in MiB.
measure() {
    local times=() peak=0 start end rss out
    out=$(mktemp)
    for ((r = 0; r < rounds; r++)); do
        start=$(date +%s%N)
        /usr/bin/time -f %M -o "$out" "$@" >/dev/null || true
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
        rss=$(tail -1 "$out")
        ((rss > peak)) && peak=$rss
    done
    rm -f "$out"
    echo "$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$((rounds / 2 + 1))p") $((peak / 1024))"
}

read -r base _ < <(measure "$cli" --version)
read -r s4096 m4096 < <(measure "$cli" fit --model llama2-70b --search --cards 4096 \
    --micro-batches 64 --json)
read -r s16k m16k < <(measure "$cli" fit --model llama2-70b --search --cards 16384 \
    --micro-batches 128 --json)
read -r one16k mone < <(measure "$cli" fit --model llama2-70b --simulate dp=256,mp=8,pp=8,opt=256 \
    --micro-batches 64 --recompute selective --sequence-parallel --json)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", a / (b > 0 ? b : 1) }'; }
verdict() { if [ "$1" -le "$2" ]; then echo PASS; else echo FAIL; fi; }
echo "program: $cli"
echo "shardscope-cli --version (baseline):      ${base} ms"
echo "fit --search --cards 4096, llama2-70b:    ${s4096} ms (${m4096} MiB; $(ratio "$s4096" "$base") x baseline)  goal < 2000 ms: $(verdict "$s4096" 1999)"
echo "fit --search --cards 16384, llama2-70b:   ${s16k} ms (${m16k} MiB; $(ratio "$s16k" "$base") x baseline)"
echo "fit --json, 16,384 cards, every group:    ${one16k} ms (${mone} MiB; $(ratio "$one16k" "$base") x baseline)"
