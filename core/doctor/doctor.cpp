#include "doctor.h"

#include "../util/translatenoop.h"
#include "checkpointside.h"
#include "diagnoser.h"
#include "netspec.h"
#include "redundancycheck.h"

namespace shardscope {

Result<DoctorReport> runDoctor(const DoctorRequest& request, std::stop_token stop,
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
    const int sources = (request.netJson.empty() ? 0 : 1) + (request.netStrategy.empty() ? 0 : 1) +
                        (request.netCkpt.empty() ? 0 : 1);
    if (sources != 1) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "give the network as exactly one of a NET.json, a "
                                           "destination strategy or a checkpoint"),
                         {});
    }
    if (request.rank < 0) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the rank must not be negative"), {});
    }
    Result<NetSpec> net = !request.netJson.empty() ? NetSpec::loadJson(request.netJson)
                          : !request.netStrategy.empty()
                              ? NetSpec::loadStrategy(request.netStrategy, request.rank)
                              : NetSpec::loadCheckpoint(request.netCkpt, request.key);
    if (!net) {
        return std::move(net).error();
    }
    if (Status s = step(1); !s) {
        return std::move(s).error();
    }
    auto ckpt = request.run ? CheckpointSide::fromRun(request.run, request.rank)
                            : CheckpointSide::load(request.ckpt, request.strategy, request.rank,
                                                   request.key, request.step);
    if (!ckpt) {
        return std::move(ckpt).error();
    }
    if (Status s = step(2); !s) {
        return std::move(s).error();
    }
    auto report = Diagnoser(*ckpt, *net).run(request.strict);
    RedundancyCheck(*ckpt, *net).apply(request.removeRedundancy, report);
    if (progress) {
        progress({3, 3});
    }
    return report;
}

}  // namespace shardscope
