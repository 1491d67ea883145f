#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>

#include "convert/executor.h"
#include "convert/planner.h"
#include "formats/conversionrecord.h"
#include "plantestutil.h"
#include "testutil.h"

namespace shardscope::test {

// Plans `request` and runs it; a blocking plan problem is an error, as `convert` makes it.
inline Status planAndRun(const PlanRequest& request) {
    auto plan = test::planFromPath(request);
    if (!plan) {
        return std::move(plan).error();
    }
    for (const Issue& p : plan->problems) {
        if (p.blocking()) {
            return makeError(ErrorCode::InvalidArgument, "{problem}", {{"problem", p.text()}});
        }
    }
    auto done = executeConversion(*plan);
    if (!done) {
        return std::move(done).error();
    }
    return {};
}

// Every file under `dir`, by path relative to it, with its bytes; a conversion's record aside
// (it names its folder and its dates).
inline std::map<std::string, std::string> filesOf(const std::string& dir) {
    namespace fs = std::filesystem;
    std::map<std::string, std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        if (e.is_regular_file() && e.path().filename() != kConversionRecordName) {
            out[fs::relative(e.path(), dir).string()] = readFile(e.path().string());
        }
    }
    return out;
}

}  // namespace shardscope::test

#define ASSERT_OK(call)                                       \
    do {                                                      \
        const ::shardscope::Status s_ = (call);               \
        ASSERT_TRUE(s_) << (s_ ? "" : s_.error().describe()); \
    } while (0)
