#!/usr/bin/python3
"""Independent reader for the tests: decodes a .ckpt written by ShardScope with python3-protobuf,
using the project's own core/proto/checkpoint.proto (compiled here with protoc), and prints JSON.

usage: read_ckpt.py PROTO_DIR FILE
Prints {"crc": "none"|"ok"|"mismatch", "tensors": [{"name", "dtype", "dims", "records",
"sha256"}]}, joining consecutive records of one name the way MindSpore does."""
import json
import os
import subprocess
import sys
import tempfile
import zlib


def load_module(proto_dir):
    # Compiled into a folder that goes once the module is imported (one was left per call).
    with tempfile.TemporaryDirectory(prefix="ckptproto-") as out:
        subprocess.check_call(["protoc", "-I" + proto_dir, "--python_out=" + out,
                               "checkpoint.proto"])
        sys.path.insert(0, out)
        import checkpoint_pb2  # noqa: E402

        sys.path.remove(out)
    return checkpoint_pb2


def main():
    pb = load_module(sys.argv[1])
    data = open(sys.argv[2], "rb").read()
    crc = "none"
    if data[-17:-10] == b"crc_num":
        stored = int.from_bytes(data[-10:], "big")
        data = data[:-17]
        crc = "ok" if zlib.crc32(data) == stored else "mismatch"
    ckpt = pb.Checkpoint()
    ckpt.ParseFromString(data)  # one message: the concatenation of one-Value messages
    tensors = []
    for value in ckpt.value:
        t = value.tensor
        if tensors and tensors[-1]["name"] == value.tag:
            last = tensors[-1]
            assert last["dtype"] == t.tensor_type and last["dims"] == list(t.dims)
            last["content"] += t.tensor_content.hex()
            last["records"] += 1
            continue
        tensors.append({"name": value.tag, "dtype": t.tensor_type, "dims": list(t.dims),
                        "records": 1, "content": t.tensor_content.hex()})
    json.dump({"crc": crc, "tensors": tensors}, sys.stdout)


if __name__ == "__main__":
    main()
