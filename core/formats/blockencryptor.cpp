#include "blockencryptor.h"

#include <algorithm>
#include <string>

#include "blocksealer.h"

namespace shardscope {

namespace {

constexpr size_t kSealPiece = 1u << 20;  // plain bytes encrypted at a time

}  // namespace

BlockEncryptor::BlockEncryptor() = default;
BlockEncryptor::~BlockEncryptor() = default;
BlockEncryptor::BlockEncryptor(BlockEncryptor&&) noexcept = default;
BlockEncryptor& BlockEncryptor::operator=(BlockEncryptor&&) noexcept = default;

BlockEncryptor::BlockEncryptor(CheckpointKeyRef key, uint64_t blockBytes)
    : m_key(std::move(key)), m_blockBytes(blockBytes), m_sealer(std::make_unique<BlockSealer>()) {}

Status BlockEncryptor::write(std::span<const uint8_t> plain, AtomicFile& file) {
    while (!plain.empty()) {
        if (!m_open) {
            if (Status s = m_sealer->begin(*m_key); !s) {
                return std::move(s).error().inFile(file.finalPath());
            }
            // Room for the header, written when the block closes.
            m_headerAt = file.bytesWritten();
            if (Status s = file.write(std::string(blockHeaderBytes(m_key->mode()), '\0')); !s) {
                return s;
            }
            m_open = true;
            m_used = 0;
        }
        const size_t n = static_cast<size_t>(
            std::min<uint64_t>({plain.size(), m_blockBytes - m_used, uint64_t{kSealPiece}}));
        m_cipher.resize(n + 16);
        auto got = m_sealer->update(plain.first(n), m_cipher.data());
        if (!got) {
            return std::move(got).error().inFile(file.finalPath());
        }
        if (Status s = file.write(m_cipher.data(), *got); !s) {
            return s;
        }
        m_used += n;
        plain = plain.subspan(n);
        if (m_used == m_blockBytes) {
            if (Status s = closeBlock(file); !s) {
                return s;
            }
        }
    }
    return {};
}

Status BlockEncryptor::closeBlock(AtomicFile& file) {
    m_cipher.resize(std::max<size_t>(m_cipher.size(), 16));
    std::string header;
    auto last = m_sealer->finish(m_cipher.data(), header);
    if (!last) {
        return std::move(last).error().inFile(file.finalPath());
    }
    m_open = false;
    if (Status s = file.write(m_cipher.data(), *last); !s) {
        return s;
    }
    return file.overwrite(m_headerAt, header);
}

Status BlockEncryptor::finish(AtomicFile& file) {
    Status s = m_open ? closeBlock(file) : Status{};
    m_cipher = {};
    return s;
}

}  // namespace shardscope
