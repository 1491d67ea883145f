// The doctor's part of the message catalogue: every code catalogued or listed as not yet, the
// placeholders among each code's arguments, and the English word for word as the CLI prints it.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "doctor/doctormessages.h"

using namespace shardscope;

namespace {

// The codes without words: only None (an empty fix). Every other sentence, diagnoses and the
// pieces they are built of included, is the catalogue's.
std::set<DoctorCode> notYetCatalogued() {
    return {DoctorCode::None};
}

std::string english(DoctorCode code, const std::vector<std::string>& values,
                    std::vector<DoctorSentence> parts = {}) {
    return doctorEnglish(say(code, values, std::move(parts)));
}

// Cuts of each kind: split over one axis, split over two and sharded, sharded only, whole.
DoctorSentence splitCut() {
    return say(DoctorCode::Cut, {"0", "64", "2", "1", "[2, 2]", "1", "0", "0", "", "0", "32"});
}
DoctorSentence splitShardedCut() {
    return say(DoctorCode::Cut,
               {"0", "64", "2", "0, 1", "[2, 2, 1]", "2", "3", "1", "1", "48", "64"});
}
DoctorSentence shardedCut() {
    return say(DoctorCode::Cut, {"0", "64", "1", "", "", "2", "3", "", "1", "32", "64"});
}
DoctorSentence wholeCut() {
    return say(DoctorCode::Cut, {"1", "64", "1", "", "", "1", "3", "", "", "", ""});
}

std::vector<DoctorSentence> configValues() {
    return {sayConfigValue(ConfigName::HiddenSize, 64, 128, ""),
            sayConfigValue(ConfigName::VocabularySize, 512, 1024, "")};
}

}  // namespace

TEST(DoctorMessages, EveryCodeIsCataloguedOrListedAsNotYet) {
    const std::set<DoctorCode> notYet = notYetCatalogued();
    for (int c = 0; c < kDoctorCodeCount; ++c) {
        const auto code = static_cast<DoctorCode>(c);
        SCOPED_TRACE(doctorCodeName(code));
        EXPECT_NE(isCatalogued(code), notYet.count(code) != 0);
    }
}

// The names a code's templates use (placeholders, conditions, plural counts).
std::set<std::string> namesUsed(DoctorCode code) {
    std::set<std::string> used;
    for (const MessageForm& form : doctorForms(code)) {
        for (const std::string& p : templatePlaceholders(form.text)) {
            used.insert(p);
        }
        if (form.count != nullptr) {
            used.insert(form.count);
        }
        for (const std::string& part :
             form.when != nullptr ? conditionParts(form.when) : std::vector<std::string>{}) {
            used.insert(part.substr(0, part.find('=')));
        }
    }
    return used;
}

// A template names only the code's arguments (or its slots); each argument is in a template,
// chooses a wording or a plural form, or is worded by a slot of the code's own values; the last
// wording always fits.
TEST(DoctorMessages, PlaceholdersAreTheCodesArguments) {
    for (int c = 0; c < kDoctorCodeCount; ++c) {
        const auto code = static_cast<DoctorCode>(c);
        if (!isCatalogued(code)) {
            continue;
        }
        SCOPED_TRACE(doctorCodeName(code));
        std::vector<std::string> names(doctorArgNames(code).begin(), doctorArgNames(code).end());
        std::set<std::string> used;
        for (const DoctorSlot& slot : doctorSlots(code)) {
            names.emplace_back(slot.name);
            if (slot.own) {
                const std::set<std::string> own = namesUsed(slot.as);
                used.insert(own.begin(), own.end());
            }
        }
        for (const MessageForm& form : doctorForms(code)) {
            const std::vector<std::string> placeholders = templatePlaceholders(form.text);
            if (form.plural != nullptr) {
                EXPECT_EQ(templatePlaceholders(form.plural), placeholders);
                used.insert(form.count);
            }
            for (const std::string& part :
                 form.when != nullptr ? conditionParts(form.when) : std::vector<std::string>{}) {
                used.insert(part.substr(0, part.find('=')));
            }
            for (const std::string& p : placeholders) {
                EXPECT_NE(std::find(names.begin(), names.end(), p), names.end()) << p;
                used.insert(p);
            }
        }
        EXPECT_EQ(doctorForms(code).back().when, nullptr);
        for (const std::string& name : names) {
            EXPECT_EQ(used.count(name), 1u) << name << " is in no template or condition";
        }
        for (const DoctorSlot& slot : doctorSlots(code)) {
            EXPECT_TRUE(slot.as == DoctorCode::None || isCatalogued(slot.as)) << slot.name;
            // A list is joined as the pieces join lists (messagepiece.h), never word by word.
            EXPECT_NE(slot.join, MessagePiece::Join::None) << slot.name;
        }
    }
}

// The findings' English as the core wrote it before the catalogue held it, plurals included.
TEST(DoctorMessages, FindingsReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(DoctorCode::PerRankSlice, {"3", "8", "1", "8", "1"}),
              "rank 3's checkpoint is one slice of a run of 8 ranks (1 pipeline stage of 8 "
              "devices): 1 parameter holds slices, and a stand-alone network needs the full "
              "tensors.");
    EXPECT_EQ(english(DoctorCode::PerRankSlice, {"0", "8", "2", "4", "12"}),
              "rank 0's checkpoint is one slice of a run of 8 ranks (2 pipeline stages of 4 "
              "devices): 12 parameters hold slices, and a stand-alone network needs the full "
              "tensors.");
    EXPECT_EQ(english(DoctorCode::InOtherStage, {"1", "0"}),
              "1 parameter of the network is in the checkpoints of another pipeline stage: the "
              "checkpoint holds stage 0 only.");
    EXPECT_EQ(english(DoctorCode::ConfigChanged, {},
                      {sayConfigValue(ConfigName::HiddenSize, 64, 128, "6"),
                       sayConfigValue(ConfigName::VocabularySize, 512, 1024, "1")}),
              "the network is built with another model configuration than the checkpoint "
              "(checkpoint -> network): hidden size 64 -> 128 (6 parameters), vocabulary size "
              "512 -> 1024 (1 parameter).");
    EXPECT_EQ(english(DoctorCode::LayerCountChanged,
                      {"backbone.blocks.", "1", "0", "4", "0-3", "", "yes"}),
              "backbone.blocks.: the checkpoint has 1 layer (0), the network 4 (0-3) (or the "
              "checkpoint holds only some pipeline stages' layers: give the run's strategy with "
              "--strategy to tell).");
    EXPECT_EQ(english(DoctorCode::CommonPrefix, {"1", "'network.'", "yes"}),
              "1 parameter differs from the checkpoint's names only by the prefix 'network.', "
              "which the network's names carry.");
    const std::vector<DoctorSentence> holders = {say(DoctorCode::Holder, {"1", "3"}),
                                                 say(DoctorCode::Holder, {"2", "1"})};
    EXPECT_EQ(english(DoctorCode::RedundancyRemoved, {"0", "1", "1"}, holders),
              "rank 0's checkpoint comes from a run saved with remove_redundancy=True: 1 "
              "parameter of this rank was saved by other members of their groups (rank 1: 3, "
              "rank 2: 1 and 1 other rank), and load_param_into_net without the flag leaves them "
              "unloaded. Load it with remove_redundancy=True, or restore redundancy first and "
              "load rank 0's file of the full copy");
    EXPECT_EQ(english(DoctorCode::MindFormersRedundancy, {"4", "9", ""}, holders),
              "rank 4's files come from a MindFormers iteration saved with remove_redundancy: 9 "
              "parameters of this rank were saved by other ranks (rank 1: 3, rank 2: 1), and "
              "loading this rank's files alone leaves them unloaded. Load the iteration with "
              "MindFormers' load_checkpoint (metadata.json names each slice's file), or restore "
              "redundancy first and load rank 4's file of the full copy");
}

// The fixes' English as the core wrote it before the catalogue held them, word for word.
TEST(DoctorMessages, FixesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(DoctorCode::FixKeepConverted, {"backbone.w", "Float16"}),
              "none needed; to load it as stored, build the network's backbone.w as Float16");
    EXPECT_EQ(english(DoctorCode::FixStripPrefix, {"'network.'"}),
              "load with strict_load=False: MindSpore then strips the prefix 'network.' itself "
              "(and logs it)");
    EXPECT_EQ(english(DoctorCode::FixLayers, {"1", "4"}),
              "build the network with 1 layer (the checkpoint's; it has 4), or load a checkpoint "
              "of the network's depth");
    EXPECT_EQ(english(DoctorCode::FixLayerCount, {"3"}),
              "build the network with 3 layers (the checkpoint's), or load a checkpoint of the "
              "network's depth");
    EXPECT_EQ(english(DoctorCode::FixReshard, {"/r_converted/rank_2/checkpoint_2.ckpt", "2"}),
              "reshard the run for the network's strategy, then load "
              "/r_converted/rank_2/checkpoint_2.ckpt on rank 2");
    EXPECT_EQ(
        english(DoctorCode::FixReshardThenMerge, {},
                {say(DoctorCode::FixMergeLoneSlice,
                     {"shardscope-cli convert --src RUN --src-strategy STRATEGY --dst OUT"})}),
        "reshard the run for the network's strategy; this file is one rank's slice: put "
        "every rank's checkpoint in rank_<N>/ folders of one run folder RUN, then merge "
        "them: shardscope-cli convert --src RUN --src-strategy STRATEGY --dst OUT");
    EXPECT_EQ(english(DoctorCode::FixRestoreRedundancy, {"rank_0/checkpoint_0.ckpt", "/r_full"}),
              "restore redundancy (every rank file complete, loads without the flag), then load "
              "rank_0/checkpoint_0.ckpt of /r_full");
    EXPECT_EQ(english(DoctorCode::FixWriteWithoutRedundancy, {"3"}),
              "write a copy saved as with remove_redundancy=True, then load rank 3's file of it "
              "with the flag");
}

// Every diagnosis's English as the core wrote it by hand before the catalogue held it (what the
// CLI prints after "diagnosis:"), each wording of each code.
TEST(DoctorMessages, DiagnosesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(DoctorCode::DtypeConverted, {"Float16", "Float32"}),
              "the checkpoint stores Float16, the network declares Float32: strict_load=False "
              "converts it (extra memory and time, and the values are rounded to the network's "
              "dtype).");
    EXPECT_EQ(english(DoctorCode::DtypeStrict, {"Float16", "Float32"}),
              "the checkpoint stores Float16, the network declares Float32: strict_load=True never "
              "converts dtypes.");
    EXPECT_EQ(english(DoctorCode::DtypeFamily, {"Int32", "Float32"}),
              "the checkpoint stores Int32, the network declares Float32: MindSpore converts only "
              "float to float and int to int.");
    EXPECT_EQ(english(DoctorCode::ScalarShape, {"global_step", "Int32", "(2,)"}),
              "the checkpoint stores global_step as a scalar (Int32), the network's parameter has "
              "shape (2,); a scalar loads only into (1,) or ().");
    EXPECT_EQ(english(DoctorCode::NotTensor, {"vocab", "string"}),
              "the checkpoint's vocab is a string: MindSpore skips it without a word and the "
              "parameter keeps its initial value.");
    EXPECT_EQ(english(DoctorCode::NotTensor, {"table", "map"}),
              "the checkpoint's table is a map tensor: MindSpore skips it without a word and the "
              "parameter keeps its initial value.");
    EXPECT_EQ(english(DoctorCode::OtherStageOfRun, {"backbone.w", "1", "4", "7", "0", "0"}),
              "backbone.w belongs to pipeline stage 1 (ranks 4-7), but rank 0's checkpoint holds "
              "stage 0 only: each stage saves only its own parameters.");
    EXPECT_EQ(english(DoctorCode::OtherStageOfRun, {"backbone.w", "1", "1", "1", "0", "0"}),
              "backbone.w belongs to pipeline stage 1 (rank 1), but rank 0's checkpoint holds "
              "stage 0 only: each stage saves only its own parameters.");
    EXPECT_EQ(english(DoctorCode::OtherStageOfNet, {"0", "5", "1", "backbone.w", "4", "7"}),
              "the checkpoint holds the parameters of pipeline stage 0 of the network's strategy, "
              "but the network is rank 5, stage 1: backbone.w is in the checkpoints of ranks 4-7.");
    EXPECT_EQ(english(DoctorCode::PrefixOnNet, {"'w'", "'network.'"}),
              "the checkpoint stores it as 'w', without the network's prefix 'network.': MindSpore "
              "strips prefixes from the checkpoint's names but never adds them.");
    EXPECT_EQ(english(DoctorCode::PrefixOnCkpt, {"'network.w'", "'network.'"}),
              "the checkpoint stores it as 'network.w', under the prefix 'network.': "
              "strict_load=True does not strip prefixes.");
    EXPECT_EQ(english(DoctorCode::LayerMissing, {"1", "backbone.blocks.", "3", "0", "none", "yes"}),
              "the network has 1 layer of backbone.blocks. (3), the checkpoint 0 (none): this "
              "layer has nothing to load (or the checkpoint holds one pipeline stage's layers "
              "only: give the run's strategy with --strategy to tell).");
    EXPECT_EQ(english(DoctorCode::LayerMissing, {"4", "backbone.blocks.", "0-3", "2", "0-1", "no"}),
              "the network has 4 layers of backbone.blocks. (0-3), the checkpoint 2 (0-1): this "
              "layer has nothing to load.");
    EXPECT_EQ(english(DoctorCode::Renamed, {"'a.w', 'b.w'"}),
              "not in the checkpoint; the closest unused entries: 'a.w', 'b.w'. The parameter was "
              "probably renamed.");
    EXPECT_EQ(english(DoctorCode::Missing, {"no"}),
              "the checkpoint has no entry of this name, under a prefix or a close name: the "
              "parameter keeps its initial value.");
    EXPECT_EQ(english(DoctorCode::Missing, {"yes"}),
              "the checkpoint has no entry of this name, under a prefix or a close name: the "
              "parameter keeps its initial value. The checkpoint looks like one rank's slice: in a "
              "pipelined run the parameter may be in another stage's checkpoint (give the run's "
              "strategy with --strategy to tell).");
}

TEST(DoctorMessages, ShapeDiagnosesReadAsTheCliPrintedThem) {
    EXPECT_EQ(
        english(DoctorCode::ConfigShapes, {"yes", "(64, 128)", "(128, 128)", "6", "64", "128"},
                {say(DoctorCode::DimChange, {"0", "64", "128"}), configValues()[0]}),
        "the full shapes differ, (64, 128) in the checkpoint and (128, 128) in the network "
        "(dim 0 64 -> 128); 64 -> 128 changes 6 parameters: the model configuration differs, "
        "not the parallel layout; hidden size: 64 in the checkpoint, 128 in the network.");
    std::vector<DoctorSentence> parts = {say(DoctorCode::DimChange, {"0", "512", "1024"}),
                                         say(DoctorCode::DimChange, {"1", "64", "128"})};
    parts.push_back(configValues()[1]);
    parts.push_back(configValues()[0]);
    EXPECT_EQ(english(DoctorCode::ConfigShapes,
                      {"no", "(512, 64)", "(1024, 128)", "", "512", "1024"}, parts),
              "the shapes differ, (512, 64) in the checkpoint and (1024, 128) in the network (dim "
              "0 512 -> 1024, dim 1 64 -> 128): the model configuration differs, not the parallel "
              "layout; vocabulary size: 512 in the checkpoint, 1024 in the network; hidden size: "
              "64 in the checkpoint, 128 in the network.");
    EXPECT_EQ(english(DoctorCode::SplitGuess, {"0", "2", "32", "64", "10", "yes"}),
              "dim 0 is 2 times smaller in the checkpoint (32) than in the network (64), as in 10 "
              "parameters: the checkpoint looks like one rank's slice of a run that splits this "
              "dimension 2 ways (without the run's strategy the axis and the rank cannot be "
              "named).");
    EXPECT_EQ(english(DoctorCode::SplitGuess, {"0", "2", "64", "32", "10", "no"}),
              "dim 0 is 2 times larger in the checkpoint (64) than in the network (32), as in 10 "
              "parameters: the network looks compiled for a parallel strategy that splits this "
              "dimension 2 ways, while the checkpoint holds it whole.");
    EXPECT_EQ(english(DoctorCode::DimsDiffer, {"(64,)", "1", "(8, 8)", "2"}),
              "the checkpoint holds (64,) (1 dims), the network (8, 8) (2 dims): neither a "
              "parallel split nor a size change; check that the checkpoint was saved from this "
              "network.");
    EXPECT_EQ(english(DoctorCode::DimFactor, {"1", "64", "192", "3"}),
              "dim 1 is 64 in the checkpoint and 192 in the network (a factor of 3): a split of "
              "that dimension or a different model size; the run's strategy (--strategy) tells "
              "which.");
    EXPECT_EQ(english(DoctorCode::DimNotMultiple, {"1", "64", "100"}),
              "dim 1 is 64 in the checkpoint and 100 in the network: not a multiple, so not a "
              "parallel split; the model configuration differs.");
}

TEST(DoctorMessages, LayoutDiagnosesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(DoctorCode::SliceOfRank, {"0", "(64, 64)"},
                      {say(DoctorCode::Cuts, {}, {splitCut()})}),
              "rank 0's checkpoint holds one slice of it: dim 0 (64) is split 2 ways over device "
              "axis 1 of dev_matrix [2, 2]; rank 0 holds part 0, [0, 32). The network expects the "
              "full tensor (64, 64).");
    EXPECT_EQ(english(DoctorCode::FullIntoSplit, {"(64, 64)"},
                      {say(DoctorCode::Cuts, {}, {shardedCut(), wholeCut()})}),
              "the checkpoint holds the full tensor (64, 64), but the network is compiled for a "
              "strategy in which dim 0 (64) is cut 2 ways by optimizer sharding "
              "(opt_weight_shard_size 2); rank 3 holds optimizer shard 1, [32, 64); dim 1 (64) is "
              "not split.");
    EXPECT_EQ(english(DoctorCode::CutDifferently, {"(64, 64)"},
                      {say(DoctorCode::Cuts, {}, {splitCut()}),
                       say(DoctorCode::Cuts, {}, {splitShardedCut()})}),
              "the checkpoint and the network cut the same (64, 64) differently. The checkpoint's "
              "strategy: dim 0 (64) is split 2 ways over device axis 1 of dev_matrix [2, 2]; rank "
              "0 holds part 0, [0, 32). The network's strategy: dim 0 (64) is split 2 ways over "
              "device axes 0, 1 of dev_matrix [2, 2, 1] and a further 2 ways by optimizer "
              "sharding (opt_weight_shard_size 2); rank 3 holds part 1, optimizer shard 1, [48, "
              "64).");
    EXPECT_EQ(english(DoctorCode::SavedElsewhere, {"1", "backbone.w", "(0, 1)", "", "0"}),
              "the run was saved with remove_redundancy=True: rank 1 saved backbone.w for its "
              "group (0, 1), and rank 0's file lacks it by design.");
    EXPECT_EQ(english(DoctorCode::SavedByMindFormers, {"1", "backbone.w", "0-511", "512", "0"}),
              "the iteration was saved by MindFormers with remove_redundancy: rank 1 saved "
              "backbone.w for its group (0-511: 512 ranks) (metadata.json names its file), and "
              "rank 0's files lack it by design.");
    EXPECT_EQ(english(DoctorCode::SharedByStages, {"backbone.w", "4", "1", "0", "(0, 2)", ""}),
              "the iteration was saved by MindFormers with remove_redundancy: the pipeline stages "
              "share backbone.w, and only rank 4 of stage 1 saved it (metadata.json names its "
              "file); rank 0's group (0, 2) lacks it by design.");
    EXPECT_EQ(english(DoctorCode::RedundancyConflict, {"[0, 1]", "(0, 1)", "", "backbone.w"}),
              "the run was saved with full redundancy: ranks [0, 1] of group (0, 1) each hold "
              "backbone.w, and remove_redundancy=True expects exactly one copy per group "
              "(MindSpore raises ValueError there and stops).");
}

// The two fixes that list config values, as the core wrote them by hand.
TEST(DoctorMessages, ConfigFixesReadAsTheCliPrintedThem) {
    EXPECT_EQ(english(DoctorCode::FixConfig, {}, configValues()),
              "build the network with hidden size 64 and vocabulary size 512 (the checkpoint's; "
              "the network uses 128 and 1024), or load a checkpoint trained with the network's "
              "configuration");
    EXPECT_EQ(english(DoctorCode::FixConfigValues, {}, {configValues()[0]}),
              "build the network with hidden size 64 (the checkpoint's values), or load a "
              "checkpoint trained with the network's configuration");
}

// A part is worded by its own template wherever it is listed: the cut a diagnosis shows is the
// cut's sentence, word for word, and so are a dimension's change and a holder.
TEST(DoctorMessages, APartReadsTheSameInEverySentence) {
    const std::string cut = doctorEnglish(splitShardedCut());
    EXPECT_EQ(
        cut,
        "dim 0 (64) is split 2 ways over device axes 0, 1 of dev_matrix [2, 2, 1] and a "
        "further 2 ways by optimizer sharding (opt_weight_shard_size 2); rank 3 holds part 1, "
        "optimizer shard 1, [48, 64)");
    const DoctorSentence cuts = say(DoctorCode::Cuts, {}, {splitShardedCut(), wholeCut()});
    EXPECT_EQ(doctorEnglish(cuts), cut + "; " + doctorEnglish(wholeCut()));
    for (const DoctorCode code : {DoctorCode::SliceOfRank, DoctorCode::FullIntoSplit}) {
        std::vector<std::string> values(doctorArgNames(code).size(), "v");
        EXPECT_NE(english(code, values, {cuts}).find(doctorEnglish(cuts)), std::string::npos)
            << doctorCodeName(code);
    }
    const DoctorSentence dim = say(DoctorCode::DimChange, {"2", "8", "16"});
    EXPECT_EQ(doctorEnglish(dim), "dim 2 8 -> 16");
    EXPECT_NE(english(DoctorCode::ConfigShapes, {"no", "a", "b", "", "8", "16"}, {dim})
                  .find("(" + doctorEnglish(dim) + ")"),
              std::string::npos);
}
