// The inspector's controller with no view (issue 32 §3), on real MindSpore files: the order in
// which the rooms take a run (the room in front at once, the others one per turn, the first
// parameter last), what each room gets, what starts the readers of the saved steps and the
// training logs, the current parameter and its sentence after a new run, and a run or a click
// that overtakes a hand-over, the rank whose tensors the Device matrix tab lists, the axis names
// the matrix gives the slices. Every room but the History tab's read is the real controller;
// the room without one (the parameters) is the controller's signals, recorded.
#include "widgets/models/shell/inspectorcontroller.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <utility>
#include <vector>

#include "fixtures.h"
#include "inspect/runloader.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/common/explaintext.h"
#include "widgets/models/doctor/doctorcontroller.h"
#include "widgets/models/history/historycontroller.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossloadqueue.h"
#include "widgets/models/matrix/axisnamestore.h"
#include "widgets/models/matrix/matrixcontroller.h"
#include "widgets/models/migration/migrationcontroller.h"
#include "widgets/models/slices/slicecontroller.h"
#include "widgets/models/tensor/tensorcontroller.h"

using namespace shardscope;

namespace {

using RunPtr = InspectorController::RunPtr;
using Step = HandOverQueue::Step;

// The History tab's controller with its read recorded instead of run.
class InspectorRecordingHistory final : public HistoryController {
public:
    std::function<void(const RunPtr&)> onRead;
    void startRead(RunPtr run, HistoryOptions /*options*/) override {
        if (onRead) {
            onRead(run);
        }
    }
    void answer(HistoryPtr history) { onHistory(std::move(history)); }
};

RunPtr inspectorLoad(const QString& path) {
    auto run = loadPath(path.toStdString());
    EXPECT_TRUE(run) << run.error().describe();
    return run ? std::make_shared<const RunDocument>(std::move(run).value()) : nullptr;
}

QString inspectorStepName(Step step) {
    switch (step) {
        case Step::Matrix:
            return QStringLiteral("Matrix");
        case Step::Parameters:
            return QStringLiteral("Parameters");
        case Step::Slices:
            return QStringLiteral("Slices");
        case Step::Migration:
            return QStringLiteral("Migration");
        case Step::History:
            return QStringLiteral("History");
        case Step::Select:
            return QStringLiteral("Select");
    }
    return {};
}

class InspectorControllerTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        // A real layout (MindFormers' 8-card strategy, opened alone), a real checkpoint opened
        // alone, and a run folder of two ranks made of a real checkpoint.
        m_strategy = inspectorLoad(fixturePath("strategy_8_npus.ckpt"));
        m_checkpoint = inspectorLoad(fixturePath("adam_small_net.ckpt"));
        for (const char* rank : {"rank_0", "rank_1"}) {
            ASSERT_TRUE(QDir(m_dir.path()).mkpath(QLatin1String(rank)));
            ASSERT_TRUE(QFile::copy(
                fixturePath("router_4x16.ckpt"),
                m_dir.path() + u'/' + QLatin1String(rank) + QStringLiteral("/router.ckpt")));
        }
        m_folder = inspectorLoad(m_dir.path());
        ASSERT_NE(m_strategy, nullptr);
        ASSERT_NE(m_checkpoint, nullptr);
        ASSERT_NE(m_folder, nullptr);
        m_controller.setRooms(
            {&m_tensor, &m_migration, &m_doctor, &m_history, &m_loss, &m_slices, &m_matrix});
        record();
    }

    // "S", "C", "F" for the three runs, "R" for a test's own, "-" for none.
    QString name(const RunDocument* run) const {
        if (run == nullptr) {
            return QStringLiteral("-");
        }
        return run == m_strategy.get()     ? QStringLiteral("S")
               : run == m_checkpoint.get() ? QStringLiteral("C")
               : run == m_folder.get()     ? QStringLiteral("F")
               : run == m_synth.get()      ? QStringLiteral("R")
                                           : QStringLiteral("?");
    }
    // Which run each room with a controller holds: Matrix, Slices, Tensor, Migration, Doctor,
    // History.
    QString rooms() const {
        return QStringLiteral("X=%1 L=%2 T=%3 M=%4 D=%5 H=%6")
            .arg(name(m_matrix.cards().run().get()), name(m_slices.runDocument().get()),
                 name(m_tensor.run()), name(m_migration.runDocument().get()),
                 name(m_doctor.runDocument().get()), name(m_history.runDocument().get()));
    }
    // "p<index>" of a parameter of the run shown, by name; "-" for none.
    QString paramOf(const QString& param) const {
        const RunPtr run = m_controller.runDocument();
        for (size_t i = 0; run && i < run->params.size(); ++i) {
            if (QString::fromStdString(run->params[i].name) == param) {
                return QStringLiteral("p%1").arg(i);
            }
        }
        return param.isEmpty() ? QStringLiteral("-") : QStringLiteral("?");
    }
    int tensorParam() const {
        const ParamInfo* param = m_tensor.param();
        return param ? static_cast<int>(param - m_tensor.run()->params.data()) : -1;
    }

    void record() {
        InspectorController* c = &m_controller;
        QObject::connect(c, &InspectorController::parametersRunDue, [this](const RunPtr& run) {
            m_log << QStringLiteral("parameters %1").arg(name(run.get()));
        });
        QObject::connect(c, &InspectorController::selectionDue,
                         [this](int p) { m_log << QStringLiteral("select %1").arg(p); });
        // The rooms with a controller have the parameter when the Parameters view is told.
        QObject::connect(c, &InspectorController::paramChanged, [this](int p) {
            m_log << QStringLiteral("param %1 X=%2 L=%3 T=%4 M=%5")
                         .arg(p)
                         .arg(m_matrix.cards().param())
                         .arg(m_slices.paramIndex())
                         .arg(tensorParam())
                         .arg(m_marked);
        });
        // The matrix's list: the rank listed (-1: none) and the parameter whose row is marked;
        // the current card.
        QObject::connect(&m_matrix, &MatrixController::rankListed, [this] {
            m_log << QStringLiteral("list %1 %2")
                         .arg(m_matrix.detailRank())
                         .arg(paramOf(m_matrix.rankTensors().marked));
        });
        QObject::connect(&m_matrix, &MatrixController::paramMarked, [this](const QString& p) {
            m_log << QStringLiteral("mark %1").arg(paramOf(p));
        });
        QObject::connect(&m_matrix, &MatrixController::currentRankChanged,
                         [this](int rank) { m_log << QStringLiteral("card %1").arg(rank); });
        QObject::connect(c, &InspectorController::handedOver,
                         [this] { m_log << QStringLiteral("handed over"); });
        // After the controller's own handling of each step: which room holds which run.
        QObject::connect(c->handOvers(), &HandOverQueue::stepDue, [this](Step step) {
            m_log << inspectorStepName(step) + QStringLiteral(": ") + rooms();
        });
        QObject::connect(
            &m_migration, &MigrationController::marksChanged,
            [this](const MigrationController::Marks& marks) { m_marked = marks.source; });
        m_history.onRead = [this](const RunPtr& run) {
            m_log << QStringLiteral("history reads %1").arg(name(run.get()));
        };
        QObject::connect(m_loss.loads(), &LossLoadQueue::started,
                         [this] { m_log << QStringLiteral("loss reads"); });
    }
    // One turn of the event loop.
    static void turn() { QCoreApplication::processEvents(); }
    // Until the Loss tab's read of the run folder's logs ended (the rooms must all have the run:
    // this turns the event loop many times).
    void settleLoss() {
        ASSERT_FALSE(m_controller.isHandingOver());
        ASSERT_TRUE(QTest::qWaitFor([this] { return !m_loss.loads()->isLoading(); }, kSettleMs));
    }
    QStringList take() { return std::exchange(m_log, {}); }

    QTemporaryDir m_dir;
    RunPtr m_strategy;
    RunPtr m_checkpoint;
    RunPtr m_folder;
    RunPtr m_synth;  // a test's own
    TensorController m_tensor;
    MigrationController m_migration;
    DoctorController m_doctor;
    InspectorRecordingHistory m_history;
    LossController m_loss;
    SliceController m_slices;
    MatrixController m_matrix;
    InspectorController m_controller;
    QStringList m_log;
    int m_marked = -1;  // the Migration tab's mark of the parameter in the run
};

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
