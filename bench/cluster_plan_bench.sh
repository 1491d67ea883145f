#!/usr/bin/env bash
# The planning figure of issue 13: a 1,024-card target with a 128-host rank table (8 cards per
# host). Plans the conversion of a synthesized 8-rank run (synth --preset small) to two 1,024-card
# layouts of the same network, from metadata alone, and reports per-host bytes written and read
# and the balance max host / mean host:
#   - pipeline:  dp 64 x mp 4 x pp 4 (each host holds 8 ranks of one stage)
#   - flat:      dp 128 x mp 8 x pp 1
# with the table numbering ranks host after host (table128: a host holds 8 ranks of one stage),
# and, for the pipeline, a table interleaving the stages (table128i: 2 ranks of each stage).
# With the table each rank is written on its host, so the host balance is the table's and the
# layout's; beside it, the balance of sharing the same ranks out by bytes over 128 processes
# (what `shardscope-mpi` does without a table). Every figure is a ratio of bytes; no timing.
#
# Environment: SHARDSCOPE_CLI (default: build one), BENCH_DIR, KEEP=1.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
py=/usr/bin/python3
KEEP=${KEEP:-0}
say() { printf '%s\n' "$*" >&2; }
die() { say "cluster_plan_bench: $*"; exit 1; }

# shellcheck source=bench/lib.sh
source "$here/lib.sh"
find_cli

cleanup_dir=
if [[ -n ${BENCH_DIR:-} ]]; then
    work=$BENCH_DIR
    mkdir -p "$work"
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-plan-bench.XXXXXX")
    [[ $KEEP == 1 ]] || cleanup_dir=$work
fi
trap '[[ -z $cleanup_dir ]] || rm -rf -- "$cleanup_dir"' EXIT

src=$work/src
[[ -f $src/strategy.ckpt ]] || "$cli" synth --out "$src" --preset small >&2
"$py" - "$work/table128.json" <<'EOF'
import json, sys
servers = [{"server_id": "node_%d" % h,
            "device": [{"device_id": str(d), "device_ip": "10.%d.%d.%d" % (h // 200, h % 200, d),
                        "rank_id": str(h * 8 + d)} for d in range(8)]} for h in range(128)]
json.dump({"version": "1.0", "server_count": "128", "server_list": servers,
           "status": "completed"}, open(sys.argv[1], "w"), indent=1)
# The same hosts with the stages interleaved: host h holds 2 ranks of each of the 4 stages.
for h, server in enumerate(servers):
    ranks = [s * 256 + 2 * h + k for s in range(4) for k in range(2)]
    for device, rank in zip(server["device"], ranks):
        device["rank_id"] = str(rank)
json.dump({"version": "1.0", "server_count": "128", "server_list": servers,
           "status": "completed"}, open(sys.argv[1].replace(".json", "i.json"), "w"), indent=1)
EOF

printf '%-20s %6s %6s %12s %13s %12s %13s %13s\n' "layout (table)" ranks hosts "min host MB" \
    "mean host MB" "max host MB" "host balance" "by bytes"
for layout in "pipeline:table128:--dp 64 --mp 4 --pp 4" "pipeline:table128i:--dp 64 --mp 4 --pp 4" \
    "flat:table128:--dp 128 --mp 8 --pp 1"; do
    name=${layout%%:*}
    rest=${layout#*:}
    table=${rest%%:*}
    read -r -a flags <<<"${rest#*:}"
    dst=$work/dst_$name
    rm -rf -- "$dst"
    "$cli" synth --out "$dst" --preset small "${flags[@]}" --opt-shard 0 --strategy-only >&2
    "$cli" plan --src "$src" --src-strategy "$src/strategy.ckpt" --dst-strategy "$dst/strategy.ckpt" \
        --rank-table "$work/$table.json" --json >"$work/plan_$name.json" || die "plan failed"
    "$py" - "$work/plan_$name.json" "$name ($table)" <<'EOF'
import json, sys
j = json.load(open(sys.argv[1]))
hosts = [h["bytes_written"] for h in j["hosts"]]
mean = sum(hosts) / len(hosts)
# By bytes over 128 processes: largest first onto the least-loaded (as shardscope-mpi does).
loads = [0] * 128
for b in sorted((r["bytes_written"] for r in j["ranks"]), reverse=True):
    loads[loads.index(min(loads))] += b
lpt = max(loads) / (sum(loads) / len(loads))
print("%-20s %6d %6d %12.1f %13.1f %12.1f %13.3f %13.3f" % (
    sys.argv[2], len(j["ranks"]), len(hosts), min(hosts) / 1e6, mean / 1e6, max(hosts) / 1e6,
    j["host_balance"], lpt))
EOF
done
