// The inspector's controller with no view (issue 32 §3) and the Device matrix room: the rank
// whose tensors the matrix lists as the parameter changes, a card activated and Go to Rank, and
// the axis names the matrix gives the slices.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <memory>
#include <vector>

#include "inspectorcontrollerfixture.h"
#include "synth/synthrun.h"
#include "widgets/models/matrix/axisnamestore.h"

using namespace shardscope;

namespace {

// The rank whose tensors the Device matrix tab lists follows the current parameter: the first
// holder soon when none is listed (a card chosen on the layouts drawn while the run was read
// kept), else a rank that holds it (the current card when it does), else its row marked; a card
// activated and Go to Rank list theirs. The matrix's axis names reach the slices.
TEST_F(InspectorControllerTest, TheMatrixListsARankThatHoldsTheCurrentParameter) {
    QTemporaryDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), SynthConfig{}));
    const RunPtr run = inspectorLoad(dir.path());
    ASSERT_NE(run, nullptr);
    m_synth = run;
    ASSERT_EQ(run->rankCount(), 8);  // 2 stages of [2, 2]
    // Two parameters of the first stage, one of the second.
    int early = -1;
    int early2 = -1;
    int late = -1;
    for (size_t i = 0; i < run->params.size(); ++i) {
        const auto& ranks = run->params[i].ranks;
        if (ranks == std::vector<int>{0, 1, 2, 3}) {
            if (early < 0) {
                early = static_cast<int>(i);
            } else if (early2 < 0) {
                early2 = static_cast<int>(i);
            }
        } else if (ranks == std::vector<int>{4, 5, 6, 7} && late < 0 &&
                   run->params[i].name != run->params[0].name) {
            late = static_cast<int>(i);  // not the word embedding the last stage shares
        }
    }
    ASSERT_GE(early, 0);
    ASSERT_GT(early2, early);
    ASSERT_GE(late, 0);
    const auto p = [](int index) { return QStringLiteral("p%1").arg(index); };
    const QStringList saved{QStringLiteral("data"), QStringLiteral("model")};
    AxisNameStore::save(dir.path(), saved);

    // The layouts drawn while the run was read, a card of the first stage chosen on them; the
    // run takes them over (the panel tells the matrix first, MatrixController::expectRun).
    auto drawn = std::make_shared<RunDocument>(*run);
    for (auto& file : drawn->files) {
        file.reset();
    }
    m_matrix.showPreview(drawn, nullptr, -1);
    m_matrix.setCurrentRank(2);
    m_matrix.expectRun(run);
    take();
    m_controller.setRunDocument(run, InspectorView::Matrix);
    const int first = m_controller.firstParamToShow(run.get());
    ASSERT_EQ(run->params[static_cast<size_t>(first)].ranks.front(), 0);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list -1 -"),
                                   QStringLiteral("Matrix: X=R L=- T=- M=- D=- H=-")}));
    EXPECT_EQ(m_matrix.currentRank(), 2) << "the card chosen on the layouts";
    EXPECT_EQ(m_slices.axisNames(), saved) << "the run's saved names, restored by the matrix";
    EXPECT_TRUE(m_matrix.keepsView());
    m_controller.finishHandOver();
    EXPECT_FALSE(m_matrix.keepsView());
    EXPECT_TRUE(m_controller.isHandingOver()) << "until the first rank is listed";
    take();
    turn();
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("list 2 ") + p(first), QStringLiteral("handed over")}));
    EXPECT_FALSE(m_controller.isHandingOver());

    // A parameter the rank listed does not hold: the list goes to its first holder.
    m_controller.setParam(late);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("card 4"), QStringLiteral("list 4 ") + p(late),
                                   QStringLiteral("param %1 X=%1 L=%1 T=%1 M=%1").arg(late)}));
    // ... or to the current card when it holds it.
    m_matrix.setCurrentRank(1);
    m_controller.setParam(early);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("card 1"), QStringLiteral("list 1 ") + p(early),
                                   QStringLiteral("param %1 X=%1 L=%1 T=%1 M=%1").arg(early)}));
    // One the rank holds: its row marked, the rank kept.
    m_controller.setParam(early2);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("mark ") + p(early2),
                                   QStringLiteral("param %1 X=%1 L=%1 T=%1 M=%1").arg(early2)}));
    EXPECT_EQ(m_matrix.detailRank(), 1);

    // A card activated, and Go to Rank (the Tensor tab reads it too).
    m_matrix.activateRank(6);
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("card 6"), QStringLiteral("list 6 ") + p(early2)}));
    m_controller.setRank(3);
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("card 3"), QStringLiteral("list 3 ") + p(early2)}));
    EXPECT_EQ(m_tensor.rank(), 3);

    // Names the user gives the matrix's axes name the slices' too.
    m_matrix.renameAxis(1, QStringLiteral("tensor"));
    EXPECT_EQ(m_slices.axisNames(),
              (QStringList{QStringLiteral("data"), QStringLiteral("tensor")}));
    AxisNameStore::save(dir.path(), {});

    // Closed: the matrix and the slices draw nothing, the list is dropped.
    m_controller.setRunDocument(nullptr, InspectorView::Matrix);
    EXPECT_EQ(m_matrix.cards().run(), nullptr);
    EXPECT_EQ(m_slices.runDocument(), nullptr);
    EXPECT_EQ(m_matrix.detailRank(), -1);
    EXPECT_EQ(m_slices.paramIndex(), -1);
}

}  // namespace
