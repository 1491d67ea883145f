// Encrypted checkpoints: every mode and key length MindSpore allows, written block by block and
// read back through the index of their plain stream, which equals the plain file's.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "cryptohelpers.h"
#include "formats/encryptedframe.h"
#include "formats/encryptedstream.h"
#include "stats/elementreader.h"
#include "stats/tensorstats.h"

namespace shardscope {
namespace {

struct CryptoCase {
    EncryptionMode mode;
    size_t keyBytes;
};

const CryptoCase kCases[] = {{EncryptionMode::AesGcm, 16}, {EncryptionMode::AesGcm, 24},
                             {EncryptionMode::AesGcm, 32}, {EncryptionMode::AesCbc, 16},
                             {EncryptionMode::AesCbc, 24}, {EncryptionMode::AesCbc, 32},
                             {EncryptionMode::Sm4Cbc, 16}};

constexpr uint64_t kOddBlock = 700;

// Overwrites one ciphertext byte of block 3 in place (a map of the file sees the new byte).
void flipByteOfBlock3(const std::string& path, EncryptionMode mode) {
    std::filesystem::permissions(path, std::filesystem::perms::owner_write,
                                 std::filesystem::perm_options::add);
    const uint64_t at = encryptedFileBytes(mode, 3 * kOddBlock, kOddBlock) + 100;
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(static_cast<std::streamoff>(at));
    char c = 0;
    f.get(c);
    f.seekp(static_cast<std::streamoff>(at));
    f.put(static_cast<char>(c ^ 0x40));
}

TEST(CryptoRoundTrip, EveryModeAndKeyLengthReadsAsThePlainFile) {
    test::TempDir dir;
    test::writeSample(dir.file("plain.ckpt"), nullptr, kOddBlock);
    auto plain = CheckpointFile::open(dir.file("plain.ckpt"));
    ASSERT_TRUE(plain) << plain.error().describe();
    const uint64_t plainSize = plain->index().fileSize;
    for (const CryptoCase& c : kCases) {
        SCOPED_TRACE(std::string(encryptionModeName(c.mode)) + " " + std::to_string(c.keyBytes));
        const std::string path = dir.file("enc.ckpt");
        std::filesystem::remove(path);
        const CheckpointKeyRef key = test::makeKey(c.mode, c.keyBytes);
        test::writeSample(path, key, kOddBlock);
        EXPECT_EQ(std::filesystem::file_size(path),
                  encryptedFileBytes(c.mode, plainSize, kOddBlock));
        // A reader's key need not name the mode: the magic does.
        CheckpointParseOptions options;
        options.key = std::make_shared<const CheckpointKey>(key->bytes());
        auto enc = CheckpointFile::open(path, options);
        ASSERT_TRUE(enc) << enc.error().describe();
        ASSERT_TRUE(enc->encrypted());
        const CheckpointIndex& index = enc->index();
        EXPECT_EQ(index.encryption.mode, c.mode);
        EXPECT_FALSE(index.encryption.legacy);
        EXPECT_EQ(index.encryption.blocks, (plainSize + kOddBlock - 1) / kOddBlock);
        EXPECT_EQ(index.payloadSize, plainSize);
        EXPECT_EQ(index.fileSize, std::filesystem::file_size(path));
        ASSERT_EQ(index.tensors.size(), plain->index().tensors.size());
        for (size_t i = 0; i < index.tensors.size(); ++i) {
            const TensorEntry& a = index.tensors[i];
            const TensorEntry& b = plain->index().tensors[i];
            EXPECT_EQ(a.name, b.name);
            EXPECT_EQ(a.dtypeName, b.dtypeName);
            EXPECT_EQ(a.dims, b.dims);
            ASSERT_EQ(a.chunks.size(), b.chunks.size()) << a.name;
            for (size_t k = 0; k < a.chunks.size(); ++k) {
                EXPECT_EQ(a.chunks[k].offset, b.chunks[k].offset);  // plain-stream offsets
            }
            EXPECT_EQ(test::tensorBytes(*enc, a), test::tensorBytes(*plain, b)) << a.name;
        }
        EXPECT_EQ(*enc->readString(*index.find("note")), "encrypted, block by block");
        // The key's mode, when given, must be the file's.
        options.key = key;
        EXPECT_TRUE(CheckpointFile::open(path, options));
    }
}

TEST(CryptoRoundTrip, StatisticsAndElementsComeDecrypted) {
    test::TempDir dir;
    test::writeSample(dir.file("plain.ckpt"), nullptr, kOddBlock);
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 32);
    test::writeSample(dir.file("enc.ckpt"), key, kOddBlock);
    auto plain = CheckpointFile::open(dir.file("plain.ckpt"));
    CheckpointParseOptions options;
    options.key = key;
    auto enc = CheckpointFile::open(dir.file("enc.ckpt"), options);
    ASSERT_TRUE(plain && enc);
    const std::string name = "model.embedding.weight";  // 4800 bytes in 5 records, 7+ blocks
    auto a = computeStats(*enc, *enc->index().find(name));
    auto b = computeStats(*plain, *plain->index().find(name));
    ASSERT_TRUE(a) << a.error().describe();
    ASSERT_TRUE(b);
    EXPECT_EQ(a->mean, b->mean);
    EXPECT_EQ(a->min, b->min);
    EXPECT_EQ(a->max, b->max);
    EXPECT_EQ(a->histogram, b->histogram);
    auto ra = ElementReader::make(*enc, *enc->index().find(name));
    auto rb = ElementReader::make(*plain, *plain->index().find(name));
    ASSERT_TRUE(ra && rb);
    for (uint64_t i : {0ull, 249ull, 250ull, 777ull, 1199ull}) {
        EXPECT_EQ(*ra->at(i), *rb->at(i)) << i;
    }
}

TEST(CryptoRoundTrip, EveryBlockHasAFreshIv) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesCbc, 16);
    test::writeSample(dir.file("a.ckpt"), key, kOddBlock);
    test::writeSample(dir.file("b.ckpt"), key, kOddBlock);
    const std::string a = test::readFile(dir.file("a.ckpt"));
    const std::string b = test::readFile(dir.file("b.ckpt"));
    ASSERT_EQ(a.size(), b.size());
    EXPECT_NE(a, b);  // same content, same key, other IVs
    std::vector<std::string> ivs;
    const std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(a.data()), a.size());
    for (uint64_t at = 0; at < bytes.size();) {
        auto block = readBlockHeader(bytes, at, ivs.size(), EncryptionMode::AesCbc, false);
        ASSERT_TRUE(block) << block.error().describe();
        ivs.emplace_back(block->iv.begin(), block->iv.end());
        at = block->fileEnd();
    }
    ASSERT_GT(ivs.size(), 5u);
    std::sort(ivs.begin(), ivs.end());
    EXPECT_EQ(std::unique(ivs.begin(), ivs.end()), ivs.end());
}

// Nothing of a block is kept decrypted: an AES-GCM block is checked whole the first time a byte
// of it is read, and never again, however often and from however many threads its bytes are read.
TEST(CryptoRoundTrip, EachBlockIsCheckedOnceWhateverReadsIt) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 16);
    test::writeSample(dir.file("enc.ckpt"), key, kOddBlock);
    test::writeSample(dir.file("plain.ckpt"), nullptr, kOddBlock);
    auto plain = CheckpointFile::open(dir.file("plain.ckpt"));
    ASSERT_TRUE(plain);
    CheckpointParseOptions options;
    options.key = key;
    options.checkEncryptedBlocks = false;  // as a conversion opens its sources
    const uint64_t before = EncryptedStream::blocksChecked();
    auto enc = CheckpointFile::open(dir.file("enc.ckpt"), options);
    ASSERT_TRUE(enc) << enc.error().describe();
    const size_t blocks = enc->stream()->blocks().size();
    ASSERT_GT(blocks, 5u);
    EXPECT_EQ(EncryptedStream::blocksChecked(), before);  // indexing reads the headers alone
    std::vector<std::thread> readers;
    std::atomic<int> wrong{0};
    for (int t = 0; t < 4; ++t) {
        readers.emplace_back([&] {
            for (int round = 0; round < 3; ++round) {
                for (size_t i = 0; i < enc->index().tensors.size(); ++i) {
                    wrong += test::tensorBytes(*enc, enc->index().tensors[i]) !=
                             test::tensorBytes(*plain, plain->index().tensors[i]);
                }
            }
        });
    }
    for (std::thread& t : readers) {
        t.join();
    }
    EXPECT_EQ(wrong, 0);
    // Blocks of record headers alone are not read by tensor reads: verify() checks those.
    const uint64_t read = EncryptedStream::blocksChecked() - before;
    EXPECT_GT(read, blocks / 2);
    EXPECT_LE(read, blocks);
    ASSERT_TRUE(enc->stream()->verify(0, enc->stream()->plainSize()));
    EXPECT_EQ(EncryptedStream::blocksChecked() - before, blocks);
    for (const TensorEntry& t : enc->index().tensors) {
        (void)test::tensorBytes(*enc, t);
    }
    EXPECT_EQ(EncryptedStream::blocksChecked() - before, blocks);  // never twice
}

TEST(CryptoRoundTrip, BlocksChangedAfterOpeningAreAnErrorNeverGarbage) {
    test::TempDir dir;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 24);
    const std::string path = dir.file("enc.ckpt");
    test::writeSample(path, key, kOddBlock);
    CheckpointParseOptions options;
    options.key = key;
    auto enc = CheckpointFile::open(path, options);
    ASSERT_TRUE(enc);
    // Overwrite one ciphertext byte of block 3 in place (the map sees the file's new bytes).
    flipByteOfBlock3(path, EncryptionMode::AesGcm);
    const TensorEntry& t = *enc->index().find("model.embedding.weight");
    const uint64_t block3 = encryptedFileBytes(EncryptionMode::AesGcm, 3 * kOddBlock, kOddBlock);
    Status s = enc->readTensor(t, [](std::span<const uint8_t>) -> Status { return {}; });
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().code, ErrorCode::Corrupt);
    EXPECT_EQ(s.error().describe(),
              path + ": byte " + std::to_string(block3) +
                  ": parameter 'model.embedding.weight': encrypted block 3 fails AES-GCM "
                  "authentication, though block 0 decrypts with the same key: the block was "
                  "changed or damaged");
    auto stats = computeStats(*enc, t);
    ASSERT_FALSE(stats);
    EXPECT_EQ(stats.error().code, ErrorCode::Corrupt);
}

// A block written to in place after its check: later reads decrypt its bytes again from the
// file (nothing of it is kept), without its tag, so the file's time of last change is asked after
// each read: an error, never the changed bytes. The same for a cut inside the last page, which
// reads zeros without a fault.
TEST(CryptoRoundTrip, ABlockWrittenToOrCutAfterItsCheckIsAnErrorNeverGarbage) {
    for (EncryptionMode mode : {EncryptionMode::AesGcm, EncryptionMode::AesCbc}) {
        SCOPED_TRACE(encryptionModeName(mode));
        test::TempDir dir;
        const CheckpointKeyRef key = test::makeKey(mode, 16);
        const std::string path = dir.file("enc.ckpt");
        test::writeSample(path, key, kOddBlock);
        CheckpointParseOptions options;
        options.key = key;
        options.checkEncryptedBlocks = false;
        auto enc = CheckpointFile::open(path, options);
        ASSERT_TRUE(enc) << enc.error().describe();
        const TensorEntry& t = *enc->index().find("model.embedding.weight");
        const auto read = [&](const TensorEntry& entry) {
            return enc->readTensor(entry, [](std::span<const uint8_t>) -> Status { return {}; });
        };
        ASSERT_TRUE(read(t));  // its blocks are checked
        const std::string original = test::readFile(path);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));  // a later modification time
        flipByteOfBlock3(path, mode);
        Status s = read(t);
        ASSERT_FALSE(s);
        EXPECT_EQ(s.error().describe(),
                  path +
                      ": parameter 'model.embedding.weight': the file was changed while it was "
                      "being read (written to after it was opened): its encrypted blocks are "
                      "no longer the ones checked; open it again");
        auto stats = computeStats(*enc, t);
        ASSERT_FALSE(stats);
        EXPECT_EQ(stats.error().code, ErrorCode::Corrupt);

        // Whole again, opened again, then cut by 120 bytes (inside the last page) after the last
        // tensor's blocks were checked.
        test::writeFile(path, original);
        auto fresh = CheckpointFile::open(path, options);
        ASSERT_TRUE(fresh) << fresh.error().describe();
        const TensorEntry& last = fresh->index().tensors.back();
        ASSERT_TRUE(fresh->readTensor(last, [](std::span<const uint8_t>) -> Status { return {}; }));
        std::filesystem::resize_file(path, original.size() - 120);
        Status cut = fresh->readTensor(last, [](std::span<const uint8_t>) -> Status { return {}; });
        ASSERT_FALSE(cut);
        EXPECT_NE(cut.error().describe().find("the file was cut short while it was being read"),
                  std::string::npos)
            << cut.error().describe();
    }
}

}  // namespace
}  // namespace shardscope
