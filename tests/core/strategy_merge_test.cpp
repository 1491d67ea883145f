#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "formats/strategy.h"
#include "strategyfiles.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

using test::kReal;

class TempDir {
public:
    TempDir() {
        static std::atomic<int> counter{0};
        m_path = fs::temp_directory_path() /
                 ("shardscope_merge_" + std::to_string(getpid()) + "_" + std::to_string(counter++));
        fs::remove_all(m_path);
        fs::create_directories(m_path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    std::string path() const { return m_path.string(); }
    std::string file(const std::string& name) const { return (m_path / name).string(); }

private:
    fs::path m_path;
};

Strategy loadOk(const std::string& path) {
    Result<Strategy> r = loadStrategy(path);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return r.ok() ? std::move(r).value() : Strategy{};
}

// The per-stage file MindSpore saved before merging: that stage's items and unprefixed layouts.
Strategy stagePart(const Strategy& merged, int stage) {
    Strategy part;
    part.currentStage = merged.currentStage;
    for (const StrategyItem& item : merged.items) {
        if (static_cast<int>(item.stage) == stage) {
            part.items.push_back(item);
        }
    }
    for (ParamLayout layout : merged.layouts) {
        if (layout.stage == stage) {
            layout.prefixed = false;
            part.layouts.push_back(std::move(layout));
        }
    }
    return part;
}

void writeOk(const Strategy& s, const std::string& path) {
    const Status st = writeStrategyFile(s, path);
    ASSERT_TRUE(st.ok()) << st.error().describe();
}

TEST(StrategyMerge, SplitAndMergeReproducesMindSporesMergedFile) {
    // strategy_8_npus lists stage 1 first, so name the files to make stage 1 sort first.
    const Strategy original = loadOk(kReal + "strategy_8_npus.ckpt");
    TempDir dir;
    writeOk(stagePart(original, 1), dir.file("a_stage1.ckpt"));
    writeOk(stagePart(original, 0), dir.file("b_stage0.ckpt"));

    const Strategy part = loadOk(dir.file("a_stage1.ckpt"));
    EXPECT_FALSE(part.merged);
    EXPECT_EQ(part.fileStage(), 1u);
    EXPECT_EQ(part.layouts.size(), 76u);
    EXPECT_EQ(part.items.size(), 17u);

    const Strategy merged = loadOk(dir.path());
    EXPECT_EQ(merged.source, dir.path());
    EXPECT_TRUE(merged.merged);
    EXPECT_EQ(merged.currentStage, 1u);
    EXPECT_TRUE(merged.issues.empty());
    EXPECT_EQ(merged.stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(merged.items, original.items);
    EXPECT_EQ(merged.layouts, original.layouts);
    EXPECT_EQ(serializeStrategyProtobuf(merged), test::readFile(kReal + "strategy_8_npus.ckpt"));
}

TEST(StrategyMerge, FilesAreTakenInNameOrder) {
    const Strategy original = loadOk(kReal + "strategy_4_npus.ckpt");
    TempDir dir;
    writeOk(stagePart(original, 1), dir.file("stage1.ckpt"));
    writeOk(stagePart(original, 0), dir.file("stage0.ckpt"));
    const Strategy merged = loadOk(dir.path());
    EXPECT_EQ(merged.layouts.front().storedName(),
              "0-adam_v.backbone.blocks.0.attention.dense1.bias");
    EXPECT_EQ(serializeStrategyProtobuf(merged), test::readFile(kReal + "strategy_4_npus.ckpt"));
}

TEST(StrategyMerge, MergesJsonStages) {
    const Strategy original = loadOk(kReal + "strategy_4_npus.ckpt");
    TempDir dir;
    writeOk(stagePart(original, 0), dir.file("stage0.json"));
    writeOk(stagePart(original, 1), dir.file("stage1.json"));
    const Strategy merged = loadOk(dir.path());
    EXPECT_EQ(merged.format, StrategyFormat::Json);
    EXPECT_TRUE(merged.merged);
    EXPECT_EQ(merged.layouts, original.layouts);
    EXPECT_EQ(merged.items, original.items);
}

// A second, different file for a stage is skipped with a notice; a byte-identical copy (what
// MindFormers writes, one file per rank) is the same strategy and says nothing.
TEST(StrategyMerge, DuplicateStageIsSkippedWithNotice) {
    const Strategy original = loadOk(kReal + "strategy_4_npus.ckpt");
    TempDir dir;
    writeOk(stagePart(original, 0), dir.file("stage0.ckpt"));
    Strategy other = stagePart(original, 0);
    other.layouts.pop_back();
    writeOk(other, dir.file("stage0_again.ckpt"));
    fs::copy_file(dir.file("stage0.ckpt"), dir.file("stage0_copy.ckpt"));
    writeOk(stagePart(original, 1), dir.file("stage1.ckpt"));
    std::ofstream(dir.file("README.txt")) << "notes\n";
    fs::create_directory(dir.file("logs"));

    const Strategy merged = loadOk(dir.path());
    EXPECT_EQ(merged.layouts.size(), 148u);
    EXPECT_EQ(merged.items.size(), 34u);
    ASSERT_EQ(merged.issues.size(), 2u);
    EXPECT_EQ(merged.issues[0].code, IssueCode::StrayFile);
    EXPECT_EQ(merged.issues[0].argValues(), (std::vector<std::string>{"README.txt"}));
    EXPECT_EQ(merged.issues[1].code, IssueCode::DuplicateStage);
    EXPECT_EQ(merged.issues[1].argValues(),
              (std::vector<std::string>{"0", dir.file("stage0_again.ckpt"), dir.file("stage0.ckpt"),
                                        ""}));
    EXPECT_EQ(merged.issues[1].text(), "stage 0 already merged from " + dir.file("stage0.ckpt") +
                                           ", skipped " + dir.file("stage0_again.ckpt"));
}

Error mergeError(const std::string& folder) {
    Result<Strategy> r = mergeStrategyFolder(folder);
    EXPECT_FALSE(r.ok()) << folder;
    return r.ok() ? Error{} : r.error();
}

TEST(StrategyMerge, MixedFormatsAreRefused) {
    const Strategy original = loadOk(kReal + "strategy_4_npus.ckpt");
    TempDir dir;
    writeOk(stagePart(original, 0), dir.file("stage0.ckpt"));
    writeOk(stagePart(original, 1), dir.file("stage1.json"));
    const Error e = mergeError(dir.path());
    EXPECT_EQ(e.code, ErrorCode::MixedFormats);
    EXPECT_EQ(e.file, dir.path());
    EXPECT_EQ(e.message,
              "the folder mixes strategy formats: .ckpt (stage0.ckpt) and .json (stage1.json)");
}

TEST(StrategyMerge, MissingStageUsesMindSporesMessage) {
    const Strategy original = loadOk(kReal + "strategy_4_npus.ckpt");
    TempDir dir;
    writeOk(stagePart(original, 1), dir.file("stage1.ckpt"));
    const Error e = mergeError(dir.path());
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.file, dir.path());
    EXPECT_EQ(e.message, "The strategy file for pipeline parallel does not contains all stages.");
    EXPECT_EQ(e.fix, "stages found: 1; every stage from 0 up needs its file");
    // The fix's template and its arguments, for the window to say it in the user's language.
    ASSERT_NE(e.fixTemplate, nullptr);
    EXPECT_STREQ(e.fixTemplate, "stages found: {stages}; every stage from 0 up needs its file");
    EXPECT_EQ(e.fixArgs, (std::vector<IssueArg>{{"stages", "1"}}));

    Strategy third = stagePart(original, 1);
    for (StrategyItem& item : third.items) {
        item.stage = 2;
    }
    writeOk(stagePart(original, 0), dir.file("stage0.ckpt"));
    writeOk(third, dir.file("stage2.ckpt"));
    fs::remove(dir.file("stage1.ckpt"));
    EXPECT_EQ(mergeError(dir.path()).fix,
              "stages found: 0, 2; every stage from 0 up needs its file");
}

TEST(StrategyMerge, EmptyStageFileAndEmptyFolder) {
    TempDir dir;
    EXPECT_EQ(mergeError(dir.path()).code, ErrorCode::NotFound);

    Strategy noItems = stagePart(loadOk(kReal + "strategy_4_npus.ckpt"), 0);
    noItems.items.clear();
    writeOk(noItems, dir.file("stage0.ckpt"));
    const Error e = mergeError(dir.path());
    EXPECT_EQ(e.code, ErrorCode::Empty);
    EXPECT_EQ(e.describe(), dir.file("stage0.ckpt") + ": the strategy file is empty");

    EXPECT_EQ(mergeError(dir.file("stage0.ckpt")).code, ErrorCode::InvalidArgument);
    EXPECT_EQ(mergeError(dir.file("nowhere")).code, ErrorCode::NotFound);
}

TEST(StrategyMerge, StagePrefixIsAddedToNamesAsStored) {
    // A per-stage name containing '-' is prefixed like any other, as MindSpore's "-".join does.
    Strategy part;
    part.items.push_back({"MatMul_x", 0, {{2}}});
    ParamLayout layout;
    layout.name = "conv-1.weight";
    layout.devMatrices = {{2}};
    layout.tensorMap = {{0}};
    part.layouts.push_back(layout);
    TempDir dir;
    writeOk(part, dir.file("s0.ckpt"));
    const Strategy merged = loadOk(dir.path());
    ASSERT_EQ(merged.layouts.size(), 1u);
    EXPECT_EQ(merged.layouts[0].storedName(), "0-conv-1.weight");
    Result<Strategy> again = parseStrategyProtobuf(serializeStrategyProtobuf(merged), "m.ckpt");
    ASSERT_TRUE(again.ok());
    EXPECT_TRUE(again->merged);
    EXPECT_EQ(again->layouts[0].name, "conv-1.weight");
}

}  // namespace
}  // namespace shardscope
