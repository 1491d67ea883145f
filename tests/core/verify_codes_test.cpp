// Why a written file failed its verification is a catalogued message with a stable code beside
// its words (issue 32): convert --json prints it, shardscope-mpi's verify_errors carry it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cluster/clusterjob.h"
#include "convert/conversionsummary.h"
#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/verifier.h"
#include "plantestutil.h"
#include "synth/demorun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

class VerifyCodes : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(writeDemoRun(m_dir.file("src")));
        PlanRequest request;
        request.srcFolder = m_dir.file("src");
        request.srcStrategy = m_dir.file("src/strategy.ckpt");
        request.dstFolder = m_dir.file("merged");
        auto plan = test::planFromPath(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        m_plan = std::move(*plan);
        auto result = executeConversion(m_plan);
        ASSERT_TRUE(result) << result.error().describe();
    }
    std::string written() const { return m_plan.ranks.at(0).outPath; }

    test::TempDir m_dir;
    ConversionPlan m_plan;
};

TEST_F(VerifyCodes, ABytePastItsSourceIsCountedWithACode) {
    uint64_t at = 0;
    {
        auto out = CheckpointFile::open(written());
        ASSERT_TRUE(out) << out.error().describe();
        at = out->index().tensors.at(0).chunks[0].offset;
    }
    {
        std::fstream f(written(), std::ios::in | std::ios::out | std::ios::binary);
        f.seekg(static_cast<std::streamoff>(at));
        const char c = static_cast<char>(f.get());
        f.seekp(static_cast<std::streamoff>(at));
        f.put(static_cast<char>(c ^ 0x5a));
    }
    const RankCheck check = verifyRank(m_plan, m_plan.ranks.at(0));
    EXPECT_FALSE(check.ok);
    EXPECT_EQ(check.code, std::nullopt);  // the file as a whole is the plan's
    ASSERT_FALSE(check.tensors.empty());
    const TensorCheck& t = check.tensors.at(0);
    EXPECT_FALSE(t.ok);
    EXPECT_EQ(t.message, "1 bytes differ from the source bytes they were copied from");
    ASSERT_TRUE(t.code);
    EXPECT_STREQ(issueCodeName(*t.code), "verify-bytes-differ");
    ASSERT_TRUE(t.issue);  // the message whole, for the window to word
    EXPECT_EQ(t.issue->code, IssueCode::VerifyBytesDiffer);
    EXPECT_EQ(t.issue->arg("bytes"), "1");
    EXPECT_EQ(t.issue->text(), t.message);

    ConversionOutcome outcome;
    outcome.verify = VerifyReport{{check}};
    const auto j = conversionSummaryJson({}, m_plan, outcome);
    EXPECT_EQ(j["files"][0]["tensors"][0]["message"], t.message);
    EXPECT_EQ(j["files"][0]["tensors"][0]["code"], "verify-bytes-differ");
    EXPECT_FALSE(j["files"][0].contains("verify_error"));
}

TEST_F(VerifyCodes, AFileOfAnotherSizeDoesNotMatchThePlan) {
    {
        std::ofstream f(written(), std::ios::app | std::ios::binary);
        f << "x";
    }
    const RankCheck check = verifyRank(m_plan, m_plan.ranks.at(0));
    EXPECT_FALSE(check.ok);
    // The file parses no more (a trailing byte), or it does and its size is not the plan's.
    ASSERT_TRUE(check.code);
    if (*check.code == IssueCode::VerifyNotPlanned) {
        EXPECT_EQ(check.message, written() + ": does not match the plan (file size)");
    } else {
        EXPECT_EQ(*check.code, IssueCode::VerifyUnreadable);
        EXPECT_EQ(check.message.rfind(written() + ": ", 0), 0u) << check.message;
    }
    ASSERT_TRUE(check.issue);
    EXPECT_EQ(check.issue->code, *check.code);
    EXPECT_EQ(check.issue->text(), check.message);
    // An unreadable file's issue carries the error, for the window to word in its language.
    EXPECT_EQ(check.issue->cause != nullptr, *check.code == IssueCode::VerifyUnreadable);
    ConversionOutcome outcome;
    outcome.verify = VerifyReport{{check}};
    const auto j = conversionSummaryJson({}, m_plan, outcome);
    EXPECT_EQ(j["files"][0]["verify_error"]["code"], issueCodeName(*check.code));
    EXPECT_EQ(j["files"][0]["verify_error"]["message"], check.message);
}

// The summary the Migration tab saves names a failed conversion's error by its stable code too,
// beside its line (issue 32), as --json's error object does.
TEST_F(VerifyCodes, AFailedConversionsSummaryGivesItsErrorCode) {
    Error error;
    error.code = ErrorCode::Io;
    error.file = written();
    error.message = "No space left on device";
    ConversionOutcome outcome;
    outcome.error = error;
    const auto j = conversionSummaryJson({}, m_plan, outcome);
    EXPECT_EQ(j["status"], "failed");
    const nlohmann::ordered_json expected = {{"error", written() + ": No space left on device"},
                                             {"error_code", "io"}};
    nlohmann::ordered_json got;
    for (const auto& [key, value] : j.items()) {
        if (key.starts_with("error")) {
            got[key] = value;  // in the summary's order
        }
    }
    EXPECT_EQ(got.dump(), expected.dump());
    EXPECT_FALSE(conversionSummaryJson({}, m_plan, ConversionOutcome{}).contains("error_code"));
}

TEST_F(VerifyCodes, TheIssuesTravelFromEachProcess) {
    // A verification that fails on a process reaches process 0 as its issues (code, arguments,
    // subject, the error reported), worded there as the process would have.
    {
        std::ofstream f(written(), std::ios::app | std::ios::binary);
        f << "x";
    }
    const RankCheck check = verifyRank(m_plan, m_plan.ranks.at(0));
    ASSERT_TRUE(check.issue);
    ProcessDone done;
    done.process = 1;
    done.ok = true;
    JobRankReport r;
    r.rank = 0;
    r.verify = "failed";
    r.verifyErrors = {check.issue.value()};
    r.verifyErrors[0].file = check.path;
    done.ranks = {r};
    const auto d = decodeDone(encode(done));
    ASSERT_TRUE(d);
    const Issue& back = d->ranks.at(0).verifyErrors.at(0);
    EXPECT_EQ(back.code, *check.code);
    EXPECT_EQ(back.args, check.issue->args);
    EXPECT_EQ(back.file, written());
    EXPECT_EQ(back.cause != nullptr, check.issue->cause != nullptr);
    EXPECT_EQ(verifyErrorLine(back), check.message);
}

}  // namespace
}  // namespace shardscope
