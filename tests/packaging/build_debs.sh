#!/bin/sh
# Packs the Debian packages from an already built tree (the ci build: nothing is rebuilt when it
# is up to date) into OUT_DIR. Usage: build_debs.sh CPACK BUILD_DIR OUT_DIR
set -eu
cpack=$1
build=$2
out=$3
rm -rf "$out"
mkdir -p "$out"
cd "$build"
if ! "$cpack" -G DEB -B "$out" > "$out/cpack.log" 2>&1; then
    cat "$out/cpack.log"
    exit 1
fi
ls "$out"/*.deb
