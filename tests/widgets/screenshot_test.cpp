#include <gtest/gtest.h>

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

#include "fixtures.h"

namespace {

constexpr int kRunMs = 60000;

// Runs the real `shardscope` executable with its caches and settings inside `home`.
struct GuiRun {
    int exitCode = -1;
    QString stderrText;
};

GuiRun runGui(const QTemporaryDir& home, const QStringList& arguments) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SHARDSCOPE_GUI), arguments);
    if (!process.waitForFinished(kRunMs)) {
        process.kill();
        process.waitForFinished();
        return {-1, QStringLiteral("timed out")};
    }
    GuiRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.stderrText = QString::fromLocal8Bit(process.readAllStandardError());
    return run;
}

class ScreenshotTest : public ::testing::TestWithParam<const char*> {
protected:
    QTemporaryDir home;
};

}  // namespace

TEST_P(ScreenshotTest, WritesAPngOfTheRequestedSize) {
    ASSERT_TRUE(home.isValid());
    const QString png = home.filePath(QStringLiteral("shot.png"));
    const GuiRun run = runGui(
        home, {fixturePath("lenet_mnist_old_scalars.ckpt"), fixturePath("strategy_8_npus.ckpt"),
               QStringLiteral("--lang"), QString::fromLatin1(GetParam()), QStringLiteral("--size"),
               QStringLiteral("1100x700"), QStringLiteral("--screenshot"), png});
    ASSERT_EQ(run.exitCode, 0) << run.stderrText.toStdString();
    const QImage image(png);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1100, 700));
}

INSTANTIATE_TEST_SUITE_P(Languages, ScreenshotTest, ::testing::Values("en", "zh_CN"));

TEST(Screenshot, TheDemoOpensWhenNoPathIsGiven) {
    QTemporaryDir home;
    const QString png = home.filePath(QStringLiteral("demo.png"));
    const GuiRun run = runGui(home, {QStringLiteral("--size"), QStringLiteral("800x500"),
                                     QStringLiteral("--screenshot"), png});
    ASSERT_EQ(run.exitCode, 0) << run.stderrText.toStdString();
    EXPECT_EQ(QImage(png).size(), QSize(800, 500));
}

TEST(Screenshot, AnUnwritableFileFailsWithAMessage) {
    QTemporaryDir home;
    const QString png = home.filePath(QStringLiteral("no-such-folder/shot.png"));
    const GuiRun run =
        runGui(home, {fixturePath("router_4x16.ckpt"), QStringLiteral("--screenshot"), png});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.stderrText.contains(QStringLiteral("screenshot failed: cannot write ") + png))
        << run.stderrText.toStdString();
}

TEST(Screenshot, ABadSizeIsAUsageError) {
    QTemporaryDir home;
    const GuiRun run =
        runGui(home, {QStringLiteral("--size"), QStringLiteral("huge"),
                      QStringLiteral("--screenshot"), home.filePath(QStringLiteral("x.png"))});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.stderrText.contains(QStringLiteral("--size wants WIDTHxHEIGHT")))
        << run.stderrText.toStdString();
}
