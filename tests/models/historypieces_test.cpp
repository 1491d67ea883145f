// Why a saved step cannot be resumed from reads in Chinese end to end in the window: the damage,
// the ranks it hits and a tensor list's difference are pieces the window translates; the CLI's
// English is unchanged, byte for byte.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <filesystem>
#include <string>
#include <vector>

#include "chinesetranslation.h"
#include "formats/checkpointwriter.h"
#include "history/historyloader.h"
#include "history/resumepicker.h"
#include "run/rundiscovery.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/history/historytexts.h"

using namespace shardscope;

namespace {

void writeCkpt(const std::string& path, int floats) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    auto writer = CheckpointWriter::create(path);
    ASSERT_TRUE(writer);
    const std::vector<uint8_t> bytes(4u * static_cast<size_t>(floats), 1);
    ASSERT_TRUE(writer->addTensor("w", "Float32", {floats}, bytes));
    ASSERT_TRUE(writer->commit());
}

// Two ranks saving three steps; rank 0's newest holds 'w' of 8 floats where its others hold 4.
std::string writeRun(const QTemporaryDir& dir) {
    std::string run = dir.path().toStdString();
    for (int r = 0; r < 2; ++r) {
        const std::string folder = run + "/rank_" + std::to_string(r) + "/";
        writeCkpt(folder + "net-1_10.ckpt", 4);
        writeCkpt(folder + "net-2_10.ckpt", 4);
        writeCkpt(folder + "net-3_10.ckpt", r == 0 ? 8 : 4);
    }
    return run;
}

const Issue* issueOf(const RunFolder& run, IssueCode code) {
    for (const Issue& i : run.issues) {
        if (i.code == code) {
            return &i;
        }
    }
    return nullptr;
}

}  // namespace

TEST(HistoryPieces, ATensorListThatDiffersReadsInChinese) {
    QTemporaryDir dir;
    const std::string run = writeRun(dir);
    const auto h = loadRunHistory(run);
    ASSERT_TRUE(h) << h.error().describe();
    const FileReason& reason = h->steps[2].cell(0)->best().reason;
    const std::string english =
        "tensor list differs from this rank's other saved steps: 'w' is Float32 [8] here, Float32 "
        "[4] in net-1_10.ckpt";
    EXPECT_EQ(reasonText(reason), english);
    EXPECT_EQ(HistoryTexts::reasonText(reason), QString::fromStdString(english));
    const std::vector<IssueArg> reasons = unusableReasons(h->steps[2]);
    ASSERT_EQ(reasons.size(), 1u);
    EXPECT_EQ(reasons[0].value, "tensor list differs from the rank's other steps on rank 0");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(HistoryTexts::reasonText(reason),
              QStringLiteral("张量列表与该卡的其他保存点不同：'w' 在此为 Float32 [8]，在 "
                             "net-1_10.ckpt 中为 Float32 [4]"));
}

// The step a user chose that cannot be resumed from: the run's warning, in both languages.
TEST(HistoryPieces, AChosenStepThatCannotBeResumedFromReadsInChinese) {
    QTemporaryDir dir;
    const std::string run = writeRun(dir);
    StepChoice choice;
    choice.step = "net-3_10";
    const auto folder = discoverRunFolder(run, choice);
    ASSERT_TRUE(folder) << folder.error().describe();
    const Issue* unusable = issueOf(*folder, IssueCode::StepUnusable);
    ASSERT_NE(unusable, nullptr);
    EXPECT_EQ(unusable->text(),
              "step net-3_10 cannot be resumed from: tensor list differs from the rank's other "
              "steps on rank 0");
    EXPECT_EQ(IssueText::text(*unusable),
              QStringLiteral("Step net-3_10 cannot be resumed from: tensor list differs from the "
                             "rank's other steps on rank 0"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(IssueText::text(*unusable),
              QStringLiteral("无法从保存点 net-3_10 续训：卡 0：张量列表与该卡的其他保存点不同"));
}

// No step complete on every rank: the newest one's reasons, joined in the window's language.
TEST(HistoryPieces, NoUsableStepReadsInChinese) {
    QTemporaryDir dir;
    const std::string run = dir.path().toStdString();
    writeCkpt(run + "/rank_0/net-1_10.ckpt", 4);
    writeCkpt(run + "/rank_0/net-2_10.ckpt", 4);
    writeCkpt(run + "/rank_1/net-2_10.ckpt", 4);
    writeCkpt(run + "/rank_1/net-3_10.ckpt", 4);
    std::filesystem::resize_file(run + "/rank_1/net-2_10.ckpt", 5);
    const auto folder = discoverRunFolder(run);
    ASSERT_TRUE(folder) << folder.error().describe();
    const Issue* none = issueOf(*folder, IssueCode::NoUsableStep);
    ASSERT_NE(none, nullptr);
    EXPECT_EQ(none->text(),
              "no saved step is complete and intact on every rank (the newest, net-3_10: missing "
              "on rank 0); each rank's lexicographically last file is used, as MindSpore does");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(IssueText::text(*none),
              QStringLiteral("没有在每张卡上都完好的保存点（最新的 net-3_10：卡 0：缺失）；与 "
                             "MindSpore 一样，每张卡使用字典序最后的文件"));
}

// MindSpore's rule would take an older step: the window says the CLI's sentence, explanation
// included (the pick's messages), in Chinese; it no longer words the consequence its own way.
TEST(HistoryPieces, MindSporesOlderPickReadsAsTheCliSaysItInChinese) {
    QTemporaryDir dir;
    const std::string run = dir.path().toStdString();
    for (int r = 0; r < 2; ++r) {
        writeCkpt(run + "/rank_" + std::to_string(r) + "/net-2_10.ckpt", 4);
        writeCkpt(run + "/rank_" + std::to_string(r) + "/net-10_10.ckpt", 4);
    }
    const auto folder = discoverRunFolder(run);
    ASSERT_TRUE(folder) << folder.error().describe();
    const Issue* pick = issueOf(*folder, IssueCode::StepNotMindSporePick);
    ASSERT_NE(pick, nullptr);
    EXPECT_EQ(pick->text(),
              "using net-10_10; MindSpore's rule (each rank's lexicographically last file) takes "
              "an older step, net-2_10 (epoch 2, step 10), instead of net-10_10 (names sort as "
              "text, so 'net-10_10' comes before 'net-2_10')");
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(IssueText::text(*pick),
              QStringLiteral("使用 net-10_10；按 MindSpore 的规则（每张卡取字典序最后的文件）："
                             "会取更早的保存点 net-2_10（第 2 轮第 10 步），而不是 net-10_10"
                             "（文件名按文本排序，所以“net-10_10”排在“net-2_10”之前）"));
}
