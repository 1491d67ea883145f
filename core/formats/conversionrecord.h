#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "../util/result.h"

namespace shardscope {

// The record a conversion keeps beside the rank folders it wrote: neither a strategy nor a
// checkpoint, though it is JSON, so no reader of run folders takes it for one.
inline constexpr const char* kConversionRecordName = "shardscope-conversion.json";

// What a conversion wrote into its destination, kept beside the strategy as
// DST/shardscope-conversion.json, so that a converted folder says where it came from, and a
// re-run of the same plan is told from any other conversion (convert/destinationcheck.h; the
// record of a plan is convert/planrecord.h). Written when a conversion starts ("in progress") and
// again when every file is in place ("written"), and once more with the verification's verdict.
struct ConversionRecord {
    std::string tool;                      // "shardscope 0.9.0"
    std::string started;                   // UTC, ISO 8601
    std::string finished;                  // empty until every file is in place
    std::string status;                    // "in progress" or "written"
    std::string verification = "not run";  // "not run", "verified" or "failed"
    // What was converted: absolute paths, the saved step's name (empty: the run's only files).
    std::string source;
    std::string sourceStrategy;
    std::string step;
    std::optional<int64_t> globalStep;
    // Into what: the target strategy as named (empty: merged into one checkpoint), the XXH3-64
    // of its protobuf form as DST/strategy.ckpt holds it, its cards and stages.
    std::string target;
    std::string targetDigest;
    int cards = 1;
    int stages = 1;
    // How the files are written: what changes their bytes.
    std::string format;
    std::string prefix;
    bool crc = false;
    std::string encryption;  // the mode; empty: plain
    bool removeRedundancy = false;
};

// Whether two records are of the same plan: same source, step, target and output form (the
// tool, dates, status and verification aside).
bool sameConversion(const ConversionRecord& a, const ConversionRecord& b);

// Now, as the record writes dates: "2026-11-28T22:10:00Z".
std::string utcTimestamp();

nlohmann::ordered_json conversionRecordJson(const ConversionRecord& record);
// NotFound when the folder holds no record; Corrupt when it is not one.
Result<ConversionRecord> readConversionRecord(const std::string& folder);
// Atomic; safe from several processes at once (the MPI job's).
Status writeConversionRecord(const ConversionRecord& record, const std::string& folder);
// Every file is in place: the record in `folder` says so, with the verification's verdict
// ("not run", "verified" or "failed").
Status finishConversionRecord(const std::string& folder, const std::string& verification);

}  // namespace shardscope
