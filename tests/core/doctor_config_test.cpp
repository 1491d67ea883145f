// The doctor tells a changed model configuration (hidden size, vocabulary, layer count) and a
// changed dtype from a parallel split.
#include <gtest/gtest.h>

#include <filesystem>

#include "doctor/configchange.h"
#include "doctor/diagnoser.h"
#include "doctorfixtures.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using test::Shape;

SynthConfig unsplit() {
    return test::synthConfig(1, 1, 1);
}

CheckpointSide sideOf(const std::string& path) {
    auto side = CheckpointSide::load(path, {}, 0);
    EXPECT_TRUE(side) << (side ? "" : side.error().describe());
    return std::move(side).value();
}

using test::findProblem;

class DoctorConfig : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        test::writeRun(s_dir->file("h64"), unsplit());
        // The same bytes outside any run folder: nothing says they are unsplit.
        fs::copy_file(test::rankFile(s_dir->file("h64"), 0), s_dir->file("lone.ckpt"));
    }
    static void TearDownTestSuite() {
        delete s_dir;
        s_dir = nullptr;
    }
    static std::string h64() { return test::rankFile(s_dir->file("h64"), 0); }
    static test::TempDir* s_dir;
};
test::TempDir* DoctorConfig::s_dir = nullptr;

TEST_F(DoctorConfig, HiddenSizeChangeAcrossManyParameters) {
    SynthConfig wide = unsplit();
    wide.hidden = 128;
    const NetSpec net = test::standaloneNet(test::synthModel(wide));
    for (const std::string& path : {h64(), s_dir->file("lone.ckpt")}) {
        const DoctorReport r = Diagnoser(sideOf(path), net).run(false);
        EXPECT_EQ(r.problems.size(), 36u) << path;
        for (const DoctorProblem& p : r.problems) {
            EXPECT_EQ(p.kind, ProblemKind::ConfigChange) << path << ": " << p.name;
        }
        const DoctorProblem* dense = findProblem(r, "backbone.blocks.0.attention.dense1.weight");
        ASSERT_NE(dense, nullptr);
        EXPECT_EQ(configNameEnglish(dense->diagnosis.configName), std::string("hidden size"));
        EXPECT_EQ(dense->diagnosis.ckptValue, 64);
        EXPECT_EQ(dense->diagnosis.netValue, 128);
        EXPECT_EQ(dense->diagnosis.sameChange, 34u);
        EXPECT_EQ(dense->fix.kind, FixKind::Config);
        EXPECT_EQ(dense->fix.text,
                  "build the network with hidden size 64 (the checkpoint's; the network uses "
                  "128), or load a checkpoint trained with the network's configuration");
        const DoctorProblem* mapping = findProblem(r, "backbone.blocks.1.output.mapping.weight");
        ASSERT_NE(mapping, nullptr);
        EXPECT_EQ(mapping->fix.text,
                  "build the network with hidden size 64 and feed-forward size 256 (the "
                  "checkpoint's; the network uses 128 and 512), or load a checkpoint trained "
                  "with the network's configuration");
        ASSERT_EQ(r.findings.size(), 1u);
        EXPECT_EQ(r.findings[0].kind, FindingKind::ConfigChange);
        EXPECT_EQ(r.findings[0].text,
                  "the network is built with another model configuration than the checkpoint "
                  "(checkpoint -> network): hidden size 64 -> 128 (34 parameters), feed-forward "
                  "size 256 -> 512 (6 parameters).");
        EXPECT_EQ(r.findings[0].params, 36u);
    }
    const DoctorReport certain = Diagnoser(sideOf(h64()), net).run(false);
    EXPECT_EQ(findProblem(certain, "backbone.blocks.0.layernorm1.gamma")->diagnosis.text,
              "the full shapes differ, (64,) in the checkpoint and (128,) in the network (dim 0 "
              "64 -> 128); 64 -> 128 changes 34 parameters: the model configuration differs, not "
              "the parallel layout; hidden size: 64 in the checkpoint, 128 in the network.");
}

TEST_F(DoctorConfig, AVocabularyChangeIsNamedByTheEmbedding) {
    SynthConfig big = unsplit();
    big.vocab = 1024;
    const NetSpec net = test::standaloneNet(test::synthModel(big));
    const DoctorReport r = Diagnoser(sideOf(s_dir->file("lone.ckpt")), net).run(false);
    ASSERT_EQ(r.problems.size(), 1u);
    const DoctorProblem& p = r.problems[0];
    EXPECT_EQ(p.name, "backbone.embedding.word_embedding.embedding_table");
    EXPECT_EQ(p.kind, ProblemKind::ConfigChange);
    EXPECT_EQ(configNameEnglish(p.diagnosis.configName), std::string("vocabulary size"));
    EXPECT_EQ(p.diagnosis.dim, 0);
    EXPECT_EQ(p.fix.text,
              "build the network with vocabulary size 512 (the checkpoint's; the network uses "
              "1024), or load a checkpoint trained with the network's configuration");
}

TEST_F(DoctorConfig, FewerLayersInTheCheckpoint) {
    SynthConfig deep = unsplit();
    deep.layers = 4;
    const NetSpec net = test::standaloneNet(test::synthModel(deep));
    const DoctorReport r = Diagnoser(sideOf(h64()), net).run(false);
    EXPECT_EQ(r.problems.size(), 32u);  // 16 parameters in each of layers 2 and 3
    const DoctorProblem* p = findProblem(r, "backbone.blocks.3.output.projection.bias");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->kind, ProblemKind::ConfigChange);
    EXPECT_EQ(configNameEnglish(p->diagnosis.configName), std::string("layer count"));
    EXPECT_EQ(p->diagnosis.ckptValue, 2);
    EXPECT_EQ(p->diagnosis.netValue, 4);
    EXPECT_EQ(p->diagnosis.text,
              "the network has 4 layers of backbone.blocks. (0-3), the checkpoint 2 (0-1): this "
              "layer has nothing to load.");
    EXPECT_EQ(p->fix.text,
              "build the network with 2 layers (the checkpoint's; it has 4), or load a "
              "checkpoint of the network's depth");
    ASSERT_EQ(r.findings.size(), 1u);
    EXPECT_EQ(r.findings[0].kind, FindingKind::LayerCount);
    EXPECT_EQ(r.findings[0].text,
              "backbone.blocks.: the checkpoint has 2 layers (0-1), the network 4 (0-3).");
    EXPECT_EQ(r.findings[0].params, 32u);
}

TEST_F(DoctorConfig, MoreLayersInTheCheckpointLoadButAreReported) {
    test::TempDir dir;
    SynthConfig deep = unsplit();
    deep.layers = 4;
    test::writeRun(dir.file("deep"), deep);
    const NetSpec net = test::standaloneNet(test::synthModel(unsplit()));
    const DoctorReport r = Diagnoser(sideOf(test::rankFile(dir.file("deep"), 0)), net).run(false);
    EXPECT_TRUE(r.loads());
    EXPECT_TRUE(r.problems.empty());
    ASSERT_EQ(r.findings.size(), 1u);
    EXPECT_EQ(r.findings[0].text,
              "backbone.blocks.: the checkpoint has 4 layers (0-3), the network 2 (0-1); the "
              "checkpoint's layers 2-3 are not loaded (ckpt_not_load).");
}

TEST_F(DoctorConfig, HalfPrecisionCheckpointConvertsUnlessStrict) {
    test::TempDir dir;
    SynthConfig half = unsplit();
    half.dtype = "Float16";
    test::writeRun(dir.file("fp16"), half);
    NetSpec net = test::standaloneNet(test::synthModel(unsplit()));
    const CheckpointSide side = sideOf(test::rankFile(dir.file("fp16"), 0));

    const DoctorReport loose = Diagnoser(side, net).run(false);
    EXPECT_TRUE(loose.loads());
    EXPECT_EQ(loose.loaded, 36u);
    const DoctorProblem* w = findProblem(loose, "backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->kind, ProblemKind::DtypeConverted);
    EXPECT_EQ(w->severity, Severity::Warning);
    EXPECT_EQ(w->mindsporeMessage,
              "The type of backbone.blocks.0.attention.dense1.weight:Float16 in 'parameter_dict' "
              "is different from the type of it in 'net':Float32, then the type convert from "
              "Float16 to Float32 in the network. May consume additional memory and time");
    // Layer norms stay Float32 whatever the model dtype.
    EXPECT_EQ(loose.problems.size(), 26u);
    ASSERT_EQ(loose.findings.size(), 1u);
    EXPECT_EQ(loose.findings[0].kind, FindingKind::DtypeChange);
    EXPECT_EQ(loose.findings[0].text,
              "26 parameters are Float16 in the checkpoint and Float32 in the network (converted "
              "on load).");

    const DoctorReport strict = Diagnoser(side, net).run(true);
    EXPECT_FALSE(strict.loads());
    const DoctorProblem* s = findProblem(strict, "backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->kind, ProblemKind::Dtype);
    EXPECT_EQ(s->diagnosis.text,
              "the checkpoint stores Float16, the network declares Float32: strict_load=True "
              "never converts dtypes.");
    EXPECT_EQ(s->fix.kind, FixKind::LoadOption);
    EXPECT_EQ(s->fix.text,
              "load with strict_load=False: MindSpore then converts Float16 to Float32 with a "
              "warning");

    // Across families nothing converts: an Int32 step into a Float32 parameter.
    net.params.push_back({"global_step", {1}, "Float32"});
    const DoctorReport cross = Diagnoser(side, net).run(false);
    const DoctorProblem* step = findProblem(cross, "global_step");
    ASSERT_NE(step, nullptr);
    EXPECT_EQ(step->kind, ProblemKind::Dtype);
    EXPECT_EQ(step->mindsporeMessage,
              "For 'load_param_into_net', global_step in the argument 'net' should have the same "
              "type as global_step in the argument 'parameter_dict'. but got its type Float32 in "
              "the argument 'net' and type Int32 in the argument 'parameter_dict'.May you need "
              "to check whether the checkpoint you loaded is correct.");
    EXPECT_EQ(step->fix.text,
              "declare global_step as Int32 in the network (the checkpoint's dtype), or cast the "
              "entry in the parameter_dict before loading");
    EXPECT_EQ(cross.firstError, "global_step");
}

TEST_F(DoctorConfig, ScalarIntoATensorParameter) {
    NetSpec net = test::standaloneNet(test::synthModel(unsplit()));
    net.params.push_back({"epoch_num", {2}, "Int64"});
    net.params.push_back({"learning_rate", {1}, "Float32"});
    const DoctorReport r = Diagnoser(sideOf(h64()), net).run(false);
    ASSERT_EQ(r.problems.size(), 1u);
    const DoctorProblem& p = r.problems[0];
    EXPECT_EQ(p.kind, ProblemKind::ScalarShape);
    EXPECT_EQ(p.mindsporeMessage,
              "For 'load_param_into_net', epoch_num in the argument 'parameter_dict' is scalar, "
              "then the shape of epoch_num in the argument 'net' should be (1,) or (), but got "
              "shape (2,).May you need to check whether the checkpoint you loaded is correct.");
    EXPECT_EQ(p.diagnosis.text,
              "the checkpoint stores epoch_num as a scalar (Int64), the network's parameter has "
              "shape (2,); a scalar loads only into (1,) or ().");
}

TEST(DoctorConfigFinder, OneRanksSlicesAreASplitConsistentChangesAConfig) {
    // Without layouts: single dimensions halved alike look like one rank's slice...
    ConfigChangeFinder slices({{"a.dense.weight", {32, 64}, {64, 64}, false},
                               {"a.dense.bias", {32}, {64}, false},
                               {"a.mapping.weight", {64, 128}, {64, 256}, false}});
    for (const auto& v : slices.verdicts()) {
        EXPECT_EQ(v.kind, ProblemKind::Split);
        EXPECT_TRUE(v.ckptSmaller);
    }
    EXPECT_EQ(slices.verdicts()[0].diagnosis.text,
              "dim 0 is 2 times smaller in the checkpoint (32) than in the network (64), as in 3 "
              "parameters: the checkpoint looks like one rank's slice of a run that splits this "
              "dimension 2 ways (without the run's strategy the axis and the rank cannot be "
              "named).");
    // ...while a factor no device count gives, repeated, is a model dimension.
    ConfigChangeFinder classes(
        {{"fc3.weight", {10, 84}, {100, 84}, false}, {"fc3.bias", {10}, {100}, false}});
    EXPECT_EQ(classes.verdicts()[0].kind, ProblemKind::ConfigChange);
    ASSERT_EQ(classes.changes().size(), 1u);
    EXPECT_EQ(configNameEnglish(classes.changes()[0].configName), std::string("a model dimension"));
    EXPECT_EQ(classes.changes()[0].params, 2u);
    // A lone odd difference stays unexplained.
    ConfigChangeFinder odd({{"w", {3, 5}, {6, 5}, false}});
    EXPECT_EQ(odd.verdicts()[0].kind, ProblemKind::ShapeMismatch);
    EXPECT_EQ(odd.verdicts()[0].diagnosis.text,
              "dim 0 is 3 in the checkpoint and 6 in the network (a factor of 2): a split of "
              "that dimension or a different model size; the run's strategy (--strategy) tells "
              "which.");
    ConfigChangeFinder rank({{"w", {3, 5, 1}, {3, 5, 2, 2}, false}});
    EXPECT_EQ(rank.verdicts()[0].kind, ProblemKind::ShapeMismatch);
}

}  // namespace
}  // namespace shardscope
