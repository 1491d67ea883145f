// The doctor's summary line and notes are messages of the one catalogue (issue 32): a stable code,
// named arguments, and pieces the window words itself; their English is the CLI's, byte for byte.
#include <gtest/gtest.h>

#include "doctor/configname.h"
#include "doctor/doctormessages.h"
#include "doctor/doctorpieces.h"
#include "doctor/doctorreport.h"
#include "util/messagecatalogue.h"
#include "util/messagepiece.h"

namespace shardscope {
namespace {

DoctorProblem problem(ProblemKind kind, Severity severity = Severity::Error) {
    DoctorProblem p;
    p.kind = kind;
    p.severity = severity;
    return p;
}

TEST(DoctorSummary, ASummaryThatDoesNotLoadIsAMessageWithItsKindsAsPieces) {
    DoctorReport r;
    r.netParams = 40;
    r.problems = {problem(ProblemKind::Split), problem(ProblemKind::Missing),
                  problem(ProblemKind::Split),
                  problem(ProblemKind::DtypeConverted, Severity::Warning)};
    r.ckptNotLoaded = {"a"};
    r.firstError = "backbone.w";
    const Issue s = r.summaryIssue();
    EXPECT_EQ(s.code, IssueCode::DoctorNotAllLoad);
    EXPECT_EQ(std::string(issueCodeName(s.code)), "parameters-not-loaded");
    EXPECT_EQ(s.severity, Severity::Error);
    EXPECT_EQ(r.summary(),
              "3 of 40 parameters would not load (strict_load=False): 2 split, 1 missing; 1 load "
              "with a dtype conversion; 1 checkpoint entry not loaded (ckpt_not_load); MindSpore "
              "raises at the first error, backbone.w");
    EXPECT_EQ(s.text(), r.summary());
    // The kinds and the rest are pieces: the window words them, not the core's English.
    bool kinds = false;
    bool details = false;
    for (const IssueArg& a : s.args) {
        kinds = kinds || (a.name == "kinds" && a.piece != nullptr);
        details = details || (a.name == "details" && a.piece != nullptr);
    }
    EXPECT_TRUE(kinds);
    EXPECT_TRUE(details);
}

TEST(DoctorSummary, ASummaryThatLoadsIsAnotherCode) {
    DoctorReport r;
    r.netParams = 1;
    r.strict = true;
    r.ckptNotLoaded = {"a", "b"};
    const Issue s = r.summaryIssue();
    EXPECT_EQ(std::string(issueCodeName(s.code)), "all-parameters-load");
    EXPECT_EQ(s.severity, Severity::Info);
    EXPECT_EQ(s.text(),
              "all 1 parameters of the network would load (strict_load=True); 2 checkpoint "
              "entries not loaded (ckpt_not_load)");
}

// Every kind of problem counts under the name `doctor --json` gives it (problemKindName).
TEST(DoctorSummary, EveryKindIsCountedByItsStableName) {
    for (int k = 0; k <= static_cast<int>(ProblemKind::RedundancyConflict); ++k) {
        const auto kind = static_cast<ProblemKind>(k);
        SCOPED_TRACE(problemKindName(kind));
        DoctorReport r;
        r.netParams = 9;
        r.problems = {problem(kind), problem(kind)};
        EXPECT_EQ(r.summary(), "2 of 9 parameters would not load (strict_load=False): 2 " +
                                   std::string(problemKindName(kind)) +
                                   "; 0 checkpoint entries not loaded (ckpt_not_load)");
    }
}

// A model dimension's name is a piece: its English is the name JSON prints, and the sentences
// that name it read as before.
TEST(DoctorSummary, AConfigNameIsAPieceWithTheStableEnglish) {
    const IssueArg hidden = configNameArg(ConfigName::HiddenSize);
    ASSERT_NE(hidden.piece, nullptr);
    EXPECT_EQ(hidden.name, "config");
    EXPECT_EQ(hidden.value, "hidden size");
    EXPECT_EQ(std::string(configNameEnglish(ConfigName::FeedForwardSize)), "feed-forward size");
    EXPECT_EQ(std::string(configNameEnglish(ConfigName::None)), "");
    EXPECT_EQ(configChangesArg("changes", {{ConfigName::VocabularySize, 512, 1024, "2"}}).value,
              "vocabulary size 512 -> 1024 (2 parameters)");
}

// A list the doctor's sentences hold is joined as the pieces join lists: "a, b and c".
TEST(DoctorSummary, TheDoctorsListsJoinAsThePiecesDo) {
    const std::vector<ConfigValue> values = {{ConfigName::HiddenSize, 64, 128, ""},
                                             {ConfigName::VocabularySize, 512, 1024, ""},
                                             {ConfigName::SequenceLength, 8, 16, ""}};
    const auto fix = [](const std::vector<ConfigValue>& v) {
        return say(IssueCode::FixConfig, {},
                   {configCheckpointValuesArg("values", v),
                    configNetworkValuesArg("net_values", v)})
            .text();
    };
    EXPECT_EQ(fix(values),
              "build the network with hidden size 64, vocabulary size 512 and sequence length 8 "
              "(the checkpoint's; the network uses 128, 1024 and 16), or load a checkpoint "
              "trained with the network's configuration");
    EXPECT_EQ(fix({values[0], values[1]}),
              "build the network with hidden size 64 and vocabulary size 512 (the checkpoint's; "
              "the network uses 128 and 1024), or load a checkpoint trained with the network's "
              "configuration");
}

}  // namespace
}  // namespace shardscope
