#!/usr/bin/python3
"""Writes a MindFormers 1.7 iteration checkpoint folder for the tests, as
mindformers/checkpoint/checkpoint.py saves it with ckpt_use_legacy_format: False, without
remove_redundancy or with it (--remove-redundancy), from a run of per-rank safetensors files and
its layouts. Written from MindFormers' description of the format (metadata.py, sharded_tensor.py,
utils.py, fully_parallel.py of v1.7.0) with json and struct only, independently of ShardScope's
reader.

usage: mindformers_iteration.py [--prefix P] [--remove-redundancy] LAYOUTS RUN CHECKPOINT
                                ITERATION [ITERATION...]
  --prefix P  CheckpointMonitor's prefix: files are P-model-..., P-opt-... (get_checkpoint_name)
  --remove-redundancy
              CheckpointMonitor(remove_redundancy=True): fully_parallel.py's BalancedSaveStrategy,
              once for the model's parameters and once, with fresh loads, for the optimizer's.
              Each shard ('name', (slice,)) is saved by one of the ranks holding it: shards
              sorted by (covering ranks, -size in bits (MS_TYPE_TO_SIZE), the shard id string),
              each to the least loaded covering rank (ties: the lowest rank). Files are numbered
              by file, not rank: model-<i:07d>-<n:07d>.safetensors where n counts the ranks given
              a shard and i is the rank's place among them; a rank given none writes no file of
              that kind (MindFormers itself fails there, formatting a file index of None: a
              warning on stderr says so). A rank's file holds only the parameters it saves;
              parameters without a layout are not saved. metadata.json lists one
              {file_name, storage_rank} per shard, the optimizer's entries first (the optimizer
              phase rewrites the model phase's file, appending its entries).
  LAYOUTS     JSON list of {"name", "stage", "dev_matrix", "tensor_map"} (classic tensor maps)
  RUN         folder of rank_<r>/*.safetensors, one file per rank (global ranks 0..N-1)
  CHECKPOINT  the checkpoint/ folder to write: CHECKPOINT/iteration_<8 digits>/ per ITERATION
              (model-<r:07d>-<N:07d>.safetensors, opt-..., metadata.json, common.json) and
              CHECKPOINT/latest_checkpointed_iteration.txt naming the last ITERATION."""
import glob
import json
import os
import struct
import sys

# What MindSpore's optimizers add to a network's parameters; everything else is the network's
# (model_keys = network.parameters_dict().keys() in save_checkpoint).
OPTIMIZER_PREFIXES = ("adam_m.", "adam_v.", "moments.", "accu_grads.")
OPTIMIZER_NAMES = ("global_step", "learning_rate", "beta1_power", "beta2_power")


def is_optimizer(name):
    return name.startswith(OPTIMIZER_PREFIXES) or name in OPTIMIZER_NAMES


def read_safetensors(path):
    data = open(path, "rb").read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n].decode("utf-8"))
    header.pop("__metadata__", None)
    out = {}
    for name, info in header.items():
        b, e = info["data_offsets"]
        out[name] = (info["dtype"], info["shape"], data[8 + n + b:8 + n + e])
    return out


def write_safetensors(path, tensors):
    header, blobs, offset = {}, [], 0
    for name, (dtype, shape, raw) in tensors.items():
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    header["__metadata__"] = {"format": "ms"}
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


MS_DTYPE = {"F32": "Float32", "F16": "Float16", "BF16": "BFloat16", "F64": "Float64",
            "I32": "Int32", "I64": "Int64", "I8": "Int8", "U8": "UInt8", "BOOL": "Bool"}


def splits(dev_matrix, tensor_map):
    """Pieces per tensor dimension: the size of the device axis it maps to (counted from the
    right), 1 when not split."""
    return [1 if m < 0 else dev_matrix[len(dev_matrix) - 1 - m] for m in tensor_map]


def slice_ids(dev_matrix, tensor_map):
    """sharded_tensor.py's slice number of every device of a stage: the shard index of each
    tensor dimension, numbered row-major over the dimensions (rightmost fastest)."""
    devices = 1
    for d in dev_matrix:
        devices *= d
    parts = splits(dev_matrix, tensor_map)
    out = []
    for device in range(devices):
        slice_id, stride = 0, 1
        for pos in range(len(tensor_map) - 1, -1, -1):
            m = tensor_map[pos]
            if m >= 0:
                axis = len(dev_matrix) - 1 - m
                right = 1
                for d in dev_matrix[axis + 1:]:
                    right *= d
                slice_id += stride * ((device // right) % dev_matrix[axis])
            stride *= parts[pos]
        out.append(slice_id)
    return out


def balance(coverage, sizes, world):
    """fully_parallel.py's distribute_shards: shards with fewer covering ranks first, then larger
    ones, then by the shard id string; each to the least loaded of its ranks, the lowest on a tie.
    Returns {shard id: rank} in the order assigned."""
    loads = {rank: 0 for rank in range(world)}
    assignment = {}
    for shard, ranks in sorted(((k, tuple(sorted(v))) for k, v in coverage.items()),
                               key=lambda item: (len(item[1]), -sizes[item[0]], item[0])):
        rank = min(ranks, key=lambda r: loads[r])
        assignment[shard] = rank
        loads[rank] += sizes[shard]
    return assignment


# mindformers/checkpoint/utils.py: bits per element; other dtypes count 16.
MS_TYPE_TO_SIZE = {"Int8": 8, "UInt8": 8, "Int16": 16, "UInt16": 16, "Int32": 32, "UInt32": 32,
                   "Int64": 64, "UInt64": 64, "Float16": 16, "Float32": 32, "Float64": 64,
                   "Bool": 1, "BFloat16": 16, "Int4": 4}


def main():
    args = sys.argv[1:]
    prefix = ""
    remove_redundancy = False
    while args and args[0] in ("--prefix", "--remove-redundancy"):
        if args[0] == "--prefix":
            prefix = args[1] + "-"
            args = args[2:]
        else:
            remove_redundancy = True
            args = args[1:]
    layouts_path, run, checkpoint = args[0:3]
    iterations = [int(i) for i in args[3:]]
    layouts = {(l["name"], l["stage"]): l for l in json.load(open(layouts_path))}
    rank_files = {}
    for folder in glob.glob(os.path.join(run, "rank_*")):
        rank = int(os.path.basename(folder)[5:])
        files = glob.glob(os.path.join(folder, "*.safetensors"))
        assert len(files) == 1, folder
        rank_files[rank] = read_safetensors(files[0])
    world = len(rank_files)
    assert sorted(rank_files) == list(range(world))

    stages = {stage for (_, stage) in layouts}
    per_stage = world // len(stages)
    state, storage = {}, {}
    holders = []  # (rank, name, shard id, size in bits), in get_total_shard_metadata's order
    for rank in range(world):
        stage, local = rank // per_stage, rank % per_stage
        for name, (dtype, shape, _) in rank_files[rank].items():
            layout = layouts.get((name, stage))
            if layout is None:
                continue  # no layout: saved, but not described (as get_strategy_metadata does)
            dm, tm = layout["dev_matrix"], layout["tensor_map"]
            parts = splits(dm, tm)
            ids = slice_ids(dm, tm)
            slice_id = ids[local]
            file_name = "%s%s-%07d-%07d.safetensors" % (
                prefix, "opt" if is_optimizer(name) else "model", rank, world)
            key = str(tuple((name, (slice_id,))))
            storage.setdefault(key, []).append({"file_name": file_name, "storage_rank": rank})
            size = MS_TYPE_TO_SIZE.get(MS_DTYPE[dtype], 16)
            for n in shape:
                size *= n
            holders.append((rank, name, key, size))
            chunk = {"global_offset": [slice_id], "local_shape": shape}
            if name not in state:  # the first rank's (stage's) layout; later chunks join it
                seen = {}
                replica = []
                for s in ids:
                    replica.append(seen.get(s, 0))
                    seen[s] = seen.get(s, 0) + 1
                state[name] = {
                    "properties": {"dtype": MS_DTYPE[dtype], "replica_id": replica,
                                   "allow_shape_mismatch": False, "allow_to_save": True},
                    "global_shape": [s * p for s, p in zip(shape, parts)],
                    "axis_fragmentations": parts,
                    "layout": {"device_matrix": dm, "tensor_map": tm,
                               "interleaved_parallel": False,
                               "alias_name": ["axis%d" % i for i in range(len(dm))],
                               "rank_list": list(range(stage * per_stage,
                                                       (stage + 1) * per_stage))},
                    "chunk": [chunk]}
            elif chunk not in state[name]["chunk"]:
                state[name]["chunk"].append(chunk)
    # files[kind] = [(file name, rank, names the rank saves)]; every rank saves all it holds
    files = {kind: [("%s%s-%07d-%07d.safetensors" % (prefix, kind, rank, world), rank, None)
                    for rank in range(world)] for kind in ("model", "opt")}
    if remove_redundancy:
        # The model phase writes metadata.json; the optimizer phase reads it back and writes its
        # own shards' metadata and storage first, the model's after.
        state = dict([(n, m) for n, m in state.items() if is_optimizer(n)] +
                     [(n, m) for n, m in state.items() if not is_optimizer(n)])
        storage = {}
        for kind, wanted in (("opt", True), ("model", False)):
            coverage, sizes, names = {}, {}, {}
            for rank, name, key, size in holders:
                if is_optimizer(name) == wanted:
                    coverage.setdefault(key, []).append(rank)
                    sizes.setdefault(key, size)
                    names.setdefault(key, name)
            assignment = balance(coverage, sizes, world)
            by_rank = {}
            for key, rank in assignment.items():
                by_rank.setdefault(rank, []).append(key)
            files[kind] = []
            for index, rank in enumerate(sorted(by_rank)):
                file_name = "%s%s-%07d-%07d.safetensors" % (prefix, kind, index, len(by_rank))
                files[kind].append((file_name, rank, {names[key] for key in by_rank[rank]}))
                for key in by_rank[rank]:
                    storage[key] = [{"file_name": file_name, "storage_rank": rank}]
            for rank in range(world):
                if by_rank and rank not in by_rank:
                    sys.stderr.write(
                        "warning: rank %d saves no %s shard, so it writes no %s- file; "
                        "MindFormers v1.7.0 fails on such a rank (get_checkpoint_name formats "
                        "its file index, None)\n" % (rank, kind, kind))
    metadata = json.dumps({"state_dict_metadata": state, "storage_data": storage},
                          ensure_ascii=False, indent=4)

    for iteration in iterations:
        folder = os.path.join(checkpoint, "iteration_%08d" % iteration)
        os.makedirs(folder, exist_ok=True)
        for kind, wanted in (("model", False), ("opt", True)):
            for file_name, rank, saved in files[kind]:
                chosen = {n: t for n, t in rank_files[rank].items()
                          if is_optimizer(n) == wanted and (saved is None or n in saved)}
                write_safetensors(os.path.join(folder, file_name), chosen)
        with open(os.path.join(folder, "metadata.json"), "w", encoding="utf-8") as f:
            f.write(metadata)
        with open(os.path.join(folder, "common.json"), "w", encoding="utf-8") as f:
            json.dump({"epoch_num": 1, "step_num": iteration, "global_step": iteration,
                       "loss_scale": 1.0, "global_batch_size": 8}, f, indent=4)
    with open(os.path.join(checkpoint, "latest_checkpointed_iteration.txt"), "w") as f:
        f.write("%d" % iterations[-1])


if __name__ == "__main__":
    main()
