#!/usr/bin/python3
"""Write one MindSpore .ckpt of many tiny tensors (issue 34 #27) for bench/many_tensors_bench.sh.

make_many_tensors.py OUT.ckpt COUNT [BYTES]: COUNT Float32 tensors of BYTES bytes each (default
4: shape [1]), named like a deep network's ("block.<i>.cell<j>.w", 64 tensors a block), each a
serialized `Checkpoint` record as MindSpore writes them. Deterministic; the wire helpers are
bench/make_run.py's (numpy, as that script needs).
"""

import struct
import sys

from make_run import ld, varint  # the protobuf wire helpers bench/make_run.py writes with


def record(name, dims, dtype, content):
    nb, db = name.encode(), dtype.encode()
    tensor = b"".join(b"\x08" + varint(d) for d in dims) + ld(2, len(db)) + db
    tensor += ld(3, len(content)) + content
    value = ld(1, len(nb)) + nb + ld(2, len(tensor)) + tensor
    return ld(1, len(value)) + value


def main():
    out, count = sys.argv[1], int(sys.argv[2])
    size = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    elements = max(1, size // 4)
    buf = bytearray()
    for i in range(count):
        content = struct.pack("<%df" % elements, *([float(i)] * elements))
        buf += record("block.%d.cell%d.w" % (i // 64, i % 64), [elements], "Float32", content)
    with open(out, "wb") as f:
        f.write(buf)


if __name__ == "__main__":
    main()
