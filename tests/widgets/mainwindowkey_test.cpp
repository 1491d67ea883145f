// An encrypted run opened in the window: the key dialog names the file and why it asks (no key,
// then a wrong one), the run opens with the key given, and the views get it through the run.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDirIterator>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/shell/session.h"
#include "widgets/shell/keydialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/shellprompts.h"

using namespace shardscope;

namespace {

const char* const kKeyHex = "000102030405060708090a0b0c0d0e0f";
const char* const kWrongHex = "0f0e0d0c0b0a09080706050403020100";

CheckpointKeyRef testKey() {
    auto key = makeCheckpointKey(kKeyHex, KeyEncoding::Hex, EncryptionMode::AesGcm);
    EXPECT_TRUE(key);
    return key ? *key : nullptr;
}

class MainWindowKeyTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setRecordRecentFiles(false);
        window.resize(1280, 800);
        window.show();
        run = dir.filePath(QStringLiteral("run"));
        SynthConfig config;
        config.dp = 2;
        SynthOptions options;
        options.encryptKey = testKey();
        options.encryptBlockBytes = 4096;  // several blocks per file
        auto written = writeSynthRun(run.toStdString(), config, options);
        ASSERT_TRUE(written) << written.error().describe();
    }
    KeyDialog* waitDialog() {
        if (!QTest::qWaitFor([this] { return window.prompts()->keyDialog() != nullptr; },
                             kSettleMs)) {
            return nullptr;
        }
        return window.prompts()->keyDialog();
    }
    void give(KeyDialog* dialog, const char* hex) {
        dialog->hexEdit()->setText(QString::fromLatin1(hex));
        dialog->accept();
    }

    QTemporaryDir dir;
    QString run;
    MainWindow window;
};

}  // namespace

TEST_F(MainWindowKeyTest, AsksForTheKeyNamingTheFileThenOpensTheRunWithIt) {
    window.openPath(run);
    KeyDialog* dialog = waitDialog();
    ASSERT_NE(dialog, nullptr);
    // Which file, and why: no key was given.
    const QString reason = dialog->reasonLabel()->text();
    EXPECT_TRUE(reason.contains(QStringLiteral("rank_0"))) << reason.toStdString();
    EXPECT_TRUE(reason.contains(QStringLiteral("AES-GCM"))) << reason.toStdString();
    EXPECT_TRUE(reason.contains(QStringLiteral("a key is needed"))) << reason.toStdString();
    const QString absolute = window.session()->paths().front();
    ASSERT_TRUE(window.session()->keyNeeded(absolute));
    EXPECT_EQ(window.session()->keyNeeded(absolute)->code, ErrorCode::Encrypted);

    // A wrong key: asked again, and told so.
    give(dialog, kWrongHex);
    EXPECT_EQ(window.prompts()->keyDialog(), nullptr);  // closed; the run opens again with that key
    dialog = waitDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->reasonLabel()->text().contains(QStringLiteral("wrong key")))
        << dialog->reasonLabel()->text().toStdString();
    EXPECT_EQ(window.session()->keyNeeded(absolute)->code, ErrorCode::WrongKey);

    // The right key: every rank opens, and the run carries the key to the views.
    give(dialog, kKeyHex);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Session::Document* doc = window.session()->document(absolute);
            return doc && doc->state == Session::State::Loaded && doc->run && !doc->run->keyError &&
                   !window.isIndexing();
        },
        kSettleMs));
    const auto loaded = window.session()->document(absolute)->run;
    EXPECT_EQ(window.prompts()->keyDialog(), nullptr);
    EXPECT_FALSE(window.session()->keyNeeded(absolute));
    ASSERT_NE(loaded->key, nullptr);
    EXPECT_EQ(loaded->key->bytes(), testKey()->bytes());
    EXPECT_EQ(loaded->rankCount(), 8);  // dp 2 x mp 2 x pp 2
    for (const auto& file : loaded->files) {
        ASSERT_NE(file, nullptr);
        EXPECT_TRUE(file->encrypted());
    }
    for (const Issue& issue : loaded->issues) {
        EXPECT_NE(issue.code, IssueCode::UnreadableRank) << issue.text();
    }
}

TEST(KeyDialogTest, AKeyThatCannotBeMadeKeepsTheDialogOpenAndSaysWhy) {
    const Error need = makeError(ErrorCode::Encrypted,
                                 "the checkpoint is encrypted (AES-GCM); a key is needed", {})
                           .inFile("/runs/a/rank_3/net.ckpt");
    KeyDialog dialog(QStringLiteral("a"), need);
    dialog.show();
    EXPECT_TRUE(dialog.reasonLabel()->text().contains(QStringLiteral("/runs/a/rank_3/net.ckpt")));

    dialog.accept();  // nothing given
    EXPECT_TRUE(dialog.isVisible());
    EXPECT_FALSE(dialog.errorLabel()->isHidden());
    EXPECT_EQ(dialog.key(), nullptr);

    dialog.hexEdit()->setText(QStringLiteral("0011zz"));
    dialog.accept();
    EXPECT_TRUE(dialog.isVisible());
    EXPECT_TRUE(dialog.errorLabel()->text().contains(QStringLiteral("not hexadecimal")))
        << dialog.errorLabel()->text().toStdString();

    dialog.hexEdit()->setText(QStringLiteral("0011"));  // 2 bytes
    dialog.accept();
    EXPECT_TRUE(dialog.isVisible());
    EXPECT_TRUE(dialog.errorLabel()->text().contains(QStringLiteral("2 bytes long")))
        << dialog.errorLabel()->text().toStdString();

    dialog.modeBox()->setCurrentIndex(dialog.modeBox()->findText(QStringLiteral("SM4-CBC")));
    dialog.hexEdit()->setText(QString::fromLatin1(kKeyHex));
    dialog.accept();
    EXPECT_FALSE(dialog.isVisible());
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    ASSERT_NE(dialog.key(), nullptr);
    EXPECT_EQ(dialog.key()->mode(), EncryptionMode::Sm4Cbc);
    EXPECT_EQ(dialog.key()->bytes().size(), 16u);
    EXPECT_TRUE(dialog.hexEdit()->text().isEmpty());  // the typed key does not stay in the field
}

// The key lives in memory only: after the run opened with it, was shown and the window closed
// (which saves settings, recent files and axis names), no file under the home folder (this
// process's own, testhome.h) or beside the run holds it, as hex or as raw bytes.
TEST_F(MainWindowKeyTest, TheKeyIsNeverWrittenToDisk) {
    window.setRecordRecentFiles(true);
    window.openPath(run);
    KeyDialog* dialog = waitDialog();
    ASSERT_NE(dialog, nullptr);
    give(dialog, kKeyHex);
    const QString absolute = window.session()->paths().front();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Session::Document* doc = window.session()->document(absolute);
            return doc && doc->state == Session::State::Loaded && doc->run && !window.isIndexing();
        },
        kSettleMs));
    window.close();
    QSettings().sync();
    const QByteArray hex(kKeyHex);
    const QByteArray raw = QByteArray::fromHex(hex);
    int files = 0;
    for (const QString& root : {QDir::homePath(), dir.path()}) {
        QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
            const QByteArray bytes = file.readAll();
            ++files;
            EXPECT_FALSE(bytes.contains(hex) || bytes.toLower().contains(hex) ||
                         bytes.contains(hex.toUpper()) || bytes.contains(raw))
                << "the key is in " << file.fileName().toStdString();
        }
    }
    EXPECT_GT(files, 8);  // the rank files at least, and the settings the window saved
    EXPECT_TRUE(QFileInfo::exists(QSettings().fileName())) << QSettings().fileName().toStdString();
}
