// Conversion and export with encrypted checkpoints on either side: the bytes are those of the
// plain twin, and encrypted outputs are what MindSpore's layout says (checked by python).
#include <gtest/gtest.h>

#include <filesystem>

#include "convert/conversionsummary.h"
#include "convert/executor.h"
#include "convert/planjson.h"
#include "convert/planner.h"
#include "convert/verifier.h"
#include "cryptohelpers.h"
#include "export/exporter.h"
#include "formats/encryptedstream.h"
#include "inspect/runloader.h"
#include "plantestutil.h"
#include "synth/synthrun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

using test::kEncryptBlock;

SynthConfig model() {
    SynthConfig c;
    c.layers = 2;
    c.dp = 2;
    c.mp = 2;
    c.pp = 2;
    c.dtype = "BFloat16";
    c.seed = 3;
    return c;
}

void synth(const std::string& dir, const CheckpointKeyRef& key) {
    SynthOptions options;
    options.encryptKey = key;
    options.encryptBlockBytes = kEncryptBlock;
    auto summary = writeSynthRun(dir, model(), options);
    ASSERT_TRUE(summary) << summary.error().describe();
}

Result<ConversionResult> convertWithKeys(const std::string& src, const std::string& dst,
                                         const CheckpointKeyRef& key, const CheckpointKeyRef& out) {
    PlanRequest request;
    request.srcFolder = src;
    request.srcStrategy = src + "/strategy.ckpt";
    request.dstFolder = dst;
    request.key = key;
    request.options.chunkBytes = 3000;  // records cut inside blocks, and blocks inside records
    request.options.encryptKey = out;
    request.options.encryptBlockBytes = kEncryptBlock;
    auto plan = test::planFromPath(request);
    if (!plan) {
        return std::move(plan).error();
    }
    for (const Issue& p : plan->problems) {
        EXPECT_FALSE(p.blocking()) << p.text();
    }
    auto result = executeConversion(*plan);
    if (result) {
        const VerifyReport report = verifyConversion(*plan);
        for (const RankCheck& r : report.ranks) {
            EXPECT_TRUE(r.ok) << r.message;
        }
    }
    return result;
}

std::string mergedFile(const std::string& dst) {
    return dst + "/rank_0/checkpoint_0.ckpt";
}

TEST(CryptoConvert, EncryptedSourcesConvertToThePlainTwinsBytes) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 16);
    synth(dir.file("plain"), nullptr);
    synth(dir.file("enc"), key);
    ASSERT_NE(test::readFile(dir.file("enc/rank_3/synth-2_250.ckpt")),
              test::readFile(dir.file("plain/rank_3/synth-2_250.ckpt")));
    ASSERT_TRUE(convertWithKeys(dir.file("plain"), dir.file("a"), nullptr, nullptr));
    ASSERT_TRUE(convertWithKeys(dir.file("enc"), dir.file("b"), key, nullptr));
    EXPECT_TRUE(test::readFile(mergedFile(dir.file("a"))) ==
                test::readFile(mergedFile(dir.file("b"))));
    // Without the key, nothing is planned, and the error says why.
    auto keyless = convertWithKeys(dir.file("enc"), dir.file("c"), nullptr, nullptr);
    ASSERT_FALSE(keyless);
    EXPECT_FALSE(fs::exists(dir.file("c/rank_0")));
}

TEST(CryptoConvert, EncryptedOutputsAreMindSporesLayout) {
    test::TempDir dir;
    synth(dir.file("plain"), nullptr);
    ASSERT_TRUE(convertWithKeys(dir.file("plain"), dir.file("a"), nullptr, nullptr));
    const std::string want = test::readFile(mergedFile(dir.file("a")));
    for (EncryptionMode mode :
         {EncryptionMode::AesGcm, EncryptionMode::AesCbc, EncryptionMode::Sm4Cbc}) {
        SCOPED_TRACE(encryptionModeName(mode));
        const CheckpointKeyRef out = test::makeKey(mode, 16, 8);
        const std::string dst = dir.file(std::string("out-") + encryptionModeName(mode));
        auto result = convertWithKeys(dir.file("plain"), dst, nullptr, out);
        ASSERT_TRUE(result) << result.error().describe();
        EXPECT_EQ(result->bytesWritten, fs::file_size(mergedFile(dst)));
        EXPECT_EQ(fs::file_size(mergedFile(dst)),
                  encryptedFileBytes(mode, want.size(), kEncryptBlock));
        EXPECT_EQ(fs::status(mergedFile(dst)).permissions() & fs::perms::all,
                  fs::perms::owner_read);
        int status = -1;
        const std::string text = test::pythonCrypto(
            std::string("decrypt ") + encryptionModeName(mode) + " " + test::hexOf(out->bytes()) +
                " " + mergedFile(dst) + " " + dir.file("decrypted.ckpt"),
            &status);
        ASSERT_EQ(status, 0) << text;
        EXPECT_TRUE(test::readFile(dir.file("decrypted.ckpt")) == want);
    }
}

// Output blocks larger than the 4 MiB pieces they are assembled and encrypted in (a block of
// 9 MiB + 5 bytes: pieces of 4, 4 and 1 MiB + 5; CBC's padding at the end), as MindSpore's 64 MiB
// blocks always are: python3-cryptography decrypts each output to the plain merge's bytes.
TEST(CryptoConvert, OutputBlocksOfSeveralPiecesAreMindSporesLayout) {
    test::TempDir dir;
    SynthConfig c = model();
    c.hidden = 512;
    c.vocab = 4096;
    c.dtype = "Float32";
    SynthOptions plainRun;
    ASSERT_TRUE(writeSynthRun(dir.file("plain"), c, plainRun));
    PlanRequest request;
    request.srcFolder = dir.file("plain");
    request.srcStrategy = dir.file("plain/strategy.ckpt");
    request.dstFolder = dir.file("a");
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    ASSERT_TRUE(executeConversion(*plan));
    const std::string want = test::readFile(mergedFile(dir.file("a")));
    constexpr uint64_t kBlockBytes = (9u << 20) + 5;
    ASSERT_GT(want.size(), 2 * kBlockBytes);  // two whole blocks and a shorter one
    for (EncryptionMode mode : {EncryptionMode::AesGcm, EncryptionMode::AesCbc}) {
        SCOPED_TRACE(encryptionModeName(mode));
        const CheckpointKeyRef out = test::makeKey(mode, 32, 9);
        request.dstFolder = dir.file(std::string("out-") + encryptionModeName(mode));
        request.options.encryptKey = out;
        request.options.encryptBlockBytes = kBlockBytes;
        request.options.threads = 2;
        auto encrypted = test::planFromPath(request);
        ASSERT_TRUE(encrypted) << encrypted.error().describe();
        ASSERT_TRUE(executeConversion(*encrypted));
        const std::string file = mergedFile(request.dstFolder);
        EXPECT_EQ(fs::file_size(file), encryptedFileBytes(mode, want.size(), kBlockBytes));
        int status = -1;
        const std::string text = test::pythonCrypto(
            std::string("decrypt ") + encryptionModeName(mode) + " " + test::hexOf(out->bytes()) +
                " " + file + " " + dir.file("decrypted.ckpt"),
            &status);
        ASSERT_EQ(status, 0) << text;
        EXPECT_TRUE(test::readFile(dir.file("decrypted.ckpt")) == want);
    }
}

TEST(CryptoConvert, EncryptedToEncryptedKeepsVerifiedFiles) {
    test::TempDir dir;
    const CheckpointKeyRef in = test::makeKey(EncryptionMode::Sm4Cbc, 16, 1);
    const CheckpointKeyRef out = test::makeKey(EncryptionMode::AesCbc, 32, 2);
    synth(dir.file("enc"), in);
    auto first = convertWithKeys(dir.file("enc"), dir.file("b"), in, out);
    ASSERT_TRUE(first) << first.error().describe();
    EXPECT_FALSE(first->ranks[0].skipped);
    const std::string written = test::readFile(mergedFile(dir.file("b")));
    auto again = convertWithKeys(dir.file("enc"), dir.file("b"), in, out);
    ASSERT_TRUE(again) << again.error().describe();
    EXPECT_TRUE(again->ranks[0].skipped);  // verified through the output key, and kept
    EXPECT_TRUE(test::readFile(mergedFile(dir.file("b"))) == written);
}

TEST(CryptoConvert, SummariesNameTheModeNeverTheKey) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 32, 77);
    synth(dir.file("enc"), key);
    PlanRequest request;
    request.srcFolder = dir.file("enc");
    request.srcStrategy = dir.file("enc/strategy.ckpt");
    request.dstFolder = dir.file("out");
    request.key = key;
    request.options.encryptKey = key;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    ConversionOutcome outcome;
    outcome.result = *executeConversion(*plan);
    outcome.verify = verifyConversion(*plan);
    const std::string summary =
        conversionSummaryJson({dir.file("enc"), "", "", dir.file("out")}, *plan, outcome).dump();
    const std::string planned = planToJson(*plan).dump();
    EXPECT_NE(summary.find("\"encryption\":\"AES-GCM\""), std::string::npos) << summary;
    EXPECT_NE(planned.find("\"encryption\":\"AES-GCM\""), std::string::npos) << planned;
    const std::string hex = test::hexOf(key->bytes());
    const std::string raw(key->bytes().begin(), key->bytes().end());
    for (const std::string& text : {summary, planned}) {
        EXPECT_EQ(text.find(hex), std::string::npos);
        EXPECT_EQ(text.find(hex.substr(0, 16)), std::string::npos);
        EXPECT_EQ(text.find(raw), std::string::npos);
    }
}

TEST(CryptoConvert, RefusesWhatMindSporeCannotLoad) {
    ConversionOptions options;
    options.encryptKey = test::makeKey(EncryptionMode::AesGcm, 16);
    options.crc = true;
    EXPECT_EQ(checkEncryptedOutput(options).error().message,
              "a crc_num trailer and encryption exclude each other (MindSpore's crc_check and "
              "enc_key)");
    options.crc = false;
    options.format = CheckpointFormat::Safetensors;
    EXPECT_EQ(checkEncryptedOutput(options).error().message,
              "only .ckpt files are written encrypted (MindSpore saves safetensors without "
              "enc_key)");
    options.format = CheckpointFormat::Ckpt;
    options.encryptKey = std::make_shared<const CheckpointKey>(std::vector<uint8_t>(16, 1));
    EXPECT_EQ(checkEncryptedOutput(options).error().message, "an encryption key needs its mode");
}

TEST(CryptoConvert, ExportFromAnEncryptedRun) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 32);
    synth(dir.file("plain"), nullptr);
    synth(dir.file("enc"), key);
    for (const auto& [src, k] : {std::pair{std::string("plain"), CheckpointKeyRef{}},
                                 std::pair{std::string("enc"), key}}) {
        ExportRequest request;
        request.source = dir.file(src);
        request.output = dir.file(src + ".safetensors");
        request.merged = true;
        request.key = k;
        auto result = exportPath(request);
        ASSERT_TRUE(result) << result.error().describe();
    }
    EXPECT_TRUE(test::readFile(dir.file("plain.safetensors")) ==
                test::readFile(dir.file("enc.safetensors")));
}

TEST(CryptoConvert, TheRunDocumentSaysWhichKeyItNeeds) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesCbc, 24);
    synth(dir.file("enc"), key);
    LoadOptions options;
    auto none = loadPath(dir.file("enc"), options);
    ASSERT_TRUE(none) << none.error().describe();
    ASSERT_TRUE(none->keyError);
    EXPECT_EQ(none->keyError->code, ErrorCode::Encrypted);
    EXPECT_EQ(none->keyError->file, dir.file("enc/rank_0/synth-2_250.ckpt"));
    options.key = test::makeKey(EncryptionMode::None, 24, 99);
    auto wrong = loadPath(dir.file("enc"), options);
    ASSERT_TRUE(wrong);
    ASSERT_TRUE(wrong->keyError);
    EXPECT_EQ(wrong->keyError->code, ErrorCode::WrongKey);
    options.key = key;
    auto right = loadPath(dir.file("enc"), options);
    ASSERT_TRUE(right);
    EXPECT_FALSE(right->keyError);
    for (const auto& file : right->files) {
        ASSERT_TRUE(file);
        EXPECT_EQ(file->index().encryption.mode, EncryptionMode::AesCbc);
    }
}

struct Decryptions {
    uint64_t checked = 0;  // blocks decrypted whole to check them
    size_t blocks = 0;     // of the sources
};

Decryptions convertCounting(const PlanRequest& request) {
    Decryptions out;
    auto plan = test::planFromPath(request);
    EXPECT_TRUE(plan) << plan.error().describe();
    if (!plan) {
        return out;
    }
    for (const auto& source : plan->sources) {
        out.blocks += source ? source->index().encryption.blocks : 0;
    }
    const uint64_t before = EncryptedStream::blocksChecked();
    auto result = executeConversion(*plan, {}, {});
    EXPECT_TRUE(result) << result.error().describe();
    out.checked = EncryptedStream::blocksChecked() - before;
    EXPECT_TRUE(verifyConversion(*plan).ok());
    return out;
}

PlanRequest encryptedRun(const test::TempDir& dir, const SynthConfig& c,
                         const CheckpointKeyRef& key, uint64_t blockBytes) {
    SynthOptions options;
    options.encryptKey = key;
    options.encryptBlockBytes = blockBytes;
    EXPECT_TRUE(writeSynthRun(dir.file("enc"), c, options));
    PlanRequest request;
    request.srcFolder = dir.file("enc");
    request.srcStrategy = dir.file("enc/strategy.ckpt");
    request.dstFolder = dir.file("out");
    request.key = key;
    return request;
}

// The bench's case in small: optimizer sharding over the data-parallel axis, so that a destination
// window reads from two source ranks, 8 ranks to 4 without it. Nothing of a block is kept
// decrypted, and each source block is still decrypted whole once (to check its tag), whatever
// the order the windows read in and the number of threads: the rest of a block's reads decrypt
// only the bytes they read.
TEST(CryptoConvert, EachSourceBlockIsCheckedOnce) {
    test::TempDir dir;
    constexpr uint64_t kBig = 64 << 10;
    SynthConfig c;
    c.layers = 4;
    c.hidden = 64;
    c.vocab = 256;
    c.optShard = 2;
    PlanRequest request = encryptedRun(dir, c, test::makeKey(EncryptionMode::AesGcm, 32), kBig);
    SynthConfig target = c;
    target.dp = 1;
    target.mp = 4;
    target.pp = 1;
    target.optShard = 0;
    SynthOptions strategyOnly;
    strategyOnly.strategyOnly = true;
    ASSERT_TRUE(writeSynthRun(dir.file("target"), target, strategyOnly));
    request.dstStrategy = dir.file("target/strategy.ckpt");
    request.options.windowBytes = kBig / 8;
    for (unsigned threads : {1u, 2u, 4u}) {
        SCOPED_TRACE(threads);
        request.options.threads = threads;
        fs::remove_all(dir.file("out"));
        const Decryptions d = convertCounting(request);
        EXPECT_EQ(d.blocks, 56u);  // 8 ranks of 7 blocks: the case is the one meant
        EXPECT_EQ(d.checked, d.blocks);
    }
}

// A merge of 8 model-parallel ranks: every window gathers from all 8 sources at once, which a
// cache of whole decrypted blocks had to hold together. Each block read is checked once, with one
// thread or two; the same plan run again (its sources still open) checks none; verifyConversion
// (in convertCounting) reads each output back against the sources.
TEST(CryptoConvert, AMergeOfEverySourceChecksEachBlockOnce) {
    test::TempDir dir;
    constexpr uint64_t kSmall = 16 << 10;
    SynthConfig c;
    c.layers = 4;
    c.hidden = 64;
    c.vocab = 256;
    c.dp = 1;
    c.mp = 8;
    c.pp = 1;
    for (EncryptionMode mode : {EncryptionMode::AesGcm, EncryptionMode::AesCbc}) {
        SCOPED_TRACE(encryptionModeName(mode));
        fs::remove_all(dir.file("enc"));
        PlanRequest request = encryptedRun(dir, c, test::makeKey(mode, 16), kSmall);
        std::vector<uint64_t> checked;
        for (unsigned threads : {1u, 2u}) {
            SCOPED_TRACE(threads);
            request.options.threads = threads;
            fs::remove_all(dir.file("out"));
            const Decryptions d = convertCounting(request);
            EXPECT_GT(d.blocks, 8u * 16u);
            EXPECT_LE(d.checked, d.blocks);
            checked.push_back(d.checked);
        }
        // CBC has no tag: nothing is decrypted whole (the padding was checked on opening).
        if (mode == EncryptionMode::AesGcm) {
            EXPECT_GT(checked[0], 8u * 16u);
        } else {
            EXPECT_EQ(checked[0], 0u);
        }
        EXPECT_EQ(checked[1], checked[0]);
        auto plan = test::planFromPath(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        for (int round = 0; round < 2; ++round) {
            fs::remove_all(dir.file("out"));
            const uint64_t before = EncryptedStream::blocksChecked();
            ASSERT_TRUE(executeConversion(*plan, {}, {}));
            EXPECT_EQ(EncryptedStream::blocksChecked() - before, round == 0 ? checked[0] : 0u);
        }
    }
}

// The plan's memory estimate for encrypted sources is a few MiB a thread, whatever the blocks'
// size and the number of sources: nothing of a block is kept decrypted.
TEST(CryptoConvert, ThePlansMemoryStaysFlatWithEncryptedSources) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 16);
    synth(dir.file("plain"), nullptr);
    synth(dir.file("enc"), key);
    uint64_t peak[2] = {0, 0};
    for (int encrypted = 0; encrypted < 2; ++encrypted) {
        PlanRequest request;
        request.srcFolder = dir.file(encrypted ? "enc" : "plain");
        request.srcStrategy = request.srcFolder + "/strategy.ckpt";
        request.key = encrypted ? key : nullptr;
        request.options.threads = 2;
        auto plan = test::planFromPath(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        ASSERT_EQ(plan->ranks.size(), 1u);
        ASSERT_GT(plan->ranks[0].sources.size(), 1u);
        peak[encrypted] = plan->ranks[0].peakMemory;
    }
    EXPECT_EQ(peak[1] - peak[0], 2u * (4u << 20));
}

}  // namespace
}  // namespace shardscope
