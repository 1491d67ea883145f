#!/usr/bin/python3
"""Writes the files that sit beside checkpoints and are mistaken for them (issue 34 #7, #8, #10):
small, faithful samples of each kind. The files are committed; this script documents how each
was made. What `shardscope-cli inspect FILE` must say of each is in foreign.tsv."""
import json
import os

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


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


# ModelCheckpoint's <prefix>-graph.meta (anf_ir.proto ModelProto): ir_version (field 1, varint:
# byte 0x08, as a strategy's current_stage), then the graph (field 4) with its name (field 2).
graph = field(2, 2, b"7_construct_wrapper.1")
write("net-graph.meta", field(1, 0, varint(1)) + field(4, 2, graph))

# The Profiler's parallel_strategy_<rank>.json (parallel_strategy=True): irpb.ProfilingParallel
# as protobuf JSON (lowerCamelCase, int64 as strings), then "graph" appended by the writer.
profiler = {
    "config": {
        "parallelType": "semi_auto_parallel",
        "rankId": 1,
        "stageId": 0,
        "stageDevices": [{"dim": [{"size": "0"}, {"size": "1"}, {"size": "2"}, {"size": "3"}]}],
    },
    "graph": {
        "node": [{"input": [{"name": "x", "type": "DATA_EDGE"}], "name": "1",
                  "opType": "MatMul",
                  "scope": "Default/network-WithLossCell/_backbone-Net/fc1-Dense/MatMul-op0"}],
        "name": "7_construct_wrapper.1",
    },
}
write("parallel_strategy_1.json", json.dumps(profiler, separators=(",", ":")))

# print(net) of a small network (Cell.__repr__), saved by hand as a file.
write("net_print.txt",
      "WithLossCell<\n"
      "  (_backbone): Net<\n"
      "    (fc1): Dense<input_channels=16, output_channels=32, has_bias=True>\n"
      "    (relu): ReLU<>\n"
      "    (fc2): Dense<input_channels=32, output_channels=4, has_bias=True>\n"
      "    >\n"
      "  (_loss_fn): SoftmaxCrossEntropyWithLogits<>\n"
      "  >\n")
write("net_print.json", open(os.path.join(HERE, "net_print.txt")).read())

# The standard output of HCCL's performance tester (hccl_test), kept as a log.
write("hccl_test.log",
      "the minbytes is 8, maxbytes is 1073741824, iters is 20, warmup_iters is 5\n"
      "data_size(Bytes): | aveg_time(us): | alg_bandwidth(GB/s): | check_result:\n"
      "8                   45.32           0.00018               success\n"
      "16                  44.87           0.00036               success\n")
