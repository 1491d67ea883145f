#include "iterationrun.h"

#include <algorithm>
#include <climits>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string_view>

#include "../util/ranklist.h"
#include "../util/translatenoop.h"
#include "checkpointparts.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kIterationPrefix = "iteration_";
constexpr const char* kTracker = "latest_checkpointed_iteration.txt";

}  // namespace

std::optional<int64_t> iterationFolderNumber(const std::string& name) {
    // "{:08d}": eight digits, more from iteration 100,000,000 on.
    if (name.size() < kIterationPrefix.size() + 8 || name.size() > kIterationPrefix.size() + 12 ||
        !name.starts_with(kIterationPrefix)) {
        return std::nullopt;
    }
    const std::string digits = name.substr(kIterationPrefix.size());
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    return std::stoll(digits);
}

bool IterationFiles::plausible() const {
    // A stray name can claim any world size; the files of a real save cover a good part of it.
    const int64_t files = static_cast<int64_t>(ranks.size());
    return world > 0 && world <= std::max<int64_t>(65536, 64 * files) &&
           (ranks.empty() || ranks.rbegin()->first < world);
}

bool IterationFiles::complete(bool needMetadata) const {
    return plausible() && !mixedWorlds && static_cast<int64_t>(ranks.size()) == world &&
           without("model").empty() && without("opt").empty() &&
           (metadata || world == 1 || !needMetadata);
}

std::vector<int> IterationFiles::without(const std::string& kind) const {
    const auto holds = [&](const std::vector<std::string>& paths) {
        return std::any_of(paths.begin(), paths.end(), [&](const std::string& p) {
            const auto name = parseIterationFileName(fs::path(p).filename().string());
            return name && name->kind == kind;
        });
    };
    std::vector<int> out;
    bool anyHolds = false;
    for (const auto& [rank, paths] : ranks) {
        if (holds(paths)) {
            anyHolds = true;
        } else if (rank <= INT32_MAX) {
            out.push_back(static_cast<int>(rank));
        }
    }
    return anyHolds ? out : std::vector<int>{};
}

std::optional<std::string> IterationFiles::rankFile(int64_t rank) const {
    const auto it = ranks.find(rank);
    if (it == ranks.end()) {
        return std::nullopt;
    }
    return checkpointPartsName(it->second).value_or(it->second.front());
}

IterationFiles listIteration(const std::filesystem::path& dir) {
    IterationFiles out;
    std::error_code ec;
    out.metadata = fs::is_regular_file(dir / "metadata.json", ec);
    std::vector<std::pair<std::string, IterationFileName>> files;
    std::map<std::string, size_t> perPrefix;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (!entry.is_regular_file(ec)) {
            continue;
        }
        const std::string name = entry.path().filename().string();
        if (auto file = parseIterationFileName(name); file && file->kind != "*") {
            ++perPrefix[file->prefix];
            files.emplace_back(name, std::move(*file));
        }
    }
    // "model" sorts before "opt": the network's parameters come first in a rank's checkpoint.
    std::sort(files.begin(), files.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string prefix;
    size_t most = 0;
    for (const auto& [p, count] : perPrefix) {
        if (count > most) {
            prefix = p;
            most = count;
        }
    }
    for (const auto& [name, file] : files) {
        if (file.prefix != prefix) {
            out.others.push_back(name);
            continue;
        }
        if (out.world != 0 && file.world != out.world) {
            out.mixedWorlds = true;
        }
        out.world = std::max(out.world, file.world);
        out.ranks[file.rank].push_back((dir / name).string());
    }
    return out;
}

namespace {

std::vector<std::pair<int64_t, fs::path>> iterationsIn(const fs::path& dir) {
    std::vector<std::pair<int64_t, fs::path>> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (const auto n = iterationFolderNumber(entry.path().filename().string());
            n && entry.is_directory(ec)) {
            out.emplace_back(*n, entry.path());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<int64_t> trackedIteration(const fs::path& dir) {
    std::ifstream in(dir / kTracker);
    int64_t n = -1;
    if (in >> n && n >= 0) {
        return n;
    }
    return std::nullopt;
}

// metadata.json's storage_data names, for each slice, the file and the rank that saved it (one
// entry with remove_redundancy, every holder without). A file whose rank there is not the number
// in its name was numbered by file, not by rank: with remove_redundancy MindFormers numbers the
// files of the ranks that saved something, which is every rank unless some saved nothing. The
// first such file, with its rank; read by a scan of the text (only these two fields are needed,
// and the file is parsed whole later for the layouts).
std::optional<std::pair<std::string, int64_t>> fileNumberedByFile(const fs::path& metadata) {
    std::ifstream in(metadata, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    constexpr std::string_view kRank = "\"storage_rank\"";
    constexpr std::string_view kFile = "\"file_name\"";
    std::map<std::string, int64_t, std::less<>> seen;
    for (size_t at = text.find(kRank); at != std::string::npos; at = text.find(kRank, at + 1)) {
        const size_t open = text.rfind('{', at);
        const size_t close = text.find('}', at);
        if (open == std::string::npos || close == std::string::npos) {
            break;
        }
        size_t r = text.find(':', at + kRank.size());
        size_t f = text.find(kFile, open);
        if (r == std::string::npos || r > close || f == std::string::npos || f > close) {
            continue;
        }
        ++r;
        while (r < close && (text[r] == ' ' || text[r] == '\n' || text[r] == '\t')) {
            ++r;
        }
        int64_t rank = 0;
        size_t digits = 0;
        for (; r < close && digits < 10 && text[r] >= '0' && text[r] <= '9'; ++r, ++digits) {
            rank = rank * 10 + (text[r] - '0');
        }
        const size_t quote = text.find('"', text.find(':', f + kFile.size()));
        const size_t end = quote == std::string::npos ? quote : text.find('"', quote + 1);
        if (digits == 0 || end == std::string::npos || end > close) {
            continue;
        }
        std::string name = text.substr(quote + 1, end - quote - 1);
        const auto parsed = parseIterationFileName(name);
        const auto [it, fresh] = seen.emplace(name, rank);
        if ((parsed && parsed->rank != rank) || (!fresh && it->second != rank)) {
            return std::make_pair(std::move(name), rank);
        }
    }
    return std::nullopt;
}

std::string iterationName(int64_t n) {
    std::string digits = std::to_string(n);
    return std::string(kIterationPrefix) +
           std::string(digits.size() < 8 ? 8 - digits.size() : 0, '0') + digits;
}

}  // namespace

bool isIterationRun(const std::string& dir) {
    const fs::path self = fs::path(dir).lexically_normal();
    std::error_code ec;
    if (!fs::is_directory(self, ec)) {
        return false;
    }
    // An iteration's files (a metadata.json beside other files is no run by itself), or
    // iteration_<N>/ folders.
    return !listIteration(self).ranks.empty() || !iterationsIn(self).empty() ||
           fs::is_regular_file(self / kTracker, ec);
}

namespace {

// The iteration_<N>/ folder of a checkpoint/ folder that --step names, else the newest complete
// one; `step` says which and how many there are.
Result<fs::path> chooseIteration(const fs::path& self, const StepChoice& choice,
                                 SelectedStep& step) {
    std::error_code ec;
    const auto iterations = iterationsIn(self);
    if (iterations.empty()) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "no iteration_<N>/ folders (MindFormers' iteration "
                                           "checkpoints) beside {tracker}"),
                         {{"tracker", kTracker}})
            .inFile(self.string());
    }
    step.savedSteps = iterations.size();
    std::optional<size_t> pick;
    if (!choice.step.empty()) {
        for (size_t i = 0; i < iterations.size(); ++i) {
            const std::string name = iterationName(iterations[i].first);
            const std::string number = std::to_string(iterations[i].first);
            // The folder's name, its number, or the step's name in `history`.
            if (choice.step == name || choice.step == number ||
                choice.step == std::string(kIterationPrefix) + number) {
                pick = i;
            }
        }
        if (!pick) {
            std::string names;
            for (const auto& [n, path] : iterations) {
                names += (names.empty() ? "" : ", ") + std::to_string(n);
            }
            return makeError(ErrorCode::NotFound,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "no saved iteration {step} (saved iterations: "
                                               "{names})"),
                             {{"step", choice.step}, {"names", names}})
                .inFile(self.string());
        }
        step.recommended = false;
    }
    // The tracker is written once every rank has saved: an iteration after the one it
    // names may still be being written, so the newest complete one up to it is taken. Rank
    // 0 writes metadata.json last; a run saved without a parallel strategy has none at all.
    const int64_t tracked = trackedIteration(self).value_or(INT64_MAX);
    bool anyMetadata = false;
    for (const auto& [n, path] : iterations) {
        anyMetadata = anyMetadata || fs::is_regular_file(path / "metadata.json", ec);
    }
    for (int pass = 0; pass < 2 && !pick; ++pass) {
        for (size_t i = iterations.size(); !pick && i-- > 0;) {
            if ((pass == 1 || iterations[i].first <= tracked) &&
                listIteration(iterations[i].second).complete(anyMetadata)) {
                pick = i;
            }
        }
    }
    return iterations[pick.value_or(iterations.size() - 1)].second;
}

// Why an iteration's files cannot be read as a run (none, numbered by file, or a stray name).
Status iterationFilesRefusal(const IterationFiles& files, const fs::path& chosen,
                             const std::string& path) {
    if (files.ranks.empty()) {
        return makeError(
                   ErrorCode::NotFound,
                   QT_TRANSLATE_NOOP("ErrorMessage",
                                     "no model-<rank>-<world>.safetensors files (MindFormers' "
                                     "iteration checkpoint) in the folder"),
                   {})
            .inFile(path);
    }
    // With remove_redundancy, MindFormers numbers the files of the ranks that saved something
    // (model- and opt- apart): not by rank once some rank saved nothing. Without metadata.json
    // (MindFormers writes none without a parallel strategy) each rank's files are read whole.
    std::optional<std::pair<std::string, int64_t>> byFile;
    if (files.metadata && !files.mixedWorlds) {
        byFile = fileNumberedByFile(chosen / "metadata.json");
    }
    if (files.mixedWorlds || byFile) {
        return makeError(
                   ErrorCode::Unsupported,
                   byFile ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                "ErrorMessage",
                                "metadata.json's storage_data puts rank {rank}'s slices in {file}: "
                                "an iteration saved with remove_redundancy in which some ranks "
                                "saved nothing, whose files are numbered by file, not by rank; "
                                "ShardScope does not read those yet"))
                          : ErrorTemplate(QT_TRANSLATE_NOOP(
                                "ErrorMessage",
                                "the files name different totals: an iteration saved with "
                                "remove_redundancy in which some ranks saved nothing, whose files "
                                "are numbered by file, not by rank; ShardScope does not read those "
                                "yet")),
                   {{"rank", byFile ? std::to_string(byFile->second) : std::string()},
                    {"file", byFile ? byFile->first : std::string()}})
            .inFile(path);
    }
    if (!files.plausible()) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the file names give a world size of {world} for "
                                           "{ranks} ranks' files: a stray file name, not a save"),
                         {{"world", std::to_string(files.world)},
                          {"ranks", std::to_string(files.ranks.size())}})
            .inFile(path);
    }
    return {};
}

// One RankFile a rank, its model- and opt- files as one; the ranks without files as a gap.
void addIterationRanks(RunFolder& run, const IterationFiles& files) {
    std::vector<int> missing;
    int64_t expect = 0;
    for (const auto& [rank, paths] : files.ranks) {
        for (; expect < rank; ++expect) {
            missing.push_back(static_cast<int>(expect));
        }
        expect = rank + 1;
        RankFile rf;
        rf.rank = static_cast<int>(rank);
        rf.folder = run.path;
        rf.format = "safetensors";
        rf.file = checkpointPartsName(paths).value_or(paths.front());
        if (paths.size() > 2 || (paths.size() == 2 && !checkpointPartsName(paths))) {
            std::vector<std::string> names;
            for (size_t i = 1; i < paths.size(); ++i) {
                names.push_back(fs::path(paths[i]).filename().string());
            }
            rf.alternatives = names;
        }
        run.ranks.push_back(std::move(rf));
    }
    for (; expect < files.world; ++expect) {
        missing.push_back(static_cast<int>(expect));
    }
    if (!missing.empty()) {
        const std::string list = formatRankList(missing);
        run.issues.push_back(makeIssue(IssueCode::RankGap, Severity::Warning, run.path, {}, -1,
                                       {list, std::to_string(files.world)}));
    }
}

// Files one kind lacks, files of another save, and the metadata.json with the layouts.
void addIterationNotes(RunFolder& run, const IterationFiles& files, const fs::path& chosen) {
    for (const char* kind : {"model", "opt"}) {
        if (const std::vector<int> bare = files.without(kind); !bare.empty()) {
            const std::string list = formatRankList(bare);
            run.issues.push_back(makeIssue(IssueCode::IterationFileMissing, Severity::Warning,
                                           run.path, {}, -1, {std::string(kind) + "-", list}));
        }
    }
    if (!files.others.empty()) {
        std::string names;
        for (const std::string& name : files.others) {
            names += (names.empty() ? "" : ", ") + name;
        }
        run.issues.push_back(makeIssue(IssueCode::IterationOtherFiles, Severity::Warning, run.path,
                                       {}, -1, {names}));
    }
    if (files.metadata) {
        run.strategyCandidates.push_back((chosen / "metadata.json").string());
    } else if (files.world > 1) {
        const std::string ranks = std::to_string(files.world);
        run.issues.push_back(makeIssue(IssueCode::IterationWithoutLayouts, Severity::Warning,
                                       run.path, {}, -1, {ranks}));
    }
}

}  // namespace

Result<RunFolder> discoverIterationRun(const std::string& dir, const StepChoice& choice) {
    fs::path self = fs::path(dir).lexically_normal();
    if (self.filename().empty()) {
        self = self.parent_path();
    }
    fs::path chosen = self;
    SelectedStep step;
    step.recommended = true;
    const bool root = listIteration(self).ranks.empty();
    if (root) {
        auto picked = chooseIteration(self, choice, step);
        if (!picked) {
            return std::move(picked).error();
        }
        chosen = std::move(*picked);
    }
    const auto number = iterationFolderNumber(chosen.filename().string());
    if (!root && !choice.step.empty() && number && choice.step != chosen.filename().string() &&
        choice.step != std::to_string(*number) &&
        choice.step != std::string(kIterationPrefix) + std::to_string(*number)) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "--step {step} names another iteration than this "
                                           "folder's; open the checkpoint/ folder above it to "
                                           "choose"),
                         {{"step", choice.step}})
            .inFile(self.string());
    }
    // As `history` names it (a step-only name: "iteration_200"), which --step takes too.
    step.name = number ? std::string(kIterationPrefix) + std::to_string(*number)
                       : chosen.filename().string();
    step.step = number.value_or(0);
    if (number) {
        step.globalStep = *number;
    }
    if (step.savedSteps == 0) {
        step.savedSteps = 1;
    }
    RunFolder run;
    run.path = chosen.string();
    const IterationFiles files = listIteration(chosen);
    if (Status refused = iterationFilesRefusal(files, chosen, run.path); !refused) {
        return std::move(refused).error();
    }
    addIterationRanks(run, files);
    addIterationNotes(run, files, chosen);
    run.step = step;
    return run;
}

}  // namespace shardscope
