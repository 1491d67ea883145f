// Names that do not match: a prefix MindSpore strips (or cannot add), renamed parameters with
// their closest checkpoint names, parameters missing outright.
#include <gtest/gtest.h>

#include "doctor/diagnoser.h"
#include "doctor/namematcher.h"
#include "doctorfixtures.h"

namespace shardscope {
namespace {

using test::Shape;

using test::findProblem;

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
    const DoctorProblem* p = findProblem(strict, "backbone.layernorm.beta");
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
    const DoctorProblem* p = findProblem(r, "backbone.blocks.1.attention.q_proj.bias");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->kind, ProblemKind::Renamed);
    ASSERT_FALSE(p->diagnosis.candidates.empty());
    EXPECT_EQ(p->diagnosis.candidates.front(), "backbone.blocks.1.attention.dense1.bias");
    EXPECT_EQ(p->fix.command,
              "param_dict['backbone.blocks.1.attention.q_proj.bias'] = "
              "param_dict.pop('backbone.blocks.1.attention.dense1.bias')");

    const DoctorProblem* head = findProblem(r, "head.classifier.weight");
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

namespace shardscope {
namespace {

// The matcher against the plain definitions (every entry compared, full Levenshtein), on
// names of a made-up network: the indexes and the pruning change nothing.
size_t levenshtein(const std::string& a, const std::string& b) {
    std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) {
        prev[j] = j;
    }
    for (size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            cur[j] = std::min(
                {prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::vector<std::string> closestByDefinition(const std::vector<CkptEntry>& unused,
                                             const NetParam& p) {
    const size_t limit = std::max<size_t>(3, p.name.size() / 3);
    std::vector<std::tuple<bool, size_t, size_t>> scored;
    for (size_t i = 0; i < unused.size(); ++i) {
        if (unused.size() > 2000 && unused[i].shape != p.shape) {
            continue;
        }
        const size_t d = levenshtein(p.name, unused[i].name);
        if (d <= limit) {
            scored.emplace_back(unused[i].shape != p.shape, d, i);
        }
    }
    std::sort(scored.begin(), scored.end());
    std::vector<std::string> out;
    for (size_t i = 0; i < scored.size() && i < 3; ++i) {
        out.push_back(unused[std::get<2>(scored[i])].name);
    }
    return out;
}

TEST(DoctorNames, TheMatchersIndexesFindWhatComparingEveryEntryFinds) {
    uint64_t state = 12345;
    const auto next = [&](uint64_t n) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return (state >> 33) % n;
    };
    const char* parts[] = {"model",     "net",    "layers", "blocks", "attn", "mlp",
                           "q_proj",    "dense1", "w",      "weight", "bias", "norm",
                           "embedding", "0",      "1",      "12"};
    const auto name = [&] {
        std::string out;
        const uint64_t n = 1 + next(5);
        for (uint64_t i = 0; i < n; ++i) {
            out += (i ? "." : "") + std::string(parts[next(16)]);
            if (next(4) == 0) {
                out += std::to_string(next(30));
            }
        }
        return out;
    };
    for (size_t size : {size_t{400}, size_t{2500}}) {
        std::vector<CkptEntry> unused;
        for (size_t i = 0; i < size; ++i) {
            unused.push_back({name(), "Float32", {int64_t(1 + next(3)), 8}, TensorKind::Tensor});
        }
        const NameMatcher m(unused);
        for (int q = 0; q < 150; ++q) {
            // Queries: new names, entries' names changed a little, and entries under a prefix.
            std::string query = name();
            const std::string& some = unused[next(size)].name;
            if (q % 3 == 1) {
                query = some;
                query[next(query.size())] = 'x';
                query.insert(next(query.size()), "ab");
            } else if (q % 3 == 2) {
                query = std::string(parts[next(16)]) + "." + some;
            }
            const NetParam p{query, {int64_t(1 + next(3)), 8}, "Float32"};
            EXPECT_EQ(m.closest(p), closestByDefinition(unused, p)) << query;
            std::string ckptPrefix, netPrefix;
            for (const CkptEntry& e : unused) {
                if (ckptPrefix.empty() && e.name.size() > query.size() &&
                    e.name.compare(e.name.size() - query.size(), query.size(), query) == 0) {
                    ckptPrefix = e.name.substr(0, e.name.size() - query.size());
                }
                const size_t length = query.size() - std::min(query.size(), e.name.size());
                if (query.size() > e.name.size() && query.ends_with(e.name) &&
                    query[length - 1] == '.' && (netPrefix.empty() || length < netPrefix.size())) {
                    netPrefix = query.substr(0, length);
                }
            }
            EXPECT_EQ(m.ckptPrefix(query), ckptPrefix) << query;
            EXPECT_EQ(m.netPrefix(query), netPrefix) << query;
            // The entry it was made from (a few edits away) and a random one.
            for (const std::string& other : {some, unused[next(size)].name}) {
                for (size_t limit : {0, 1, 2, 3, 5, 40}) {
                    EXPECT_EQ(NameMatcher::editDistance(query, other, limit),
                              std::min(levenshtein(query, other), limit + 1))
                        << query << " / " << other << " within " << limit;
                }
            }
        }
    }
}

}  // namespace
}  // namespace shardscope
