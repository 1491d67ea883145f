#include "destinationcheck.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

#include "../formats/checkpointformat.h"
#include "../util/ranklist.h"
#include "../util/temporaryfile.h"
#include "deststrategy.h"
#include "planrecord.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

bool rankNumber(const std::string& name, int& rank) {
    if (name.rfind("rank_", 0) != 0 || name.size() == 5 || name.size() > 14) {
        return false;
    }
    const std::string digits = name.substr(5);
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return false;
    }
    rank = std::stoi(digits);
    return true;
}

bool sameBytes(const fs::path& path, const std::string& expected) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return false;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return !expected.empty() && bytes == expected;
}

// Files a run folder's reader takes for a strategy or a checkpoint beside the rank folders.
bool readAsPartOfRun(const fs::path& path) {
    const std::string ext = path.extension().string();
    return ext == ".ckpt" || ext == ".json" || ext == ".safetensors" || ext == ".h5" ||
           ext == ".hdf5";
}

std::string join(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) {
        out += (out.empty() ? "" : ", ") + item;
    }
    return out;
}

// The folders to remove, as a shell names them: "rank_{0..7}/, rank_9/".
std::string rankFolderPaths(const std::vector<int>& ascending) {
    std::vector<std::string> runs;
    for (size_t i = 0; i < ascending.size();) {
        size_t j = i;
        while (j + 1 < ascending.size() && ascending[j + 1] == ascending[j] + 1) {
            ++j;
        }
        runs.push_back(i == j ? "rank_" + std::to_string(ascending[i]) + "/"
                              : "rank_{" + std::to_string(ascending[i]) + ".." +
                                    std::to_string(ascending[j]) + "}/");
        i = j + 1;
    }
    return join(runs);
}

class DestinationCheck {
public:
    explicit DestinationCheck(const ConversionPlan& plan) : m_plan(plan), m_dst(plan.dstFolder) {}

    std::vector<Issue> run();

private:
    void rankFolder(const fs::path& folder, int rank);
    void strategyFolder(const fs::path& folder);
    void record();
    std::string fileName(int rank) const {
        return m_plan.options.prefix + std::to_string(rank) +
               checkpointFormatExtension(m_plan.options.format.value_or(CheckpointFormat::Ckpt));
    }
    void issue(IssueCode code, std::string file, const std::vector<std::string>& args) {
        m_issues.push_back(makeIssue(code, Severity::Error, std::move(file), {}, -1, args));
    }

    const ConversionPlan& m_plan;
    const fs::path m_dst;
    std::vector<Issue> m_issues;
    std::vector<int> m_ranks;               // every rank folder there
    std::vector<int> m_outside;             // of those, the ones past the target's ranks
    std::vector<std::string> m_otherFiles;  // relative to the folder
    std::vector<std::string> m_strategyFiles;
    bool m_anotherConversion = false;
};

void DestinationCheck::rankFolder(const fs::path& folder, int rank) {
    m_ranks.push_back(rank);
    if (rank >= m_plan.dstRankCount) {
        m_outside.push_back(rank);
        return;
    }
    const std::string mine = fileName(rank);
    std::error_code ec;
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (name != mine && name != TemporaryFile::pathFor(mine)) {
            names.push_back(name);
        }
    }
    std::sort(names.begin(), names.end());
    for (const std::string& name : names) {
        m_otherFiles.push_back(folder.filename().string() + "/" + name);
    }
}

void DestinationCheck::strategyFolder(const fs::path& folder) {
    const std::vector<int> stages =
        m_plan.dstStrategy ? m_plan.dstStrategy->stages() : std::vector<int>{};
    std::error_code ec;
    std::vector<fs::path> entries;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        entries.push_back(entry.path());
    }
    std::sort(entries.begin(), entries.end());
    for (const fs::path& path : entries) {
        const std::string name = path.filename().string();
        if (TemporaryFile::isTemporaryName(name)) {
            continue;  // a strategy file being written (deststrategy.h): ours, or gone soon
        }
        const std::string relative = "strategy/" + name;
        int stage = -1;
        if (stages.size() > 1 && name.rfind("stage_", 0) == 0 && name.size() > 11 &&
            name.compare(name.size() - 5, 5, ".ckpt") == 0) {
            const std::string digits = name.substr(6, name.size() - 11);
            if (std::all_of(digits.begin(), digits.end(),
                            [](char c) { return c >= '0' && c <= '9'; }) &&
                digits.size() < 9) {
                stage = std::stoi(digits);
            }
        }
        if (stage < 0 || std::find(stages.begin(), stages.end(), stage) == stages.end()) {
            m_otherFiles.push_back(relative);
        } else if (!sameBytes(path, serializeStrategyProtobuf(
                                        stageStrategy(*m_plan.dstStrategy, stage)))) {
            m_strategyFiles.push_back(relative);
        }
    }
}

void DestinationCheck::record() {
    auto found = readConversionRecord(m_dst.string());
    if (!found) {
        if (found.error().code != ErrorCode::NotFound) {
            m_otherFiles.push_back(kConversionRecordName);
        }
        return;
    }
    if (sameConversion(*found, conversionRecordOf(m_plan))) {
        return;
    }
    m_anotherConversion = true;
    const ConversionRecord& r = *found;
    const std::string file = (m_dst / kConversionRecordName).string();
    issue(IssueCode::DestinationOtherConversion, file,
          {file, r.source, r.step, r.target, std::to_string(r.cards)});
}

std::vector<Issue> DestinationCheck::run() {
    std::error_code ec;
    if (!fs::is_directory(m_dst, ec)) {
        return {};
    }
    record();
    std::vector<fs::path> entries;
    for (const auto& entry : fs::directory_iterator(m_dst, ec)) {
        entries.push_back(entry.path());
    }
    std::sort(entries.begin(), entries.end());
    bool strategyFile = false;
    bool strategyDir = false;
    for (const fs::path& path : entries) {
        const std::string name = path.filename().string();
        int rank = -1;
        if (fs::is_directory(path, ec)) {
            if (rankNumber(name, rank)) {
                rankFolder(path, rank);
            } else if (name == "strategy") {
                strategyDir = true;
                strategyFolder(path);
            } else if (name.rfind("rank_", 0) == 0) {
                m_otherFiles.push_back(name + "/");
            }
            continue;
        }
        if (name == kConversionRecordName) {
            continue;
        }
        if (name == "strategy.ckpt") {
            strategyFile = true;
            if (!m_plan.dstStrategy ||
                !sameBytes(path, destinationStrategyBytes(*m_plan.dstStrategy))) {
                m_strategyFiles.insert(m_strategyFiles.begin(), name);
            }
        } else if (readAsPartOfRun(path)) {
            m_otherFiles.push_back(name);
        }
    }
    const std::string folder = m_dst.string();
    if (!m_outside.empty()) {
        const int cards = m_plan.dstRankCount;
        issue(IssueCode::DestinationRanksOutside, folder,
              {folder, formatRankList(m_outside), std::to_string(cards),
               std::to_string(m_outside.size()), std::to_string(cards - 1)});
    }
    // The merged file tells for its stages' files when it differs too: one line, not one a stage.
    const bool mergedDiffers =
        !m_strategyFiles.empty() && m_strategyFiles.front() == "strategy.ckpt";
    for (const std::string& name : m_strategyFiles) {
        if (mergedDiffers && name != "strategy.ckpt") {
            continue;
        }
        const std::string file = (m_dst / name).string();
        issue(IssueCode::DestinationOtherStrategy, file, {file, m_plan.dstStrategy ? "" : "yes"});
    }
    if (!m_otherFiles.empty()) {
        issue(IssueCode::DestinationOtherFiles, folder, {folder, join(m_otherFiles)});
    }
    if (m_issues.empty()) {
        return {};
    }
    // Another conversion's folder goes as a whole: its rank files are not this plan's either.
    const bool whole = m_anotherConversion || !m_strategyFiles.empty();
    std::vector<std::string> clear;
    const std::vector<int>& ranks = whole ? m_ranks : m_outside;
    if (!ranks.empty()) {
        clear.push_back(rankFolderPaths(ranks));
    }
    if (whole && strategyFile) {
        clear.push_back("strategy.ckpt");
    }
    if (whole && strategyDir) {
        clear.push_back("strategy/");
    }
    clear.insert(clear.end(), m_otherFiles.begin(), m_otherFiles.end());
    if (whole && m_anotherConversion) {
        clear.push_back(kConversionRecordName);
    }
    issue(IssueCode::DestinationInUse, folder, {folder, join(clear)});
    return std::move(m_issues);
}

}  // namespace

std::vector<Issue> checkDestination(const ConversionPlan& plan) {
    if (plan.dstFolder.empty()) {
        return {};
    }
    return DestinationCheck(plan).run();
}

}  // namespace shardscope
