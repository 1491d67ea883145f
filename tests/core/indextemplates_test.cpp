// Files that list the same tensors at the same offsets share one index (IndexTemplates); a file
// that differs anywhere outside its tensors' contents is indexed on its own and still named.
#include <gtest/gtest.h>

#include <filesystem>

#include "ckptrewrite.h"
#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"
#include "formats/indextemplates.h"
#include "history/historyloader.h"
#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

struct TemplateTensor {
    std::string name;
    std::vector<int64_t> dims;
};

void writeTemplateFile(const std::string& path, const std::vector<TemplateTensor>& tensors,
                       uint32_t seed) {
    auto w = CheckpointWriter::create(path);
    ASSERT_TRUE(w);
    for (const TemplateTensor& t : tensors) {
        const auto bytes = test::patternBytes(static_cast<size_t>(test::product(t.dims)) * 4, seed);
        ASSERT_TRUE(w->addTensor(t.name, "Float32", t.dims, bytes));
    }
    ASSERT_TRUE(w->commit());
}

std::vector<TemplateTensor> templateTensors() {
    return {{"layer.0.weight", {4, 8}}, {"layer.0.bias", {8}}, {"layer.1.weight", {8, 4}}};
}

CheckpointParseOptions templateParse(const InternPoolPtr& pool) {
    CheckpointParseOptions parse;
    parse.verifyCrc = false;
    parse.pool = pool;
    return parse;
}

TEST(IndexTemplates, FilesWithTheSameHeadersShareOneIndexWhateverTheirContents) {
    test::TempDir dir;
    writeTemplateFile(dir.file("a.ckpt"), templateTensors(), 1);
    writeTemplateFile(dir.file("b.ckpt"), templateTensors(), 2);
    ASSERT_NE(test::readFile(dir.file("a.ckpt")), test::readFile(dir.file("b.ckpt")));
    const auto pool = std::make_shared<InternPool>();
    pool->keepTemplates();
    auto a = CheckpointFile::open(dir.file("a.ckpt"), templateParse(pool));
    auto b = CheckpointFile::open(dir.file("b.ckpt"), templateParse(pool));
    ASSERT_TRUE(a && b);
    EXPECT_EQ(pool->templates()->size(), 1u);
    EXPECT_TRUE(a->index().tensors.sharedWith(b->index().tensors));
    EXPECT_EQ(b->index().path, dir.file("b.ckpt"));
    ASSERT_NE(b->index().find("layer.1.weight"), nullptr);
    // The shared entries read each file's own bytes.
    std::vector<uint8_t> fromB;
    ASSERT_TRUE(b->readTensor(*b->index().find("layer.0.bias"), [&](auto bytes) -> Status {
        fromB.assign(bytes.begin(), bytes.end());
        return {};
    }));
    EXPECT_EQ(fromB, test::patternBytes(32, 2));
    // Without templates every file has its own entries.
    auto alone = CheckpointFile::open(dir.file("b.ckpt"), templateParse(nullptr));
    ASSERT_TRUE(alone);
    EXPECT_FALSE(alone->index().tensors.sharedWith(a->index().tensors));
}

// Two threads parsing files of one class at once both keep their own parse; the second to
// arrive takes the first one's entries, so the class shares one list whatever the timing.
TEST(IndexTemplates, TheSecondFileOfAClassParsedAtOnceTakesTheFirstOnesEntries) {
    test::TempDir dir;
    writeTemplateFile(dir.file("a.ckpt"), templateTensors(), 1);
    writeTemplateFile(dir.file("b.ckpt"), templateTensors(), 2);
    const auto pool = std::make_shared<InternPool>();
    auto a = CheckpointFile::open(dir.file("a.ckpt"), templateParse(pool));
    auto b = CheckpointFile::open(dir.file("b.ckpt"), templateParse(pool));
    ASSERT_TRUE(a && b);
    ASSERT_FALSE(a->index().tensors.sharedWith(b->index().tensors));
    IndexTemplates templates;
    const std::string bytesA = test::readFile(dir.file("a.ckpt"));
    const std::string bytesB = test::readFile(dir.file("b.ckpt"));
    const TensorTable keptA = templates.add(a->index(), test::spanOf(bytesA));
    EXPECT_TRUE(keptA.sharedWith(a->index().tensors));
    const TensorTable keptB = templates.add(b->index(), test::spanOf(bytesB));
    EXPECT_TRUE(keptB.sharedWith(a->index().tensors));
    EXPECT_EQ(templates.size(), 1u);
}

TEST(IndexTemplates, AFileDifferingOutsideItsContentsIsIndexedOnItsOwn) {
    test::TempDir dir;
    writeTemplateFile(dir.file("a.ckpt"), templateTensors(), 1);
    // Same size, same offsets: a name of the same length, then dims of the same element count.
    auto renamed = templateTensors();
    renamed[1].name = "layer.0.biaz";
    writeTemplateFile(dir.file("renamed.ckpt"), renamed, 1);
    auto reshaped = templateTensors();
    reshaped[0].dims = {8, 4};
    writeTemplateFile(dir.file("reshaped.ckpt"), reshaped, 1);
    ASSERT_EQ(test::readFile(dir.file("a.ckpt")).size(),
              test::readFile(dir.file("renamed.ckpt")).size());
    ASSERT_EQ(test::readFile(dir.file("a.ckpt")).size(),
              test::readFile(dir.file("reshaped.ckpt")).size());
    const auto pool = std::make_shared<InternPool>();
    pool->keepTemplates();
    auto a = CheckpointFile::open(dir.file("a.ckpt"), templateParse(pool));
    auto r = CheckpointFile::open(dir.file("renamed.ckpt"), templateParse(pool));
    auto s = CheckpointFile::open(dir.file("reshaped.ckpt"), templateParse(pool));
    ASSERT_TRUE(a && r && s);
    EXPECT_FALSE(r->index().tensors.sharedWith(a->index().tensors));
    EXPECT_FALSE(s->index().tensors.sharedWith(a->index().tensors));
    EXPECT_EQ(r->index().find("layer.0.bias"), nullptr);
    ASSERT_NE(r->index().find("layer.0.biaz"), nullptr);
    EXPECT_EQ(s->index().tensors[0].shape.vec(), (std::vector<int64_t>{8, 4}));
    EXPECT_EQ(a->index().tensors[0].shape.vec(), (std::vector<int64_t>{4, 8}));
}

TEST(IndexTemplates, ATruncatedFileOfAClassIsStillAnError) {
    test::TempDir dir;
    writeTemplateFile(dir.file("a.ckpt"), templateTensors(), 1);
    writeTemplateFile(dir.file("b.ckpt"), templateTensors(), 2);
    std::filesystem::resize_file(dir.file("b.ckpt"),
                                 std::filesystem::file_size(dir.file("b.ckpt")) - 10);
    const auto pool = std::make_shared<InternPool>();
    pool->keepTemplates();
    ASSERT_TRUE(CheckpointFile::open(dir.file("a.ckpt"), templateParse(pool)));
    auto b = CheckpointFile::open(dir.file("b.ckpt"), templateParse(pool));
    ASSERT_FALSE(b);
    EXPECT_EQ(b.error().code, ErrorCode::Truncated);
}

// The stages of a large run save files of one size that differ in their first record (their
// names): more than 32 classes of one payload size are each kept, not only the first 32.
TEST(IndexTemplates, ManyClassesOfOneSizeEachShareTheirOwnIndex) {
    test::TempDir dir;
    constexpr int kClasses = 40;
    for (int c = 0; c < kClasses; ++c) {
        auto tensors = templateTensors();
        tensors[0].name = "stage." + std::to_string(10 + c) + ".weight";
        writeTemplateFile(dir.file("a" + std::to_string(c) + ".ckpt"), tensors, 1);
        writeTemplateFile(dir.file("b" + std::to_string(c) + ".ckpt"), tensors, 2);
    }
    ASSERT_EQ(test::readFile(dir.file("a0.ckpt")).size(),
              test::readFile(dir.file("b39.ckpt")).size());
    const auto pool = std::make_shared<InternPool>();
    pool->keepTemplates();
    std::vector<CheckpointFile> firsts;
    for (int c = 0; c < kClasses; ++c) {
        auto a =
            CheckpointFile::open(dir.file("a" + std::to_string(c) + ".ckpt"), templateParse(pool));
        ASSERT_TRUE(a);
        firsts.push_back(std::move(*a));
    }
    EXPECT_EQ(pool->templates()->size(), static_cast<size_t>(kClasses));
    for (int c = 0; c < kClasses; ++c) {
        auto b =
            CheckpointFile::open(dir.file("b" + std::to_string(c) + ".ckpt"), templateParse(pool));
        ASSERT_TRUE(b);
        EXPECT_TRUE(b->index().tensors.sharedWith(firsts[static_cast<size_t>(c)].index().tensors))
            << "class " << c;
        EXPECT_EQ(b->index().tensors[0].name.str(), "stage." + std::to_string(10 + c) + ".weight");
    }
}

// Rewrites a synth rank file with one tensor renamed (same length, so the same size and
// offsets as the other ranks of its class).
void renameInTemplateRun(const std::string& file, const std::string& from, const std::string& to) {
    test::rewriteCheckpoint(file, [&](std::string& name, std::vector<int64_t>&) {
        if (name == from) {
            name = to;
        }
    });
}

TEST(IndexTemplates, ARunSharesOneIndexPerClassAndStillNamesTheRankThatDiffers) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), SynthConfig{}));
    const std::string name = "backbone.blocks.0.layernorm1.gamma";
    const std::string odd = "backbone.blocks.0.layernorm1.gammx";
    renameInTemplateRun(dir.file("rank_2/synth-2_250.ckpt"), name, odd);
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_EQ(model->rankCount(), 8);
    // Ranks 0, 1 and 3 of stage 0 share one index; rank 2 has its own.
    EXPECT_TRUE(model->files[0]->index().tensors.sharedWith(model->files[1]->index().tensors));
    EXPECT_TRUE(model->files[0]->index().tensors.sharedWith(model->files[3]->index().tensors));
    EXPECT_FALSE(model->files[0]->index().tensors.sharedWith(model->files[2]->index().tensors));
    EXPECT_EQ(model->files[2]->index().path, dir.file("rank_2/synth-2_250.ckpt"));
    std::vector<std::string> messages;
    for (const Issue& issue : model->issues) {
        messages.push_back(issue.text());
    }
    EXPECT_NE(std::find(messages.begin(), messages.end(),
                        "parameter '" + name + "' is missing on rank(s) 2"),
              messages.end());
    const ParamInfo* gamma = model->find(name);
    ASSERT_NE(gamma, nullptr);
    EXPECT_EQ(gamma->ranks, (std::vector<int>{0, 1, 3}));
    const ParamInfo* extra = model->find(odd);
    ASSERT_NE(extra, nullptr);
    EXPECT_EQ(extra->ranks, (std::vector<int>{2}));
    EXPECT_EQ(extra->status, ParamStatus::NotInStrategy);
}

TEST(IndexTemplates, HistoryJudgesTheRankThatDiffersFromItsClassOnItsOwn) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), SynthConfig{}));
    renameInTemplateRun(dir.file("rank_1/synth-2_250.ckpt"), "backbone.blocks.0.layernorm1.gamma",
                        "backbone.blocks.0.layernorm1.gammx");
    HistoryOptions options;
    auto h = loadRunHistory(dir.path(), options);
    ASSERT_TRUE(h) << h.error().describe();
    ASSERT_EQ(h->steps.size(), 1u);
    const HistoryStep& step = h->steps.front();
    ASSERT_EQ(step.cells.size(), 8u);
    uint64_t common = 0;
    for (const HistoryCell& c : step.cells) {
        ASSERT_EQ(c.copies.size(), 1u);
        if (c.rank == 0) {
            common = c.copies[0].signature;
        }
    }
    EXPECT_EQ(step.cells[3].copies[0].signature, common);
    EXPECT_NE(step.cells[1].copies[0].signature, common);
}

}  // namespace
}  // namespace shardscope
