// Errors about layouts that the core reports inside other words (a parameter's status, an issue
// about a layout): the CLI's English stays as it was, and the Chinese window says the error in
// Chinese too, from the error's own template, not an English detail inside a Chinese sentence.
#include <gtest/gtest.h>

#include <QTemporaryDir>

#include "../core/ckptrewrite.h"
#include "chinesetranslation.h"
#include "fit/fitmodel.h"
#include "fit/fitnetwork.h"
#include "inspect/rundocument.h"
#include "inspect/runloader.h"
#include "layout/tensorlayout.h"
#include "synth/synthrun.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/common/splitwords.h"

using namespace shardscope;

namespace {

const char* const kDense1 = "backbone.blocks.0.attention.dense1.weight";

}  // namespace

// A rank that holds a slice of the wrong shape: the tooltip of the parameter's status names the
// rank and both shapes in the window's language.
TEST(LayoutErrorWords, AShapeThatContradictsTheStrategyIsSaidInChinese) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const std::string path = dir.path().toStdString();
    ASSERT_TRUE(writeSynthRun(path, SynthConfig{}));
    test::rewriteCheckpoint(path + "/rank_2/synth-2_250.ckpt",
                            [](std::string& name, std::vector<int64_t>& dims) {
                                if (name == kDense1) {
                                    dims = {64, 32};  // the right bytes, the wrong shape
                                }
                            });
    auto run = loadRunFolder(path);
    ASSERT_TRUE(run) << run.error().describe();
    const ParamInfo* dense = run->find(kDense1);
    ASSERT_NE(dense, nullptr);
    ASSERT_EQ(dense->status, ParamStatus::ShapeContradicts);
    EXPECT_EQ(SplitWords::statusDetail(*run, *dense),
              QStringLiteral("The shape in the checkpoint contradicts the strategy: rank 2 holds "
                             "shape [64, 32], the strategy gives [32, 64]"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(SplitWords::statusDetail(*run, *dense),
              QStringLiteral("检查点中的形状与策略冲突：卡 2 上的形状为 [64, 32]，但策略文件给出的"
                             "形状是 [32, 64]"));
}

// A target layout that does not divide its parameter's shape: fit says its bytes are not
// counted, the CLI in the words it always used, the window in Chinese.
TEST(LayoutErrorWords, ALayoutThatDoesNotDivideIsSaidInChinese) {
    auto preset = networkPreset("demo");
    ASSERT_TRUE(preset) << preset.error().describe();
    FitInput in = fitInputFromPreset(*preset, Split{1, 2, 1, 0});
    std::string odd;
    for (const ParamLayout& l : in.target->layouts) {
        const auto shape = in.shapes.find(l.name);
        if (odd.empty() && shape != in.shapes.end() && !shape->second.empty()) {
            std::vector<int64_t> three = shape->second;
            three.front() = 3;  // no split in two or more divides it
            if (!TensorLayout::make(l, three)) {
                odd = l.name;
                shape->second = three;
            }
        }
    }
    ASSERT_FALSE(odd.empty());
    auto report = fitStep(in, uint64_t{64} << 30, Links{}, false);
    ASSERT_TRUE(report) << report.error().describe();
    const Issue* invalid = nullptr;
    for (const Issue& issue : report->issues) {
        if (issue.code == IssueCode::InvalidLayout && issue.arg("param") == odd) {
            invalid = &issue;
        }
    }
    ASSERT_NE(invalid, nullptr);
    ASSERT_NE(invalid->cause, nullptr);
    // The CLI's words, as before; the window's English is the same (a value starts it).
    EXPECT_EQ(invalid->text(),
              "dimension 0 (size 3) does not divide by 2 (device axis 1 of "
              "dev_matrix [1, 2]): its bytes are not counted");
    EXPECT_EQ(IssueText::text(*invalid), QString::fromStdString(invalid->text()));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(IssueText::text(*invalid),
              QStringLiteral(
                  "维度 0（大小 3）不能被 2 整除（设备矩阵 [1, 2] 的设备轴 1）：其字节数未计入"));
}
