#include "checkpointwriter.h"

#include "../util/translatenoop.h"
#include "checkpointparser.h"

namespace shardscope {

Result<CheckpointWriter> CheckpointWriter::create(const std::string& path,
                                                  const CheckpointWriteOptions& options) {
    if (const CheckpointKeyRef& key = options.encryptKey) {
        Status s =
            key->mode() == EncryptionMode::None
                ? makeError(ErrorCode::InvalidArgument,
                            QT_TRANSLATE_NOOP("ErrorMessage", "an encryption key needs its mode"),
                            {})
                : checkKeyLength(key->bytes().size(), key->mode());
        if (s && options.crc) {
            s = makeError(ErrorCode::InvalidArgument,
                          QT_TRANSLATE_NOOP(
                              "ErrorMessage",
                              "a crc_num trailer and encryption exclude each other (MindSpore's "
                              "crc_check and enc_key)"),
                          {});
        }
        if (s &&
            (options.encryptBlockBytes == 0 || options.encryptBlockBytes > kEncryptBlockBytes)) {
            s = makeError(
                ErrorCode::InvalidArgument,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "encrypted blocks hold 1 byte to 64 MiB of plain bytes"),
                {});
        }
        if (!s) {
            return std::move(s).error().inFile(path);
        }
    }
    auto file = AtomicFile::create(path);
    if (!file) {
        return std::move(file).error();
    }
    CheckpointWriter writer;
    writer.m_file = std::move(*file);
    writer.m_options = options;
    if (options.encryptKey) {
        writer.m_encryptor = BlockEncryptor(options.encryptKey, options.encryptBlockBytes);
    }
    return writer;
}

Status CheckpointWriter::emit(std::span<const uint8_t> bytes) {
    if (m_options.crc) {
        m_crc = crc32Of(bytes, m_crc);
    }
    if (m_encryptor.active()) {
        return m_encryptor.write(bytes, m_file);
    }
    return m_file.write(bytes.data(), bytes.size());
}

Status CheckpointWriter::startChunk() {
    m_chunkLeft = m_chunks[m_chunkIndex];
    const std::string head = encodeRecordHeader(m_name, m_dtype, m_dims, m_chunkLeft);
    return emit({reinterpret_cast<const uint8_t*>(head.data()), head.size()});
}

Status CheckpointWriter::beginTensor(const std::string& name, const std::string& dtypeName,
                                     const std::vector<int64_t>& dims, uint64_t contentBytes) {
    if (m_inTensor) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "beginTensor before endTensor"), {})
            .inFile(m_file.finalPath())
            .forParam(name);
    }
    m_inTensor = true;
    m_name = name;
    m_dtype = dtypeName;
    m_dims = dims;
    m_chunks = chunkSizes(contentBytes, m_options.chunkBytes);
    m_chunkIndex = 0;
    return startChunk();
}

Status CheckpointWriter::append(std::span<const uint8_t> bytes) {
    while (!bytes.empty()) {
        if (m_chunkLeft == 0) {
            if (m_chunkIndex + 1 >= m_chunks.size()) {
                return makeError(ErrorCode::InvalidArgument,
                                 QT_TRANSLATE_NOOP("ErrorMessage", "more content than announced"),
                                 {})
                    .inFile(m_file.finalPath())
                    .forParam(m_name);
            }
            ++m_chunkIndex;
            if (Status s = startChunk(); !s) {
                return s;
            }
        }
        const size_t n = static_cast<size_t>(std::min<uint64_t>(m_chunkLeft, bytes.size()));
        if (Status s = emit(bytes.first(n)); !s) {
            return s;
        }
        m_chunkLeft -= n;
        bytes = bytes.subspan(n);
    }
    return {};
}

Status CheckpointWriter::endTensor() {
    if (!m_inTensor || m_chunkLeft != 0 || m_chunkIndex + 1 != m_chunks.size()) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "less content than announced"), {})
            .inFile(m_file.finalPath())
            .forParam(m_name);
    }
    m_inTensor = false;
    return {};
}

Status CheckpointWriter::addTensor(const std::string& name, const std::string& dtypeName,
                                   const std::vector<int64_t>& dims,
                                   std::span<const uint8_t> content) {
    if (Status s = beginTensor(name, dtypeName, dims, content.size()); !s) {
        return s;
    }
    if (Status s = append(content); !s) {
        return s;
    }
    return endTensor();
}

Status CheckpointWriter::addString(const std::string& name, const std::string& utf8) {
    const std::vector<uint8_t> content = utf8ToUtf32le(utf8);
    return addTensor(name, "str", {0}, content);
}

Status CheckpointWriter::commit() {
    if (m_inTensor) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "commit inside a tensor"), {})
            .inFile(m_file.finalPath())
            .forParam(m_name);
    }
    if (m_options.crc) {
        const std::string trailer = encodeCrcTrailer(m_crc);
        if (Status s = m_file.write(trailer); !s) {
            return s;
        }
    }
    if (m_encryptor.active()) {
        Status s = m_encryptor.finish(m_file);
        if (!s) {
            return s;
        }
    }
    return m_file.commit(m_options.readOnly);
}

std::vector<uint8_t> utf8ToUtf32le(const std::string& utf8) {
    std::vector<uint8_t> out;
    out.reserve(utf8.size() * 4);
    for (size_t i = 0; i < utf8.size();) {
        const auto b = static_cast<uint8_t>(utf8[i]);
        uint32_t cp = 0xFFFD;
        size_t len = 1;
        if (b < 0x80) {
            cp = b;
        } else if ((b >> 5) == 0x6 && i + 1 < utf8.size()) {
            cp = (b & 0x1Fu) << 6 | (static_cast<uint8_t>(utf8[i + 1]) & 0x3Fu);
            len = 2;
        } else if ((b >> 4) == 0xE && i + 2 < utf8.size()) {
            cp = (b & 0x0Fu) << 12 | (static_cast<uint8_t>(utf8[i + 1]) & 0x3Fu) << 6 |
                 (static_cast<uint8_t>(utf8[i + 2]) & 0x3Fu);
            len = 3;
        } else if ((b >> 3) == 0x1E && i + 3 < utf8.size()) {
            cp = (b & 0x07u) << 18 | (static_cast<uint8_t>(utf8[i + 1]) & 0x3Fu) << 12 |
                 (static_cast<uint8_t>(utf8[i + 2]) & 0x3Fu) << 6 |
                 (static_cast<uint8_t>(utf8[i + 3]) & 0x3Fu);
            len = 4;
        }
        for (int k = 0; k < 4; ++k) {
            out.push_back(static_cast<uint8_t>(cp >> (8 * k)));
        }
        i += len;
    }
    return out;
}

}  // namespace shardscope
