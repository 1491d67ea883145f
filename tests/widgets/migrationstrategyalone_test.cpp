// Issue 34 #17: the migration planner on a strategy file opened alone (no rank files) previews
// its target, as a teacher shows a layout: the source's ranks, the target's cards agreeing in
// every panel, the model-parallel axis kept, and no raw "not a folder" error from planning a
// conversion that has nothing to read.
#include <gtest/gtest.h>

#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "util/error.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/migration/targetpanel.h"
#include "widgets/models/migration/problemlistmodel.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

namespace {

QStringList migrationStrategyAloneLabels(const MigrationView* view) {
    QStringList texts;
    for (const QLabel* label : view->findChildren<QLabel*>()) {
        texts << label->text();
    }
    return texts;
}

}  // namespace

TEST(MigrationStrategyAlone, ASimulatedTargetIsPreviewedNotPlanned) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    SynthOptions only;
    only.strategyOnly = true;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), SynthConfig{}, only));  // dp 2 mp 2 pp 2
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1400, 900);
    window.show();
    window.inspector()->setView(InspectorPanel::View::Migration);
    window.openPath(dir.filePath(QStringLiteral("strategy.ckpt")));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    MigrationView* view = window.inspector()->migration();
    ASSERT_TRUE(view->controller()->strategyAlone());
    EXPECT_TRUE(view->targetPanel()->isEnabled());
    EXPECT_TRUE(migrationStrategyAloneLabels(view).contains(QStringLiteral("Source: 8 ranks")));

    QString error;
    ASSERT_TRUE(view->simulate(QStringLiteral("dp=1,mp=4,pp=1"), &error)) << error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !view->controller()->isPlanning() && view->controller()->target().targetRun; },
        kSettleMs));
    EXPECT_EQ(view->controller()->target().targetRun->stages.ranks(), 4);
    EXPECT_EQ(view->targetPanel()->cardsText(), QStringLiteral("4 cards"));
    const QStringList labels = migrationStrategyAloneLabels(view);
    EXPECT_TRUE(labels.contains(QStringLiteral("Source: 8 ranks")))
        << labels.join(u'|').toStdString();
    EXPECT_TRUE(labels.contains(QStringLiteral("Target: 4 ranks")))
        << labels.join(u'|').toStdString();
    EXPECT_EQ(view->targetMatrix()->axisNames(),
              (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));
    // The model-parallel axis stays: the target's slices come from stand-in shapes as the
    // source's do, not from no layout at all.
    const ParamInfo* dense =
        view->controller()->target().targetRun->find("backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(dense, nullptr);
    ASSERT_TRUE(dense->layout.has_value())
        << (dense->statusError ? dense->statusError->describe() : "");
    EXPECT_EQ(dense->layout->devMatrix(), (std::vector<int64_t>{1, 4}));
    EXPECT_EQ(view->controller()->planned().plan, nullptr);
    EXPECT_FALSE(view->runButton()->isEnabled());
    EXPECT_EQ(view->preview()->totalsText(),
              QStringLiteral("A strategy file alone: this previews the target's cards and slices. "
                             "Open the run's checkpoints with it to plan a conversion."));
    EXPECT_EQ(view->statusText(), QStringLiteral("Target previewed from the strategy file alone."));
    const QAbstractItemModel* rows = view->problems()->model();
    for (int i = 0; i < rows->rowCount(); ++i) {
        const QString text = rows->index(i, 0).data().toString();
        EXPECT_FALSE(text.contains(QStringLiteral("not a folder"))) << text.toStdString();
    }
}
