// The Playground's "Open as Run" (issue 33): the split written as a small synthetic run, opened
// in the window like File > Open, so that the other tabs work on it; a failure names the folder.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include "inspect/rundocument.h"
#include "widgets/fit/playgroundview.h"
#include "widgets/models/fit/fitcontroller.h"
#include "widgets/models/fit/playgroundrun.h"
#include "widgets/models/shell/session.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

namespace {

constexpr int kPlaygroundRunSettleMs = 120000;

qint64 playgroundRunFolderBytes(const QString& folder) {
    qint64 total = 0;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        total += it.fileInfo().size();
    }
    return total;
}

// Sets the Playground to `preset` on dp x mp x pp, writes it as a run inside `parent` and
// waits until the window shows it; the run's folder.
QString playgroundRunOpen(MainWindow& window, const QString& preset, int dp, int mp, int pp,
                          const QString& parent) {
    window.inspector()->setView(InspectorPanel::View::Playground);
    PlaygroundView* view = window.inspector()->playground();
    view->presetBox()->setCurrentIndex(view->presetBox()->findData(preset));
    view->dpBox()->setValue(dp);
    view->mpBox()->setValue(mp);
    view->ppBox()->setValue(pp);
    EXPECT_TRUE(view->openRunButton()->isEnabled());
    const QString folder = PlaygroundRun::freshFolder(
        parent,
        PlaygroundRun::folderName(view->controller()->network(), view->controller()->split()));
    view->openAsRun(parent);
    EXPECT_TRUE(QTest::qWaitFor(
        [&] {
            const auto run = window.inspector()->runDocument();
            return !view->runJob()->isRunning() && !window.isIndexing() && run &&
                   QString::fromStdString(run->path) == folder;
        },
        kPlaygroundRunSettleMs))
        << view->runStatus()->text().toStdString();
    return folder;
}

TEST(PlaygroundOpenRun, TheSplitOpensAsASyntheticRunInEveryTab) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    const QString folder =
        playgroundRunOpen(window, QStringLiteral("llama2-13b"), 2, 4, 2, dir.path());
    EXPECT_TRUE(folder.endsWith(QStringLiteral("/playground-llama2-13b-dp2-mp4-pp2")));
    const auto run = window.inspector()->runDocument();
    ASSERT_TRUE(run);
    EXPECT_EQ(run->rankCount(), 16);
    EXPECT_EQ(run->stages.stages, 2);
    EXPECT_EQ(run->stages.devices, 8);
    EXPECT_TRUE(run->strategy.has_value());
    for (int r = 0; r < 16; ++r) {
        EXPECT_NE(run->files[static_cast<size_t>(r)], nullptr) << r;
    }
    // The window moved to the run, as File > Open does.
    EXPECT_EQ(window.inspector()->view(), InspectorPanel::View::Parameters);
    EXPECT_EQ(window.session()->activePath(), folder);
    // The network's 40 layers, tiny: a 64-wide network in bf16.
    const ParamInfo* layer = run->find("backbone.blocks.39.attention.dense1.weight");
    ASSERT_NE(layer, nullptr);
    EXPECT_EQ(layer->dtype, "BFloat16");
    EXPECT_EQ(layer->globalShape, (std::vector<int64_t>{64, 64}));
    EXPECT_EQ(layer->stage, 1);
    const QString said = window.inspector()->playground()->runStatus()->text();
    EXPECT_TRUE(said.startsWith(QStringLiteral("Wrote ") + folder)) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("the tensor values are synthetic")))
        << said.toStdString();

    // Again: a new folder beside it, never into the first.
    const QString second =
        playgroundRunOpen(window, QStringLiteral("llama2-13b"), 2, 4, 2, dir.path());
    Q_UNUSED(second);
    EXPECT_EQ(QString::fromStdString(window.inspector()->runDocument()->path),
              folder + QStringLiteral("-2"));
}

TEST(PlaygroundOpenRun, AThousandCardsWriteMegabytesNotGigabytes) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    const QString folder =
        playgroundRunOpen(window, QStringLiteral("llama2-70b"), 16, 8, 8, dir.path());
    const auto run = window.inspector()->runDocument();
    ASSERT_TRUE(run);
    EXPECT_EQ(run->rankCount(), 1024);
    EXPECT_EQ(run->stages.stages, 8);
    const qint64 bytes = playgroundRunFolderBytes(folder);
    EXPECT_LT(bytes, qint64{300} << 20) << bytes;
}

TEST(PlaygroundOpenRun, AFolderThatCannotBeWrittenIsNamed) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("not-a-folder"));
    QFile blocker(file);
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    PlaygroundView view;
    view.presetBox()->setCurrentIndex(view.presetBox()->findData(QStringLiteral("demo")));
    view.openAsRun(file);  // a file where the parent folder should be
    ASSERT_TRUE(QTest::qWaitFor([&] { return !view.runJob()->isRunning(); }, 30000));
    const QString said = view.runStatus()->text();
    const QString folder = file + QStringLiteral("/playground-demo-dp2-mp4-pp2");
    EXPECT_TRUE(
        said.startsWith(QStringLiteral("Cannot write the run to ") + folder + QStringLiteral(": ")))
        << said.toStdString();
    EXPECT_TRUE(view.openRunButton()->isEnabled());
}

}  // namespace
