#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../util/issue.h"
#include "conversionplan.h"

namespace shardscope {

struct TensorCheck {
    std::string name;
    bool ok = false;
    uint64_t checksum = 0;  // XXH3-64 of the destination content
    uint64_t mismatchedBytes = 0;
    std::string message;
    std::optional<IssueCode> code;  // the message's (--json prints it beside the words)
    std::optional<Issue> issue;     // the message whole: the window words it in its language
};

struct RankCheck {
    int rank = 0;
    std::string path;
    bool ok = false;
    std::string message;  // why the file as a whole failed (unreadable, wrong frames, CRC)
    std::optional<IssueCode> code;  // the message's
    std::optional<Issue> issue;     // the message whole: the window words it in its language
    std::vector<TensorCheck> tensors;
};

struct VerifyReport {
    std::vector<RankCheck> ranks;
    bool ok() const;
};

// Re-reads a written destination file and checks it against the plan and against the source
// bytes each of its tensors came from: frames, CRC, and every byte.
RankCheck verifyRank(const ConversionPlan& plan, const RankPlan& rank);
VerifyReport verifyConversion(const ConversionPlan& plan);

}  // namespace shardscope
