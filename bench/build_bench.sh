#!/usr/bin/env bash
# The build's cost to a newcomer and to CI (issue 31), each from a fresh clone of HEAD in a
# temporary folder, with a compiler cache of its own (CCACHE_DIR in that folder):
#   1. `scripts/demo`'s build (the `release` preset) with an empty cache;       goal <= 8 min
#   2. `scripts/test` in that clone, its cache empty again;                     goal <= 40 min
#   3. `scripts/test` in a second clone in another folder after a one-file change,
#      with the cache step 2 left (or, when step 2 is not run, the machine's own cache,
#      ~/.cache/ccache, as a session's builds left it): what CI sees;            goal <= 15 min
# The baseline, measured in the same run: the compile of one typical core file alone (what a
# compiler costs on this machine), printed so that figures of other machines compare.
# Apt is not timed here (scripts/install-deps runs first and is quick once the packages are in).
# Each step's output goes to a log under the temporary folder; the script prints the stage
# durations scripts/test printed. STEPS="1 2 3" (default) picks steps; KEEP=1 keeps the folder.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
steps=${STEPS:-1 2 3}
work=$(mktemp -d /tmp/shardscope-build-bench.XXXXXX)
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT
bench_cache=$work/ccache
scripts/install-deps

minutes() { awk -v s="$1" 'BEGIN { printf "%d min %02d s", s / 60, s % 60 }'; }
verdict() { if [ "$1" -le "$2" ]; then echo PASS; else echo FAIL; fi; }

# Baseline: one core file compiled alone, as the release preset compiles it, no cache.
git clone --quiet "$repo" "$work/base"
(cd "$work/base" && cmake --preset release -DSHARDSCOPE_CCACHE=OFF -DSHARDSCOPE_UNITY=OFF >/dev/null)
start=$(date +%s%N)
(cd "$work/base" && cmake --build --preset release --target core/CMakeFiles/shardscope_core.dir/convert/planner.cpp.o >/dev/null)
baseline_ms=$((($(date +%s%N) - start) / 1000000))
rm -rf "$work/base"
echo "baseline: core/convert/planner.cpp compiled alone in $baseline_ms ms"

if [[ " $steps " == *" 1 "* ]]; then
  rm -rf "$bench_cache" "$work/demo"
  git clone --quiet "$repo" "$work/demo"
  start=$SECONDS
  (cd "$work/demo" && export CCACHE_DIR=$bench_cache &&
    cmake --preset release && cmake --build --preset release) >"$work/demo.log" 2>&1
  took=$((SECONDS - start))
  echo "1. scripts/demo's release build, empty cache: $(minutes $took) ($((took * 1000 / baseline_ms)) baselines)  goal <= 8 min: $(verdict $took 480)"
  rm -rf "$work/demo"
fi

# scripts/test in the clone $1, its output in $2, with the compiler cache $3 (empty: the
# machine's); prints its stage durations and cache hits.
timed_test() {
  local start=$SECONDS status=0
  (cd "$1" && if [ -n "$3" ]; then export CCACHE_DIR=$3; fi && CI=true scripts/test) >"$2" 2>&1 ||
    status=$?
  took=$((SECONDS - start))
  grep '^scripts/test:  ' "$2" || true
  grep 'compiler cache' "$2" || true
  return $status
}

if [[ " $steps " == *" 2 "* ]]; then
  rm -rf "$bench_cache" "$work/first"
  git clone --quiet "$repo" "$work/first"
  status=0
  timed_test "$work/first" "$work/test-cold.log" "$bench_cache" || status=$?
  echo "2. scripts/test, fresh clone, empty cache: $(minutes $took), exit $status  goal <= 40 min: $(verdict $took 2400)"
fi

if [[ " $steps " == *" 3 "* ]]; then
  rm -rf "$work/second"
  git clone --quiet "$repo" "$work/second"
  echo "// build_bench: a one-file change" >>"$work/second/core/formats/shapetext.cpp"
  status=0
  cache=""
  if [[ " $steps " == *" 2 "* ]]; then cache=$bench_cache; fi
  timed_test "$work/second" "$work/test-warm.log" "$cache" || status=$?
  echo "3. scripts/test, another clone, one file changed, warm cache: $(minutes $took), exit $status  goal <= 15 min: $(verdict $took 900)"
fi
echo "logs: $work (KEEP=1 keeps them)"
