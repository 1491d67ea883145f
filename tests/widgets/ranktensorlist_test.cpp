// Issue 34 #21: at 1280 x 800 the device matrix's list of a rank's tensors cut the network's
// parameter names and the rank's header ("… 0: synth-2_250.ckpt") from the left. The list takes
// the width its names need (up to half the panel); a width the user gives it stays.
#include <gtest/gtest.h>

#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/common/columnfitter.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

TEST(RankTensorList, NamesAndTheRankHeaderAreWholeAt1280x800) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ASSERT_TRUE(shardscope::writeSynthRun(dir.path().toStdString(), shardscope::SynthConfig{}));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.inspector()->setView(InspectorPanel::View::Matrix);
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    window.inspector()->finishHandOver();
    auto* list = window.findChild<QTreeWidget*>(QStringLiteral("rankTensors"));
    ASSERT_NE(list, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return list->topLevelItemCount() > 1; }, kSettleMs));
    QCoreApplication::processEvents();
    EXPECT_EQ(list->topLevelItem(0)->text(0), QStringLiteral("Rank 0: synth-2_250.ckpt"));
    int checked = 0;
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        const QString name = list->topLevelItem(row)->text(0);
        if (name.startsWith(QStringLiteral("adam_"))) {
            continue;  // optimizer moments may be cut: the list takes at most half the panel
        }
        const QModelIndex index = list->model()->index(row, 0);
        EXPECT_LE(ColumnFitter::cellWidth(list, index, 0), list->columnWidth(0))
            << name.toStdString() << " is cut in a column of " << list->columnWidth(0);
        ++checked;
    }
    EXPECT_GT(checked, 20);
    // The matrix keeps more than half of the panel.
    auto* split = qobject_cast<QSplitter*>(list->parentWidget());
    ASSERT_NE(split, nullptr);
    EXPECT_GE(split->sizes().value(0), split->sizes().value(1));
}
