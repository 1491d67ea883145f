#include "runfolder.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "iterationrun.h"
#include "mindformersoutput.h"
#include "ranktablefiles.h"
#include "strategy.h"

namespace shardscope {

namespace fs = std::filesystem;

bool isCheckpointCompanion(const std::string& fileName) {
    return fileName.size() > 5 && fileName.compare(fileName.size() - 5, 5, ".meta") == 0;
}

const RankFile* RunFolder::rank(int r) const {
    for (const RankFile& f : ranks) {
        if (f.rank == r) {
            return &f;
        }
    }
    return nullptr;
}

bool looksLikeRunFolder(const std::string& dir) {
    const auto out = findMindFormersOutput(dir);
    if (out && isMindFormersLogFolder(*out, dir)) {
        return false;  // output/log/rank_<N>/info.log: logs, for the Loss tab
    }
    if (const auto run = runFolderFor(dir); !run || *run != dir) {
        return true;  // MindFormers' output/ folder, or one rank's folder: the run around it
    }
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_directory(ec) && name.rfind("rank_", 0) == 0) {
            return true;
        }
    }
    return isIterationRun(dir);
}

std::string findRunStrategy(const RunFolder& run) {
    return findRunStrategy(run, nullptr);
}

std::string findRunStrategy(const RunFolder& run, std::optional<Result<Strategy>>* read) {
    std::vector<std::string> strategies;
    std::optional<Result<Strategy>> last;  // the read of strategies.back(), when it was read
    for (const std::string& candidate : run.strategyCandidates) {
        if (fs::path(candidate).extension() == ".json" && looksLikeRankTable(candidate)) {
            continue;  // rank_table_8pcs.json beside the run places cards, it cuts nothing
        }
        std::error_code ec;
        if (fs::is_directory(candidate, ec)) {
            return candidate;  // MindFormers' output/strategy, found by discoverRunFolder
        }
        if (fs::path(candidate).extension() == ".json") {
            strategies.push_back(candidate);
            last.reset();
            continue;
        }
        Result<Strategy> strategy = readStrategyFile(candidate);
        if (strategy.ok()) {
            strategies.push_back(candidate);
            last.emplace(std::move(strategy));
        }
    }
    if (strategies.size() == 1) {
        if (read != nullptr) {
            *read = std::move(last);
        }
        return strategies.front();
    }
    std::string folder = run.path + "/strategy";
    std::error_code ec;
    if (strategies.empty() && fs::is_directory(folder, ec)) {
        return folder;
    }
    return {};
}

}  // namespace shardscope
