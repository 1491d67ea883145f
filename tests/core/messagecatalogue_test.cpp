// The message catalogue: each code's English template, its placeholders and plural forms.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "util/error.h"
#include "util/messagecatalogue.h"

using namespace shardscope;

namespace {

// Arguments a sentence does not repeat because the issue's subject shows them: the parameter
// is the issue's `param`, printed beside the sentence.
bool shownBySubject(std::string_view arg) {
    return arg == "param";
}

// Arguments the English does not name that the window or --json reads: the bytes the window
// shows as a size of its own, the card counts it groups problems by, and the step MindSpore
// would take and what that means (StepNotMindSporePick's --json arguments; its sentence says
// them through the pick's explanation).
bool forTheWindow(IssueCode code, std::string_view arg) {
    return (code == IssueCode::RedundancyRemoved && arg == "bytes") ||
           (code == IssueCode::NotDivisible && arg == "cards") ||
           (code == IssueCode::StepNotMindSporePick &&
            (arg == "mindspore" || arg == "consequence"));
}

}  // namespace

TEST(MessageCatalogue, EveryCodeIsCatalogued) {
    for (int c = 0; c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        SCOPED_TRACE(issueCodeName(code));
        EXPECT_TRUE(isCatalogued(code));
    }
}

// An issue that reports an error says what cannot be used and what goes without it, then the
// error's sentence word for word, and keeps the error whole for the window (issue 32: the
// window's lead-in and the CLI's line are one template).
TEST(MessageCatalogue, AnIssueReportingAnErrorSaysWhatItCostsThenTheError) {
    const Error error =
        makeError(ErrorCode::Corrupt, "bad strategy", {}).inFile("run/strategy.ckpt");
    const std::string said = "run/strategy.ckpt: bad strategy";
    const auto issue = [&](IssueCode code, const std::vector<std::string>& args) {
        return makeIssue(code, Severity::Warning, "run/strategy.ckpt", {}, -1, args).because(error);
    };
    const std::vector<std::pair<Issue, std::string>> cases = {
        {issue(IssueCode::StrategyUnusable, {said, "layouts-not-shown"}),
         "the strategy file cannot be used, so the layouts are not shown: " + said},
        {issue(IssueCode::StrategyUnusable, {said, "layouts-not-placed"}),
         "the layouts cannot be placed on ranks: " + said},
        {issue(IssueCode::StrategyUnusable, {said, "shapes-not-checked"}),
         "the strategy file cannot be used, so the saved tensors' shapes are not checked against "
         "it: " +
             said},
        {issue(IssueCode::StrategyUnusable, {said, ""}),
         "the strategy file cannot be used: " + said},
        {issue(IssueCode::RankTableUnusable, {said}),
         "the rank table cannot be used, so the cards are not placed on servers: " + said},
        {issue(IssueCode::SourceUnreadable, {said}), "a source file cannot be read: " + said},
        {issue(IssueCode::PlanFailed, {"3", said}),
         "destination rank 3 cannot be planned: " + said},
        {issue(IssueCode::InvalidStrategy, {said}),
         "the source strategy cannot be simulated: " + said},
    };
    for (const auto& [reported, english] : cases) {
        SCOPED_TRACE(issueCodeName(reported.code));
        EXPECT_EQ(reported.text(), english);
        EXPECT_EQ(issueLine(reported), "warning: " + english);
        ASSERT_NE(reported.cause, nullptr);
        EXPECT_EQ(reported.cause->describe(), said);
    }
}

// A template names exactly the code's arguments: each placeholder is one of issueArgNames(code),
// and each argument appears in a template (or is shown by the issue's subject).
TEST(MessageCatalogue, PlaceholdersAreExactlyTheCodesArguments) {
    for (int c = 0; c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        if (!isCatalogued(code)) {
            continue;
        }
        SCOPED_TRACE(issueCodeName(code));
        const std::vector<std::string_view>& names = issueArgNames(code);
        std::set<std::string> used;
        std::set<std::string> conditions;  // arguments that choose a wording or a plural form
        for (const MessageForm& form : issueForms(code)) {
            ASSERT_NE(form.text, nullptr);
            std::vector<std::string> placeholders = templatePlaceholders(form.text);
            if (form.plural != nullptr) {
                ASSERT_NE(form.count, nullptr);
                EXPECT_EQ(templatePlaceholders(form.plural), placeholders)
                    << "the singular and plural templates name the same arguments";
                EXPECT_NE(std::find(names.begin(), names.end(), form.count), names.end());
            }
            for (const std::string& part :
                 form.when != nullptr ? conditionParts(form.when) : std::vector<std::string>{}) {
                const std::string arg = part.substr(0, part.find('='));
                EXPECT_NE(std::find(names.begin(), names.end(), arg), names.end()) << part;
                conditions.insert(arg);
            }
            if (form.count != nullptr) {
                conditions.insert(form.count);
            }
            for (const std::string& p : placeholders) {
                EXPECT_NE(std::find(names.begin(), names.end(), p), names.end()) << p;
                used.insert(p);
            }
        }
        EXPECT_EQ(issueForms(code).back().when, nullptr) << "the last wording always fits";
        for (const std::string_view name : names) {
            const bool conditionOnly = conditions.count(std::string(name)) != 0;
            EXPECT_TRUE(used.count(std::string(name)) != 0 || shownBySubject(name) ||
                        conditionOnly || forTheWindow(code, name))
                << name << " is in no template";
        }
    }
}

TEST(MessageCatalogue, FillsNamedPlaceholders) {
    const std::vector<IssueArg> args = {{"a", "1"}, {"b", "x y"}};
    EXPECT_EQ(fillTemplate("{b}: {a}, {a}", args), "x y: 1, 1");
    EXPECT_EQ(fillTemplate("no {c} here", args), "no  here");
    EXPECT_EQ(fillTemplate("open { only", args), "open { only");
    EXPECT_EQ(templatePlaceholders("{b}: {a}, {a}"), (std::vector<std::string>{"b", "a", "a"}));
    EXPECT_EQ(conditionParts("a&b=2"), (std::vector<std::string>{"a", "b=2"}));
}

// The plural form is chosen by the count argument; a wording by its condition.
TEST(MessageCatalogue, ChoosesPluralAndWordingFromTheArguments) {
    const Issue one = makeIssue(IssueCode::StepMissingOnRanks, Severity::Error, "/r", {}, 3,
                                {"net-1_10", "3", "1"});
    EXPECT_EQ(one.text(), "step net-1_10 has no file on rank 3");
    const Issue two = makeIssue(IssueCode::StepMissingOnRanks, Severity::Error, "/r", {}, 3,
                                {"net-1_10", "3-4", "2"});
    EXPECT_EQ(two.text(), "step net-1_10 has no file on ranks 3-4");
    EXPECT_EQ(makeIssue(IssueCode::RankGap, Severity::Warning, "/r", {}, -1, {"2", ""}).text(),
              "rank folders missing: 2");
    EXPECT_EQ(makeIssue(IssueCode::RankGap, Severity::Warning, "/r", {}, -1, {"2", "4"}).text(),
              "rank files missing: 2 (of 4 ranks)");
    const Issue single =
        makeIssue(IssueCode::DuplicateStage, Severity::Warning, "b", {}, -1, {"1", "b", "a", "1"});
    EXPECT_EQ(single.text(), "stage 1 already merged from a, skipped b and 1 other different file");
    const Issue none =
        makeIssue(IssueCode::DuplicateStage, Severity::Warning, "b", {}, -1, {"1", "b", "a", ""});
    EXPECT_EQ(none.text(), "stage 1 already merged from a, skipped b");
    EXPECT_EQ(issueLine(none), "warning: stage 1 already merged from a, skipped b");
}

// Several conditions: each must hold.
TEST(MessageCatalogue, ConditionsCombine) {
    const Issue hdf5Map =
        makeIssue(IssueCode::ExportLeftOut, Severity::Warning, {}, "m", -1, {"m", "map", "HDF5"});
    EXPECT_EQ(hdf5Map.text(),
              "parameter 'm' is a map tensor, which the HDF5 export does not hold; left out");
    const Issue stMap = makeIssue(IssueCode::ExportLeftOut, Severity::Warning, {}, "m", -1,
                                  {"m", "map", "safetensors"});
    EXPECT_EQ(stMap.text(),
              "parameter 'm' is a map tensor, which safetensors cannot store; left out");
    const Issue other = makeIssue(IssueCode::DestinationOtherConversion, Severity::Error, "r", {},
                                  -1, {"r", "/a", "", "", "1"});
    EXPECT_EQ(other.text(),
              "r records another conversion: of /a to one merged checkpoint (1 rank)");
}

// The sentences call sites used to write themselves, now the catalogue's: the same bytes.
TEST(MessageCatalogue, FormerlyWrittenSentencesKeepTheirWords) {
    const auto issue = [](IssueCode code, const std::vector<std::string>& args) {
        return makeIssue(code, Severity::Warning, {}, {}, -1, args).text();
    };
    EXPECT_EQ(issue(IssueCode::BadLayout, {"w", "destination", "parameter 'w': bad"}),
              "destination strategy: parameter 'w': bad");
    EXPECT_EQ(issue(IssueCode::NotDivisibleLayout, {"w", "source", "x"}), "source strategy: x");
    EXPECT_EQ(issue(IssueCode::MissingTensor, {"w", "2", "5", "2", "1", "/r/rank_2/a.ckpt", ""}),
              "parameter 'w' has no source bytes for rank 5: rank 2's checkpoint "
              "/r/rank_2/a.ckpt lacks it, though the source strategy places its slice there");
    EXPECT_EQ(issue(IssueCode::MissingTensor, {"w", "2", "5", "2, 3", "2", "/r/a.ckpt", ""}),
              "parameter 'w' has no source bytes for rank 5: the source strategy places its "
              "slice on ranks 2, 3, and none of their checkpoints holds it (rank 2's: /r/a.ckpt)");
    EXPECT_EQ(issue(IssueCode::MissingTensor, {"w", "1", "5", "", "", "/r/a.ckpt", "yes"}),
              "parameter 'w' has no source bytes for rank 5: it is copied from rank 1, and no "
              "rank storing the same slice holds it (rank 1's: /r/a.ckpt)");
    EXPECT_EQ(issue(IssueCode::NotDivisible, {"w", "0", "64", "3", "[1, 3]", "1", "1, 2", "1, 2",
                                              "1", "1", "[1, 3]", "1 or 2", "1 or 2"}),
              "parameter 'w': dimension 0 (size 64) does not divide by 3 (device axis 1 of "
              "dev_matrix [1, 3]); axis 1 of the main dev_matrix [1, 3] could be 1 or 2 instead "
              "(1 or 2 cards)");
    EXPECT_EQ(issue(IssueCode::NotDivisible,
                    {"w", "1", "6", "4", "[2, 2]", "", "", "", "0 and 1", "2", "", "", ""}),
              "parameter 'w': dimension 1 (size 6) does not divide by 4 (device axes 0 and 1 of "
              "dev_matrix [2, 2])");
    EXPECT_EQ(issue(IssueCode::OptShardSkipped, {"w", "4", "6", "", "[6, 1]", "[-1, 0]", ""}),
              "parameter 'w' is left without optimizer sharding, as MindSpore leaves it: its "
              "replica group of 6 ranks (dev_matrix [6, 1], tensor_map [-1, 0]) does not divide "
              "into shards of 4");
    EXPECT_EQ(issue(IssueCode::OptShardSkipped, {"w", "2", "1", "", "[8]", "[0]", ""}),
              "parameter 'w' is left without optimizer sharding, as MindSpore leaves it: its "
              "model-parallel slice is held by one rank only (dev_matrix [8], tensor_map [0]), "
              "so there is nothing to shard");
    EXPECT_EQ(issue(IssueCode::ShapeUnknown, {"w", "yes"}),
              "w: its full shape is unknown (no rank file holds it): its bytes are not counted");
    EXPECT_EQ(issue(IssueCode::InvalidLayout, {"w", "bad map", ""}), "parameter 'w': bad map");
    EXPECT_EQ(issue(IssueCode::RedundancyRemoved,
                    {"1", "1024", "mindspore", "1.0 KiB", "/r", "/r/s.ckpt"}),
              "saved with remove_redundancy: 1 parameter is saved by one rank of each redundancy "
              "group (1.0 KiB not repeated); load it with remove_redundancy=True, or restore "
              "redundancy: shardscope-cli convert --src /r --dst FULL --src-strategy /r/s.ckpt "
              "--dst-strategy /r/s.ckpt");
    EXPECT_EQ(issue(IssueCode::RedundancyRemoved, {"0", "0", "mindformers", "0 B", "/r", ""}),
              "saved with remove_redundancy: a rank file's safetensors metadata says so; "
              "MindFormers loads it as it is (metadata.json names each slice's file)");
    EXPECT_EQ(issue(IssueCode::StepNotMindSporePick,
                    {"n-2_10", "n-1_10", "older", "takes an older step, n-1_10"}),
              "using n-2_10; MindSpore's rule (each rank's lexicographically last file) takes an "
              "older step, n-1_10");
}

// A rank table's warnings, a saved copy's reasons and a log line's problems, once written at
// their call sites, now the catalogue's: the same bytes, and their codes' names.
TEST(MessageCatalogue, RankTableCopyAndLogSentencesKeepTheirWords) {
    const auto issue = [](IssueCode code, const std::vector<std::string>& args) {
        return makeIssue(code, Severity::Warning, {}, {}, -1, args).text();
    };
    EXPECT_EQ(
        issue(IssueCode::DuplicateServerId,
              {"0, 1 and 2", "10.*.*.*", "'10.*.*.* #0', '10.*.*.* #1' and '10.*.*.* #2'", "3"}),
        "servers 0, 1 and 2 all have server_id '10.*.*.*' (published samples mask the "
        "address); they are kept apart as '10.*.*.* #0', '10.*.*.* #1' and '10.*.*.* #2'");
    EXPECT_EQ(issue(IssueCode::DuplicateServerId, {"0 and 1", "a", "'a #0' and 'a #1'", "2"}),
              "servers 0 and 1 both have server_id 'a' (published samples mask the address); "
              "they are kept apart as 'a #0' and 'a #1'");
    EXPECT_EQ(issue(IssueCode::RankTablePlaceholder, {"device_ip '0.0.0.0'", "1"}),
              "the table is a template: device_ip '0.0.0.0' is a placeholder where an address "
              "belongs; fill in the real addresses before the table places ranks on hosts");
    EXPECT_EQ(issue(IssueCode::RankTableVersion, {"2.0"}),
              "version '2.0' is not one this reader knows (1.0, 1.1, 1.2); read as 1.0");
    EXPECT_EQ(issue(IssueCode::DuplicateDeviceIp, {"0 and 1", "1.1.1.1", "2"}),
              "ranks 0 and 1 both give device_ip 1.1.1.1");
    EXPECT_EQ(issue(IssueCode::FileUnreadable, {"byte 9: cut", "truncated"}),
              "truncated (byte 9: cut)");
    EXPECT_EQ(issue(IssueCode::FileUnreadable, {"bad magic", ""}), "cannot be read (bad magic)");
    EXPECT_EQ(issue(IssueCode::FileGrowing, {"10", "20"}),
              "changed while it was read (10 bytes, then 20): still being written");
    EXPECT_EQ(issue(IssueCode::FileUnfinishedSave, {}),
              "fault-tolerance save not finished (its folder ends in _tmp)");
    EXPECT_EQ(issue(IssueCode::LogPastTraining, {"global_step", "2000000000000"}),
              "global step 2000000000000 is past any training (over 2^40)");
    EXPECT_EQ(issue(IssueCode::LogPastTraining, {"epoch", "2000000000"}),
              "epoch 2000000000 is past any training (over 2^30)");
    EXPECT_EQ(issue(IssueCode::LogSkippedWithoutColon, {"warmup", "", ""}),
              "no ':' after 'warmup', the field skipped");
    EXPECT_EQ(
        issue(IssueCode::LogSkippedWithoutColon, {"global_norm [1 2]", "global_norm", "[1 2]"}),
        "global_norm: no ':' before its value '[1 2]', the field skipped");
    EXPECT_EQ(issue(IssueCode::LogNotJsonObject, {"'{'", "1"}),
              "not a JSON object: expected '{' at column 1");
    EXPECT_EQ(issue(IssueCode::LogColumnNotNumber, {"time", "abc", "time"}),
              "column 'time': 'abc' is not a time (seconds, or a date and time)");
    EXPECT_EQ(issue(IssueCode::LogSkippedUnit, {"lr", "s", "ms"}),
              "lr: unit 's' where earlier lines had 'ms'");
    // The kinds rank-table --json has always printed as "code".
    EXPECT_STREQ(issueCodeName(IssueCode::RankTablePlaceholder), "placeholder");
    EXPECT_STREQ(issueCodeName(IssueCode::DuplicateDeviceIp), "duplicate-device-ip");
    EXPECT_STREQ(issueCodeName(IssueCode::RankTableStatus), "status");
}
