#!/usr/bin/python3
"""Writes the encrypted corpus from real/adam_small_net.ckpt (1877 bytes) with the independent
writer tests/python/ckpt_crypto.py (python3-cryptography), in 512-byte blocks unless said, with
IVs derived from a seed so that the files are the same each time. The files are committed; this
script documents how each was made. The keys are key16.hex and key32.hex; wrong16.hex and
wrong32.hex decrypt nothing (checked here)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
import ckpt_crypto  # noqa: E402

PLAIN = open(os.path.join(HERE, "..", "real", "adam_small_net.ckpt"), "rb").read()
KEY16 = bytes(range(1, 17))
KEY32 = bytes(range(101, 133))
WRONG16 = bytes(range(201, 217))
WRONG32 = bytes(range(51, 83))


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def make(name, mode, key, block=512, legacy=False, bad=-1, seed=1):
    data = ckpt_crypto.encrypt(mode, key, PLAIN, block, legacy, seed, bad)
    write(name, data)
    return data


for key, name in ((KEY16, "key16.hex"), (KEY32, "key32.hex"), (WRONG16, "wrong16.hex"),
                  (WRONG32, "wrong32.hex")):
    write(name, (key.hex() + "\n").encode())
write("key16.raw", KEY16)

make("gcm128.ckpt", "AES-GCM", KEY16)
make("gcm256_one_block.ckpt", "AES-GCM", KEY32, block=64 << 20)
make("cbc256.ckpt", "AES-CBC", KEY32)
make("sm4.ckpt", "SM4-CBC", KEY16)
make("legacy_gcm128.ckpt", "AES-GCM", KEY16, legacy=True)
make("legacy_cbc256.ckpt", "AES-CBC", KEY32, legacy=True)
make("cbc256_bad_padding_block2.ckpt", "AES-CBC", KEY32, bad=2)

# The wrong keys fail where the tests expect them to: CBC padding of blocks 0 and 1, and the
# first decrypted byte of legacy AES-GCM is no checkpoint's.
for name, mode, wrong, legacy in (("cbc256.ckpt", "AES-CBC", WRONG32, False),
                                  ("sm4.ckpt", "SM4-CBC", WRONG16, False)):
    blocks = list(ckpt_crypto.blocks(open(os.path.join(HERE, name), "rb").read(), legacy))
    for index in (0, 1):
        _, _, _, iv, cipher = blocks[index]
        from cryptography.hazmat.primitives.ciphers import Cipher, modes
        dec = Cipher(ckpt_crypto.algorithm(mode, wrong), modes.CBC(iv)).decryptor()
        last = (dec.update(cipher) + dec.finalize())[-1]
        assert not 1 <= last <= 16, (name, index, "pads by chance")
legacy = open(os.path.join(HERE, "legacy_gcm128.ckpt"), "rb").read()
first = ckpt_crypto.decrypt("AES-GCM", WRONG16, legacy, True)[0][0]
assert first not in (0x0A, 0x12, 0x08), first
print("legacy_gcm128.ckpt with wrong16: first byte %#04x" % first)

# A wrong key passes a CBC padding check once in about 256 blocks: this file's block 0 does, with
# wrong32.hex (IV seed searched for), and the reader must still blame the key, not block 1.
def pads(mode, key, iv, cipher):
    from cryptography.hazmat.primitives import padding
    from cryptography.hazmat.primitives.ciphers import Cipher, modes
    dec = Cipher(ckpt_crypto.algorithm(mode, key), modes.CBC(iv)).decryptor()
    unpadder = padding.PKCS7(128).unpadder()
    try:
        unpadder.update(dec.update(cipher) + dec.finalize())
        unpadder.finalize()
        return True
    except ValueError:
        return False


for seed in range(2, 100000):
    data = ckpt_crypto.encrypt("AES-CBC", KEY32, PLAIN, 512, False, seed, -1)
    found = [pads("AES-CBC", WRONG32, iv, c) for _, _, _, iv, c in ckpt_crypto.blocks(data)]
    if found[:3] == [True, False, False]:
        write("cbc256_wrong_key_pads_block0.ckpt", data)
        print("cbc256_wrong_key_pads_block0.ckpt: IV seed %d" % seed)
        break
