// The Explain panel says how the strategy splits a parameter in the one split wording (core's
// splitArg, rendered through PieceText, as the Parameters table says it), then explains it.
#include <gtest/gtest.h>

#include "chinesetranslation.h"
#include "matrixtestrun.h"
#include "widgets/models/common/explaintext.h"
#include "widgets/models/common/splitwords.h"

using namespace shardscope;

namespace {

// "w" of matrixTestRun, its optimizer state sharded 2 ways among its 2 replicas.
std::shared_ptr<RunDocument> optShardedRun() {
    auto run = matrixTestRun();
    ParamLayout p;
    p.name = "w";
    p.devMatrices = {{2, 4}};
    p.tensorMap = {{0}, {-1}};
    p.optShardSize = 2;
    p.optShardStep = 4;  // the replicas lie 4 ranks apart (dp is the outer axis)
    ParamInfo& w = run->params[0];
    w.layout = TensorLayout::make(p, w.globalShape).value();
    w.localShape = w.layout->localShape();
    return run;
}

}  // namespace

TEST(ExplainText, SaysTheSplitInItsOneWording) {
    const auto run = matrixTestRun();
    const ParamInfo& w = run->params[0];
    const QString split =
        SplitWords::text(describeSplit(*w.layout), SplitWords::axisNames(*run, w));
    EXPECT_EQ(split, QStringLiteral("dim 0 / 4 over mp, replicated ×2 over dp"));
    EXPECT_EQ(ExplainText::forParam(*run, w),
              QStringLiteral("How the strategy splits w [8, 6]: dim 0 / 4 over mp, replicated ×2 "
                             "over dp. A replica is data parallelism: the ranks that hold the "
                             "same part keep the same weights. Every rank of pipeline stage 0 "
                             "therefore stores [2, 6] (48\u00A0B)."));
    // Replicated on every rank of its stage: no dimension is cut.
    const ParamInfo& ln = run->params[1];
    EXPECT_EQ(ExplainText::forParam(*run, ln),
              QStringLiteral("How the strategy splits ln [6]: replicated ×8 over dp,mp. A replica "
                             "is data parallelism: the ranks that hold the same part keep the "
                             "same weights. Every rank of pipeline stage 1 therefore stores [6] "
                             "(48\u00A0B)."));
    const auto sharded = optShardedRun();
    EXPECT_EQ(ExplainText::forParam(*sharded, sharded->params[0]),
              QStringLiteral("How the strategy splits w [8, 6]: dim 0 / 4 over mp, replicated ×2 "
                             "over dp, optimizer shard ×2. A replica is data parallelism: the "
                             "ranks that hold the same part keep the same weights. The optimizer "
                             "shard splits each part again among its replicas, along dimension 0, "
                             "so a rank stores only its own piece. Every rank of pipeline stage 0 "
                             "therefore stores [1, 6] (48\u00A0B)."));
}

TEST(ExplainText, SaysTheSplitInChineseAsTheParametersTableDoes) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const auto run = optShardedRun();
    EXPECT_EQ(
        ExplainText::forParam(*run, run->params[0]),
        QStringLiteral("w [8, 6] 的切分方式：维度 0 按 mp 切 4 份、副本 ×2（dp）、优化器分片 ×2。"
                       "副本即数据并行：持有同一份的各卡上权重相同。优化器分片将每一份沿维度 0 "
                       "在其副本之间再切分，因此每张卡只保存属于自己的那一片。综上，流水线阶段 0 "
                       "的每张卡保存 [1, 6]（48\u00A0B）。"));
}
