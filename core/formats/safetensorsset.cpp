#include "safetensorsset.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "../util/jsonerrortext.h"
#include "../util/translatenoop.h"
#include "safetensorsparser.h"

namespace shardscope {

namespace fs = std::filesystem;

bool naturalLess(const std::string& a, const std::string& b) {
    size_t i = 0, j = 0;
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    while (i < a.size() && j < b.size()) {
        if (digit(a[i]) && digit(b[j])) {
            size_t ei = i, ej = j;
            while (ei < a.size() && digit(a[ei])) {
                ++ei;
            }
            while (ej < b.size() && digit(b[ej])) {
                ++ej;
            }
            std::string na = a.substr(i, ei - i), nb = b.substr(j, ej - j);
            na.erase(0, std::min(na.find_first_not_of('0'), na.size()));
            nb.erase(0, std::min(nb.find_first_not_of('0'), nb.size()));
            if (na.size() != nb.size()) {
                return na.size() < nb.size();
            }
            if (na != nb) {
                return na < nb;
            }
            i = ei;
            j = ej;
            continue;
        }
        if (a[i] != b[j]) {
            return a[i] < b[j];
        }
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j || (a.size() - i == b.size() - j && a < b);
}

Result<SafetensorsSet> readSafetensorsSet(const std::string& indexPath) {
    auto mapped = MappedFile::open(indexPath);
    if (!mapped) {
        return std::move(mapped).error();
    }
    const auto* text = reinterpret_cast<const char*>(mapped->data());
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text, text + mapped->size());
        if (Status s = mapped->intact(); !s) {
            return std::move(s).error();
        }
    } catch (const nlohmann::json::parse_error& e) {
        if (Status s = mapped->intact(); !s) {
            return std::move(s).error();
        }
        return makeError(
                   ErrorCode::Corrupt,
                   QT_TRANSLATE_NOOP("ErrorMessage", "the safetensors index is not valid JSON"), {})
            .inFile(indexPath)
            .atOffset(static_cast<int64_t>(e.byte > 0 ? e.byte - 1 : 0));
    } catch (const nlohmann::json::exception& e) {
        // A number past a double's range (out_of_range 406) ends the parse without a position.
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the safetensors index is not valid JSON: {reason}"),
                         {jsonProblemArg("reason", e)})
            .inFile(indexPath);
    }
    // MindSpore 2.4 and 2.5 write param_name_map.json flat, {"<param>": "part<i>.safetensors"};
    // 2.6+ and Hugging Face nest it under "weight_map". MindSpore reads both the same way.
    const bool flat = j.is_object() && !j.empty() && !j.contains("weight_map") &&
                      fs::path(indexPath).filename() == "param_name_map.json";
    const auto map = flat            ? nlohmann::json::iterator{}
                     : j.is_object() ? j.find("weight_map")
                                     : j.end();
    if (!flat && (map == j.end() || !map->is_object())) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the safetensors index has no \"weight_map\" object of "
                                           "file names"),
                         {})
            .inFile(indexPath);
    }
    SafetensorsSet set;
    set.path = indexPath;
    std::set<std::string> names;
    const nlohmann::json& entries = flat ? j : *map;
    for (const auto& [param, file] : entries.items()) {
        if (!file.is_string()) {
            return makeError(
                       ErrorCode::Corrupt,
                       QT_TRANSLATE_NOOP("ErrorMessage", "the weight_map entry is not a file name"),
                       {})
                .inFile(indexPath)
                .forParam(param);
        }
        const std::string name = file.get<std::string>();
        if (name.empty() || name.find('/') != std::string::npos || name == "." || name == "..") {
            return makeError(ErrorCode::Corrupt,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the weight_map names '{name}', which is not a file "
                                               "beside the index"),
                             {{"name", name}})
                .inFile(indexPath)
                .forParam(param);
        }
        set.weightMap.emplace(param, name);
        names.insert(name);
    }
    if (names.empty()) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the safetensors index names no file"),
                         {})
            .inFile(indexPath);
    }
    std::vector<std::string> sorted(names.begin(), names.end());
    std::sort(sorted.begin(), sorted.end(), naturalLess);
    const fs::path folder = fs::path(indexPath).parent_path();
    for (const std::string& name : sorted) {
        set.files.push_back((folder / name).string());
    }
    constexpr const char* kHyperParams = "hyper_param.safetensors";
    std::error_code ec;
    if (fs::path(indexPath).filename() == "param_name_map.json" && names.count(kHyperParams) == 0 &&
        fs::is_regular_file(folder / kHyperParams, ec)) {
        set.unlisted = kHyperParams;
        set.files.push_back((folder / kHyperParams).string());
    }
    return set;
}

Result<std::span<const uint8_t>> joinedFile(const MappedFile& joined,
                                            const std::vector<uint64_t>& bases, size_t i,
                                            const std::string& file) {
    const uint64_t base = bases[i];
    const uint64_t end = i + 1 < bases.size() ? bases[i + 1] : joined.size();
    std::error_code ec;
    const uint64_t size = fs::file_size(file, ec);
    if (ec || base + size > end) {
        return makeError(ErrorCode::Io,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the file changed while it was opened"),
                         {})
            .inFile(file);
    }
    return joined.bytes().subspan(static_cast<size_t>(base), static_cast<size_t>(size));
}

void moveToBase(TensorEntry& entry, uint64_t base) {
    entry.recordOffset += base;
    for (ByteRange& c : entry.chunks) {
        c.offset += base;
    }
    for (MapPart& m : entry.mapParts) {
        m.content.offset += base;
    }
}

Result<CheckpointIndex> parseSafetensorsSet(const SafetensorsSet& set, const MappedFile& joined,
                                            const std::vector<uint64_t>& bases,
                                            const CheckpointParseOptions& options) {
    CheckpointIndex index;
    index.path = set.path;
    index.pool = options.pool ? options.pool : std::make_shared<InternPool>();
    index.format = CheckpointFormat::Safetensors;
    std::map<std::string, std::string> seen;  // parameter -> file holding it
    bool anyCrc = false;
    for (size_t i = 0; i < set.files.size(); ++i) {
        const std::string& file = set.files[i];
        const uint64_t base = bases[i];
        const auto bytes = joinedFile(joined, bases, i, file);
        if (!bytes) {
            return bytes.error();
        }
        const uint64_t size = bytes->size();
        CheckpointParseOptions partOptions = options;
        partOptions.requireCrc = false;
        partOptions.pool = index.pool;  // the parts' entries join this index
        auto part = parseSafetensors(*bytes, file, partOptions);
        if (!part) {
            return std::move(part).error();
        }
        const std::string fileName = fs::path(file).filename().string();
        IndexPart info = part->parts.front();
        info.base = base;
        info.firstTensor = index.tensors.size();
        for (TensorEntry& t : part->tensors) {
            const auto where = set.weightMap.find(t.name);
            const bool unlisted = where == set.weightMap.end() && fileName == set.unlisted;
            if (!unlisted && (where == set.weightMap.end() || where->second != fileName)) {
                return makeError(
                           ErrorCode::Corrupt,
                           where == set.weightMap.end()
                               ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                     "ErrorMessage",
                                     "the file holds a parameter its index does not list"))
                               : ErrorTemplate(QT_TRANSLATE_NOOP(
                                     "ErrorMessage",
                                     "the index places this parameter in '{file}', not here")),
                           {{"file", where == set.weightMap.end() ? std::string() : where->second}})
                    .inFile(file)
                    .forParam(t.name);
            }
            if (!seen.emplace(t.name, file).second) {
                return makeError(
                           ErrorCode::Corrupt,
                           QT_TRANSLATE_NOOP("ErrorMessage", "the parameter is also in {file}"),
                           {{"file", seen[t.name]}})
                    .inFile(file)
                    .forParam(t.name);
            }
            moveToBase(t, base);
            index.tensors.push_back(std::move(t));
        }
        info.tensorCount = index.tensors.size() - info.firstTensor;
        anyCrc = anyCrc || info.hasCrc;
        if (part->crc == CrcState::Mismatch || (index.crc != CrcState::Mismatch && info.hasCrc)) {
            index.crc = part->crc;
            index.storedCrc = part->storedCrc;
            index.computedCrc = part->computedCrc;
        }
        index.issues.insert(index.issues.end(), part->issues.begin(), part->issues.end());
        if (index.metadata.empty()) {
            index.metadata = part->metadata;
        }
        index.parts.push_back(info);
        index.fileSize += size;
    }
    for (const auto& [param, file] : set.weightMap) {
        if (seen.count(param) == 0) {
            return makeError(ErrorCode::Corrupt,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the index places this parameter in '{file}', "
                                               "which does not hold it"),
                             {{"file", file}})
                .inFile(set.path)
                .forParam(param);
        }
    }
    if (options.requireCrc && !anyCrc) {
        return makeError(ErrorCode::CrcMissing,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "no file of the safetensors set has a crc_num in its "
                                           "__metadata__"),
                         {})
            .inFile(set.path);
    }
    index.payloadSize = index.fileSize;
    return index;
}

}  // namespace shardscope
