// The message catalogue: each code's English template, its placeholders and plural forms.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "util/messagecatalogue.h"

using namespace shardscope;

namespace {

// The codes whose call sites still write their own English (Issue::legacyMessage). The list
// only shrinks: a code moved into the catalogue leaves it, and a new code starts in the catalogue.
const std::set<IssueCode> kNotYetCatalogued = {
    IssueCode::EncryptedFile,
    IssueCode::UnknownDtype,
    IssueCode::StrategyUnusable,
    IssueCode::RankTableUnusable,
    IssueCode::RedundancyRemoved,
    IssueCode::StrategyRanksUnread,
    IssueCode::SourceUnreadable,
    IssueCode::BadLayout,
    IssueCode::NotDivisibleLayout,
    IssueCode::PlanFailed,
    IssueCode::MissingTensor,
    IssueCode::NotDivisible,
    IssueCode::OptShardSkipped,
    IssueCode::ShapeUnknown,
    IssueCode::StageSplit,
    IssueCode::InvalidLayout,
    IssueCode::InvalidStrategy,
    IssueCode::ExportLeftOut,
    IssueCode::StepNotMindSporePick,
    IssueCode::DestinationRanksOutside,
    IssueCode::DestinationOtherStrategy,
    IssueCode::DestinationOtherConversion,
    IssueCode::DestinationOtherFiles,
    IssueCode::DestinationInUse,
};

// Arguments a sentence does not repeat because the issue's subject shows them: the parameter
// is the issue's `param`, printed beside the sentence.
bool shownBySubject(std::string_view arg) {
    return arg == "param";
}

}  // namespace

TEST(MessageCatalogue, EveryCodeIsCataloguedOrListedAsNotYet) {
    for (int c = 0; c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        SCOPED_TRACE(issueCodeName(code));
        EXPECT_NE(isCatalogued(code), kNotYetCatalogued.count(code) != 0);
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
        for (const MessageForm& form : issueForms(code)) {
            ASSERT_NE(form.text, nullptr);
            std::vector<std::string> placeholders = templatePlaceholders(form.text);
            if (form.plural != nullptr) {
                ASSERT_NE(form.count, nullptr);
                EXPECT_EQ(templatePlaceholders(form.plural), placeholders)
                    << "the singular and plural templates name the same arguments";
                EXPECT_NE(std::find(names.begin(), names.end(), form.count), names.end());
            }
            if (form.when != nullptr) {
                const std::string_view when(form.when);
                const std::string_view arg = when.substr(0, when.find('='));
                EXPECT_NE(std::find(names.begin(), names.end(), arg), names.end()) << when;
            }
            for (const std::string& p : placeholders) {
                EXPECT_NE(std::find(names.begin(), names.end(), p), names.end()) << p;
                used.insert(p);
            }
        }
        EXPECT_EQ(issueForms(code).back().when, nullptr) << "the last wording always fits";
        for (const std::string_view name : names) {
            const bool conditionOnly = std::any_of(
                issueForms(code).begin(), issueForms(code).end(), [&](const MessageForm& f) {
                    return (f.when != nullptr &&
                            std::string_view(f.when).substr(
                                0, std::string_view(f.when).find('=')) == name) ||
                           (f.count != nullptr && f.count == name);
                });
            EXPECT_TRUE(used.count(std::string(name)) != 0 || shownBySubject(name) || conditionOnly)
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

// A code whose call site still writes its sentence prints that sentence.
TEST(MessageCatalogue, LegacySentencesPrintAsWritten) {
    const Issue legacy = makeIssue(IssueCode::PlanFailed, Severity::Error, "cannot plan");
    EXPECT_EQ(legacy.text(), "cannot plan");
}
