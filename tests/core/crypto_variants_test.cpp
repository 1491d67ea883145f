// Encryption with the other variants of issue 15 and the history of issue 14: a run saved with
// remove_redundancy=True and encrypted reads, restores and converts exactly as its plain twin;
// the saved steps of an encrypted run are told apart with its key.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "convert/executor.h"
#include "convert/holders.h"
#include "convert/planner.h"
#include "converttestutil.h"
#include "cryptohelpers.h"
#include "formats/runfolder.h"
#include "history/historyloader.h"
#include "inspect/discoveredrun.h"
#include "inspect/runloader.h"
#include "run/rundiscovery.h"
#include "synth/synthrun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

using test::kEncryptBlock;

SynthConfig removedModel() {
    SynthConfig c;
    c.layers = 2;
    c.dp = 2;
    c.mp = 2;
    c.pp = 2;
    c.seed = 5;
    c.removeRedundancy = true;
    return c;
}

void synth(const std::string& dir, const SynthConfig& config, const CheckpointKeyRef& key) {
    SynthOptions options;
    options.threads = 2;
    options.encryptKey = key;
    options.encryptBlockBytes = kEncryptBlock;
    auto summary = writeSynthRun(dir, config, options);
    ASSERT_TRUE(summary) << summary.error().describe();
}

// Converts with `strategy` as the source's (and, for `identity`, the destination's) strategy.
Status convertWithKey(const std::string& src, const std::string& strategy, const std::string& dst,
                      const CheckpointKeyRef& key, bool identity, bool removeRedundancy = false,
                      const CheckpointKeyRef& out = {}) {
    PlanRequest r;
    r.srcFolder = src;
    r.srcStrategy = strategy;
    r.dstStrategy = identity ? r.srcStrategy : "";
    r.dstFolder = dst;
    r.key = key;
    r.options.writeStrategy = false;
    r.options.removeRedundancy = removeRedundancy;
    r.options.encryptKey = out;
    r.options.encryptBlockBytes = kEncryptBlock;
    return test::planAndRun(r);
}

// Every tensor of every rank file under `dir` (decrypted with `key`), by file and name.
std::map<std::string, std::vector<uint8_t>> tensorsOf(const std::string& dir,
                                                      const CheckpointKeyRef& key) {
    std::map<std::string, std::vector<uint8_t>> out;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        if (!e.is_regular_file() || e.path().extension() != ".ckpt" ||
            e.path().parent_path().filename().string().rfind("rank_", 0) != 0) {
            continue;
        }
        CheckpointParseOptions parse;
        parse.key = key;
        auto file = CheckpointFile::open(e.path().string(), parse);
        EXPECT_TRUE(file) << file.error().describe();
        if (!file) {
            continue;
        }
        const std::string rel = fs::relative(e.path(), dir).string();
        for (const TensorEntry& t : file->index().tensors) {
            out[rel + ":" + t.name] = test::tensorBytes(*file, t);
        }
    }
    return out;
}

TEST(CryptoVariants, ARedundancyRemovedEncryptedRunReadsAndRestoresAsItsPlainTwin) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 16, 3);
    synth(dir.file("plain"), removedModel(), nullptr);
    synth(dir.file("enc"), removedModel(), key);

    // The run document tells the redundancy-removed run from its (decrypted) files.
    LoadOptions load;
    load.key = key;
    auto plainRun = loadPath(dir.file("plain"), LoadOptions{});
    auto encRun = loadPath(dir.file("enc"), load);
    ASSERT_TRUE(plainRun && encRun);
    EXPECT_FALSE(encRun->keyError);
    EXPECT_TRUE(plainRun->redundancy.removed);
    EXPECT_TRUE(encRun->redundancy.removed);
    EXPECT_EQ(encRun->redundancy.params, plainRun->redundancy.params);
    EXPECT_EQ(encRun->redundancy.bytesSaved, plainRun->redundancy.bytesSaved);
    for (const Issue& issue : encRun->issues) {
        EXPECT_NE(issue.code, IssueCode::SliceLost) << issue.text();
        EXPECT_NE(issue.code, IssueCode::UnreadableRank) << issue.text();
    }
    // Who holds what (ranks --src): the same from the encrypted files.
    auto strategy = loadStrategy(dir.file("plain/strategy.ckpt"));
    ASSERT_TRUE(strategy);
    LoadOptions keyed;
    keyed.key = key;
    auto plain = discoverRun(dir.file("plain"), {});
    auto enc = discoverRun(dir.file("enc"), keyed);
    auto encNoKey = discoverRun(dir.file("enc"), {});
    ASSERT_TRUE(plain && enc && encNoKey);
    auto plainHolders = runHolders(**plain, *strategy);
    auto encHolders = runHolders(**enc, *strategy);
    ASSERT_TRUE(plainHolders && encHolders);
    EXPECT_EQ(*plainHolders, *encHolders);
    EXPECT_FALSE(runHolders(**encNoKey, *strategy));  // no key: an error, never a guess

    // Restoring redundancy (the identity conversion) and merging: the plain twin's bytes.
    const std::string s = dir.file("plain/strategy.ckpt");
    for (const bool identity : {true, false}) {
        SCOPED_TRACE(identity ? "identity" : "merge");
        const std::string tag = identity ? "id" : "merged";
        ASSERT_OK(convertWithKey(dir.file("plain"), s, dir.file("a-" + tag), nullptr, identity));
        ASSERT_OK(convertWithKey(dir.file("enc"), s, dir.file("b-" + tag), key, identity));
        EXPECT_TRUE(test::filesOf(dir.file("a-" + tag)) == test::filesOf(dir.file("b-" + tag)));
    }
    // Removing redundancy again, into encrypted files: what synth saved, tensor for tensor.
    const CheckpointKeyRef out = test::makeKey(EncryptionMode::Sm4Cbc, 16, 9);
    ASSERT_OK(convertWithKey(dir.file("b-id"), s, dir.file("r"), nullptr, true, true, out));
    auto removed = tensorsOf(dir.file("r"), out);
    auto saved = tensorsOf(dir.file("enc"), key);
    ASSERT_EQ(removed.size(), saved.size());
    auto a = removed.begin();
    for (auto b = saved.begin(); b != saved.end(); ++a, ++b) {
        // checkpoint_<g>.ckpt against synth-2_250.ckpt: the same rank, the same tensor
        EXPECT_EQ(fs::path(a->first).parent_path(), fs::path(b->first).parent_path());
        EXPECT_EQ(a->first.substr(a->first.find(':')), b->first.substr(b->first.find(':')));
        EXPECT_TRUE(a->second == b->second) << a->first;
    }
}

TEST(CryptoVariants, TheSavedStepsOfAnEncryptedRunAreToldApartWithItsKey) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesCbc, 32, 4);
    SynthConfig config;
    config.hidden = 32;
    config.vocab = 128;
    config.seqLength = 16;
    config.saves = 3;
    synth(dir.file("run"), config, key);

    HistoryOptions options;
    options.key = key;
    auto h = loadRunHistory(dir.file("run"), options);
    ASSERT_TRUE(h) << h.error().describe();
    ASSERT_EQ(h->steps.size(), 3u);
    ASSERT_EQ(h->resume, 2);
    EXPECT_EQ(h->steps[2].globalSource, "file");  // step_num, decrypted
    for (const HistoryStep& s : h->steps) {
        for (const HistoryCell& c : s.cells) {
            EXPECT_EQ(c.best().state, FileState::Intact)
                << c.best().path << reasonText(c.best().reason);
        }
    }
    // Without the key every save is unreadable, and says why.
    auto keyless = loadRunHistory(dir.file("run"), {});
    ASSERT_TRUE(keyless) << keyless.error().describe();
    EXPECT_EQ(keyless->resume, -1);
    const HistoryFile& f = keyless->steps.back().cells.front().best();
    EXPECT_EQ(f.state, FileState::Unreadable);
    EXPECT_EQ(reasonText(f.reason).rfind("encrypted (", 0), 0u) << reasonText(f.reason);

    // Run folders choose the step with the key: the newest by default, any other by name.
    StepChoice choice;
    choice.key = key;
    auto run = discoverRunFolder(dir.file("run"), choice);
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_TRUE(run->step);
    EXPECT_EQ(run->step->name, "synth-2_250");
    for (const Issue& issue : run->issues) {
        EXPECT_NE(issue.severity, Severity::Error) << issue.text();
    }
    LoadOptions load;
    load.key = key;
    load.step = h->steps.front().name;
    auto older = loadPath(dir.file("run"), load);
    ASSERT_TRUE(older) << older.error().describe();
    EXPECT_FALSE(older->keyError);
    ASSERT_TRUE(older->run.step);
    EXPECT_EQ(older->run.step->name, h->steps.front().name);
    EXPECT_EQ(older->key, key);
}

// A changed block in the newest save of an AES-GCM run: history, the resume step and the doctor
// give a verdict on the files themselves, so they check every block and never call it intact.
TEST(CryptoVariants, AChangedBlockInTheNewestEncryptedSaveIsNotIntact) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 32, 6);
    SynthConfig config;
    config.saves = 2;
    synth(dir.file("run"), config, key);
    const std::string newest = dir.file("run/rank_3/synth-2_250.ckpt");
    std::string bytes = test::readFile(newest);
    bytes[bytes.size() / 2] ^= 0x10;  // inside a block's ciphertext
    fs::permissions(newest, fs::perms::owner_write, fs::perm_options::add);
    test::writeFile(newest, bytes);

    HistoryOptions options;
    options.key = key;
    auto h = loadRunHistory(dir.file("run"), options);
    ASSERT_TRUE(h) << h.error().describe();
    ASSERT_EQ(h->steps.size(), 2u);
    EXPECT_EQ(h->resume, 0);
    const HistoryFile& damaged = h->steps[1].cells[3].best();
    EXPECT_EQ(damaged.state, FileState::Unreadable);
    EXPECT_NE(reasonText(damaged.reason).find("fails AES-GCM authentication"), std::string::npos)
        << reasonText(damaged.reason);
    StepChoice choice;
    choice.key = key;
    auto run = discoverRunFolder(dir.file("run"), choice);
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_TRUE(run->step);
    EXPECT_EQ(run->step->name, "synth-1_250");
}

}  // namespace
}  // namespace shardscope
