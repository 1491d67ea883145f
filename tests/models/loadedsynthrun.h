#pragma once

#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <memory>
#include <string>

#include "inspect/rundocument.h"
#include "synth/synthrun.h"

// A suite over one synthetic run, written and loaded once for the suite (writeSynthRun, then
// loadRunFolder): a suite's SetUpTestSuite calls loadSynthRun with its configuration.
class LoadedSynthRunSuite : public ::testing::Test {
protected:
    static void loadSynthRun(const shardscope::SynthConfig& config) {
        s_dir = new QTemporaryDir;
        const std::string path = s_dir->filePath(QStringLiteral("run")).toStdString();
        ASSERT_TRUE(shardscope::writeSynthRun(path, config));
        auto run = shardscope::loadRunFolder(path);
        ASSERT_TRUE(run) << run.error().describe();
        s_run = std::make_shared<const shardscope::RunDocument>(std::move(*run));
    }
    static void TearDownTestSuite() {
        s_run.reset();
        delete s_dir;
        s_dir = nullptr;
    }
    // The index of the run's parameter of that name; -1 when it has none.
    static int paramIndex(const char* name) {
        for (size_t i = 0; i < s_run->params.size(); ++i) {
            if (s_run->params[i].name == name) {
                return static_cast<int>(i);
            }
        }
        return -1;
    }

    static inline QTemporaryDir* s_dir = nullptr;
    static inline std::shared_ptr<const shardscope::RunDocument> s_run;
};
