#!/usr/bin/python3
"""Writes the broken-checkpoint corpus. The files are committed; this script documents how each
was made. The error each must produce is in expected.tsv."""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
REAL = os.path.join(HERE, "..", "real")


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


def tensor(dims, dtype, content, dims_raw=None):
    body = b"".join(field(1, 0, varint(d & 0xFFFFFFFFFFFFFFFF)) for d in dims)
    if dims_raw is not None:
        body = dims_raw
    if dtype is not None:
        body += field(2, 2, dtype.encode())
    if content is not None:
        body += field(3, 2, content)
    return body


def record(name, tensor_bytes):
    value = b""
    if name is not None:
        value += field(1, 2, name.encode())
    if tensor_bytes is not None:
        value += field(2, 2, tensor_bytes)
    return field(1, 2, value)


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


router = open(os.path.join(REAL, "router_4x16.ckpt"), "rb").read()
ok = record("w", tensor([2, 2], "Float32", bytes(16)))

write("empty.ckpt", b"")
write("truncated_in_content.ckpt", router[:200])
write("truncated_in_header.ckpt", ok + router[:2])
# The Value says its tensor is longer than the record that holds it.
value = field(1, 2, b"w") + b"\x12" + varint(200) + tensor([2], "Float32", bytes(8))
write("length_past_record.ckpt", field(1, 2, value))
write("absurd_dims_overflow.ckpt", record("w", tensor([1 << 40, 1 << 40], "Float32", bytes(4))))
write("absurd_dims_huge.ckpt", record("w", tensor([10**9, 10**9], "Float32", bytes(4))))
write("negative_dim.ckpt", record("w", tensor([-1, 4], "Float32", bytes(16))))
write("too_many_dims.ckpt", record("w", tensor([1] * 65, "Float32", bytes(4))))
write("wrong_dtype_for_size.ckpt", record("gating.weight", tensor([4, 16], "Float64", router[37:37 + 256])))
write("no_tag.ckpt", record(None, tensor([2], "Float32", bytes(8))))
write("no_tensor_type.ckpt", record("w", tensor([2], None, bytes(8))))
write("no_tensor_content.ckpt", record("w", tensor([2], "Float32", None)))
write("no_tensor.ckpt", record("w", None))
write("group_wire_type.ckpt", ok + b"\x0b\x0c")
write("runaway_varint.ckpt", ok + b"\x0a" + b"\xff" * 11 + b"\x01")
write("field_zero.ckpt", ok + b"\x02\x00")
write("chunks_disagree.ckpt", record("w", tensor([4], "Float32", bytes(8))) + record("w", tensor([2, 2], "Float32", bytes(8))))
write("str_not_utf32.ckpt", record("note", tensor([0], "str", b"abcdef")))
write("crc_trailer_too_big.ckpt", ok + b"crc_num" + b"\x01" + bytes(9))
payload = bytearray(router)
crc = zlib.crc32(bytes(payload))
payload[100] ^= 0x01  # a tensor byte changed after the CRC was taken
write("crc_mismatch.ckpt", bytes(payload) + b"crc_num" + crc.to_bytes(10, "big"))
write("crc_ok.ckpt", router + b"crc_num" + zlib.crc32(router).to_bytes(10, "big"))
for magic, mode in ((0x7F3A5ED8, "gcm"), (0x7F3A5ED9, "cbc"), (0x7F3A5EDA, "sm4")):
    block = struct.pack("<I", magic) + (bytes(16) if mode == "gcm" else b"") + os.urandom(0) + bytes(40)
    write("encrypted_%s.ckpt" % mode, block)
write("not_a_checkpoint.ckpt", b"PK\x03\x04 this is a zip file")
