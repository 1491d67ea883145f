#!/usr/bin/python3
"""Writes the non-UTF-8 regression files. The files are committed; this script documents how each
was made. A black-box mutation run found that one flipped byte in a parameter name made
`shardscope-cli inspect FILE --json` abort (nlohmann::json type_error 316); every command must
instead print the name with its invalid bytes as \\xNN and report it."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def varint(v):
    out = bytearray()
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)
    return bytes(out)


def field(num, wire, payload):
    head = varint((num << 3) | wire)
    if wire == 2:
        return head + varint(len(payload)) + payload
    return head + payload


def record(name, dims, dtype, content):
    body = b"".join(field(1, 0, varint(d)) for d in dims)
    body += field(2, 2, dtype.encode()) + field(3, 2, content)
    return field(1, 2, field(1, 2, name) + field(2, 2, body))


def f32(*values):
    return struct.pack("<%df" % len(values), *values)


def write(rel, data):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


# 'layer.weight' with its '.' (0x2E) flipped to 0xAE, the mutation run's finding; a name that
# steers a terminal (ESC [31m) and one with a C1 control; then a valid name.
names = [b"layer\xae.weight", b"evil\x1b[31m.bias", b"c1\xc2\x9bname", b"ok.weight"]
ckpt = b"".join(record(n, [2], "Float32", f32(i, i + 0.5)) for i, n in enumerate(names))
write("bad_names.ckpt", ckpt)

# A run of two ranks, no strategy: rank 0 is the unsplit source; rank 1 holds another bad name.
write("run/rank_0/net.ckpt", ckpt)
write("run/rank_1/net.ckpt", record(b"w\xff", [2], "Float32", f32(1, 2)) + ckpt)


def strategy(name, tensor_map):
    dev = field(1, 2, field(1, 0, varint(2)))
    tmap = field(2, 2, b"".join(field(1, 0, varint(d & 0xFFFFFFFFFFFFFFFF)) for d in tensor_map))
    layouts = field(2, 2, dev + tmap + field(5, 0, varint(0)) + field(6, 0, varint(0)) +
                    field(7, 0, varint(0)))
    return field(1, 0, varint(1)) + field(3, 2, field(1, 2, name) + layouts)


# A protobuf strategy whose layout name has a lone continuation byte.
write("bad_name_strategy.ckpt", strategy(b"w\x80eight", [0]))
# The run's strategy: two cards, the bad name replicated on both.
write("run_strategy.ckpt", strategy(b"layer\xae.weight", [-1]))

# A LossMonitor log with bytes that are not UTF-8 in a readable line and an unreadable one.
write("bad_bytes.log",
      b"epoch: 1 step: 1, loss is 2.5\n"
      b"epoch: 1 step: 2, loss is 2.25 \xff\xfe\n"
      b"\xc3( garbage \x1b[2J line\n"
      b"epoch: 1 step: 3, loss is 2.0\n")
