#pragma once

#include <optional>
#include <string>

#include "conversionplan.h"

namespace shardscope {

// This machine's rates for a conversion from one file system to another, each measured as the
// conversion pays it: sources read from the disk (not the page cache), outputs written and
// fsync'ed, each output file's fixed cost (created, synced, renamed, its folder synced), and
// verification (outputs and their sources read back, hashed and compared).
struct ConversionRates {
    double readBytesPerSecond = 0;
    double writeBytesPerSecond = 0;
    double verifyBytesPerSecond = 0;  // of output bytes verified
    double secondsPerFile = 0;
    // Where they come from: a quick disk test (0), or that test corrected by this many
    // conversions measured between the same file systems.
    int conversions = 0;
    bool known() const {
        return readBytesPerSecond > 0 && writeBytesPerSecond > 0 && verifyBytesPerSecond > 0;
    }
};

// What a conversion will take at these rates. The one estimate the CLI (`plan`, `convert`) and
// the Migration tab show.
struct ConversionEstimate {
    double readSeconds = 0;
    double writeSeconds = 0;   // bytes, and each output file's fixed cost
    double verifySeconds = 0;  // 0 when not verifying
    double totalSeconds = 0;   // read + write + verify; 0 when a rate is unknown
};
ConversionEstimate estimateConversion(const ConversionPlan& plan, const ConversionRates& rates,
                                      bool verify);

// What a finished conversion measured: the copy (every rank written, none kept from an earlier
// run) and the verification (0 when not verified).
struct MeasuredConversion {
    double copySeconds = 0;
    double verifySeconds = 0;
};

// Rates kept in the user's cache folder ($XDG_CACHE_HOME/shardscope/rates.json, else
// ~/.cache/shardscope/), one entry per pair of file systems: measured by a quick disk test the
// first time (about 16 MiB read and written), then corrected by every conversion measured.
// $SHARDSCOPE_RATES ("read=200M,write=100M,verify=1G,file=0.01", bytes per second and seconds)
// sets them instead: nothing is measured (tests, and users who know their storage).
class RatesCache {
public:
    // `path` empty: the user's cache file as above.
    explicit RatesCache(std::string path = {});

    // The rates for reading the plan's sources and writing its destination: from the
    // environment, from the cache, or measured now and kept.
    ConversionRates ratesFor(const ConversionPlan& plan);
    // Only what is known without measuring (the environment, the cache).
    std::optional<ConversionRates> cachedRatesFor(const ConversionPlan& plan) const;
    // Corrects the plan's entry with what a conversion took; kept for the next estimate.
    void record(const ConversionPlan& plan, bool verified, const MeasuredConversion& measured);

    // The entry's key: the source's and the destination's file systems (device numbers).
    static std::string keyFor(const ConversionPlan& plan);
    const std::string& path() const { return m_path; }

private:
    void store(const std::string& key, const ConversionRates& rates) const;
    std::string m_path;
};

// "read=200M,write=100M,verify=1G,file=0.01"; nullopt when malformed or a rate is missing.
std::optional<ConversionRates> parseRates(const std::string& text);

}  // namespace shardscope
