#!/usr/bin/env bash
# Start-up of shardscope-cli (issue 31), against /bin/true measured in the same run:
#   - `shardscope-cli --version` and `inspect` of a small checkpoint (tests/data/real/
#     adam_small_net.ckpt), warm: RUNS calls each in ROUNDS rounds, the median round's mean;
#   - the shared libraries the program loads (ldd), and those loaded by an `inspect` of an
#     .h5 file, when the HDF5 module comes in (LD_DEBUG).
# Goals: at most 15 ms per call, at most 15 shared libraries for commands that do not touch
# HDF5. Builds build/release (the `release` preset) unless SHARDSCOPE_CLI names a program.
#
#   bench/startup_bench.sh            RUNS=100 ROUNDS=5 by default
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${SHARDSCOPE_CLI:-build/release/bin/shardscope-cli}
if [ -z "${SHARDSCOPE_CLI:-}" ]; then
  cmake --preset release >/dev/null
  cmake --build --preset release --target shardscope-cli >/dev/null
fi
runs=${RUNS:-100}
rounds=${ROUNDS:-5}
small=tests/data/real/adam_small_net.ckpt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The median over ROUNDS of the mean time of one call, in microseconds.
per_call_us() {
  local means=() start end i r
  for ((r = 0; r < rounds; r++)); do
    start=$(date +%s%N)
    for ((i = 0; i < runs; i++)); do "$@" >/dev/null 2>&1; done
    end=$(date +%s%N)
    means+=($(((end - start) / runs / 1000)))
  done
  printf '%s\n' "${means[@]}" | sort -n | sed -n "$((rounds / 2 + 1))p"
}

"$cli" --version >/dev/null  # warm the page cache
"$cli" inspect "$small" >/dev/null
baseline=$(per_call_us /bin/true)
version=$(per_call_us "$cli" --version)
inspect=$(per_call_us "$cli" inspect "$small")
libs=$(ldd "$cli" | grep -c '=>\|ld-linux')
"$cli" export "$small" --to "$tmp/small.h5" >/dev/null
h5libs=$(LD_DEBUG=files "$cli" inspect "$tmp/small.h5" 2>&1 >/dev/null | grep -c 'calling init:')
plainlibs=$(LD_DEBUG=files "$cli" inspect "$small" 2>&1 >/dev/null | grep -c 'calling init:')

ms() { awk -v us="$1" 'BEGIN { printf "%.1f ms", us / 1000 }'; }
verdict() { if [ "$1" -le "$2" ]; then echo PASS; else echo FAIL; fi; }
echo "program: $cli ($(du -h "$cli" | cut -f1))"
echo "/bin/true (baseline):          $(ms "$baseline")"
echo "shardscope-cli --version:      $(ms "$version")  ($(awk -v a="$version" -v b="$baseline" 'BEGIN { printf "%.1f", a / b }')x /bin/true)  goal <= 15 ms: $(verdict "$version" 15000)"
echo "shardscope-cli inspect small:  $(ms "$inspect")  ($(awk -v a="$inspect" -v b="$baseline" 'BEGIN { printf "%.1f", a / b }')x /bin/true)  goal <= 15 ms: $(verdict "$inspect" 15000)"
echo "shared libraries (ldd):        $libs  goal <= 15: $(verdict "$libs" 15)"
echo "libraries initialised, inspect .ckpt: $plainlibs; inspect .h5 (HDF5 module loaded): $h5libs"
