#include "safetensorssetwriter.h"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "../util/atomicfile.h"
#include "../util/jsontext.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

uint64_t dataBytes(const std::vector<SafetensorsTensorSpec>& tensors) {
    uint64_t n = 0;
    for (const SafetensorsTensorSpec& t : tensors) {
        n += t.bytes;
    }
    return n;
}

std::string partName(const std::string& stem, size_t part, size_t parts) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "-%05zu-of-%05zu", part + 1, parts);
    return stem + buf + ".safetensors";
}

}  // namespace

SafetensorsSetWriter::~SafetensorsSetWriter() {
    if (!m_done) {
        for (const std::string& path : m_committed) {
            ::unlink(path.c_str());
        }
    }
}

Result<SafetensorsSetWriter> SafetensorsSetWriter::create(
    const std::string& path, std::vector<SafetensorsTensorSpec> tensors,
    const SafetensorsSetOptions& options) {
    SafetensorsSetWriter set;
    set.m_options = options;
    set.m_parts.emplace_back();
    uint64_t used = 0;
    for (SafetensorsTensorSpec& t : tensors) {
        if (options.maxFileBytes > 0 && !set.m_parts.back().empty() &&
            used + t.bytes > options.maxFileBytes) {
            set.m_parts.emplace_back();
            used = 0;
        }
        used += t.bytes;
        set.m_parts.back().push_back(std::move(t));
    }
    if (set.m_parts.size() == 1) {
        set.m_files.push_back(path);
    } else {
        const fs::path p(path);
        std::string stem = p.filename().string();
        const std::string ext = ".safetensors";
        if (stem.size() > ext.size() && stem.ends_with(ext)) {
            stem.resize(stem.size() - ext.size());
        }
        for (size_t i = 0; i < set.m_parts.size(); ++i) {
            set.m_files.push_back(
                (p.parent_path() / partName(stem, i, set.m_parts.size())).string());
        }
        set.m_indexPath = (p.parent_path() / (stem + ".safetensors.index.json")).string();
        set.m_files.push_back(set.m_indexPath);
    }
    if (Status s = set.openPart(0); !s) {
        return std::move(s).error();
    }
    return set;
}

Status SafetensorsSetWriter::openPart(size_t part) {
    m_part = part;
    auto writer = SafetensorsWriter::create(m_files[part], m_parts[part], m_options.file);
    if (!writer) {
        return std::move(writer).error();
    }
    m_writer = std::make_unique<SafetensorsWriter>(std::move(*writer));
    m_left = dataBytes(m_parts[part]);
    return {};
}

Status SafetensorsSetWriter::append(std::span<const uint8_t> bytes) {
    while (!bytes.empty()) {
        while (m_left == 0) {
            if (m_part + 1 >= m_parts.size()) {
                return makeError(ErrorCode::InvalidArgument,
                                 QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "more content than the tensors declared"),
                                 {})
                    .inFile(m_files[m_part]);
            }
            if (Status s = m_writer->commit(); !s) {
                return s;
            }
            m_committed.push_back(m_files[m_part]);
            if (Status s = openPart(m_part + 1); !s) {
                return s;
            }
        }
        const size_t n = static_cast<size_t>(std::min<uint64_t>(m_left, bytes.size()));
        if (Status s = m_writer->append(bytes.first(n)); !s) {
            return s;
        }
        m_left -= n;
        bytes = bytes.subspan(n);
    }
    return {};
}

Status SafetensorsSetWriter::commit() {
    while (m_left == 0 && m_part + 1 < m_parts.size()) {
        if (Status s = m_writer->commit(); !s) {
            return s;
        }
        m_committed.push_back(m_files[m_part]);
        if (Status s = openPart(m_part + 1); !s) {
            return s;
        }
    }
    if (Status s = m_writer->commit(); !s) {
        return s;
    }
    m_committed.push_back(m_files[m_part]);
    if (!m_indexPath.empty()) {
        OrderedJsonObject map;
        std::map<std::string, std::string> sorted;
        uint64_t total = 0;
        for (size_t i = 0; i < m_parts.size(); ++i) {
            for (const SafetensorsTensorSpec& t : m_parts[i]) {
                sorted[t.name] = fs::path(m_files[i]).filename().string();
                total += t.bytes;
            }
        }
        for (const auto& [name, file] : sorted) {
            map[name] = file;
        }
        nlohmann::ordered_json index;
        index["metadata"] = {{"total_size", total}};
        index["weight_map"] = map.take();
        auto file = AtomicFile::create(m_indexPath);
        if (!file) {
            return std::move(file).error();
        }
        if (Status s = file->write(dumpJson(index, 2) + "\n"); !s) {
            return s;
        }
        if (Status s = file->commit(m_options.file.readOnly); !s) {
            return s;
        }
    }
    m_done = true;
    return {};
}

}  // namespace shardscope
