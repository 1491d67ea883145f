#!/usr/bin/python3
"""Independent reader for the tests: opens an HDF5 file with h5py and prints every dataset as
JSON: {"attrs": {...}, "datasets": [{"path", "dtype", "shape", "chunks", "compression", "attrs",
"content" (hex of the C-order bytes numpy holds), "sum"}]}, in path order."""
import json
import math
import sys

import h5py
import numpy as np


def plain(value):
    if isinstance(value, h5py.Empty):
        return []
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, bytes):
        return value.decode("utf-8")
    return value


def finite(value):
    """JSON has no NaN or infinity: those sums are given as text."""
    return value if math.isfinite(value) else str(value)


def main():
    np.seterr(all="ignore")
    out = {"datasets": []}
    with h5py.File(sys.argv[1], "r") as f:
        out["attrs"] = {k: plain(v) for k, v in f.attrs.items()}

        def visit(path, obj):
            if not isinstance(obj, h5py.Dataset):
                return
            data = obj[()]
            arr = np.asarray(data)
            entry = {"path": path, "dtype": str(arr.dtype), "shape": list(obj.shape),
                     "chunks": list(obj.chunks) if obj.chunks else None,
                     "compression": obj.compression,
                     "attrs": {k: plain(v) for k, v in obj.attrs.items()},
                     "content": np.ascontiguousarray(arr).tobytes().hex()}
            if arr.dtype.kind in "biuf":
                entry["sum"] = finite(float(arr.astype(np.float64).sum()))
            out["datasets"].append(entry)

        f.visititems(visit)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
