// loadRunHistory on runs written the way ModelCheckpoint writes them, damaged the way failed
// jobs damage them: the resume step and every reason, per kind of damage.
#include <gtest/gtest.h>

#include <filesystem>

#include "history/historyloader.h"
#include "history/stepspec.h"
#include "historyfixtures.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

RunHistory history(const std::string& run, const HistoryOptions& options = {}) {
    auto h = loadRunHistory(run, options);
    EXPECT_TRUE(h) << h.error().describe();
    return h ? *h : RunHistory{};
}

// A step's reasons as `history` prints them (each a piece the window translates).
std::vector<std::string> englishOf(const std::vector<IssueArg>& reasons) {
    std::vector<std::string> out;
    out.reserve(reasons.size());
    for (const IssueArg& r : reasons) {
        out.push_back(r.value);
    }
    return out;
}

std::vector<std::string> names(const RunHistory& h) {
    std::vector<std::string> out;
    for (const HistoryStep& s : h.steps) {
        out.push_back(s.name);
    }
    return out;
}

TEST(HistoryRun, CleanRunResumesFromTheNewestStep) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2));
    const RunHistory h = history(dir.path());
    EXPECT_EQ(h.ranks, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(names(h), (std::vector<std::string>{"synth-1_250", "synth-2_250"}));
    EXPECT_EQ(h.steps[0].globalStep, 250);
    EXPECT_EQ(h.steps[1].globalStep, 500);
    EXPECT_EQ(h.steps[1].globalSource, "file");
    EXPECT_EQ(h.stepsPerEpoch.value, 250);
    EXPECT_EQ(h.stepsPerEpoch.source, "file");
    EXPECT_EQ(h.strategyPath, dir.file("strategy.ckpt"));
    ASSERT_EQ(h.resume, 1);
    EXPECT_TRUE(h.newerUnusable.empty());
    for (const HistoryStep& s : h.steps) {
        EXPECT_TRUE(s.usable()) << s.name;
        for (const HistoryCell& c : s.cells) {
            EXPECT_EQ(c.best().state, FileState::Intact)
                << c.best().path << reasonText(c.best().reason);
        }
    }
    EXPECT_EQ(h.lexicographic.consequence, PickConsequence::Same);
    EXPECT_EQ(explanationArg(h.lexicographic).value, "takes the same step, synth-2_250");
    EXPECT_FALSE(h.mindformers.has_value());
}

TEST(HistoryRun, TextSortingTakesAnOlderStep) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(3));  // 1_166, 2_83, 2_250
    const RunHistory h = history(dir.path());
    EXPECT_EQ(names(h), (std::vector<std::string>{"synth-1_166", "synth-2_83", "synth-2_250"}));
    EXPECT_EQ(h.resume, 2);
    EXPECT_EQ(h.lexicographic.consequence, PickConsequence::Older);
    EXPECT_EQ(h.lexicographic.step(), 1);
    EXPECT_EQ(explanationArg(h.lexicographic).value,
              "takes an older step, synth-2_83 (epoch 2, step 83, global step 333), instead of "
              "synth-2_250 (names sort as text, so 'synth-2_250' comes before 'synth-2_83')");
}

TEST(HistoryRun, Epoch10SortsBeforeEpoch9) {
    test::TempDir dir;
    SynthConfig c = test::historyConfig(10);
    c.epochs = 10;
    c.keepMax = 3;
    const SynthSummary s = test::writeHistoryRun(dir.path(), c);
    EXPECT_EQ(s.savedNames, (std::vector<std::string>{"synth-8_250.ckpt", "synth-9_250.ckpt",
                                                      "synth-10_250.ckpt"}));
    const RunHistory h = history(dir.path());
    EXPECT_EQ(names(h), (std::vector<std::string>{"synth-8_250", "synth-9_250", "synth-10_250"}));
    EXPECT_EQ(h.resume, 2);
    EXPECT_EQ(h.steps[2].globalStep, 2500);
    EXPECT_EQ(h.lexicographic.consequence, PickConsequence::Older);
    EXPECT_EQ(explanationArg(h.lexicographic).value,
              "takes an older step, synth-9_250 (epoch 9, step 250, global step 2250), instead "
              "of synth-10_250 (names sort as text, so 'synth-10_250' comes before "
              "'synth-9_250')");
}

TEST(HistoryRun, NewestStepMissingOnSomeRanks) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2),
                          {{SynthDamageKind::MissingNewest, {6, 7}}});
    const RunHistory h = history(dir.path());
    ASSERT_EQ(h.resume, 0);
    EXPECT_FALSE(h.steps[1].complete());
    EXPECT_EQ(h.steps[1].missingRanks, (std::vector<int>{6, 7}));
    ASSERT_EQ(h.newerUnusable.size(), 1u);
    EXPECT_EQ(h.newerUnusable[0].step, 1);
    EXPECT_EQ(englishOf(h.newerUnusable[0].reasons),
              std::vector<std::string>{"missing on ranks 6-7"});
    EXPECT_EQ(h.lexicographic.consequence, PickConsequence::Mixed);
    EXPECT_EQ(explanationArg(h.lexicographic).value,
              "takes different steps on different ranks: ranks 0-5 take synth-2_250; ranks 6-7 "
              "take synth-1_250");
}

TEST(HistoryRun, TruncatedFile) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2), {{SynthDamageKind::Truncate, {3}}});
    const RunHistory h = history(dir.path());
    ASSERT_EQ(h.resume, 0);
    ASSERT_EQ(h.newerUnusable.size(), 1u);
    EXPECT_EQ(englishOf(h.newerUnusable[0].reasons),
              std::vector<std::string>{"truncated on rank 3"});
    const HistoryFile& f = h.steps[1].cell(3)->best();
    EXPECT_EQ(f.state, FileState::Unreadable);
    EXPECT_EQ(reasonText(f.reason).rfind("truncated (byte ", 0), 0u) << reasonText(f.reason);
    EXPECT_EQ(h.lexicographic.consequence, PickConsequence::Unusable);
    EXPECT_EQ(explanationArg(h.lexicographic).value,
              "takes synth-2_250, which cannot be resumed from: truncated on rank 3");
}

TEST(HistoryRun, FlippedByteIsCaughtOnlyByTheCrc) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2, true),
                          {{SynthDamageKind::FlipByte, {7}}});
    // Metadata alone cannot see it.
    EXPECT_EQ(history(dir.path()).resume, 1);
    HistoryOptions options;
    options.crc = CrcCheck::Resume;
    const RunHistory h = history(dir.path(), options);
    ASSERT_EQ(h.resume, 0);
    EXPECT_TRUE(h.crcVerified);
    EXPECT_TRUE(h.steps[0].crcChecked);
    ASSERT_EQ(h.newerUnusable.size(), 1u);
    EXPECT_EQ(englishOf(h.newerUnusable[0].reasons),
              std::vector<std::string>{"CRC mismatch on rank 7"});
    const HistoryFile& f = h.steps[1].cell(7)->best();
    EXPECT_EQ(f.state, FileState::CrcMismatch);
    EXPECT_EQ(reasonText(f.reason).rfind("CRC mismatch (crc_num ", 0), 0u) << reasonText(f.reason);
    EXPECT_EQ(h.steps[0].cell(7)->best().crc, CrcState::Ok);
}

TEST(HistoryRun, LeftoverTemporaryOfAnInterruptedSave) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2), {{SynthDamageKind::Temporary, {2}}});
    EXPECT_TRUE(fs::exists(dir.file("rank_2/synth-2_250.tmp")));
    const RunHistory h = history(dir.path());
    ASSERT_EQ(h.resume, 0);
    ASSERT_EQ(h.newerUnusable.size(), 1u);
    EXPECT_EQ(englishOf(h.newerUnusable[0].reasons),
              std::vector<std::string>{"only a leftover temporary (interrupted save) on rank 2"});
    // Issue 34 #6: complete means a finished file on every rank; rank 2 holds only a temporary.
    EXPECT_FALSE(h.steps[1].complete());
    EXPECT_TRUE(h.steps[1].missingRanks.empty());
    EXPECT_TRUE(h.steps[0].complete());
    const HistoryFile& f = h.steps[1].cell(2)->best();
    EXPECT_EQ(f.state, FileState::Temporary);
    EXPECT_EQ(reasonText(f.reason),
              "only a leftover temporary, synth-2_250.tmp: the save was interrupted");
}

TEST(HistoryRun, EveryReasonOfOneStep) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(2, true),
                          {{SynthDamageKind::MissingNewest, {6, 7}},
                           {SynthDamageKind::Truncate, {3}},
                           {SynthDamageKind::FlipByte, {1}},
                           {SynthDamageKind::Temporary, {5}}});
    HistoryOptions options;
    options.crc = CrcCheck::All;
    const RunHistory h = history(dir.path(), options);
    ASSERT_EQ(h.resume, 0);
    ASSERT_EQ(h.newerUnusable.size(), 1u);
    EXPECT_EQ(englishOf(h.newerUnusable[0].reasons),
              (std::vector<std::string>{"missing on ranks 6-7", "CRC mismatch on rank 1",
                                        "truncated on rank 3",
                                        "only a leftover temporary (interrupted save) on rank 5"}));
}

TEST(HistoryRun, TensorListThatDiffersFromTheRanksOtherSteps) {
    test::TempDir dir;
    for (int r = 0; r < 2; ++r) {
        const std::string folder = dir.file("rank_" + std::to_string(r) + "/");
        test::writeTinyCkpt(folder + "net-1_10.ckpt", 4);
        test::writeTinyCkpt(folder + "net-2_10.ckpt", 4);
        test::writeTinyCkpt(folder + "net-3_10.ckpt", r == 0 ? 8 : 4);
    }
    const RunHistory h = history(dir.path());
    ASSERT_EQ(h.resume, 1);
    const HistoryFile& f = h.steps[2].cell(0)->best();
    EXPECT_EQ(f.state, FileState::Inconsistent);
    EXPECT_EQ(reasonText(f.reason),
              "tensor list differs from this rank's other saved steps: 'w' is Float32 [8] here, "
              "Float32 [4] in net-1_10.ckpt");
    EXPECT_EQ(
        englishOf(h.newerUnusable[0].reasons),
        std::vector<std::string>{"tensor list differs from the rank's other steps on rank 0"});
}

TEST(HistoryRun, ShapeThatContradictsTheStrategy) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(3));
    // Rank 4: a tensor list unlike its two other saves (the strategy has no word against it).
    const std::string listed = dir.file("rank_4/synth-2_250.ckpt");
    fs::remove(listed);
    test::writeTinyCkpt(listed, 6, "backbone.layernorm.gamma");
    // Rank 1: the word embedding is 2-D in the strategy, so a 1-D slice cannot be it.
    const std::string shaped = dir.file("rank_1/synth-2_250.ckpt");
    fs::remove(shaped);
    test::writeTinyCkpt(shaped, 4, "backbone.embedding.word_embedding.embedding_table");
    const RunHistory h = history(dir.path());
    ASSERT_EQ(h.resume, 1);
    const HistoryFile& f = h.steps[2].cell(1)->best();
    EXPECT_EQ(f.state, FileState::Inconsistent);
    EXPECT_EQ(reasonText(f.reason).rfind("shape contradicts the strategy: "
                                         "'backbone.embedding.word_embedding.embedding_table' [4]",
                                         0),
              0u)
        << reasonText(f.reason);
    EXPECT_EQ(
        englishOf(h.newerUnusable[0].reasons),
        (std::vector<std::string>{"shape contradicts the strategy on rank 1",
                                  "tensor list differs from the rank's other steps on rank 4"}));
    HistoryOptions noStrategy;
    noStrategy.useStrategy = false;
    const RunHistory without = history(dir.path(), noStrategy);
    EXPECT_TRUE(without.strategyPath.empty());
    EXPECT_EQ(reasonText(without.steps[2].cell(1)->best().reason).rfind("tensor list differs", 0),
              0u);
}

// A window hands over the strategy it read (HistoryOptions::strategy): the files are checked
// against it, and the file is not read again.
TEST(HistoryRun, AStrategyAlreadyReadIsCheckedAgainstAndNotReadAgain) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(3));
    const std::string shaped = dir.file("rank_1/synth-2_250.ckpt");
    fs::remove(shaped);
    test::writeTinyCkpt(shaped, 4, "backbone.embedding.word_embedding.embedding_table");
    const RunHistory first = history(dir.path());
    ASSERT_FALSE(first.strategyPath.empty());
    EXPECT_EQ(reasonText(first.steps[2].cell(1)->best().reason).rfind("shape contradicts", 0), 0u);
    auto strategy = loadStrategy(first.strategyPath);
    ASSERT_TRUE(strategy) << strategy.error().describe();
    // Without the embedding's layouts (the first and the last stage share it) the strategy has
    // no word against rank 1's slice.
    EXPECT_EQ(std::erase_if(strategy->layouts,
                            [](const ParamLayout& l) {
                                return l.name ==
                                       "backbone.embedding.word_embedding.embedding_table";
                            }),
              2u);
    fs::remove(first.strategyPath);
    HistoryOptions held;
    held.strategyPath = first.strategyPath;
    held.strategy = std::make_shared<const Strategy>(std::move(*strategy));
    const RunHistory h = history(dir.path(), held);
    EXPECT_EQ(h.strategyPath, first.strategyPath);
    EXPECT_EQ(reasonText(h.steps[2].cell(1)->best().reason).rfind("tensor list differs", 0), 0u)
        << reasonText(h.steps[2].cell(1)->best().reason);
}

TEST(HistoryRun, MindFormersMetaJsonRuleHasNoIntegrityCheck) {
    test::TempDir dir;
    for (int r = 0; r < 2; ++r) {
        const std::string folder = dir.file("rank_" + std::to_string(r) + "/");
        const std::string prefix = "llama_rank_" + std::to_string(r);
        test::writeTinyCkpt(folder + prefix + "-1_10.ckpt", 4);
        test::writeTinyCkpt(folder + prefix + "-2_10.ckpt", 4);
        const int last = r == 0 ? 3 : 2;
        if (r == 0) {
            test::writeTinyCkpt(folder + prefix + "-3_10.ckpt", 4);
        }
        test::writeFile(folder + "meta.json", "{\"last_epoch\": " + std::to_string(last) +
                                                  ", \"last_step\": 10, \"last_ckpt_file\": \"" +
                                                  prefix + "-" + std::to_string(last) +
                                                  "_10.ckpt\"}");
    }
    RunHistory h = history(dir.path());
    EXPECT_EQ(names(h), (std::vector<std::string>{"llama-1_10", "llama-2_10", "llama-3_10"}));
    EXPECT_EQ(h.resume, 1);
    ASSERT_TRUE(h.mindformers.has_value());
    EXPECT_EQ(h.mindformers->consequence, PickConsequence::Same);

    // Truncate rank 1's llama-2_10: MindFormers still takes it, unread.
    const std::string cut = dir.file("rank_1/llama_rank_1-2_10.ckpt");
    fs::permissions(cut, fs::perms::owner_write, fs::perm_options::add);
    fs::resize_file(cut, 10);
    h = history(dir.path());
    EXPECT_EQ(h.resume, 0);
    ASSERT_TRUE(h.mindformers.has_value());
    EXPECT_EQ(h.mindformers->consequence, PickConsequence::Unusable);
    EXPECT_EQ(explanationArg(*h.mindformers).value,
              "takes llama-2_10, which cannot be resumed from: truncated on rank 1");
}

TEST(HistoryRun, TiersTogetherHoldTheNewestStep) {
    test::TempDir dir;
    const std::string full = dir.file("full");
    test::writeHistoryRun(full, test::historyConfig(2));
    const std::string fast = dir.file("fast");
    const std::string slow = dir.file("slow");
    for (int r = 0; r < 8; ++r) {
        const std::string rank = "/rank_" + std::to_string(r) + "/";
        fs::create_directories(fast + rank);
        fs::create_directories(slow + rank);
        fs::copy_file(full + rank + "synth-1_250.ckpt", fast + rank + "synth-1_250.ckpt");
        fs::copy_file(full + rank + "synth-2_250.ckpt",
                      (r < 6 ? fast : slow) + rank + "synth-2_250.ckpt");
    }
    HistoryOptions options;
    options.tiers = {slow};
    RunHistory h = history(fast, options);
    ASSERT_EQ(h.tiers, (std::vector<std::string>{fast, slow}));
    ASSERT_EQ(h.resume, 1);  // complete across the tiers
    EXPECT_TRUE(h.resumeTiers.empty());
    EXPECT_EQ(h.lexicographic.consequence, PickConsequence::Mixed);

    options.tiers = {full};
    h = history(fast, options);
    ASSERT_EQ(h.resume, 1);
    EXPECT_EQ(h.resumeTiers, std::vector<size_t>{1});
}

TEST(HistoryRun, SingleCardRunSavesIntoItsFolder) {
    test::TempDir dir;
    test::writeTinyCkpt(dir.file("lenet-1_1875.ckpt"), 4);
    test::writeTinyCkpt(dir.file("lenet-2_1875.ckpt"), 4);
    test::writeFile(dir.file("lenet-3_1875.tmp"), "\x0a");
    const RunHistory h = history(dir.path());
    EXPECT_TRUE(h.singleFolder);
    EXPECT_EQ(h.ranks, std::vector<int>{0});
    EXPECT_EQ(names(h), (std::vector<std::string>{"lenet-1_1875", "lenet-2_1875", "lenet-3_1875"}));
    EXPECT_EQ(h.resume, 1);
    EXPECT_EQ(englishOf(h.newerUnusable[0].reasons),
              std::vector<std::string>{"only a leftover temporary (interrupted save) on rank 0"});
}

TEST(HistoryRun, FaultToleranceSavesAreListedNotResumedFrom) {
    test::TempDir dir;
    for (int r = 0; r < 2; ++r) {
        const std::string rank = std::to_string(r);
        test::writeTinyCkpt(dir.file("rank_" + rank + "/net-1_10.ckpt"), 4);
        test::writeTinyCkpt(dir.file("tft_saved_checkpoints-step_15/rank_" + rank + "/ttp_rank_" +
                                     rank + "-2_5.ckpt"),
                            4);
    }
    const RunHistory h = history(dir.path());
    ASSERT_EQ(names(h), (std::vector<std::string>{"net-1_10", "ttp-2_5"}));
    EXPECT_EQ(h.steps[1].key.kind, SaveKind::FaultTolerance);
    EXPECT_EQ(h.steps[1].globalStep, 15);
    EXPECT_EQ(h.steps[1].globalSource, "folder");
    EXPECT_EQ(h.stepsPerEpoch.value, 10);
    EXPECT_EQ(h.stepsPerEpoch.source, "folder");
    EXPECT_EQ(h.steps[0].globalStep, 10);
    EXPECT_EQ(h.steps[0].globalSource, "names");
    EXPECT_EQ(h.resume, 0);
    EXPECT_TRUE(h.newerUnusable.empty());

    EXPECT_EQ(findStep(h, "ttp-2_5").value(), 1);
    auto byNumbers = findStep(h, "2_5");
    ASSERT_FALSE(byNumbers);
    EXPECT_EQ(byNumbers.error().message,
              "epoch 2, step 5 was saved only as ttp-2_5: name it to use it; saved steps: "
              "net-1_10 (10), ttp-2_5 (15)");
}

TEST(HistoryRun, StepsPerEpochFromTheLogsOrTheOption) {
    test::TempDir dir;
    for (int r = 0; r < 2; ++r) {
        const std::string folder = dir.file("rank_" + std::to_string(r) + "/");
        test::writeTinyCkpt(folder + "net-1_10.ckpt", 4);  // no step_num in these files
        test::writeTinyCkpt(folder + "net-2_5.ckpt", 4);
    }
    std::string log;
    for (int epoch = 1; epoch <= 2; ++epoch) {
        for (int step = 1; step <= 10; ++step) {
            log += "epoch: " + std::to_string(epoch) + " step: " + std::to_string(step) +
                   ", loss is 2.5\n";
        }
    }
    fs::create_directories(dir.file("log"));
    test::writeFile(dir.file("log/rank_0.log"), log);
    RunHistory h = history(dir.path());
    EXPECT_EQ(h.stepsPerEpoch.value, 10);
    EXPECT_EQ(h.stepsPerEpoch.source, "logs");
    EXPECT_EQ(h.steps[1].globalStep, 15);
    EXPECT_EQ(h.steps[1].globalSource, "names");

    HistoryOptions options;
    options.stepsPerEpoch = 100;
    h = history(dir.path(), options);
    EXPECT_EQ(h.stepsPerEpoch.source, "option");
    EXPECT_EQ(h.steps[1].globalStep, 105);

    fs::remove_all(dir.file("log"));
    h = history(dir.path());
    EXPECT_EQ(h.stepsPerEpoch.value, 0);
    EXPECT_FALSE(h.steps[1].globalStep.has_value());
    auto byGlobal = findStep(h, "15");
    ASSERT_FALSE(byGlobal);
    EXPECT_EQ(byGlobal.error().message.rfind("no global step is known for this run", 0), 0u);
    EXPECT_EQ(findStep(h, "2_5").value(), 1);
}

TEST(HistoryRun, FindStepByGlobalStepEpochStepOrName) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(3));
    const RunHistory h = history(dir.path());
    EXPECT_EQ(findStep(h, "333").value(), 1);
    EXPECT_EQ(findStep(h, "2_83").value(), 1);
    EXPECT_EQ(findStep(h, "synth-2_83").value(), 1);
    EXPECT_EQ(findStep(h, " 500 ").value(), 2);
    auto missing = findStep(h, "334");
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().describe(),
              dir.path() +
                  ": no saved step has global step 334; saved steps: synth-1_166 (166), "
                  "synth-2_83 (333), synth-2_250 (500) (run `shardscope-cli history " +
                  dir.path() + "` to see every saved step)");
    EXPECT_FALSE(findStep(h, "net-9"));
}

}  // namespace
}  // namespace shardscope

#include "inspect/rundocument.h"

namespace shardscope {
namespace {

// A window passes its run document's files (the step it shows): the history checks them from
// those indexes and comes to the same verdict on every file as when it opens them itself.
TEST(HistoryRun, FilesAlreadyIndexedGiveTheSameVerdicts) {
    test::TempDir dir;
    test::writeHistoryRun(dir.path(), test::historyConfig(3, true),
                          {{SynthDamageKind::Truncate, {3}}});
    auto run = loadRunFolder(dir.path());
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_TRUE(run->run.step.has_value());
    EXPECT_EQ(run->run.step->name, "synth-2_83");  // the newest intact step (2_250 is cut)
    HistoryOptions reuse;
    reuse.indexed = run->files;
    const RunHistory opened = history(dir.path());
    const RunHistory reused = history(dir.path(), reuse);
    ASSERT_EQ(names(opened), names(reused));
    EXPECT_EQ(opened.resume, reused.resume);
    size_t compared = 0;
    for (size_t s = 0; s < opened.steps.size(); ++s) {
        for (const HistoryCell& c : opened.steps[s].cells) {
            const HistoryCell* other = reused.steps[s].cell(c.rank);
            ASSERT_NE(other, nullptr);
            const HistoryFile& a = c.best();
            const HistoryFile& b = other->best();
            SCOPED_TRACE(a.path);
            EXPECT_EQ(a.state, b.state);
            EXPECT_EQ(a.crc, b.crc);
            EXPECT_EQ(a.tensors, b.tensors);
            EXPECT_EQ(a.signature, b.signature);
            EXPECT_EQ(a.inFileStep, b.inFileStep);
            EXPECT_EQ(a.inFileEpoch, b.inFileEpoch);
            EXPECT_EQ(reasonText(a.reason), reasonText(b.reason));
            ++compared;
        }
    }
    EXPECT_EQ(compared, 24u);

    // A file cut after the window indexed it is read again: its verdict is the file's now.
    const std::string cut = run->files[5]->path();
    std::filesystem::resize_file(cut, std::filesystem::file_size(cut) / 2);
    const RunHistory after = history(dir.path(), reuse);
    ASSERT_EQ(names(after), names(opened));
    const HistoryStep& shown = after.steps[static_cast<size_t>(opened.resume)];
    ASSERT_EQ(shown.name, "synth-2_83");
    const HistoryFile& f = shown.cell(5)->best();
    EXPECT_EQ(f.path, cut);
    EXPECT_EQ(f.state, FileState::Unreadable) << reasonText(f.reason);
    EXPECT_NE(after.resume, opened.resume);  // resumed from an older step now
}

}  // namespace
}  // namespace shardscope
