#include "blockseeker.h"

#include <algorithm>
#include <cstring>

namespace shardscope {

namespace {

constexpr uint64_t kUnit = 16;  // bytes of one AES or SM4 block
// Plain bytes decrypted per step of a long read: the buffers stay this small whatever is read.
constexpr size_t kSeekPiece = 1u << 20;

uint32_t lowWord(const std::array<uint8_t, 16>& counter) {
    return static_cast<uint32_t>(counter[12]) << 24 | static_cast<uint32_t>(counter[13]) << 16 |
           static_cast<uint32_t>(counter[14]) << 8 | counter[15];
}

void setLowWord(std::array<uint8_t, 16>& counter, uint32_t value) {
    for (int i = 0; i < 4; ++i) {
        counter[static_cast<size_t>(15 - i)] = static_cast<uint8_t>(value >> (8 * i));
    }
}

}  // namespace

BlockSeeker::BlockSeeker(EncryptionMode mode, CheckpointKeyRef key, bool legacy)
    : m_mode(mode), m_key(std::move(key)), m_legacy(legacy) {}

// GCM encrypts cipher block u with the keystream AES(K, inc32^u(CB)), CB = inc32(J0), and J0
// comes from the IV through GHASH. OpenSSL decrypts the first cipher block from the start; its
// keystream (ciphertext XOR plain) decrypted with AES alone is CB.
bool BlockSeeker::firstCounter(size_t index, const EncryptedBlock& block,
                               const CipherReader& cipher) {
    if (m_counterBlock == index) {
        return true;
    }
    std::array<uint8_t, kUnit + 16> plain{};
    std::array<uint8_t, kUnit> keystream{};
    size_t got = 0;
    const uint8_t* first = cipher(0, kUnit, m_first);
    if (first == nullptr ||
        !m_ctx.beginDecrypt(m_mode, m_key->bytes(), block.iv.data(), m_legacy) ||
        !m_ctx.update({first, kUnit}, plain.data(), &got) || got != kUnit) {
        return false;
    }
    for (size_t i = 0; i < kUnit; ++i) {
        keystream[i] = static_cast<uint8_t>(first[i] ^ plain[i]);
    }
    if (!m_ctx.decryptAesBlock(m_key->bytes(), keystream.data(), m_counter.data())) {
        return false;
    }
    m_counterBlock = index;
    return true;
}

// OpenSSL's counter mode carries into all 128 bits, GCM's inc32 wraps the low 32 bits alone:
// a run that crosses the wrap restarts there with the upper 96 bits unchanged.
bool BlockSeeker::runCounter(std::span<const uint8_t> in, uint8_t* out, uint64_t unit) {
    std::array<uint8_t, 16> counter = m_counter;
    const uint32_t low = static_cast<uint32_t>(lowWord(counter) + unit);  // mod 2^32
    setLowWord(counter, low);
    const uint64_t toWrap = (uint64_t{1} << 32) - low;  // units before the low word wraps
    const size_t first = static_cast<size_t>(std::min<uint64_t>(in.size(), toWrap * kUnit));
    size_t got = 0;
    if (!m_ctx.beginCounter(m_key->bytes(), counter.data()) ||
        !m_ctx.update(in.first(first), out, &got) || got != first) {
        return false;
    }
    if (first == in.size()) {
        return true;
    }
    setLowWord(counter, 0);
    return m_ctx.beginCounter(m_key->bytes(), counter.data()) &&
           m_ctx.update(in.subspan(first), out + first, &got) && got == in.size() - first;
}

bool BlockSeeker::read(size_t index, const EncryptedBlock& block, const CipherReader& cipher,
                       uint64_t offset, std::span<uint8_t> out) {
    while (!out.empty()) {
        const size_t n = std::min(out.size(), kSeekPiece);
        if (!readPiece(index, block, cipher, offset, out.first(n))) {
            return false;
        }
        offset += n;
        out = out.subspan(n);
    }
    return true;
}

bool BlockSeeker::readPiece(size_t index, const EncryptedBlock& block, const CipherReader& cipher,
                            uint64_t offset, std::span<uint8_t> out) {
    const uint64_t from = offset / kUnit * kUnit;
    const uint64_t to =
        std::min<uint64_t>(block.cipherBytes, (offset + out.size() + kUnit - 1) / kUnit * kUnit);
    if (to < offset + out.size() || from >= to) {
        return false;
    }
    // CBC chains from the cipher block before the first one wanted (the IV at the start).
    const bool cbc = m_mode != EncryptionMode::AesGcm;
    const uint64_t lead = cbc && from > 0 ? kUnit : 0;
    const uint8_t* data = cipher(from - lead, static_cast<size_t>(to - from + lead), m_cipher);
    if (data == nullptr) {
        return false;
    }
    const std::span<const uint8_t> in(data + lead, static_cast<size_t>(to - from));
    // The plain piece: one per thread (a stream keeps a seeker per thread that read it, and a
    // conversion may read a thousand streams).
    thread_local std::vector<uint8_t> scratch;
    scratch.resize(in.size() + kUnit);
    size_t got = 0;
    bool ok = false;
    if (cbc) {
        const uint8_t* iv = lead > 0 ? data : block.iv.data();
        ok = m_ctx.beginUnpaddedDecrypt(m_mode, m_key->bytes(), iv) &&
             m_ctx.update(in, scratch.data(), &got) && got == in.size();
    } else if (from == 0) {
        // From the block's start: OpenSSL's GCM itself, stopped before the tag.
        ok = m_ctx.beginDecrypt(m_mode, m_key->bytes(), block.iv.data(), m_legacy) &&
             m_ctx.update(in, scratch.data(), &got) && got == in.size();
    } else {
        ok = firstCounter(index, block, cipher) && runCounter(in, scratch.data(), from / kUnit);
    }
    if (!ok) {
        return false;
    }
    std::memcpy(out.data(), scratch.data() + (offset - from), out.size());
    return true;
}

}  // namespace shardscope
