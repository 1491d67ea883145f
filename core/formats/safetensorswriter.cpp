#include "safetensorswriter.h"

#include <zlib.h>

#include <algorithm>
#include <numeric>

#include "../util/translatenoop.h"
#include "../util/utf8text.h"
#include "checkpointparser.h"

namespace shardscope {

Result<SafetensorsWriter> SafetensorsWriter::create(const std::string& path,
                                                    std::vector<SafetensorsTensorSpec> tensors,
                                                    const SafetensorsWriteOptions& options) {
    for (const SafetensorsTensorSpec& t : tensors) {
        if (!isValidUtf8(t.name)) {
            return makeError(
                       ErrorCode::Unsupported,
                       QT_TRANSLATE_NOOP(
                           "ErrorMessage",
                           "the parameter name is not valid UTF-8, which a safetensors header "
                           "(JSON) cannot hold; write .ckpt instead"),
                       {})
                .inFile(path)
                .forParam(escapeInvalidUtf8(t.name));
        }
    }
    auto file = AtomicFile::create(path);
    if (!file) {
        return std::move(file).error();
    }
    SafetensorsWriter writer;
    writer.m_file = std::move(*file);
    writer.m_options = options;
    writer.m_tensors = std::move(tensors);
    writer.m_crcs.assign(writer.m_tensors.size(), 0);
    const std::string header =
        encodeSafetensorsHeader(writer.m_tensors, options.metadata,
                                options.crc ? std::optional<uint32_t>(0) : std::nullopt);
    if (Status s = writer.m_file.write(header); !s) {
        return std::move(s).error();
    }
    writer.m_left = writer.m_tensors.empty() ? 0 : writer.m_tensors.front().bytes;
    return writer;
}

Status SafetensorsWriter::append(std::span<const uint8_t> bytes) {
    while (!bytes.empty()) {
        while (m_left == 0 && m_current < m_tensors.size()) {
            if (++m_current < m_tensors.size()) {
                m_left = m_tensors[m_current].bytes;
            }
        }
        if (m_current >= m_tensors.size()) {
            return makeError(
                       ErrorCode::InvalidArgument,
                       QT_TRANSLATE_NOOP("ErrorMessage", "more content than the tensors declared"),
                       {})
                .inFile(m_file.finalPath());
        }
        const size_t n = static_cast<size_t>(std::min<uint64_t>(m_left, bytes.size()));
        if (m_options.crc) {
            m_crcs[m_current] = crc32Of(bytes.first(n), m_crcs[m_current]);
        }
        if (Status s = m_file.write(bytes.data(), n); !s) {
            return s;
        }
        m_left -= n;
        bytes = bytes.subspan(n);
    }
    return {};
}

Status SafetensorsWriter::commit() {
    while (m_current < m_tensors.size() && m_left == 0) {
        if (++m_current < m_tensors.size()) {
            m_left = m_tensors[m_current].bytes;
        }
    }
    if (m_current < m_tensors.size()) {
        return makeError(
                   ErrorCode::InvalidArgument,
                   QT_TRANSLATE_NOOP("ErrorMessage", "less content than the tensors declared"), {})
            .inFile(m_file.finalPath())
            .forParam(m_tensors[m_current].name);
    }
    if (m_options.crc) {
        // MindSpore's crc_num: each name, then its bytes, names sorted.
        std::vector<size_t> order(m_tensors.size());
        std::iota(order.begin(), order.end(), size_t{0});
        std::sort(order.begin(), order.end(),
                  [&](size_t a, size_t b) { return m_tensors[a].name < m_tensors[b].name; });
        uint32_t crc = 0;
        for (size_t i : order) {
            const std::string& name = m_tensors[i].name;
            crc = crc32Of({reinterpret_cast<const uint8_t*>(name.data()), name.size()}, crc);
            crc = static_cast<uint32_t>(
                crc32_combine(crc, m_crcs[i], static_cast<z_off_t>(m_tensors[i].bytes)));
        }
        const std::string header = encodeSafetensorsHeader(m_tensors, m_options.metadata, crc);
        if (Status s = m_file.overwrite(0, header); !s) {
            return s;
        }
    }
    return m_file.commit(m_options.readOnly);
}

}  // namespace shardscope
