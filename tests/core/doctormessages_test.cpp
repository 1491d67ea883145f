// The doctor's sentences in the one message catalogue: the English word for word as the CLI
// printed it before, pieces (cuts, groups, config values, holders) built when a sentence is said,
// and the codes `doctor --json` prints.
#include <gtest/gtest.h>

#include <set>

#include "doctor/doctormessages.h"
#include "doctor/doctorpieces.h"
#include "util/messagecatalogue.h"
#include "util/messagepiece.h"

using namespace shardscope;

namespace {

std::string english(IssueCode code, const std::vector<std::string>& values,
                    std::vector<IssueArg> pieces = {}) {
    return say(code, values, std::move(pieces)).text();
}

// Cuts of each kind: split over one axis, split over two and sharded, sharded only, whole.
IssueArg splitCut() {
    return cutArg({"0", "64", "2", "1", "[2, 2]", "1", "0", "0", "", "0", "32"});
}
IssueArg splitShardedCut() {
    return cutArg({"0", "64", "2", "0, 1", "[2, 2, 1]", "2", "3", "1", "1", "48", "64"});
}
IssueArg shardedCut() {
    return cutArg({"0", "64", "1", "", "", "2", "3", "", "1", "32", "64"});
}
IssueArg wholeCut() {
    return cutArg({"1", "64", "1", "", "", "1", "3", "", "", "", ""});
}

std::vector<ConfigValue> configValues() {
    return {{ConfigName::HiddenSize, 64, 128, ""}, {ConfigName::VocabularySize, 512, 1024, ""}};
}

IssueArg dims(std::vector<IssueArg> changes) {
    return listOfArgs("dims", std::move(changes), MessagePiece::Join::Commas);
}

}  // namespace

// Every sentence of the doctor is a catalogued issue code; `doctor --json` prints the names it
// always printed, the finding about a run saved without redundancy too (its catalogue name
// tells it from inspect's redundancy-removed warning).
TEST(DoctorMessages, SentencesAreCataloguedIssuesWithTheirJsonCodes) {
    std::set<std::string> names;
    for (int c = 0; c < kIssueCodeCount; ++c) {
        const auto code = static_cast<IssueCode>(c);
        EXPECT_TRUE(isCatalogued(code)) << issueCodeName(code);
        names.insert(issueCodeName(code));
    }
    EXPECT_EQ(names.count("redundancy-removed-unloaded"), 1u);
    EXPECT_STREQ(
        doctorCodeName(say(IssueCode::RedundancyRemovedUnloaded, {"0", "1", ""},
                           {listOfArgs("holders", {holderArg(1, 1)}, MessagePiece::Join::Commas)})),
        "redundancy-removed");
    EXPECT_STREQ(issueCodeName(IssueCode::RedundancyRemoved), "redundancy-removed");
    EXPECT_STREQ(doctorCodeName(say(IssueCode::DtypeConverted, {"Float16", "Float32"})),
                 "dtype-converted");
    EXPECT_STREQ(doctorCodeName(say(IssueCode::FixReshard, {"f", "2"})), "fix-reshard");
    EXPECT_STREQ(doctorCodeName(say(IssueCode::SameRename, {"2", "a", "b"})), "same-rename");
    EXPECT_STREQ(doctorCodeName(std::nullopt), "none");
}

// The findings' English as the core wrote it before the catalogue held it, plurals included.
TEST(DoctorMessages, FindingsReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(IssueCode::PerRankSlice, {"3", "8", "1", "8", "1"}),
              "rank 3's checkpoint is one slice of a run of 8 ranks (1 pipeline stage of 8 "
              "devices): 1 parameter holds slices, and a stand-alone network needs the full "
              "tensors.");
    EXPECT_EQ(english(IssueCode::PerRankSlice, {"0", "8", "2", "4", "12"}),
              "rank 0's checkpoint is one slice of a run of 8 ranks (2 pipeline stages of 4 "
              "devices): 12 parameters hold slices, and a stand-alone network needs the full "
              "tensors.");
    EXPECT_EQ(english(IssueCode::InOtherStage, {"1", "0"}),
              "1 parameter of the network is in the checkpoints of another pipeline stage: the "
              "checkpoint holds stage 0 only.");
    EXPECT_EQ(
        english(IssueCode::ConfigChanged, {},
                {configChangesArg("changes", {{ConfigName::HiddenSize, 64, 128, "6"},
                                              {ConfigName::VocabularySize, 512, 1024, "1"}})}),
        "the network is built with another model configuration than the checkpoint "
        "(checkpoint -> network): hidden size 64 -> 128 (6 parameters), vocabulary size "
        "512 -> 1024 (1 parameter).");
    EXPECT_EQ(english(IssueCode::LayerCountChanged,
                      {"backbone.blocks.", "1", "0", "4", "0-3", "", "yes"}),
              "backbone.blocks.: the checkpoint has 1 layer (0), the network 4 (0-3) (or the "
              "checkpoint holds only some pipeline stages' layers: give the run's strategy with "
              "--strategy to tell).");
    EXPECT_EQ(english(IssueCode::CommonPrefix, {"1", "'network.'", "yes"}),
              "1 parameter differs from the checkpoint's names only by the prefix 'network.', "
              "which the network's names carry.");
    const IssueArg holders =
        listOfArgs("holders", {holderArg(1, 3), holderArg(2, 1)}, MessagePiece::Join::Commas);
    EXPECT_EQ(english(IssueCode::RedundancyRemovedUnloaded, {"0", "1", "1"}, {holders}),
              "rank 0's checkpoint comes from a run saved with remove_redundancy=True: 1 "
              "parameter of this rank was saved by other members of their groups (rank 1: 3, "
              "rank 2: 1 and 1 other rank), and load_param_into_net without the flag leaves them "
              "unloaded. Load it with remove_redundancy=True, or restore redundancy first and "
              "load rank 0's file of the full copy");
    EXPECT_EQ(english(IssueCode::MindFormersRedundancy, {"4", "9", ""}, {holders}),
              "rank 4's files come from a MindFormers iteration saved with remove_redundancy: 9 "
              "parameters of this rank were saved by other ranks (rank 1: 3, rank 2: 1), and "
              "loading this rank's files alone leaves them unloaded. Load the iteration with "
              "MindFormers' load_checkpoint (metadata.json names each slice's file), or restore "
              "redundancy first and load rank 4's file of the full copy");
}

// The fixes' English as the core wrote it before the catalogue held them, word for word.
TEST(DoctorMessages, FixesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(IssueCode::FixKeepConverted, {"backbone.w", "Float16"}),
              "none needed; to load it as stored, build the network's backbone.w as Float16");
    EXPECT_EQ(english(IssueCode::FixStripPrefix, {"'network.'"}),
              "load with strict_load=False: MindSpore then strips the prefix 'network.' itself "
              "(and logs it)");
    EXPECT_EQ(english(IssueCode::FixLayers, {"1", "4"}),
              "build the network with 1 layer (the checkpoint's; it has 4), or load a checkpoint "
              "of the network's depth");
    EXPECT_EQ(english(IssueCode::FixLayerCount, {"3"}),
              "build the network with 3 layers (the checkpoint's), or load a checkpoint of the "
              "network's depth");
    EXPECT_EQ(english(IssueCode::FixReshard, {"/r_converted/rank_2/checkpoint_2.ckpt", "2"}),
              "reshard the run for the network's strategy, then load "
              "/r_converted/rank_2/checkpoint_2.ckpt on rank 2");
    EXPECT_EQ(english(IssueCode::FixReshardThenMerge, {},
                      {issuePiece("merge", say(IssueCode::FixMergeLoneSlice,
                                               {"shardscope-cli convert --src RUN --src-strategy "
                                                "STRATEGY --dst OUT"}))}),
              "reshard the run for the network's strategy; this file is one rank's slice: put "
              "every rank's checkpoint in rank_<N>/ folders of one run folder RUN, then merge "
              "them: shardscope-cli convert --src RUN --src-strategy STRATEGY --dst OUT");
    EXPECT_EQ(english(IssueCode::FixRestoreRedundancy, {"rank_0/checkpoint_0.ckpt", "/r_full"}),
              "restore redundancy (every rank file complete, loads without the flag), then load "
              "rank_0/checkpoint_0.ckpt of /r_full");
    EXPECT_EQ(english(IssueCode::FixWriteWithoutRedundancy, {"3"}),
              "write a copy saved as with remove_redundancy=True, then load rank 3's file of it "
              "with the flag");
}

// Every diagnosis's English as the core wrote it by hand before the catalogue held it (what the
// CLI prints after "diagnosis:"), each wording of each code.
TEST(DoctorMessages, DiagnosesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(IssueCode::DtypeConverted, {"Float16", "Float32"}),
              "the checkpoint stores Float16, the network declares Float32: strict_load=False "
              "converts it (extra memory and time, and the values are rounded to the network's "
              "dtype).");
    EXPECT_EQ(english(IssueCode::DtypeStrict, {"Float16", "Float32"}),
              "the checkpoint stores Float16, the network declares Float32: strict_load=True never "
              "converts dtypes.");
    EXPECT_EQ(english(IssueCode::DtypeFamily, {"Int32", "Float32"}),
              "the checkpoint stores Int32, the network declares Float32: MindSpore converts only "
              "float to float and int to int.");
    EXPECT_EQ(english(IssueCode::ScalarShape, {"global_step", "Int32", "(2,)"}),
              "the checkpoint stores global_step as a scalar (Int32), the network's parameter has "
              "shape (2,); a scalar loads only into (1,) or ().");
    EXPECT_EQ(english(IssueCode::NotTensor, {"vocab", "string"}),
              "the checkpoint's vocab is a string: MindSpore skips it without a word and the "
              "parameter keeps its initial value.");
    EXPECT_EQ(english(IssueCode::NotTensor, {"table", "map"}),
              "the checkpoint's table is a map tensor: MindSpore skips it without a word and the "
              "parameter keeps its initial value.");
    EXPECT_EQ(english(IssueCode::OtherStageOfRun, {"backbone.w", "1", "0", "0"},
                      {rankRangeArg("ranks", "4", "7")}),
              "backbone.w belongs to pipeline stage 1 (ranks 4-7), but rank 0's checkpoint holds "
              "stage 0 only: each stage saves only its own parameters.");
    EXPECT_EQ(english(IssueCode::OtherStageOfRun, {"backbone.w", "1", "0", "0"},
                      {rankRangeArg("ranks", "1", "1")}),
              "backbone.w belongs to pipeline stage 1 (rank 1), but rank 0's checkpoint holds "
              "stage 0 only: each stage saves only its own parameters.");
    EXPECT_EQ(english(IssueCode::OtherStageOfNet, {"0", "5", "1", "backbone.w"},
                      {rankRangeArg("ranks", "4", "7")}),
              "the checkpoint holds the parameters of pipeline stage 0 of the network's strategy, "
              "but the network is rank 5, stage 1: backbone.w is in the checkpoints of ranks 4-7.");
    EXPECT_EQ(english(IssueCode::PrefixOnNet, {"'w'", "'network.'"}),
              "the checkpoint stores it as 'w', without the network's prefix 'network.': MindSpore "
              "strips prefixes from the checkpoint's names but never adds them.");
    EXPECT_EQ(english(IssueCode::PrefixOnCkpt, {"'network.w'", "'network.'"}),
              "the checkpoint stores it as 'network.w', under the prefix 'network.': "
              "strict_load=True does not strip prefixes.");
    EXPECT_EQ(english(IssueCode::LayerMissing, {"1", "backbone.blocks.", "3", "0", "none", "yes"}),
              "the network has 1 layer of backbone.blocks. (3), the checkpoint 0 (none): this "
              "layer has nothing to load (or the checkpoint holds one pipeline stage's layers "
              "only: give the run's strategy with --strategy to tell).");
    EXPECT_EQ(english(IssueCode::LayerMissing, {"4", "backbone.blocks.", "0-3", "2", "0-1", "no"}),
              "the network has 4 layers of backbone.blocks. (0-3), the checkpoint 2 (0-1): this "
              "layer has nothing to load.");
    EXPECT_EQ(english(IssueCode::Renamed, {"'a.w', 'b.w'"}),
              "not in the checkpoint; the closest unused entries: 'a.w', 'b.w'. The parameter was "
              "probably renamed.");
    EXPECT_EQ(english(IssueCode::Missing, {"no"}),
              "the checkpoint has no entry of this name, under a prefix or a close name: the "
              "parameter keeps its initial value.");
    EXPECT_EQ(english(IssueCode::Missing, {"yes"}),
              "the checkpoint has no entry of this name, under a prefix or a close name: the "
              "parameter keeps its initial value. The checkpoint looks like one rank's slice: in a "
              "pipelined run the parameter may be in another stage's checkpoint (give the run's "
              "strategy with --strategy to tell).");
}

TEST(DoctorMessages, ShapeDiagnosesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(IssueCode::ConfigShapes, {"yes", "(64, 128)", "(128, 128)", "6", "64", "128"},
                      {dims({dimChangeArg(0, 64, 128)}),
                       configShapeValuesArg("values", {configValues()[0]})}),
              "the full shapes differ, (64, 128) in the checkpoint and (128, 128) in the network "
              "(dim 0 64 -> 128); 64 -> 128 changes 6 parameters: the model configuration differs, "
              "not the parallel layout; hidden size: 64 in the checkpoint, 128 in the network.");
    const std::vector<IssueArg> parts = {
        dims({dimChangeArg(0, 512, 1024), dimChangeArg(1, 64, 128)}),
        configShapeValuesArg("values", {configValues()[1], configValues()[0]})};
    EXPECT_EQ(english(IssueCode::ConfigShapes,
                      {"no", "(512, 64)", "(1024, 128)", "", "512", "1024"}, parts),
              "the shapes differ, (512, 64) in the checkpoint and (1024, 128) in the network (dim "
              "0 512 -> 1024, dim 1 64 -> 128): the model configuration differs, not the parallel "
              "layout; vocabulary size: 512 in the checkpoint, 1024 in the network; hidden size: "
              "64 in the checkpoint, 128 in the network.");
    EXPECT_EQ(english(IssueCode::SplitGuess, {"0", "2", "32", "64", "10", "yes"}),
              "dim 0 is 2 times smaller in the checkpoint (32) than in the network (64), as in 10 "
              "parameters: the checkpoint looks like one rank's slice of a run that splits this "
              "dimension 2 ways (without the run's strategy the axis and the rank cannot be "
              "named).");
    EXPECT_EQ(english(IssueCode::SplitGuess, {"0", "2", "64", "32", "10", "no"}),
              "dim 0 is 2 times larger in the checkpoint (64) than in the network (32), as in 10 "
              "parameters: the network looks compiled for a parallel strategy that splits this "
              "dimension 2 ways, while the checkpoint holds it whole.");
    EXPECT_EQ(english(IssueCode::DimsDiffer, {"(64,)", "1", "(8, 8)", "2"}),
              "the checkpoint holds (64,) (1 dims), the network (8, 8) (2 dims): neither a "
              "parallel split nor a size change; check that the checkpoint was saved from this "
              "network.");
    EXPECT_EQ(english(IssueCode::DimFactor, {"1", "64", "192", "3"}),
              "dim 1 is 64 in the checkpoint and 192 in the network (a factor of 3): a split of "
              "that dimension or a different model size; the run's strategy (--strategy) tells "
              "which.");
    EXPECT_EQ(english(IssueCode::DimNotMultiple, {"1", "64", "100"}),
              "dim 1 is 64 in the checkpoint and 100 in the network: not a multiple, so not a "
              "parallel split; the model configuration differs.");
}

TEST(DoctorMessages, LayoutDiagnosesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(IssueCode::SliceOfRank, {"0", "(64, 64)"}, {cutsArg("cuts", {splitCut()})}),
              "rank 0's checkpoint holds one slice of it: dim 0 (64) is split 2 ways over device "
              "axis 1 of dev_matrix [2, 2]; rank 0 holds part 0, [0, 32). The network expects the "
              "full tensor (64, 64).");
    EXPECT_EQ(english(IssueCode::FullIntoSplit, {"(64, 64)"},
                      {cutsArg("cuts", {shardedCut(), wholeCut()})}),
              "the checkpoint holds the full tensor (64, 64), but the network is compiled for a "
              "strategy in which dim 0 (64) is cut 2 ways by optimizer sharding "
              "(opt_weight_shard_size 2); rank 3 holds optimizer shard 1, [32, 64); dim 1 (64) is "
              "not split.");
    EXPECT_EQ(
        english(IssueCode::CutDifferently, {"(64, 64)"},
                {cutsArg("ckpt_cuts", {splitCut()}), cutsArg("net_cuts", {splitShardedCut()})}),
        "the checkpoint and the network cut the same (64, 64) differently. The checkpoint's "
        "strategy: dim 0 (64) is split 2 ways over device axis 1 of dev_matrix [2, 2]; rank "
        "0 holds part 0, [0, 32). The network's strategy: dim 0 (64) is split 2 ways over "
        "device axes 0, 1 of dev_matrix [2, 2, 1] and a further 2 ways by optimizer "
        "sharding (opt_weight_shard_size 2); rank 3 holds part 1, optimizer shard 1, [48, "
        "64).");
    EXPECT_EQ(english(IssueCode::SavedElsewhere, {"1", "backbone.w", "0"},
                      {groupArg("members", "(0, 1)", "")}),
              "the run was saved with remove_redundancy=True: rank 1 saved backbone.w for its "
              "group (0, 1), and rank 0's file lacks it by design.");
    EXPECT_EQ(english(IssueCode::SavedByMindFormers, {"1", "backbone.w", "0"},
                      {groupArg("members", "0-511", "512")}),
              "the iteration was saved by MindFormers with remove_redundancy: rank 1 saved "
              "backbone.w for its group (0-511: 512 ranks) (metadata.json names its file), and "
              "rank 0's files lack it by design.");
    EXPECT_EQ(english(IssueCode::SharedByStages, {"backbone.w", "4", "1", "0"},
                      {groupArg("members", "(0, 2)", "")}),
              "the iteration was saved by MindFormers with remove_redundancy: the pipeline stages "
              "share backbone.w, and only rank 4 of stage 1 saved it (metadata.json names its "
              "file); rank 0's group (0, 2) lacks it by design.");
    EXPECT_EQ(english(IssueCode::RedundancyConflict, {"[0, 1]", "backbone.w"},
                      {groupArg("members", "(0, 1)", "")}),
              "the run was saved with full redundancy: ranks [0, 1] of group (0, 1) each hold "
              "backbone.w, and remove_redundancy=True expects exactly one copy per group "
              "(MindSpore raises ValueError there and stops).");
}

// The two fixes that list config values, as the core wrote them by hand.
TEST(DoctorMessages, ConfigFixesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(IssueCode::FixConfig, {},
                      {configCheckpointValuesArg("values", configValues()),
                       configNetworkValuesArg("net_values", configValues())}),
              "build the network with hidden size 64 and vocabulary size 512 (the checkpoint's; "
              "the network uses 128 and 1024), or load a checkpoint trained with the network's "
              "configuration");
    EXPECT_EQ(english(IssueCode::FixConfigValues, {},
                      {configCheckpointValuesArg("values", {configValues()[0]})}),
              "build the network with hidden size 64 (the checkpoint's values), or load a "
              "checkpoint trained with the network's configuration");
}

// A piece reads the same in every sentence that puts it in: the cut a diagnosis shows is the
// cut's own words, and so is a dimension's change.
TEST(DoctorMessages, APieceReadsTheSameInEverySentence) {
    const std::string cut = splitShardedCut().value;
    EXPECT_EQ(
        cut,
        "dim 0 (64) is split 2 ways over device axes 0, 1 of dev_matrix [2, 2, 1] and a "
        "further 2 ways by optimizer sharding (opt_weight_shard_size 2); rank 3 holds part 1, "
        "optimizer shard 1, [48, 64)");
    const IssueArg cuts = cutsArg("cuts", {splitShardedCut(), wholeCut()});
    EXPECT_EQ(cuts.value, cut + "; " + wholeCut().value);
    EXPECT_NE(english(IssueCode::SliceOfRank, {"v", "v"}, {cuts}).find(cuts.value),
              std::string::npos);
    EXPECT_NE(english(IssueCode::FullIntoSplit, {"v"}, {cuts}).find(cuts.value), std::string::npos);
    const IssueArg dim = dimChangeArg(2, 8, 16);
    EXPECT_EQ(dim.value, "dim 2 8 -> 16");
    EXPECT_NE(english(IssueCode::ConfigShapes, {"no", "a", "b", "", "8", "16"},
                      {dims({dim}), configShapeValuesArg("values", {})})
                  .find("(" + dim.value + ")"),
              std::string::npos);
}
