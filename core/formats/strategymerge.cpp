#include <algorithm>
#include <filesystem>
#include <map>

#include "../util/atomicfile.h"
#include "../util/fileio.h"
#include "../util/mappedfile.h"
#include "../util/translatenoop.h"
#include "foreignfile.h"
#include "strategy.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

bool endsWith(const std::string& s, std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix.data(), suffix.size()) == 0;
}

// MindSpore decides by the last five characters, case-sensitively; so do we.
bool isJsonPath(const std::string& path) {
    return endsWith(path, ".json");
}

std::string joinNames(const std::vector<fs::path>& files) {
    std::string out;
    for (const fs::path& f : files) {
        out += (out.empty() ? "" : ", ") + f.filename().string();
    }
    return out;
}

std::string joinStages(const std::vector<int>& stages) {
    std::string out;
    for (const int s : stages) {
        out += (out.empty() ? "" : ", ") + std::to_string(s);
    }
    return out;
}

struct FolderListing {
    std::vector<fs::path> protobuf;
    std::vector<fs::path> json;
    std::vector<std::string> stray;
};

Result<FolderListing> listFolder(const std::string& folder) {
    FolderListing listing;
    std::error_code ec;
    fs::directory_iterator it(folder, ec);
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot list the folder: {reason}"),
                       folder);
    }
    // increment(ec) rather than range-for: operator++ throws, and core returns errors as values.
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        std::error_code typeError;
        // Sub-folders are not part of MindSpore's glob("*.ckpt") either.
        if (!it->is_regular_file(typeError)) {
            continue;
        }
        const std::string name = it->path().filename().string();
        if (endsWith(name, ".ckpt")) {
            listing.protobuf.push_back(it->path());
        } else if (endsWith(name, ".json")) {
            listing.json.push_back(it->path());
        } else {
            listing.stray.push_back(name);
        }
    }
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot list the folder: {reason}"),
                       folder);
    }
    // MindSpore takes glob() order, which is the file system's; name order makes runs repeatable.
    std::sort(listing.protobuf.begin(), listing.protobuf.end());
    std::sort(listing.json.begin(), listing.json.end());
    std::sort(listing.stray.begin(), listing.stray.end());
    return listing;
}

Issue strayFileIssue(const std::string& folder, const std::string& name) {
    return makeIssue(IssueCode::StrayFile, Severity::Warning, (fs::path(folder) / name).string(),
                     {}, -1, {name});
}

bool sameBytes(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (fs::file_size(a, ec) != fs::file_size(b, ec) || ec) {
        return false;
    }
    Result<MappedFile> first = MappedFile::open(a);
    Result<MappedFile> second = MappedFile::open(b);
    // Two files cut short while compared would read as equal zeros.
    return first && second && first->size() == second->size() &&
           std::equal(first->data(), first->data() + first->size(), second->data()) &&
           first->intact() && second->intact();
}

// One notice per stage, naming the first file skipped and counting the others.
Issue duplicateStageIssue(uint32_t stage, const std::string& kept,
                          const std::vector<std::string>& skipped) {
    const std::string others = skipped.size() > 1 ? std::to_string(skipped.size() - 1) : "";
    return makeIssue(IssueCode::DuplicateStage, Severity::Warning, skipped.front(), {}, -1,
                     {std::to_string(stage), skipped.front(), kept, others});
}

}  // namespace

Result<Strategy> readStrategyFile(const std::string& path) {
    if (isGraphFileName(fs::path(path).filename().string())) {
        return graphFileError(path);  // a protobuf starting with 0x08 too: 0 layouts otherwise
    }
    Result<MappedFile> file = MappedFile::open(path);
    if (!file) {
        return std::move(file).error();
    }
    // Strategy files are small (kilobytes to a few megabytes); a copy keeps the parsers simple.
    const std::string bytes(reinterpret_cast<const char*>(file->data()),
                            static_cast<size_t>(file->size()));
    if (Status s = file->intact(); !s) {
        return std::move(s).error();
    }
    return isJsonPath(path) ? parseStrategyJson(bytes, path) : parseStrategyProtobuf(bytes, path);
}

Status writeStrategyFile(const Strategy& strategy, const std::string& path) {
    const bool json = isJsonPath(path);
    const std::string bytes =
        json ? serializeStrategyJson(strategy) : serializeStrategyProtobuf(strategy);
    if (bytes.empty()) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the strategy is too large for the protobuf form (2 GiB "
                                           "limit)"),
                         {})
            .inFile(path);
    }
    Result<AtomicFile> out = AtomicFile::create(path);
    if (!out) {
        return std::move(out).error();
    }
    if (Status written = out->write(bytes); !written) {
        return written;
    }
    return out->commit();
}

Result<Strategy> loadStrategy(const std::string& fileOrFolder) {
    std::error_code ec;
    if (fs::is_directory(fileOrFolder, ec)) {
        return mergeStrategyFolder(fileOrFolder);
    }
    return readStrategyFile(fileOrFolder);
}

Result<Strategy> mergeStrategyFolder(const std::string& folder) {
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) {
        const ErrorCode code =
            fs::exists(folder, ec) ? ErrorCode::InvalidArgument : ErrorCode::NotFound;
        return makeError(
                   code,
                   QT_TRANSLATE_NOOP("ErrorMessage", "not a folder of per-stage strategy files"),
                   {})
            .inFile(folder);
    }
    Result<FolderListing> listing = listFolder(folder);
    if (!listing) {
        return std::move(listing).error();
    }
    if (!listing->protobuf.empty() && !listing->json.empty()) {
        Error e = makeError(
            ErrorCode::MixedFormats,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "the folder mixes strategy formats: .ckpt "
                              "({protobuf}) and .json ({json})"),
            {{"protobuf", joinNames(listing->protobuf)}, {"json", joinNames(listing->json)}});
        e.fix = QT_TRANSLATE_NOOP(
            "ErrorMessage",
            "MindSpore merges all '.ckpt' or all '.json'; keep one format in the folder");
        return e.inFile(folder);
    }
    const bool json = listing->protobuf.empty();
    const std::vector<fs::path>& files = json ? listing->json : listing->protobuf;
    if (files.empty()) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "no strategy files (*.ckpt or *.json) in the folder"),
                         {})
            .inFile(folder);
    }

    Strategy merged;
    merged.source = folder;
    merged.format = json ? StrategyFormat::Json : StrategyFormat::Protobuf;
    merged.currentStage = 1;
    merged.merged = true;
    for (const std::string& name : listing->stray) {
        merged.issues.push_back(strayFileIssue(folder, name));
    }
    std::map<uint32_t, std::string> mergedFrom;              // stage -> file it came from
    std::map<uint32_t, std::vector<std::string>> differing;  // stage -> other files skipped
    for (const fs::path& path : files) {
        // MindFormers saves one file per rank: a byte-identical copy of a file already merged
        // is the same strategy, neither parsed again nor a conflict.
        const bool copy = std::any_of(mergedFrom.begin(), mergedFrom.end(), [&](const auto& kept) {
            return sameBytes(kept.second, path.string());
        });
        if (copy) {
            continue;
        }
        Result<Strategy> part = readStrategyFile(path.string());
        if (!part) {
            return std::move(part).error();
        }
        if (part->items.empty() || part->layouts.empty()) {
            return makeError(ErrorCode::Empty,
                             QT_TRANSLATE_NOOP("ErrorMessage", "the strategy file is empty"), {})
                .inFile(path.string());
        }
        const uint32_t stage = part->fileStage();
        if (mergedFrom.count(stage) != 0) {
            differing[stage].push_back(path.string());
            continue;
        }
        mergedFrom.emplace(stage, path.string());
        for (Issue& issue : part->issues) {
            merged.issues.push_back(std::move(issue));
        }
        for (StrategyItem& item : part->items) {
            merged.items.push_back(std::move(item));
        }
        // Like MindSpore, prefix the name exactly as stored, whatever it looks like.
        for (ParamLayout& layout : part->layouts) {
            layout.name = layout.storedName();
            layout.stage = static_cast<int>(stage);
            layout.prefixed = true;
            merged.layouts.push_back(std::move(layout));
        }
    }

    for (const auto& [stage, skipped] : differing) {
        merged.issues.push_back(duplicateStageIssue(stage, mergedFrom[stage], skipped));
    }
    const std::vector<int> stages = merged.stages();
    // Sorted and distinct, so 0..n-1 exactly when it starts at 0 and ends at size - 1.
    const bool complete =
        stages.front() == 0 && static_cast<int>(stages.size()) == stages.back() + 1;
    if (!complete) {
        // MindSpore's words (kMissingStagesMessage): the translation keeps them.
        Error e = makeError(ErrorCode::BadStrategy,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "The strategy file for pipeline parallel does not "
                                              "contains all stages."),
                            {});
        e.withFix(QT_TRANSLATE_NOOP("ErrorMessage",
                                    "stages found: {stages}; every stage from 0 up needs its file"),
                  {{"stages", joinStages(stages)}});
        return e.inFile(folder);
    }
    return merged;
}

}  // namespace shardscope
