#!/usr/bin/env bash
# Benchmark `shardscope-cli logs` against `wc -l` on the same training logs.
#
# Writes about MB megabytes of logs in four formats (bench/make_logs.py: LossMonitor +
# TimeMonitor text, MindFormers lines with timestamps, CSV, JSON lines), checks that `logs`
# reads every loss point of them and no line goes unread, then times, REPEATS times each, with
# the files in the page cache:
#   wc -l FILES                              (the baseline: one pass over the bytes)
#   shardscope-cli logs FILES                (the summary)
#   shardscope-cli logs --csv FILES          (every point written out as CSV)
# and prints the medians of the wall time and of the CPU time (user + system, /usr/bin/time),
# MB/s (1 MB = 10^6 bytes), the ratios to wc -l, and the peak RSS of the summary. Goal (issue 6):
# the summary reads at least GOAL MB/s on one core. `logs` runs on one thread, so its CPU time
# is the time of one core; the wall time also counts waiting for a core when other jobs share
# the machine, and is printed beside it.
#
# Environment:
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: build one in build/bench)
#   BENCH_DIR       folder for the logs; reused when it holds them (default: a temporary
#                   folder, removed at the end unless KEEP=1)
#   KEEP=1          keep the temporary folder
#   MB              megabytes of logs (default 100)
#   REPEATS         repetitions per command (default 5; medians are reported)
#   SEED            generator seed (default 0)
#   GOAL            pass mark in MB/s for the summary (default 200)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "logs_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3
gnutime=/usr/bin/time

MB=${MB:-100}
REPEATS=${REPEATS:-5}
SEED=${SEED:-0}
GOAL=${GOAL:-200}
KEEP=${KEEP:-0}

say() { printf '%s\n' "$*" >&2; }
die() { say "logs_bench: $*"; exit 1; }

for tool in "$py" awk wc; do
    command -v "$tool" >/dev/null || die "missing $tool (Debian: python3, gawk/mawk, coreutils)"
done
((REPEATS >= 1)) || die "REPEATS must be at least 1"

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    dir=$BENCH_DIR
else
    dir=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-logs-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$dir
fi
cleanup() { if [[ -n $cleanup_dir ]]; then rm -rf -- "$cleanup_dir"; fi; }
trap cleanup EXIT

files=("$dir/lossmonitor.log" "$dir/mindformers.log" "$dir/metrics.csv" "$dir/metrics.jsonl")
facts=$dir/facts.json
if [[ -f $facts ]] && [[ $("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["mb"])' "$facts") == "$MB" ]]; then
    say "== reusing the logs in $dir"
else
    say "== writing ${MB} MB of logs to $dir"
    mkdir -p "$dir"
    "$py" "$here/make_logs.py" --out "$dir" --mb "$MB" --seed "$SEED" |
        "$py" -c 'import json,sys; d=json.load(sys.stdin); d["mb"]=sys.argv[1]; print(json.dumps(d))' "$MB" >"$facts"
fi
read -r bytes lines points < <("$py" -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(d["bytes"], d["lines"], d["loss_points"])' "$facts")

# --- sanity: every loss point read, no line unread --------------------------------------
"$cli" logs --json "${files[@]}" | "$py" -c '
import json, sys
t = json.load(sys.stdin)["totals"]
want = int(sys.argv[1])
if t["loss_points"] != want or t["unread_lines"] != 0:
    sys.exit("logs read %d loss points (want %d), %d unread lines" % (t["loss_points"], want, t["unread_lines"]))
' "$points" || die "shardscope-cli logs did not read the logs right"

# --- timing -------------------------------------------------------------------------------
# time_cmd VAR cmd...: wall seconds into VAR (EPOCHREALTIME: no fork for the timer).
time_cmd() {
    local var=$1 t0 t1
    shift
    t0=${EPOCHREALTIME/[.,]/}
    "$@"
    t1=${EPOCHREALTIME/[.,]/}
    printf -v "$var" '%s' "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e6 }')"
}
# cpu_cmd VAR cmd...: user + system seconds into VAR. On a shared machine the wall time also
# counts waiting for a core; the CPU time is what one core spends.
cpu_cmd() {
    local var=$1
    shift
    printf -v "$var" '%s' "$("$gnutime" -f '%U %S' "$@" 2>&1 >/dev/null | tail -n 1 |
        awk '{ printf "%.3f", $1 + $2 }')"
}
run_wc() { wc -l "${files[@]}" >/dev/null; }
run_summary() { "$cli" logs "${files[@]}" >/dev/null; }
run_csv() { "$cli" logs --csv "${files[@]}" >/dev/null; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }

cat "${files[@]}" >/dev/null  # warm the page cache
t_wc=() t_sum=() t_csv=() c_wc=() c_sum=() c_csv=()
say "== timing, $REPEATS repetitions"
for ((i = 1; i <= REPEATS; i++)); do
    time_cmd t run_wc
    t_wc+=("$t")
    time_cmd t run_summary
    t_sum+=("$t")
    time_cmd t run_csv
    t_csv+=("$t")
    if [[ -x $gnutime ]]; then
        cpu_cmd c wc -l "${files[@]}"
        c_wc+=("$c")
        cpu_cmd c "$cli" logs "${files[@]}"
        c_sum+=("$c")
        cpu_cmd c "$cli" logs --csv "${files[@]}"
        c_csv+=("$c")
    fi
    say "   #$i  wall: wc -l ${t_wc[-1]} s, logs ${t_sum[-1]} s, logs --csv ${t_csv[-1]} s" \
        "| cpu: ${c_wc[-1]:-?} s, ${c_sum[-1]:-?} s, ${c_csv[-1]:-?} s"
done
rss=unknown
if [[ -x $gnutime ]]; then
    rss=$("$gnutime" -f '%M' "$cli" logs "${files[@]}" 2>&1 >/dev/null | tail -n 1)
    rss=$(awk -v k="$rss" 'BEGIN { printf "%.1f MiB", k / 1024 }')
fi

mbs() { awk -v b="$bytes" -v s="$1" 'BEGIN { if (s > 0) printf "%.0f", b / 1e6 / s; else print "-" }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
row() {  # name wall cpu wall_wc cpu_wc
    printf '  %-16s %-9s %-7s %-8s %-9s %-7s %s\n' "$1" "$2" "$(mbs "$2")" "$(ratio "$2" "$4")" \
        "$3" "$(mbs "$3")" "$(ratio "$3" "$5")"
}
mw=$(median "${t_wc[@]}") ms=$(median "${t_sum[@]}") mc=$(median "${t_csv[@]}")
cw=0 cs=0 cc=0
if ((${#c_wc[@]})); then
    cw=$(median "${c_wc[@]}") cs=$(median "${c_sum[@]}") cc=$(median "${c_csv[@]}")
fi

echo
echo "shardscope logs benchmark"
echo "  cli:          $cli"
echo "  logs:         ${files[*]}"
echo "  bytes:        $bytes ($(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB), $lines lines, $points loss points"
echo "  repetitions:  $REPEATS (medians below), page cache warm"
echo "  load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
echo
echo "  command          wall (s)  MB/s    / wc -l  cpu (s)   MB/s    / wc -l"
row "wc -l" "$mw" "$cw" "$mw" "$cw"
row "logs (summary)" "$ms" "$cs" "$mw" "$cw"
row "logs --csv" "$mc" "$cc" "$mw" "$cw"
echo
echo "  peak RSS of logs (summary): $rss"
# The goal is per core: the CPU time of the one-threaded command. The wall figure is printed
# too; on a machine shared with other jobs it also counts the time spent waiting for a core.
if ((${#c_sum[@]})); then
    rate=$(mbs "$cs") basis="cpu time, one core"
else
    rate=$(mbs "$ms") basis="wall time; /usr/bin/time is missing"
fi
verdict=$(awk -v s="$rate" -v g="$GOAL" 'BEGIN { print (s >= g) ? "PASS" : "FAIL" }')
echo "  goal: logs summary >= $GOAL MB/s ($basis) -> $verdict ($rate MB/s; wall $(mbs "$ms") MB/s)"
