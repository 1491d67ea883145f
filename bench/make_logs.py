#!/usr/bin/python3
"""Write synthetic training logs for bench/logs_bench.sh.

Four files in DIR, about --mb megabytes in all:
  lossmonitor.log  45%  MindSpore LossMonitor + TimeMonitor lines, with MindSpore
                        logger lines ("[WARNING] ME(...):<date> [...] ...") in between
  mindformers.log  35%  MindFormers "{ Epoch:[ e/ E], step:[ s/ S], loss: ...}" lines
                        with a python-logging timestamp, and other INFO lines
  metrics.csv      10%  step,loss,lr,grad_norm
  metrics.jsonl    10%  {"step": .., "loss": .., "lr": .., "grad_norm": .., "wall_time": ..}
Prints one JSON object: the files, their bytes and lines, and the loss points each holds.
The output depends only on the arguments.
"""

import argparse
import json
import os
import random

NOISE_EVERY = 20  # one ordinary log line per this many progress lines


def loss_at(rng, step):
    return 2.0 + 8.0 / (1.0 + step / 500.0) + rng.random() * 0.05


def write_lossmonitor(path, budget, rng):
    spe = 1000
    lines = points = 0
    size = 0
    epoch, step = 1, 0
    with open(path, "w") as f:
        while size < budget:
            step += 1
            out = "epoch: %d step: %d, loss is %.7g\n" % (epoch, step, loss_at(rng, (epoch - 1) * spe + step))
            points += 1
            if step == spe:
                out += "epoch time: %.3f ms, per step time: %.3f ms\n" % (spe * 7.9 + rng.random(), 7.9 + rng.random() / 100)
                epoch, step = epoch + 1, 0
            if points % NOISE_EVERY == 0:
                out += ("[WARNING] ME(3523:281473,MainProcess):2025-04-07-15:34:27.308.456 "
                        "[mindspore/train/model.py:1195] The dataset sink mode is not used, step %d\n" % points)
            f.write(out)
            size += len(out)
            lines += out.count("\n")
    return lines, points


def write_mindformers(path, budget, rng):
    spe = 5000
    lines = points = 0
    size = 0
    t = 1744040067.0
    with open(path, "w") as f:
        g = 0
        while size < budget:
            g += 1
            epoch, step = (g - 1) // spe + 1, (g - 1) % spe + 1
            t += 1.033
            stamp = "2025-04-%02d %02d:%02d:%02d,%03d" % (
                7 + int(t - 1744040067.0) // 86400 % 20, int(t) // 3600 % 24, int(t) // 60 % 60,
                int(t) % 60, int(t * 1000) % 1000)
            out = ("%s - [mindformers/core/callback/callback.py:529] - INFO - { Epoch:[%3d/%3d], "
                   "step:[%5d/%5d], loss: %.6f, per_step_time: %dms, lr: %.6e, overflow cond: False, "
                   "loss_scale: 1.0, global_norm: [%.5f], train_throughput_per_npu: %.3fT }\n") % (
                stamp, epoch, 20, step, spe, loss_at(rng, g), 1033 + rng.randrange(40),
                1e-5 * (1 + rng.random()), 1.0 + rng.random(), 2.8 + rng.random() / 10)
            points += 1
            if points % NOISE_EVERY == 0:
                out += "%s - [mindformers/trainer/base_trainer.py:1020] - INFO - .........Saving ckpt.........\n" % stamp
            f.write(out)
            size += len(out)
            lines += out.count("\n")
    return lines, points


def write_csv(path, budget, rng):
    lines = points = 0
    size = 0
    with open(path, "w") as f:
        header = "step,loss,lr,grad_norm\n"
        f.write(header)
        size, lines = len(header), 1
        while size < budget:
            points += 1
            out = "%d,%.7g,%.6e,%.5f\n" % (points, loss_at(rng, points), 1e-4 * rng.random(), 1 + rng.random())
            f.write(out)
            size += len(out)
            lines += 1
    return lines, points


def write_jsonl(path, budget, rng):
    lines = points = 0
    size = 0
    with open(path, "w") as f:
        while size < budget:
            points += 1
            out = '{"step": %d, "loss": %.7g, "lr": %.6e, "grad_norm": %.5f, "wall_time": %.3f}\n' % (
                points, loss_at(rng, points), 1e-4 * rng.random(), 1 + rng.random(), 1744040067.0 + points)
            f.write(out)
            size += len(out)
            lines += 1
    return lines, points


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="folder to write the four logs into")
    ap.add_argument("--mb", type=float, default=100.0, help="megabytes in all (default 100)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    total = args.mb * 1e6
    files = []
    for name, share, writer in (("lossmonitor.log", 0.45, write_lossmonitor),
                                ("mindformers.log", 0.35, write_mindformers),
                                ("metrics.csv", 0.10, write_csv),
                                ("metrics.jsonl", 0.10, write_jsonl)):
        path = os.path.join(args.out, name)
        lines, points = writer(path, total * share, rng)
        files.append({"path": path, "bytes": os.path.getsize(path), "lines": lines, "loss_points": points})
    print(json.dumps({"files": files,
                      "bytes": sum(f["bytes"] for f in files),
                      "lines": sum(f["lines"] for f in files),
                      "loss_points": sum(f["loss_points"] for f in files)}))


if __name__ == "__main__":
    main()
