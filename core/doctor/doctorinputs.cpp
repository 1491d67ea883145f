#include "doctorinputs.h"

#include "../inspect/rundocument.h"
#include "../inspect/runloader.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

// The run's other rank files for the redundancy check (a side of a run with a strategy), read
// from the run folder and with the strategy the side found and read: not found or read again.
void holdRunOf(CheckpointSide& side) {
    if (side.run || side.runFolder.empty() || !side.strategy) {
        return;
    }
    LoadOptions load;
    load.strategyPath = side.strategyPath;
    load.key = side.key;
    auto loaded = side.folder ? loadDiscoveredRun(side.runFolder, *side.folder, load, side.strategy)
                              : loadRunFolder(side.runFolder, load);
    if (!loaded) {
        side.runError = std::make_shared<const Error>(std::move(loaded).error());
        return;
    }
    side.run = std::make_shared<const RunDocument>(std::move(*loaded));
}

}  // namespace

Result<NetSpec> openNetSide(const DoctorInputs& inputs) {
    const int sources = (inputs.netJson.empty() ? 0 : 1) + (inputs.netStrategy.empty() ? 0 : 1) +
                        (inputs.netCkpt.empty() ? 0 : 1);
    if (sources != 1) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "give the network as exactly one of a NET.json, a "
                                           "destination strategy or a checkpoint"),
                         {});
    }
    if (inputs.rank < 0) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the rank must not be negative"), {});
    }
    if (!inputs.netJson.empty()) {
        return NetSpec::loadJson(inputs.netJson);
    }
    if (!inputs.netStrategy.empty()) {
        return NetSpec::loadStrategy(inputs.netStrategy, inputs.rank);
    }
    return NetSpec::loadCheckpoint(inputs.netCkpt, inputs.key);
}

Result<CheckpointSide> openCheckpointSide(const DoctorInputs& inputs) {
    Result<CheckpointSide> side = !inputs.run
                                      ? CheckpointSide::load(inputs.ckpt, inputs.strategy,
                                                             inputs.rank, inputs.key, inputs.step)
                                  : inputs.run->kind == InputKind::Checkpoint
                                      ? CheckpointSide::aroundFile(*inputs.run, inputs.rank)
                                      : CheckpointSide::fromRun(inputs.run, inputs.rank);
    if (side) {
        holdRunOf(*side);
    }
    return side;
}

Result<DoctorRequest> openDoctor(const DoctorInputs& inputs, std::stop_token stop,
                                 const ProgressSink& progress) {
    const auto step = [&](uint64_t done) -> Status {
        if (progress) {
            progress({done, 3});
        }
        if (stop.stop_requested()) {
            return makeError(ErrorCode::Cancelled,
                             QT_TRANSLATE_NOOP("ErrorMessage", "the check was cancelled"), {});
        }
        return {};
    };
    auto net = openNetSide(inputs);
    if (!net) {
        return std::move(net).error();
    }
    if (Status s = step(1); !s) {
        return std::move(s).error();
    }
    auto ckpt = openCheckpointSide(inputs);
    if (!ckpt) {
        return std::move(ckpt).error();
    }
    if (Status s = step(2); !s) {
        return std::move(s).error();
    }
    DoctorRequest request;
    request.ckpt = std::move(*ckpt);
    request.net = std::move(*net);
    request.strict = inputs.strict;
    request.removeRedundancy = inputs.removeRedundancy;
    return request;
}

}  // namespace shardscope
