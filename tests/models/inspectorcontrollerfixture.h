#pragma once

// The fixture of InspectorController's tests (inspectorcontroller*_test.cpp): three real runs,
// every room's real controller but the History tab's read (recorded), and a log of what the
// controller did, step by step.

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
#include "widgets/models/doctor/doctorcontroller.h"
#include "widgets/models/history/historycontroller.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossloadqueue.h"
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

}  // namespace
