#!/usr/bin/python3
"""Write a run folder with many saved steps for the history benchmark.

DIR/rank_<r>/net-<epoch>_<step>.ckpt for every rank and every saved step, as ModelCheckpoint
names them; no strategy file (history then checks names, parsing and tensor lists).
Each file is a valid MindSpore .ckpt: TENSORS large tensors of equal size, then the
learning_rate / global_step / epoch_num / step_num scalars; about MB MiB per file.

--sparse leaves every tensor's content as a hole (the file has its full size; only record
headers and scalars take disk blocks), so a run of 512 ranks x 20 steps x 64 MiB fits on any
disk. Reading a hole costs no disk I/O, so `cat` of sparse files is *faster* than `cat` of real
ones: a history/cat ratio measured on sparse files is an upper bound of the real one.

Only the Python standard library is used.
"""

import argparse
import os
import struct
import sys


def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def ld(field, payload_len):
    return bytes([(field << 3) | 2]) + varint(payload_len)


def record_header(name, dims, dtype, content_len):
    nb = name.encode()
    db = dtype.encode()
    tensor_head = b"".join(b"\x08" + varint(d) for d in dims) + ld(2, len(db)) + db
    tensor_head += ld(3, content_len)
    tensor_len = len(tensor_head) + content_len
    value_head = ld(1, len(nb)) + nb + ld(2, tensor_len)
    value_len = len(value_head) + tensor_len
    return ld(1, value_len) + value_head + tensor_head


def write_file(path, tensors, tensor_bytes, global_step, epoch, sparse, pool):
    floats = tensor_bytes // 4
    with open(path, "wb") as f:
        for t in range(tensors):
            f.write(record_header("layers.%d.weight" % t, [floats], "Float32", floats * 4))
            if sparse:
                f.seek(floats * 4, os.SEEK_CUR)
            else:
                left = floats * 4
                while left:
                    n = min(left, len(pool))
                    f.write(pool[:n])
                    left -= n
        scalars = [
            ("learning_rate", [], "Float32", struct.pack("<f", 1e-4)),
            ("global_step", [1], "Int32", struct.pack("<i", global_step)),
            ("epoch_num", [], "Int64", struct.pack("<q", epoch)),
            ("step_num", [], "Int64", struct.pack("<q", global_step)),
        ]
        for name, dims, dtype, content in scalars:
            f.write(record_header(name, dims, dtype, len(content)) + content)
    os.chmod(path, 0o400)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--ranks", type=int, default=512)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--mb", type=int, default=64, help="MiB per file")
    ap.add_argument("--tensors", type=int, default=8)
    ap.add_argument("--steps-per-epoch", type=int, default=5000)
    ap.add_argument("--every", type=int, default=1000, help="steps between saves")
    ap.add_argument("--sparse", action="store_true")
    args = ap.parse_args()

    tensor_bytes = max(4, (args.mb << 20) // args.tensors // 4 * 4)
    pool = os.urandom(1 << 20) if not args.sparse else b""
    for r in range(args.ranks):
        folder = os.path.join(args.out, "rank_%d" % r)
        os.makedirs(folder, exist_ok=True)
        for i in range(1, args.steps + 1):
            g = i * args.every
            epoch = (g - 1) // args.steps_per_epoch + 1
            step = (g - 1) % args.steps_per_epoch + 1
            path = os.path.join(folder, "net-%d_%d.ckpt" % (epoch, step))
            write_file(path, args.tensors, tensor_bytes, g, epoch, args.sparse, pool)
    print("%d ranks x %d steps, %d MiB per file, %s" %
          (args.ranks, args.steps, args.mb, "sparse" if args.sparse else "dense"), file=sys.stderr)


if __name__ == "__main__":
    main()
