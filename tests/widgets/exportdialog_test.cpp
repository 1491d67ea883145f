// The Export dialog driven as a user drives it, on a synthetic tiny run (8 ranks, dp 2 x mp 2 x
// pp 2): merged HDF5 read back by the core's reader against the run's full shapes, one rank to
// safetensors byte for byte, one parameter to .npy with its exact header, the validation
// states, cancel, and a failure shown inline.
#include <gtest/gtest.h>

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdint>
#include <vector>

#include "formats/checkpointfile.h"
#include "inspect/rundocument.h"
#include "inspect/runloader.h"
#include "printers.h"
#include "synth/synthmodel.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/export/exportdialog.h"
#include "widgets/export/exportform.h"
#include "widgets/export/exportoptions.h"
#include "widgets/models/export/exportcontroller.h"
#include "widgets/models/export/exporttext.h"

using namespace shardscope;

namespace {

std::vector<uint8_t> tensorBytes(const CheckpointFile& file, const TensorEntry& entry) {
    std::vector<uint8_t> out;
    const Status s = file.readTensor(entry, [&out](std::span<const uint8_t> chunk) -> Status {
        out.insert(out.end(), chunk.begin(), chunk.end());
        return {};
    });
    EXPECT_TRUE(s) << s.error().describe();
    return out;
}

class ExportDialogTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new QTemporaryDir;
        ASSERT_TRUE(writeSynthRun(runPath().toStdString(), SynthConfig{}));
        auto run = loadRunFolder(runPath().toStdString());
        ASSERT_TRUE(run) << run.error().describe();
        s_run = std::make_shared<const RunDocument>(std::move(*run));
    }
    static void TearDownTestSuite() {
        s_run.reset();
        delete s_dir;
    }
    // The window's loaded source, as File > Export hands it to the dialog.
    static ExportController* loaded(const QString& path) {
        if (path == runPath()) {
            return new ExportController(s_run);
        }
        auto doc = loadPath(path.toStdString());
        EXPECT_TRUE(doc) << doc.error().describe();
        return new ExportController(std::make_shared<const RunDocument>(std::move(*doc)));
    }
    static QString runPath() { return s_dir->filePath(QStringLiteral("run")); }
    static QString rankFile(int rank) {
        return runPath() + QStringLiteral("/rank_%1/").arg(rank) +
               QString::fromStdString(synthCheckpointName(SynthConfig{}));
    }

    void SetUp() override {
        m_dialog = std::make_unique<ExportDialog>(loaded(runPath()), QString());
        m_dialog->show();
        m_form = m_dialog->form();
    }
    QString out(const char* name) const { return m_out.filePath(QString::fromLatin1(name)); }
    bool exportAndWait() {
        if (!m_dialog->exportButton()->isEnabled()) {
            ADD_FAILURE() << "Export is disabled: " << m_dialog->message().toStdString();
            return false;
        }
        QTest::mouseClick(m_dialog->exportButton(), Qt::LeftButton);
        return QTest::qWaitFor(
            [this] { return m_dialog->controller()->state() != ExportController::State::Running; },
            kSettleMs);
    }
    QStringList leftInOutput() const {
        return QDir(m_out.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

    static inline QTemporaryDir* s_dir = nullptr;
    static inline std::shared_ptr<const RunDocument> s_run;
    QTemporaryDir m_out;
    std::unique_ptr<ExportDialog> m_dialog;
    ExportForm* m_form = nullptr;
};

}  // namespace

TEST_F(ExportDialogTest, ProposesAFileNextToTheRunThatFollowsTheChoices) {
    const QString parent = QFileInfo(runPath()).absolutePath();
    EXPECT_EQ(m_form->format(), ExportFormat::Hdf5);
    EXPECT_TRUE(m_form->mergedButton()->isChecked());
    EXPECT_EQ(m_form->outputPath(), parent + QStringLiteral("/run-merged.h5"));
    EXPECT_TRUE(m_dialog->exportButton()->isEnabled());
    EXPECT_EQ(m_dialog->message(), QString());

    m_form->setRank(3);
    EXPECT_EQ(m_form->outputPath(), parent + QStringLiteral("/run-rank3.h5"));
    m_form->setFormat(ExportFormat::Safetensors);
    EXPECT_EQ(m_form->outputPath(), parent + QStringLiteral("/run-rank3.safetensors"));
    m_form->setFormat(ExportFormat::Npy);
    m_form->setParam(QStringLiteral("backbone.blocks.0.attention.dense1.weight"));
    EXPECT_EQ(m_form->outputPath(),
              parent + QStringLiteral("/run-rank3-backbone.blocks.0.attention.dense1.weight.npy"));

    // Once named by hand, only the suffix follows the format; a typed suffix picks the format.
    m_form->setOutputPath(out("mine.npy"));
    m_form->setFormat(ExportFormat::Hdf5);
    EXPECT_EQ(m_form->outputPath(), out("mine.h5"));
    m_form->setRank(2);
    EXPECT_EQ(m_form->outputPath(), out("mine.h5"));
    m_form->setOutputPath(out("typed.safetensors"));
    EXPECT_EQ(m_form->format(), ExportFormat::Safetensors);
    EXPECT_EQ(m_form->outputPath(), out("typed.safetensors"));
}

TEST_F(ExportDialogTest, MergedHdf5HoldsEveryParameterAtItsFullShape) {
    m_form->setOutputPath(out("merged.h5"));
    ASSERT_TRUE(exportAndWait());
    ASSERT_EQ(m_dialog->controller()->state(), ExportController::State::Done)
        << m_dialog->message().toStdString();
    ASSERT_TRUE(m_dialog->controller()->result());

    auto file = CheckpointFile::open(out("merged.h5").toStdString());
    ASSERT_TRUE(file) << file.error().describe();
    auto model = buildSynthModel(SynthConfig{});
    ASSERT_TRUE(model);
    // The network, its Adam moments, and the four entries outside the strategy.
    EXPECT_EQ(file->index().tensors.size(), model->params.size() + 4);
    EXPECT_EQ(m_dialog->controller()->result()->tensors, model->params.size() + 4);
    for (const SynthParam& p : model->params) {
        const TensorEntry* entry = file->index().find(p.name);
        ASSERT_NE(entry, nullptr) << p.name;
        EXPECT_EQ(entry->shape, p.shape) << p.name;
    }
    for (const char* extra : {"learning_rate", "global_step", "epoch_num", "step_num"}) {
        EXPECT_NE(file->index().find(extra), nullptr) << extra;
    }

    EXPECT_FALSE(m_form->isEnabled());
    EXPECT_TRUE(m_dialog->exportButton()->isHidden());
    EXPECT_EQ(m_dialog->closeButton()->text(), QStringLiteral("Close"));
    EXPECT_TRUE(m_dialog->showInFolderButton()->isVisible());
    EXPECT_TRUE(m_dialog->summaryLabel()->text().startsWith(QStringLiteral("Exported ")));
    // The tied word embedding lives on both stages: it is exported once, and the notes say so.
    EXPECT_TRUE(m_dialog->notesLabel()->text().contains(
        QStringLiteral("exported once (from the first stage)")))
        << m_dialog->notesLabel()->text().toStdString();
    EXPECT_EQ(leftInOutput(), QStringList{QStringLiteral("merged.h5")});

    QTest::keyClick(m_dialog.get(), Qt::Key_Escape);
    EXPECT_FALSE(m_dialog->isVisible());
    EXPECT_EQ(m_dialog->result(), QDialog::Accepted);
}

TEST_F(ExportDialogTest, OneRankToSafetensorsKeepsTheRanksBytes) {
    m_form->setRank(5);
    m_form->setFormat(ExportFormat::Safetensors);
    m_form->setOutputPath(out("rank5.safetensors"));
    ASSERT_TRUE(exportAndWait());
    ASSERT_EQ(m_dialog->controller()->state(), ExportController::State::Done)
        << m_dialog->message().toStdString();

    auto source = CheckpointFile::open(rankFile(5).toStdString());
    auto exported = CheckpointFile::open(out("rank5.safetensors").toStdString());
    ASSERT_TRUE(source) << source.error().describe();
    ASSERT_TRUE(exported) << exported.error().describe();
    EXPECT_EQ(exported->index().tensors.size(), source->index().tensors.size());
    const TensorEntry* weight =
        source->index().find("backbone.blocks.1.attention.dense1.weight");  // stage 1: rank 5
    ASSERT_NE(weight, nullptr);
    const TensorEntry* copy = exported->index().find(weight->name);
    ASSERT_NE(copy, nullptr);
    EXPECT_EQ(copy->shape, weight->shape);
    EXPECT_EQ(tensorBytes(*exported, *copy), tensorBytes(*source, *weight));
    for (const TensorEntry& t : source->index().tensors) {
        const TensorEntry* e = exported->index().find(t.name);
        ASSERT_NE(e, nullptr) << t.name;
        EXPECT_EQ(tensorBytes(*exported, *e), tensorBytes(*source, t)) << t.name;
    }
}

TEST_F(ExportDialogTest, NpyOfOneParameterHasTheExactHeaderAndSize) {
    // Replicated on stage 0: the merged tensor is rank 0's bytes.
    const QString name = QStringLiteral("backbone.embedding.position_embedding.embedding_table");
    m_form->setFormat(ExportFormat::Npy);
    m_form->setParam(name);
    m_form->setOutputPath(out("pos.npy"));
    ASSERT_TRUE(exportAndWait());
    ASSERT_EQ(m_dialog->controller()->state(), ExportController::State::Done)
        << m_dialog->message().toStdString();

    QFile npy(out("pos.npy"));
    ASSERT_TRUE(npy.open(QIODevice::ReadOnly));
    const QByteArray bytes = npy.readAll();
    const QByteArray dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (128, 64), }";
    const QByteArray header =
        QByteArray("\x93NUMPY\x01\x00\x76\x00", 10) + dict + QByteArray(55, ' ') + QByteArray("\n");
    ASSERT_EQ(header.size(), 128);
    EXPECT_EQ(bytes.size(), 128 + 128 * 64 * 4);
    EXPECT_EQ(bytes.left(128), header);

    auto rank0 = CheckpointFile::open(rankFile(0).toStdString());
    ASSERT_TRUE(rank0);
    const TensorEntry* entry = rank0->index().find(name.toStdString());
    ASSERT_NE(entry, nullptr);
    const std::vector<uint8_t> expected = tensorBytes(*rank0, *entry);
    EXPECT_EQ(bytes.mid(128), QByteArray(reinterpret_cast<const char*>(expected.data()),
                                         static_cast<qsizetype>(expected.size())));
}

TEST_F(ExportDialogTest, ExportStaysDisabledWithTheReasonUntilTheFormCanRun) {
    auto expectBlocked = [this](const QString& why) {
        EXPECT_FALSE(m_dialog->exportButton()->isEnabled());
        EXPECT_EQ(m_dialog->message(), why);
        EXPECT_FALSE(m_dialog->messageIsError());
    };
    m_form->setFormat(ExportFormat::Npy);
    EXPECT_EQ(m_form->paramBox()->currentText(), QString());
    expectBlocked(QStringLiteral("Pick one parameter for .npy: a .npy file holds one tensor."));
    EXPECT_TRUE(m_form->paramBox()->isVisible());
    EXPECT_FALSE(m_form->filterEdit()->isVisible());
    m_form->setParam(QStringLiteral("backbone.nope"));
    expectBlocked(QStringLiteral("No parameter is named “backbone.nope”."));
    m_form->setParam(QStringLiteral("backbone.layernorm.gamma"));
    EXPECT_TRUE(m_dialog->exportButton()->isEnabled());

    m_form->setFormat(ExportFormat::Hdf5);
    EXPECT_TRUE(m_form->filterEdit()->isVisible());
    m_form->setFilter(QStringLiteral("dense[12]\\.weight$"));
    EXPECT_EQ(m_form->matchCount(), 12);  // two layers, dense1 and dense2, with Adam's m and v
    EXPECT_TRUE(m_dialog->exportButton()->isEnabled());
    m_form->setFilter(QStringLiteral("("));
    EXPECT_EQ(m_form->matchCount(), -1);
    expectBlocked(QStringLiteral("The parameter filter is not a valid regular expression."));
    m_form->setFilter(QStringLiteral("^nothing"));
    expectBlocked(QStringLiteral("No parameter matches the filter."));
    m_form->setFilter(QString());
    // Names held by both stages (the tied embedding, learning_rate...) count once.
    QStringList distinct;
    for (const ParamInfo& p : s_run->params) {
        distinct << QString::fromStdString(p.name);
    }
    const qsizetype all = distinct.size();
    distinct.removeDuplicates();
    EXPECT_LT(distinct.size(), all);
    EXPECT_EQ(m_form->matchCount(), static_cast<int>(distinct.size()));

    m_form->outputEdit()->clear();
    expectBlocked(QStringLiteral("Choose where to write the export."));
    m_form->setOutputPath(out("notes.txt"));
    expectBlocked(QStringLiteral("The file name must end in .h5, .hdf5, .safetensors or .npy."));
    m_form->setOutputPath(out("ok.hdf5"));
    EXPECT_TRUE(m_dialog->exportButton()->isEnabled());
    EXPECT_EQ(m_dialog->message(), QString());

    QFile existing(out("ok.hdf5"));
    ASSERT_TRUE(existing.open(QIODevice::WriteOnly));
    existing.close();
    m_form->setOutputPath(out("ok.hdf5"));
    EXPECT_TRUE(m_dialog->exportButton()->isEnabled());
    EXPECT_EQ(m_dialog->message(), QStringLiteral("“ok.hdf5” exists and will be replaced."));
}

TEST_F(ExportDialogTest, NeitherMergedNorARankAsksForOne) {
    ExportDialog dialog(loaded(runPath()), QString());
    auto* group = dialog.form()->mergedButton()->group();
    ASSERT_NE(group, nullptr);
    group->setExclusive(false);
    dialog.form()->mergedButton()->setChecked(false);
    EXPECT_FALSE(dialog.exportButton()->isEnabled());
    EXPECT_EQ(dialog.message(), QStringLiteral("Choose a rank, or Merged for full tensors."));
}

TEST_F(ExportDialogTest, ASingleCheckpointHasNoRankChoiceAndProposesItsStem) {
    ExportDialog dialog(loaded(rankFile(2)), QStringLiteral("learning_rate"));
    dialog.show();
    EXPECT_FALSE(dialog.form()->mergedButton()->isVisible());
    EXPECT_FALSE(dialog.form()->rankBox()->isVisible());
    EXPECT_EQ(dialog.form()->outputPath(),
              QFileInfo(rankFile(2)).absolutePath() + QStringLiteral("/synth-2_250.h5"));
    dialog.form()->setFormat(ExportFormat::Npy);
    EXPECT_EQ(dialog.form()->paramBox()->currentText(), QStringLiteral("learning_rate"));
    EXPECT_TRUE(
        dialog.form()->outputPath().endsWith(QStringLiteral("/synth-2_250-learning_rate.npy")));
    ExportRequest request;
    dialog.form()->fill(request);
    request = dialog.controller()->request(request);
    EXPECT_EQ(request.source, rankFile(2).toStdString());
    EXPECT_FALSE(request.merged);
    EXPECT_EQ(request.rank, -1);
    EXPECT_EQ(request.param, "learning_rate");
}

TEST_F(ExportDialogTest, TheRequestCarriesTheFormatsOptions) {
    m_form->setRank(1);
    m_form->options()->float32Box()->setChecked(true);
    m_form->options()->compressionBox()->setValue(4);
    m_form->setFilter(QStringLiteral("gamma"));
    const auto request = [this] {
        ExportRequest options;
        m_form->fill(options);
        return m_dialog->controller()->request(options);
    };
    ExportRequest r = request();
    EXPECT_EQ(r.source, runPath().toStdString());
    EXPECT_FALSE(r.merged);
    EXPECT_EQ(r.rank, 1);
    EXPECT_EQ(r.params, "gamma");
    EXPECT_TRUE(r.float32);
    EXPECT_EQ(r.compression, 4);
    EXPECT_EQ(r.maxFileBytes, 0u);

    m_form->setFormat(ExportFormat::Safetensors);
    m_form->options()->partSizeBox()->setValue(2);
    m_form->options()->crcBox()->setChecked(true);
    r = request();
    EXPECT_FALSE(r.float32);
    EXPECT_EQ(r.compression, 0);
    EXPECT_EQ(r.maxFileBytes, 2u << 20);
    EXPECT_TRUE(r.crc);
    EXPECT_EQ(r.param, "");
}

TEST_F(ExportDialogTest, CancelRightAfterStartLeavesNoFileAndReopensTheForm) {
    m_form->setOutputPath(out("cancelled.h5"));
    QTest::mouseClick(m_dialog->exportButton(), Qt::LeftButton);
    EXPECT_TRUE(m_dialog->controller()->state() == ExportController::State::Running);
    EXPECT_FALSE(m_form->isEnabled());
    EXPECT_FALSE(m_dialog->exportButton()->isEnabled());
    EXPECT_TRUE(m_dialog->progressBar()->isVisible());
    EXPECT_EQ(m_dialog->closeButton()->text(), QStringLiteral("Cancel"));
    QTest::mouseClick(m_dialog->closeButton(), Qt::LeftButton);
    EXPECT_TRUE(m_dialog->isVisible());  // Cancel stops the export; it does not close yet
    ASSERT_TRUE(QTest::qWaitFor(
        [this] { return m_dialog->controller()->state() != ExportController::State::Running; },
        kSettleMs));
    EXPECT_EQ(m_dialog->controller()->state(), ExportController::State::Editing);
    EXPECT_EQ(m_dialog->message(), QStringLiteral("Cancelled. No partial file was kept."));
    EXPECT_TRUE(m_form->isEnabled());
    EXPECT_TRUE(m_dialog->exportButton()->isEnabled());
    EXPECT_FALSE(m_dialog->progressBar()->isVisible());
    EXPECT_EQ(leftInOutput(), QStringList());

    // Idle, Cancel closes.
    QTest::mouseClick(m_dialog->closeButton(), Qt::LeftButton);
    EXPECT_FALSE(m_dialog->isVisible());
    EXPECT_EQ(m_dialog->controller()->result(), std::nullopt);
}

TEST_F(ExportDialogTest, ClosingTheWindowWhileItRunsClosesOnceNothingIsLeft) {
    m_form->setOutputPath(out("closed.h5"));
    m_dialog->startExport();
    EXPECT_FALSE(m_dialog->close());
    EXPECT_TRUE(m_dialog->isVisible());
    ASSERT_TRUE(QTest::qWaitFor([this] { return !m_dialog->isVisible(); }, kSettleMs));
    EXPECT_EQ(leftInOutput(), QStringList());
}

TEST_F(ExportDialogTest, DestroyingTheDialogWhileItRunsLeavesNoFile) {
    m_form->setOutputPath(out("destroyed.safetensors"));
    m_dialog->startExport();
    ASSERT_TRUE(m_dialog->controller()->state() == ExportController::State::Running);
    m_dialog.reset();
    // On a loaded machine the export may finish before the cancel reaches it: then its file is
    // whole (it was renamed into place only once complete). Never a partial or temporary file.
    const QStringList left = leftInOutput();
    EXPECT_TRUE(left.isEmpty() || left == QStringList{QStringLiteral("destroyed.safetensors")})
        << left.join(QLatin1Char(' ')).toStdString();
    if (!left.isEmpty()) {
        auto file = CheckpointFile::open(out("destroyed.safetensors").toStdString());
        ASSERT_TRUE(file) << file.error().describe();
        EXPECT_FALSE(file->index().tensors.empty());
    }
}

TEST_F(ExportDialogTest, AFailureIsShownInlineAndTheFormComesBack) {
    QFile blocker(out("blocker"));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    m_form->setOutputPath(out("blocker/sub/out.h5"));
    ASSERT_TRUE(exportAndWait());
    EXPECT_EQ(m_dialog->controller()->state(), ExportController::State::Editing);
    EXPECT_TRUE(m_dialog->messageIsError());
    EXPECT_EQ(m_dialog->message(),
              QStringLiteral("The export failed: %1: cannot create folder: Not a directory")
                  .arg(out("blocker/sub")));
    EXPECT_TRUE(m_form->isEnabled());
    EXPECT_TRUE(m_dialog->exportButton()->isEnabled());
    EXPECT_FALSE(m_dialog->progressBar()->isVisible());
    EXPECT_FALSE(m_dialog->controller()->result());

    // Editing the form clears the stale failure.
    m_form->setOutputPath(out("fixed.h5"));
    EXPECT_EQ(m_dialog->message(), QString());
    EXPECT_FALSE(m_dialog->messageIsError());
}

TEST(ExportText, DefaultOutputsSitBesideTheSourceAndNeverReplaceIt) {
    const auto h5 = ExportFormat::Hdf5;
    EXPECT_EQ(ExportText::defaultOutput(QStringLiteral("/data/run/"), true, -1, h5, {}),
              QStringLiteral("/data/run-merged.h5"));
    EXPECT_EQ(ExportText::defaultOutput(QStringLiteral("/data/run"), true, 7,
                                        ExportFormat::Safetensors, {}),
              QStringLiteral("/data/run-rank7.safetensors"));
    EXPECT_EQ(ExportText::defaultOutput(QStringLiteral("/data/run"), true, -1, ExportFormat::Npy,
                                        QStringLiteral("a.b/c d")),
              QStringLiteral("/data/run-merged-a.b_c_d.npy"));
    EXPECT_EQ(ExportText::defaultOutput(QStringLiteral("/data/net-2_10.ckpt"), false, -1, h5, {}),
              QStringLiteral("/data/net-2_10.h5"));
    EXPECT_EQ(ExportText::defaultOutput(QStringLiteral("/data/model.safetensors.index.json"), false,
                                        -1, h5, {}),
              QStringLiteral("/data/model.h5"));
    EXPECT_EQ(ExportText::defaultOutput(QStringLiteral("/data/model.h5"), false, -1, h5, {}),
              QStringLiteral("/data/model-export.h5"));
    // A rank folder's per-stage parts, named with a wildcard: no '*' in the output's name.
    EXPECT_EQ(ExportText::defaultOutput(QStringLiteral("/data/rank_1/net1_part*.ckpt"), false, -1,
                                        h5, {}),
              QStringLiteral("/data/rank_1/net1_part.h5"));

    EXPECT_EQ(ExportText::withSuffix(QStringLiteral("/a.b/out.h5"), ExportFormat::Npy),
              QStringLiteral("/a.b/out.npy"));
    EXPECT_EQ(ExportText::withSuffix(QStringLiteral("/a/out"), ExportFormat::Safetensors),
              QStringLiteral("/a/out.safetensors"));
    EXPECT_EQ(ExportText::withSuffix(QStringLiteral("/a/m.safetensors.index.json"), h5),
              QStringLiteral("/a/m.h5"));
}

TEST(ExportText, NotesAreWordedByKindAndLeftOutsAreGathered) {
    using shardscope::IssueCode;
    using shardscope::makeIssue;
    using shardscope::Severity;
    const std::vector<shardscope::Issue> notes{
        makeIssue(IssueCode::ExportLeftOut, Severity::Warning, {}, "a", -1,
                  {"a", "str", "safetensors"}),
        makeIssue(IssueCode::ExportLeftOut, Severity::Warning, {}, "b", -1,
                  {"b", "map", "safetensors"}),
        makeIssue(IssueCode::ExportRawBitsCount, Severity::Info, {}, {}, -1, {"3"}),
        makeIssue(IssueCode::ExportRawBitsCount, Severity::Info, {}, {}, -1, {"3"})};
    // Left-out tensors on one line first; the same sentence once.
    EXPECT_EQ(ExportText::noteLines(notes),
              (QStringList{QStringLiteral("Left out, as the format cannot hold them: a, b"),
                           QStringLiteral("3 BFloat16 tensor(s) stored as their raw bits (uint16, "
                                          "attribute \"storage\"); --float32 adds float32 "
                                          "copies")}));
}

TEST(ExportDialogBf16, RawBitsAreNotedUnlessTheFloat32CopyIsAsked) {
    QTemporaryDir dir;
    SynthConfig config;
    config.dtype = "BFloat16";
    const QString run = dir.filePath(QStringLiteral("bf16"));
    ASSERT_TRUE(writeSynthRun(run.toStdString(), config));
    for (const bool float32 : {false, true}) {
        auto doc = loadRunFolder(run.toStdString());
        ASSERT_TRUE(doc) << doc.error().describe();
        ExportDialog dialog(
            new ExportController(std::make_shared<const RunDocument>(std::move(*doc))), QString());
        dialog.form()->setRank(0);
        dialog.form()->options()->float32Box()->setChecked(float32);
        dialog.form()->setOutputPath(
            dir.filePath(float32 ? QStringLiteral("f32.h5") : QStringLiteral("raw.h5")));
        dialog.startExport();
        ASSERT_TRUE(QTest::qWaitFor(
            [&dialog] { return dialog.controller()->state() != ExportController::State::Running; },
            kSettleMs));
        ASSERT_EQ(dialog.controller()->state(), ExportController::State::Done)
            << dialog.message().toStdString();
        const bool noted = dialog.notesLabel()->text().contains(
            QStringLiteral("BFloat16 tensor(s) stored as their raw bits"));
        EXPECT_EQ(noted, !float32) << dialog.notesLabel()->text().toStdString();
        ASSERT_TRUE(dialog.controller()->result());
        const auto& notes = dialog.controller()->result()->notes;
        EXPECT_EQ(std::count_if(notes.begin(), notes.end(),
                                [](const shardscope::Issue& n) {
                                    return n.code == shardscope::IssueCode::ExportRawBitsCount;
                                }),
                  float32 ? 0 : 1);
    }
}
