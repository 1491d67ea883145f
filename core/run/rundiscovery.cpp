#include "rundiscovery.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "../formats/checkpointformat.h"
#include "../formats/checkpointparts.h"
#include "../formats/iterationrun.h"
#include "../formats/mindformersoutput.h"
#include "../history/runhistory.h"
#include "../util/fileio.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"
#include "../util/wording.h"
#include "stepselection.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

std::string checkpointFormat(const fs::path& p) {
    const std::string ext = p.extension().string();
    if (ext == ".ckpt") {
        return "ckpt";
    }
    if (ext == ".safetensors" || isSafetensorsIndexPath(p.string())) {
        return "safetensors";
    }
    if (ext == ".h5" || ext == ".hdf5") {
        return "hdf5";
    }
    return {};
}

// Folders that sit beside the rank folders of a real run: training logs (MindSpore's own
// device<i>/, msrun_log/, log/) and the per-stage strategy files.
bool isCompanionFolder(const std::string& name) {
    static const char* known[] = {"log",      "logs",       "msrun_log",
                                  "strategy", "strategies", "resume_record"};
    if (name.rfind("tft_saved_checkpoints-step_", 0) == 0) {
        return true;  // fault-tolerance saves (core/history lists them)
    }
    for (const char* k : known) {
        if (name == k) {
            return true;
        }
    }
    return name.rfind("device", 0) == 0 && isFolderNumber(name.substr(6));
}

// The folder's rank_<N> folders into `ranks`, its other folders into `stray` (companions
// apart), and its strategy candidates into `run`.
Status listRunEntries(const std::string& dir, RunFolder& run, std::map<int, RankFile>& ranks,
                      std::vector<std::string>& stray) {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_directory(ec)) {
            const std::string ext = entry.path().extension().string();
            if ((ext == ".ckpt" || ext == ".json") && name != kConversionRecordName) {
                run.strategyCandidates.push_back(entry.path().string());
            }
            continue;
        }
        if (name.rfind("rank_", 0) != 0) {
            if (!isCompanionFolder(name)) {
                stray.push_back(name);
            }
            continue;
        }
        if (!isFolderNumber(name.substr(5))) {
            stray.push_back(name);
            continue;
        }
        RankFile rf;
        rf.rank = std::stoi(name.substr(5));
        rf.folder = entry.path().string();
        if (ranks.count(rf.rank) != 0) {
            stray.push_back(name);
            continue;
        }
        ranks[rf.rank] = rf;
    }
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot list folder: {reason}"), dir);
    }
    return {};
}

// The checkpoint file of a rank folder (the lexicographically last, as MindSpore takes it; a
// safetensors set or per-stage parts as one), its companions, and the issues of its choice.
void chooseRankFile(RunFolder& run, RankFile& rf, int rank, std::set<std::string>& formats) {
    std::error_code ec;
    std::vector<fs::path> files;
    std::vector<fs::path> setIndexes;  // a safetensors set stands for its part files
    for (const auto& entry : fs::directory_iterator(rf.folder, ec)) {
        if (entry.is_regular_file(ec) && !checkpointFormat(entry.path()).empty()) {
            files.push_back(entry.path());
            if (isSafetensorsIndexPath(entry.path().string())) {
                setIndexes.push_back(entry.path());
            }
        } else if (entry.is_regular_file(ec) &&
                   isCheckpointCompanion(entry.path().filename().string())) {
            rf.companions.push_back(entry.path().string());
        }
    }
    std::sort(rf.companions.begin(), rf.companions.end());
    if (!setIndexes.empty()) {
        files = setIndexes;
    }
    std::sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
        return a.filename().string() < b.filename().string();
    });
    std::vector<std::string> paths;
    paths.reserve(files.size());
    for (const fs::path& f : files) {
        paths.push_back(f.string());
    }
    if (const auto parts = checkpointPartsName(paths)) {
        // Per-stage parts of one checkpoint (transform_checkpoints, one call per stage):
        // read as one, as load_segmented_checkpoints does.
        files = {fs::path(*parts)};
    }
    if (files.empty()) {
        run.issues.push_back(makeIssue(IssueCode::EmptyRankFolder, Severity::Warning, rf.folder, {},
                                       rank, {std::to_string(rank)}));
    } else {
        rf.file = files.back().string();
        rf.format = checkpointFormat(files.back());
        formats.insert(rf.format);
        for (size_t i = 0; i + 1 < files.size(); ++i) {
            rf.alternatives.push_back(files[i].filename().string());
        }
    }
    if (!rf.alternatives.empty()) {
        const std::string chosen = fs::path(rf.file).filename().string();
        run.issues.push_back(makeIssue(IssueCode::SeveralFilesInRank, Severity::Warning, rf.folder,
                                       {}, rank,
                                       {std::to_string(rank), chosen, joined(rf.alternatives),
                                        std::to_string(rf.alternatives.size() + 1)}));
    }
}

// The ranks missing between the rank folders, and a mix of formats.
void addRunShapeIssues(RunFolder& run, const std::string& dir,
                       const std::set<std::string>& formats) {
    if (!run.ranks.empty()) {
        std::vector<std::string> missing;
        int expect = 0;
        for (const RankFile& rf : run.ranks) {
            for (; expect < rf.rank; ++expect) {
                missing.push_back(std::to_string(expect));
            }
            expect = rf.rank + 1;
        }
        if (!missing.empty()) {
            run.issues.push_back(makeIssue(IssueCode::RankGap, Severity::Warning, dir, {}, -1,
                                           {joined(missing), {}}));
        }
    }
    if (formats.size() > 1) {
        const std::vector<std::string> list(formats.begin(), formats.end());
        run.issues.push_back(
            makeIssue(IssueCode::MixedFormats, Severity::Warning, dir, {}, -1, {joined(list)}));
    }
}

}  // namespace

Result<RunFolder> discoverRunFolder(const std::string& opened, const StepChoice& choice) {
    return discoverRunFolder(opened, choice, nullptr);
}

Result<RunFolder> discoverRunFolder(const std::string& opened, const StepChoice& choice,
                                    std::shared_ptr<RunHistory>* history) {
    // MindFormers' output/ folder stands for the run in its checkpoint/ folder.
    auto resolved = runFolderFor(opened);
    if (!resolved) {
        return std::move(resolved).error();
    }
    const std::string& dir = *resolved;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        return makeError(ErrorCode::NotFound, QT_TRANSLATE_NOOP("ErrorMessage", "not a folder"), {})
            .inFile(dir);
    }
    RunFolder run;
    run.path = dir;
    std::map<int, RankFile> ranks;
    std::vector<std::string> stray;
    if (Status s = listRunEntries(dir, run, ranks, stray); !s) {
        return std::move(s).error();
    }
    if (ranks.empty() && isIterationRun(dir)) {
        return discoverIterationRun(dir, choice);  // MindFormers 1.7: iteration_<N>/ folders
    }
    if (auto record = readConversionRecord(dir)) {
        run.conversion = std::move(*record);
    }
    std::sort(run.strategyCandidates.begin(), run.strategyCandidates.end());
    if (run.strategyCandidates.empty()) {
        // MindFormers writes its strategy beside checkpoint/, one file per rank.
        if (const auto out = findMindFormersOutput(dir); out && !out->strategy.empty()) {
            run.strategyCandidates.push_back(out->strategy);
        }
    }
    std::sort(stray.begin(), stray.end());
    for (const std::string& name : stray) {
        run.issues.push_back(
            makeIssue(IssueCode::StrayFolder, Severity::Warning, dir, {}, -1, {name}));
    }
    std::set<std::string> formats;
    for (auto& [rank, rf] : ranks) {
        chooseRankFile(run, rf, rank, formats);
        run.ranks.push_back(rf);
    }
    addRunShapeIssues(run, dir, formats);
    if (Status s = applyStepChoice(run, choice, history); !s) {
        return std::move(s).error();
    }
    return run;
}

std::shared_ptr<const Strategy> strategyOfHistory(const RunHistory* history, const RunFolder& run,
                                                  const std::string& strategyPath,
                                                  std::string* found) {
    if (history == nullptr || !history->strategy) {
        return nullptr;
    }
    const auto sorted = [](std::vector<std::string> paths) {
        std::sort(paths.begin(), paths.end());
        return paths;
    };
    const bool same =
        !strategyPath.empty()
            ? history->strategyCandidates.empty() && history->strategyPath == strategyPath
            : !history->strategyCandidates.empty() && history->path == run.path &&
                  sorted(history->strategyCandidates) == sorted(run.strategyCandidates);
    if (!same) {
        return nullptr;
    }
    *found = history->strategyPath;
    return history->strategy;
}

}  // namespace shardscope
