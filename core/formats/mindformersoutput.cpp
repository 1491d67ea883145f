#include "mindformersoutput.h"

#include <algorithm>
#include <filesystem>

namespace shardscope {

namespace fs = std::filesystem;

namespace {

bool hasRankFolders(const fs::path& dir) {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("rank_", 0) == 0 && entry.is_directory(ec)) {
            return true;
        }
    }
    return false;
}

bool hasStrategyFiles(const fs::path& dir) {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("ckpt_strategy", 0) == 0 && entry.is_regular_file(ec)) {
            return true;
        }
    }
    return false;
}

// "a/b/", "a/./b" and "b" run from "a" as "/…/a/b".
std::string normalized(const fs::path& path) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(path, ec);
    std::string text = (ec ? path : absolute).lexically_normal().string();
    while (text.size() > 1 && text.back() == '/') {
        text.pop_back();
    }
    return text;
}

std::optional<MindFormersOutput> outputAt(const fs::path& root) {
    std::error_code ec;
    if (!fs::is_directory(root, ec)) {
        return std::nullopt;
    }
    MindFormersOutput out;
    out.root = normalized(root);
    const fs::path checkpoint = root / "checkpoint";
    if (fs::is_directory(checkpoint, ec) && hasRankFolders(checkpoint)) {
        out.runs.push_back((fs::path(out.root) / "checkpoint").string());
    }
    const fs::path transformed = root / "transformed_checkpoint";
    if (fs::is_directory(transformed, ec)) {
        std::vector<std::string> converted;
        if (hasRankFolders(transformed)) {
            converted.push_back((fs::path(out.root) / "transformed_checkpoint").string());
        }
        for (const auto& entry : fs::directory_iterator(transformed, ec)) {
            if (entry.is_directory(ec) && hasRankFolders(entry.path())) {
                converted.push_back(
                    (fs::path(out.root) / "transformed_checkpoint" / entry.path().filename())
                        .string());
            }
        }
        std::sort(converted.begin(), converted.end());
        out.runs.insert(out.runs.end(), converted.begin(), converted.end());
    }
    const fs::path strategy = root / "strategy";
    if (fs::is_directory(strategy, ec) && hasStrategyFiles(strategy)) {
        out.strategy = (fs::path(out.root) / "strategy").string();
    }
    const bool fromCheckpoint =
        !out.runs.empty() && out.runs.front() == (fs::path(out.root) / "checkpoint").string();
    if (!fromCheckpoint && out.strategy.empty()) {
        return std::nullopt;
    }
    return out;
}

}  // namespace

std::optional<MindFormersOutput> findMindFormersOutput(const std::string& path) {
    const fs::path self = normalized(path);
    if (auto out = outputAt(self)) {
        return out;
    }
    const std::string name = self.filename().string();
    if (name == "checkpoint" || name == "strategy" || name == "log" || name == "msrun_log" ||
        name == "transformed_checkpoint") {
        return outputAt(self.parent_path());
    }
    if (self.parent_path().filename() == "transformed_checkpoint") {
        return outputAt(self.parent_path().parent_path());
    }
    return std::nullopt;
}

std::string normalizedFolder(const std::string& path) {
    return normalized(path);
}

bool isMindFormersLogFolder(const MindFormersOutput& output, const std::string& dir) {
    const std::string self = normalized(dir);
    return self == output.root + "/log" || self == output.root + "/msrun_log";
}

Result<std::string> runFolderFor(const std::string& dir) {
    if (hasRankFolders(dir)) {
        return dir;
    }
    const auto out = findMindFormersOutput(dir);
    if (!out || out->root != normalized(dir) || out->runs.empty()) {
        return dir;
    }
    if (out->runs.size() == 1) {
        return out->runs.front();
    }
    std::string names;
    for (const std::string& run : out->runs) {
        names += (names.empty() ? "" : ", ") +
                 fs::path(run).lexically_relative(out->root).string() + "/";
    }
    return makeError(ErrorCode::InvalidArgument, "this MindFormers output folder holds " +
                                                     std::to_string(out->runs.size()) + " runs (" +
                                                     names + "); open one of them")
        .inFile(dir);
}

}  // namespace shardscope
