#!/usr/bin/python3
"""Write a synthetic MindSpore run folder for benchmarks.

The folder holds DIR/rank_<N>/checkpoint_<N>.ckpt for every rank. Each file is
a valid MindSpore .ckpt (a concatenation of serialized `Checkpoint` records,
one per tensor) with an LLM-like, tensor-parallel-sharded parameter set:
embedding, per-layer attention qkv/out, SwiGLU mlp gate/up/down, norms, an
output head, adam_m./adam_v. copies of every trainable parameter, and the
learning_rate / global_step / epoch_num / step_num scalars.

Tensor contents are slices of one precomputed pool of random bytes, so the
script writes at disk speed. The output is fully determined by the arguments
(--seed included).

Only the Python standard library and numpy (Debian: python3-numpy) are used.
"""

import argparse
import os
import struct
import sys
import time

import numpy as np

POOL_BYTES = 64 << 20          # one pool of random tensor contents, reused
WRITE_CHUNK = 16 << 20         # largest single write()
ALIGN = 16                     # hidden / ffn sizes are multiples of ALIGN * ranks
LAYER_SHARE = 0.6              # share of a rank's bytes held by the transformer layers

ITEMSIZE = {"Float32": 4, "Float16": 2, "BFloat16": 2, "Int32": 4, "Int64": 8}


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
    """Header of a length-delimited field: tag byte, then varint length."""
    return bytes([(field << 3) | 2]) + varint(payload_len)


def record_header(name, dims, dtype, content_len):
    """Everything of one Checkpoint record except the content bytes."""
    nb = name.encode()
    db = dtype.encode()
    tensor_head = b"".join(b"\x08" + varint(d) for d in dims) + ld(2, len(db)) + db
    tensor_head += ld(3, content_len)
    tensor_len = len(tensor_head) + content_len
    value_head = ld(1, len(nb)) + nb + ld(2, tensor_len)
    value_len = len(value_head) + tensor_len
    return ld(1, value_len) + value_head + tensor_head


def layer_params(prefix, h, f, tp):
    """Trainable parameters of one transformer layer on one tensor-parallel rank."""
    return [
        (f"{prefix}.attention_norm.weight", [h], "Float32"),
        (f"{prefix}.attention.w_qkv.weight", [3 * h // tp, h], "BFloat16"),
        (f"{prefix}.attention.w_qkv.bias", [3 * h // tp], "Float32"),
        (f"{prefix}.attention.wo.weight", [h, h // tp], "BFloat16"),
        (f"{prefix}.ffn_norm.weight", [h], "Float32"),
        (f"{prefix}.feed_forward.w1.weight", [f // tp, h], "BFloat16"),
        (f"{prefix}.feed_forward.w3.weight", [f // tp, h], "BFloat16"),
        (f"{prefix}.feed_forward.w2.weight", [h, f // tp], "BFloat16"),
    ]


def numel(dims):
    n = 1
    for d in dims:
        n *= d
    return n


def param_set(h, layers, vocab_rows, tp):
    step = ALIGN * tp
    f = -(-8 * h // 3 // step) * step  # SwiGLU width, rounded up to a multiple of step
    params = [("model.tok_embeddings.embedding_weight", [vocab_rows, h], "BFloat16")]
    for i in range(layers):
        params += layer_params(f"model.layers.{i}", h, f, tp)
    params += [
        ("model.norm_out.weight", [h], "Float32"),
        ("lm_head.weight", [vocab_rows, h], "BFloat16"),
    ]
    tensors = list(params)
    # Adam moments are kept in float32, one copy per moment and parameter.
    for moment in ("adam_m", "adam_v"):
        tensors += [(f"{moment}.{n}", dims, "Float32") for n, dims, _ in params]
    return tensors


def tensors_bytes(tensors):
    return sum(numel(d) * ITEMSIZE[t] for _, d, t in tensors)


def plan_rank(target, tp, layers):
    """Pick hidden size, then vocabulary rows so one rank holds about `target` bytes."""
    step = ALIGN * tp
    h = step
    # Largest hidden size whose layers fit in LAYER_SHARE; embedding and head take the rest.
    while tensors_bytes(param_set(h + step, layers, 0, tp)) <= LAYER_SHARE * target:
        h += step
    base = tensors_bytes(param_set(h, layers, 0, tp))
    per_row = tensors_bytes(param_set(h, layers, 1, tp)) - base
    rows = max(1, (target - base) // per_row)
    return h, rows, param_set(h, layers, rows, tp)


def scalars(step):
    steps_per_epoch = 1000
    return [
        ("learning_rate", "Float32", struct.pack("<f", 3e-4)),
        ("global_step", "Int32", struct.pack("<i", step)),
        ("epoch_num", "Int32", struct.pack("<i", step // steps_per_epoch)),
        ("step_num", "Int32", struct.pack("<i", step)),
    ]


def make_pools(seed):
    rng = np.random.default_rng(seed)
    f32 = (rng.standard_normal(POOL_BYTES // 4, dtype=np.float32) * 0.02).astype("<f4")
    bf16 = f32.view("<u2")[1::2].copy()  # upper halves of float32 are bfloat16
    bf16 = np.concatenate([bf16, bf16])  # same byte length as the float32 pool
    return {"Float32": memoryview(f32.tobytes()), "BFloat16": memoryview(bf16.tobytes())}


def write_content(out, pool, nbytes, start):
    pos = start % len(pool)
    while nbytes:
        n = min(nbytes, WRITE_CHUNK, len(pool) - pos)
        out.write(pool[pos:pos + n])
        nbytes -= n
        pos = 0 if pos + n == len(pool) else pos + n


def write_rank(path, tensors, pools, rng, step):
    count = 0
    total = 0
    with open(path, "wb", buffering=0) as out:
        for name, dims, dtype in tensors:
            nbytes = numel(dims) * ITEMSIZE[dtype]
            out.write(record_header(name, dims, dtype, nbytes))
            write_content(out, pools[dtype], nbytes, int(rng.integers(0, POOL_BYTES // 4)) * 4)
            count += 1
            total += nbytes
        for name, dtype, content in scalars(step):
            out.write(record_header(name, [], dtype, len(content)) + content)
            count += 1
            total += len(content)
    return count, total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="run folder to create (must not hold rank_*)")
    ap.add_argument("--ranks", type=int, default=8, help="number of ranks (default 8)")
    ap.add_argument("--gb", type=float, default=2.0,
                    help="total tensor bytes over all ranks, in GiB (default 2)")
    ap.add_argument("--layers", type=int, default=16, help="transformer layers (default 16)")
    ap.add_argument("--seed", type=int, default=0, help="seed (default 0)")
    ap.add_argument("--quiet", action="store_true", help="print only the summary line")
    args = ap.parse_args()
    if args.ranks < 1 or args.gb <= 0 or args.layers < 1:
        ap.error("--ranks, --gb and --layers must be positive")

    os.makedirs(args.out, exist_ok=True)
    if any(e.startswith("rank_") for e in os.listdir(args.out)):
        ap.error(f"{args.out} already holds rank_* folders")

    target = int(args.gb * (1 << 30)) // args.ranks
    h, rows, tensors = plan_rank(target, args.ranks, args.layers)
    pools = make_pools(args.seed)
    rng = np.random.default_rng(args.seed + 1)
    step = 1000 * (args.seed % 97) + 250

    started = time.perf_counter()
    all_count = 0
    all_bytes = 0
    file_bytes = 0
    for rank in range(args.ranks):
        folder = os.path.join(args.out, f"rank_{rank}")
        os.makedirs(folder)
        path = os.path.join(folder, f"checkpoint_{rank}-{step}.ckpt")
        count, total = write_rank(path, tensors, pools, rng, step)
        all_count += count
        all_bytes += total
        file_bytes += os.path.getsize(path)
        if not args.quiet:
            print(f"  {path}: {count} tensors, {total / (1 << 20):.1f} MiB", file=sys.stderr)
    elapsed = time.perf_counter() - started
    print(f"wrote {args.ranks} ranks, {all_count} tensors, {all_bytes} tensor bytes, "
          f"{file_bytes} file bytes (hidden {h}, {args.layers} layers, "
          f"{rows} vocab rows per rank) in {elapsed:.1f} s "
          f"({file_bytes / elapsed / (1 << 20):.0f} MiB/s)")


if __name__ == "__main__":
    main()
