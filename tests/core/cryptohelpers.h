#pragma once

#include <string>
#include <vector>

#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope::test {

// The encryption block of the runs these tests write: small, so that a run has many blocks.
inline constexpr uint64_t kEncryptBlock = 4096;

inline CheckpointKeyRef makeKey(EncryptionMode mode, size_t bytes, uint32_t seed = 1) {
    return std::make_shared<const CheckpointKey>(patternBytes(bytes, seed), mode);
}

// A checkpoint whose plain stream crosses many small blocks in every way: a tensor written as
// several records, record headers and names cut by block boundaries, strings and scalars.
inline void writeSample(const std::string& path, const CheckpointKeyRef& key, uint64_t blockBytes) {
    CheckpointWriteOptions options;
    options.chunkBytes = 1000;
    options.encryptKey = key;
    options.encryptBlockBytes = blockBytes;
    auto writer = CheckpointWriter::create(path, options);
    ASSERT_TRUE(writer) << writer.error().describe();
    ASSERT_TRUE(writer->addTensor("model.embedding.weight", "Float32", {40, 30},
                                  patternBytes(4 * 40 * 30, 11)));
    for (int i = 0; i < 12; ++i) {
        const std::string name =
            "model.layers." + std::to_string(i) + ".attention.a_rather_long_parameter_name.weight";
        ASSERT_TRUE(writer->addTensor(
            name, "Float16", {7, static_cast<int64_t>(3 + i)},
            patternBytes(2 * 7 * static_cast<size_t>(3 + i), static_cast<uint32_t>(20 + i))));
    }
    ASSERT_TRUE(writer->addTensor("learning_rate", "Float32", {}, patternBytes(4, 3)));
    ASSERT_TRUE(writer->addString("note", "encrypted, block by block"));
    ASSERT_TRUE(writer->addTensor("step_num", "Int64", {}, patternBytes(8, 4)));
    ASSERT_TRUE(writer->commit());
}

inline std::vector<uint8_t> tensorBytes(const CheckpointFile& file, const TensorEntry& t) {
    std::vector<uint8_t> out;
    Status s = file.readTensor(t, [&](std::span<const uint8_t> b) -> Status {
        out.insert(out.end(), b.begin(), b.end());
        return {};
    });
    EXPECT_TRUE(s) << s.error().describe();
    return out;
}

inline std::string pythonCrypto(const std::string& args, int* status) {
    return runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                          "/ckpt_crypto.py " + args + " 2>&1",
                      status);
}

}  // namespace shardscope::test
