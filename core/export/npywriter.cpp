#include "npywriter.h"

#include "../util/translatenoop.h"

namespace shardscope {

std::string npyHeader(const std::string& descr, const std::vector<int64_t>& shape) {
    std::string dict = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': (";
    for (size_t i = 0; i < shape.size(); ++i) {
        dict += std::to_string(shape[i]) + (shape.size() == 1 || i + 1 < shape.size() ? "," : "");
        if (i + 1 < shape.size()) {
            dict += " ";
        }
    }
    dict += "), }";
    // Version 1.0 stores the header length in 2 bytes, 2.0 in 4.
    const bool wide = dict.size() + 1 + 10 > 65535;
    const size_t prefix = wide ? 12 : 10;
    const size_t total = (prefix + dict.size() + 1 + 63) / 64 * 64;
    dict.resize(total - prefix - 1, ' ');
    dict += '\n';
    std::string out = "\x93NUMPY";
    out += static_cast<char>(wide ? 2 : 1);
    out += '\0';
    const size_t n = dict.size();
    for (size_t i = 0; i < (wide ? 4u : 2u); ++i) {
        out += static_cast<char>((n >> (8 * i)) & 0xFF);
    }
    return out + dict;
}

Result<NpyWriter> NpyWriter::create(const std::string& path, const std::string& descr,
                                    const std::vector<int64_t>& shape, uint64_t dataBytes) {
    auto file = AtomicFile::create(path);
    if (!file) {
        return std::move(file).error();
    }
    NpyWriter writer;
    writer.m_file = std::move(*file);
    writer.m_left = dataBytes;
    if (Status s = writer.m_file.write(npyHeader(descr, shape)); !s) {
        return std::move(s).error();
    }
    return writer;
}

Status NpyWriter::append(std::span<const uint8_t> bytes) {
    if (bytes.size() > m_left) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "more data than the shape holds"), {})
            .inFile(m_file.finalPath());
    }
    m_left -= bytes.size();
    return m_file.write(bytes.data(), bytes.size());
}

Status NpyWriter::commit() {
    if (m_left != 0) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "less data than the shape holds"), {})
            .inFile(m_file.finalPath());
    }
    return m_file.commit(false);
}

}  // namespace shardscope
