#include "runloader.h"

#include <filesystem>

#include "convert/proxyshapes.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

bool isStrategyPath(const std::string& path) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        return true;  // not a run folder: per-stage strategy files
    }
    return looksLikeStrategyFile(path);
}

Result<RunModel> checkpointAsRun(const std::string& path) {
    CheckpointParseOptions parse;
    parse.verifyCrc = false;
    auto file = CheckpointFile::open(path, parse);
    if (!file) {
        return std::move(file).error();
    }
    RunModel model;
    model.path = path;
    model.stages = {1, 1};
    RankFile rf;
    rf.rank = 0;
    rf.file = path;
    rf.folder = fs::path(path).parent_path().string();
    rf.format = checkpointFormatName(file->index().format);
    model.run.path = rf.folder;
    model.run.ranks.push_back(rf);
    model.issues = file->index().issues;
    auto shared = std::make_shared<const CheckpointFile>(std::move(*file));
    for (const TensorEntry& t : shared->index().tensors) {
        ParamInfo p;
        p.name = t.name;
        p.dtype = t.dtypeName;
        p.globalShape = t.shape;
        p.localShape = t.shape;
        p.bytesPerRank = t.bytes;
        p.bytesTotal = t.bytes;
        p.ranks = {0};
        p.status = ParamStatus::NotInStrategy;
        model.params.push_back(std::move(p));
    }
    model.files.push_back(std::move(shared));
    return model;
}

Result<RunModel> strategyAsRun(const std::string& path) {
    auto strategy = loadStrategy(path);
    if (!strategy) {
        return std::move(strategy).error();
    }
    auto stages = stageShape(*strategy, "opened");
    if (!stages) {
        return std::move(stages).error();
    }
    RunModel model;
    model.path = path;
    model.strategyPath = path;
    model.stages = *stages;
    model.issues = strategy->issues;
    const FullShapes proxies = proxyShapes(&*strategy, nullptr);
    for (size_t i = 0; i < strategy->layouts.size(); ++i) {
        const ParamLayout& l = strategy->layouts[i];
        ParamInfo p;
        p.name = l.name;
        p.stage = l.stage;
        p.layoutIndex = static_cast<int>(i);
        p.globalShape = l.tensorShape;
        p.status = ParamStatus::NotInCheckpoint;
        const auto proxy = proxies.find(l.name);
        auto made = TensorLayout::make(
            l, l.tensorShape.empty() && proxy != proxies.end() ? proxy->second : l.tensorShape);
        if (made) {
            if (!l.tensorShape.empty()) {
                p.localShape = made->localShape();
            }
            p.layout = std::move(*made);
        } else {
            p.status = ParamStatus::ShapeContradicts;
            p.statusMessage = made.error().message;
        }
        model.params.push_back(std::move(p));
    }
    model.strategy = std::move(*strategy);
    return model;
}

}  // namespace

Result<RunModel> loadInspection(const std::string& path, const std::string& strategyPath,
                                unsigned threads) {
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        return makeError(ErrorCode::NotFound, "no such file or folder").inFile(path);
    }
    if (fs::is_directory(path, ec) && looksLikeRunFolder(path)) {
        return loadRunModel(path, strategyPath, threads);
    }
    if (isStrategyPath(path)) {
        return strategyAsRun(path);
    }
    return checkpointAsRun(path);
}

}  // namespace shardscope
