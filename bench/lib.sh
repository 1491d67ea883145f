# shellcheck shell=bash disable=SC2154
# Shared by the bench scripts (sourced, not run). Expects `root`, `say` and `die` to be set.

# Sets `cli` to SHARDSCOPE_CLI, or to a Release shardscope-cli built in build/bench.
find_cli() {
    if [[ -n ${SHARDSCOPE_CLI:-} ]]; then
        cli=$SHARDSCOPE_CLI
    else
        local build=$root/build/bench
        say "== building shardscope-cli (Release) in $build"
        cmake -S "$root" -B "$build" -G Ninja -DSHARDSCOPE_BUILD_GUI=OFF \
            -DSHARDSCOPE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
        cmake --build "$build" --target shardscope-cli >/dev/null
        cli=$build/bin/shardscope-cli
    fi
    [[ -x $cli ]] || die "not an executable: $cli"
}
