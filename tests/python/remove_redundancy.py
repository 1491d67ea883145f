#!/usr/bin/python3
"""Independent check for the tests: which rank saves each parameter when MindSpore saves with
remove_redundancy=True, computed the way mindspore/train/_utils.py does it
(get_parameter_redundancy: ranks grouped by their coordinates on the device axes the tensor map
uses; optimizer sharding cuts each group g into g[i::n]; remove_param_redundancy: parameters
pooled by group, the pool sorted by name as MindSpore 2.6+ does, the k-th saved by
group[k % len(group)]). Facts from docs/layouts.md section 7.

usage: remove_redundancy.py STRATEGY.json   (the output of `shardscope-cli inspect STRATEGY --json`)
Prints {"<rank>": [names...]} (names sorted), for every rank that saves a layout parameter."""
import itertools
import json
import sys


def groups_of(layout):
    dev = layout["dev_matrix"]
    n = len(dev)
    devices = 1
    for d in dev:
        devices *= d
    used = set()
    for entry in layout["tensor_map"]:
        for t in entry if isinstance(entry, list) else [entry]:
            if t != -1:
                used.add(n - 1 - t)
    by_key = {}
    for rank, coords in enumerate(itertools.product(*[range(d) for d in dev])):
        key = tuple(coords[a] for a in sorted(used))
        by_key.setdefault(key, []).append(rank + layout["stage"] * devices)
    groups = [tuple(by_key[k]) for k in sorted(by_key)]
    size = layout.get("opt_shard_size", 0)
    if size not in (0, 1) and layout.get("opt_shard_step", 0) != 0:
        cut = []
        for g in groups:
            n_shards = len(g) if size == -1 else size
            cut.extend(tuple(g[i::n_shards]) for i in range(n_shards))
        groups = cut
    return groups


def main():
    strategy = json.load(open(sys.argv[1]))
    pools = {}
    for layout in strategy["layouts"]:
        for group in groups_of(layout):
            pools.setdefault(group, []).append(layout["name"])
    saved = {}
    for group, names in pools.items():
        for k, name in enumerate(sorted(names)):
            saved.setdefault(str(group[k % len(group)]), set()).add(name)
    json.dump({rank: sorted(names) for rank, names in saved.items()}, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main()
