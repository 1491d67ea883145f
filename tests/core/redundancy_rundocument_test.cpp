// The run document of a run saved with remove_redundancy=True (issue 15): told apart from a full
// run, from real loss, and from a pipeline stage's normal absence; who holds each copy.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>

#include "convert/executor.h"
#include "convert/planner.h"
#include "inspect/inspectreport.h"
#include "inspect/rundocument.h"
#include "plantestutil.h"
#include "redundancyrun.h"
#include "synth/synthrun.h"

namespace shardscope {
namespace {

std::vector<IssueCode> codes(const RunDocument& m) {
    std::vector<IssueCode> out;
    for (const Issue& i : m.issues) {
        out.push_back(i.code);
    }
    return out;
}

TEST(RedundancyRunDocument, ARunSavedWithRemoveRedundancyIsToldAndNothingIsMissing) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), test::smallSavedOnce);
    auto model = loadRunFolder(dir.path(), dir.file("strategy.json"));
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_TRUE(model->redundancy.removed);
    EXPECT_FALSE(model->redundancy.marked);
    EXPECT_EQ(model->redundancy.params, 4u);
    // a: 3 more copies of 128 bytes; b, c, d: one more copy of 64 bytes in each of 2 groups.
    EXPECT_EQ(model->redundancy.bytesSaved, 3u * 128 + 3 * 2 * 64);
    ASSERT_EQ(codes(*model), std::vector<IssueCode>{IssueCode::RedundancyRemoved});
    EXPECT_EQ(model->issues[0].severity, Severity::Info);
    EXPECT_EQ(model->issues[0].text(),
              "saved with remove_redundancy: 4 parameters are saved by one rank of each "
              "redundancy group (768 B not repeated); load it with remove_redundancy=True, "
              "or restore redundancy: shardscope-cli convert --src " +
                  dir.path() + " --dst FULL --src-strategy " + dir.file("strategy.json") +
                  " --dst-strategy " + dir.file("strategy.json"));
    for (const char* name : {"a", "b", "c", "d"}) {
        const ParamInfo* p = model->find(name);
        ASSERT_NE(p, nullptr);
        EXPECT_TRUE(p->savedOnce) << name;
        EXPECT_EQ(p->status, ParamStatus::Ok) << name;
    }
    // Who holds the slice each rank stores (the GUI's matrix and Parameters view ask this).
    const auto holders = [&](const char* name) {
        std::vector<int> out;
        for (int g = 0; g < 4; ++g) {
            out.push_back(model->holderOf(*model->find(name), g));
        }
        return out;
    };
    EXPECT_EQ(holders("a"), (std::vector<int>{0, 0, 0, 0}));
    EXPECT_EQ(holders("b"), (std::vector<int>{0, 0, 2, 2}));
    EXPECT_EQ(holders("c"), (std::vector<int>{1, 1, 3, 3}));
    EXPECT_EQ(holders("d"), (std::vector<int>{0, 1, 0, 1}));
    EXPECT_FALSE(model->find("learning_rate")->savedOnce);
}

TEST(RedundancyRunDocument, AFullRunIsNotRedundancyRemoved) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), [](int, const std::string&) { return true; });
    auto model = loadRunFolder(dir.path(), dir.file("strategy.json"));
    ASSERT_TRUE(model);
    EXPECT_FALSE(model->redundancy.removed);
    EXPECT_TRUE(model->issues.empty());
    EXPECT_EQ(model->holderOf(*model->find("b"), 3), 3);
}

TEST(RedundancyRunDocument, ASliceNoMemberHoldsIsLostNotRedundancyRemoved) {
    test::TempDir dir;
    test::writeSmallRun(dir.path(), [](int g, const std::string& name) {
        return test::smallSavedOnce(g, name) && !(g == 1 && name == "c");
    });
    auto model = loadRunFolder(dir.path(), dir.file("strategy.json"));
    ASSERT_TRUE(model);
    EXPECT_TRUE(model->redundancy.removed);
    EXPECT_EQ(model->redundancy.params, 3u);
    ASSERT_EQ(codes(*model),
              (std::vector<IssueCode>{IssueCode::SliceLost, IssueCode::RedundancyRemoved}));
    const Issue& lost = model->issues[0];
    EXPECT_EQ(lost.severity, Severity::Error);
    EXPECT_EQ(lost.param, "c");
    EXPECT_EQ(lost.rank, 0);
    EXPECT_EQ(lost.text(),
              "parameter 'c' is lost on ranks 0, 1: none of them holds the slice they share, and "
              "no other rank stores it");
    EXPECT_EQ(model->find("c")->status, ParamStatus::MissingOnRanks);
    EXPECT_EQ(model->holderOf(*model->find("c"), 0), -1);
    EXPECT_EQ(model->holderOf(*model->find("c"), 2), 3);
}

// Pipelined, optimizer-sharded: a stage's ranks lack the other stage's parameters as always, and
// that is not taken for removed redundancy or loss.
TEST(RedundancyRunDocument, SynthRunsWithStagesAreToldApartFromStageAbsence) {
    test::TempDir dir;
    SynthConfig c;
    c.optShard = 2;
    c.removeRedundancy = true;
    ASSERT_TRUE(writeSynthRun(dir.file("removed"), c));
    c.removeRedundancy = false;
    ASSERT_TRUE(writeSynthRun(dir.file("full"), c));
    auto removed = loadRunFolder(dir.file("removed"));
    auto full = loadRunFolder(dir.file("full"));
    ASSERT_TRUE(removed && full);
    EXPECT_FALSE(full->redundancy.removed);
    EXPECT_TRUE(full->issues.empty());
    EXPECT_TRUE(removed->redundancy.removed);
    EXPECT_EQ(codes(*removed), std::vector<IssueCode>{IssueCode::RedundancyRemoved});
    size_t replicated = 0;
    uint64_t fullBytes = 0;
    uint64_t removedBytes = 0;
    for (const ParamInfo& p : full->params) {
        fullBytes += p.bytesTotal;
        const bool copies = p.layout && p.layout->replicaGroupSize() > p.layout->optShardSize();
        replicated += copies ? 1 : 0;
    }
    for (const ParamInfo& p : removed->params) {
        removedBytes += p.bytesTotal;
        EXPECT_EQ(p.status, p.layout ? ParamStatus::Ok : ParamStatus::NotInStrategy) << p.name;
    }
    EXPECT_EQ(removed->redundancy.params, replicated);
    EXPECT_EQ(removed->redundancy.bytesSaved, fullBytes - removedBytes);
}

// DIR/st: the small run saved as MindSpore 2.7 does with remove_redundancy=True in safetensors
// (marked "True"), converted from its full twin DIR/full.
void writeMarkedSafetensorsRun(const test::TempDir& dir) {
    test::writeSmallRun(dir.file("full"), [](int, const std::string&) { return true; });
    PlanRequest r;
    r.srcFolder = dir.file("full");
    r.srcStrategy = dir.file("full/strategy.json");
    r.dstStrategy = r.srcStrategy;
    r.dstFolder = dir.file("st");
    r.options.format = CheckpointFormat::Safetensors;
    r.options.removeRedundancy = true;
    auto plan = test::planFromPath(r);
    ASSERT_TRUE(plan && plan->runnable());
    ASSERT_TRUE(executeConversion(*plan));
}

// MindSpore 2.7 marks its safetensors files; `inspect` (which keeps no index) reads the mark,
// and tells a .ckpt run from the names of its ranks.
TEST(RedundancyRunDocument, TheSafetensorsMarkIsReadEvenWithoutTheIndex) {
    test::TempDir dir;
    writeMarkedSafetensorsRun(dir);
    LoadOptions options;
    options.summaryOnly = true;
    auto summary = loadRunFolder(dir.file("st"), options);
    ASSERT_TRUE(summary) << summary.error().describe();
    EXPECT_TRUE(summary->redundancy.marked);
    EXPECT_TRUE(summary->redundancy.removed);
    auto report = inspectPath(dir.file("st"));
    ASSERT_TRUE(report);
    ASSERT_FALSE(report->issues.empty());
    EXPECT_EQ(report->issues.back().code, IssueCode::RedundancyRemoved);
    auto model = loadRunFolder(dir.file("st"));
    ASSERT_TRUE(model);
    EXPECT_TRUE(model->redundancy.marked);
    EXPECT_EQ(model->redundancy.params, 4u);

    test::writeSmallRun(dir.file("ckpt"), test::smallSavedOnce);
    auto ckpt = inspectPath(dir.file("ckpt"));
    ASSERT_TRUE(ckpt);
    ASSERT_FALSE(ckpt->issues.empty());
    EXPECT_EQ(ckpt->issues.back().code, IssueCode::RedundancyRemoved);
    EXPECT_EQ(ckpt->issues.back().argValues(),
              (std::vector<std::string>{"4", "768", "mindspore", "768 B", dir.file("ckpt"),
                                        dir.file("ckpt") + "/strategy.json"}));
    test::writeSmallRun(dir.file("whole"), [](int, const std::string&) { return true; });
    auto whole = inspectPath(dir.file("whole"));
    ASSERT_TRUE(whole);
    for (const Issue& i : whole->issues) {
        EXPECT_NE(i.code, IssueCode::RedundancyRemoved);
    }
}

// Rewrites a safetensors file's header with `from` replaced by `to` (padded again to 8 bytes).
void replaceInHeader(const std::filesystem::path& path, const std::string& from,
                     const std::string& to) {
    std::string bytes = test::readFile(path.string());
    uint64_t n = 0;
    std::memcpy(&n, bytes.data(), 8);
    std::string header = bytes.substr(8, n);
    const size_t at = header.find(from);
    ASSERT_NE(at, std::string::npos) << header;
    header.replace(at, from.size(), to);
    while (header.size() % 8 != 0) {
        header += ' ';
    }
    const uint64_t size = header.size();
    std::string out(reinterpret_cast<const char*>(&size), 8);
    out += header + bytes.substr(8 + n);
    std::filesystem::remove(path);
    test::writeFile(path.string(), out);
}

// MindSpore 2.7 writes "remove_redundancy": "False" for a full save: files that say so and still
// lack copies are damaged, not redundancy-removed.
TEST(RedundancyRunDocument, FilesMarkedFalseThatLackCopiesHaveLostThem) {
    test::TempDir dir;
    writeMarkedSafetensorsRun(dir);
    for (int g = 0; g < 4; ++g) {
        for (const auto& e :
             std::filesystem::directory_iterator(dir.file("st/rank_" + std::to_string(g)))) {
            replaceInHeader(e.path(), "\"remove_redundancy\":\"True\"",
                            "\"remove_redundancy\":\"False\"");
        }
    }
    auto model = loadRunFolder(dir.file("st"), dir.file("full/strategy.json"));
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_TRUE(model->redundancy.markedFull);
    EXPECT_FALSE(model->redundancy.marked);
    EXPECT_FALSE(model->redundancy.removed);
    EXPECT_EQ(model->redundancy.params, 0u);
    for (const char* name : {"a", "b", "c", "d"}) {
        EXPECT_EQ(model->find(name)->status, ParamStatus::MissingOnRanks) << name;
        EXPECT_FALSE(model->find(name)->savedOnce) << name;
    }
    for (const Issue& i : model->issues) {
        EXPECT_NE(i.code, IssueCode::RedundancyRemoved) << i.text();
    }
    ASSERT_FALSE(model->issues.empty());
    // As in any full run that lacks a parameter on some ranks.
    EXPECT_EQ(model->issues.front().code, IssueCode::MissingOnRanks);
    EXPECT_EQ(model->issues.front().severity, Severity::Warning);
    EXPECT_EQ(model->issues.front().param, "a");
    EXPECT_EQ(model->issues.front().text(), "parameter 'a' is missing on rank(s) 1, 2, 3");

    // inspect's summary says the same.
    LoadOptions options;
    options.summaryOnly = true;
    auto summary = loadRunFolder(dir.file("st"), options);
    ASSERT_TRUE(summary);
    EXPECT_TRUE(summary->redundancy.markedFull);
    EXPECT_FALSE(summary->redundancy.removed);
}

}  // namespace
}  // namespace shardscope
