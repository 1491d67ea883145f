#include "historyloader.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <mutex>
#include <unordered_map>

#include "../formats/conversionrecord.h"
#include "../formats/mindformersoutput.h"
#include "../formats/runfolder.h"
#include "../formats/strategy.h"
#include "../layout/transformsources.h"
#include "../util/parallel.h"
#include "../util/translatenoop.h"
#include "filecheck.h"
#include "resumepicker.h"
#include "stepplacement.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

StepKey keyOf(const SavedName& n) {
    return {n.clash, n.epoch, n.step, n.kind, n.prefix};
}

// Groups the listed files into steps x ranks x tiers.
void buildSteps(RunHistory& h, const ScannedRun& scanned) {
    std::map<StepKey, HistoryStep> steps;
    // Each step's cells by rank: a step of 16,384 ranks is not searched once per file.
    std::map<StepKey, std::unordered_map<int, size_t>> cellOf;
    for (const ScannedFile& f : scanned.files) {
        const StepKey key = keyOf(f.name);
        HistoryStep& step = steps[key];
        step.key = key;
        step.name = f.name.stem();
        if (f.folderStep) {
            step.globalStep = f.folderStep;
            step.globalSource = "folder";
        }
        auto& cells = cellOf[key];
        const auto [at, added] = cells.emplace(f.rank, step.cells.size());
        if (added) {
            step.cells.push_back({f.rank, {}});
        }
        const auto cell = step.cells.begin() + static_cast<std::ptrdiff_t>(at->second);
        HistoryFile file;
        file.path = f.path;
        file.tier = f.tier;
        file.bytes = f.bytes;
        file.mtimeNs = f.mtimeNs;
        if (f.name.temporary || f.unfinishedFolder) {
            file.state = FileState::Temporary;
            file.reason = f.unfinishedFolder ? fileReason(IssueCode::FileUnfinishedSave, {})
                                             : fileReason(IssueCode::FileInterrupted,
                                                          {fs::path(f.path).filename().string()});
        }
        auto same = std::find_if(cell->copies.begin(), cell->copies.end(),
                                 [&](const HistoryFile& c) { return c.tier == f.tier; });
        if (same == cell->copies.end()) {
            cell->copies.push_back(std::move(file));
        } else if (same->state == FileState::Temporary && file.state != FileState::Temporary) {
            h.leftovers.push_back(same->path);  // a temporary beside the complete file
            *same = std::move(file);
        } else {
            h.leftovers.push_back(file.path);
        }
    }
    for (auto& [key, step] : steps) {
        std::sort(step.cells.begin(), step.cells.end(),
                  [](const HistoryCell& a, const HistoryCell& b) { return a.rank < b.rank; });
        for (HistoryCell& c : step.cells) {
            std::sort(c.copies.begin(), c.copies.end(),
                      [](const HistoryFile& a, const HistoryFile& b) { return a.tier < b.tier; });
        }
        for (int r : h.ranks) {
            if (step.cell(r) == nullptr) {
                step.missingRanks.push_back(r);
            }
        }
        h.steps.push_back(std::move(step));
    }
    std::sort(h.leftovers.begin(), h.leftovers.end());
}

// The strategy the files are checked against: the one named, else the one beside the run.
StrategyCheck strategyCheck(RunHistory& h, const ScannedRun& scanned, const HistoryOptions& options,
                            Status& failure) {
    if (!options.useStrategy) {
        return {};
    }
    std::string path = options.strategyPath;
    std::optional<Result<Strategy>> found;  // read while finding it
    if (path.empty() && !scanned.singleFolder) {
        RunFolder run;
        run.path = h.path;
        run.strategyCandidates = scanned.topLevel;
        path = findRunStrategy(run, &found);
    }
    if (path.empty()) {
        return {};
    }
    // The window's strategy when it is the one, else read.
    std::shared_ptr<const Strategy> held;
    Result<StageShape> stages = [&]() -> Result<StageShape> {
        if (options.strategy && path == options.strategyPath) {
            held = options.strategy;
        } else if (auto loaded = found ? std::move(*found) : loadStrategy(path)) {
            held = std::make_shared<const Strategy>(std::move(*loaded));
        } else {
            return std::move(loaded).error();
        }
        return stageShape(*held, "run");
    }();
    if (!stages) {
        if (!options.strategyPath.empty()) {
            failure = std::move(stages).error();
            return {};
        }
        h.issues.push_back(makeIssue(IssueCode::StrategyUnusable, Severity::Warning, path, {}, -1,
                                     {stages.error().describe(), "shapes-not-checked"})
                               .because(stages.error()));
        return {};
    }
    h.strategyPath = path;
    h.strategy = held;
    if (options.strategyPath.empty()) {
        h.strategyCandidates = scanned.topLevel;
    }
    return StrategyCheck(std::move(held), stages->devices);
}

Status checkFiles(RunHistory& h, const StrategyCheck& strategy, const HistoryOptions& options) {
    std::vector<std::pair<HistoryFile*, int>> work;
    for (HistoryStep& s : h.steps) {
        bool first = true;
        for (HistoryCell& c : s.cells) {
            for (HistoryFile& f : c.copies) {
                if (f.state == FileState::Unchecked &&
                    (first || options.checks == FileChecks::All)) {
                    work.emplace_back(&f, c.rank);
                    first = false;
                }
            }
        }
    }
    std::unordered_map<std::string, const CheckpointFile*> indexed;
    for (const auto& file : options.indexed) {
        if (file) {
            indexed.emplace(fs::path(file->path()).lexically_normal().string(), file.get());
        }
    }
    std::atomic<uint64_t> done{0};
    std::mutex progress;
    SharedFileChecks shared;
    parallelFor(
        work.size(), ioThreads(options.threads),
        [&](size_t i) {
            if (options.stop.stop_requested()) {
                return;
            }
            const CheckpointFile* known = nullptr;
            if (!indexed.empty()) {
                const auto it =
                    indexed.find(fs::path(work[i].first->path).lexically_normal().string());
                // A file whose size changed since it was indexed is read again, not trusted.
                if (it != indexed.end() && it->second->mapped().size() == work[i].first->bytes) {
                    known = it->second;
                }
            }
            checkHistoryFile(*work[i].first, work[i].second, strategy, options.key, known, &shared);
            const uint64_t n = ++done;
            if (options.progress) {
                std::lock_guard lock(progress);
                options.progress({n, work.size()});
            }
        },
        options.background ? WorkPriority::Background : WorkPriority::Normal);
    if (options.stop.stop_requested()) {
        return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"), {})
            .inFile(h.path);
    }
    return {};
}

// A rank's saves of one run (prefix and clash) hold the same tensors step after step: a copy
// whose list differs from most of them is flagged (a tie flags nothing: no side is known good).
void checkAcrossSteps(RunHistory& h, const CheckpointKeyRef& fileKey) {
    std::map<std::tuple<int, std::string, int>, std::vector<HistoryFile*>> groups;
    for (HistoryStep& s : h.steps) {
        for (HistoryCell& c : s.cells) {
            for (HistoryFile& f : c.copies) {
                if (f.state == FileState::Intact) {
                    groups[{c.rank, s.key.prefix, s.key.clash}].push_back(&f);
                }
            }
        }
    }
    for (auto& [key, files] : groups) {
        std::map<uint64_t, size_t> counts;
        for (const HistoryFile* f : files) {
            ++counts[f->signature];
        }
        if (counts.size() < 2) {
            continue;
        }
        const auto major = std::max_element(counts.begin(), counts.end(),
                                            [](auto& a, auto& b) { return a.second < b.second; });
        if (major->second * 2 <= files.size()) {
            continue;
        }
        const HistoryFile* reference = *std::find_if(
            files.begin(), files.end(), [&](auto* f) { return f->signature == major->first; });
        for (HistoryFile* f : files) {
            if (f->signature != major->first) {
                f->state = FileState::Inconsistent;
                Issue reason = fileReason(IssueCode::FileTensorListDiffers, {});
                reason.args.push_back(tensorListDifference(reference->path, f->path, fileKey));
                f->reason = std::move(reason);
            }
        }
    }
}

void verifyCrcs(RunHistory& h, const HistoryOptions& options) {
    auto verify = [&](std::vector<HistoryFile*> files) {
        parallelFor(files.size(), ioThreads(options.threads), [&](size_t i) {
            if (!options.stop.stop_requested()) {
                checkHistoryCrc(*files[i]);
            }
        });
    };
    auto filesOf = [](HistoryStep& s) {
        std::vector<HistoryFile*> files;
        for (HistoryCell& c : s.cells) {
            for (HistoryFile& f : c.copies) {
                if (f.state == FileState::Intact) {
                    files.push_back(&f);
                }
            }
        }
        return files;
    };
    h.crcVerified = options.crc != CrcCheck::None;
    for (auto it = h.steps.rbegin(); it != h.steps.rend() && options.crc != CrcCheck::None; ++it) {
        const bool resumable =
            it->key.kind == SaveKind::Periodic || it->key.kind == SaveKind::StepOnly;
        if (options.crc == CrcCheck::Resume && (!resumable || !it->usable())) {
            continue;
        }
        verify(filesOf(*it));
        it->crcChecked = std::all_of(it->cells.begin(), it->cells.end(), [](const auto& c) {
            return c.best().crc != CrcState::Unverified;
        });
        if (options.crc == CrcCheck::Resume && it->usable()) {
            break;
        }
    }
}

}  // namespace

Result<RunHistory> loadRunHistory(const std::string& opened, const HistoryOptions& options) {
    // MindFormers' output/ folder stands for the run in its checkpoint/ folder.
    auto resolved = runFolderFor(opened);
    if (!resolved) {
        return std::move(resolved).error();
    }
    const std::string& run = *resolved;
    std::vector<std::string> tiers{run};
    tiers.insert(tiers.end(), options.tiers.begin(), options.tiers.end());
    auto scanned = scanRun(tiers);
    if (!scanned) {
        return std::move(scanned).error();
    }
    RunHistory h;
    h.path = run;
    h.tiers = tiers;
    h.ranks = scanned->ranks;
    h.singleFolder = scanned->singleFolder;
    h.leftovers = scanned->leftovers;
    if (auto record = readConversionRecord(run)) {
        h.conversion = std::move(*record);
    }
    buildSteps(h, *scanned);
    Status failure;
    const StrategyCheck strategy = strategyCheck(h, *scanned, options, failure);
    if (!failure) {
        return std::move(failure).error();
    }
    if (Status s = checkFiles(h, strategy, options); !s) {
        return std::move(s).error();
    }
    checkAcrossSteps(h, options.key);
    placeSavedSteps(h, options);
    verifyCrcs(h, options);
    if (options.stop.stop_requested()) {
        return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"), {})
            .inFile(run);
    }
    for (HistoryStep& s : h.steps) {
        s.bytes = 0;
        for (const HistoryCell& c : s.cells) {
            s.bytes += c.best().bytes;
        }
    }
    pickResume(h);
    h.lexicographic = lexicographicPick(h, *scanned);
    h.mindformers = mindformersPick(h, *scanned);
    return h;
}

}  // namespace shardscope
