#!/bin/sh
# Core folders stand on floors (docs/architecture.md): a folder may include its own floor's
# folders below it, never one above. None does today. An upward include that must stand for a
# while is listed in UPWARD ("from to", one per line) as debt: a new upward include fails, and
# so does a listed one that is gone (delete it from the list).
# Usage: check_core_floors.sh SOURCE_DIR
set -eu
src=$1

# Lowest floor first. A folder may include any folder listed before it.
FLOORS="util proto formats layout logs history run inspect stats convert cluster fit export hdf5 doctor synth"

# from -> to (the include that goes up), one per line.
UPWARD=""

floor_of() {
    i=0
    for f in $FLOORS; do
        if [ "$f" = "$1" ]; then
            echo $i
            return
        fi
        i=$((i + 1))
    done
    echo "check_core_floors: core/$1 has no floor: add it to FLOORS in $0 and to docs/architecture.md" >&2
    exit 1
}

found=$(mktemp)
trap 'rm -f "$found"' EXIT
status=0
for dir in "$src"/core/*/; do
    from=$(basename "$dir")
    [ -n "$(find "$dir" -name '*.h' -o -name '*.cpp' | head -1)" ] || continue
    from_floor=$(floor_of "$from")
    for to in $(grep -rhoE '#include "(\.\./)?[a-z0-9]+/' "$dir" --include='*.h' --include='*.cpp' |
                sed -E 's:#include "(\.\./)?::; s:/$::' | sort -u); do
        [ "$to" = "$from" ] && continue
        [ -d "$src/core/$to" ] || continue
        to_floor=$(floor_of "$to")
        if [ "$to_floor" -gt "$from_floor" ]; then
            echo "$from $to" >> "$found"
            if ! printf '%s\n' "$UPWARD" | grep -qx "$from $to"; then
                echo "core/$from includes core/$to, a floor above it:"
                grep -rlE "#include \"(\.\./)?$to/" "$dir" | sed "s:^$src/::; s:^:  :"
                status=1
            fi
        fi
    done
done
printf '%s\n' "$UPWARD" | grep -v '^$' | while read -r from to; do
    if ! grep -qx "$from $to" "$found"; then
        echo "core/$from no longer includes core/$to: remove '$from $to' from UPWARD in $0"
        exit 1
    fi
done || status=1
[ "$status" -eq 0 ] && echo "core floors: $(echo $FLOORS | wc -w) folders, $(printf '%s\n' "$UPWARD" | grep -c . || true) upward includes left"
exit $status
