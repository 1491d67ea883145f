#!/usr/bin/env bash
# Benchmark encrypted checkpoints against the same checkpoints stored plain.
#
# Synthesizes a ~2 GB run of 8 ranks (`synth --preset medium --layers 16`: dp 2 x mp 2 x pp 2,
# optimizer shard 2) twice with the same seed, so with the same tensors: once plain, once as
# save_checkpoint(enc_key, "AES-GCM") writes it (`synth --encrypt AES-GCM`, 64 MiB blocks, a
# 32-byte key). Then, REPEATS rounds with the files in the page cache (each command's files
# read once first), it times under /usr/bin/time (wall time and peak RSS):
#   inspect PLAIN --json                          vs inspect ENC --json --key-file K
#                                                    (record headers decrypted, blocks checked
#                                                    when read) and with --verify-crc (every
#                                                    block decrypted and checked)
#   convert PLAIN -> 4 ranks                      vs convert ENC --key-file K -> 4 ranks
#   convert ENC -> 4 ranks, written AES-GCM too  (--encrypt-mode AES-GCM)
# and prints the medians, the ratios encrypted / plain, the decryption rate they imply
# (encrypted bytes / extra seconds), and `openssl speed` of AES-256-GCM on one core as the
# reference for the cost of decryption alone. Goal (issue 15): the extra time is the
# decryption (several GB/s per core with AES-NI); memory stays flat (peak RSS well under the
# size of one rank file).
#
# Environment:
#   SHARDSCOPE_CLI  path to a built shardscope-cli (default: build one in build/bench)
#   BENCH_DIR       work folder; runs in it are reused (default: a temporary folder under
#                   $TMPDIR, removed at the end unless KEEP=1)
#   KEEP=1          keep the temporary work folder
#   REPEATS         rounds (default 3; medians are reported)
#   LAYERS          synth --layers (default 16, ~2 GB)
#   THREADS         convert --threads (default: all cores)
#   SEED            synth seed (default 0)
set -euo pipefail

((BASH_VERSINFO[0] >= 5)) || { echo "crypto_bench: needs bash 5" >&2; exit 1; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
gnutime=/usr/bin/time

REPEATS=${REPEATS:-3}
LAYERS=${LAYERS:-16}
THREADS=${THREADS:-}
SEED=${SEED:-0}
KEEP=${KEEP:-0}

say() { printf '%s\n' "$*" >&2; }
die() { say "crypto_bench: $*"; exit 1; }

[[ -x $gnutime ]] || die "missing $gnutime (Debian: apt-get install time)"
for tool in awk openssl; do
    command -v "$tool" >/dev/null || die "missing $tool"
done

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    work=$BENCH_DIR
    mkdir -p "$work"
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-crypto-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$work
fi
work=$(cd "$work" && pwd)
out=$work/out
cleanup() {
    rm -rf -- "$out"
    if [[ -n $cleanup_dir ]]; then rm -rf -- "$cleanup_dir"; fi
}
trap cleanup EXIT

key=$work/key.hex
[[ -f $key ]] || printf '%s\n' 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f >"$key"
keyopts=(--key-file "$key" --key-hex)
thread_flags=()
[[ -z $THREADS ]] || thread_flags=(--threads "$THREADS")

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.3f\n", (v[m] + v[m + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
tree_bytes() { find "$1" -type f -printf '%s\n' | awk '{ s += $1 } END { printf "%.0f", s }'; }
warm() { find "$1" -name '*.ckpt' -exec cat {} + >/dev/null; }

# timed VAR_T VAR_RSS cmd...: wall seconds into VAR_T, peak RSS (KiB) into VAR_RSS.
timed() {
    local vt=$1 vr=$2 t0 t1 rss
    shift 2
    t0=${EPOCHREALTIME/[.,]/}
    "$gnutime" -o "$work/last.time" -f '%M' "$@" >"$work/last.out" 2>&1 ||
        die "failed: $* ($(tail -n 3 "$work/last.out"))"
    t1=${EPOCHREALTIME/[.,]/}
    rss=$(tail -n 1 "$work/last.time")
    printf -v "$vt" '%s' "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) / 1e6 }')"
    printf -v "$vr" '%s' "$rss"
}

load_start=$(cut -d' ' -f1-3 /proc/loadavg)

synth=(synth --preset medium --layers "$LAYERS" --seed "$SEED")
for kind in plain enc; do
    dir=$work/$kind
    if ! compgen -G "$dir/rank_*/*.ckpt" >/dev/null; then
        say "== synth $kind run into $dir"
        rm -rf -- "$dir"
        if [[ $kind == enc ]]; then
            "$cli" "${synth[@]}" --out "$dir" --encrypt AES-GCM "${keyopts[@]}" >&2
        else
            "$cli" "${synth[@]}" --out "$dir" >&2
        fi
    fi
done
dst=$work/dst4
if [[ ! -f $dst/strategy.ckpt ]]; then
    "$cli" "${synth[@]}" --out "$dst" --dp 1 --mp 4 --pp 1 --opt-shard 0 --strategy-only >&2
fi
strategies=(--src-strategy "$work/plain/strategy.ckpt" --dst-strategy "$dst/strategy.ckpt")

declare -A t rss
names=(inspect_plain inspect_enc inspect_enc_checked convert_plain convert_enc convert_enc_enc)
for n in "${names[@]}"; do t[$n]='' rss[$n]=''; done
run() {
    local name=$1 src=$2
    shift 2
    warm "$src"
    timed tt rr "$@"
    t[$name]+="$tt " rss[$name]+="$rr "
    rm -rf -- "$out"
}
say "== $REPEATS rounds, warm page cache"
for ((i = 1; i <= REPEATS; i++)); do
    run inspect_plain "$work/plain" "$cli" inspect "$work/plain" --json
    run inspect_enc "$work/enc" "$cli" inspect "$work/enc" --json "${keyopts[@]}"
    run inspect_enc_checked "$work/enc" "$cli" inspect "$work/enc" --json --verify-crc \
        "${keyopts[@]}"
    run convert_plain "$work/plain" "$cli" convert --src "$work/plain" --dst "$out" \
        "${strategies[@]}" "${thread_flags[@]}"
    run convert_enc "$work/enc" "$cli" convert --src "$work/enc" --dst "$out" \
        "${strategies[@]}" "${thread_flags[@]}" "${keyopts[@]}"
    run convert_enc_enc "$work/enc" "$cli" convert --src "$work/enc" --dst "$out" \
        "${strategies[@]}" "${thread_flags[@]}" "${keyopts[@]}" --encrypt-mode AES-GCM
    say "   #$i  $(for n in "${names[@]}"; do read -r -a a <<<"${t[$n]}"; printf '%s %s s  ' "$n" "${a[-1]}"; done)"
done

declare -A med peak
for n in "${names[@]}"; do
    read -r -a a <<<"${t[$n]}"
    med[$n]=$(median "${a[@]}")
    read -r -a b <<<"${rss[$n]}"
    peak[$n]=$(printf '%s\n' "${b[@]}" | sort -n | tail -n 1)
done
enc_bytes=$(tree_bytes "$work/enc")
plain_bytes=$(tree_bytes "$work/plain")
largest=$(find "$work/enc" -name '*.ckpt' -printf '%s\n' | sort -n | tail -n 1)
rate() { awk -v b="$enc_bytes" -v a="$1" -v p="$2" 'BEGIN { d = a - p; if (d <= 0) print "n/a"; else printf "%.2f GB/s", b / d / 1e9 }'; }
ossl=$(openssl speed -evp aes-256-gcm -bytes 16384 -seconds 2 2>/dev/null | awk '/^AES-256-GCM|^aes-256-gcm/ { v = $NF } END { sub(/k$/, "", v); printf "%.2f GB/s", v * 1000 / 1e9 }')

cat <<EOF

shardscope encrypted checkpoint benchmark
  cli:            $cli
  runs:           $work/plain ($plain_bytes bytes), $work/enc ($enc_bytes bytes, AES-256-GCM,
                  64 MiB blocks); largest rank file $largest bytes
  cores:          $(nproc); load average at start $load_start, at end $(cut -d' ' -f1-3 /proc/loadavg)
  repetitions:    $REPEATS (medians; peak RSS is the worst round); warm page cache
  openssl speed:  AES-256-GCM, one core, 16 KiB buffers: $ossl

  command                         plain (s)   encrypted (s)   ratio   implied decryption   peak RSS plain / enc (MiB)
  inspect RUN --json              $(printf '%-11s %-15s %-7s %-20s %s / %s' "${med[inspect_plain]}" "${med[inspect_enc]}" "$(ratio "${med[inspect_enc]}" "${med[inspect_plain]}")" "$(rate "${med[inspect_enc]}" "${med[inspect_plain]}")" "$((peak[inspect_plain] / 1024))" "$((peak[inspect_enc] / 1024))")
  inspect RUN --json --verify-crc $(printf '%-11s %-15s %-7s %-20s %s / %s' "${med[inspect_plain]}" "${med[inspect_enc_checked]}" "$(ratio "${med[inspect_enc_checked]}" "${med[inspect_plain]}")" "$(rate "${med[inspect_enc_checked]}" "${med[inspect_plain]}")" "$((peak[inspect_plain] / 1024))" "$((peak[inspect_enc_checked] / 1024))")
  convert 8 -> 4, plain output    $(printf '%-11s %-15s %-7s %-20s %s / %s' "${med[convert_plain]}" "${med[convert_enc]}" "$(ratio "${med[convert_enc]}" "${med[convert_plain]}")" "$(rate "${med[convert_enc]}" "${med[convert_plain]}")" "$((peak[convert_plain] / 1024))" "$((peak[convert_enc] / 1024))")
  convert 8 -> 4, AES-GCM output  $(printf '%-11s %-15s %-7s %-20s %s / %s' "${med[convert_plain]}" "${med[convert_enc_enc]}" "$(ratio "${med[convert_enc_enc]}" "${med[convert_plain]}")" "-" "$((peak[convert_plain] / 1024))" "$((peak[convert_enc_enc] / 1024))")
EOF
