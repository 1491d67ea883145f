// Encrypted checkpoints that cannot be read: one error naming the file and the block, with the
// exact words users (and scripts) see, and never a tensor of garbage.
#include <gtest/gtest.h>

#include <filesystem>

#include "cryptohelpers.h"
#include "formats/encryptedframe.h"
#include "formats/encryptedstream.h"

namespace shardscope {
namespace {

std::string corpus(const std::string& name) {
    return test::dataPath("encrypted/" + name);
}

CheckpointKeyRef keyFile(const std::string& name, EncryptionMode mode = EncryptionMode::None) {
    auto key = readCheckpointKeyFile(corpus(name), KeyEncoding::Hex, mode);
    EXPECT_TRUE(key) << key.error().describe();
    return key ? *key : nullptr;
}

// The error of opening `path` with every block checked; unless `headersToo` is false, indexing
// from the record headers alone (what run folders do) fails with the very same error.
Error openError(const std::string& path, const CheckpointKeyRef& key, bool headersToo = true) {
    CheckpointParseOptions options;
    options.key = key;
    auto file = CheckpointFile::open(path, options);
    EXPECT_FALSE(file) << path;
    if (headersToo) {
        options.checkEncryptedBlocks = false;
        auto headers = CheckpointFile::open(path, options);
        EXPECT_FALSE(headers) << path << " indexed from its headers";
        if (!headers && !file) {
            EXPECT_EQ(headers.error().describe(), file.error().describe());
            EXPECT_EQ(headers.error().code, file.error().code);
        }
    }
    return file ? Error{} : file.error();
}

TEST(CryptoErrors, TheCorpusReadsWithItsKeys) {
    auto plain = CheckpointFile::open(test::dataPath("real/adam_small_net.ckpt"));
    ASSERT_TRUE(plain);
    const struct {
        const char* file;
        const char* key;
        EncryptionMode mode;
        EncryptionMode expect;
        bool legacy;
    } cases[] = {
        {"gcm128.ckpt", "key16.hex", EncryptionMode::None, EncryptionMode::AesGcm, false},
        {"gcm256_one_block.ckpt", "key32.hex", EncryptionMode::None, EncryptionMode::AesGcm, false},
        {"cbc256.ckpt", "key32.hex", EncryptionMode::None, EncryptionMode::AesCbc, false},
        {"sm4.ckpt", "key16.hex", EncryptionMode::None, EncryptionMode::Sm4Cbc, false},
        {"legacy_gcm128.ckpt", "key16.hex", EncryptionMode::AesGcm, EncryptionMode::AesGcm, true},
        {"legacy_cbc256.ckpt", "key32.hex", EncryptionMode::AesCbc, EncryptionMode::AesCbc, true},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.file);
        CheckpointParseOptions options;
        options.key = keyFile(c.key, c.mode);
        auto file = CheckpointFile::open(corpus(c.file), options);
        ASSERT_TRUE(file) << file.error().describe();
        EXPECT_EQ(file->index().encryption.mode, c.expect);
        EXPECT_EQ(file->index().encryption.legacy, c.legacy);
        ASSERT_EQ(file->index().tensors.size(), plain->index().tensors.size());
        for (size_t i = 0; i < plain->index().tensors.size(); ++i) {
            EXPECT_EQ(test::tensorBytes(*file, file->index().tensors[i]),
                      test::tensorBytes(*plain, plain->index().tensors[i]));
        }
    }
}

TEST(CryptoErrors, NoKey) {
    const Error e = openError(corpus("gcm128.ckpt"), nullptr);
    EXPECT_EQ(e.code, ErrorCode::Encrypted);
    EXPECT_EQ(e.describe(), corpus("gcm128.ckpt") +
                                ": the checkpoint is encrypted (AES-GCM); a key is needed "
                                "to read it");
    const Error legacy = openError(corpus("legacy_cbc256.ckpt"), nullptr);
    EXPECT_EQ(legacy.message,
              "the checkpoint is encrypted (AES-GCM or AES-CBC, MindSpore r1.x layout); a key "
              "is needed to read it");
}

TEST(CryptoErrors, WrongKey) {
    const struct {
        const char* file;
        const char* key;
        const char* message;
    } cases[] = {
        {"gcm128.ckpt", "wrong16.hex",
         "wrong key: encrypted blocks 0 and 1 both fail AES-GCM authentication"},
        {"cbc256.ckpt", "wrong32.hex",
         "wrong key: encrypted blocks 0 and 1 both have bad AES-CBC padding"},
        {"sm4.ckpt", "wrong16.hex",
         "wrong key: encrypted blocks 0 and 1 both have bad SM4-CBC padding"},
        {"gcm256_one_block.ckpt", "wrong32.hex",
         "wrong key, or the file was changed: its only encrypted block fails AES-GCM "
         "authentication"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.file);
        const Error e = openError(corpus(c.file), keyFile(c.key));
        EXPECT_EQ(e.code, ErrorCode::WrongKey);
        EXPECT_EQ(e.describe(), corpus(c.file) + ": byte 0: " + c.message);
    }
    // A wrong key passes a CBC padding check now and then (here block 0's): still the key.
    const Error lucky =
        openError(corpus("cbc256_wrong_key_pads_block0.ckpt"), keyFile("wrong32.hex"));
    EXPECT_EQ(lucky.code, ErrorCode::WrongKey);
    EXPECT_EQ(lucky.describe(), corpus("cbc256_wrong_key_pads_block0.ckpt") +
                                    ": byte 560: wrong key: encrypted blocks 1 and 2 both have "
                                    "bad AES-CBC padding");
    // Legacy AES-GCM has no tag: a wrong key shows in what it decrypts to.
    const Error legacy =
        openError(corpus("legacy_gcm128.ckpt"), keyFile("wrong16.hex", EncryptionMode::AesGcm));
    EXPECT_EQ(legacy.code, ErrorCode::WrongKey);
    EXPECT_EQ(legacy.describe(), corpus("legacy_gcm128.ckpt") +
                                     ": wrong key or key mode: the decrypted bytes do not start "
                                     "like a checkpoint (byte 0x15)");
}

TEST(CryptoErrors, KeyLengthAndMode) {
    Error e = openError(corpus("gcm128.ckpt"),
                        std::make_shared<const CheckpointKey>(std::vector<uint8_t>(20, 1)));
    EXPECT_EQ(e.code, ErrorCode::InvalidArgument);
    EXPECT_EQ(e.describe(), corpus("gcm128.ckpt") +
                                ": the key is 20 bytes long; AES-GCM needs "
                                "16, 24 or 32");
    e = openError(corpus("sm4.ckpt"), keyFile("key32.hex"));
    EXPECT_EQ(e.message, "the key is 32 bytes long; SM4-CBC needs 16");
    e = openError(corpus("gcm128.ckpt"), keyFile("key16.hex", EncryptionMode::AesCbc));
    EXPECT_EQ(e.message,
              "the checkpoint is encrypted with AES-GCM (its magic says so), not AES-CBC as the "
              "key's mode says");
    e = openError(corpus("legacy_cbc256.ckpt"), keyFile("key32.hex"));
    EXPECT_EQ(e.code, ErrorCode::Encrypted);
    EXPECT_EQ(e.message,
              "the checkpoint is encrypted in MindSpore r1.x's layout, whose magic does not tell "
              "AES-GCM from AES-CBC: give the key's mode");
    e = openError(corpus("legacy_cbc256.ckpt"), keyFile("key16.hex", EncryptionMode::Sm4Cbc));
    EXPECT_EQ(e.message,
              "the checkpoint is encrypted in MindSpore r1.x's layout, which is AES-GCM or "
              "AES-CBC, never SM4-CBC");
}

// The file is opened a second time for its ciphertext (pread): one gone by then is NotFound,
// as MappedFile::open says of a file missing at the first open.
TEST(CryptoErrors, AFileRemovedBetweenMapAndOpenIsNotFound) {
    test::TempDir dir;
    const std::string path = dir.file("gone.ckpt");
    std::filesystem::copy_file(corpus("gcm128.ckpt"), path);
    auto mapped = MappedFile::open(path);
    ASSERT_TRUE(mapped) << mapped.error().describe();
    std::filesystem::remove(path);
    auto stream = EncryptedStream::open(std::move(*mapped), keyFile("key16.hex"));
    ASSERT_FALSE(stream);
    EXPECT_EQ(stream.error().code, ErrorCode::NotFound);
    EXPECT_EQ(stream.error().describe(), path + ": cannot open: No such file or directory");
}

TEST(CryptoErrors, KeyText) {
    auto raw = readCheckpointKeyFile(corpus("key16.raw"), KeyEncoding::Raw);
    ASSERT_TRUE(raw);
    EXPECT_EQ((*raw)->bytes(), keyFile("key16.hex")->bytes());
    auto newline = makeCheckpointKey("0123456789ABCDEF\n", KeyEncoding::Raw);
    ASSERT_FALSE(newline);
    EXPECT_EQ(newline.error().describe(),
              "the key is 17 bytes long; AES needs 16, 24 or 32 bytes and SM4 needs 16 (the raw "
              "key ends in white space (a line break?); write it without, or give it as "
              "hexadecimal)");
    EXPECT_EQ(makeCheckpointKey("0123456789ABCDEF", KeyEncoding::Raw).ok(), true);
    EXPECT_EQ(makeCheckpointKey("00 11 22", KeyEncoding::Hex).error().message,
              "the key is 3 bytes long; AES needs 16, 24 or 32 bytes and SM4 needs 16");
    EXPECT_EQ(makeCheckpointKey("0g", KeyEncoding::Hex).error().message,
              "the key is not hexadecimal (a character other than 0-9, a-f, A-F or white space)");
    EXPECT_EQ(makeCheckpointKey("012", KeyEncoding::Hex).error().message,
              "the key has an odd number of hexadecimal digits");
    auto missing = readCheckpointKeyFile(corpus("nothing.hex"), KeyEncoding::Hex);
    EXPECT_EQ(missing.error().describe(),
              corpus("nothing.hex") + ": cannot open the key file: No such file or directory");
}

TEST(CryptoErrors, BadPadding) {
    const Error e = openError(corpus("cbc256_bad_padding_block2.ckpt"), keyFile("key32.hex"));
    EXPECT_EQ(e.code, ErrorCode::Corrupt);
    EXPECT_EQ(e.describe(), corpus("cbc256_bad_padding_block2.ckpt") +
                                ": byte 1120: encrypted block 2 has bad AES-CBC padding, though "
                                "block 0 decrypts with the same key: the block was changed or "
                                "damaged");
}

// The corpus files changed on the fly, each way a copy or a disk can change them.
class CryptoDamage : public ::testing::Test {
protected:
    std::string damaged(const std::string& name, const std::function<void(std::string&)>& change) {
        std::string bytes = test::readFile(corpus(name));
        change(bytes);
        const std::string path = m_dir.file(name);
        test::writeFile(path, bytes);
        return path;
    }
    test::TempDir m_dir;
};

TEST_F(CryptoDamage, FlippedCiphertextByteFailsTheTag) {
    // Block 2 of gcm128.ckpt starts at byte 2 * (48 + 512) = 1120; its ciphertext at 1168.
    const std::string path = damaged("gcm128.ckpt", [](std::string& b) { b[1168 + 300] ^= 1; });
    const Error e = openError(path, keyFile("key16.hex"), false);
    EXPECT_EQ(e.code, ErrorCode::Corrupt);
    EXPECT_EQ(e.describe(), path +
                                ": byte 1120: encrypted block 2 fails AES-GCM authentication, "
                                "though block 0 decrypts with the same key: the block was "
                                "changed or damaged");
}

// Run folders index each rank from its record headers alone: a changed tensor byte is found when
// the tensor is read, with the same words, and the tensors of the other blocks still read.
TEST_F(CryptoDamage, AChangedTensorByteIsFoundWhenReadIfTheHeadersAloneWereIndexed) {
    CheckpointParseOptions options;
    options.key = keyFile("key16.hex");
    options.checkEncryptedBlocks = false;
    auto clean = CheckpointFile::open(corpus("gcm128.ckpt"), options);
    ASSERT_TRUE(clean) << clean.error().describe();
    EXPECT_FALSE(clean->index().encryption.checked);
    // A tensor byte inside block 2 (plain bytes 1024 to 1535, ciphertext from file byte 1168).
    const TensorEntry* hit = nullptr;
    uint64_t plainAt = 0;
    for (const TensorEntry& t : clean->index().tensors) {
        for (const ByteRange& c : t.chunks) {
            if (!hit && c.size > 0 && c.offset >= 1024 && c.offset < 1536) {
                hit = &t;
                plainAt = c.offset;
            }
        }
    }
    ASSERT_NE(hit, nullptr);
    const std::string name = hit->name;
    const std::string path = damaged(
        "gcm128.ckpt", [&](std::string& b) { b[static_cast<size_t>(1168 + plainAt - 1024)] ^= 1; });
    auto file = CheckpointFile::open(path, options);
    ASSERT_TRUE(file) << file.error().describe();
    ASSERT_EQ(file->index().tensors.size(), clean->index().tensors.size());
    size_t failed = 0;
    for (const TensorEntry& t : file->index().tensors) {
        // Its record (headers and bytes) in block 2: the headers are checked with the bytes.
        const bool inBlock2 = t.recordOffset < 1536 && t.recordOffset + t.recordBytes > 1024;
        Status s = file->readTensor(t, [](std::span<const uint8_t>) -> Status { return {}; });
        EXPECT_EQ(s.ok(), !inBlock2) << t.name;
        if (!s) {
            ++failed;
            EXPECT_EQ(s.error().code, ErrorCode::Corrupt);
            EXPECT_EQ(s.error().describe(), path + ": byte 1120: parameter '" + t.name +
                                                "': encrypted block 2 fails AES-GCM "
                                                "authentication, though block 0 decrypts with "
                                                "the same key: the block was changed or damaged");
        }
    }
    EXPECT_GE(failed, 1u);
    // Checking every block finds it at once.
    options.checkEncryptedBlocks = true;
    auto checked = CheckpointFile::open(path, options);
    ASSERT_FALSE(checked);
    EXPECT_EQ(checked.error().message,
              "encrypted block 2 fails AES-GCM authentication, though block 0 decrypts with the "
              "same key: the block was changed or damaged");
}

// Indexed from its headers alone, a tensor is proven with its record header too: a tensor whose
// header lies in one block and its bytes in the next is not read when the header's block was
// changed, even where the change left the headers as they were.
TEST_F(CryptoDamage, ATensorIsNotReadWhenTheBlockOfItsHeaderWasChanged) {
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 16, 3);
    CheckpointParseOptions options;
    options.key = key;
    options.checkEncryptedBlocks = false;
    // A block size that puts a record header in one block and its tensor bytes in the next (t),
    // with bytes of another tensor in the header's block (u) to change.
    for (uint64_t blockBytes : {700u, 500u, 300u, 200u, 150u, 100u}) {
        const std::string clean = m_dir.file("sample" + std::to_string(blockBytes) + ".ckpt");
        test::writeSample(clean, key, blockBytes);
        auto file = CheckpointFile::open(clean, options);
        ASSERT_TRUE(file) << file.error().describe();
        const EncryptedStream& stream = *file->stream();
        const TensorEntry* t = nullptr;
        for (const TensorEntry& e : file->index().tensors) {
            if (t == nullptr && !e.chunks.empty() &&
                stream.blockAt(e.recordOffset) != stream.blockAt(e.chunks.front().offset)) {
                t = &e;
            }
        }
        if (t == nullptr) {
            continue;
        }
        const size_t h = stream.blockAt(t->recordOffset);
        const EncryptedBlock& block = stream.blocks()[h];
        uint64_t change = UINT64_MAX;  // a plain offset of u's bytes inside block h
        for (const TensorEntry& e : file->index().tensors) {
            for (const ByteRange& c : e.chunks) {
                const uint64_t from = std::max(c.offset, block.plainOffset);
                if (&e != t && from < std::min(c.offset + c.size, t->recordOffset)) {
                    change = from;
                }
            }
        }
        if (change == UINT64_MAX) {
            continue;
        }
        SCOPED_TRACE("blocks of " + std::to_string(blockBytes) + " bytes, '" + t->name + "'");
        const std::string name = t->name;
        const std::string path = m_dir.file("changed.ckpt");
        std::string bytes = test::readFile(clean);
        bytes[static_cast<size_t>(block.cipherOffset + (change - block.plainOffset))] ^= 1;
        test::writeFile(path, bytes);

        auto changed = CheckpointFile::open(path, options);
        ASSERT_TRUE(changed) << changed.error().describe();  // the headers are intact
        const TensorEntry* read = changed->index().find(name);
        ASSERT_NE(read, nullptr);
        Status s =
            changed->readTensor(*read, [](std::span<const uint8_t>) -> Status { return {}; });
        ASSERT_FALSE(s);
        EXPECT_EQ(s.error().code, ErrorCode::Corrupt);
        EXPECT_EQ(s.error().describe(),
                  path + ": byte " + std::to_string(block.fileOffset) + ": parameter '" + name +
                      "': encrypted block " + std::to_string(h) +
                      " fails AES-GCM authentication, though block " + (h == 0 ? "1" : "0") +
                      " decrypts with the same key: the block was changed or damaged");
        return;
    }
    FAIL() << "no block size put a record header and its bytes in two blocks";
}

TEST_F(CryptoDamage, FlippedTagOrIvFailsTheTag) {
    for (size_t at : {1120u + 4u + 7u, 1120u + 28u + 3u}) {
        const std::string path = damaged("gcm128.ckpt", [&](std::string& b) { b[at] ^= 0x80; });
        const Error e = openError(path, keyFile("key16.hex"), false);
        EXPECT_EQ(e.message,
                  "encrypted block 2 fails AES-GCM authentication, though block 0 decrypts "
                  "with the same key: the block was changed or damaged");
    }
}

TEST_F(CryptoDamage, FirstBlockDamagedIsNotCalledAWrongKey) {
    const std::string path = damaged("gcm128.ckpt", [](std::string& b) { b[100] ^= 1; });
    const Error e = openError(path, keyFile("key16.hex"), false);
    EXPECT_EQ(e.message,
              "encrypted block 0 fails AES-GCM authentication, though block 1 decrypts with "
              "the same key: the block was changed or damaged");
}

TEST_F(CryptoDamage, TruncatedBlock) {
    const std::string path =
        damaged("gcm128.ckpt", [](std::string& b) { b.resize(b.size() - 10); });
    const Error e = openError(path, keyFile("key16.hex"));
    EXPECT_EQ(e.code, ErrorCode::Truncated);
    // Blocks 0-2 are 560 bytes each; block 3 holds the last 341 plain bytes.
    EXPECT_EQ(e.describe(), path +
                                ": byte 1680: encrypted block 3 is cut short: its header "
                                "announces 341 bytes of ciphertext, the file ends after 331");
    const std::string header =
        damaged("gcm128.ckpt", [](std::string& b) { b.resize(560 * 3 + 20); });
    EXPECT_EQ(openError(header, keyFile("key16.hex")).message,
              "encrypted block 3 is cut short: its header takes 48 bytes, the file ends after "
              "20");
}

TEST_F(CryptoDamage, BrokenFraming) {
    const std::string magic = damaged("gcm128.ckpt", [](std::string& b) { b[560] = 0x12; });
    EXPECT_EQ(openError(magic, keyFile("key16.hex")).describe(),
              magic +
                  ": byte 560: encrypted block 1 does not start with the AES-GCM magic "
                  "0x7f3a5ed8 (it holds 0x7f3a5e12)");
    const std::string iv = damaged("cbc256.ckpt", [](std::string& b) { b[8] = 12; });
    EXPECT_EQ(openError(iv, keyFile("key32.hex")).message,
              "encrypted block 0 has an IV length of 12, not 16");
    const std::string lengths = damaged("cbc256.ckpt", [](std::string& b) { b[4] ^= 1; });
    EXPECT_EQ(openError(lengths, keyFile("key32.hex")).message,
              "encrypted block 0 has lengths that disagree (block 553 bytes, ciphertext 528)");
    const std::string trailer = damaged("gcm128.ckpt", [](std::string& b) {
        b += "crc_num";
        b += std::string(10, '\0');
    });
    EXPECT_EQ(openError(trailer, keyFile("key16.hex")).message,
              "a crc_num trailer follows the encrypted blocks (saved with crc_check and enc_key "
              "together, which MindSpore cannot load)");
}

}  // namespace
}  // namespace shardscope
