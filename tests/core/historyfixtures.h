#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "formats/checkpointwriter.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope::test {

// A small synthetic run with several saved steps: 8 ranks (dp 2 x mp 2 x pp 2), 2 epochs of
// 250 steps, `saves` saves (the last at global step 500), CRC trailers when asked.
inline SynthConfig historyConfig(int saves, bool crc = false) {
    SynthConfig c;
    c.hidden = 32;
    c.vocab = 128;
    c.seqLength = 16;
    c.saves = saves;
    c.crc = crc;
    return c;
}

inline SynthSummary writeHistoryRun(const std::string& folder, const SynthConfig& config,
                                    std::vector<SynthDamage> damage = {}) {
    SynthOptions options;
    options.threads = 2;
    options.damage = std::move(damage);
    auto summary = writeSynthRun(folder, config, options);
    EXPECT_TRUE(summary) << summary.error().describe();
    return summary ? *summary : SynthSummary{};
}

// A one-tensor checkpoint, for hand-made rank folders.
inline void writeTinyCkpt(const std::string& path, int floats, const std::string& name = "w") {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    auto writer = CheckpointWriter::create(path);
    ASSERT_TRUE(writer);
    ASSERT_TRUE(writer->addTensor(name, "Float32", {floats}, patternBytes(4u * floats, 1)));
    ASSERT_TRUE(writer->commit());
}

}  // namespace shardscope::test
