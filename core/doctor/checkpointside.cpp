#include "checkpointside.h"

#include <algorithm>
#include <filesystem>

#include "../formats/checkpointfile.h"
#include "../formats/checkpointparts.h"
#include "../formats/mindformersoutput.h"
#include "../formats/runfolder.h"
#include "../formats/shapetext.h"
#include "../history/savedname.h"
#include "../inspect/pathkind.h"
#include "../inspect/rundocument.h"
#include "../run/rundiscovery.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

// "rank_12" -> 12; -1 for anything else.
int rankFolderNumber(const std::string& name) {
    if (name.rfind("rank_", 0) != 0 || name.size() == 5 || name.size() > 14) {
        return -1;
    }
    const std::string digits = name.substr(5);
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return -1;
    }
    return std::stoi(digits);
}

// A note that a parameter's layout cannot be made: the error, whole for the window.
Issue layoutNote(const std::string& param, const Error& error) {
    Issue note = makeIssue(IssueCode::DoctorLayoutUnusable, Severity::Info, {}, param, -1,
                           {param, error.message});
    return note.because(error);
}

Issue strategyFoundNote(const std::string& strategy) {
    return makeIssue(IssueCode::DoctorStrategyFound, Severity::Info, strategy, {}, -1, {strategy});
}

std::string withoutTrailingSlash(std::string path) {
    while (path.size() > 1 && path.back() == '/') {
        path.pop_back();
    }
    return path;
}

}  // namespace

const CkptEntry* CheckpointSide::find(const std::string& name) const {
    for (const CkptEntry& e : entries) {
        if (e.name == name) {
            return &e;
        }
    }
    return nullptr;
}

const TensorLayout* CheckpointSide::layout(const std::string& name) const {
    const auto it = layouts.find(name);
    return it == layouts.end() ? nullptr : &it->second;
}

std::vector<int> CheckpointSide::stagesOf(const std::string& name) const {
    const auto it = stageIndex.find(name);
    return it == stageIndex.end() ? std::vector<int>{} : it->second;
}

CheckpointSide CheckpointSide::fromIndex(const CheckpointIndex& index) {
    CheckpointSide side;
    side.path = index.path;
    for (const TensorEntry& t : index.tensors) {
        side.entries.push_back({t.name, t.dtypeName, t.shape, t.kind});
    }
    return side;
}

Status CheckpointSide::attachStrategy(Strategy s, const std::string& sPath) {
    auto shape = stageShape(s, "checkpoint");
    if (!shape) {
        return std::move(shape).error();
    }
    stages = *shape;
    if (rank >= stages.ranks()) {
        return makeError(
                   ErrorCode::InvalidArgument,
                   QT_TRANSLATE_NOOP("ErrorMessage",
                                     "the checkpoint is rank {rank}, but the strategy "
                                     "describes {ranks} ranks"),
                   {{"rank", std::to_string(rank)}, {"ranks", std::to_string(stages.ranks())}})
            .inFile(sPath);
    }
    std::map<std::pair<std::string, int>, const ParamLayout*> byKey;
    stageIndex.clear();
    for (const ParamLayout& l : s.layouts) {
        if (byKey.emplace(std::make_pair(l.name, l.stage), &l).second) {
            stageIndex[l.name].push_back(l.stage);
        }
    }
    for (auto& [name, list] : stageIndex) {
        std::sort(list.begin(), list.end());
    }
    if (!rankKnown && stages.stages > 1) {
        // A lone file says nothing about its rank: take the stage whose names it holds.
        std::vector<size_t> hits(static_cast<size_t>(stages.stages), 0);
        for (const CkptEntry& e : entries) {
            for (int st = 0; st < stages.stages; ++st) {
                hits[static_cast<size_t>(st)] += byKey.count({e.name, st});
            }
        }
        const int best =
            static_cast<int>(std::max_element(hits.begin(), hits.end()) - hits.begin());
        if (best != stage()) {
            rank = best * stages.devices + localRank();
            notes.push_back(makeIssue(IssueCode::DoctorStageTaken, Severity::Info, path, {}, rank,
                                      {std::to_string(best), std::to_string(rank)}));
        }
    }
    for (const CkptEntry& e : entries) {
        const auto it = byKey.find({e.name, stage()});
        if (e.kind != TensorKind::Tensor || it == byKey.end()) {
            continue;
        }
        const ParamLayout& l = *it->second;
        auto full = l.tensorShape.empty() ? TensorLayout::fullShapeFromLocal(l, e.shape)
                                          : Result<std::vector<int64_t>>(l.tensorShape);
        if (!full) {
            notes.push_back(layoutNote(e.name, full.error()));
            continue;
        }
        auto made = TensorLayout::make(l, *full);
        if (!made) {
            notes.push_back(layoutNote(e.name, made.error()));
        } else if (made->localShape() != e.shape) {
            notes.push_back(makeIssue(
                IssueCode::DoctorSliceShape, Severity::Info, path, e.name, rank,
                {e.name, shapeText(e.shape), std::to_string(rank), shapeText(made->localShape())}));
        } else {
            layouts.emplace(e.name, std::move(*made));
        }
    }
    strategyPath = sPath;
    strategy = std::move(s);
    return {};
}

namespace {

// Where the doctor's checkpoint lies: its file (a rank folder of per-stage parts stands for
// itself), the run folder around it and its rank, when it is a run's.
struct Location {
    std::string file;
    std::string run;
    int rank = 0;      // the rank asked for (a rank's folder names its own)
    int fileRank = 0;  // the file's rank
    bool known = false;
};

Result<Location> locate(const std::string& path, PathKind kind, int rank) {
    std::error_code ec;
    const bool runFolderGiven = kind == PathKind::RunFolder;
    Location where;
    where.rank = rank;
    where.file = fs::is_directory(path, ec) && kind == PathKind::Checkpoint
                     ? checkpointPartsIn(path).value_or(path)
                     : path;
    where.fileRank = rank;
    if (fs::is_directory(where.file, ec)) {
        if (!runFolderGiven) {
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "neither a checkpoint file nor a run folder "
                                               "(rank_<N>/ folders)"),
                             {})
                .inFile(path);
        }
        where.run = withoutTrailingSlash(fs::absolute(path, ec).lexically_normal().string());
        // One rank's folder (rank_3/ of a run) stands for its run, and for its rank.
        const int n = rankFolderNumber(fs::path(where.run).filename().string());
        if (const auto resolved = runFolderFor(where.run);
            n >= 0 && resolved && *resolved != where.run) {
            if (rank != 0 && rank != n) {
                return makeError(
                           ErrorCode::InvalidArgument,
                           QT_TRANSLATE_NOOP("ErrorMessage",
                                             "this is rank {folder_rank}'s folder, and "
                                             "--rank says {rank}"),
                           {{"folder_rank", std::to_string(n)}, {"rank", std::to_string(rank)}})
                    .inFile(path);
            }
            where.rank = n;
            where.fileRank = n;
            where.run = *resolved;
        }
    } else {
        const fs::path abs = fs::absolute(where.file, ec).lexically_normal();
        const int n = rankFolderNumber(abs.parent_path().filename().string());
        const std::string grand = abs.parent_path().parent_path().string();
        if (n >= 0 && classifyPath(grand) == PathKind::RunFolder) {
            where.run = grand;
            where.fileRank = n;
            where.known = true;
        }
    }
    return where;
}

// CheckpointSide::load of a path of `kind`; `opened`, when given, is the checkpoint at `path`
// as already opened (a window's single checkpoint): the run around it is found, it is not
// opened again.
Result<CheckpointSide> loadSide(const std::string& path, PathKind kind,
                                const std::string& strategyPath, int rank,
                                const CheckpointKeyRef& key, const std::string& step,
                                std::shared_ptr<const CheckpointFile> opened) {
    const bool runFolderGiven = kind == PathKind::RunFolder;
    if (!step.empty() && !runFolderGiven) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "--step chooses a saved step of a run folder; --ckpt "
                                           "names one file"),
                         {})
            .inFile(path);
    }
    auto located = locate(path, kind, rank);
    if (!located) {
        return std::move(located).error();
    }
    std::string file = located->file;
    const std::string run = located->run;
    rank = located->rank;
    const int fileRank = located->fileRank;
    bool known = located->known;
    RunFolder runFolder;
    std::shared_ptr<RunHistory> history;  // when the step was chosen from it
    std::vector<Issue> stepNotes;
    if (!run.empty()) {
        StepChoice choice;
        choice.step = step;
        choice.strategyPath = strategyPath;
        choice.key = key;
        auto found = discoverRunFolder(run, choice, &history);
        if (!found) {
            return std::move(found).error();
        }
        runFolder = std::move(*found);
        if (runFolderGiven) {
            const RankFile* rf = runFolder.rank(rank);
            if (rf == nullptr || rf->file.empty()) {
                return makeError(
                           ErrorCode::NotFound,
                           QT_TRANSLATE_NOOP("ErrorMessage", "rank {rank} has no checkpoint file"),
                           {{"rank", std::to_string(rank)}})
                    .inFile(run);
            }
            file = rf->file;
            known = true;
            for (const Issue& n : runFolder.issues) {
                if (isStepIssue(n.code)) {
                    stepNotes.push_back(n);
                }
            }
        }
    }
    if (!opened) {
        CheckpointParseOptions parse;
        parse.verifyCrc = false;
        parse.key = key;
        auto read = CheckpointFile::open(file, parse);
        if (!read) {
            return std::move(read).error();
        }
        opened = std::make_shared<const CheckpointFile>(std::move(*read));
    }
    CheckpointSide side = CheckpointSide::fromIndex(opened->index());
    side.path = file;
    side.runFolder = run;
    side.key = key;
    side.rank = fileRank;
    side.rankKnown = known;
    side.runRanks = static_cast<int>(runFolder.ranks.size());
    side.notes = std::move(stepNotes);
    if (runFolder.step && runFolder.step->savedSteps > 1) {
        const auto own = parseSavedName(fs::path(file).filename().string());
        side.step = runFolderGiven || !own ? runFolder.step->name : own->stem();
    }
    std::string sPath = strategyPath;
    std::optional<Result<Strategy>> found;  // read while it was found: not read again
    std::string checked;
    if (auto read = strategyOfHistory(history.get(), runFolder, strategyPath, &checked)) {
        found.emplace(Strategy(*read));  // the one the saved steps were checked against
    }
    if (sPath.empty() && !run.empty()) {
        sPath = found ? checked : findRunStrategy(runFolder, &found);
        if (!sPath.empty()) {
            side.notes.push_back(strategyFoundNote(sPath));
        }
    }
    if (!sPath.empty()) {
        auto strategy = found ? std::move(*found) : loadStrategy(sPath);
        if (!strategy) {
            return std::move(strategy).error();
        }
        auto attached = side.attachStrategy(std::move(*strategy), sPath);
        if (!attached) {
            return std::move(attached).error();
        }
    }
    if (!run.empty()) {
        side.folder = std::make_shared<const RunFolder>(std::move(runFolder));
    }
    return side;
}

}  // namespace

Result<CheckpointSide> CheckpointSide::load(const std::string& path,
                                            const std::string& strategyPath, int rank,
                                            const CheckpointKeyRef& key, const std::string& step) {
    const PathKind kind = classifyPath(path);
    if (kind == PathKind::Missing) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no such file or folder"), {})
            .inFile(path);
    }
    return loadSide(path, kind, strategyPath, rank, key, step, nullptr);
}

}  // namespace shardscope

namespace shardscope {

namespace {

// Rank `rank`'s file of a loaded run.
Result<std::shared_ptr<const CheckpointFile>> rankFileOf(const RunDocument* run, int rank) {
    if (run == nullptr) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no run is loaded"), {});
    }
    if (rank < 0 || rank >= run->rankCount()) {
        return makeError(
                   ErrorCode::InvalidArgument,
                   QT_TRANSLATE_NOOP("ErrorMessage", "the run has {ranks} ranks, not rank {rank}"),
                   {{"ranks", std::to_string(run->rankCount())}, {"rank", std::to_string(rank)}})
            .inFile(run->path);
    }
    std::shared_ptr<const CheckpointFile> file = run->files[static_cast<size_t>(rank)];
    if (!file) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "rank {rank} has no checkpoint file"),
                         {{"rank", std::to_string(rank)}})
            .inFile(run->path);
    }
    return file;
}

}  // namespace

Result<CheckpointSide> CheckpointSide::aroundFile(const RunDocument& run, int rank) {
    auto file = rankFileOf(&run, rank);
    if (!file) {
        return std::move(file).error();
    }
    return loadSide(run.path, PathKind::Checkpoint, run.strategyPath, rank, run.key, {},
                    std::move(*file));
}

Result<CheckpointSide> CheckpointSide::fromRun(std::shared_ptr<const RunDocument> run, int rank) {
    auto held = rankFileOf(run.get(), rank);
    if (!held) {
        return std::move(held).error();
    }
    const std::shared_ptr<const CheckpointFile>& file = *held;
    if (run->kind == InputKind::Checkpoint) {
        CheckpointSide side = fromIndex(file->index());  // the file alone
        side.path = file->path();
        side.key = run->key;
        side.rank = rank;
        return side;
    }
    CheckpointSide side = fromIndex(file->index());
    side.path = file->path();
    side.runFolder = run->path;
    side.key = run->key;
    side.rank = rank;
    side.rankKnown = true;
    side.runRanks = static_cast<int>(run->run.ranks.size());
    for (const Issue& n : run->run.issues) {
        if (isStepIssue(n.code)) {
            side.notes.push_back(n);
        }
    }
    if (run->run.step && run->run.step->savedSteps > 1) {
        side.step = run->run.step->name;
    }
    if (run->strategyFound) {
        side.notes.push_back(strategyFoundNote(run->strategyPath));
    }
    if (run->strategy) {
        auto attached = side.attachStrategy(*run->strategy, run->strategyPath);
        if (!attached) {
            return std::move(attached).error();
        }
    }
    side.folder = std::shared_ptr<const RunFolder>(run, &run->run);  // lives as long as the run
    side.run = std::move(run);
    return side;
}

}  // namespace shardscope
