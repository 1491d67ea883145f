#include "convertspec.h"

namespace shardscope {

PlanRequest ConvertSpec::planRequest() const {
    PlanRequest request;
    request.srcFolder = src;
    request.dstFolder = dst;
    request.srcStrategy = srcStrategy;
    request.dstStrategy = dstStrategy;
    request.step = step;
    request.options.prefix = prefix;
    request.options.threads = threads;
    request.options.removeRedundancy = removeRedundancy;
    request.options.crc = crc;
    request.options.format = checkpointFormatFromName(format);
    return request;
}

std::string ConvertSpec::jobKey() const {
    std::string key;
    for (const std::string* s : {&src, &dst, &srcStrategy, &dstStrategy, &prefix, &format, &ranks,
                                 &step, &rankTable, &simulate}) {
        key += *s + "\x1f";
    }
    key += std::to_string(threads) + (verify ? "v" : "-") + (crc ? "c" : "-") +
           (removeRedundancy ? "r" : "-");
    return key;
}

}  // namespace shardscope
