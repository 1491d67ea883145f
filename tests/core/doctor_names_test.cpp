// Names that do not match: a prefix MindSpore strips (or cannot add), renamed parameters with
// their closest checkpoint names, parameters missing outright.
#include <gtest/gtest.h>

#include "doctor/diagnoser.h"
#include "doctor/namematcher.h"
#include "doctorfixtures.h"

namespace shardscope {
namespace {

using test::Shape;

const DoctorProblem* find(const DoctorReport& r, const std::string& name) {
    for (const DoctorProblem& p : r.problems) {
        if (p.name == name) {
            return &p;
        }
    }
    ADD_FAILURE() << "no problem for " << name;
    return nullptr;
}

// The unsplit tiny network's checkpoint, as entries: what load_checkpoint returns.
CheckpointSide unsplitSide(const std::string& prefix = {}) {
    const SynthModel model = test::synthModel(test::synthConfig(1, 1, 1));
    CheckpointSide side;
    side.path = "model.ckpt";
    for (const SynthParam& p : model.params) {
        side.entries.push_back({prefix + p.name, p.dtype, p.shape, TensorKind::Tensor});
    }
    side.entries.push_back({"global_step", "Int32", {1}, TensorKind::Tensor});
    return side;
}

NetSpec tinyNet() {
    return test::standaloneNet(test::synthModel(test::synthConfig(1, 1, 1)));
}

TEST(DoctorNames, ACheckpointPrefixIsStrippedUnlessStrict) {
    const CheckpointSide side = unsplitSide("network.");
    const NetSpec net = tinyNet();
    const DoctorReport loose = Diagnoser(side, net).run(false);
    EXPECT_TRUE(loose.loads());
    ASSERT_EQ(loose.warnings.size(), 1u);
    EXPECT_EQ(loose.warnings[0],
              "For 'load_param_into_net', remove parameter prefix name: network., continue to "
              "load.");

    const DoctorReport strict = Diagnoser(side, net).run(true);
    EXPECT_EQ(strict.problems.size(), 36u);
    const DoctorProblem* p = find(strict, "backbone.layernorm.beta");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->kind, ProblemKind::Prefix);
    EXPECT_EQ(p->mindsporeMessage,
              "For 'load_param_into_net', 36 parameters in the 'net' are not loaded, because they "
              "are not in the 'parameter_dict', please check whether the network structure is "
              "consistent when training and loading checkpoint.");
    EXPECT_EQ(p->diagnosis.text,
              "the checkpoint stores it as 'network.backbone.layernorm.beta', under the prefix "
              "'network.': strict_load=True does not strip prefixes.");
    EXPECT_EQ(p->diagnosis.prefix, "network.");
    EXPECT_FALSE(p->diagnosis.prefixOnNet);
    EXPECT_EQ(p->fix.kind, FixKind::LoadOption);
    EXPECT_EQ(p->fix.text,
              "load with strict_load=False: MindSpore then strips the prefix 'network.' itself "
              "(and logs it)");
    ASSERT_EQ(strict.findings.size(), 1u);
    EXPECT_EQ(strict.findings[0].kind, FindingKind::Prefix);
    EXPECT_EQ(strict.findings[0].text,
              "36 parameters differ from the checkpoint's names only by the prefix 'network.', "
              "which the checkpoint's names carry.");
}

TEST(DoctorNames, ANetworkPrefixIsNeverAdded) {
    NetSpec net = tinyNet();
    for (NetParam& p : net.params) {
        p.name = "model." + p.name;
    }
    const DoctorReport r = Diagnoser(unsplitSide(), net).run(false);
    EXPECT_EQ(r.problems.size(), 36u);
    const DoctorProblem& p = r.problems.front();
    EXPECT_EQ(p.kind, ProblemKind::Prefix);
    EXPECT_TRUE(p.diagnosis.prefixOnNet);
    EXPECT_EQ(p.diagnosis.text,
              "the checkpoint stores it as 'backbone.embedding.word_embedding.embedding_table', "
              "without the network's prefix 'model.': MindSpore strips prefixes from the "
              "checkpoint's names but never adds them.");
    EXPECT_EQ(p.fix.kind, FixKind::Python);
    EXPECT_EQ(p.fix.command, "param_dict = {'model.' + k: v for k, v in param_dict.items()}");
}

TEST(DoctorNames, RenamedParametersGetTheirClosestNamesAndOneRenameLine) {
    NetSpec net = tinyNet();
    for (NetParam& p : net.params) {
        const size_t at = p.name.find(".dense1.");
        if (at != std::string::npos) {
            p.name.replace(at, 8, ".q_proj.");
        }
    }
    net.params.push_back({"head.classifier.weight", {10, 64}, "Float32"});
    const DoctorReport r = Diagnoser(unsplitSide(), net).run(false);
    EXPECT_EQ(r.problems.size(), 5u);
    const DoctorProblem* p = find(r, "backbone.blocks.1.attention.q_proj.bias");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->kind, ProblemKind::Renamed);
    ASSERT_FALSE(p->diagnosis.candidates.empty());
    EXPECT_EQ(p->diagnosis.candidates.front(), "backbone.blocks.1.attention.dense1.bias");
    EXPECT_EQ(p->fix.command,
              "param_dict['backbone.blocks.1.attention.q_proj.bias'] = "
              "param_dict.pop('backbone.blocks.1.attention.dense1.bias')");

    const DoctorProblem* head = find(r, "head.classifier.weight");
    ASSERT_NE(head, nullptr);
    EXPECT_EQ(head->kind, ProblemKind::Missing);
    EXPECT_EQ(head->diagnosis.text,
              "the checkpoint has no entry of this name, under a prefix or a close name: the "
              "parameter keeps its initial value.");

    ASSERT_EQ(r.findings.size(), 1u);
    EXPECT_EQ(r.findings[0].kind, FindingKind::Renames);
    EXPECT_EQ(r.findings[0].params, 4u);
    EXPECT_EQ(r.findings[0].text,
              "4 parameters were renamed the same way: '.dense1.' in the checkpoint is "
              "'.q_proj.' in the network.");
    EXPECT_EQ(r.findings[0].fix.command,
              "param_dict = {k.replace('.dense1.', '.q_proj.'): v for k, v in "
              "param_dict.items()}");
}

TEST(DoctorNames, MatcherPrefersTheSameShapeAndCutsDifferencesAtDots) {
    const NameMatcher m({{"blocks.0.attn.wq", "Float32", {8, 8}, TensorKind::Tensor},
                         {"blocks.0.attn.wk", "Float32", {4, 8}, TensorKind::Tensor},
                         {"far.away.name.entirely", "Float32", {4, 8}, TensorKind::Tensor}});
    EXPECT_EQ(m.closest({"blocks.0.attn.wv", {4, 8}, "Float32"}),
              (std::vector<std::string>{"blocks.0.attn.wk", "blocks.0.attn.wq"}));
    EXPECT_EQ(NameMatcher::editDistance("kitten", "sitting", 10), 3u);
    EXPECT_EQ(NameMatcher::editDistance("a", "abcdefgh", 3), 4u);
    EXPECT_EQ(NameMatcher::difference("a.dense1.weight", "a.q_proj.weight"),
              (std::pair<std::string, std::string>{".dense1.", ".q_proj."}));
    EXPECT_EQ(NameMatcher::difference("old.w", "new.w"),
              (std::pair<std::string, std::string>{"old.", "new."}));
    EXPECT_EQ(m.ckptPrefix("attn.wq"), "blocks.0.");
    EXPECT_EQ(m.netPrefix("net.blocks.0.attn.wk"), "net.");
    EXPECT_EQ(m.netPrefix("netblocks.0.attn.wk"), "");  // whole components only
}

}  // namespace
}  // namespace shardscope
