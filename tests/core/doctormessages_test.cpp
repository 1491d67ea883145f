// The doctor's part of the message catalogue: every code catalogued or listed as not yet, the
// placeholders among each code's arguments, and the English word for word as the CLI prints it.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "doctor/doctormessages.h"

using namespace shardscope;

namespace {

// The codes whose sentences the core still writes itself (the diagnoses, the two fixes that list
// config values); the list only shrinks: a code moved into the catalogue leaves it, and a new
// code starts in the catalogue.
std::set<DoctorCode> notYetCatalogued() {
    std::set<DoctorCode> out;
    for (int c = static_cast<int>(DoctorCode::DtypeConverted);
         c <= static_cast<int>(DoctorCode::RedundancyConflict); ++c) {
        out.insert(static_cast<DoctorCode>(c));
    }
    out.insert({DoctorCode::None, DoctorCode::DimChange, DoctorCode::Cut, DoctorCode::Cuts,
                DoctorCode::FixConfig, DoctorCode::FixConfigValues});
    return out;
}

std::string english(DoctorCode code, const std::vector<std::string>& values,
                    std::vector<DoctorSentence> parts = {}) {
    return doctorEnglish(say(code, values, std::move(parts)));
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

// A template names only the code's arguments (or the list of its parts); each argument is in a
// template or chooses a wording or a plural form; the last wording always fits.
TEST(DoctorMessages, PlaceholdersAreTheCodesArguments) {
    for (int c = 0; c < kDoctorCodeCount; ++c) {
        const auto code = static_cast<DoctorCode>(c);
        if (!isCatalogued(code)) {
            continue;
        }
        SCOPED_TRACE(doctorCodeName(code));
        std::vector<std::string> names(doctorArgNames(code).begin(), doctorArgNames(code).end());
        if (doctorListName(code) != nullptr) {
            names.emplace_back(doctorListName(code));
        }
        std::set<std::string> used;
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
                      {say(DoctorCode::ConfigValue, {"hidden size", "64", "128", "6"}),
                       say(DoctorCode::ConfigValue, {"vocabulary size", "512", "1024", "1"})}),
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
