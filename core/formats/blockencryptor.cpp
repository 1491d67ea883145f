#include "blockencryptor.h"

#include <array>
#include <cstring>

#include "ciphercontext.h"

namespace shardscope {

Result<uint64_t> encryptBlockInPlace(const CheckpointKey& key, uint8_t* data, uint64_t plainBytes,
                                     std::string& header) {
    thread_local CipherContext cipher;
    std::array<uint8_t, kCipherIvBytes> iv{};
    std::array<uint8_t, kGcmTagBytes> tag{};
    size_t body = 0, last = 0;
    if (!randomBytes(iv) || !cipher.beginEncrypt(key.mode(), key.bytes(), iv.data()) ||
        !cipher.update({data, static_cast<size_t>(plainBytes)}, data, &body) ||
        !cipher.finishEncrypt(data + body, &last, tag.data())) {
        return makeError(ErrorCode::Internal, std::string("OpenSSL failed to encrypt with ") +
                                                  encryptionModeName(key.mode()));
    }
    const uint64_t cipherBytes = body + last;
    header = encodeBlockHeader(key.mode(), iv, tag, cipherBytes);
    return cipherBytes;
}

BlockEncryptor::BlockEncryptor(CheckpointKeyRef key, uint64_t blockBytes)
    : m_key(std::move(key)), m_blockBytes(blockBytes) {}

Status BlockEncryptor::write(std::span<const uint8_t> plain, const Output& out) {
    while (!plain.empty()) {
        if (m_block.empty()) {
            m_block.resize(static_cast<size_t>(m_blockBytes) + 16);
        }
        const size_t n = std::min<size_t>(plain.size(), static_cast<size_t>(m_blockBytes) - m_used);
        std::memcpy(m_block.data() + m_used, plain.data(), n);
        m_used += n;
        plain = plain.subspan(n);
        if (m_used == m_blockBytes) {
            if (Status s = flush(out); !s) {
                return s;
            }
        }
    }
    return {};
}

Status BlockEncryptor::flush(const Output& out) {
    std::string header;
    auto cipherBytes = encryptBlockInPlace(*m_key, m_block.data(), m_used, header);
    if (!cipherBytes) {
        return std::move(cipherBytes).error();
    }
    m_used = 0;
    if (Status s = out({reinterpret_cast<const uint8_t*>(header.data()), header.size()}); !s) {
        return s;
    }
    return out({m_block.data(), static_cast<size_t>(*cipherBytes)});
}

Status BlockEncryptor::finish(const Output& out) {
    Status s = m_used > 0 ? flush(out) : Status{};
    m_block = {};
    return s;
}

}  // namespace shardscope
