#include "deststrategy.h"

#include <filesystem>

#include "../util/atomicfile.h"
#include "../util/fileio.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

Status writeBytes(const std::string& bytes, const std::string& path) {
    if (bytes.empty()) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the strategy is too large for the protobuf form (2 GiB "
                                           "limit)"),
                         {})
            .inFile(path);
    }
    auto out = AtomicFile::create(path, true);
    if (!out) {
        return std::move(out).error();
    }
    if (Status s = out->write(bytes); !s) {
        return s;
    }
    return out->commit();
}

Status writeProtobuf(const Strategy& strategy, const std::string& path) {
    return writeBytes(serializeStrategyProtobuf(strategy), path);
}

Strategy mergedForm(const Strategy& strategy) {
    Strategy merged = strategy;
    merged.format = StrategyFormat::Protobuf;
    merged.merged = strategy.stages().size() > 1;
    for (ParamLayout& layout : merged.layouts) {
        layout.prefixed = merged.merged;  // "<stage>-" prefixes exactly when stages are merged
    }
    return merged;
}

}  // namespace

std::string destinationStrategyBytes(const Strategy& strategy) {
    return serializeStrategyProtobuf(mergedForm(strategy));
}

Strategy stageStrategy(const Strategy& merged, int stage) {
    Strategy out;
    out.source = merged.source;
    out.format = StrategyFormat::Protobuf;
    out.currentStage = merged.currentStage;
    out.merged = false;
    for (const StrategyItem& item : merged.items) {
        if (static_cast<int>(item.stage) == stage) {
            out.items.push_back(item);
        }
    }
    for (const ParamLayout& layout : merged.layouts) {
        if (layout.stage == stage) {
            ParamLayout own = layout;
            own.prefixed = false;
            out.layouts.push_back(std::move(own));
        }
    }
    return out;
}

Result<DestinationStrategyFiles> writeDestinationStrategy(const Strategy& strategy,
                                                          const std::string& dstFolder) {
    DestinationStrategyFiles files;
    const std::vector<int> stages = strategy.stages();
    files.merged = (fs::path(dstFolder) / "strategy.ckpt").string();
    if (Status s = writeBytes(destinationStrategyBytes(strategy), files.merged); !s) {
        return std::move(s).error();
    }
    if (stages.size() > 1) {
        const fs::path folder = fs::path(dstFolder) / "strategy";
        std::error_code ec;
        fs::create_directories(folder, ec);
        if (ec) {
            return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot create folder: {reason}"),
                           folder.string());
        }
        for (const int stage : stages) {
            const std::string path =
                (folder / ("stage_" + std::to_string(stage) + ".ckpt")).string();
            if (Status s = writeProtobuf(stageStrategy(strategy, stage), path); !s) {
                return std::move(s).error();
            }
            files.stages.push_back(path);
        }
    }
    return files;
}

}  // namespace shardscope
