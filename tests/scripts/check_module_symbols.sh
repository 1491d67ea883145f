#!/bin/sh
# Every program that can load the HDF5 module exports each core function the module calls
# (core/formats/hdf5module.h): otherwise dlopen fails in that program, and it cannot read .h5.
# Usage: check_module_symbols.sh MODULE PROGRAM...
set -eu
module=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nm -D --undefined-only "$module" | awk '{print $2}' | sort -u >"$tmp/all"
c++filt <"$tmp/all" | paste "$tmp/all" - | awk -F '\t' '$2 ~ /shardscope::/ {print $1}' >"$tmp/needed"
count=$(wc -l <"$tmp/needed")
[ "$count" -gt 0 ] || { echo "FAIL: $module calls no core function (nm found none)"; exit 1; }
status=0
for program in "$@"; do
    nm -D --defined-only "$program" | awk '{print $3}' | sort -u >"$tmp/has"
    missing=$(comm -23 "$tmp/needed" "$tmp/has" | c++filt)
    if [ -n "$missing" ]; then
        echo "FAIL: $program does not export what the HDF5 module calls:"
        echo "$missing"
        status=1
    else
        echo "ok: $program exports the $count core functions the HDF5 module calls"
    fi
done
exit $status
