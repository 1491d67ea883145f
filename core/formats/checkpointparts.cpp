#include "checkpointparts.h"

#include <sys/stat.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>
#include <set>

#include "../util/fileio.h"
#include "../util/translatenoop.h"
#include "safetensorsparser.h"
#include "safetensorsset.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kPartMark = "_part";
constexpr std::string_view kWildcard = "*";

struct PartName {
    std::string prefix;
    int64_t stage = 0;
    std::string extension;  // ".ckpt" or ".safetensors"
};

// "net0_part3.ckpt" -> {"net0", 3, ".ckpt"}.
std::optional<PartName> partName(const std::string& name) {
    PartName out;
    for (const char* extension : {".ckpt", ".safetensors"}) {
        if (name.ends_with(extension)) {
            out.extension = extension;
        }
    }
    if (out.extension.empty()) {
        return std::nullopt;
    }
    const std::string stem = name.substr(0, name.size() - out.extension.size());
    const size_t at = stem.rfind(kPartMark);
    if (at == std::string::npos || at == 0) {
        return std::nullopt;
    }
    const std::string digits = stem.substr(at + kPartMark.size());
    if (digits.empty() || digits.size() > 9 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    out.prefix = stem.substr(0, at);
    out.stage = std::stoll(digits);
    return out;
}

// "net0_part*.ckpt" -> {"net0", 0, ".ckpt"}.
std::optional<PartName> wildcardName(const std::string& name) {
    for (const char* extension : {".ckpt", ".safetensors"}) {
        const std::string tail = std::string(kPartMark) + std::string(kWildcard) + extension;
        if (name.size() > tail.size() && name.ends_with(tail)) {
            return PartName{name.substr(0, name.size() - tail.size()), 0, extension};
        }
    }
    return std::nullopt;
}

Result<CheckpointIndex> parsePart(std::span<const uint8_t> bytes, const std::string& file,
                                  const CheckpointParseOptions& options) {
    if (!file.ends_with(".safetensors") && detectEncryption(bytes) != EncryptionMode::None) {
        return makeError(ErrorCode::Unsupported,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "an encrypted per-stage part: ShardScope reads "
                                           "encrypted checkpoints one file at a time, not yet as "
                                           "parts of one; open the file alone"),
                         {})
            .inFile(file);
    }
    return file.ends_with(".safetensors") ? parseSafetensors(bytes, file, options)
                                          : parseCheckpoint(bytes, file, options);
}

// The bytes of two lists of ranges, read in order, are the same (however they are split).
bool sameBytes(const std::vector<ByteRange>& a, const std::vector<ByteRange>& b,
               const MappedFile& joined) {
    size_t ia = 0, ib = 0;
    uint64_t oa = 0, ob = 0;
    while (ia < a.size() && ib < b.size()) {
        const uint64_t n = std::min(a[ia].size - oa, b[ib].size - ob);
        if (std::memcmp(joined.data() + a[ia].offset + oa, joined.data() + b[ib].offset + ob,
                        static_cast<size_t>(n)) != 0) {
            return false;
        }
        oa += n;
        ob += n;
        if (oa == a[ia].size) {
            ++ia;
            oa = 0;
        }
        if (ob == b[ib].size) {
            ++ib;
            ob = 0;
        }
    }
    return true;
}

std::vector<ByteRange> contentOf(const TensorEntry& t) {
    std::vector<ByteRange> out;
    if (t.kind == TensorKind::Map) {
        for (const MapPart& m : t.mapParts) {
            out.push_back(m.content);
        }
    } else {
        out.assign(t.chunks.begin(), t.chunks.end());
    }
    return out;
}

uint64_t total(const std::vector<ByteRange>& ranges) {
    uint64_t sum = 0;
    for (const ByteRange& r : ranges) {
        sum += r.size;
    }
    return sum;
}

// Two entries that MindSpore would load as the same value: kind, type, shape and bytes.
bool sameEntry(const TensorEntry& a, const TensorEntry& b, const MappedFile& joined) {
    if (a.kind != b.kind || !(a.dtypeName == b.dtypeName) || !(a.dims == b.dims)) {
        return false;
    }
    const std::vector<ByteRange> ca = contentOf(a), cb = contentOf(b);
    return total(ca) == total(cb) && sameBytes(ca, cb, joined);
}

}  // namespace

std::optional<IterationFileName> parseIterationFileName(const std::string& name) {
    constexpr std::string_view kExtension = ".safetensors";
    if (!name.ends_with(kExtension)) {
        return std::nullopt;
    }
    std::string stem = name.substr(0, name.size() - kExtension.size());
    IterationFileName out;
    int64_t values[2] = {0, 0};
    for (int field = 1; field >= 0; --field) {
        const size_t dash = stem.rfind('-');
        const std::string digits = dash == std::string::npos ? "" : stem.substr(dash + 1);
        if (digits.size() < 7 || digits.size() > 9 ||
            !std::all_of(digits.begin(), digits.end(),
                         [](char c) { return c >= '0' && c <= '9'; })) {
            return std::nullopt;
        }
        values[field] = std::stoll(digits);
        out.numbers = stem.substr(dash) + out.numbers;
        stem.resize(dash);
    }
    out.rank = values[0];
    out.world = values[1];
    for (const char* kind : {"model", "opt", "*"}) {
        const std::string k = kind;
        if (stem == k || stem.ends_with("-" + k)) {
            out.kind = k;
            out.prefix = stem.substr(0, stem.size() - k.size());
            return out;
        }
    }
    return std::nullopt;
}

std::optional<std::string> checkpointPartsName(const std::vector<std::string>& files) {
    if (files.size() < 2) {
        return std::nullopt;
    }
    if (files.size() == 2) {
        const auto a = parseIterationFileName(fs::path(files[0]).filename().string());
        const auto b = parseIterationFileName(fs::path(files[1]).filename().string());
        if (a && b && a->prefix == b->prefix && a->numbers == b->numbers &&
            std::set<std::string>{a->kind, b->kind} == std::set<std::string>{"model", "opt"}) {
            return (fs::path(files[0]).parent_path() /
                    (a->prefix + "*" + a->numbers + ".safetensors"))
                .string();
        }
    }
    std::optional<PartName> first;
    std::set<int64_t> stages;
    for (const std::string& file : files) {
        const auto part = partName(fs::path(file).filename().string());
        if (!part ||
            (first && (part->prefix != first->prefix || part->extension != first->extension)) ||
            !stages.insert(part->stage).second) {
            return std::nullopt;
        }
        first = part;
    }
    return (fs::path(files.front()).parent_path() /
            (first->prefix + std::string(kPartMark) + std::string(kWildcard) + first->extension))
        .string();
}

std::optional<std::string> checkpointPartsIn(const std::string& folder) {
    std::vector<std::string> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string extension = entry.path().extension().string();
        if ((extension == ".ckpt" || extension == ".safetensors") && entry.is_regular_file(ec)) {
            files.push_back(entry.path().string());
        }
    }
    return ec ? std::nullopt : checkpointPartsName(files);
}

bool checkpointSizeAndTime(const std::string& path, uint64_t& bytes, int64_t& mtimeNs) {
    std::vector<std::string> files = {path};
    if (isCheckpointPartsPath(path)) {
        auto parts = listCheckpointParts(path);
        if (!parts) {
            return false;
        }
        files = parts->files;
    }
    bytes = 0;
    mtimeNs = 0;
    for (const std::string& file : files) {
        struct stat st {};
        if (::stat(file.c_str(), &st) != 0) {
            return false;
        }
        bytes += static_cast<uint64_t>(st.st_size);
        mtimeNs = std::max(
            mtimeNs, static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec);
    }
    return true;
}

bool isCheckpointPartsPath(const std::string& path) {
    const std::string name = fs::path(path).filename().string();
    const auto iteration = parseIterationFileName(name);
    return wildcardName(name).has_value() || (iteration && iteration->kind == "*");
}

Result<CheckpointParts> listCheckpointParts(const std::string& path) {
    // A bare name ("net0_part*.ckpt", typed in the rank folder) lies in the current folder.
    const fs::path parent = fs::path(path).parent_path();
    const fs::path folder = parent.empty() ? fs::path(".") : parent;
    const std::string name = fs::path(path).filename().string();
    const auto wanted = wildcardName(name);
    const auto iteration = parseIterationFileName(name);
    if (iteration && iteration->kind == "*") {
        CheckpointParts parts;
        parts.path = path;
        for (const char* kind : {"model", "opt"}) {  // the network's parameters first
            const fs::path file =
                folder / (iteration->prefix + kind + iteration->numbers + ".safetensors");
            std::error_code ec;
            if (fs::is_regular_file(file, ec)) {
                parts.files.push_back(file.string());
            }
        }
        if (parts.files.empty()) {
            return makeError(ErrorCode::NotFound,
                             QT_TRANSLATE_NOOP("ErrorMessage", "no files {name} in the folder"),
                             {{"name", name}})
                .inFile(folder.string());
        }
        return parts;
    }
    if (!wanted) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no part files {name} in the folder"),
                         {{"name", name}})
            .inFile(folder.string());
    }
    std::vector<std::pair<int64_t, std::string>> found;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const auto part = partName(entry.path().filename().string());
        if (part && part->prefix == wanted->prefix && part->extension == wanted->extension &&
            entry.is_regular_file(ec)) {
            found.emplace_back(part->stage, entry.path().string());
        }
    }
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot list folder: {reason}"),
                       folder.string());
    }
    if (found.empty()) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no part files {name} in the folder"),
                         {{"name", name}})
            .inFile(folder.string());
    }
    std::sort(found.begin(), found.end());
    CheckpointParts parts;
    parts.path = path;
    for (auto& [stage, file] : found) {
        parts.files.push_back(std::move(file));
    }
    return parts;
}

Result<CheckpointIndex> parseCheckpointParts(const CheckpointParts& parts, const MappedFile& joined,
                                             const std::vector<uint64_t>& bases,
                                             const CheckpointParseOptions& options) {
    CheckpointIndex index;
    index.path = parts.path;
    index.pool = options.pool ? options.pool : std::make_shared<InternPool>();
    index.format = parts.path.ends_with(".safetensors") ? CheckpointFormat::Safetensors
                                                        : CheckpointFormat::Ckpt;
    std::map<std::string, std::pair<size_t, size_t>, std::less<>> seen;  // name -> (entry, part)
    bool anyCrc = false, allVerified = true;
    for (size_t i = 0; i < parts.files.size(); ++i) {
        const std::string& file = parts.files[i];
        const uint64_t base = bases[i];
        auto bytes = joinedFile(joined, bases, i, file);
        if (!bytes) {
            return std::move(bytes).error();
        }
        const uint64_t size = bytes->size();
        CheckpointParseOptions partOptions = options;
        partOptions.pool = index.pool;  // the parts' entries join this index
        auto part = parsePart(*bytes, file, partOptions);
        if (!part) {
            return std::move(part).error();
        }
        IndexPart info;
        info.path = file;
        info.base = base;
        info.size = size;
        info.hasCrc = part->crc != CrcState::None;
        info.storedCrc = part->storedCrc;
        info.firstTensor = index.tensors.size();
        for (TensorEntry& t : part->tensors) {
            moveToBase(t, base);
            const auto [at, fresh] = seen.try_emplace(std::string(t.name), index.tensors.size(), i);
            if (fresh) {
                index.tensors.push_back(std::move(t));
                continue;
            }
            if (!sameEntry(index.tensors[at->second.first], t, joined)) {
                return makeError(
                           ErrorCode::Corrupt,
                           QT_TRANSLATE_NOOP("ErrorMessage",
                                             "the parameter is also in '{other}' with another "
                                             "value; MindSpore's load_segmented_checkpoints keeps "
                                             "whichever of the two files its folder listing gives "
                                             "last"),
                           {{"other",
                             fs::path(parts.files[at->second.second]).filename().string()}})
                    .inFile(file)
                    .forParam(std::string(t.name));
            }
        }
        info.tensorCount = index.tensors.size() - info.firstTensor;
        anyCrc = anyCrc || info.hasCrc;
        if (part->crc == CrcState::Mismatch) {
            index.crc = CrcState::Mismatch;
            index.storedCrc = part->storedCrc;
            index.computedCrc = part->computedCrc;
        } else if (index.crc != CrcState::Mismatch && info.hasCrc) {
            allVerified = allVerified && part->crc == CrcState::Ok;
            index.storedCrc = part->storedCrc;
            index.computedCrc = part->computedCrc;
        }
        index.issues.insert(index.issues.end(), part->issues.begin(), part->issues.end());
        if (index.metadata.empty()) {
            index.metadata = part->metadata;  // safetensors: the first part's __metadata__
        }
        index.parts.push_back(info);
        index.fileSize += size;
        index.payloadSize += part->payloadSize;
    }
    if (index.crc != CrcState::Mismatch && anyCrc) {
        index.crc = allVerified ? CrcState::Ok : CrcState::Unverified;
    }
    return index;
}

Result<uint32_t> checkpointPartCrc(const MappedFile& joined, const IndexPart& part) {
    const auto bytes =
        joined.bytes().subspan(static_cast<size_t>(part.base), static_cast<size_t>(part.size));
    if (!part.path.ends_with(".safetensors")) {
        return crc32Of(bytes.first(static_cast<size_t>(part.size - kCkptCrcTrailerBytes)));
    }
    // The part's own entries, parsed again: the joined index keeps a shared parameter once.
    CheckpointParseOptions options;
    options.verifyCrc = true;
    auto again = parseSafetensors(bytes, part.path, options);
    if (!again) {
        return std::move(again).error();
    }
    return again->computedCrc;
}

}  // namespace shardscope
