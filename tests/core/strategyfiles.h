#pragma once

// Shared by the strategy file tests: where the fixtures are, and reading one that must (or must
// not) read.
#include <gtest/gtest.h>

#include <string>

#include "formats/strategy.h"
#include "testpaths.h"

namespace shardscope::test {

inline const std::string kData = SHARDSCOPE_TEST_DATA;
inline const std::string kReal = kData + "/real/";
inline const std::string kBroken = kData + "/strategy/";

inline Strategy readOk(const std::string& path) {
    Result<Strategy> r = readStrategyFile(path);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return r.ok() ? std::move(r).value() : Strategy{};
}

inline Error readError(const std::string& path) {
    Result<Strategy> r = readStrategyFile(path);
    EXPECT_FALSE(r.ok()) << path;
    return r.ok() ? Error{} : r.error();
}

}  // namespace shardscope::test
