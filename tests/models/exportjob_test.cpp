// An export on its JobRunner (ExportJob) over a synthetic tiny run: one outcome per run,
// progress that ends at the total, a cancel or a destroyed job leaves no file behind, core
// errors come back whole.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <optional>
#include <vector>

#include "inspect/runloader.h"
#include "printers.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/models/export/exportjob.h"

using namespace shardscope;

namespace {

// What a job said, in order.
struct Heard {
    std::vector<ExportProgress> progress;
    std::optional<ExportResult> result;
    std::optional<Error> error;
    int cancelled = 0;
    int outcomes = 0;

    void listen(ExportJob& job) {
        QObject::connect(&job, &JobBase::progressChanged,
                         [this, &job] { progress.push_back(job.progress()); });
        job.onResult([this](ExportResult r) {
            result = std::move(r);
            ++outcomes;
        });
        QObject::connect(&job, &JobBase::failed, [this](const Error& e) {
            error = e;
            ++outcomes;
        });
        QObject::connect(&job, &JobBase::stopped, [this] {
            ++cancelled;
            ++outcomes;
        });
    }
    bool wait() {
        return QTest::qWaitFor([this] { return outcomes > 0; }, kSettleMs);
    }
};

class ExportJobTest : public ::testing::Test {
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
    static QString runPath() { return s_dir->filePath(QStringLiteral("run")); }

    ExportRequest merged(const QString& name) const {
        ExportRequest r;
        r.source = runPath().toStdString();
        r.output = m_out.filePath(name).toStdString();
        r.merged = true;
        return r;
    }
    QStringList leftInOutput() const {
        return QDir(m_out.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

    static inline QTemporaryDir* s_dir = nullptr;
    static inline std::shared_ptr<const RunDocument> s_run;
    QTemporaryDir m_out;
};

}  // namespace

TEST_F(ExportJobTest, FinishesOnceWithTheFilesAndProgressEndingAtTheTotal) {
    ExportJob job;
    Heard heard;
    heard.listen(job);
    startExport(job, s_run, merged(QStringLiteral("all.h5")));
    EXPECT_TRUE(job.isRunning());
    ASSERT_TRUE(heard.wait());
    QTest::qWait(50);
    EXPECT_EQ(heard.outcomes, 1);
    ASSERT_TRUE(heard.result) << (heard.error ? heard.error->describe() : std::string());
    EXPECT_EQ(heard.result->format, ExportFormat::Hdf5);
    EXPECT_EQ(heard.result->files,
              std::vector<std::string>{merged(QStringLiteral("all.h5")).output});
    EXPECT_TRUE(QFile::exists(m_out.filePath(QStringLiteral("all.h5"))));
    EXPECT_EQ(leftInOutput(), QStringList{QStringLiteral("all.h5")});
    ASSERT_FALSE(heard.progress.empty());
    const ExportProgress& last = heard.progress.back();
    EXPECT_GT(last.total, 0u);
    EXPECT_EQ(last.done, last.total);
    EXPECT_EQ(last.total, heard.result->bytes);
    EXPECT_EQ(last.tensors, heard.result->tensors);
    EXPECT_EQ(last.tensor + 1, last.tensors);  // 0-based: the last tensor written
    EXPECT_FALSE(last.name.empty());
    for (size_t i = 1; i < heard.progress.size(); ++i) {
        EXPECT_GE(heard.progress[i].done, heard.progress[i - 1].done);
    }
    EXPECT_FALSE(job.isRunning());
    EXPECT_GE(job.seconds(), 0.0);
}

TEST_F(ExportJobTest, CancelRightAfterStartEmitsCancelledAndLeavesNoFile) {
    ExportJob job;
    Heard heard;
    heard.listen(job);
    startExport(job, s_run, merged(QStringLiteral("cancelled.h5")));
    job.cancel();
    EXPECT_TRUE(job.isCancelling());
    ASSERT_TRUE(heard.wait());
    QTest::qWait(50);
    EXPECT_EQ(heard.cancelled, 1);
    EXPECT_EQ(heard.outcomes, 1);
    EXPECT_FALSE(heard.result);
    EXPECT_FALSE(heard.error);
    EXPECT_EQ(leftInOutput(), QStringList());
}

TEST_F(ExportJobTest, DestroyingARunningJobWaitsAndLeavesNoFile) {
    {
        ExportJob job;
        startExport(job, s_run, merged(QStringLiteral("dropped.safetensors")));
    }
    EXPECT_EQ(leftInOutput(), QStringList());
}

TEST_F(ExportJobTest, AnOutputFolderThatCannotBeMadeFailsWithTheCoresError) {
    QFile blocker(m_out.filePath(QStringLiteral("blocker")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    ExportJob job;
    Heard heard;
    heard.listen(job);
    startExport(job, s_run, merged(QStringLiteral("blocker/sub/out.h5")));
    ASSERT_TRUE(heard.wait());
    EXPECT_EQ(heard.outcomes, 1);
    ASSERT_TRUE(heard.error);
    EXPECT_EQ(heard.error->code, ErrorCode::Io);
    EXPECT_EQ(heard.error->file, m_out.filePath(QStringLiteral("blocker/sub")).toStdString());
    EXPECT_NE(heard.error->message.find("cannot create folder"), std::string::npos);
}

TEST_F(ExportJobTest, ARunWithoutRankOrMergedIsRefusedByTheCore) {
    ExportRequest request = merged(QStringLiteral("one.h5"));
    request.merged = false;
    ExportJob job;
    Heard heard;
    heard.listen(job);
    startExport(job, s_run, request);
    ASSERT_TRUE(heard.wait());
    ASSERT_TRUE(heard.error);
    EXPECT_EQ(heard.error->code, ErrorCode::InvalidArgument);
    EXPECT_EQ(heard.error->message,
              "the run holds 8 ranks: give --rank R to export one rank's slices, or --merged for "
              "full tensors");
    EXPECT_EQ(leftInOutput(), QStringList());
}
