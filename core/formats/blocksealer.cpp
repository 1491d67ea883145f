#include "blocksealer.h"

#include "../util/translatenoop.h"

namespace shardscope {

Status BlockSealer::begin(const CheckpointKey& key) {
    m_mode = key.mode();
    m_cipherBytes = 0;
    if (!randomBytes(m_iv) || !m_ctx.beginEncrypt(key.mode(), key.bytes(), m_iv.data())) {
        return failed();
    }
    return {};
}

Result<size_t> BlockSealer::update(std::span<const uint8_t> plain, uint8_t* out) {
    size_t written = 0;
    if (!m_ctx.update(plain, out, &written)) {
        return failed();
    }
    m_cipherBytes += written;
    return written;
}

Result<size_t> BlockSealer::finish(uint8_t* out, std::string& header) {
    std::array<uint8_t, kGcmTagBytes> tag{};
    size_t written = 0;
    if (!m_ctx.finishEncrypt(out, &written, tag.data())) {
        return failed();
    }
    m_cipherBytes += written;
    header = encodeBlockHeader(m_mode, m_iv, tag, m_cipherBytes);
    return written;
}

Error BlockSealer::failed() const {
    return makeError(ErrorCode::Internal,
                     QT_TRANSLATE_NOOP("ErrorMessage", "OpenSSL failed to encrypt with {mode}"),
                     {{"mode", encryptionModeName(m_mode)}});
}

}  // namespace shardscope
