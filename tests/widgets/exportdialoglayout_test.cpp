// The Export dialog's looks: every state renders within the dialog, and labels twice as long as
// English (as German or Russian ones are) wrap instead of pushing the dialog off the screen.
// With SHARDSCOPE_SHOTS_DIR set, each state is also written there as a PNG to look at.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QImage>
#include <QLabel>
#include <QPixmap>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "inspect/rundocument.h"
#include "printers.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/export/exportdialog.h"
#include "widgets/export/exportform.h"
#include "widgets/models/export/exportcontroller.h"

using namespace shardscope;

namespace {

// Makes every string of the Export dialog about twice its English length.
class LongTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        const QByteArray ctx(context);
        if (!ctx.startsWith("Export")) {
            return {};
        }
        const QString text = QString::fromUtf8(sourceText);
        return text.size() < 4 ? text
                               : QStringLiteral("Übersetzung ") + text + QStringLiteral(" länger");
    }
    bool isEmpty() const override { return false; }
};

// Visible labels and buttons lie inside the dialog, and none is squeezed below its minimum.
void expectEverythingFits(const QWidget& dialog, const char* state) {
    const QRect inside = dialog.rect();
    for (const QWidget* w : dialog.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&dialog) ||
            (!qobject_cast<const QLabel*>(w) && !qobject_cast<const QAbstractButton*>(w))) {
            continue;
        }
        const QRect r(w->mapTo(&dialog, QPoint(0, 0)), w->size());
        EXPECT_TRUE(inside.contains(r)) << state << ": " << w->metaObject()->className() << " '"
                                        << w->property("text").toString().toStdString() << "'";
        if (w->sizePolicy().horizontalPolicy() != QSizePolicy::Ignored) {
            EXPECT_GE(w->width(), w->minimumSizeHint().width())
                << state << ": " << w->property("text").toString().toStdString();
        }
        EXPECT_GE(w->height(), w->minimumSizeHint().height())
            << state << ": " << w->property("text").toString().toStdString();
    }
}

void save(QWidget& dialog, const char* name) {
    const QPixmap shot = dialog.grab();
    EXPECT_FALSE(shot.isNull());
    const QString dir = qEnvironmentVariable("SHARDSCOPE_SHOTS_DIR");
    if (!dir.isEmpty()) {
        shot.save(dir + QLatin1Char('/') + QString::fromLatin1(name) + QStringLiteral(".png"));
    }
}

class ExportDialogLayoutTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new QTemporaryDir;
        // Shots want a run that takes long enough to show its progress.
        SynthConfig config;
        if (!qEnvironmentVariableIsEmpty("SHARDSCOPE_SHOTS_DIR")) {
            config.layers = 4;
            config.hidden = 512;
            config.vocab = 16384;
        }
        ASSERT_TRUE(writeSynthRun(runPath().toStdString(), config));
        auto run = loadRunFolder(runPath().toStdString());
        ASSERT_TRUE(run);
        s_run = std::make_shared<const RunDocument>(std::move(*run));
    }
    static void TearDownTestSuite() {
        s_run.reset();
        delete s_dir;
    }
    static QString runPath() { return s_dir->filePath(QStringLiteral("run")); }

    static inline QTemporaryDir* s_dir = nullptr;
    static inline std::shared_ptr<const RunDocument> s_run;
    QTemporaryDir m_out;
};

}  // namespace

TEST_F(ExportDialogLayoutTest, EveryStateFitsTheDialog) {
    ExportDialog dialog(new ExportController(s_run),
                        QStringLiteral("backbone.blocks.0.attention.dense1.weight"));
    dialog.show();
    EXPECT_GE(dialog.width(), 600);
    EXPECT_LE(dialog.width(), 900);
    dialog.form()->setOutputPath(m_out.filePath(QStringLiteral("run-merged.h5")));
    QTest::qWait(20);
    expectEverythingFits(dialog, "form");
    save(dialog, "export-form");

    dialog.form()->setFormat(ExportFormat::Npy);
    dialog.form()->setParam(QString());
    QTest::qWait(20);
    expectEverythingFits(dialog, "npy");
    save(dialog, "export-npy-invalid");
    dialog.form()->setFormat(ExportFormat::Hdf5);
    dialog.form()->setOutputPath(m_out.filePath(QStringLiteral("run-merged.h5")));

    dialog.startExport();
    ASSERT_TRUE(dialog.controller()->state() == ExportController::State::Running);
    // A fast disk may finish before the first progress; then there is no running shot.
    const bool progressed = QTest::qWaitFor(
        [&dialog] {
            return dialog.progressBar()->value() > 0 ||
                   dialog.controller()->state() != ExportController::State::Running;
        },
        kSettleMs);
    if (progressed && dialog.controller()->state() == ExportController::State::Running) {
        expectEverythingFits(dialog, "running");
        save(dialog, "export-running");
    }
    ASSERT_TRUE(QTest::qWaitFor(
        [&dialog] { return dialog.controller()->state() != ExportController::State::Running; },
        kSettleMs));
    ASSERT_EQ(dialog.controller()->state(), ExportController::State::Done)
        << dialog.message().toStdString();
    QTest::qWait(20);
    expectEverythingFits(dialog, "done");
    save(dialog, "export-done");
}

TEST_F(ExportDialogLayoutTest, LongLabelsWrapInsteadOfWideningTheDialog) {
    LongTranslator longer;
    QApplication::installTranslator(&longer);
    {
        ExportDialog dialog(new ExportController(s_run), QString());
        dialog.show();
        QTest::qWait(20);
        EXPECT_TRUE(dialog.windowTitle().startsWith(QStringLiteral("Übersetzung")));
        EXPECT_LE(dialog.width(), 1000);
        expectEverythingFits(dialog, "long form");
        save(dialog, "export-form-long");
        dialog.form()->setFormat(ExportFormat::Safetensors);
        QTest::qWait(20);
        expectEverythingFits(dialog, "long safetensors");
        save(dialog, "export-safetensors-long");
    }
    QApplication::removeTranslator(&longer);
}
