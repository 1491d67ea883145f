#!/usr/bin/python3
"""Independent reader and writer of MindSpore's encrypted checkpoints for the tests, written from
the layout in docs (mindspore/core/utils/crypto.cc), with Debian's python3-cryptography. Each
block of the plain stream (64 MiB unless --block) is stored as

    magic (int32 LE) | GCM tag (16, AES-GCM only) | 24 + n (int32 LE) | 16 (int32 LE) | IV (16) |
    n (int32 LE) | ciphertext (n)

with magics 0x7F3A5ED8 (AES-GCM), 0x7F3A5ED9 (AES-CBC), 0x7F3A5EDA (SM4-CBC). CBC pads with
PKCS#7. --legacy is MindSpore r1.x's layout: magic 0x7F3A5ED8 for both AES modes, no tag, and
AES-GCM used only the first 12 IV bytes.

usage:
  ckpt_crypto.py decrypt MODE KEYHEX IN OUT [--legacy]
  ckpt_crypto.py encrypt MODE KEYHEX IN OUT [--block N] [--legacy] [--iv-seed S]
                 [--bad-padding-block K]
  ckpt_crypto.py blocks IN            prints {"blocks": [{"offset", "magic", "cipher"}]}

decrypt prints {"blocks": N, "plain": BYTES} and writes the plain stream to OUT; it exits 1 with a
message on a wrong tag or padding."""
import hashlib
import json
import struct
import sys

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.exceptions import InvalidTag

MAGIC = {"AES-GCM": 0x7F3A5ED8, "AES-CBC": 0x7F3A5ED9, "SM4-CBC": 0x7F3A5EDA}


def algorithm(mode, key):
    return algorithms.SM4(key) if mode == "SM4-CBC" else algorithms.AES(key)


def encrypt_block(mode, key, iv, plain, legacy, bad_padding):
    if mode == "AES-GCM":
        if legacy:
            # GCM is CTR plus a tag: without the tag, the ciphertext is AESGCM's minus 16 bytes.
            return AESGCM(key).encrypt(iv[:12], plain, None)[:-16], b""
        sealed = AESGCM(key).encrypt(iv, plain, None)
        return sealed[:-16], sealed[-16:]
    if bad_padding:
        padded = plain + bytes([0x11]) * (16 - len(plain) % 16)  # 0x11 > 16: never valid
    else:
        padder = padding.PKCS7(128).padder()
        padded = padder.update(plain) + padder.finalize()
    enc = Cipher(algorithm(mode, key), modes.CBC(iv)).encryptor()
    return enc.update(padded) + enc.finalize(), b""


def encrypt(mode, key, data, block, legacy, iv_seed, bad_block):
    out = bytearray()
    magic = MAGIC["AES-GCM"] if legacy else MAGIC[mode]
    for index, start in enumerate(range(0, len(data), block)):
        if iv_seed is None:
            import os
            iv = os.urandom(16)
        else:
            iv = hashlib.sha256(b"%d/%d" % (iv_seed, index)).digest()[:16]
        cipher, tag = encrypt_block(mode, key, iv, data[start:start + block], legacy,
                                    index == bad_block)
        out += struct.pack("<I", magic)
        if mode == "AES-GCM" and not legacy:
            out += tag
        out += struct.pack("<ii", 24 + len(cipher), 16) + iv + struct.pack("<i", len(cipher))
        out += cipher
    return bytes(out)


def blocks(data, legacy=False):
    offset = 0
    while offset < len(data):
        magic = struct.unpack_from("<I", data, offset)[0]
        tagged = magic == MAGIC["AES-GCM"] and not legacy
        at = offset + 4
        tag = data[at:at + 16] if tagged else b""
        at += 16 if tagged else 0
        length, iv_len = struct.unpack_from("<ii", data, at)
        assert iv_len == 16, "IV length %d" % iv_len
        iv = data[at + 8:at + 24]
        (n,) = struct.unpack_from("<i", data, at + 24)
        assert length == 24 + n, "block length %d for %d bytes of ciphertext" % (length, n)
        cipher = data[at + 28:at + 28 + n]
        assert len(cipher) == n, "block at %d is cut short" % offset
        yield offset, magic, tag, iv, cipher
        offset = at + 28 + n


def decrypt(mode, key, data, legacy):
    plain = bytearray()
    count = 0
    for offset, magic, tag, iv, cipher in blocks(data, legacy):
        want = MAGIC["AES-GCM"] if legacy else MAGIC[mode]
        if magic != want:
            sys.exit("block %d: magic %#x, not %s's" % (count, magic, mode))
        if mode == "AES-GCM":
            if legacy:
                dec = Cipher(algorithms.AES(key), modes.GCM(iv[:12])).decryptor()
                plain += dec.update(cipher)  # no tag to check
            else:
                try:
                    plain += AESGCM(key).decrypt(iv, cipher + tag, None)
                except InvalidTag:
                    sys.exit("block %d: the AES-GCM tag does not match" % count)
        else:
            dec = Cipher(algorithm(mode, key), modes.CBC(iv)).decryptor()
            padded = dec.update(cipher) + dec.finalize()
            unpadder = padding.PKCS7(128).unpadder()
            try:
                plain += unpadder.update(padded) + unpadder.finalize()
            except ValueError:
                sys.exit("block %d: bad padding" % count)
        count += 1
    return bytes(plain), count


def option(args, name, default=None, convert=str):
    if name in args:
        return convert(args[args.index(name) + 1])
    return default


def main():
    args = sys.argv[1:]
    command = args[0]
    if command == "blocks":
        data = open(args[1], "rb").read()
        listed = [{"offset": o, "magic": m, "cipher": len(c)} for o, m, _, _, c in blocks(data)]
        json.dump({"blocks": listed}, sys.stdout)
        return
    mode, key, src, dst = args[1], bytes.fromhex(args[2]), args[3], args[4]
    legacy = "--legacy" in args
    data = open(src, "rb").read()
    if command == "decrypt":
        plain, count = decrypt(mode, key, data, legacy)
        open(dst, "wb").write(plain)
        json.dump({"blocks": count, "plain": len(plain)}, sys.stdout)
    elif command == "encrypt":
        block = option(args, "--block", 64 << 20, int)
        seed = option(args, "--iv-seed", None, int)
        bad = option(args, "--bad-padding-block", -1, int)
        open(dst, "wb").write(encrypt(mode, key, data, block, legacy, seed, bad))
    else:
        sys.exit("unknown command " + command)


if __name__ == "__main__":
    main()
