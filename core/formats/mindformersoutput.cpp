#include "mindformersoutput.h"

#include <algorithm>
#include <filesystem>

#include "../util/translatenoop.h"
#include "checkpointparts.h"
#include "iterationrun.h"

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
    // checkpoint/ first: the whole training state; then the network-only and trainable-only
    // saves of the same steps (save_network_params, save_trainable_params).
    for (const char* name : {"checkpoint", "checkpoint_network", "checkpoint_trainable"}) {
        const fs::path run = root / name;
        if (fs::is_directory(run, ec) &&
            (hasRankFolders(run) || (name == std::string("checkpoint") && isIterationRun(run)))) {
            out.runs.push_back((fs::path(out.root) / name).string());
        }
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
    const fs::path merged = root / "merged_strategy" / "dst_strategy.ckpt";
    if (fs::is_directory(strategy, ec) && hasStrategyFiles(strategy)) {
        out.strategy = (fs::path(out.root) / "strategy").string();
    } else if (fs::is_regular_file(merged, ec)) {
        // auto_trans_ckpt merges this job's strategy/ into merged_strategy/dst_strategy.ckpt
        // (its src_strategy.ckpt is the loaded checkpoint's, which lives elsewhere).
        out.strategy = (fs::path(out.root) / "merged_strategy" / "dst_strategy.ckpt").string();
    }
    const auto trained = [&](const std::string& run) {
        return run == (fs::path(out.root) / "checkpoint").string() ||
               run == (fs::path(out.root) / "checkpoint_network").string() ||
               run == (fs::path(out.root) / "checkpoint_trainable").string();
    };
    if ((out.runs.empty() || !trained(out.runs.front())) && out.strategy.empty()) {
        return std::nullopt;
    }
    return out;
}

}  // namespace

std::vector<std::string> MindFormersOutput::choices() const {
    const std::string checkpoint = (fs::path(root) / "checkpoint").string();
    if (runs.empty() || runs.front() != checkpoint) {
        return runs;
    }
    std::vector<std::string> out;
    for (const std::string& run : runs) {
        if (run != (fs::path(root) / "checkpoint_network").string() &&
            run != (fs::path(root) / "checkpoint_trainable").string()) {
            out.push_back(run);
        }
    }
    return out;
}

std::optional<MindFormersOutput> findMindFormersOutput(const std::string& path) {
    const fs::path self = normalized(path);
    if (auto out = outputAt(self)) {
        return out;
    }
    const std::string name = self.filename().string();
    if (name == "checkpoint" || name == "checkpoint_network" || name == "checkpoint_trainable" ||
        name == "strategy" || name == "merged_strategy" || name == "log" || name == "msrun_log" ||
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

namespace {

// A rank's folder of a run: rank_<N>/ holding a checkpoint (not only logs), inside a folder of
// rank folders that is not the output's log/ or msrun_log/.
bool isRankFolderOfRun(const fs::path& self) {
    const std::string name = self.filename().string();
    if (name.size() <= 5 || name.rfind("rank_", 0) != 0 ||
        name.find_first_not_of("0123456789", 5) != std::string::npos) {
        return false;
    }
    const fs::path parent = self.parent_path();
    if (const auto out = findMindFormersOutput(parent.string());
        out && isMindFormersLogFolder(*out, parent.string())) {
        return false;
    }
    if (checkpointPartsIn(self.string())) {
        return false;  // a rank folder of per-stage parts opens as that one checkpoint
    }
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(self, ec)) {
        const std::string ext = entry.path().extension().string();
        if (entry.is_regular_file(ec) &&
            (ext == ".ckpt" || ext == ".safetensors" || ext == ".h5" || ext == ".hdf5") &&
            entry.path().filename().string().rfind("ckpt_strategy", 0) != 0) {
            return true;
        }
    }
    return false;
}

}  // namespace

Result<std::string> runFolderFor(const std::string& dir) {
    if (hasRankFolders(dir)) {
        return dir;
    }
    if (const fs::path self = normalized(dir); isRankFolderOfRun(self)) {
        // One rank's folder stands for its run (opening output/checkpoint/rank_0 gives the run).
        fs::path given = fs::path(dir).lexically_normal();
        if (!given.has_filename()) {
            given = given.parent_path();  // "rank_0/"
        }
        if (given.filename() != self.filename()) {
            return self.parent_path().string();  // ".", "../rank_0/..": the absolute path
        }
        return given.has_parent_path() ? given.parent_path().string() : std::string(".");
    }
    const auto out = findMindFormersOutput(dir);
    if (!out || out->root != normalized(dir) || out->runs.empty()) {
        return dir;
    }
    if (out->choices().size() == 1) {
        return out->choices().front();
    }
    std::string names;
    for (const std::string& run : out->runs) {
        names += (names.empty() ? "" : ", ") +
                 fs::path(run).lexically_relative(out->root).string() + "/";
    }
    return makeError(ErrorCode::InvalidArgument,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "this MindFormers output folder holds {count} runs "
                                       "({runs}); open one of them"),
                     {{"count", std::to_string(out->runs.size())}, {"runs", names}})
        .inFile(dir);
}

}  // namespace shardscope
