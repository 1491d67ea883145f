#!/usr/bin/python3
"""Writes a compile_commands.json with one entry per source file for clang-tidy (scripts/tidy).

The build compiles sources in unity batches, so the build tree's database names only the batch
files; clang-tidy would guess the flags of a file it does not list from a neighbour's (and miss
include paths). Each batch's command is given to the files the batch includes.

usage: tidy-db.py BUILD_DB OUT_DIR"""
import json
import os
import re
import sys

db = json.load(open(sys.argv[1]))
out = []
seen = set()
for e in db:
    batch = e["file"]
    command = e.get("command")
    if command is None or not os.path.basename(batch).startswith("batch_"):
        if e["file"] not in seen:
            seen.add(e["file"])
            out.append(e)
        continue
    here = os.path.dirname(batch)
    try:
        text = open(batch).read()
    except OSError:
        continue
    for inc in re.findall(r'#include "([^"]+\.cpp)"', text):
        source = os.path.normpath(os.path.join(here, inc))
        if source in seen:
            continue
        seen.add(source)
        out.append({"directory": e["directory"], "file": source,
                    "command": command.replace(batch, source)})
os.makedirs(sys.argv[2], exist_ok=True)
json.dump(out, open(os.path.join(sys.argv[2], "compile_commands.json"), "w"), indent=1)
