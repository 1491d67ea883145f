#include "logdiscovery.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

#include "../formats/mindformersoutput.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

// `name` is prefix + digits + suffix: the digits as a rank.
std::optional<int> rankIn(const std::string& name, const std::string& prefix,
                          const std::string& suffix) {
    if (name.size() <= prefix.size() + suffix.size() || !name.starts_with(prefix) ||
        !name.ends_with(suffix)) {
        return std::nullopt;
    }
    const std::string digits =
        name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    if (digits.size() > 6 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    return std::stoi(digits);
}

bool isFile(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

bool isFolder(const fs::path& p) {
    std::error_code ec;
    return fs::is_directory(p, ec);
}

std::vector<fs::path> sortedEntries(const fs::path& folder) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        out.push_back(it->path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// MindSpore's launch scripts write device<i>/train.log<i>; take that, else train.log, else the
// first *.log.
std::optional<fs::path> deviceLog(const fs::path& folder, int rank) {
    for (const std::string& name : {"train.log" + std::to_string(rank), std::string("train.log")}) {
        if (isFile(folder / name)) {
            return folder / name;
        }
    }
    for (const fs::path& p : sortedEntries(folder)) {
        if (p.extension() == ".log" && isFile(p)) {
            return p;
        }
    }
    return std::nullopt;
}

// The rank of a per-rank log named as MindSpore, msrun or MindFormers name them.
std::optional<int> perRankLog(const fs::path& file) {
    const std::string name = file.filename().string();
    const std::string parent = file.parent_path().filename().string();
    if (auto r = rankIn(name, "rank_", ".log")) {
        return r;
    }
    if (auto r = rankIn(name, "worker_", ".log")) {
        return r;
    }
    if (auto device = rankIn(parent, "device", "")) {
        if (name.starts_with("train.log")) {
            return device;
        }
    }
    if (auto r = rankIn(parent, "rank_", ""); r && name == "info.log") {
        return r;
    }
    return std::nullopt;
}

std::vector<LogSource> rankLogsIn(const fs::path& folder) {
    std::vector<LogSource> out;
    for (const fs::path& p : sortedEntries(folder)) {
        const std::string name = p.filename().string();
        if (isFolder(p)) {
            if (auto r = rankIn(name, "device", "")) {
                if (auto log = deviceLog(p, *r)) {
                    out.push_back({log->string(), *r});
                }
            } else if (auto rank = rankIn(name, "rank_", ""); rank && isFile(p / "info.log")) {
                out.push_back({(p / "info.log").string(), *rank});
            }
        } else if (auto r = perRankLog(p)) {
            out.push_back({p.string(), *r});
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const LogSource& a, const LogSource& b) { return a.rank < b.rank; });
    return out;
}

bool isCompanion(const std::string& name) {
    return name == "log" || name == "logs" || name == "msrun_log" || name == "output" ||
           rankIn(name, "device", "").has_value();
}

// The run a folder of logs belongs to: the folder, or the first one above it that is not a
// log companion (RUN/log -> RUN, RUN/output/log -> RUN).
std::string runNameOf(const fs::path& folder) {
    fs::path p = fs::absolute(folder).lexically_normal();
    if (!p.has_filename()) {
        p = p.parent_path();
    }
    fs::path named = p;
    while (named.has_parent_path() && named != named.root_path() &&
           isCompanion(named.filename().string())) {
        named = named.parent_path();
    }
    const std::string name = named.filename().string();
    return name.empty() ? p.filename().string() : name;
}

bool isLooseLog(const fs::path& p) {
    const std::string ext = p.extension().string();
    if (ext == ".log" || ext == ".csv" || ext == ".jsonl" || ext == ".ndjson") {
        return true;
    }
    return rankIn(ext, ".log", "").has_value();  // train.log0
}

std::vector<LogSourceRun> companionRuns(const fs::path& folder) {
    std::vector<LogSourceRun> runs;
    std::vector<std::string> where;
    for (const char* sub : {"log", "logs", "msrun_log", "output/log"}) {
        const fs::path dir = folder / sub;
        if (!isFolder(dir)) {
            continue;
        }
        std::vector<LogSource> files = rankLogsIn(dir);
        if (!files.empty()) {
            runs.push_back({runNameOf(folder), dir.string(), true, std::move(files)});
            where.emplace_back(sub);
        }
    }
    if (runs.size() > 1) {
        for (size_t i = 0; i < runs.size(); ++i) {
            runs[i].name += "/" + where[i];
        }
    }
    return runs;
}

std::vector<LogSourceRun> folderRuns(const fs::path& folder) {
    std::vector<LogSource> ranks = rankLogsIn(folder);
    if (!ranks.empty()) {
        return {{runNameOf(folder), folder.string(), true, std::move(ranks)}};
    }
    std::vector<LogSourceRun> runs = companionRuns(folder);
    if (!runs.empty()) {
        return runs;
    }
    for (const fs::path& p : sortedEntries(folder)) {
        if (isLooseLog(p) && isFile(p)) {
            runs.push_back({p.stem().string(), p.string(), true, {{p.string(), -1}}});
        }
    }
    return runs;
}

// Repeated names become the file names when those differ ("metrics.csv", "metrics.jsonl"),
// else get their parent folder in front ("a/train", "b/train"), then a number.
void makeNamesUnique(std::vector<LogSourceRun>& runs) {
    std::map<std::string, std::vector<size_t>> byName;
    for (size_t i = 0; i < runs.size(); ++i) {
        byName[runs[i].name].push_back(i);
    }
    for (const auto& [name, group] : byName) {
        if (group.size() < 2) {
            continue;
        }
        std::set<std::string> fileNames;
        bool allFiles = true;
        for (size_t i : group) {
            const LogSourceRun& r = runs[i];
            allFiles = allFiles && r.files.size() == 1 && r.files[0].path == r.path;
            fileNames.insert(fs::path(r.path).filename().string());
        }
        const bool byFile = allFiles && fileNames.size() == group.size();
        for (size_t i : group) {
            const fs::path p = fs::absolute(runs[i].path).lexically_normal();
            if (byFile) {
                runs[i].name = p.filename().string();
            } else if (const std::string parent = p.parent_path().filename().string();
                       !parent.empty()) {
                runs[i].name = parent + "/" + name;
            }
        }
    }
    std::map<std::string, int> seen;
    for (LogSourceRun& r : runs) {
        if (const int n = ++seen[r.name]; n > 1) {
            r.name += " (" + std::to_string(n) + ")";
        }
    }
}

}  // namespace

std::vector<LogSourceRun> runFolderLogs(const std::string& folder) {
    std::vector<LogSource> ranks = rankLogsIn(folder);
    if (!ranks.empty()) {
        return {{runNameOf(folder), folder, true, std::move(ranks)}};
    }
    std::vector<LogSourceRun> runs = companionRuns(folder);
    if (runs.empty()) {
        // MindFormers' output/checkpoint: the logs are in output/log and output/msrun_log (not
        // for transformed_checkpoint/<x>, converted from an earlier training).
        if (const auto out = findMindFormersOutput(folder);
            out && !out->runs.empty() && out->runs.front() == out->root + "/checkpoint" &&
            normalizedFolder(folder) == out->runs.front()) {
            return companionRuns(out->root);
        }
    }
    return runs;
}

Result<std::vector<LogSourceRun>> discoverLogs(const std::vector<std::string>& paths) {
    std::vector<LogSourceRun> runs;
    // Per-rank files named one by one join the run of their folder.
    std::map<std::string, size_t> rankRunOfFolder;
    for (const std::string& path : paths) {
        const fs::path p(path);
        if (isFolder(p)) {
            std::vector<LogSourceRun> found = folderRuns(p);
            if (found.empty()) {
                return makeError(
                           ErrorCode::NotFound,
                           QT_TRANSLATE_NOOP(
                               "ErrorMessage",
                               "no training logs found (looked for rank_<i>.log, "
                               "worker_<i>.log, device<i>/train.log<i>, rank_<i>/info.log, the "
                               "log/, logs/, msrun_log/ and output/log/ folders, and *.log, "
                               "*.csv and *.jsonl files)"),
                           {})
                    .inFile(path);
            }
            runs.insert(runs.end(), std::make_move_iterator(found.begin()),
                        std::make_move_iterator(found.end()));
            continue;
        }
        if (!isFile(p)) {
            std::error_code ec;
            const bool exists = fs::exists(p, ec);
            return exists
                       ? makeError(ErrorCode::InvalidArgument,
                                   QT_TRANSLATE_NOOP("ErrorMessage", "not a regular file"), {})
                       : makeError(ErrorCode::NotFound,
                                   QT_TRANSLATE_NOOP("ErrorMessage", "no such file or folder"), {})
                             .inFile(path);
        }
        if (auto rank = perRankLog(p)) {
            fs::path folder = p.parent_path();
            if (folder.filename().string().starts_with("device") ||
                folder.filename().string().starts_with("rank_")) {
                folder = folder.parent_path();
            }
            const std::string key = fs::absolute(folder).lexically_normal().string();
            auto it = rankRunOfFolder.find(key);
            if (it == rankRunOfFolder.end()) {
                rankRunOfFolder[key] = runs.size();
                runs.push_back({runNameOf(folder.empty() ? fs::path(".") : folder),
                                folder.empty() ? "." : folder.string(),
                                false,
                                {}});
                it = rankRunOfFolder.find(key);
            }
            runs[it->second].files.push_back({path, *rank});
            continue;
        }
        runs.push_back({p.stem().string(), path, false, {{path, -1}}});
    }
    for (LogSourceRun& r : runs) {
        std::stable_sort(r.files.begin(), r.files.end(),
                         [](const LogSource& a, const LogSource& b) { return a.rank < b.rank; });
    }
    makeNamesUnique(runs);
    return runs;
}

}  // namespace shardscope
