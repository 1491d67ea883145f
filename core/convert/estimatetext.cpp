#include "estimatetext.h"

#include <cmath>
#include <cstdio>

#include "../util/wording.h"

namespace shardscope {

namespace {

std::string rateText(double bytesPerSecond) {
    return humanBytes(static_cast<uint64_t>(std::llround(bytesPerSecond))) + "/s";
}

}  // namespace

std::string durationText(double seconds) {
    char text[32];
    if (seconds < 60) {
        std::snprintf(text, sizeof text, "about %lld s",
                      std::max(1LL, static_cast<long long>(std::llround(seconds))));
    } else if (seconds < 3600) {
        std::snprintf(text, sizeof text, "about %lld min",
                      static_cast<long long>(std::llround(seconds / 60)));
    } else {
        std::snprintf(text, sizeof text, "about %.1f h", seconds / 3600);
    }
    return text;
}

std::string estimateText(const ConversionEstimate& estimate, const ConversionRates& rates) {
    if (estimate.totalSeconds <= 0) {
        return {};
    }
    std::string text = durationText(estimate.totalSeconds) + ": reading at " +
                       rateText(rates.readBytesPerSecond) + ", writing at " +
                       rateText(rates.writeBytesPerSecond) + " with fsync";
    if (estimate.verifySeconds > 0) {
        text += ", then verifying (" + durationText(estimate.verifySeconds) + ") at " +
                rateText(rates.verifyBytesPerSecond);
    }
    text += rates.conversions == 0
                ? " (rates from a disk test)"
                : " (rates from a disk test corrected by " + std::to_string(rates.conversions) +
                      (rates.conversions == 1 ? " conversion)" : " conversions)");
    return text;
}

}  // namespace shardscope
