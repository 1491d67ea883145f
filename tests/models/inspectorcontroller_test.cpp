// The inspector's controller with no view (issue 32 §3), on real MindSpore files: the order in
// which the rooms take a run (the room in front at once, the others one per turn, the first
// parameter last), what each room gets, what starts the readers of the saved steps and the
// training logs, the current parameter and its sentence after a new run, the first rank whose
// tensors the Device matrix tab lists, and a run or a click that overtakes a hand-over. Every
// room but the History tab's read is the real controller; the room without one (the
// parameters) is the controller's signals, recorded (inspectorcontrollerfixture.h).
#include <gtest/gtest.h>

#include <QStringList>
#include <memory>
#include <vector>

#include "inspectorcontrollerfixture.h"
#include "widgets/models/common/explaintext.h"

using namespace shardscope;

namespace {

TEST_F(InspectorControllerTest, TheRoomInFrontTakesTheRunAtOnceTheOthersOnePerTurn) {
    const int first = InspectorController::firstParamToShow(m_strategy.get());
    ASSERT_EQ(first, 2);  // the first one the strategy splits, after two it does not
    ASSERT_EQ(m_strategy->params[2].name, "adam_v.backbone.blocks.1.attention.projection.weight");

    m_controller.setRunDocument(m_strategy, InspectorView::Doctor);
    EXPECT_EQ(take(), QStringList{QStringLiteral("Migration: X=- L=- T=- M=S D=S H=-")});
    EXPECT_TRUE(m_controller.isHandingOver());
    EXPECT_EQ(m_controller.currentParam(), -1);
    // The matrix drops the rank it listed when it takes the run; the rooms with a controller
    // have the parameter when the Parameters view is told.
    const QStringList turns[] = {
        {QStringLiteral("list -1 -"), QStringLiteral("Matrix: X=S L=- T=- M=S D=S H=-")},
        {QStringLiteral("parameters S"), QStringLiteral("Parameters: X=S L=- T=- M=S D=S H=-")},
        {QStringLiteral("Slices: X=S L=S T=S M=S D=S H=-")},
        {QStringLiteral("History: X=S L=S T=S M=S D=S H=S")},
        {QStringLiteral("select 2"), QStringLiteral("param 2 X=2 L=2 T=2 M=2"),
         QStringLiteral("Select: X=S L=S T=S M=S D=S H=S")},
        // The first rank's list in a turn of its own; a strategy file alone has no rank files.
        {QStringLiteral("list -1 p2"), QStringLiteral("handed over")},
    };
    for (const QStringList& expected : turns) {
        EXPECT_TRUE(m_controller.isHandingOver());
        turn();
        EXPECT_EQ(take(), expected);
    }
    EXPECT_FALSE(m_controller.isHandingOver());
    EXPECT_EQ(m_controller.currentParam(), 2);
    turn();
    EXPECT_EQ(take(), QStringList{}) << "a strategy file has no saved steps or logs to read";

    // A tab brought to front mid-way takes the run next.
    m_controller.setRunDocument(m_checkpoint, InspectorView::Matrix);
    m_controller.setFront(InspectorView::Tensor);
    turn();
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list -1 -"),
                                   QStringLiteral("Matrix: X=C L=S T=S M=S D=S H=S"),
                                   QStringLiteral("Slices: X=C L=C T=C M=S D=S H=S")}));
    m_controller.finishHandOver();
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("parameters C"),
                           QStringLiteral("Parameters: X=C L=C T=C M=S D=S H=S"),
                           QStringLiteral("Migration: X=C L=C T=C M=C D=C H=S"),
                           QStringLiteral("History: X=C L=C T=C M=C D=C H=C"),
                           QStringLiteral("select 0"), QStringLiteral("param 0 X=0 L=0 T=0 M=0"),
                           QStringLiteral("Select: X=C L=C T=C M=C D=C H=C")}));
    turn();
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));

    // Closing hands the emptiness over at once, the tab in front first.
    m_controller.setRunDocument(nullptr, InspectorView::Migration);
    EXPECT_EQ(
        take(),
        (QStringList{
            QStringLiteral("Migration: X=C L=C T=C M=- D=- H=C"), QStringLiteral("list -1 -"),
            QStringLiteral("Matrix: X=- L=C T=C M=- D=- H=C"), QStringLiteral("parameters -"),
            QStringLiteral("Parameters: X=- L=C T=C M=- D=- H=C"),
            QStringLiteral("Slices: X=- L=- T=- M=- D=- H=C"),
            QStringLiteral("History: X=- L=- T=- M=- D=- H=-"), QStringLiteral("mark -"),
            QStringLiteral("param -1 X=-1 L=-1 T=-1 M=-1"),
            QStringLiteral("Select: X=- L=- T=- M=- D=- H=-"), QStringLiteral("handed over")}));
    EXPECT_FALSE(m_controller.isHandingOver());
}

// The History tab's saved steps and the run folder's training logs are read once every room has
// the run and the window had a turn to paint (issue 35), or at once when one of their tabs is in
// front; a folder's logs once, again only after the run was closed.
TEST_F(InspectorControllerTest, TheReadersStartOnceHandedOverOrWhenTheirTabIsInFront) {
    m_controller.setRunDocument(m_folder, InspectorView::Matrix);
    m_controller.finishHandOver();
    EXPECT_EQ(
        take(),
        (QStringList{QStringLiteral("list -1 -"), QStringLiteral("Matrix: X=F L=- T=- M=- D=- H=-"),
                     QStringLiteral("parameters F"),
                     QStringLiteral("Parameters: X=F L=- T=- M=- D=- H=-"),
                     QStringLiteral("Slices: X=F L=F T=F M=- D=- H=-"),
                     QStringLiteral("Migration: X=F L=F T=F M=F D=F H=-"),
                     QStringLiteral("History: X=F L=F T=F M=F D=F H=F"), QStringLiteral("select 0"),
                     QStringLiteral("param 0 X=0 L=0 T=0 M=0"),
                     QStringLiteral("Select: X=F L=F T=F M=F D=F H=F")}));
    // The first rank's list, in a turn of its own, ends the hand-over.
    turn();
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));
    // Due (what the window waits for), not started.
    EXPECT_TRUE(m_history.isReadDue());
    EXPECT_TRUE(m_loss.isLoading());
    EXPECT_FALSE(m_loss.loads()->isLoading());
    m_controller.setFront(InspectorView::Files);
    EXPECT_FALSE(m_controller.isComputing());
    EXPECT_EQ(take(), QStringList{});
    turn();
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("history reads F"), QStringLiteral("loss reads")}));
    m_history.answer(std::make_shared<const RunHistory>());
    settleLoss();
    EXPECT_EQ(take(), QStringList{}) << "read once";

    // The same run again (its strategy attached later): neither is read again.
    m_controller.setRunDocument(m_folder, InspectorView::History);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("History: X=F L=F T=F M=F D=F H=F")}));
    m_controller.finishHandOver();
    take();
    turn();
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));
    turn();
    EXPECT_EQ(take(), QStringList{});

    // Closed, then opened with the History tab in front: both read in its step, at once.
    m_controller.setRunDocument(nullptr, InspectorView::Matrix);
    take();
    m_controller.setRunDocument(m_folder, InspectorView::History);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("history reads F"), QStringLiteral("loss reads"),
                                   QStringLiteral("History: X=- L=- T=- M=- D=- H=F")}));
    EXPECT_TRUE(m_controller.isComputing());
    m_controller.finishHandOver();
    take();
    turn();
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));
    settleLoss();
    EXPECT_EQ(take(), QStringList{});

    // Brought to front after their step put them off: read at once.
    m_controller.setRunDocument(nullptr, InspectorView::Matrix);
    take();
    m_controller.setRunDocument(m_folder, InspectorView::Matrix);
    for (int i = 0; i < 4; ++i) {
        turn();
    }
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list -1 -"),
                                   QStringLiteral("Matrix: X=F L=- T=- M=- D=- H=-"),
                                   QStringLiteral("parameters F"),
                                   QStringLiteral("Parameters: X=F L=- T=- M=- D=- H=-"),
                                   QStringLiteral("Slices: X=F L=F T=F M=- D=- H=-"),
                                   QStringLiteral("Migration: X=F L=F T=F M=F D=F H=-"),
                                   QStringLiteral("History: X=F L=F T=F M=F D=F H=F")}));
    m_controller.setFront(InspectorView::Loss);
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("history reads F"), QStringLiteral("loss reads")}));
    turn();
    turn();
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("select 0"), QStringLiteral("param 0 X=0 L=0 T=0 M=0"),
                           QStringLiteral("Select: X=F L=F T=F M=F D=F H=F"),
                           QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));
}

// A new run has no current parameter until its last step selects its first split one; the
// sentence under the views follows.
TEST_F(InspectorControllerTest, ANewRunsFirstSplitParameterBecomesCurrentLast) {
    m_controller.setRunDocument(m_strategy, InspectorView::Parameters);
    m_controller.finishHandOver();
    const QString dense = QStringLiteral("backbone.blocks.1.attention.dense3.weight");
    ASSERT_TRUE(m_controller.selectParam(dense));
    const int chosen = m_controller.currentParam();
    ASSERT_GE(chosen, 0);
    EXPECT_EQ(m_strategy->params[static_cast<size_t>(chosen)].name, dense.toStdString());
    EXPECT_FALSE(m_controller.selectParam(QStringLiteral("no.such.parameter")));
    EXPECT_EQ(m_controller.currentParam(), chosen);
    EXPECT_EQ(m_controller.explanation(1),
              ExplainText::forParam(*m_strategy, m_strategy->params[static_cast<size_t>(chosen)]));
    EXPECT_EQ(m_controller.explanation(3),
              QStringLiteral("3 parameters selected; the matrix, slices and tensor show the "
                             "current one, \u201C%1\u201D.\n")
                      .arg(dense) +
                  m_controller.explanation(1));
    take();

    m_controller.setRunDocument(m_checkpoint, InspectorView::Parameters);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("parameters C"),
                                   QStringLiteral("Parameters: X=S L=S T=S M=S D=S H=S")}));
    EXPECT_EQ(m_controller.currentParam(), -1);
    EXPECT_EQ(m_controller.paramName(m_controller.currentParam()), QString());
    EXPECT_EQ(m_controller.explanation(1),
              QStringLiteral("Select a parameter to see how the strategy cuts it."));
    // The run before's name: not in this run, whose hand-over is done first (but for the
    // first rank's list, in a turn of its own).
    EXPECT_FALSE(m_controller.selectParam(dense));
    EXPECT_TRUE(m_controller.handOvers()->pending().empty());
    turn();
    EXPECT_FALSE(m_controller.isHandingOver());
    // A checkpoint opened alone splits nothing: its first parameter.
    EXPECT_EQ(m_controller.currentParam(), 0);
    EXPECT_EQ(m_controller.paramName(0), QStringLiteral("optimizer.network.cell_list.0.weight"));
    EXPECT_EQ(m_controller.explanation(1),
              ExplainText::forParam(*m_checkpoint, m_checkpoint->params[0]));
}

// A newer run given while the rooms still wait for one drops the older's turns; a parameter
// clicked meanwhile reaches every room at once and is not taken back by the last step.
TEST_F(InspectorControllerTest, ANewerRunOrAClickOvertakesTheHandOver) {
    m_controller.setRunDocument(m_strategy, InspectorView::Matrix);
    turn();
    m_controller.setRunDocument(m_checkpoint, InspectorView::Matrix);
    for (int i = 0; i < 8; ++i) {
        turn();
    }
    EXPECT_EQ(
        take(),
        (QStringList{
            QStringLiteral("list -1 -"), QStringLiteral("Matrix: X=S L=- T=- M=- D=- H=-"),
            QStringLiteral("parameters S"), QStringLiteral("Parameters: X=S L=- T=- M=- D=- H=-"),
            QStringLiteral("list -1 -"), QStringLiteral("Matrix: X=C L=- T=- M=- D=- H=-"),
            QStringLiteral("parameters C"), QStringLiteral("Parameters: X=C L=- T=- M=- D=- H=-"),
            QStringLiteral("Slices: X=C L=C T=C M=- D=- H=-"),
            QStringLiteral("Migration: X=C L=C T=C M=C D=C H=-"),
            QStringLiteral("History: X=C L=C T=C M=C D=C H=C"), QStringLiteral("select 0"),
            QStringLiteral("param 0 X=0 L=0 T=0 M=0"),
            QStringLiteral("Select: X=C L=C T=C M=C D=C H=C"), QStringLiteral("list 0 p0"),
            QStringLiteral("handed over")}));

    // Clicked in the Parameters view (in front: it has the run) while the others wait.
    m_controller.setRunDocument(m_strategy, InspectorView::Parameters);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("parameters S"),
                                   QStringLiteral("Parameters: X=C L=C T=C M=C D=C H=C")}));
    m_controller.setParam(5);
    EXPECT_EQ(
        take(),
        (QStringList{QStringLiteral("list -1 -"), QStringLiteral("Matrix: X=S L=C T=C M=C D=C H=C"),
                     QStringLiteral("Slices: X=S L=S T=S M=C D=C H=C"),
                     QStringLiteral("Migration: X=S L=S T=S M=S D=S H=C"),
                     QStringLiteral("History: X=S L=S T=S M=S D=S H=S"),
                     QStringLiteral("handed over"), QStringLiteral("param 5 X=5 L=5 T=5 M=5")}));
    for (int i = 0; i < 3; ++i) {
        turn();
    }
    // Its first rank's turn (a strategy file alone has no rank files); nothing taken back.
    EXPECT_EQ(take(), QStringList{QStringLiteral("list -1 p5")});
    EXPECT_EQ(m_controller.currentParam(), 5);

    // Clicked in the Parameters view before it had the new run: an index into the run before,
    // so the new run's own first parameter is selected.
    m_controller.setRunDocument(m_checkpoint, InspectorView::Matrix);
    take();
    m_controller.setParam(5);
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("parameters C"),
                           QStringLiteral("Parameters: X=C L=S T=S M=S D=S H=S"),
                           QStringLiteral("Slices: X=C L=C T=C M=S D=S H=S"),
                           QStringLiteral("Migration: X=C L=C T=C M=C D=C H=S"),
                           QStringLiteral("History: X=C L=C T=C M=C D=C H=C"),
                           QStringLiteral("select 0"), QStringLiteral("param 0 X=0 L=0 T=0 M=0"),
                           QStringLiteral("Select: X=C L=C T=C M=C D=C H=C")}));
    turn();
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));
    EXPECT_EQ(m_controller.currentParam(), 0);
}

// The first rank's tensors are listed in a turn of their own; the hand-over waits for it, a
// later request replaces an earlier one, and a request for a run replaced meanwhile, or made
// when a rank is listed by its turn, lists nothing.
TEST_F(InspectorControllerTest, TheFirstRanksListWaitsForItsTurn) {
    m_controller.setRunDocument(m_folder, InspectorView::Matrix);
    m_controller.finishHandOver();
    take();
    turn();
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));
    ASSERT_EQ(m_folder->params[0].ranks, (std::vector<int>{0, 1}));
    EXPECT_EQ(m_controller.firstRankOf(0, -1), 0);
    EXPECT_EQ(m_controller.firstRankOf(0, 1), 1) << "a card chosen is kept when it holds it";
    EXPECT_EQ(m_controller.firstRankOf(0, 5), 0) << "else the first holder";
    // The rank listed when it holds the parameter, else the matrix's current one, else the first.
    EXPECT_EQ(InspectorController::holderFor(m_folder.get(), 0, 1, 0), 1);
    EXPECT_EQ(InspectorController::holderFor(m_folder.get(), 0, 5, 1), 1);
    EXPECT_EQ(InspectorController::holderFor(m_folder.get(), 0, 5, 7), 0);

    m_matrix.clearRank();
    take();
    m_controller.listRankSoon(1);
    m_controller.listRankSoon(0);
    EXPECT_TRUE(m_controller.isHandingOver());
    turn();
    EXPECT_EQ(take(), QStringList{QStringLiteral("list 0 p0")});
    EXPECT_FALSE(m_controller.isHandingOver());
    // A rank listed by its turn (a card clicked): that one stays.
    m_controller.listRankSoon(1);
    turn();
    EXPECT_EQ(take(), QStringList{});
    EXPECT_EQ(m_matrix.detailRank(), 0);

    m_matrix.clearRank();
    take();
    m_controller.listRankSoon(1);
    m_controller.setRunDocument(m_checkpoint, InspectorView::Matrix);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list -1 -"),
                                   QStringLiteral("Matrix: X=C L=F T=F M=F D=F H=F")}));
    EXPECT_TRUE(m_controller.isHandingOver());
    turn();
    // No rank of the run before.
    EXPECT_EQ(take(), (QStringList{QStringLiteral("parameters C"),
                                   QStringLiteral("Parameters: X=C L=F T=F M=F D=F H=F")}));
    EXPECT_EQ(m_matrix.detailRank(), -1);
    m_controller.finishHandOver();
    take();
    EXPECT_TRUE(m_controller.isHandingOver()) << "until the turn asked for";
    turn();
    // The new run's hand-over ends with its first rank's turn.
    EXPECT_EQ(take(), (QStringList{QStringLiteral("list 0 p0"), QStringLiteral("handed over")}));
    EXPECT_FALSE(m_controller.isHandingOver());
}

// What settles the window (a room's work ended) and the saved steps the History tab read marked
// on the Loss tab.
TEST_F(InspectorControllerTest, TheRoomsSettleAndTheSavedStepsReachTheLossTab) {
    int settled = 0;
    QObject::connect(&m_controller, &InspectorController::settled, [&settled] { ++settled; });
    // A strategy file: no training logs whose read would settle the window in the turn below.
    m_controller.setRunDocument(m_strategy, InspectorView::History);
    m_controller.finishHandOver();
    EXPECT_EQ(settled, 0) << "until the first rank's list";
    turn();
    EXPECT_EQ(settled, 1) << "handed over";
    Q_EMIT m_doctor.checked();
    Q_EMIT m_tensor.statsReady();
    Q_EMIT m_tensor.statsFailed();
    Q_EMIT m_migration.planReady();
    EXPECT_EQ(settled, 5);

    auto history = std::make_shared<RunHistory>();
    history->steps.resize(2);
    history->steps[0].name = "1_2";
    history->steps[0].globalStep = 2;
    history->steps[1].name = "1_4";
    m_history.answer(history);
    EXPECT_EQ(settled, 6);
    ASSERT_EQ(m_loss.state().marks.size(), 1u);
    EXPECT_EQ(m_loss.state().marks[0].step, 2);
    EXPECT_EQ(m_loss.state().unplacedSteps, 1);
}

}  // namespace
