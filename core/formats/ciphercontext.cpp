#include "ciphercontext.h"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <climits>

#include "encryptedframe.h"

namespace shardscope {

namespace {

const EVP_CIPHER* cipherFor(EncryptionMode mode, size_t keyBytes) {
    switch (mode) {
        case EncryptionMode::AesGcm:
            return keyBytes == 16   ? EVP_aes_128_gcm()
                   : keyBytes == 24 ? EVP_aes_192_gcm()
                   : keyBytes == 32 ? EVP_aes_256_gcm()
                                    : nullptr;
        case EncryptionMode::AesCbc:
            return keyBytes == 16   ? EVP_aes_128_cbc()
                   : keyBytes == 24 ? EVP_aes_192_cbc()
                   : keyBytes == 32 ? EVP_aes_256_cbc()
                                    : nullptr;
        case EncryptionMode::Sm4Cbc:
            return keyBytes == 16 ? EVP_sm4_cbc() : nullptr;
        case EncryptionMode::None:
            break;
    }
    return nullptr;
}

const EVP_CIPHER* aesFor(size_t keyBytes, bool counter) {
    switch (keyBytes) {
        case 16:
            return counter ? EVP_aes_128_ctr() : EVP_aes_128_ecb();
        case 24:
            return counter ? EVP_aes_192_ctr() : EVP_aes_192_ecb();
        case 32:
            return counter ? EVP_aes_256_ctr() : EVP_aes_256_ecb();
        default:
            return nullptr;
    }
}

}  // namespace

CipherContext::CipherContext() : m_ctx(EVP_CIPHER_CTX_new()) {}

CipherContext::~CipherContext() {
    EVP_CIPHER_CTX_free(m_ctx);
}

bool CipherContext::begin(EncryptionMode mode, std::span<const uint8_t> key, const uint8_t* iv,
                          bool encrypt, bool legacy) {
    const EVP_CIPHER* cipher = cipherFor(mode, key.size());
    if (m_ctx == nullptr || cipher == nullptr || EVP_CIPHER_CTX_reset(m_ctx) != 1) {
        return false;
    }
    m_mode = mode;
    m_legacy = legacy;
    const int enc = encrypt ? 1 : 0;
    if (mode == EncryptionMode::AesGcm) {
        if (EVP_CipherInit_ex(m_ctx, cipher, nullptr, nullptr, nullptr, enc) != 1) {
            return false;
        }
        const int ivBytes = legacy ? 12 : static_cast<int>(kCipherIvBytes);
        if (EVP_CIPHER_CTX_ctrl(m_ctx, EVP_CTRL_GCM_SET_IVLEN, ivBytes, nullptr) != 1) {
            return false;
        }
        return EVP_CipherInit_ex(m_ctx, nullptr, nullptr, key.data(), iv, enc) == 1;
    }
    return EVP_CipherInit_ex(m_ctx, cipher, nullptr, key.data(), iv, enc) == 1 &&
           EVP_CIPHER_CTX_set_padding(m_ctx, 1) == 1;
}

bool CipherContext::beginDecrypt(EncryptionMode mode, std::span<const uint8_t> key,
                                 const uint8_t* iv, bool legacy) {
    return begin(mode, key, iv, false, legacy);
}

bool CipherContext::beginEncrypt(EncryptionMode mode, std::span<const uint8_t> key,
                                 const uint8_t* iv) {
    return begin(mode, key, iv, true, false);
}

bool CipherContext::update(std::span<const uint8_t> in, uint8_t* out, size_t* written) {
    *written = 0;
    // EVP takes int lengths: feed at most 1 GiB at a time.
    constexpr size_t kStep = 1u << 30;
    for (size_t done = 0; done < in.size();) {
        const size_t n = std::min(kStep, in.size() - done);
        int got = 0;
        if (EVP_CipherUpdate(m_ctx, out + *written, &got, in.data() + done, static_cast<int>(n)) !=
            1) {
            return false;
        }
        *written += static_cast<size_t>(got);
        done += n;
    }
    return true;
}

bool CipherContext::finishDecrypt(const uint8_t* tag, uint8_t* out, size_t* written) {
    *written = 0;
    if (m_mode == EncryptionMode::AesGcm && m_legacy) {
        return true;  // nothing to check: MindSpore r1.x wrote no tag
    }
    if (m_mode == EncryptionMode::AesGcm &&
        EVP_CIPHER_CTX_ctrl(m_ctx, EVP_CTRL_GCM_SET_TAG, static_cast<int>(kGcmTagBytes),
                            const_cast<uint8_t*>(tag)) != 1) {
        return false;
    }
    int got = 0;
    if (EVP_CipherFinal_ex(m_ctx, out, &got) != 1) {
        return false;
    }
    *written = static_cast<size_t>(got);
    return true;
}

bool CipherContext::finishEncrypt(uint8_t* out, size_t* written, uint8_t* tag) {
    int got = 0;
    if (EVP_CipherFinal_ex(m_ctx, out, &got) != 1) {
        return false;
    }
    *written = static_cast<size_t>(got);
    if (m_mode == EncryptionMode::AesGcm) {
        return EVP_CIPHER_CTX_ctrl(m_ctx, EVP_CTRL_GCM_GET_TAG, static_cast<int>(kGcmTagBytes),
                                   tag) == 1;
    }
    return true;
}

bool CipherContext::beginCounter(std::span<const uint8_t> key, const uint8_t* counter) {
    const EVP_CIPHER* cipher = aesFor(key.size(), true);
    m_mode = EncryptionMode::None;
    return m_ctx != nullptr && cipher != nullptr && EVP_CIPHER_CTX_reset(m_ctx) == 1 &&
           EVP_DecryptInit_ex(m_ctx, cipher, nullptr, key.data(), counter) == 1;
}

bool CipherContext::beginUnpaddedDecrypt(EncryptionMode mode, std::span<const uint8_t> key,
                                         const uint8_t* iv) {
    if (mode == EncryptionMode::AesGcm || !begin(mode, key, iv, false, false)) {
        return false;
    }
    m_mode = EncryptionMode::None;
    return EVP_CIPHER_CTX_set_padding(m_ctx, 0) == 1;
}

bool CipherContext::decryptAesBlock(std::span<const uint8_t> key, const uint8_t* in, uint8_t* out) {
    const EVP_CIPHER* cipher = aesFor(key.size(), false);
    int got = 0;
    m_mode = EncryptionMode::None;
    return m_ctx != nullptr && cipher != nullptr && EVP_CIPHER_CTX_reset(m_ctx) == 1 &&
           EVP_DecryptInit_ex(m_ctx, cipher, nullptr, key.data(), nullptr) == 1 &&
           EVP_CIPHER_CTX_set_padding(m_ctx, 0) == 1 &&
           EVP_DecryptUpdate(m_ctx, out, &got, in, 16) == 1 && got == 16;
}

bool randomBytes(std::span<uint8_t> out) {
    return RAND_bytes(out.data(), static_cast<int>(out.size())) == 1;
}

}  // namespace shardscope
