// MindSpore's group information file (group_ckpt_save_file): told apart from a checkpoint and
// from a strategy file, with what it holds (issue 15, section 4).
#include <gtest/gtest.h>

#include "formats/checkpointfile.h"
#include "formats/groupinfo.h"
#include "formats/strategy.h"
#include "strategyfiles.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::kData;
// Rank 0 of dp 2 x mp 4: its two groups and its restore list, encoded by hand
// (tests/data/strategy/README.md).
const std::string kGroupInfo = kData + "/strategy/group_info.ckpt";

std::span<const uint8_t> span(const std::string& bytes) {
    return {reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()};
}

const std::string kSentence =
    "a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: 2 "
    "communication groups (4-8436781282925330421: ranks 0-3; 2-6301172352641561019: ranks 0,4), "
    "and a restore reads ranks 0,4. MindSpore reads it with restore_group_info_list; resharding "
    "needs the strategy file (strategy_ckpt_save_file) instead";

TEST(GroupInfo, ItsGroupsAndRestoreRanksAreRead) {
    const std::string bytes = test::readFile(kGroupInfo);
    const auto info = parseGroupInfo(span(bytes));
    ASSERT_TRUE(info);
    ASSERT_EQ(info->groups.size(), 2u);
    EXPECT_EQ(info->groups[0].name, "4-8436781282925330421");
    EXPECT_EQ(info->groups[0].ranks, (std::vector<uint32_t>{0, 1, 2, 3}));
    EXPECT_EQ(info->groups[1].name, "2-6301172352641561019");
    EXPECT_EQ(info->groups[1].ranks, (std::vector<uint32_t>{0, 4}));
    EXPECT_EQ(info->restoreRanks, (std::vector<uint32_t>{0, 4}));
    EXPECT_EQ(groupInfoSentence(*info), kSentence);
}

// Opened as a checkpoint it said "parameter 'hccl_world_group': tensor has no tensor_type";
// given as a strategy, "this is a checkpoint file".
TEST(GroupInfo, ACheckpointReaderAndAStrategyReaderSayWhatItIs) {
    auto file = CheckpointFile::open(kGroupInfo);
    ASSERT_FALSE(file);
    EXPECT_EQ(file.error().code, ErrorCode::Unsupported);
    EXPECT_EQ(file.error().describe(), kGroupInfo + ": " + kSentence);
    auto strategy = readStrategyFile(kGroupInfo);
    ASSERT_FALSE(strategy);
    EXPECT_EQ(strategy.error().code, ErrorCode::BadStrategy);
    EXPECT_EQ(strategy.error().message, kSentence);
}

// In data-parallel mode MindSpore writes no group, only the restore list: the file starts with
// the tag a strategy item has (0x12).
TEST(GroupInfo, TheDataParallelFormWithoutGroups) {
    const std::string path = kData + "/strategy/group_info_data_parallel.pb";
    const std::string sentence =
        "a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: 0 "
        "communication groups, and a restore reads ranks 0-7. MindSpore reads it with "
        "restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) "
        "instead";
    auto strategy = readStrategyFile(path);
    ASSERT_FALSE(strategy);
    EXPECT_EQ(strategy.error().message, sentence);
    auto file = CheckpointFile::open(path);
    ASSERT_FALSE(file);
    EXPECT_EQ(file.error().message, sentence);
}

// Strict: real checkpoints and strategy files (and a group file cut short) are never taken for
// one.
TEST(GroupInfo, NoCheckpointOrStrategyIsTakenForOne) {
    for (const char* real :
         {"adam_small_net.ckpt", "lenet_mnist_old_scalars.ckpt", "router_4x16.ckpt",
          "strategy_4_npus.ckpt", "llama2_13b_2p_strategy.ckpt"}) {
        const std::string bytes = test::readFile(kData + "/real/" + real);
        EXPECT_FALSE(parseGroupInfo(span(bytes))) << real;
    }
    const std::string bytes = test::readFile(kGroupInfo);
    EXPECT_FALSE(parseGroupInfo(span(bytes.substr(0, bytes.size() - 3))));
    EXPECT_FALSE(parseGroupInfo({}));
}

}  // namespace
}  // namespace shardscope
