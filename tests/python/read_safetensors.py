#!/usr/bin/python3
"""Independent reader for the tests: parses a .safetensors file (or a set, through its
*.index.json / param_name_map.json) with json and numpy only, and prints JSON.

usage: read_safetensors.py FILE
Prints {"metadata": {...}, "crc": "none"|"ok"|"mismatch", "files": [...], "tensors": [{"name",
"dtype", "shape", "offsets", "content" (hex), "sum" (float64 sum of the values, where numpy knows
the dtype)}]} with tensors in data order, file after file."""
import json
import math
import os
import struct
import sys
import zlib

import numpy as np

NUMPY = {"F64": "<f8", "F32": "<f4", "F16": "<f2", "I64": "<i8", "I32": "<i4", "I16": "<i2",
         "I8": "i1", "U8": "u1", "U16": "<u2", "U32": "<u4", "U64": "<u8", "BOOL": "?"}


def finite(value):
    """JSON has no NaN or infinity: those sums are given as text."""
    return value if math.isfinite(value) else str(value)


def read_one(path):
    data = open(path, "rb").read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n].decode("utf-8"))
    start = 8 + n
    meta = header.pop("__metadata__", {})
    tensors = []
    for name, info in header.items():
        b, e = info["data_offsets"]
        raw = data[start + b:start + e]
        t = {"name": name, "dtype": info["dtype"], "shape": info["shape"], "offsets": [b, e],
             "content": raw.hex()}
        if info["dtype"] in NUMPY:
            arr = np.frombuffer(raw, dtype=NUMPY[info["dtype"]]).reshape(info["shape"])
            t["sum"] = finite(float(arr.astype(np.float64).sum()))
        elif info["dtype"] == "BF16":
            bits = np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16
            t["sum"] = finite(float(bits.view(np.float32).astype(np.float64).sum()))
        tensors.append(t)
    assert sum(t["offsets"][1] - t["offsets"][0] for t in tensors) == len(data) - start
    crc = "none"
    if "crc_num" in meta:
        value = 0
        for t in sorted(tensors, key=lambda t: t["name"]):
            value = zlib.crc32(t["name"].encode("utf-8"), value)
            value = zlib.crc32(bytes.fromhex(t["content"]), value)
        crc = "ok" if value == int(meta["crc_num"]) else "mismatch"
    tensors.sort(key=lambda t: t["offsets"][0])
    return meta, crc, tensors, list(header.keys())


def main():
    np.seterr(all="ignore")
    path = sys.argv[1]
    files = [path]
    if path.endswith(".json"):
        index = json.load(open(path))
        names = sorted(set(index["weight_map"].values()))
        files = [os.path.join(os.path.dirname(path), f) for f in names]
    out = {"files": [os.path.basename(f) for f in files], "tensors": [], "crc": "none",
           "metadata": {}, "keys_sorted": True}
    for f in files:
        meta, crc, tensors, keys = read_one(f)
        out["metadata"] = meta
        out["keys_sorted"] = out["keys_sorted"] and keys == sorted(keys)
        if crc == "mismatch" or out["crc"] == "none":
            out["crc"] = crc
        for t in tensors:
            t["file"] = os.path.basename(f)
        out["tensors"] += tensors
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
