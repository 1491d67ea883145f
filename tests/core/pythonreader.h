#pragma once

// The independent reader of .ckpt files for the tests: tests/python/read_ckpt.py decodes a file
// with python3-protobuf from the project's .proto and prints it as JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "testpaths.h"
#include "testutil.h"

namespace shardscope::test {

inline nlohmann::json readWithPython(const std::string& path) {
    int status = -1;
    const std::string out =
        runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                       "/read_ckpt.py " + SHARDSCOPE_PROTO_DIR + " '" + path + "'",
                   &status);
    EXPECT_EQ(status, 0) << out;
    return nlohmann::json::parse(out);
}

}  // namespace shardscope::test
