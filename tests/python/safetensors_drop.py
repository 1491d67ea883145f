#!/usr/bin/python3
"""Rewrites safetensors files without one tensor, for the tests: a rank file that lost a
parameter. Reads and writes with mindformers_iteration.py's functions (json and struct only).

usage: safetensors_drop.py NAME FILE [FILE...]"""
import sys

from mindformers_iteration import read_safetensors, write_safetensors


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    name = sys.argv[1]
    for path in sys.argv[2:]:
        tensors = read_safetensors(path)
        if name not in tensors:
            sys.exit("%s: no tensor %s" % (path, name))
        del tensors[name]
        write_safetensors(path, tensors)


if __name__ == "__main__":
    main()
