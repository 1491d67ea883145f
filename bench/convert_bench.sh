#!/usr/bin/env bash
# Benchmark `shardscope-cli convert` (8 -> 4 ranks) against `cp -r` of the same source.
#
# For each size in SIZES, synthesizes a run of 8 ranks (dp 2 x mp 2 x pp 2, optimizer
# shard 2) with `shardscope-cli synth --preset medium`, and the strategy of the same
# model on 4 ranks (DST_PAR, default dp 1 x mp 4 x pp 1, no optimizer shard). Then it runs
# REPEATS rounds; each round times, with the page cache dropped before each command:
#   cp -r SRC COPY        then   sync      (the copy made durable, like convert's fsync)
#   shardscope-cli convert --src SRC --dst OUT --src-strategy ... --dst-strategy ...
# and records the peak RSS of cp and of convert (/usr/bin/time). Outputs are removed
# (and the removal synced) between commands. It prints the medians and the ratios
# convert / (cp -r + sync) and convert / cp -r. Goals (issue 3): convert / (cp -r + sync)
# <= 1.2, and the peak RSS of convert < 128 MiB at every size.
# Once, on the first size, it also runs `convert --verify` and times the two phases, and
# re-runs convert on the finished output with a cold cache (that only verifies and skips).
#
# Environment:
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: build one in build/bench)
#   BENCH_DIR       work folder; runs and strategies in it are reused (default: a
#                   temporary folder under $TMPDIR, removed at the end unless KEEP=1)
#   KEEP=1          keep the temporary work folder
#   SIZES           sizes to measure, from: 0.5g 2g 8g (default "2g 0.5g")
#   REPEATS         rounds per size (default 3; medians are reported)
#   THREADS         convert --threads (default: empty, convert's default = all cores)
#   DST_PAR         synth flags of the 4-rank destination (default
#                   "--dp 1 --mp 4 --pp 1 --opt-shard 0")
#   SEED            synth seed (default 0)
#   VERIFY=0        skip the --verify run
#   RATIO_GOAL, RSS_GOAL_MIB   pass marks (default 1.2 and 128)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "convert_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3
gnutime=/usr/bin/time

SIZES=${SIZES:-"2g 0.5g"}
REPEATS=${REPEATS:-3}
THREADS=${THREADS:-}
DST_PAR=${DST_PAR:-"--dp 1 --mp 4 --pp 1 --opt-shard 0"}
SEED=${SEED:-0}
VERIFY=${VERIFY:-1}
KEEP=${KEEP:-0}
RATIO_GOAL=${RATIO_GOAL:-1.2}
RSS_GOAL_MIB=${RSS_GOAL_MIB:-128}

say() { printf '%s\n' "$*" >&2; }
die() { say "convert_bench: $*"; exit 1; }

[[ -x $gnutime ]] || die "missing $gnutime (Debian: apt-get install time)"
for tool in "$py" fincore awk stdbuf; do
    command -v "$tool" >/dev/null || die "missing $tool (Debian: python3, util-linux, gawk/mawk, coreutils)"
done
((REPEATS >= 1)) || die "REPEATS must be at least 1"

# Synth flags per size. The model is the medium preset (hidden 768, fp32, Adam moments);
# layers and vocabulary set the size. Source: the preset's dp 2 x mp 2 x pp 2, opt-shard 2.
size_flags() {
    case $1 in
        0.5g) echo "--layers 4 --vocab 4096" ;;  # ~0.51 GB
        2g) echo "--layers 16" ;;                # ~1.98 GB
        8g) echo "--layers 88" ;;                # ~8.1 GB
        *) die "unknown size '$1' (known: 0.5g 2g 8g)" ;;
    esac
}
for s in $SIZES; do size_flags "$s" >/dev/null; done

# --- the tool under test -------------------------------------------------------------
# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

# --- work folder ---------------------------------------------------------------------
cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    work=$BENCH_DIR
    mkdir -p "$work"
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-convert-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$work
fi
work=$(cd "$work" && pwd)
copy=$work/copy
out=$work/out
cleanup() {
    rm -rf -- "$copy" "$out"
    if [[ -n $cleanup_dir ]]; then rm -rf -- "$cleanup_dir"; fi
}
trap cleanup EXIT
rm -rf -- "$copy" "$out"

# --- helpers -------------------------------------------------------------------------
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.6f\n", (v[m] + v[m + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
tree_bytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { printf "%.0f", s }'; }
resident_bytes() { find "$1" -type f -exec fincore --bytes --noheadings --output RES {} + | awk '{ s += $1 } END { printf "%.0f", s }'; }

# Evict the source run from the page cache, after writing back everything dirty.
# Sets cache_method to what worked ("none" if over 1% of the source stayed cached).
cache_method=
evict() {
    local src=$1 limit
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

# Remove an output tree and make the removal durable, so that its writeback and
# discards do not land in the next timed command.
remove() { rm -rf -- "$1"; sync; }

# timed VAR_T VAR_RSS cmd...: run cmd under /usr/bin/time; wall seconds (EPOCHREALTIME,
# microseconds) into VAR_T, peak RSS in KiB into VAR_RSS. stdout of cmd goes to $work/last.out.
timed() {
    local vt=$1 vr=$2 t0 t1 stats
    shift 2
    t0=${EPOCHREALTIME/[.,]/}
    "$gnutime" -o "$work/last.time" -f '%x %M %F %R %U %S %w %c' "$@" >"$work/last.out" ||
        die "failed: $* (see $work/last.out, $work/last.time)"
    t1=${EPOCHREALTIME/[.,]/}
    stats=$(tail -n 1 "$work/last.time")
    read -r _ rss _ <<<"$stats"
    last_stats=$stats
    printf -v "$vt" '%s' "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) / 1e6 }')"
    printf -v "$vr" '%s' "$rss"
}
last_stats=

load_start=$(cut -d' ' -f1-3 /proc/loadavg)

# --- prepare every size first (synth writes at disk speed) ------------------------------
thread_flags=()
[[ -z $THREADS ]] || thread_flags=(--threads "$THREADS")
read -r -a dst_par <<<"$DST_PAR"
declare -A src_dir dst_strategy
for s in $SIZES; do
    read -r -a flags <<<"$(size_flags "$s")"
    src=$work/src_$s
    dst=$work/dststrategy_$s
    if [[ ! -f $src/strategy.ckpt ]] || ! compgen -G "$src/rank_*/*.ckpt" >/dev/null; then
        say "== synth $s source (8 ranks) into $src"
        rm -rf -- "$src"
        "$cli" synth --out "$src" --preset medium --seed "$SEED" "${flags[@]}" >&2
    fi
    if [[ ! -f $dst/strategy.ckpt ]]; then
        say "== synth $s destination strategy (${dst_par[*]}) into $dst"
        rm -rf -- "$dst"
        "$cli" synth --out "$dst" --preset medium --seed "$SEED" "${flags[@]}" "${dst_par[@]}" >&2
        rm -rf -- "$dst"/rank_*  # only the strategy is needed
    fi
    src_dir[$s]=$src
    dst_strategy[$s]=$dst/strategy.ckpt
    plan=$("$cli" plan --src "$src" --src-strategy "$src/strategy.ckpt" \
        --dst-strategy "$dst/strategy.ckpt" "${thread_flags[@]}" 2>&1) ||
        die "plan failed for $s: $plan"
    if grep -q 'error:' <<<"$plan"; then die "plan for $s reports errors: $plan"; fi
    say "$plan"
done

# convert_args SIZE DST [extra flags]: the convert command line, into the array conv.
conv=()
convert_args() {
    local s=$1 d=$2
    shift 2
    conv=("$cli" convert --src "${src_dir[$s]}" --dst "$d" --src-strategy "${src_dir[$s]}/strategy.ckpt"
        --dst-strategy "${dst_strategy[$s]}" "${thread_flags[@]}" "$@")
}

# --- measurements ----------------------------------------------------------------------
declare -A r_src r_out r_cp r_sync r_cps r_conv r_rss_conv r_rss_cp r_methods r_ranks
for s in $SIZES; do
    src=${src_dir[$s]}
    cp_t=() sync_t=() cps_t=() conv_t=() rss_conv=() rss_cp=() methods=()
    say "== $s: $REPEATS rounds (cold source before each timed command)"
    for ((i = 1; i <= REPEATS; i++)); do
        # Alternate the order so that neither command always runs on a fresher disk.
        if ((i % 2)); then order="cp convert"; else order="convert cp"; fi
        for what in $order; do
            evict "$src"
            methods+=("$cache_method")
            if [[ $what == cp ]]; then
                timed t rss cp -r "$src" "$copy"
                timed t2 unused sync
                cp_t+=("$t") sync_t+=("$t2") rss_cp+=("$rss")
                cps_t+=("$(awk -v a="$t" -v b="$t2" 'BEGIN { printf "%.3f", a + b }')")
                remove "$copy"
            else
                convert_args "$s" "$out"
                timed t rss "${conv[@]}"
                grep -q '^wrote ' "$work/last.out" || die "convert printed no 'wrote' line"
                conv_t+=("$t") rss_conv+=("$rss")
                r_out[$s]=$(tree_bytes "$out")
                r_ranks[$s]=$(find "$out" -name '*.ckpt' | wc -l)
                conv_stats=$last_stats
                remove "$out"
            fi
        done
        say "   #$i  cp -r ${cp_t[-1]} s + sync ${sync_t[-1]} s = ${cps_t[-1]} s (RSS $((rss_cp[-1] / 1024)) MiB)" \
            "| convert ${conv_t[-1]} s (RSS $((rss_conv[-1] / 1024)) MiB;" \
            "exit rssKiB majflt minflt user sys waits ctxsw: $conv_stats)"
    done
    r_src[$s]=$(tree_bytes "$src")
    r_cp[$s]=$(median "${cp_t[@]}")
    r_sync[$s]=$(median "${sync_t[@]}")
    r_cps[$s]=$(median "${cps_t[@]}")
    r_conv[$s]=$(median "${conv_t[@]}")
    r_rss_conv[$s]=$(printf '%s\n' "${rss_conv[@]}" | sort -n | tail -n 1)  # worst round
    r_rss_cp[$s]=$(printf '%s\n' "${rss_cp[@]}" | sort -n | tail -n 1)
    r_methods[$s]=$(printf '%s\n' "${methods[@]}" | sort -u | paste -sd, -)
done

# --- one verified conversion on the first size ------------------------------------------
verify_line=
if [[ $VERIFY == 1 ]]; then
    read -r s _ <<<"$SIZES"
    say "== $s: convert --verify (cold source)"
    convert_args "$s" "$out" --verify
    evict "${src_dir[$s]}"
    t0=$EPOCHREALTIME
    t_wrote='' t_end='' verified='' t_rerun=0 rss_rerun=0
    # stdbuf makes the CLI's stdout line-buffered, so each line is stamped when printed.
    while IFS= read -r line; do
        now=$EPOCHREALTIME
        case $line in
            wrote\ *) t_wrote=$now ;;
            verified\ *) t_end=$now verified=$line ;;
        esac
        say "   $line"
    done < <("$gnutime" -o "$work/verify.time" -f '%x %M' stdbuf -oL "${conv[@]}" 2>&1)
    t_done=$EPOCHREALTIME
    read -r v_exit v_rss < <(tail -n 1 "$work/verify.time")
    [[ -n $t_wrote && -n $t_end ]] || die "convert --verify did not print its 'wrote'/'verified' lines"
    ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
    v_conv=$(ms "$t0" "$t_wrote")
    v_check=$(ms "$t_wrote" "$t_end")
    v_total=$(ms "$t0" "$t_done")
    # Re-run on the finished output with a cold cache: convert re-verifies every
    # existing rank file against the sources and skips it.
    evict "${src_dir[$s]}"
    convert_args "$s" "$out"
    timed t_rerun rss_rerun "${conv[@]}"
    rerun_line=$(head -n 1 "$work/last.out")
    remove "$out"
    verify_line=$(
        printf '  convert --verify (%s, cold source): exit %s, %s\n' "$s" "$v_exit" "$verified"
        printf '    conversion %s s, then verification %s s (%s s in all), peak RSS %s MiB\n' \
            "$v_conv" "$v_check" "$v_total" "$((v_rss / 1024))"
        printf '    verification of the finished output with a cold cache (convert re-run,\n'
        printf '    every rank verified and skipped): %s s, peak RSS %s MiB: "%s"\n' \
            "$t_rerun" "$((rss_rerun / 1024))" "$rerun_line"
    )
fi

# --- report ----------------------------------------------------------------------------
mib() { awk -v b="$1" 'BEGIN { printf "%.0f", b / 1048576 }'; }
cat <<EOF

shardscope convert benchmark (8 -> 4 ranks)
  cli:          $cli
  work folder:  $work
  source:       synth --preset medium (hidden 768, fp32), dp 2 x mp 2 x pp 2, opt-shard 2
  destination:  same model, ${dst_par[*]} (4 ranks)
  convert:      ${thread_flags[*]:-default threads ($(nproc) cores)}
  rounds:       $REPEATS per size, medians; peak RSS is the largest of the rounds
  baseline:     cp -r SRC COPY, then sync; page cache dropped before every timed command

EOF
printf '  %-5s %9s %9s %8s %7s %9s %9s %9s %9s %8s %8s  %-18s %s\n' \
    size "src MiB" "out MiB" "cp -r" sync "cp+sync" convert "conv/" "conv/" "RSS" "RSS" \
    "ratio <= $RATIO_GOAL" "RSS < $RSS_GOAL_MIB MiB"
printf '  %-5s %9s %9s %8s %7s %9s %9s %9s %9s %8s %8s\n' \
    "" "" "" "(s)" "(s)" "(s)" "(s)" "cp+sync" "cp -r" "conv MiB" "cp MiB"
for s in $SIZES; do
    rs=$(ratio "${r_conv[$s]}" "${r_cps[$s]}")
    rc=$(ratio "${r_conv[$s]}" "${r_cp[$s]}")
    rss_mib=$(awk -v k="${r_rss_conv[$s]}" 'BEGIN { printf "%.1f", k / 1024 }')
    v1=$(awk -v r="$rs" -v g="$RATIO_GOAL" 'BEGIN { print (r <= g) ? "PASS" : "FAIL" }')
    v2=$(awk -v m="$rss_mib" -v g="$RSS_GOAL_MIB" 'BEGIN { print (m < g) ? "PASS" : "FAIL" }')
    [[ ${r_methods[$s]} != *none* ]] || v1="$v1 (NOT cold)"
    printf '  %-5s %9s %9s %8s %7s %9s %9s %9s %9s %8s %8s  %-18s %s\n' \
        "$s" "$(mib "${r_src[$s]}")" "$(mib "${r_out[$s]}")" "${r_cp[$s]}" "${r_sync[$s]}" \
        "${r_cps[$s]}" "${r_conv[$s]}" "$rs" "$rc" "$rss_mib" \
        "$(awk -v k="${r_rss_cp[$s]}" 'BEGIN { printf "%.1f", k / 1024 }')" "$v1 ($rs)" "$v2 ($rss_mib)"
done
echo
for s in $SIZES; do
    echo "  $s: ${r_ranks[$s]} output files; cache eviction: ${r_methods[$s]}"
done
# "whatever the run size": how the peak RSS moves between the smallest and largest size.
read -r lo hi < <(for s in $SIZES; do echo "${r_src[$s]} $s"; done | sort -n | awk 'NR == 1 { l = $2 } { h = $2 } END { print l, h }')
if [[ $lo != "$hi" ]]; then
    awk -v b1="${r_src[$lo]}" -v b2="${r_src[$hi]}" -v k1="${r_rss_conv[$lo]}" -v k2="${r_rss_conv[$hi]}" \
        -v g="$RSS_GOAL_MIB" -v s1="$lo" -v s2="$hi" 'BEGIN {
        gib1 = b1 / 1073741824; gib2 = b2 / 1073741824; m1 = k1 / 1024; m2 = k2 / 1024
        slope = (m2 - m1) / (gib2 - gib1)
        printf "  peak RSS of convert: %.1f MiB at %s, %.1f MiB at %s: %+.1f MiB per GiB of source", m1, s1, m2, s2, slope
        if (slope > 1 && m2 < g) printf "; at that rate it reaches %d MiB at about %.1f GiB", g, gib2 + (g - m2) / slope
        else if (slope > 1) printf "; it grows with the run size"
        printf "\n" }'
fi
echo "  load average: $load_start at start, $(cut -d' ' -f1-3 /proc/loadavg) at the end ($(nproc) cores)"
if [[ -n $verify_line ]]; then
    echo
    echo "$verify_line"
fi
