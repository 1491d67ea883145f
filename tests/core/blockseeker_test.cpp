// Reading inside an encrypted block without decrypting all of it (the indexer's record headers):
// any range, in every mode and key length, equals what decrypting the whole block gives, across
// cipher-block and block boundaries and through AES-GCM's 32-bit counter wrap.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "cryptohelpers.h"
#include "formats/blockseeker.h"
#include "formats/ciphercontext.h"
#include "formats/encryptedstream.h"

namespace shardscope {
namespace {

// Every range [offset, offset + n) of the plain stream read alone equals the whole decryption.
void expectEveryRangeReads(const std::string& path, const CheckpointKeyRef& key) {
    auto mapped = MappedFile::open(path);
    ASSERT_TRUE(mapped) << mapped.error().describe();
    auto stream = EncryptedStream::open(std::move(*mapped), key);
    ASSERT_TRUE(stream) << stream.error().describe();
    const uint64_t size = (*stream)->plainSize();
    std::vector<uint8_t> whole(static_cast<size_t>(size));
    ASSERT_TRUE((*stream)->read(0, whole));
    auto seeker = (*stream)->seeker();
    size_t ranges = 0;
    for (uint64_t n : {1u, 10u, 15u, 16u, 17u, 33u, 700u, 1500u}) {
        for (uint64_t offset = 0; offset + n <= size; offset += 7) {
            std::vector<uint8_t> part(static_cast<size_t>(n));
            ASSERT_TRUE((*stream)->peek(*seeker, offset, part));
            ASSERT_TRUE(std::equal(part.begin(), part.end(), whole.begin() + offset))
                << "bytes " << offset << " + " << n;
            ++ranges;
        }
    }
    EXPECT_GT(ranges, 1000u);
}

TEST(BlockSeeker, EveryModeAndKeyLengthReadsAnyRangeAsTheWholeBlockDecrypts) {
    const std::pair<EncryptionMode, size_t> cases[] = {
        {EncryptionMode::AesGcm, 16}, {EncryptionMode::AesGcm, 24}, {EncryptionMode::AesGcm, 32},
        {EncryptionMode::AesCbc, 16}, {EncryptionMode::AesCbc, 24}, {EncryptionMode::AesCbc, 32},
        {EncryptionMode::Sm4Cbc, 16}};
    test::TempDir dir;
    for (const auto& [mode, bytes] : cases) {
        SCOPED_TRACE(std::string(encryptionModeName(mode)) + " " + std::to_string(bytes));
        const std::string path =
            dir.file(std::string(encryptionModeName(mode)) + std::to_string(bytes) + ".ckpt");
        const CheckpointKeyRef key = test::makeKey(mode, bytes);
        test::writeSample(path, key, 700);  // blocks of 700 plain bytes: 16-byte units cut
        expectEveryRangeReads(path, key);
    }
}

TEST(BlockSeeker, MindSporeR1LayoutReadsAnyRange) {
    // r1.x's AES-GCM took 12 of the 16 IV bytes and wrote no tag (tests/data/encrypted).
    for (const auto& [file, hex, mode] :
         {std::tuple{"legacy_gcm128.ckpt", "key16.hex", EncryptionMode::AesGcm},
          std::tuple{"legacy_cbc256.ckpt", "key32.hex", EncryptionMode::AesCbc},
          std::tuple{"gcm128.ckpt", "key16.hex", EncryptionMode::None},
          std::tuple{"sm4.ckpt", "key16.hex", EncryptionMode::None}}) {
        SCOPED_TRACE(file);
        auto key = readCheckpointKeyFile(test::dataPath(std::string("encrypted/") + hex),
                                         KeyEncoding::Hex, mode);
        ASSERT_TRUE(key);
        expectEveryRangeReads(test::dataPath(std::string("encrypted/") + file), *key);
    }
}

// GCM increments only the low 32 bits of its counter (inc32), which start anywhere (GHASH of
// the 16-byte IV); OpenSSL's counter mode carries into all 128. A 64 MiB block crosses the wrap
// once in 1,024 blocks. An IV whose counter wraps inside a 1 MiB block is searched for, the block
// encrypted by OpenSSL's GCM, and read across the wrap.
TEST(BlockSeeker, GcmCounterWrapsInItsLow32Bits) {
    constexpr uint64_t kBytes = 1u << 20;
    constexpr uint64_t kUnits = kBytes / 16;
    const CheckpointKeyRef key = test::makeKey(EncryptionMode::AesGcm, 32, 5);
    CipherContext ctx;
    EncryptedBlock block;
    uint64_t wrapUnit = 0;
    for (uint32_t i = 0; i < (1u << 22) && wrapUnit == 0; ++i) {
        for (int b = 0; b < 4; ++b) {
            block.iv[static_cast<size_t>(b)] = static_cast<uint8_t>(i >> (8 * b));
        }
        const uint8_t zero[16] = {};
        uint8_t keystream[32], counter[16];
        size_t got = 0;
        ASSERT_TRUE(ctx.beginEncrypt(EncryptionMode::AesGcm, key->bytes(), block.iv.data()));
        ASSERT_TRUE(ctx.update({zero, 16}, keystream, &got));
        ASSERT_TRUE(ctx.decryptAesBlock(key->bytes(), keystream, counter));
        const uint64_t low = uint64_t{counter[12]} << 24 | uint64_t{counter[13]} << 16 |
                             uint64_t{counter[14]} << 8 | counter[15];
        if (low > (uint64_t{1} << 32) - kUnits + 8) {
            wrapUnit = (uint64_t{1} << 32) - low;  // the first unit after the wrap
        }
    }
    ASSERT_GT(wrapUnit, 8u) << "no IV found";
    ASSERT_LT(wrapUnit, kUnits);
    const std::vector<uint8_t> plain = test::patternBytes(kBytes, 9);
    std::vector<uint8_t> cipher(kBytes + 16);
    size_t got = 0, last = 0;
    ASSERT_TRUE(ctx.beginEncrypt(EncryptionMode::AesGcm, key->bytes(), block.iv.data()));
    ASSERT_TRUE(ctx.update(plain, cipher.data(), &got));
    ASSERT_TRUE(ctx.finishEncrypt(cipher.data() + got, &last, block.tag.data()));
    ASSERT_EQ(got + last, kBytes);
    cipher.resize(kBytes);
    block.cipherBytes = block.plainBytes = kBytes;
    BlockSeeker seeker(EncryptionMode::AesGcm, key, false);
    const uint64_t wrap = wrapUnit * 16;
    for (const auto& [from, n] : {std::pair<uint64_t, uint64_t>{wrap - 40, 80},
                                  {wrap - 16, 16},
                                  {wrap, 16},
                                  {wrap + 3, 5},
                                  {wrap - 1, 2},
                                  {16, kBytes - 16},
                                  {0, kBytes}}) {
        // Ciphertext in memory (a map) and read into the seeker's scratch (pread).
        const BlockSeeker::CipherReader direct = [&](uint64_t at, size_t size,
                                                     std::vector<uint8_t>&) -> const uint8_t* {
            return at + size > cipher.size() ? nullptr : cipher.data() + at;
        };
        const BlockSeeker::CipherReader copied =
            [&](uint64_t at, size_t size, std::vector<uint8_t>& scratch) -> const uint8_t* {
            if (at + size > cipher.size()) {
                return nullptr;
            }
            scratch.assign(cipher.begin() + static_cast<std::ptrdiff_t>(at),
                           cipher.begin() + static_cast<std::ptrdiff_t>(at + size));
            return scratch.data();
        };
        for (const BlockSeeker::CipherReader* reader : {&direct, &copied}) {
            std::vector<uint8_t> out(static_cast<size_t>(n));
            BlockSeeker fresh(EncryptionMode::AesGcm, key, false);  // finds the counter again
            ASSERT_TRUE(fresh.read(0, block, *reader, from, out));
            EXPECT_TRUE(std::equal(out.begin(), out.end(), plain.begin() + from))
                << "bytes " << from << " + " << n << " (the wrap at byte " << wrap << ")";
            ASSERT_TRUE(seeker.read(0, block, *reader, from, out));
            EXPECT_TRUE(std::equal(out.begin(), out.end(), plain.begin() + from))
                << "bytes " << from << " + " << n << " (the wrap at byte " << wrap << ")";
        }
    }
}

}  // namespace
}  // namespace shardscope
