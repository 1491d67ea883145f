// A strategy of another run beside a run's folders: one clear headline, not a derived warning per
// parameter, and no shape from it presented as a fact.
#include <gtest/gtest.h>

#include <filesystem>

#include "inspect/inspectreport.h"
#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

TEST(StrategyMismatch, ASixteenCardStrategyBesideAnEightCardRunIsOneHeadline) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("run"), SynthConfig{}));  // 8 ranks: dp 2, mp 2, pp 2
    SynthConfig bigger;
    bigger.dp = 4;  // 16 cards
    SynthOptions strategyOnly;
    strategyOnly.strategyOnly = true;
    ASSERT_TRUE(writeSynthRun(dir.file("other"), bigger, strategyOnly));
    fs::remove_all(dir.file("run/strategy"));
    fs::remove(dir.file("run/strategy.ckpt"));
    const std::string other = fs::exists(dir.file("other/strategy.ckpt"))
                                  ? dir.file("other/strategy.ckpt")
                                  : dir.file("other/strategy");
    for (const bool named : {false, true}) {
        SCOPED_TRACE(named ? "named" : "found beside the run");
        if (!named) {
            fs::copy(other, dir.file("run/") + fs::path(other).filename().string(),
                     fs::copy_options::recursive | fs::copy_options::overwrite_existing);
        }
        LoadOptions options;
        options.strategyPath = named ? other : std::string();
        auto model = loadRunFolder(dir.file("run"), options);
        ASSERT_TRUE(model.ok()) << model.error().describe();
        EXPECT_FALSE(model->strategy.has_value());
        EXPECT_EQ(model->strategyPath, "");
        std::vector<const Issue*> headlines;
        for (const Issue& issue : model->issues) {
            EXPECT_NE(issue.code, IssueCode::MissingOnRanks) << issue.text();
            EXPECT_NE(issue.code, IssueCode::ShapeContradictsStrategy) << issue.text();
            if (issue.code == IssueCode::StrategyRunMismatch) {
                headlines.push_back(&issue);
            }
        }
        ASSERT_EQ(headlines.size(), 1u);
        EXPECT_EQ(headlines[0]->text(),
                  "the strategy describes 16 cards (2 stages of 8), the run has 8: it belongs to "
                  "another run, so its layouts are not used");
        EXPECT_EQ(headlines[0]->argValues(), (std::vector<std::string>{"16", "2", "8", "8"}));
        for (const ParamInfo& p : model->params) {
            EXPECT_FALSE(p.layout.has_value()) << p.name;  // no derived global shape
        }
        // inspect says it too, once.
        auto report = inspectPath(dir.file("run"));
        ASSERT_TRUE(report.ok());
        if (!named) {
            size_t said = 0;
            for (const Issue& issue : report->issues) {
                said += issue.code == IssueCode::StrategyRunMismatch;
            }
            EXPECT_EQ(said, 1u);
        }
    }
}

}  // namespace
}  // namespace shardscope
