// The Slices tab's controller with no view (issue 32 §3): on a synthetic run written to disk and
// loaded, it holds the parameter, the drawn dimensions and the piece chosen, and works out the
// geometry for the frame it is given, the caption, the tooltip and the details of a piece (with
// the bytes in each real rank file), in English and Chinese.
#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>

#include "chinesetranslation.h"
#include "inspect/runloader.h"
#include "loadedsynthrun.h"
#include "slicetestruns.h"
#include "synth/synthrun.h"
#include "widgets/models/slices/slicecontroller.h"

using namespace shardscope;

namespace {

class SliceControllerTest : public LoadedSynthRunSuite {
protected:
    static void SetUpTestSuite() {
        SynthConfig config;
        config.optShard = 2;
        loadSynthRun(config);
    }
};

}  // namespace

TEST_F(SliceControllerTest, HoldsTheParameterAndSaysHowItIsCut) {
    SliceController c;
    c.setFrame({QFont(), QSizeF(760, 480), 1});
    EXPECT_EQ(c.geometry(), nullptr);
    EXPECT_EQ(c.caption(),
              (QStringList{QStringLiteral("No parameter selected"),
                           QStringLiteral("Select a parameter to see how it is cut.")}));
    c.setRunDocument(s_run);
    EXPECT_EQ(c.paramIndex(), -1);
    const int dense = paramIndex("backbone.blocks.0.attention.dense1.weight");
    ASSERT_GE(dense, 0);
    QSignalSpy params(&c, &SliceController::paramChanged);
    QSignalSpy views(&c, &SliceController::viewChanged);
    c.setParam(dense);
    EXPECT_EQ(params.count(), 1);
    EXPECT_EQ(views.count(), 1);
    ASSERT_NE(c.geometry(), nullptr);
    EXPECT_EQ(c.rowDim(), 0);
    EXPECT_EQ(c.colDim(), 1);
    EXPECT_EQ(
        c.caption(),
        (QStringList{QStringLiteral("backbone.blocks.0.attention.dense1.weight  [64, 64]"),
                     QStringLiteral("dim 0 / 2 over mp, replicated ×2 over dp, optimizer shard ×2"),
                     QStringLiteral("rows: dim 0 · columns: dim 1 · zoom 100%")}));
    // Cut in two along mp; each half's optimizer state in two pieces over dp.
    const SliceGeometry* geo = c.geometry();
    ASSERT_EQ(geo->slices().size(), 2u);
    EXPECT_EQ(geo->slices()[0].ranks, (std::vector<int>{0, 2}));
    EXPECT_EQ(geo->slices()[1].ranks, (std::vector<int>{1, 3}));
    EXPECT_EQ(geo->slices()[1].chunks.size(), 2u);
    EXPECT_FALSE(c.hasDimsChoice());  // two dimensions: both drawn
    ASSERT_EQ(c.dimsChoices().size(), 2u);
    EXPECT_EQ(c.dimsChoices()[1].label, QStringLiteral("rows: dim 1, columns: dim 0"));
    EXPECT_TRUE(c.dimsChoices()[0].current);

    // The second optimizer piece of the second half, as a click chooses it: its index ranges and
    // where rank 3's file keeps its bytes.
    QSignalSpy details(&c, &SliceController::detailsChanged);
    QSignalSpy activated(&c, &SliceController::sliceActivated);
    c.activate({1, 1});
    const QString text = QStringLiteral(
        "backbone.blocks.0.attention.dense1.weight[32:64, :]\n"
        "dimension 0: indices 32 to 63 (32 of 64)\n"
        "dimension 1: indices 0 to 63 (64 of 64)\n"
        "Held by ranks 1, 3 (replicas: the same values on each).\n"
        "\n"
        "Optimizer piece 2 of 2: [48:64, :], stored by rank 3\n"
        "  rank 3: rank_3/synth-2_250.ckpt, bytes 82509 \u2013 86605 (4.0\u00a0KiB)");
    EXPECT_EQ(c.detailsText(), text);
    ASSERT_EQ(details.count(), 1);
    EXPECT_EQ(details[0][0].toString(), text);
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated[0][0].toInt(), 1);
    EXPECT_EQ(activated[0][1].toInt(), 1);
    EXPECT_EQ(c.current(), (SliceGeometry::Hit{1, 1}));
    EXPECT_EQ(c.toolTipAt(geo->slices()[1].chunks[1].rect.center()),
              QStringLiteral("Element [56, 32]\n"
                             "Slice 2 of 2: [32:64, :], on ranks 1, 3\n"
                             "Optimizer piece 2 of 2: [48:64, :], stored by rank 3\n"
                             "Click for byte offsets in each rank file."));
    EXPECT_EQ(c.toolTipAt(QPointF(-100, -100)), QString());
    EXPECT_EQ(c.neighbour(0, -1), (SliceGeometry::Hit{1, 0}));  // the piece above
    c.setCurrent({7, 0});                                       // no such slice: nothing
    EXPECT_EQ(c.current(), (SliceGeometry::Hit{1, 1}));

    // The names the device matrix gives the axes, and the caption in Chinese.
    c.setAxisNames({QStringLiteral("data"), QStringLiteral("model")});
    EXPECT_EQ(c.caption().value(1),
              QStringLiteral("dim 0 / 2 over model, replicated ×2 over data, optimizer shard ×2"));
    c.setAxisNames({});
    {
        ChineseTranslation zh;
        ASSERT_TRUE(zh.loaded());
        EXPECT_EQ(c.caption().value(1),
                  QStringLiteral("维度 0 按 mp 切 2 份、副本 ×2（dp）、优化器分片 ×2"));
        EXPECT_EQ(c.caption().value(2), QStringLiteral("行：维度 0 · 列：维度 1 · 缩放 100%"));
    }

    // Other dimensions drawn: the piece is dropped, its details stay until another parameter.
    c.setDims(1, 0);
    EXPECT_EQ(c.current(), SliceGeometry::Hit{});
    EXPECT_EQ(c.caption().value(2), QStringLiteral("rows: dim 1 · columns: dim 0 · zoom 100%"));
    EXPECT_EQ(c.detailsText(), text);
    c.setParam(-1);
    EXPECT_EQ(c.detailsText(), QString());
    ASSERT_EQ(details.count(), 2);
    EXPECT_EQ(details[1][0].toString(), QString());
    EXPECT_EQ(c.geometry(), nullptr);
}

// Of a tensor of three dimensions two are drawn; the third is shown at an index, kept in range.
TEST_F(SliceControllerTest, DrawsTwoDimensionsAndHoldsTheOtherAtAnIndex) {
    SliceController c;
    c.setFrame({QFont(), QSizeF(700, 500), 1.25});
    c.setRunDocument(cubeSliceRun());
    EXPECT_FALSE(c.hasDimsChoice());
    c.setParam(0);
    EXPECT_TRUE(c.hasDimsChoice());
    EXPECT_EQ(c.shape(), (std::vector<int64_t>{4, 6, 8}));
    EXPECT_EQ(c.caption().value(2),
              QStringLiteral("rows: dim 0 · columns: dim 1 · dim 2 at index 0 · zoom 125%"));
    QSignalSpy views(&c, &SliceController::viewChanged);
    c.setFixedIndex(2, 99);
    EXPECT_EQ(c.fixedIndex(2), 7);
    EXPECT_EQ(views.count(), 1);
    c.setFixedIndex(5, 1);  // no such dimension: nothing
    EXPECT_EQ(views.count(), 1);
    c.setDims(2, 1);
    EXPECT_EQ(c.caption().value(2),
              QStringLiteral("rows: dim 2 · columns: dim 1 · dim 0 at index 0 · zoom 125%"));
    ASSERT_NE(c.geometry(), nullptr);
    EXPECT_EQ(c.geometry()->slices().size(), 1u);  // dim 0, with its cut, is not drawn
    QStringList labels;
    for (const SliceController::DimsChoice& choice : c.dimsChoices()) {
        labels << choice.label + (choice.current ? QStringLiteral(" *") : QString());
    }
    EXPECT_EQ(labels, (QStringList{QStringLiteral("rows: dim 0, columns: dim 1"),
                                   QStringLiteral("rows: dim 0, columns: dim 2"),
                                   QStringLiteral("rows: dim 1, columns: dim 0"),
                                   QStringLiteral("rows: dim 1, columns: dim 2"),
                                   QStringLiteral("rows: dim 2, columns: dim 0"),
                                   QStringLiteral("rows: dim 2, columns: dim 1 *")}));
    c.setParam(-1);
    EXPECT_TRUE(c.dimsChoices().empty());
    EXPECT_EQ(c.fixedIndex(2), 0);
}
