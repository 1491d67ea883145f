#!/usr/bin/env python3
"""Measures C++ function bodies (house rule: none over 120 lines).

A body is counted from the line of its opening brace to the line of its closing brace, both
included. Functions are found at namespace and class scope: free functions, member functions
defined in or out of their class, constructors with initialiser lists, and lambdas assigned at
namespace scope; a lambda or local class inside a function counts as part of that function.
Comments, string and character literals and preprocessor lines are blanked first (members.py's
strip()), so a brace in a string or a macro does not count.

Usage: functions.py [LIMIT] [FILE...]   (default: git ls-files '*.cpp' '*.h' under core widgets
app tests bench)
Prints `LINES FILE:LINE NAME` for each body over LIMIT (every body with LIMIT 0), longest first,
and exits 1 when there is one (LIMIT 0: always 0).
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from members import match_brace, strip  # noqa: E402

# What may follow a function's parameter list before its body.
QUALIFIED_END = re.compile(
    r"\)\s*(?:(?:const|volatile|noexcept(?:\s*\([^()]*\))?|override|final|mutable|&&|&"
    r"|->\s*[^;{}]*?)\s*)*$")
# A constructor's initialiser list begins: `) :` (not `::`).
INIT_LIST = re.compile(r"\)\s*(?:noexcept\s*)?:(?!:)")
SCOPE = re.compile(r"(?:\bnamespace\b[^(){};]*|\bextern\s*\"\s*\"\s*"
                   r"|\b(?:class|struct|union)\b[^(){};=]*)$")


def name_of(head):
    """The function's name: what stands before the first parameter list (with a test's names)."""
    head = " ".join(re.sub(r"\btemplate\s*<[^{};]*?>\s*(?=\w)", "", head).split())
    m = re.search(r"([~\w:]+(?:<[^()]*>)?|operator\s*\S+?)\s*\(", head)
    if not m:
        return head[:60]
    if m.group(1) in ("TEST", "TEST_F", "TEST_P"):
        return head[m.start():head.find(")", m.end()) + 1]
    return m.group(1)


def bodies(text):
    """(first line, last line, name) of every function body at namespace or class scope."""
    out = []

    def scan(start, end):
        head_start, i, paren = start, start, 0
        while i < end:
            c = text[i]
            if c in "([":
                paren += 1
            elif c in ")]":
                paren -= 1
            elif c == ";" and paren == 0:
                head_start = i + 1
            elif c == "}" and paren == 0:
                head_start = i + 1
            elif c == "{" and paren == 0:
                head = text[head_start:i]
                close = match_brace(text, i)
                stripped = head.rstrip()
                if QUALIFIED_END.search(stripped) and "(" in head:
                    out.append((text.count("\n", 0, i) + 1, text.count("\n", 0, close - 1) + 1,
                                name_of(head)))
                    head_start = close
                elif INIT_LIST.search(head) and not re.search(r"[\w>]$", stripped):
                    # The body after an initialiser list (`m_x(1) {` or `m_y{2} {`).
                    out.append((text.count("\n", 0, i) + 1, text.count("\n", 0, close - 1) + 1,
                                name_of(head[: INIT_LIST.search(head).start() + 1])))
                    head_start = close
                elif INIT_LIST.search(head):
                    pass  # a member's brace initialiser in the list: the body comes later
                elif re.search(r"\benum\b", head):
                    head_start = close
                elif SCOPE.search(stripped):
                    scan(i + 1, close - 1)
                    head_start = close
                else:
                    head_start = close  # a brace initialiser: `T x{...};`, `= {...}`
                i = close
                continue
            i += 1

    scan(0, len(text))
    return out


def main():
    args = sys.argv[1:]
    limit = int(args.pop(0)) if args and args[0].isdigit() else 120
    files = args or subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "--", "core/*.cpp", "core/*.h",
         "widgets/*.cpp", "widgets/*.h", "app/*.cpp", "app/*.h", "tests/*.cpp", "tests/*.h",
         "bench/*.cpp", "bench/*.h"],
        capture_output=True, text=True, check=True).stdout.split()
    rows = []
    for f in files:
        text = strip(open(f, encoding="utf-8", errors="replace").read())
        for first, last, name in bodies(text):
            n = last - first + 1
            if n > limit:
                rows.append((n, f, first, name))
    for n, f, line, name in sorted(rows, key=lambda r: (-r[0], r[1], r[2])):
        print(f"{n:5d} {f}:{line} {name}")
    return 1 if rows and limit else 0


if __name__ == "__main__":
    sys.exit(main())
