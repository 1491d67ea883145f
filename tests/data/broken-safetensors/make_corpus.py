#!/usr/bin/python3
"""Writes the broken-safetensors corpus. The files are committed; this script documents how each
was made. The error each must produce is in expected.tsv (exact text after "FILE: ")."""
import json
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def raw(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def header_file(name, header_text, data=b"", length=None):
    head = header_text.encode("utf-8") if isinstance(header_text, str) else header_text
    n = len(head) if length is None else length
    raw(name, struct.pack("<Q", n) + head + data)


def entry(dtype="F32", shape=(2,), offsets=(0, 8)):
    return {"dtype": dtype, "shape": list(shape), "data_offsets": list(offsets)}


def good(name, tensors, data, metadata=None):
    h = {}
    if metadata is not None:
        h["__metadata__"] = metadata
    h.update(tensors)
    header_file(name, json.dumps(h, separators=(",", ":")), data)


def main():
    w = {"w": entry()}
    eight = bytes(range(8))
    raw("empty.safetensors", b"")
    raw("short_length.safetensors", b"\x05\x00\x00\x00\x00")
    header_file("header_too_big.safetensors", "{}", length=100000001)
    header_file("header_past_end.safetensors", "{" + " " * 19, length=1000)
    header_file("header_zero.safetensors", "", eight)
    header_file("header_not_object.safetensors", "[1,2]")
    header_file("bad_json.safetensors", '{"w":{"dtype":"F32",}}')
    # Found by fuzzing (issue 16): a number past a double's range threw out of the parser.
    header_file("number_overflow.safetensors",
                '{"w":{"dtype":"F32","shape":[1e309],"data_offsets":[0,8]}}', eight)
    raw("number_overflow.safetensors.index.json", b'{"weight_map": {"w": 1e309}}')
    header_file("trailing_garbage.safetensors", '{"w":' + json.dumps(entry()) + "}x", eight)
    header_file("name_not_utf8.safetensors", b'{"w\xff":{"dtype":"F32","shape":[2],'
                b'"data_offsets":[0,8]}}', eight)
    header_file("duplicate_name.safetensors",
                '{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},'
                '"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}', eight)
    header_file("duplicate_field.safetensors",
                '{"w":{"dtype":"F32","dtype":"F16","shape":[2],"data_offsets":[0,8]}}', eight)
    good("metadata_not_object.safetensors", w, eight, metadata=[1])
    good("metadata_not_string.safetensors", w, eight, metadata={"format": 1})
    good("crc_not_number.safetensors", w, eight, metadata={"crc_num": "12a"})
    good("crc_too_big.safetensors", w, eight, metadata={"crc_num": "4294967296"})
    good("entry_not_object.safetensors", {"w": [1]}, eight)
    good("empty_name.safetensors", {"": entry()}, eight)
    good("no_dtype.safetensors", {"w": {"shape": [2], "data_offsets": [0, 8]}}, eight)
    good("dtype_not_string.safetensors", {"w": entry(dtype=7)}, eight)
    good("no_shape.safetensors", {"w": {"dtype": "F32", "data_offsets": [0, 8]}}, eight)
    good("shape_not_list.safetensors", {"w": {"dtype": "F32", "shape": "2", "data_offsets": [0, 8]}},
         eight)
    good("shape_negative.safetensors", {"w": entry(shape=(-2,))}, eight)
    good("shape_fraction.safetensors", {"w": entry(shape=(2.5,))}, eight)
    good("shape_too_many_dims.safetensors", {"w": entry(shape=(1,) * 65)}, eight)
    good("shape_overflow.safetensors",
         {"w": entry(dtype="U8", shape=(1 << 40, 1 << 40), offsets=(0, 8))}, eight)
    good("no_offsets.safetensors", {"w": {"dtype": "F32", "shape": [2]}}, eight)
    good("offsets_not_pair.safetensors", {"w": entry(offsets=(0,))}, eight)
    good("offsets_negative.safetensors", {"w": entry(offsets=(-8, 0))}, eight)
    good("offsets_reversed.safetensors", {"w": entry(offsets=(8, 0))}, eight)
    good("offsets_past_end.safetensors", {"w": entry(shape=(16,), offsets=(0, 64))}, eight)
    good("overlap.safetensors",
         {"a": entry(shape=(4,), offsets=(0, 16)), "b": entry(shape=(4,), offsets=(8, 24))},
         bytes(24))
    good("gap.safetensors",
         {"a": entry(shape=(4,), offsets=(0, 16)), "b": entry(shape=(1,), offsets=(20, 24))},
         bytes(24))
    good("trailing_bytes.safetensors", {"w": entry(shape=(4,), offsets=(0, 16))}, bytes(20))
    good("size_mismatch.safetensors", {"w": entry(shape=(2, 3), offsets=(0, 20))}, bytes(20))
    crc = zlib.crc32(eight, zlib.crc32(b"w")) ^ 1
    good("crc_mismatch.safetensors", w, eight, metadata={"crc_num": str(crc), "format": "ms"})


if __name__ == "__main__":
    main()
