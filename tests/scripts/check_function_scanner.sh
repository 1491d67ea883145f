#!/bin/sh
# The function-length scanner (scripts/dev/functions.py) on made-up sources: a body of 121 lines
# (brace lines included) is reported and fails, one of 120 is not; a constructor whose initialiser list holds brace
# initialisers, and braces in strings and comments, do not confuse it.
set -eu
scanner="$1"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
body() {  # $1: lines between the braces
    i=0
    while [ "$i" -lt "$1" ]; do
        echo "    x += \"{\";  // }"
        i=$((i + 1))
    done
}
{
    echo "namespace a {"
    echo "class Long {"
    echo "    Long(int y) : m_a{1}, m_b(y) {"
    body 118
    echo "    }"
    echo "    int m_a;"
    echo "    int m_b;"
    echo "};"
    echo "void fits() {"
    body 118
    echo "}"
    echo "}  // namespace a"
} > "$dir/fits.cpp"
out=$(python3 "$scanner" 120 "$dir/fits.cpp") || { echo "fits.cpp reported: $out"; exit 1; }
{
    echo "namespace a {"
    echo "Long::Long(int y)"
    echo "    : m_a{1},"
    echo "      m_b(y) {"
    body 119
    echo "}"
    echo "void tooLong() {"
    body 119
    echo "}"
    echo "}  // namespace a"
} > "$dir/long.cpp"
if out=$(python3 "$scanner" 120 "$dir/long.cpp"); then
    echo "long.cpp passed"
    exit 1
fi
want="  121 $dir/long.cpp:4 Long::Long
  121 $dir/long.cpp:125 tooLong"
[ "$out" = "$want" ] || { printf 'got:\n%s\nwanted:\n%s\n' "$out" "$want"; exit 1; }
echo ok
