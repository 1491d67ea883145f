#!/usr/bin/env python3
"""Makes every include of a widgets header say "widgets/..." (issue 32, "Also").

Today shardscope_models puts widgets/ itself on the include path, so "history/..." or
"export/..." means a widgets header or a core header depending on which exists and on the
include order. This script resolves each quoted include of every source and header under
widgets/, app/gui/ and tests/ as the compiler does (the file's own folder, then the -I folders
of its target, read from compile_commands.json), rewrites those that reach a file under
widgets/ as "widgets/<path>", puts the repository root on shardscope_models' include path
instead of widgets/ (widgets/CMakeLists.txt), and runs clang-format on the files it changed
(the includes sort again inside their blocks).

Usage (at the repository root, after a configure that wrote compile_commands.json):
  scripts/dev/widgets-include-prefix.py [--build build/ci] [--check]
--check lists what would change and exits 1 when anything would, writing nothing.
Afterwards: reconfigure and build everything (cmake --build build/ci), run the tests.
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.getcwd())
WIDGETS = os.path.join(ROOT, "widgets")
SCOPES = ("widgets", "app/gui", "tests")
INCLUDE = re.compile(r'^(\s*#\s*include\s*")([^"]+)(".*)$')
CMAKE = os.path.join(WIDGETS, "CMakeLists.txt")
CMAKE_OLD = "target_include_directories(shardscope_models PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})"
CMAKE_NEW = ("# The repository root: widgets headers are included as \"widgets/...\", core's as\n"
             "# \"<folder>/...\" (core/ is on the path through shardscope_core).\n"
             "target_include_directories(shardscope_models PUBLIC ${PROJECT_SOURCE_DIR})")


def include_dirs(command):
    args = command.get("arguments") or shlex.split(command["command"])
    out, i = [], 0
    while i < len(args):
        a = args[i]
        if a == "-I" and i + 1 < len(args):
            out.append(args[i + 1])
            i += 1
        elif a.startswith("-I"):
            out.append(a[2:])
        i += 1
    return [os.path.normpath(os.path.join(command["directory"], d)) for d in out]


def sources_of(path):
    """The sources a compile covers: a unity batch's included files, else the file itself."""
    if "/unity/" not in path:
        return [os.path.normpath(path)]
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = INCLUDE.match(line)
            if m:
                out.append(os.path.normpath(os.path.join(os.path.dirname(path), m.group(2))))
    return out


def load_paths(build):
    """Per source file, the -I folders it is compiled with; per folder, those of its sources."""
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        commands = json.load(f)
    per_file, per_dir = {}, {}
    for c in commands:
        dirs = include_dirs(c)
        path = os.path.normpath(os.path.join(c["directory"], c["file"]))
        for src in sources_of(path):
            per_file.setdefault(src, dirs)
            per_dir.setdefault(os.path.dirname(src), dirs)
    return per_file, per_dir


def dirs_for(path, per_file, per_dir):
    if path in per_file:
        return per_file[path]
    d = os.path.dirname(path)
    while d.startswith(ROOT):
        if d in per_dir:
            return per_dir[d]
        d = os.path.dirname(d)
    return [WIDGETS]  # a header no compile reaches: at least as shardscope_models sees it


def resolve(path, name, dirs):
    for d in [os.path.dirname(path)] + dirs:
        candidate = os.path.normpath(os.path.join(d, name))
        if os.path.isfile(candidate):
            return candidate
    return None


def rewrite(path, per_file, per_dir):
    dirs = dirs_for(path, per_file, per_dir)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    changes = []
    for n, line in enumerate(lines):
        m = INCLUDE.match(line)
        if not m or m.group(2).startswith("widgets/"):
            continue
        target = resolve(path, m.group(2), dirs)
        if target is None or not target.startswith(WIDGETS + os.sep):
            continue
        new = "widgets/" + os.path.relpath(target, WIDGETS)
        if new != m.group(2):
            lines[n] = m.group(1) + new + m.group(3)
            changes.append((n + 1, m.group(2), new))
    return "\n".join(lines), changes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default="build/ci")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if not os.path.isfile(CMAKE) or not os.path.isdir(os.path.join(ROOT, ".git")) and not \
            os.path.isfile(os.path.join(ROOT, ".git")):
        sys.exit("run at the repository root")
    per_file, per_dir = load_paths(args.build)
    files = subprocess.run(["git", "ls-files", "--", *[f"{s}/*.cpp" for s in SCOPES],
                            *[f"{s}/*.h" for s in SCOPES]],
                           capture_output=True, text=True, check=True).stdout.split()
    changed = []
    total = 0
    for rel in files:
        path = os.path.join(ROOT, rel)
        text, changes = rewrite(path, per_file, per_dir)
        if not changes:
            continue
        total += len(changes)
        changed.append(rel)
        for line, old, new in changes:
            print(f"{rel}:{line}: \"{old}\" -> \"{new}\"")
        if not args.check:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    with open(CMAKE, encoding="utf-8") as f:
        cmake = f.read()
    cmake_change = CMAKE_OLD in cmake
    if cmake_change:
        print(f"widgets/CMakeLists.txt: shardscope_models' include path: the repository root")
        if not args.check:
            with open(CMAKE, "w", encoding="utf-8") as f:
                f.write(cmake.replace(CMAKE_OLD, CMAKE_NEW))
    print(f"{total} includes in {len(changed)} files", file=sys.stderr)
    if args.check:
        return 1 if changed or cmake_change else 0
    formatter = shutil.which("clang-format-14") or shutil.which("clang-format")
    if formatter and changed:
        subprocess.run([formatter, "-i", *changed], check=True)
    elif changed:
        print("clang-format not found: sort the includes of the changed files", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
