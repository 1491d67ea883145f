// A second, independent reader and writer of MindSpore's encrypted layout (tests/python/
// ckpt_crypto.py, on python3-cryptography): it decrypts what we write into the very bytes of the
// plain file, and what it encrypts reads here as the plain file does.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cryptohelpers.h"
#include "formats/encryptedframe.h"

namespace shardscope {
namespace {

const char* modeWord(EncryptionMode mode) {
    return encryptionModeName(mode);
}

TEST(CryptoPython, PythonDecryptsOurFilesToThePlainBytes) {
    test::TempDir dir;
    test::writeSample(dir.file("plain.ckpt"), nullptr, 0);
    const std::string plain = test::readFile(dir.file("plain.ckpt"));
    for (EncryptionMode mode :
         {EncryptionMode::AesGcm, EncryptionMode::AesCbc, EncryptionMode::Sm4Cbc}) {
        for (size_t bytes : {16u, 24u, 32u}) {
            if (mode == EncryptionMode::Sm4Cbc && bytes != 16) {
                continue;
            }
            SCOPED_TRACE(std::string(modeWord(mode)) + " " + std::to_string(bytes));
            const CheckpointKeyRef key = test::makeKey(mode, bytes, 9);
            const std::string path = dir.file("enc.ckpt");
            std::filesystem::remove(path);
            test::writeSample(path, key, 999);
            int status = -1;
            const std::string out = test::pythonCrypto(std::string("decrypt ") + modeWord(mode) +
                                                           " " + test::hexOf(key->bytes()) + " " +
                                                           path + " " + dir.file("decrypted.ckpt"),
                                                       &status);
            ASSERT_EQ(status, 0) << out;
            const auto j = nlohmann::json::parse(out);
            EXPECT_EQ(j["blocks"], (plain.size() + 998) / 999);
            EXPECT_EQ(test::readFile(dir.file("decrypted.ckpt")), plain);
        }
    }
}

TEST(CryptoPython, MindSporesSixtyFourMebibyteBlocks) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 32, 5);
    const std::vector<uint8_t> big = test::patternBytes((64u << 20) + 4096, 7);
    for (const CheckpointKeyRef& k : {CheckpointKeyRef{}, key}) {
        CheckpointWriteOptions options;
        options.encryptKey = k;
        auto writer = CheckpointWriter::create(dir.file(k ? "enc.ckpt" : "plain.ckpt"), options);
        ASSERT_TRUE(writer);
        ASSERT_TRUE(writer->addTensor("w", "UInt8", {static_cast<int64_t>(big.size())}, big));
        ASSERT_TRUE(writer->commit());
    }
    int status = -1;
    std::string out = test::pythonCrypto("blocks " + dir.file("enc.ckpt"), &status);
    ASSERT_EQ(status, 0) << out;
    const auto blocks = nlohmann::json::parse(out)["blocks"];
    ASSERT_EQ(blocks.size(), 2u);
    EXPECT_EQ(blocks[0]["offset"], 0);
    EXPECT_EQ(blocks[0]["magic"], kAesGcmMagic);
    EXPECT_EQ(blocks[0]["cipher"], 64u << 20);
    EXPECT_EQ(blocks[1]["offset"], (64u << 20) + 48);
    out = test::pythonCrypto("decrypt AES-GCM " + test::hexOf(key->bytes()) + " " +
                                 dir.file("enc.ckpt") + " " + dir.file("decrypted.ckpt"),
                             &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_TRUE(test::readFile(dir.file("decrypted.ckpt")) ==
                test::readFile(dir.file("plain.ckpt")));
    CheckpointParseOptions options;
    options.key = key;
    auto enc = CheckpointFile::open(dir.file("enc.ckpt"), options);
    ASSERT_TRUE(enc) << enc.error().describe();
    EXPECT_EQ(enc->index().encryption.blocks, 2u);
    EXPECT_TRUE(test::tensorBytes(*enc, enc->index().tensors[0]) == big);
}

TEST(CryptoPython, WeReadWhatPythonEncrypts) {
    test::TempDir dir;
    test::writeSample(dir.file("plain.ckpt"), nullptr, 0);
    auto plain = CheckpointFile::open(dir.file("plain.ckpt"));
    ASSERT_TRUE(plain);
    const struct {
        EncryptionMode mode;
        size_t bytes;
        bool legacy;
    } cases[] = {{EncryptionMode::AesGcm, 16, false}, {EncryptionMode::AesGcm, 32, false},
                 {EncryptionMode::AesCbc, 24, false}, {EncryptionMode::Sm4Cbc, 16, false},
                 {EncryptionMode::AesGcm, 24, true},  {EncryptionMode::AesCbc, 16, true}};
    for (const auto& c : cases) {
        SCOPED_TRACE(std::string(modeWord(c.mode)) + (c.legacy ? " legacy" : ""));
        const CheckpointKeyRef key = test::makeKey(c.mode, c.bytes, 3);
        int status = -1;
        const std::string out = test::pythonCrypto(
            std::string("encrypt ") + modeWord(c.mode) + " " + test::hexOf(key->bytes()) + " " +
                dir.file("plain.ckpt") + " " + dir.file("enc.ckpt") + " --block 800" +
                (c.legacy ? " --legacy" : ""),
            &status);
        ASSERT_EQ(status, 0) << out;
        CheckpointParseOptions options;
        options.key = key;  // its mode tells legacy files which cipher
        auto enc = CheckpointFile::open(dir.file("enc.ckpt"), options);
        ASSERT_TRUE(enc) << enc.error().describe();
        EXPECT_EQ(enc->index().encryption.legacy, c.legacy);
        ASSERT_EQ(enc->index().tensors.size(), plain->index().tensors.size());
        for (size_t i = 0; i < plain->index().tensors.size(); ++i) {
            EXPECT_EQ(test::tensorBytes(*enc, enc->index().tensors[i]),
                      test::tensorBytes(*plain, plain->index().tensors[i]));
        }
    }
}

}  // namespace
}  // namespace shardscope
