#include <gtest/gtest.h>

#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUrl>

#include "fixtures.h"
#include "testhome.h"
#include "widgets/common/messagebar.h"
#include "widgets/models/files/inspectmodel.h"
#include "widgets/models/problems/issuelistmodel.h"
#include "widgets/models/shell/shellcontroller.h"
#include "widgets/shell/mainwindow.h"

namespace {

class MainWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setRecordRecentFiles(false);
        window.resize(1200, 800);
        window.show();
    }

    bool waitIdle() {
        return QTest::qWaitFor([this] { return !window.isIndexing(); }, kSettleMs);
    }
    QTreeView* tree() { return window.findChild<QTreeView*>(QStringLiteral("inspectTree")); }
    QString status() { return window.findChild<QLabel*>(QStringLiteral("statusCounts"))->text(); }

    MainWindow window;
};

}  // namespace

TEST_F(MainWindowTest, StartsOnTheEmptyPage) {
    auto* empty = window.findChild<QWidget*>(QStringLiteral("emptyPage"));
    ASSERT_NE(empty, nullptr);
    EXPECT_TRUE(empty->isVisible());
    EXPECT_EQ(status(), QStringLiteral("Nothing open"));
}

TEST_F(MainWindowTest, TreeShowsTheFixtureAndTheFilterNarrowsIt) {
    window.openPath(fixturePath("lenet_mnist_old_scalars.ckpt"));
    EXPECT_TRUE(window.isIndexing());
    ASSERT_TRUE(waitIdle());
    QAbstractItemModel* model = tree()->model();
    ASSERT_EQ(model->rowCount(), 1);
    const QModelIndex top = model->index(0, 0);
    EXPECT_EQ(model->rowCount(top), 21);
    EXPECT_TRUE(tree()->isExpanded(top));
    EXPECT_TRUE(tree()->isVisible());
    EXPECT_EQ(window.windowTitle(), QStringLiteral("lenet_mnist_old_scalars.ckpt — ShardScope"));
    EXPECT_EQ(status(), QStringLiteral("1 file   ·   21 items   ·   0 problems"));

    auto* filter = window.findChild<QLineEdit*>(QStringLiteral("filterEdit"));
    QTest::keyClicks(filter, QStringLiteral("moments.fc"));
    EXPECT_EQ(model->rowCount(top), 21) << "the filter waits for typing to pause";
    ASSERT_TRUE(QTest::qWaitFor([&] { return model->rowCount(top) == 6; }, kSettleMs));
    EXPECT_EQ(model->index(0, 0, top).data().toString(), QStringLiteral("moments.fc1.weight"));
    EXPECT_EQ(
        status(),
        QStringLiteral("1 file   ·   21 items   ·   6 items match “moments.fc”   ·   0 problems"));

    filter->clear();
    ASSERT_TRUE(QTest::qWaitFor([&] { return model->rowCount(top) == 21; }, kSettleMs));
}

TEST_F(MainWindowTest, MissingPathShowsTheErrorInTheMessageBar) {
    const QString missing = QDir::tempPath() + QStringLiteral("/shardscope-no-such-file.ckpt");
    window.openPath(missing);
    ASSERT_TRUE(waitIdle());
    auto* bar = window.findChild<MessageBar*>(QStringLiteral("messageBar"));
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isVisible());
    EXPECT_EQ(bar->text(),
              QStringLiteral("Not found: ") + missing + QStringLiteral(": no such file or folder"));
    EXPECT_EQ(tree()->model()->rowCount(), 0);

    window.openPath(fixturePath("router_4x16.ckpt"));
    ASSERT_TRUE(waitIdle());
    EXPECT_TRUE(bar->isVisible()) << "earlier failures stay until dismissed";
    EXPECT_EQ(tree()->model()->rowCount(), 1);
    bar->clearMessages();
    EXPECT_FALSE(bar->isVisible());
}

TEST_F(MainWindowTest, OpeningAPathTwiceKeepsOneRow) {
    const QString path = fixturePath("strategy_8_npus.ckpt");
    window.openPath(path);
    window.openPath(path);
    ASSERT_TRUE(waitIdle());
    QAbstractItemModel* model = tree()->model();
    ASSERT_EQ(model->rowCount(), 1);
    EXPECT_EQ(model->rowCount(model->index(0, 0)), 148);
}

TEST_F(MainWindowTest, RunFolderProblemsAreListedAndJumpToTheirRow) {
    QTemporaryDir run;
    ASSERT_TRUE(run.isValid());
    const QString router = fixturePath("router_4x16.ckpt");
    for (const char* file : {"rank_0/net.ckpt", "rank_2/net-old.ckpt", "rank_2/net.ckpt"}) {
        const QString target = run.filePath(QString::fromLatin1(file));
        ASSERT_TRUE(QDir().mkpath(QFileInfo(target).path()));
        ASSERT_TRUE(QFile::copy(router, target));
    }
    window.openPath(run.path());
    ASSERT_TRUE(waitIdle());
    QAbstractItemModel* model = tree()->model();
    const QModelIndex top = model->index(0, 0);
    EXPECT_EQ(model->index(0, InspectModel::TypeColumn).data().toString(),
              QStringLiteral("Run folder"));
    ASSERT_EQ(model->rowCount(top), 2);
    EXPECT_EQ(model->index(1, 0, top).data().toString(), QStringLiteral("rank 2"));
    EXPECT_EQ(model->index(1, InspectModel::SizeColumn, top).data().toString(),
              QStringLiteral("256\u00A0B"));
    EXPECT_EQ(model->index(1, InspectModel::DetailsColumn, top).data().toString(),
              QStringLiteral("rank_2/net.ckpt"));

    // The Files view's two, and the inspector's: no strategy sits beside these rank folders.
    IssueListModel* notices = window.controller()->notices();
    ASSERT_EQ(notices->rowCount(), 3);
    auto rowOf = [&](const char* code) {
        for (int r = 0; r < notices->rowCount(); ++r) {
            if (notices->index(r, 0).data(IssueListModel::CodeRole).toString() ==
                QLatin1String(code)) {
                return r;
            }
        }
        return -1;
    };
    const int several = rowOf("several-files-in-rank");
    const int gap = rowOf("rank-gap");
    const int noStrategy = rowOf("no-strategy");
    ASSERT_GE(several, 0);
    ASSERT_GE(gap, 0);
    ASSERT_GE(noStrategy, 0);
    EXPECT_EQ(notices->index(several, 0).data().toString(),
              QStringLiteral("Rank 2 holds 2 checkpoint files; using the lexicographically last, "
                             "'net.ckpt', as MindSpore does (others: net-old.ckpt)"));
    EXPECT_EQ(notices->index(several, 1).data().toString(), QStringLiteral("rank_2 · rank 2"));
    EXPECT_EQ(notices->index(gap, 0).data().toString(), QStringLiteral("Rank folders missing: 1"));
    EXPECT_EQ(notices->index(noStrategy, 0).data().toString(),
              QStringLiteral("No strategy file beside the rank folders; give one to see how the "
                             "parameters are split"));
    EXPECT_EQ(status(), QStringLiteral("1 file   ·   2 items   ·   3 problems"));

    auto* problems = window.findChild<QTreeView*>(QStringLiteral("problemsView"));
    ASSERT_NE(problems, nullptr);
    Q_EMIT problems->activated(problems->model()->index(several, 0));
    EXPECT_EQ(tree()->currentIndex().data().toString(), QStringLiteral("rank 2"));
    Q_EMIT problems->activated(problems->model()->index(gap, 0));
    EXPECT_EQ(tree()->currentIndex(), top);
}

TEST_F(MainWindowTest, DroppedFilesAreOpened) {
    auto* mime = new QMimeData;
    mime->setUrls({QUrl::fromLocalFile(fixturePath("router_4x16.ckpt")),
                   QUrl::fromLocalFile(fixturePath("lenet_mnist_old_scalars.ckpt"))});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    ASSERT_TRUE(waitIdle());
    QAbstractItemModel* model = tree()->model();
    ASSERT_EQ(model->rowCount(), 2);
    EXPECT_EQ(model->index(0, 0).data().toString(), QStringLiteral("router_4x16.ckpt"));
    EXPECT_EQ(model->index(1, 0).data().toString(), QStringLiteral("lenet_mnist_old_scalars.ckpt"));
    delete mime;
}
