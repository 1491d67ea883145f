#include "planrecord.h"

#include <xxhash.h>

#include <cstdio>
#include <filesystem>

#include "../formats/checkpointformat.h"
#include "deststrategy.h"
#include "version.h"

namespace shardscope {

namespace {

std::string absolutePath(const std::string& path) {
    if (path.empty()) {
        return {};
    }
    std::error_code ec;
    const std::filesystem::path full =
        std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec), ec);
    return ec ? path : full.string();
}

}  // namespace

ConversionRecord conversionRecordOf(const ConversionPlan& plan) {
    ConversionRecord r;
    r.tool = std::string("shardscope ") + SHARDSCOPE_VERSION;
    r.started = utcTimestamp();
    r.status = "in progress";
    r.source = absolutePath(plan.srcFolder);
    r.sourceStrategy = absolutePath(plan.srcStrategy);
    if (plan.sourceStep) {
        r.step = plan.sourceStep->name;
        r.globalStep = plan.sourceStep->globalStep;
    }
    if (plan.dstStrategy) {
        // A simulated target held in memory is named by its spec ("simulated: dp=2,mp=1").
        std::error_code ec;
        const std::string& named = plan.dstStrategy->source;
        r.target = std::filesystem::exists(named, ec) ? absolutePath(named) : named;
        const std::string bytes = destinationStrategyBytes(*plan.dstStrategy);
        char digest[17];
        std::snprintf(digest, sizeof digest, "%016llx",
                      static_cast<unsigned long long>(XXH3_64bits(bytes.data(), bytes.size())));
        r.targetDigest = digest;
        r.stages = std::max<int>(1, static_cast<int>(plan.dstStrategy->stages().size()));
    }
    r.cards = plan.dstRankCount;
    r.format = plan.options.format ? checkpointFormatName(*plan.options.format) : "";
    r.prefix = plan.options.prefix;
    r.crc = plan.options.crc;
    if (plan.options.encryptKey) {
        r.encryption = encryptionModeName(plan.options.encryptKey->mode());
    }
    r.removeRedundancy = plan.options.removeRedundancy;
    return r;
}

}  // namespace shardscope
