#!/usr/bin/env bash
# The CLI goals of issue 35 at 16,384 cards: `inspect --json` (goal under 5 s), `history --json`
# (under 8 s) and `plan --simulate dp=32,mp=8,pp=64 --json` (under 10 s), each under 1 GiB of
# peak RSS, and `convert --ranks 0-3` of the same target planned in flat memory (under 1 GiB; it
# writes four small rank files). Each the median wall time of ROUNDS runs with the page cache warm
# (one run first, not counted), the largest peak RSS, and the user + system CPU seconds of the
# median run, against `shardscope-cli --version` measured in the same run. The run (synth
# --preset tiny --dp 16 --mp 16 --pp 64 --layers 3200 --hidden 32 --vocab 64: 16,384 ranks,
# 39.4 M tensor entries, about 12 GB on disk) is written to BENCH_DIR if it is not there yet
# (about 3 minutes on 2 cores) and kept. SHARDSCOPE_CLI names a program, else a Release build in
# build/bench. TIMEOUT (default 600 s) stops a command that does not finish; it is reported as
# such.
#
#   BENCH_DIR=/var/tmp/s16k bench/scale16k.sh          ROUNDS=3 by default
#   CARDS=4096 bench/scale16k.sh                          the 4,096-card run (dp 8 mp 16 pp 32)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
say() { echo "$@" >&2; }
die() { echo "scale16k: $*" >&2; exit 1; }
# shellcheck source=bench/lib.sh
source "$root/bench/lib.sh"
find_cli
rounds=${ROUNDS:-3}
limit=${TIMEOUT:-600}
cards=${CARDS:-16384}
case $cards in
    16384) shape=(--dp 16 --mp 16 --pp 64 --layers 3200) target=dp=32,mp=8,pp=64 ;;
    4096) shape=(--dp 8 --mp 16 --pp 32 --layers 800) target=dp=16,mp=8,pp=32 ;;
    *) die "CARDS is 16384 or 4096" ;;
esac
run=${BENCH_DIR:-/tmp/shardscope-scale$cards}
if ! [[ -d $run/rank_$((cards - 1)) ]]; then
    say "== writing the $cards-card run to $run"
    "$cli" synth --out "$run" --preset tiny "${shape[@]}" --hidden 32 --vocab 64 --force >/dev/null
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# "<median ms> <peak MiB> <cpu s of the median run> <timed-out runs>" of ROUNDS runs.
measure() {
    local times=() cpus=() peak=0 late=0 start end line r
    timeout "$limit" "$@" >/dev/null 2>&1 || true  # warms the page cache
    for ((r = 0; r < rounds; r++)); do
        start=$(date +%s%N)
        if ! timeout "$limit" /usr/bin/time -f '%M %U %S' -o "$out/time" "$@" >/dev/null 2>&1; then
            [[ -s $out/time ]] && grep -q '^[0-9]' "$out/time" || late=$((late + 1))
        fi
        end=$(date +%s%N)
        times+=("$(((end - start) / 1000000)) $r")
        line=$(grep '^[0-9]' "$out/time" | tail -1 || echo "0 0 0")
        read -r rss user sys <<<"$line"
        cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')")
        ((rss > peak)) && peak=$rss
        rm -f "$out/time"
        rm -rf "$out/dst"
    done
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$((rounds / 2 + 1))p")
    echo "${median% *} $((peak / 1024)) ${cpus[${median#* }]} $late"
}
verdict() { # ms goal-ms MiB timed-out
    if (($4 > 0)); then echo "FAIL (timed out)"; elif (($1 < $2 && $3 < 1024)); then echo PASS; else echo FAIL; fi
}
row() { # name goal-s ms MiB cpu late
    printf '%-44s %8.1f s %6s MiB %7s s CPU   goal < %2s s, < 1 GiB: %s\n' "$1" \
        "$(awk -v m="$3" 'BEGIN { print m / 1000 }')" "$4" "$5" "$2" "$(verdict "$3" $(($2 * 1000)) "$4" "$6")"
}

read -r base _ _ _ < <(measure "$cli" --version)
read -r ims imb icpu ilate < <(measure "$cli" inspect "$run" --json)
read -r hms hmb hcpu hlate < <(measure "$cli" history "$run" --json)
read -r pms pmb pcpu plate < <(measure "$cli" plan --src "$run" --simulate "$target" --json)
read -r cms cmb ccpu clate < <(measure "$cli" convert --src "$run" --simulate "$target" \
    --ranks 0-3 --dst "$out/dst")
echo "program: $cli"
echo "run: $run ($cards cards); shardscope-cli --version (baseline): $base ms; load $(cut -d' ' -f1-3 /proc/loadavg)"
row "inspect --json" 5 "$ims" "$imb" "$icpu" "$ilate"
row "history --json" 8 "$hms" "$hmb" "$hcpu" "$hlate"
row "plan --simulate $target --json" 10 "$pms" "$pmb" "$pcpu" "$plate"
printf '%-44s %8.1f s %6s MiB %7s s CPU   goal: flat memory, < 1 GiB: %s\n' \
    "convert --simulate $target --ranks 0-3" "$(awk -v m="$cms" 'BEGIN { print m / 1000 }')" \
    "$cmb" "$ccpu" "$( ((clate == 0 && cmb < 1024)) && echo PASS || echo FAIL)"
