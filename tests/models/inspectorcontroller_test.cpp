// The inspector's controller with no view (issue 32 §3), on real MindSpore files: the order in
// which the rooms take a run (the room in front at once, the others one per turn, the first
// parameter last), what each room gets, what starts the readers of the saved steps and the
// training logs, the current parameter and its sentence after a new run, and a run or a click
// that overtakes a hand-over. Every room but the History tab's read is the real controller; the
// rooms without one are the controller's signals, recorded.
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
#include "testhome.h"
#include "widgets/models/common/explaintext.h"
#include "widgets/models/doctor/doctorcontroller.h"
#include "widgets/models/history/historycontroller.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossloadqueue.h"
#include "widgets/models/migration/migrationcontroller.h"
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
        m_controller.setRooms({&m_tensor, &m_migration, &m_doctor, &m_history, &m_loss});
        record();
    }

    // "S", "C", "F" for the three runs, "-" for none.
    QString name(const RunDocument* run) const {
        if (run == nullptr) {
            return QStringLiteral("-");
        }
        return run == m_strategy.get()     ? QStringLiteral("S")
               : run == m_checkpoint.get() ? QStringLiteral("C")
               : run == m_folder.get()     ? QStringLiteral("F")
                                           : QStringLiteral("?");
    }
    // Which run each room with a controller holds: Tensor, Migration, Doctor, History.
    QString rooms() const {
        return QStringLiteral("T=%1 M=%2 D=%3 H=%4")
            .arg(name(m_tensor.run()), name(m_migration.runDocument().get()),
                 name(m_doctor.runDocument().get()), name(m_history.runDocument().get()));
    }
    int tensorParam() const {
        const ParamInfo* param = m_tensor.param();
        return param ? static_cast<int>(param - m_tensor.run()->params.data()) : -1;
    }

    void record() {
        InspectorController* c = &m_controller;
        QObject::connect(c, &InspectorController::matrixRunDue, [this](const RunPtr& run, int p) {
            m_log << QStringLiteral("matrix %1 %2").arg(name(run.get())).arg(p);
        });
        QObject::connect(c, &InspectorController::parametersRunDue, [this](const RunPtr& run) {
            m_log << QStringLiteral("parameters %1").arg(name(run.get()));
        });
        QObject::connect(c, &InspectorController::slicesRunDue, [this](const RunPtr& run) {
            m_log << QStringLiteral("slices %1").arg(name(run.get()));
        });
        QObject::connect(c, &InspectorController::selectionDue,
                         [this](int p) { m_log << QStringLiteral("select %1").arg(p); });
        QObject::connect(c, &InspectorController::takenOver,
                         [this] { m_log << QStringLiteral("taken over"); });
        // The rooms with a controller have the parameter when the others are told.
        QObject::connect(c, &InspectorController::paramChanged, [this](int p) {
            m_log << QStringLiteral("param %1 T=%2 M=%3").arg(p).arg(tensorParam()).arg(m_marked);
        });
        QObject::connect(c, &InspectorController::rankDue,
                         [this](int rank) { m_log << QStringLiteral("rank %1").arg(rank); });
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
    TensorController m_tensor;
    MigrationController m_migration;
    DoctorController m_doctor;
    InspectorRecordingHistory m_history;
    LossController m_loss;
    InspectorController m_controller;
    QStringList m_log;
    int m_marked = -1;  // the Migration tab's mark of the parameter in the run
};

TEST_F(InspectorControllerTest, TheRoomInFrontTakesTheRunAtOnceTheOthersOnePerTurn) {
    const int first = InspectorController::firstParamToShow(m_strategy.get());
    ASSERT_EQ(first, 2);  // the first one the strategy splits, after two it does not
    ASSERT_EQ(m_strategy->params[2].name, "adam_v.backbone.blocks.1.attention.projection.weight");

    m_controller.setRunDocument(m_strategy, InspectorView::Doctor);
    EXPECT_EQ(take(), QStringList{QStringLiteral("Migration: T=- M=S D=S H=-")});
    EXPECT_TRUE(m_controller.isHandingOver());
    EXPECT_EQ(m_controller.currentParam(), -1);
    const QStringList turns[] = {
        {QStringLiteral("matrix S 2"), QStringLiteral("Matrix: T=- M=S D=S H=-")},
        {QStringLiteral("parameters S"), QStringLiteral("Parameters: T=- M=S D=S H=-")},
        {QStringLiteral("slices S"), QStringLiteral("Slices: T=S M=S D=S H=-")},
        {QStringLiteral("History: T=S M=S D=S H=S")},
        {QStringLiteral("select 2"), QStringLiteral("param 2 T=2 M=2"),
         QStringLiteral("taken over"), QStringLiteral("Select: T=S M=S D=S H=S"),
         QStringLiteral("handed over")},
    };
    for (const QStringList& expected : turns) {
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
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("matrix C 0"), QStringLiteral("Matrix: T=S M=S D=S H=S"),
                           QStringLiteral("slices C"), QStringLiteral("Slices: T=C M=S D=S H=S")}));
    m_controller.finishHandOver();
    EXPECT_EQ(
        take(),
        (QStringList{QStringLiteral("parameters C"), QStringLiteral("Parameters: T=C M=S D=S H=S"),
                     QStringLiteral("Migration: T=C M=C D=C H=S"),
                     QStringLiteral("History: T=C M=C D=C H=C"), QStringLiteral("select 0"),
                     QStringLiteral("param 0 T=0 M=0"), QStringLiteral("taken over"),
                     QStringLiteral("Select: T=C M=C D=C H=C"), QStringLiteral("handed over")}));

    // Closing hands the emptiness over at once, the tab in front first.
    m_controller.setRunDocument(nullptr, InspectorView::Migration);
    EXPECT_EQ(
        take(),
        (QStringList{QStringLiteral("Migration: T=C M=- D=- H=C"), QStringLiteral("matrix - -1"),
                     QStringLiteral("Matrix: T=C M=- D=- H=C"), QStringLiteral("parameters -"),
                     QStringLiteral("Parameters: T=C M=- D=- H=C"), QStringLiteral("slices -"),
                     QStringLiteral("Slices: T=- M=- D=- H=C"),
                     QStringLiteral("History: T=- M=- D=- H=-"),
                     QStringLiteral("param -1 T=-1 M=-1"), QStringLiteral("taken over"),
                     QStringLiteral("Select: T=- M=- D=- H=-"), QStringLiteral("handed over")}));
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
        (QStringList{QStringLiteral("matrix F 0"), QStringLiteral("Matrix: T=- M=- D=- H=-"),
                     QStringLiteral("parameters F"), QStringLiteral("Parameters: T=- M=- D=- H=-"),
                     QStringLiteral("slices F"), QStringLiteral("Slices: T=F M=- D=- H=-"),
                     QStringLiteral("Migration: T=F M=F D=F H=-"),
                     QStringLiteral("History: T=F M=F D=F H=F"), QStringLiteral("select 0"),
                     QStringLiteral("param 0 T=0 M=0"), QStringLiteral("taken over"),
                     QStringLiteral("Select: T=F M=F D=F H=F"), QStringLiteral("handed over")}));
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
    EXPECT_EQ(take(), (QStringList{QStringLiteral("History: T=F M=F D=F H=F")}));
    m_controller.finishHandOver();
    take();
    turn();
    EXPECT_EQ(take(), QStringList{});

    // Closed, then opened with the History tab in front: both read in its step, at once.
    m_controller.setRunDocument(nullptr, InspectorView::Matrix);
    take();
    m_controller.setRunDocument(m_folder, InspectorView::History);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("history reads F"), QStringLiteral("loss reads"),
                                   QStringLiteral("History: T=- M=- D=- H=F")}));
    EXPECT_TRUE(m_controller.isComputing());
    m_controller.finishHandOver();
    take();
    settleLoss();
    EXPECT_EQ(take(), QStringList{});

    // Brought to front after their step put them off: read at once.
    m_controller.setRunDocument(nullptr, InspectorView::Matrix);
    take();
    m_controller.setRunDocument(m_folder, InspectorView::Matrix);
    for (int i = 0; i < 4; ++i) {
        turn();
    }
    EXPECT_EQ(
        take(),
        (QStringList{QStringLiteral("matrix F 0"), QStringLiteral("Matrix: T=- M=- D=- H=-"),
                     QStringLiteral("parameters F"), QStringLiteral("Parameters: T=- M=- D=- H=-"),
                     QStringLiteral("slices F"), QStringLiteral("Slices: T=F M=- D=- H=-"),
                     QStringLiteral("Migration: T=F M=F D=F H=-"),
                     QStringLiteral("History: T=F M=F D=F H=F")}));
    m_controller.setFront(InspectorView::Loss);
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("history reads F"), QStringLiteral("loss reads")}));
    turn();
    turn();
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("select 0"), QStringLiteral("param 0 T=0 M=0"),
                           QStringLiteral("taken over"), QStringLiteral("Select: T=F M=F D=F H=F"),
                           QStringLiteral("handed over")}));
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
                                   QStringLiteral("Parameters: T=S M=S D=S H=S")}));
    EXPECT_EQ(m_controller.currentParam(), -1);
    EXPECT_EQ(m_controller.paramName(m_controller.currentParam()), QString());
    EXPECT_EQ(m_controller.explanation(1),
              QStringLiteral("Select a parameter to see how the strategy cuts it."));
    // The run before's name: not in this run, whose hand-over is done first.
    EXPECT_FALSE(m_controller.selectParam(dense));
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
        (QStringList{QStringLiteral("matrix S 2"), QStringLiteral("Matrix: T=- M=- D=- H=-"),
                     QStringLiteral("parameters S"), QStringLiteral("Parameters: T=- M=- D=- H=-"),
                     QStringLiteral("matrix C 0"), QStringLiteral("Matrix: T=- M=- D=- H=-"),
                     QStringLiteral("parameters C"), QStringLiteral("Parameters: T=- M=- D=- H=-"),
                     QStringLiteral("slices C"), QStringLiteral("Slices: T=C M=- D=- H=-"),
                     QStringLiteral("Migration: T=C M=C D=C H=-"),
                     QStringLiteral("History: T=C M=C D=C H=C"), QStringLiteral("select 0"),
                     QStringLiteral("param 0 T=0 M=0"), QStringLiteral("taken over"),
                     QStringLiteral("Select: T=C M=C D=C H=C"), QStringLiteral("handed over")}));

    // Clicked in the Parameters view (in front: it has the run) while the others wait.
    m_controller.setRunDocument(m_strategy, InspectorView::Parameters);
    EXPECT_EQ(take(), (QStringList{QStringLiteral("parameters S"),
                                   QStringLiteral("Parameters: T=C M=C D=C H=C")}));
    m_controller.setParam(5);
    EXPECT_EQ(take(),
              (QStringList{QStringLiteral("matrix S 2"), QStringLiteral("Matrix: T=C M=C D=C H=C"),
                           QStringLiteral("slices S"), QStringLiteral("Slices: T=S M=C D=C H=C"),
                           QStringLiteral("Migration: T=S M=S D=S H=C"),
                           QStringLiteral("History: T=S M=S D=S H=S"),
                           QStringLiteral("handed over"), QStringLiteral("param 5 T=5 M=5")}));
    for (int i = 0; i < 3; ++i) {
        turn();
    }
    EXPECT_EQ(take(), QStringList{});
    EXPECT_EQ(m_controller.currentParam(), 5);

    // Clicked in the Parameters view before it had the new run: an index into the run before,
    // so the new run's own first parameter is selected.
    m_controller.setRunDocument(m_checkpoint, InspectorView::Matrix);
    take();
    m_controller.setParam(5);
    EXPECT_EQ(
        take(),
        (QStringList{QStringLiteral("parameters C"), QStringLiteral("Parameters: T=S M=S D=S H=S"),
                     QStringLiteral("slices C"), QStringLiteral("Slices: T=C M=S D=S H=S"),
                     QStringLiteral("Migration: T=C M=C D=C H=S"),
                     QStringLiteral("History: T=C M=C D=C H=C"), QStringLiteral("select 0"),
                     QStringLiteral("param 0 T=0 M=0"), QStringLiteral("taken over"),
                     QStringLiteral("Select: T=C M=C D=C H=C"), QStringLiteral("handed over")}));
    EXPECT_EQ(m_controller.currentParam(), 0);
}

// The first rank's tensors are listed in a turn of their own; the hand-over waits for it, a
// later request replaces an earlier one, and a request for a run replaced meanwhile is dropped.
TEST_F(InspectorControllerTest, TheFirstRanksListWaitsForItsTurn) {
    m_controller.setRunDocument(m_folder, InspectorView::Matrix);
    m_controller.finishHandOver();
    take();
    turn();
    take();
    ASSERT_EQ(m_folder->params[0].ranks, (std::vector<int>{0, 1}));
    EXPECT_EQ(m_controller.firstRankOf(0, -1), 0);
    EXPECT_EQ(m_controller.firstRankOf(0, 1), 1) << "a card chosen is kept when it holds it";
    EXPECT_EQ(m_controller.firstRankOf(0, 5), 0) << "else the first holder";
    // The rank listed when it holds the parameter, else the matrix's current one, else the first.
    EXPECT_EQ(InspectorController::holderFor(m_folder.get(), 0, 1, 0), 1);
    EXPECT_EQ(InspectorController::holderFor(m_folder.get(), 0, 5, 1), 1);
    EXPECT_EQ(InspectorController::holderFor(m_folder.get(), 0, 5, 7), 0);

    m_controller.listRankSoon(1);
    m_controller.listRankSoon(0);
    EXPECT_TRUE(m_controller.isHandingOver());
    turn();
    EXPECT_EQ(take(), QStringList{QStringLiteral("rank 0")});
    EXPECT_FALSE(m_controller.isHandingOver());

    m_controller.listRankSoon(1);
    m_controller.setRunDocument(m_checkpoint, InspectorView::Matrix);
    m_controller.finishHandOver();
    take();
    EXPECT_TRUE(m_controller.isHandingOver()) << "until the turn asked for";
    EXPECT_EQ(take(), QStringList{});
    turn();
    // No rank of the run before; the new run's hand-over ends with that turn.
    EXPECT_EQ(take(), QStringList{QStringLiteral("handed over")});
    EXPECT_FALSE(m_controller.isHandingOver());
}

// What settles the window (a room's work ended) and the saved steps the History tab read marked
// on the Loss tab.
TEST_F(InspectorControllerTest, TheRoomsSettleAndTheSavedStepsReachTheLossTab) {
    int settled = 0;
    QObject::connect(&m_controller, &InspectorController::settled, [&settled] { ++settled; });
    m_controller.setRunDocument(m_folder, InspectorView::History);
    m_controller.finishHandOver();
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
