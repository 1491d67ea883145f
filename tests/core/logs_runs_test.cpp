// Opening logs as users keep them: per-rank logs of one job grouped into a run, run folders'
// logs found by themselves, the logs `synth` writes read with exact counts, and the mean /
// min / max band over ranks.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <filesystem>

#include "logs/logloader.h"
#include "logs/rankband.h"
#include "logtestutil.h"
#include "synth/synthlog.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

void writeLog(const std::string& path, const std::string& text) {
    fs::create_directories(fs::path(path).parent_path());
    test::writeFile(path, text);
}

std::string lossLines(double first, double second) {
    return "epoch: 1 step: 1, loss is " + std::to_string(first) + "\nepoch: 1 step: 2, loss is " +
           std::to_string(second) + "\n";
}

std::vector<int> ranksOf(const LogSourceRun& run) {
    std::vector<int> out;
    for (const LogSource& f : run.files) {
        out.push_back(f.rank);
    }
    return out;
}

TEST(LogsRuns, PerRankLogLayoutsAreGroupedIntoOneRun) {
    test::TempDir dir;
    // msrun: msrun_log/worker_<i>.log, plus the scheduler's log, which is not a rank's.
    for (int r : {0, 1, 2, 3}) {
        writeLog(dir.file("job_a/msrun_log/worker_" + std::to_string(r) + ".log"), lossLines(1, 2));
    }
    writeLog(dir.file("job_a/msrun_log/scheduler.log"), "scheduler started\n");
    // MindSpore's launch scripts: device<i>/train.log<i>.
    for (int r : {1, 0}) {
        writeLog(dir.file("job_b/device" + std::to_string(r) + "/train.log" + std::to_string(r)),
                 lossLines(3, 4));
    }
    // MindFormers: output/log/rank_<i>/info.log.
    writeLog(dir.file("job_c/output/log/rank_0/info.log"), lossLines(5, 6));
    writeLog(dir.file("job_c/output/log/rank_0/error.log"), "");

    auto a = discoverLogs({dir.file("job_a")});
    ASSERT_TRUE(a) << a.error().describe();
    ASSERT_EQ(a->size(), 1u);
    EXPECT_EQ((*a)[0].name, "job_a");
    EXPECT_EQ((*a)[0].path, dir.file("job_a/msrun_log"));
    EXPECT_EQ(ranksOf((*a)[0]), (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ((*a)[0].files[2].path, dir.file("job_a/msrun_log/worker_2.log"));

    auto b = discoverLogs({dir.file("job_b")});
    ASSERT_TRUE(b) << b.error().describe();
    ASSERT_EQ(b->size(), 1u);
    EXPECT_EQ((*b)[0].name, "job_b");
    EXPECT_EQ(ranksOf((*b)[0]), (std::vector<int>{0, 1}));
    EXPECT_EQ((*b)[0].files[1].path, dir.file("job_b/device1/train.log1"));

    auto c = discoverLogs({dir.file("job_c")});
    ASSERT_TRUE(c) << c.error().describe();
    ASSERT_EQ(c->size(), 1u);
    EXPECT_EQ((*c)[0].name, "job_c");
    EXPECT_EQ((*c)[0].files[0].path, dir.file("job_c/output/log/rank_0/info.log"));

    // The logs folder itself names its run after the folder above it.
    auto direct = discoverLogs({dir.file("job_a/msrun_log/")});
    ASSERT_TRUE(direct);
    EXPECT_EQ((*direct)[0].name, "job_a");

    // Per-rank files named one by one join one run; a plain file is a run of its own.
    writeLog(dir.file("solo/train.log"), lossLines(7, 8));
    auto named = discoverLogs({dir.file("job_a/msrun_log/worker_3.log"), dir.file("solo/train.log"),
                               dir.file("job_a/msrun_log/worker_1.log")});
    ASSERT_TRUE(named);
    ASSERT_EQ(named->size(), 2u);
    EXPECT_EQ((*named)[0].name, "job_a");
    EXPECT_EQ(ranksOf((*named)[0]), (std::vector<int>{1, 3}));
    EXPECT_FALSE((*named)[0].fromFolder);
    EXPECT_EQ((*named)[1].name, "train");
    EXPECT_EQ(ranksOf((*named)[1]), std::vector<int>{-1});

    // Loaded: labels carry the rank.
    auto loaded = loadLogs({dir.file("job_a")});
    ASSERT_TRUE(loaded) << loaded.error().describe();
    ASSERT_EQ(loaded->runs.size(), 1u);
    const LogRun& run = loaded->runs[0];
    ASSERT_EQ(run.logs.size(), 4u);
    EXPECT_EQ(run.label(2), "job_a/rank_2");
    EXPECT_EQ(run.logs[2].rank, 2);
    EXPECT_EQ(run.logs[2].format, LogFormat::Text);
    EXPECT_TRUE(loaded->skipped.empty());
}

TEST(LogsRuns, LooseFilesInAFolderAreRunsOfTheirOwn) {
    test::TempDir dir;
    writeLog(dir.file("cmp/base.log"), lossLines(1, 2));
    writeLog(dir.file("cmp/metrics.csv"), "step,loss\n1,2.5\n");
    writeLog(dir.file("cmp/metrics.jsonl"), "{\"step\": 1, \"loss\": 2.5}\n");
    writeLog(dir.file("cmp/notes.txt"), "epoch: 1 step: 1, loss is 2\n");
    writeLog(dir.file("cmp/launcher.log"), "starting 8 workers\nall workers done\n");
    auto loaded = loadLogs({dir.file("cmp")});
    ASSERT_TRUE(loaded) << loaded.error().describe();
    ASSERT_EQ(loaded->runs.size(), 3u);
    EXPECT_EQ(loaded->runs[0].name, "base");
    EXPECT_EQ(loaded->runs[1].name, "metrics.csv");  // same stem: the file names tell them apart
    EXPECT_EQ(loaded->runs[2].name, "metrics.jsonl");
    EXPECT_EQ(loaded->runs[1].logs[0].format, LogFormat::Csv);
    EXPECT_EQ(loaded->runs[2].logs[0].format, LogFormat::JsonLines);
    EXPECT_EQ(loaded->runs[0].label(0), "base");
    // A log without a point, found in a folder, is skipped and listed.
    ASSERT_EQ(loaded->skipped.size(), 1u);
    EXPECT_EQ(loaded->skipped[0].path, dir.file("cmp/launcher.log"));
    EXPECT_EQ(loaded->skipped[0].reason.text(), "no training-log points in 2 lines");
    EXPECT_EQ(loaded->skipped[0].reason.code, IssueCode::LogFileNoPoints);

    // Two runs with the same name from different folders get their folder in front.
    writeLog(dir.file("a/train.log"), lossLines(1, 2));
    writeLog(dir.file("b/train.log"), lossLines(1, 2));
    auto same = discoverLogs({dir.file("a/train.log"), dir.file("b/train.log")});
    ASSERT_TRUE(same);
    EXPECT_EQ((*same)[0].name, "a/train");
    EXPECT_EQ((*same)[1].name, "b/train");
}

TEST(LogsRuns, ErrorsNameTheFile) {
    test::TempDir dir;
    auto missing = loadLogs({dir.file("nope.log")});
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::NotFound);
    EXPECT_EQ(missing.error().describe(), dir.file("nope.log") + ": no such file or folder");

    writeLog(dir.file("bad.log"), "epoch: 1 step: 1\nloss is N/A\nhello\n");
    auto bad = loadLogs({dir.file("bad.log")});
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().code, ErrorCode::Empty);
    EXPECT_EQ(bad.error().describe(),
              dir.file("bad.log") +
                  ": no training-log points in 3 lines (2 unread; line 1: missing-loss: the line "
                  "ends before the loss)");

    writeLog(dir.file("na.log"), "epoch: 1 step: 1, loss is N/A\n");
    auto na = loadLogs({dir.file("na.log")});
    ASSERT_FALSE(na);
    EXPECT_EQ(na.error().describe(),
              dir.file("na.log") + ": no training-log points in 1 line (1 with loss N/A)");

    fs::create_directories(dir.file("empty"));
    auto empty = loadLogs({dir.file("empty")});
    ASSERT_FALSE(empty);
    EXPECT_EQ(empty.error().code, ErrorCode::NotFound);
    EXPECT_EQ(empty.error().describe(),
              dir.file("empty") +
                  ": no training logs found (looked for rank_<i>.log, worker_<i>.log, "
                  "device<i>/train.log<i>, rank_<i>/info.log, the log/, logs/, msrun_log/ and "
                  "output/log/ folders, and *.log, *.csv and *.jsonl files)");

    writeLog(dir.file("quiet/log/rank_0.log"), "nothing to see\n");
    auto quiet = loadLogs({dir.file("quiet")});
    ASSERT_FALSE(quiet);
    EXPECT_EQ(quiet.error().code, ErrorCode::Empty);
    EXPECT_EQ(quiet.error().describe(),
              dir.file("quiet/log") + ": no training-log points in any log found (1 file; " +
                  dir.file("quiet/log/rank_0.log") + ": no training-log points in 1 line)");
}

TEST(LogsRuns, LoadingReportsProgressAndStops) {
    test::TempDir dir;
    const std::string a = lossLines(1, 2);
    const std::string b = lossLines(3, 4) + lossLines(5, 6);
    writeLog(dir.file("job/log/rank_0.log"), a);
    writeLog(dir.file("job/log/rank_1.log"), b);
    std::vector<std::pair<uint64_t, uint64_t>> calls;
    auto loaded = loadLogs({dir.file("job")}, {}, {},
                           [&](const Progress& p) { calls.emplace_back(p.done, p.total); });
    ASSERT_TRUE(loaded) << loaded.error().describe();
    const uint64_t total = a.size() + b.size();
    EXPECT_EQ(calls,
              (std::vector<std::pair<uint64_t, uint64_t>>{{a.size(), total}, {total, total}}));

    // A stop set while the first file is read ends the load before the second.
    std::stop_source stop;
    calls.clear();
    auto stopped = loadLogs({dir.file("job")}, {}, stop.get_token(), [&](const Progress& p) {
        calls.emplace_back(p.done, p.total);
        stop.request_stop();
    });
    ASSERT_FALSE(stopped);
    EXPECT_EQ(stopped.error().code, ErrorCode::Cancelled);
    EXPECT_EQ(stopped.error().file, dir.file("job/log/rank_0.log"));
    EXPECT_EQ(calls.size(), 1u);
}

TEST(LogsRuns, RankBandIsMeanMinMaxPerStep) {
    XYSeries a{{1, 2, 3}, {1.0, 2.0, 4.0}, 0};
    XYSeries b{{1, 2, 4}, {3.0, std::nan(""), 8.0}, 0};
    XYSeries c{{2, 3}, {5.0, 6.0}, 0};
    const std::vector<XYSeries> ranks{a, b, c};
    const RankBand band = rankBand(ranks);
    EXPECT_EQ(band.x, (std::vector<double>{1, 2, 3, 4}));
    EXPECT_EQ(band.mean, (std::vector<double>{2.0, 3.5, 5.0, 8.0}));
    EXPECT_EQ(band.min, (std::vector<double>{1.0, 2.0, 4.0, 8.0}));
    EXPECT_EQ(band.max, (std::vector<double>{3.0, 5.0, 6.0, 8.0}));
    EXPECT_EQ(band.count, (std::vector<uint32_t>{2, 2, 2, 1}));
    EXPECT_EQ(band.nonFinite, (std::vector<uint32_t>{0, 1, 0, 0}));

    XYSeries allNan{{5}, {std::nan("")}, 0};
    const RankBand nanBand = rankBand(std::vector<XYSeries>{allNan});
    ASSERT_EQ(nanBand.x.size(), 1u);
    EXPECT_TRUE(std::isnan(nanBand.mean[0]));
    EXPECT_TRUE(std::isnan(nanBand.min[0]));
    EXPECT_EQ(nanBand.count[0], 0u);
    EXPECT_EQ(nanBand.nonFinite[0], 1u);
    EXPECT_TRUE(rankBand(std::vector<XYSeries>{}).x.empty());
}

class LogsSynth : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        s_config = new SynthConfig(*synthPreset("tiny"));
        auto summary = writeSynthRun(s_dir->file("run"), *s_config);
        ASSERT_TRUE(summary) << summary.error().describe();
    }
    static void TearDownTestSuite() {
        delete s_config;
        delete s_dir;
    }
    static inline test::TempDir* s_dir = nullptr;
    static inline SynthConfig* s_config = nullptr;
};

TEST_F(LogsSynth, RunFolderLogsReadWithExactCounts) {
    // The run folder itself: its log/ folder is found.
    EXPECT_EQ(runFolderLogs(s_dir->file("run")).size(), 1u);
    auto loaded = loadLogs({s_dir->file("run")});
    ASSERT_TRUE(loaded) << loaded.error().describe();
    ASSERT_EQ(loaded->runs.size(), 1u);
    const LogRun& run = loaded->runs[0];
    EXPECT_EQ(run.name, "run");
    EXPECT_EQ(run.path, s_dir->file("run/log"));
    ASSERT_EQ(run.logs.size(), 8u);
    for (int rank = 0; rank < 8; ++rank) {
        const LogRankLog& log = run.logs[static_cast<size_t>(rank)];
        const LogTable& t = log.table;
        EXPECT_EQ(log.rank, rank);
        EXPECT_EQ(log.path, s_dir->file("run/log/rank_" + std::to_string(rank) + ".log"));
        EXPECT_EQ(t.report().unreadLines, 0) << rank;
        EXPECT_EQ(t.report().otherLines, 0) << rank;
        EXPECT_EQ(test::values(t, "epoch_time").size(), 2u) << rank;
        EXPECT_EQ(test::values(t, "per_step_time").size(), 2u) << rank;
        if (rank < 4) {
            // The first pipeline stage has no loss: TimeMonitor lines only, with no step.
            EXPECT_EQ(t.report().lines, 2);
            EXPECT_EQ(t.rowCount(), 2u);
            EXPECT_TRUE(test::values(t, "loss").empty());
            EXPECT_EQ(test::globalSteps(t),
                      (std::vector<int64_t>{LogTable::kNoStep, LogTable::kNoStep}));
            continue;
        }
        EXPECT_EQ(t.report().lines, 502);
        EXPECT_EQ(t.rowCount(), 500u);
        EXPECT_EQ(t.pointCount(), 504u);
        EXPECT_EQ(t.stepsPerEpoch(), 250);
        const std::vector<double> loss = test::values(t, "loss");
        ASSERT_EQ(loss.size(), 500u);
        const int dpIndex = (rank - 4) / 2;
        for (int64_t step = 1; step <= 500; ++step) {
            ASSERT_EQ(t.globalStep(static_cast<size_t>(step - 1)), step);
            ASSERT_EQ(static_cast<float>(loss[static_cast<size_t>(step - 1)]),
                      synthLoss(*s_config, dpIndex, step))
                << "rank " << rank << " step " << step;
        }
        EXPECT_EQ(t.epoch(250), 2);
        EXPECT_EQ(t.stepOnLine(250), 1);
        // Each epoch's TimeMonitor line joins that epoch's last step.
        EXPECT_EQ(test::rowsOf(t, "per_step_time"), (std::vector<uint32_t>{249, 499}));
    }
}

TEST_F(LogsSynth, RankBandOverTheLastStage) {
    auto loaded = loadLogs({s_dir->file("run/log")});
    ASSERT_TRUE(loaded);
    const LogRun& run = loaded->runs[0];
    const RankBand band = rankBand(run, "loss");
    ASSERT_EQ(band.x.size(), 500u);
    const std::vector<double> r4 = test::values(run.logs[4].table, "loss");
    const std::vector<double> r6 = test::values(run.logs[6].table, "loss");
    for (size_t i = 0; i < 500; ++i) {
        ASSERT_EQ(band.x[i], static_cast<double>(i + 1));
        ASSERT_EQ(band.count[i], 4u);  // ranks 4 to 7
        ASSERT_EQ(band.min[i], std::min(r4[i], r6[i]));
        ASSERT_EQ(band.max[i], std::max(r4[i], r6[i]));
        ASSERT_DOUBLE_EQ(band.mean[i], (r4[i] + r4[i] + r6[i] + r6[i]) / 4);
    }
    // per_step_time exists on every rank, at steps 250 and 500 on the last stage only.
    const RankBand time = rankBand(run, "per_step_time");
    EXPECT_EQ(time.x, (std::vector<double>{250, 500}));
    EXPECT_EQ(time.count, (std::vector<uint32_t>{4, 4}));
}

}  // namespace
}  // namespace shardscope
