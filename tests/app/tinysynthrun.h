#pragma once

#include <gtest/gtest.h>

#include <string>

#include "../core/testutil.h"
#include "synth/synthrun.h"

namespace shardscope::test {

// A suite over one tiny synthetic run (dp 2 x mp 2 x pp 2 = 8 ranks), written once for the
// suite: its folder and the --src arguments that name it with its strategy.
class TinySynthRunSuite : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new TempDir;
        ASSERT_TRUE(writeSynthRun(run(), SynthConfig{}));
    }
    static void TearDownTestSuite() {
        delete s_dir;
        s_dir = nullptr;
    }
    static std::string run() { return s_dir->file("run"); }
    static std::string src() { return "--src " + run() + " --src-strategy " + run() + "/strategy"; }

    static inline TempDir* s_dir = nullptr;
};

}  // namespace shardscope::test
