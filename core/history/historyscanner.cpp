#include "historyscanner.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "../formats/checkpointparts.h"
#include "../formats/conversionrecord.h"
#include "../formats/iterationrun.h"
#include "../util/fileio.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

int rankFolder(const std::string& name) {
    return name.rfind("rank_", 0) == 0 && isFolderNumber(name.substr(5)) ? std::stoi(name.substr(5))
                                                                         : -1;
}

bool isCheckpointName(const std::string& name) {
    for (const char* ext : {".ckpt", ".safetensors", ".h5", ".hdf5"}) {
        const std::string e = ext;
        if (name.size() > e.size() && name.compare(name.size() - e.size(), e.size(), e) == 0) {
            return true;
        }
    }
    return false;
}

class Scanner {
public:
    explicit Scanner(ScannedRun& out) : m_out(out) {}

    Status tier(size_t t, const std::string& dir);
    const std::set<int>& ranks() const { return m_ranks; }

private:
    void rankDir(size_t t, int rank, const std::string& dir, std::optional<int64_t> tftStep,
                 bool unfinished);
    // MindFormers 1.7's iteration_<N>/ folder: one saved step, each rank's files one checkpoint.
    void iterationDir(size_t t, const fs::path& dir, int64_t iteration);
    void add(size_t t, int rank, const fs::path& path, const SavedName& name,
             std::optional<int64_t> tftStep, bool unfinished);

    ScannedRun& m_out;
    std::set<int> m_ranks;
};

void Scanner::add(size_t t, int rank, const fs::path& path, const SavedName& name,
                  std::optional<int64_t> tftStep, bool unfinished) {
    ScannedFile f;
    f.rank = rank;
    f.tier = t;
    f.path = path.string();
    f.name = name;
    f.folderStep = tftStep;
    f.unfinishedFolder = unfinished;
    if (!checkpointSizeAndTime(f.path, f.bytes, f.mtimeNs)) {
        f.bytes = 0;
        f.mtimeNs = 0;
    }
    if (tftStep && f.name.kind == SaveKind::Periodic) {
        f.name.kind = SaveKind::FaultTolerance;
    }
    m_out.files.push_back(std::move(f));
}

void Scanner::rankDir(size_t t, int rank, const std::string& dir, std::optional<int64_t> tftStep,
                      bool unfinished) {
    m_ranks.insert(rank);
    std::error_code ec;
    std::vector<std::string> checkpoints;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (!entry.is_regular_file(ec)) {
            continue;
        }
        const std::string name = entry.path().filename().string();
        if (name == "meta.json" && t == 0 && !tftStep) {
            m_out.meta[rank] = readMetaJson(entry.path().string());
            continue;
        }
        if (isCheckpointName(name)) {
            checkpoints.push_back(name);
        }
        if (auto parsed = parseSavedName(name)) {
            add(t, rank, entry.path(), *parsed, tftStep, unfinished);
        } else if (name.size() > 4 && name.compare(name.size() - 4, 4, ".tmp") == 0) {
            m_out.leftovers.push_back(entry.path().string());
        }
    }
    if (t == 0 && !tftStep && !checkpoints.empty()) {
        m_out.lexLast[rank] = dir + "/" + *std::max_element(checkpoints.begin(), checkpoints.end());
    }
}

void Scanner::iterationDir(size_t t, const fs::path& dir, int64_t iteration) {
    const IterationFiles files = listIteration(dir);
    SavedName name;
    name.prefix = name.rawPrefix = "iteration";
    name.step = iteration;
    name.kind = SaveKind::StepOnly;
    name.format = "safetensors";
    for (int64_t r = 0; files.plausible() && r < files.world; ++r) {
        m_ranks.insert(static_cast<int>(r));  // a rank without its files is missing here
    }
    for (const auto& [rank, paths] : files.ranks) {
        if (rank > INT32_MAX) {
            continue;
        }
        m_ranks.insert(static_cast<int>(rank));
        add(t, static_cast<int>(rank), *files.rankFile(rank), name, iteration, false);
    }
    if (t == 0) {
        if (std::error_code ec; fs::is_regular_file(dir / "metadata.json", ec)) {
            m_out.topLevel = {(dir / "metadata.json").string()};  // the newest iteration's
        }
    }
}

Status Scanner::tier(size_t t, const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        return makeError(ErrorCode::NotFound, QT_TRANSLATE_NOOP("ErrorMessage", "not a folder"), {})
            .inFile(dir);
    }
    bool structured = false;
    std::vector<fs::directory_entry> entries;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        entries.push_back(entry);
    }
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot list folder: {reason}"), dir);
    }
    std::sort(entries.begin(), entries.end());
    if (const auto n =
            iterationFolderNumber(fs::path(dir).lexically_normal().filename().string())) {
        iterationDir(t, dir, *n);  // one iteration folder, opened by itself
        return {};
    }
    for (const auto& entry : entries) {
        const std::string name = entry.path().filename().string();
        if (const auto n = iterationFolderNumber(name); n && entry.is_directory(ec)) {
            structured = true;
            iterationDir(t, entry.path(), *n);
            continue;
        }
        if (!entry.is_directory(ec)) {
            const std::string ext = entry.path().extension().string();
            if (t == 0 && (ext == ".ckpt" || ext == ".json") && name != kConversionRecordName) {
                m_out.topLevel.push_back(entry.path().string());
            }
            continue;
        }
        if (const int r = rankFolder(name); r >= 0) {
            structured = true;
            rankDir(t, r, entry.path().string(), std::nullopt, false);
        } else if (const auto tft = parseFaultToleranceFolder(name)) {
            structured = true;
            for (const auto& sub : fs::directory_iterator(entry.path(), ec)) {
                const int sr = rankFolder(sub.path().filename().string());
                if (sr >= 0 && sub.is_directory(ec)) {
                    rankDir(t, sr, sub.path().string(), tft->globalStep, tft->unfinished);
                }
            }
        }
    }
    if (!structured) {
        // A single-card run saves straight into its folder: that folder is rank 0.
        const size_t before = m_out.files.size();
        rankDir(t, 0, dir, std::nullopt, false);
        const bool any = m_out.files.size() > before || m_out.lexLast.count(0) != 0;
        if (!any) {
            m_ranks.erase(0);
        } else if (t == 0) {
            m_out.singleFolder = true;
            m_out.topLevel.clear();
        }
    }
    return {};
}

// "<prefix>_<r>" in rank_<r>/ on every rank (a converted run's checkpoint_3.ckpt) numbers
// ranks, not steps.
bool numbersAreRanks(const ScannedRun& run) {
    size_t stepOnly = 0;
    for (const ScannedFile& f : run.files) {
        if (f.name.kind == SaveKind::StepOnly && f.name.nameRank < 0) {
            if (f.name.step != f.rank) {
                return false;
            }
            ++stepOnly;
        }
    }
    return stepOnly > 0;
}

}  // namespace

Result<ScannedRun> scanRun(const std::vector<std::string>& tiers) {
    ScannedRun run;
    run.tiers = tiers;
    Scanner scanner(run);
    for (size_t t = 0; t < tiers.size(); ++t) {
        if (Status s = scanner.tier(t, tiers[t]); !s) {
            return std::move(s).error();
        }
    }
    run.ranks.assign(scanner.ranks().begin(), scanner.ranks().end());
    if (run.ranks.empty()) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "no saved checkpoints here: looked for rank_<N>/ "
                                           "folders, tft_saved_checkpoints-step_<N>/ folders and "
                                           "checkpoint files"),
                         {})
            .inFile(tiers.front());
    }
    if (numbersAreRanks(run)) {
        run.rankNumbersNotSteps = true;
        std::erase_if(run.files, [](const ScannedFile& f) {
            return f.name.kind == SaveKind::StepOnly && f.name.nameRank < 0;
        });
    }
    std::vector<SavedName> names;
    names.reserve(run.files.size());
    for (const ScannedFile& f : run.files) {
        names.push_back(f.name);
    }
    resolveClashes(names);
    for (size_t i = 0; i < names.size(); ++i) {
        run.files[i].name = std::move(names[i]);
    }
    std::sort(run.leftovers.begin(), run.leftovers.end());
    return run;
}

MetaJson readMetaJson(const std::string& path) {
    MetaJson meta;
    std::ifstream in(path);
    const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        meta.problem = "not a JSON object";
        return meta;
    }
    const auto epoch = j.find("last_epoch");
    const auto step = j.find("last_step");
    const auto file = j.find("last_ckpt_file");
    if (epoch == j.end() || step == j.end() || !epoch->is_number_integer() ||
        !step->is_number_integer()) {
        meta.problem = "last_epoch and last_step must be integers";
        return meta;
    }
    if (file == j.end() || !file->is_string()) {
        meta.problem = "last_ckpt_file must be a string";
        return meta;
    }
    meta.valid = true;
    meta.lastEpoch = epoch->get<int64_t>();
    meta.lastStep = step->get<int64_t>();
    meta.lastFile = file->get<std::string>();
    return meta;
}

}  // namespace shardscope
