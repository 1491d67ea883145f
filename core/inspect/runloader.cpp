#include "runloader.h"

#include <algorithm>
#include <filesystem>

#include "axisroles.h"
#include "formats/foreignfile.h"
#include "formats/mindformersoutput.h"
#include "layout/proxyshapes.h"
#include "pathkind.h"
#include "util/errorwording.h"
#include "util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

Result<RunDocument> checkpointAsRun(const std::string& path, const LoadOptions& options) {
    CheckpointParseOptions parse;
    parse.verifyCrc = options.verifyCrc;
    parse.key = options.key;
    auto file = CheckpointFile::open(path, parse);
    if (!file) {
        return std::move(file).error();
    }
    RunDocument model;
    model.kind = InputKind::Checkpoint;
    model.path = path;
    model.key = options.key;
    model.stages = {1, 1};
    RankFile rf;
    rf.rank = 0;
    rf.file = path;
    rf.folder = fs::path(path).parent_path().string();
    rf.format = checkpointFormatName(file->index().format);
    model.run.path = rf.folder;
    model.run.ranks.push_back(rf);
    model.issues = file->index().issues;
    if (file->index().crc == CrcState::Mismatch) {
        model.issues.push_back(
            makeIssue(IssueCode::CrcMismatch, Severity::Error, path, {}, -1, {}));
    }
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

Result<RunDocument> strategyAsRun(const std::string& path) {
    auto strategy = loadStrategy(path);
    if (!strategy) {
        return std::move(strategy).error();
    }
    return layoutsDocument(std::move(*strategy), path);
}

// For a folder that holds nothing to open: what was looked for, and what is there.
Error folderContents(const std::string& dir) {
    size_t folders = 0;
    size_t files = 0;
    std::vector<std::string> shown;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        (entry.is_directory(ec) ? folders : files) += 1;
        if (shown.size() < 5) {
            shown.push_back(entry.path().filename().string() + (entry.is_directory(ec) ? "/" : ""));
        }
    }
    std::sort(shown.begin(), shown.end());
    if (folders + files == 0) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "nothing to open here: looked for rank_<N>/ folders (a "
                                           "run), strategy files (.ckpt, .json) or training logs, "
                                           "but it is empty"),
                         {});
    }
    std::string names;
    for (size_t i = 0; i < shown.size(); ++i) {
        names += (i > 0 ? ", " : "") + shown[i];
    }
    names += folders + files > shown.size() ? ", ..." : "";
    // The folders choose the wording, the files its plural form.
    static constexpr ErrorPlural kOneFolder(
        "nothing to open here: looked for rank_<N>/ folders (a run), strategy files (.ckpt, "
        ".json) or training logs, but it holds {folders} folder and {files} file ({names})",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "nothing to open here: looked for rank_<N>/ folders (a run), strategy "
                            "files (.ckpt, .json) or training logs, but it holds {folders} folder "
                            "and {files} files ({names})"),
        "files");
    static constexpr ErrorPlural kFolders(
        "nothing to open here: looked for rank_<N>/ folders (a run), strategy files (.ckpt, "
        ".json) or training logs, but it holds {folders} folders and {files} file ({names})",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "nothing to open here: looked for rank_<N>/ folders (a run), strategy "
                            "files (.ckpt, .json) or training logs, but it holds {folders} "
                            "folders and {files} files ({names})"),
        "files");
    return makeError(
        ErrorCode::NotFound, folders == 1 ? kOneFolder : kFolders,
        {{"folders", std::to_string(folders)}, {"files", std::to_string(files)}, {"names", names}});
}

}  // namespace

RunDocument layoutsDocument(Strategy strategy, const std::string& path) {
    RunDocument model;
    model.kind = InputKind::Strategy;
    model.path = path;
    model.strategyPath = path;
    model.issues = strategy.issues;
    auto stages = stageShape(strategy, "opened");
    if (!stages) {
        // Still worth listing: the layouts are shown as they are, none of them drawn.
        model.issues.push_back(makeIssue(IssueCode::StrategyUnusable, Severity::Error, path, {}, -1,
                                         {stages.error().describe(), "layouts-not-placed"})
                                   .because(stages.error()));
        model.stages = {1, 1};
        for (size_t i = 0; i < strategy.layouts.size(); ++i) {
            ParamInfo p;
            p.name = strategy.layouts[i].name;
            p.stage = strategy.layouts[i].stage;
            p.layoutIndex = static_cast<int>(i);
            p.globalShape = strategy.layouts[i].tensorShape;
            p.status = ParamStatus::NotInCheckpoint;
            model.params.push_back(std::move(p));
        }
        model.strategy = std::move(strategy);
        return model;
    }
    model.stages = *stages;
    const FullShapes proxies = proxyShapes(&strategy, nullptr);
    for (size_t i = 0; i < strategy.layouts.size(); ++i) {
        const ParamLayout& l = strategy.layouts[i];
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
            p.statusError = std::make_shared<const Error>(withoutLocation(made.error()));
        }
        model.params.push_back(std::move(p));
    }
    model.strategy = std::move(strategy);
    return model;
}

Result<RunDocument> loadPath(const std::string& path, const std::string& strategyPath,
                             unsigned threads) {
    LoadOptions options;
    options.strategyPath = strategyPath;
    options.threads = threads;
    return loadPath(path, options);
}

namespace {

Result<RunDocument> loadAnyPath(const std::string& path, const LoadOptions& options,
                                const LoadWatch& watch) {
    const PathKind kind = classifyPath(path);
    if (!options.step.empty() && kind != PathKind::RunFolder && kind != PathKind::Missing) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "--step chooses a saved step of a run folder "
                                           "(rank_<N>/ folders); this is not one"),
                         {})
            .inFile(path);
    }
    switch (kind) {
        case PathKind::Missing:
            return makeError(ErrorCode::NotFound,
                             QT_TRANSLATE_NOOP("ErrorMessage", "no such file or folder"), {})
                .inFile(path);
        case PathKind::RunFolder:
            return loadRunFolder(path, options, watch);
        case PathKind::Strategy:
        case PathKind::StrategyFolder:
            return strategyAsRun(path);
        case PathKind::Checkpoint:
            return checkpointAsRun(path, options);
        case PathKind::Log:
            // Named like a log, but perhaps another tool's output: say which, when it can be told.
            if (auto foreign = foreignTextError(fileHead(path), path)) {
                return std::move(*foreign);
            }
            [[fallthrough]];
        case PathKind::LogFolder:
            return makeError(ErrorCode::Unsupported,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "training logs, not a checkpoint: read them with "
                                               "`logs` (or the Loss tab)"),
                             {})
                .inFile(path);
        case PathKind::NetDescription:
            return makeError(ErrorCode::Unsupported,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "a network description (NET.json), not a "
                                               "checkpoint: give it to `doctor --net`"),
                             {})
                .inFile(path);
        case PathKind::Unknown:
            return folderContents(path).inFile(path);
    }
    return makeError(ErrorCode::NotFound,
                     QT_TRANSLATE_NOOP("ErrorMessage", "no such file or folder"), {})
        .inFile(path);
}

}  // namespace

Result<RunDocument> loadPath(const std::string& path, const LoadOptions& options) {
    return loadPath(path, options, LoadWatch{});
}

Result<RunDocument> loadPath(const std::string& path, const LoadOptions& options,
                             const LoadWatch& watch) {
    auto run = loadAnyPath(path, options, watch);
    if (run) {
        keepAxisRoles(*run);  // here, off the window's thread: every view asks for them
    }
    return run;
}

}  // namespace shardscope
