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
    IssueCode::StrategyUnusable,  IssueCode::RankTableUnusable,
    IssueCode::RedundancyRemoved, IssueCode::SourceUnreadable,
    IssueCode::BadLayout,         IssueCode::NotDivisibleLayout,
    IssueCode::PlanFailed,        IssueCode::MissingTensor,
    IssueCode::NotDivisible,      IssueCode::OptShardSkipped,
    IssueCode::ShapeUnknown,      IssueCode::InvalidLayout,
    IssueCode::InvalidStrategy,   IssueCode::StepNotMindSporePick,
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

// A code whose call site still writes its sentence prints that sentence.
TEST(MessageCatalogue, LegacySentencesPrintAsWritten) {
    const Issue legacy = makeIssue(IssueCode::PlanFailed, Severity::Error, "cannot plan");
    EXPECT_EQ(legacy.text(), "cannot plan");
}
