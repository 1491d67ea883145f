// What each path a Session opens is loaded with (OpenOptions, issue 32 §3): the command line's
// strategy and rank table, a path's own, its step and its key.
#include <gtest/gtest.h>

#include <QDir>
#include <QTemporaryDir>

#include "fixtures.h"
#include "formats/checkpointkey.h"
#include "widgets/models/shell/openoptions.h"

using namespace shardscope;

namespace {

CheckpointKeyRef openOptionsTestKey() {
    auto key = makeCheckpointKey("000102030405060708090a0b0c0d0e0f", KeyEncoding::Hex,
                                 EncryptionMode::AesGcm);
    EXPECT_TRUE(key);
    return key ? *key : nullptr;
}

}  // namespace

TEST(OpenOptionsTest, RunFolderTakesItsOwnStrategyRankTableStepAndKey) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString run = QDir::cleanPath(dir.filePath(QStringLiteral("run")));
    const QString other = QDir::cleanPath(dir.filePath(QStringLiteral("other")));
    ASSERT_TRUE(QDir().mkpath(run));
    ASSERT_TRUE(QDir().mkpath(other));

    OpenOptions options;
    EXPECT_EQ(options.strategyFor(run), QString());
    options.setStrategyOverride(QStringLiteral("/s/cli.ckpt"));
    options.setRankTableOverride(QStringLiteral("/t/cli.json"));
    options.setStrategyFor(run, QStringLiteral("/s/own.ckpt"));
    options.setRankTableFor(run, QStringLiteral("/t/own.json"));
    options.setStepFor(run, QStringLiteral("step_200"));
    const CheckpointKeyRef key = openOptionsTestKey();
    options.setKeyFor(run, key);

    EXPECT_EQ(options.strategyFor(run), QStringLiteral("/s/own.ckpt"));
    EXPECT_EQ(options.strategyFor(other), QStringLiteral("/s/cli.ckpt"));
    const LoadOptions own = options.loadOptions(run, options.strategyFor(run));
    EXPECT_EQ(own.strategyPath, "/s/own.ckpt");
    EXPECT_EQ(own.rankTable, "/t/own.json");
    EXPECT_EQ(own.step, "step_200");
    EXPECT_EQ(own.key, key);
    EXPECT_FALSE(own.verifyCrc);

    const LoadOptions cli = options.loadOptions(other, options.strategyFor(other));
    EXPECT_EQ(cli.strategyPath, "/s/cli.ckpt");
    EXPECT_EQ(cli.rankTable, "/t/cli.json");
    EXPECT_EQ(cli.step, "");
    EXPECT_EQ(cli.key, nullptr);

    options.forgetKey(run);
    EXPECT_EQ(options.keyFor(run), nullptr);
    EXPECT_EQ(options.loadOptions(run, QString()).key, nullptr);
    EXPECT_EQ(options.loadOptions(run, QString()).step, "step_200");  // only the key goes
}

TEST(OpenOptionsTest, SingleFileHasNoStrategyNorRankTableAndChecksCrc) {
    const QString file = fixturePath("lenet_mnist_old_scalars.ckpt");
    OpenOptions options;
    options.setStrategyOverride(QStringLiteral("/s/cli.ckpt"));
    options.setRankTableOverride(QStringLiteral("/t/cli.json"));
    options.setRankTableFor(file, QStringLiteral("/t/own.json"));
    const CheckpointKeyRef key = openOptionsTestKey();
    options.setKeyFor(file, key);

    EXPECT_EQ(options.strategyFor(file), QString());
    const LoadOptions loaded = options.loadOptions(file, options.strategyFor(file));
    EXPECT_EQ(loaded.strategyPath, "");
    EXPECT_EQ(loaded.rankTable, "");
    EXPECT_TRUE(loaded.verifyCrc);
    EXPECT_EQ(loaded.key, key);
    EXPECT_EQ(options.keyFor(file), key);
}
