#!/bin/sh
# Fails when a tr() string in the sources has no finished Chinese translation: lupdate updates a
# copy of the .ts from the sources (as a developer would), and every message must then be
# translated. Usage: check_translations.sh LUPDATE SOURCE_DIR
set -eu
lupdate=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$src/translations/shardscope_zh_CN.ts" "$tmp/zh_CN.ts"
cd "$src"
"$lupdate" -silent -no-obsolete -I . widgets app/gui core -ts "$tmp/zh_CN.ts" >/dev/null
missing=$(grep -B3 'type="unfinished"' "$tmp/zh_CN.ts" | sed -n 's:.*<source>\(.*\)</source>.*:\1:p')
if [ -n "$missing" ]; then
    echo "strings without a finished zh_CN translation (run lupdate, translate, drop type=\"unfinished\"):"
    echo "$missing"
    exit 1
fi
