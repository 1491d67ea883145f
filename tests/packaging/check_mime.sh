#!/bin/sh
# The MIME types of resources/shardscope-mime.xml tell MindSpore checkpoints, strategies and
# safetensors files apart by content, as Qt's QMimeDatabase sees them (GLib's follows the same
# specification): a .ckpt is a checkpoint or a strategy by its first bytes, and a .ckpt of
# another framework (PyTorch Lightning writes zip files) is not claimed.
# Usage: check_mime.sh MIMETYPE_TOOL SOURCE_DIR FIXTURES_DIR
set -eu
tool=$1
src=$2
fixtures=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/share/mime/packages" "$tmp/f"
cp "$src/resources/shardscope-mime.xml" "$tmp/share/mime/packages/shardscope.xml"
update-mime-database "$tmp/share/mime"

f=$tmp/f
cp "$fixtures/adam_small_net.ckpt" "$fixtures/lenet_mnist_old_scalars.ckpt" \
   "$fixtures/router_4x16.ckpt" "$fixtures/strategy_8_npus.ckpt" \
   "$fixtures/llama2_13b_2p_strategy.ckpt" "$f/"
cp "$fixtures/router_4x16.ckpt" "$f/router_no_extension"
cp "$fixtures/strategy_4_npus.ckpt" "$f/strategy_no_extension"
# An encrypted checkpoint: each block starts with its mode's magic (AES-GCM, AES-CBC, SM4-CBC).
printf '\330\136\072\177%032d' 0 > "$f/gcm.ckpt"
printf '\331\136\072\177%032d' 0 > "$f/cbc.ckpt"
printf '\332\136\072\177%032d' 0 > "$f/sm4.ckpt"
printf 'PK\003\004\024\000\000\000\000\000%020d' 0 > "$f/lightning.ckpt"
printf '{\n  "current_stage": 1,\n  "parallel_strategy_item": {},\n  "parallel_layout_item": {}\n}\n' \
    > "$f/strategy_json_no_extension"
cp "$f/strategy_json_no_extension" "$f/strategy.json"
printf '{"a": 1}\n' > "$f/plain.json"
printf '\020\000\000\000\000\000\000\000{"__metadata__":{}}    ' > "$f/exported.safetensors"
cp "$f/exported.safetensors" "$f/safetensors_no_extension"
printf '\n\nhello\n' > "$f/notes.txt"

cd "$f"
XDG_DATA_HOME=$tmp/share XDG_DATA_DIRS=/usr/share QT_QPA_PLATFORM=offscreen "$tool" \
    adam_small_net.ckpt lenet_mnist_old_scalars.ckpt router_4x16.ckpt router_no_extension \
    gcm.ckpt cbc.ckpt sm4.ckpt strategy_8_npus.ckpt llama2_13b_2p_strategy.ckpt \
    strategy_no_extension strategy_json_no_extension strategy.json plain.json \
    exported.safetensors safetensors_no_extension lightning.ckpt notes.txt > "$tmp/got"

cat > "$tmp/want" <<'WANT'
adam_small_net.ckpt: application/x-mindspore-checkpoint
lenet_mnist_old_scalars.ckpt: application/x-mindspore-checkpoint
router_4x16.ckpt: application/x-mindspore-checkpoint
router_no_extension: application/x-mindspore-checkpoint
gcm.ckpt: application/x-mindspore-checkpoint
cbc.ckpt: application/x-mindspore-checkpoint
sm4.ckpt: application/x-mindspore-checkpoint
strategy_8_npus.ckpt: application/x-mindspore-strategy
llama2_13b_2p_strategy.ckpt: application/x-mindspore-strategy
strategy_no_extension: application/x-mindspore-strategy
strategy_json_no_extension: application/x-mindspore-strategy+json
strategy.json: application/json
plain.json: application/json
exported.safetensors: application/x-safetensors
safetensors_no_extension: application/x-safetensors
lightning.ckpt: application/zip
notes.txt: text/plain
WANT
diff -u "$tmp/want" "$tmp/got"
