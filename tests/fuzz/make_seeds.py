#!/usr/bin/python3
"""Writes the starting seeds of every fuzz target into tests/fuzz/corpus/TARGET: small files from
tests/data and ../shared/fixtures/real, plus synthesized ones for shapes the corpus lacks (map
tensors, strings, chunked tensors, CRC trailers, every log format...). `scripts/fuzz --merge`
then keeps only the inputs that add coverage, so the committed corpora are what a run found,
minimised; this script documents where they started."""
import json
import os
import shutil
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
SHARED = os.path.join(HERE, "..", "..", "..", "shared", "fixtures", "real")
CORPUS = os.path.join(HERE, "corpus")
SMALL = 16384  # bytes: larger files make slow seeds


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


def tensor(dims, dtype, content):
    body = b"".join(field(1, 0, varint(d)) for d in dims)
    return body + field(2, 2, dtype.encode()) + field(3, 2, content)


def record(name, body, kind=2):
    return field(1, 2, field(1, 2, name.encode()) + field(kind, 2, body))


def crc(payload):
    return payload + b"crc_num" + zlib.crc32(payload).to_bytes(10, "big")


def put(target, name, data):
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def copy_small(target, pattern_dir, suffixes, prefix=""):
    if not os.path.isdir(pattern_dir):
        return
    for name in sorted(os.listdir(pattern_dir)):
        path = os.path.join(pattern_dir, name)
        if os.path.isfile(path) and name.endswith(suffixes) and os.path.getsize(path) <= SMALL:
            with open(path, "rb") as f:
                put(target, prefix + name, f.read())


def checkpoints():
    copy_small("ckpt", os.path.join(DATA, "broken"), (".ckpt",), "broken-")
    copy_small("ckpt", os.path.join(DATA, "real"), (".ckpt",), "real-")
    copy_small("ckpt", os.path.join(DATA, "utf8"), (".ckpt",), "utf8-")
    floats = struct.pack("<4f", 1.0, -2.0, float("nan"), float("inf"))
    put("ckpt", "float32.ckpt", record("w", tensor([2, 2], "Float32", floats)))
    put("ckpt", "crc.ckpt", crc(record("w", tensor([4], "Float32", floats))))
    put("ckpt", "scalar-old.ckpt", record("global_step", tensor([0], "Int32", struct.pack("<i", 7))))
    put("ckpt", "scalar.ckpt", record("lr", tensor([], "Float64", struct.pack("<d", 0.5))))
    put("ckpt", "string.ckpt", record("note", tensor([0], "str", "hi".encode("utf-32-le"))))
    put("ckpt", "chunked.ckpt", record("w", tensor([4], "Float32", floats[:8]))
        + record("w", tensor([4], "Float32", floats[8:])))
    put("ckpt", "model-type.ckpt", field(2, 2, b"MS") + record("b", tensor([1], "Int8", b"\x01")))
    parts = b"".join(field(1, 2, tensor([2], dt, content)) for dt, content in
                     (("int64", bytes(16)), ("float32", bytes(8)), ("int8", bytes(2))))
    put("ckpt", "map.ckpt", record("table", parts, kind=3))
    dtypes = ["Float16", "BFloat16", "Int64", "UInt8", "Bool", "Complex64"]
    put("ckpt", "dtypes.ckpt", b"".join(record("t" + d, tensor([2], d, bytes(2 * size)))
                                       for d, size in zip(dtypes, [2, 2, 8, 1, 1, 8])))
    put("ckpt", "encrypted.ckpt", b"\xd8\x5e\x3a\x7f" + bytes(28))


def strategies():
    copy_small("strategy_pb", os.path.join(DATA, "real"), ("strategy_4_npus.ckpt",))
    copy_small("strategy_pb", os.path.join(DATA, "strategy"), (".ckpt",))
    copy_small("strategy_pb", os.path.join(DATA, "utf8"), ("strategy.ckpt",))
    copy_small("strategy_json", os.path.join(DATA, "strategy"), (".json",))
    layout = {
        "dev_matrix": [2, 4], "tensor_map": [1, 0], "tensor_shape": [8, 16],
        "field": 0, "opt_weight_shard_step": 1, "opt_weight_shard_size": 2,
    }
    nested = {"dev_matrix": [2, 2, 2], "tensor_map": [[2, 1], [0]], "tensor_shape": [8, 4]}
    doc = {
        "current_stage": 0,
        "parallel_strategy_item": {"Default/MatMul-op0": {"stage": 0, "parallel_strategy": [[2, 4], [4, 1]]}},
        "parallel_layout_item": {"backbone.w": layout, "backbone.v": nested,
                                 "bias": {"dev_matrix": [8], "tensor_map": [-1], "tensor_shape": [5]}},
    }
    put("strategy_json", "simple.json", json.dumps(doc).encode())
    staged = dict(doc, parallel_layout_item={"0-a": layout, "1-b": layout})
    put("strategy_json", "merged.json", json.dumps(staged).encode())
    # Per-stage merge: first byte even = .ckpt files, odd = .json; stages cut at the separator.
    sep = b"\n--stage--\n"
    pb = open(os.path.join(DATA, "real", "strategy_4_npus.ckpt"), "rb").read()
    put("strategy_merge", "one-pb", b"\x00" + pb)
    one = dict(doc, parallel_strategy_item={"op": {"stage": 0, "parallel_strategy": [[1]]}})
    two = dict(doc, parallel_strategy_item={"op": {"stage": 1, "parallel_strategy": [[1]]}})
    put("strategy_merge", "two-json", b"\x01" + json.dumps(one).encode() + sep + json.dumps(two).encode())
    put("strategy_merge", "dup-json", b"\x01" + json.dumps(one).encode() + sep + json.dumps(one).encode())


def safetensors_file(entries, metadata=None):
    header = {}
    if metadata is not None:
        header["__metadata__"] = metadata
    data = b""
    for name, dtype, shape, content in entries:
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [len(data), len(data) + len(content)]}
        data += content
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    return struct.pack("<Q", len(text)) + text + data


def safetensors():
    copy_small("safetensors", os.path.join(DATA, "broken-safetensors"), (".safetensors",))
    floats = struct.pack("<4f", 1.0, -2.0, float("nan"), 0.0)
    put("safetensors", "ms.safetensors", safetensors_file(
        [("a.weight", "F32", [2, 2], floats), ("step", "I32", [], b"\x07\0\0\0"),
         ("h", "BF16", [2], b"\x80\x3f\x00\x40")], {"format": "ms"}))
    content = floats
    put("safetensors", "crc.safetensors", safetensors_file(
        [("w", "F32", [4], content)], {"format": "ms", "crc_num": str(zlib.crc32(b"w" + content))}))
    index = {"metadata": {"total_size": 40}, "weight_map": {
        "a.weight": "part-1.safetensors", "a.bias": "part-1.safetensors", "b.weight": "part-2.safetensors"}}
    put("safetensors_index", "ok.json", json.dumps(index).encode())
    put("safetensors_index", "missing.json", json.dumps({"weight_map": {"a.weight": "part-2.safetensors"}}).encode())
    put("safetensors_index", "self.json", json.dumps(
        {"weight_map": {"x": "model.safetensors.index.json"}}).encode())


def logs():
    # First byte: low two bits the format (0 auto, 1 text, 2 csv, 3 JSON lines), the rest the
    # size of the pieces the log is fed in.
    text = (b"epoch: 1 step: 1, loss is 2.5\nepoch: 1 step: 2, loss is 2.25\n"
            b"epoch time: 1234.567 ms, per step time: 7.913 ms\n"
            b"epoch: 2 step: 1, loss is nan\nepoch: 2 step: 2, loss is N/A\n")
    mindformers = (b"2025-04-07 15:34:27,308 - INFO - { Epoch:[  1/  2], step:[    1/   19], loss: 10.649, "
                   b"per_step_time: 1520ms, lr: 5e-05, overflow cond: False, loss_scale: 1024.0 }\n"
                   b"{ Epoch:[1/2], step:[2/19], loss: 4.0, per_step_time: 4ms, global_norm: [1 31049] }\n")
    csv = b"step,loss,lr,wall_time\n1,2.5,0.1,1744040070.25\n2,nan,0.1,\n3,1.0\n"
    jsonl = (b'{"step": 1, "loss": 2.5, "lr": 1e-4, "phase": "train", "skip": false}\n'
             b'{"step": 2, "loss": NaN, "cfg": {"a": [1, 2]}}\n{"step": 3, "loss": null}\n'
             b'{"iteration": 6, "loss": 1.25, "timestamp": "2025-04-07 15:34:27.5"}\n{"event": "saved"}\n')
    put("logs", "text", b"\x00" + text)
    put("logs", "text-pieces", b"\x1d" + text)
    put("logs", "mindformers", b"\x01" + mindformers)
    put("logs", "csv", b"\x02" + csv)
    put("logs", "csv-auto", b"\x04" + csv)
    put("logs", "jsonl", b"\x03" + jsonl)
    put("logs", "jsonl-auto", b"\x08" + jsonl)
    with open(os.path.join(DATA, "utf8", "bad_bytes.log"), "rb") as f:
        put("logs", "bad-bytes", b"\x00" + f.read())


def netjson():
    net = {"conv1.weight": {"shape": [6, 1, 5, 5], "dtype": "Float32"},
           "fc.bias": {"shape": [10], "dtype": "float16"}, "moments": {"shape": [], "dtype": None},
           "extra": {"shape": [3]}}
    put("netjson", "net.json", json.dumps(net).encode())
    put("netjson", "list.json", b'[{"shape": [1]}]')


def ranktables():
    copy_small("ranktable", os.path.join(DATA, "ranktable"), (".json",))
    copy_small("ranktable", os.path.join(DATA, "real"), (".json",))
    copy_small("ranktable", SHARED, (".json",), "shared-")


def main():
    if os.path.isdir(CORPUS) and "--force" not in sys.argv:
        print("tests/fuzz/corpus exists; pass --force to start again from the seeds")
        return 1
    shutil.rmtree(CORPUS, ignore_errors=True)
    checkpoints()
    strategies()
    safetensors()
    logs()
    netjson()
    ranktables()
    return 0


if __name__ == "__main__":
    sys.exit(main())
