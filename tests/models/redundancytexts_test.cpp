// A run saved with remove_redundancy in the device matrix and the explanation: the ranks whose
// files lack a parameter by design say which rank's file has it, never "missing" (issue 15).
#include <gtest/gtest.h>

#include <QTemporaryDir>

#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "widgets/models/common/explaintext.h"
#include "widgets/models/matrix/matrixtexts.h"

using namespace shardscope;

namespace {

int paramIndex(const RunDocument& run, const std::string& name) {
    for (size_t i = 0; i < run.params.size(); ++i) {
        if (run.params[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

}  // namespace

TEST(RedundancyTexts, RanksWithoutTheirCopyNameTheRankThatSavedIt) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    SynthConfig config;  // tiny: dp 2 x mp 2 x pp 2
    config.removeRedundancy = true;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), config));
    auto loaded = loadRunFolder(dir.path().toStdString());
    ASSERT_TRUE(loaded) << loaded.error().describe();
    const auto run = std::make_shared<const RunDocument>(std::move(loaded).value());
    // Replicated over the 4 ranks of stage 0: one of them saves it (MindSpore's round robin).
    const int gamma = paramIndex(*run, "backbone.blocks.0.layernorm1.gamma");
    ASSERT_GE(gamma, 0);
    const ParamInfo& info = run->params[static_cast<size_t>(gamma)];
    ASSERT_TRUE(info.savedOnce);
    ASSERT_EQ(info.ranks.size(), 1u);
    const int holder = info.ranks.front();
    const MatrixTexts texts(run, gamma, {});
    for (int rank = 0; rank < 4; ++rank) {
        if (rank == holder) {
            EXPECT_EQ(texts.holderElsewhere(rank), -1);
            continue;
        }
        EXPECT_EQ(texts.holderElsewhere(rank), holder) << rank;
        EXPECT_EQ(texts.cellLines(rank).value(1), QStringLiteral("in r%1's file").arg(holder));
        EXPECT_TRUE(texts.toolTip(rank).contains(
            QStringLiteral("Saved with remove_redundancy: what it stores of "
                           "backbone.blocks.0.layernorm1.gamma is in rank %1's file")
                .arg(holder)))
            << texts.toolTip(rank).toStdString();
    }
    EXPECT_EQ(texts.holderElsewhere(5), -1);  // another stage
    EXPECT_EQ(texts.cellLines(5).value(1), QStringLiteral("other stage"));
    EXPECT_TRUE(ExplainText::forParam(*run, info)
                    .contains(QStringLiteral("The run was saved with remove_redundancy: of each 4 "
                                             "ranks holding the same part, only one saves it")));
}
