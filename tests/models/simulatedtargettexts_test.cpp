// Simulating a split that does not divide (mp=3 over dimensions of 64): the target's axis is
// still model parallel, and a parameter without a layout says that it does not divide, not that
// the strategy has no layout for it.
#include <gtest/gtest.h>

#include <QTemporaryDir>

#include "convert/targetrequest.h"
#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "widgets/models/matrix/matrixtexts.h"

using namespace shardscope;

TEST(SimulatedTargetTexts, AnMpThatDoesNotDivideIsStillModelParallelAndSaysWhy) {
    QTemporaryDir dir;
    const std::string run = dir.filePath(QStringLiteral("run")).toStdString();
    ASSERT_TRUE(writeSynthRun(run, SynthConfig{}));  // dp 2 x mp 2 x pp 2
    auto model = loadRunFolder(run, run + "/strategy");
    ASSERT_TRUE(model.ok()) << model.error().describe();
    TargetRequest request;
    request.simulate = true;
    request.spec.axisSizes = {1, 3};
    request.spec.stages = 1;
    const PreparedTarget target = prepareTarget(*model, request);
    ASSERT_TRUE(target.blocked());
    ASSERT_NE(target.targetRun, nullptr);

    int checked = 0;
    for (size_t i = 0; i < target.targetRun->params.size(); ++i) {
        const ParamInfo& p = target.targetRun->params[i];
        MatrixTexts texts(target.targetRun, static_cast<int>(i), QStringList());
        // The axis of size 3 splits tensors: model parallel, whatever fits.
        const std::vector<AxisRoles::Role> roles = texts.roles();
        ASSERT_EQ(roles.size(), 2u);
        EXPECT_EQ(roles[1], AxisRoles::Role::ModelParallel) << p.name;
        EXPECT_TRUE(texts.legend(1).contains(QStringLiteral("model parallel")))
            << texts.legend(1).toStdString();
        if (p.layout) {
            continue;
        }
        ++checked;
        const QStringList caption = texts.caption();
        ASSERT_EQ(caption.size(), 2);
        EXPECT_TRUE(caption[1].contains(QStringLiteral("does not divide by 3")))
            << p.name << ": " << caption[1].toStdString();
        EXPECT_FALSE(caption[1].contains(QStringLiteral("no layout")));
    }
    EXPECT_GT(checked, 0);
}

// Issue 34 #14: every card of a target that cannot cut the parameter said "missing"; it says
// that the split does not divide, which dimension, and why in its tooltip.
TEST(SimulatedTargetTexts, CardsOfAParameterThatDoesNotDivideSaySoWithTheDimension) {
    QTemporaryDir dir;
    const std::string run = dir.filePath(QStringLiteral("run")).toStdString();
    ASSERT_TRUE(writeSynthRun(run, SynthConfig{}));  // dp 2 x mp 2 x pp 2, hidden 64
    auto model = loadRunFolder(run, run + "/strategy");
    ASSERT_TRUE(model.ok()) << model.error().describe();
    TargetRequest request;
    request.simulate = true;
    request.spec.axisSizes = {1, 3};
    request.spec.stages = 1;
    const PreparedTarget target = prepareTarget(*model, request);
    ASSERT_NE(target.targetRun, nullptr);
    int index = -1;
    for (size_t i = 0; i < target.targetRun->params.size(); ++i) {
        if (target.targetRun->params[i].name == "backbone.blocks.0.attention.dense1.weight") {
            index = static_cast<int>(i);
        }
    }
    ASSERT_GE(index, 0);
    MatrixTexts texts(target.targetRun, index, QStringList());
    EXPECT_EQ(texts.cellLines(2),
              (QStringList{QStringLiteral("r2"), QStringLiteral("does not divide"),
                           QStringLiteral("dim 0: 64 ÷ 3")}));
    EXPECT_EQ(texts.toolTip(2).split(QLatin1Char('\n')).last(),
              QStringLiteral("backbone.blocks.0.attention.dense1.weight does not divide over "
                             "these cards: Parameter 'backbone.blocks.0.attention.dense1.weight': "
                             "dimension 0 (size 64) does not divide by 3 (device axis 1 of "
                             "dev_matrix [1, 3]); axis 1 of the main dev_matrix [1, 3] could be "
                             "1, 2, 4, 8, 16, 32 or 64 instead (1, 2, 4, 8, 16, 32 or 64 "
                             "cards)"));
}
