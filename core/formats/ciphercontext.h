#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "checkpointindex.h"

typedef struct evp_cipher_ctx_st EVP_CIPHER_CTX;

namespace shardscope {

// One OpenSSL EVP context for MindSpore's block ciphers: AES-128/192/256-GCM (16-byte IV, no
// additional data, 16-byte tag), AES-128/192/256-CBC and SM4-CBC (PKCS#7 padding). Reused block
// after block; not shared between threads. No cipher is implemented here, only driven.
class CipherContext {
public:
    CipherContext();
    ~CipherContext();
    CipherContext(const CipherContext&) = delete;
    CipherContext& operator=(const CipherContext&) = delete;

    // Legacy AES-GCM (MindSpore r1.x) set no IV length, so OpenSSL used the first 12 IV bytes,
    // and wrote no tag: such blocks are decrypted without authentication.
    bool beginDecrypt(EncryptionMode mode, std::span<const uint8_t> key, const uint8_t* iv,
                      bool legacy = false);
    bool beginEncrypt(EncryptionMode mode, std::span<const uint8_t> key, const uint8_t* iv);
    // `out` needs room for in.size() + 16 bytes; *written tells how many were produced.
    bool update(std::span<const uint8_t> in, uint8_t* out, size_t* written);
    // Decryption: checks the GCM tag (null for legacy blocks) or strips the CBC padding; false
    // when either fails. Up to 16 bytes go to `out`.
    bool finishDecrypt(const uint8_t* tag, uint8_t* out, size_t* written);
    // Encryption: the CBC padding goes to `out`; a GCM tag to `tag`.
    bool finishEncrypt(uint8_t* out, size_t* written, uint8_t* tag);

    // For reading inside a block without decrypting all of it (BlockSeeker), then update():
    // AES-CTR from `counter` (AES-GCM's keystream from any of its counter blocks; the counter is
    // incremented over all 128 bits) or CBC without padding from `iv` (any cipher block, with the
    // one before it as IV). Nothing is checked.
    bool beginCounter(std::span<const uint8_t> key, const uint8_t* counter);
    bool beginUnpaddedDecrypt(EncryptionMode mode, std::span<const uint8_t> key, const uint8_t* iv);
    // One AES block decrypted alone (ECB): turns a block of GCM's keystream back into its counter.
    bool decryptAesBlock(std::span<const uint8_t> key, const uint8_t* in, uint8_t* out);

private:
    bool begin(EncryptionMode mode, std::span<const uint8_t> key, const uint8_t* iv, bool encrypt,
               bool legacy);

    EVP_CIPHER_CTX* m_ctx = nullptr;
    EncryptionMode m_mode = EncryptionMode::None;
    bool m_legacy = false;
};

// Fresh random bytes for IVs, from OpenSSL's generator.
bool randomBytes(std::span<uint8_t> out);

}  // namespace shardscope
