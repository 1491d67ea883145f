#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "executor.h"
#include "verifier.h"

namespace shardscope {

// What a conversion was asked to do, as the user named it.
struct ConversionInputs {
    std::string source;          // run folder
    std::string sourceStrategy;  // file or folder
    std::string target;          // destination strategy path, or the simulated spec
    std::string destination;     // output folder
};

// How a conversion ended.
struct ConversionOutcome {
    std::optional<ConversionResult> result;
    std::optional<VerifyReport> verify;
    std::optional<Error> error;
    bool cancelled = false;
    double seconds = 0;
};

// "cancelled", "failed", "verified", "verification-failed" or "written".
const char* conversionStatus(const ConversionOutcome& outcome);

// The summary a user keeps: inputs, status, every file written with its sources, CRC and
// per-tensor XXH3 when verified, and the plan's warnings. The GUI saves it; scripts read it.
nlohmann::ordered_json conversionSummaryJson(const ConversionInputs& inputs,
                                             const ConversionPlan& plan,
                                             const ConversionOutcome& outcome);

// The verification of one destination rank, or null.
const RankCheck* rankCheck(const ConversionOutcome& outcome, int rank);

}  // namespace shardscope
