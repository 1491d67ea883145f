#include "pathkind.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

#include "formats/checkpointformat.h"
#include "formats/checkpointparts.h"
#include "formats/mindformersoutput.h"
#include "formats/runfolder.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

constexpr std::streamsize kHeadBytes = 64 * 1024;

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

std::string head(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::string bytes(static_cast<size_t>(kHeadBytes), '\0');
    in.read(bytes.data(), kHeadBytes);
    bytes.resize(static_cast<size_t>(std::max<std::streamsize>(in.gcount(), 0)));
    return bytes;
}

size_t skipSpace(const std::string& s, size_t i) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])) != 0) {
        ++i;
    }
    return i;
}

// The first key of the JSON object `text` starts with, and where its value starts.
bool firstKey(const std::string& text, std::string* key, size_t* valueAt) {
    size_t i = skipSpace(text, 0);
    if (i >= text.size() || text[i] != '{') {
        return false;
    }
    i = skipSpace(text, i + 1);
    if (i >= text.size() || text[i] != '"') {
        return false;
    }
    const size_t end = text.find('"', i + 1);
    if (end == std::string::npos) {
        return false;
    }
    *key = text.substr(i + 1, end - i - 1);
    i = skipSpace(text, end + 1);
    if (i >= text.size() || text[i] != ':') {
        return false;
    }
    *valueAt = skipSpace(text, i + 1);
    return true;
}

PathKind classifyJson(const std::string& path) {
    if (isSafetensorsIndexPath(path)) {
        return PathKind::Checkpoint;
    }
    const std::string text = head(path);
    std::string key;
    size_t valueAt = 0;
    if (!firstKey(text, &key, &valueAt)) {
        return PathKind::Strategy;  // the strategy reader says what is wrong with it
    }
    if (key == "current_stage" || key == "parallel_strategy_item" ||
        key == "parallel_layout_item" || key.ends_with("_layout_value_item")) {
        return PathKind::Strategy;
    }
    if (key == "weight_map" || key == "metadata") {
        return PathKind::Checkpoint;
    }
    // NET.json: the first parameter's value is an object with "shape" or "dtype".
    if (valueAt < text.size() && text[valueAt] == '{') {
        std::string inner;
        size_t unused = 0;
        if (firstKey(text.substr(valueAt), &inner, &unused) &&
            (inner == "shape" || inner == "dtype")) {
            return PathKind::NetDescription;
        }
    }
    return PathKind::Strategy;
}

PathKind classifyFolder(const std::string& dir) {
    if (const auto out = findMindFormersOutput(dir); out && isMindFormersLogFolder(*out, dir)) {
        return PathKind::LogFolder;  // output/log/rank_<N>/info.log
    }
    if (looksLikeRunFolder(dir)) {
        return PathKind::RunFolder;  // rank_<N>/ folders, or one of them: the run
    }
    if (checkpointPartsIn(dir)) {
        return PathKind::Checkpoint;  // a rank folder of per-stage parts: one checkpoint
    }
    bool strategies = false;
    bool logs = false;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (!entry.is_regular_file(ec)) {
            continue;
        }
        const std::string name = entry.path().filename().string();
        const std::string ext = lower(entry.path().extension().string());
        if (ext == ".ckpt" || (ext == ".json" && !isSafetensorsIndexPath(name))) {
            strategies = true;
        } else if (ext == ".safetensors" || ext == ".h5" || ext == ".hdf5") {
            return PathKind::Unknown;  // checkpoints loose in a folder: open them one by one
        } else if (isLogFileName(name)) {
            logs = true;
        }
    }
    if (strategies) {
        return PathKind::StrategyFolder;
    }
    return logs ? PathKind::LogFolder : PathKind::Unknown;
}

}  // namespace

const char* pathKindName(PathKind kind) {
    switch (kind) {
        case PathKind::Missing:
            return "missing";
        case PathKind::RunFolder:
            return "run";
        case PathKind::StrategyFolder:
            return "strategy-folder";
        case PathKind::LogFolder:
            return "log-folder";
        case PathKind::Checkpoint:
            return "checkpoint";
        case PathKind::Strategy:
            return "strategy";
        case PathKind::NetDescription:
            return "net-description";
        case PathKind::Log:
            return "log";
        case PathKind::Unknown:
            return "unknown";
    }
    return "unknown";
}

bool isLogFileName(const std::string& fileName) {
    const std::string name = lower(fileName);
    if (name.ends_with(".jsonl") || name.ends_with(".csv")) {
        return true;
    }
    // train.log, worker_0.log, train.log3 (device<i>/train.log<i>), run.log.1 (rotated)
    const size_t at = name.rfind(".log");
    if (at == std::string::npos) {
        return false;
    }
    const std::string rest = name.substr(at + 4);
    return rest.empty() || rest[0] == '.' ||
           std::all_of(rest.begin(), rest.end(), [](unsigned char c) { return std::isdigit(c); });
}

PathKind classifyPath(const std::string& path) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if ((ec || !fs::exists(status)) && isCheckpointPartsPath(path) && listCheckpointParts(path)) {
        return PathKind::Checkpoint;  // ".../net0_part*.ckpt": the parts, as one
    }
    if (ec || !fs::exists(status)) {
        return PathKind::Missing;
    }
    if (fs::is_directory(status)) {
        return classifyFolder(path);
    }
    const std::string name = fs::path(path).filename().string();
    if (isLogFileName(name)) {
        return PathKind::Log;
    }
    if (lower(fs::path(path).extension().string()) == ".json") {
        return classifyJson(path);
    }
    return looksLikeStrategyFile(path) ? PathKind::Strategy : PathKind::Checkpoint;
}

}  // namespace shardscope
