// A rank folder of per-stage parts (issue 15): transform_checkpoints, called once per source stage
// for a target of fewer stages, writes rank_<r>/checkpoint_<r>_part<stage>.ckpt, and MindSpore's
// load_segmented_checkpoints loads all of a folder's parts as one checkpoint. ShardScope reads
// them as one too, everywhere a rank's file is read.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "converttestutil.h"
#include "formats/checkpointfile.h"
#include "formats/runfolder.h"
#include "partsrun.h"
#include "pythonreader.h"
#include "run/rundiscovery.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kAll{"a",          "s1", "b", "s2", "c", "s3", "d", "learning_rate",
                                    "global_step"};

// name -> [dtype, dims, content hex] of a read_ckpt.py listing.
std::map<std::string, nlohmann::json> byName(const nlohmann::json& listing) {
    std::map<std::string, nlohmann::json> out;
    for (const nlohmann::json& t : listing["tensors"]) {
        out[t["name"]] = nlohmann::json::array({t["dtype"], t["dims"], t["content"]});
    }
    return out;
}

std::vector<std::string> namesOf(const CheckpointIndex& index) {
    std::vector<std::string> out;
    for (const TensorEntry& t : index.tensors) {
        out.emplace_back(t.name);
    }
    return out;
}

TEST(CheckpointParts, APartsFolderIsOneRankFileOfEveryPart) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    test::writeSmallRun(run, [](int, const std::string&) { return true; });
    test::splitIntoParts(
        run, {{"a", "s1", "b"}, {"s2", "c", "s3", "d", "learning_rate", "global_step"}});
    auto folder = discoverRunFolder(run);
    ASSERT_TRUE(folder) << folder.error().describe();
    ASSERT_EQ(folder->ranks.size(), 4u);
    const RankFile& r2 = folder->ranks[2];
    EXPECT_EQ(r2.file, run + "/rank_2/checkpoint_2_part*.ckpt");
    EXPECT_EQ(r2.format, "ckpt");
    EXPECT_TRUE(r2.alternatives.empty());
    for (const Issue& i : folder->issues) {
        EXPECT_NE(i.code, IssueCode::SeveralFilesInRank) << i.text();
    }
    auto file = CheckpointFile::open(r2.file);
    ASSERT_TRUE(file) << file.error().describe();
    EXPECT_EQ(namesOf(file->index()), kAll);
    ASSERT_EQ(file->index().parts.size(), 2u);
    EXPECT_EQ(file->index().parts[1].path, run + "/rank_2/checkpoint_2_part1.ckpt");
    EXPECT_EQ(file->index().crc, CrcState::Ok);
    EXPECT_EQ(file->index().fileSize, fs::file_size(run + "/rank_2/checkpoint_2_part0.ckpt") +
                                          fs::file_size(run + "/rank_2/checkpoint_2_part1.ckpt"));
}

TEST(CheckpointParts, ConvertingThePartsEqualsConvertingTheWholeFilesByteForByte) {
    test::TempDir dir;
    const std::string whole = dir.file("whole"), parts = dir.file("parts");
    const auto all = [](int, const std::string&) { return true; };
    test::writeSmallRun(whole, all);
    test::writeSmallRun(parts, all);
    test::splitIntoParts(
        parts, {{"a", "s1", "b", "s2"}, {"c", "s3", "d", "learning_rate", "global_step"}});
    for (const char* dst : {"identity", "merged"}) {
        SCOPED_TRACE(dst);
        PlanRequest r;
        r.srcStrategy = whole + "/strategy.json";
        r.dstStrategy = std::string(dst) == "identity" ? r.srcStrategy : "";
        r.options.writeStrategy = false;
        r.srcFolder = whole;
        r.dstFolder = dir.file(std::string("from-whole-") + dst);
        ASSERT_OK(test::planAndRun(r));
        r.srcFolder = parts;
        r.dstFolder = dir.file(std::string("from-parts-") + dst);
        ASSERT_OK(test::planAndRun(r));
        const auto a = test::filesOf(dir.file(std::string("from-whole-") + dst));
        const auto b = test::filesOf(dir.file(std::string("from-parts-") + dst));
        EXPECT_FALSE(a.empty());
        EXPECT_TRUE(a == b);
    }
}

// transform_safetensors writes the same parts as .safetensors files: they read as one too, and
// convert as the whole files do.
TEST(CheckpointParts, SafetensorsPartsReadAsOneAndConvertLikeTheWholeFiles) {
    test::TempDir dir;
    const std::string whole = dir.file("whole"), parts = dir.file("parts");
    const auto all = [](int, const std::string&) { return true; };
    test::writeSmallRun(whole, all);
    test::writeSmallRun(parts, all);
    test::splitIntoSafetensorsParts(parts,
                                    {{"a", "s1", "b", "learning_rate", "global_step"},
                                     {"s2", "c", "s3", "d", "learning_rate", "global_step"}});
    auto folder = discoverRunFolder(parts);
    ASSERT_TRUE(folder) << folder.error().describe();
    EXPECT_EQ(folder->ranks[1].file, parts + "/rank_1/checkpoint_1_part*.safetensors");
    EXPECT_EQ(folder->ranks[1].format, "safetensors");
    auto file = CheckpointFile::open(folder->ranks[1].file);
    ASSERT_TRUE(file) << file.error().describe();
    EXPECT_EQ(file->index().format, CheckpointFormat::Safetensors);
    EXPECT_EQ(file->index().crc, CrcState::Ok);
    EXPECT_EQ(file->index().tensors.size(), 9u);
    // Corrupt one byte of d in the second part (its data: s2, c, s3, d, learning_rate,
    // global_step): the rank's CRC fails.
    const std::string part1 = parts + "/rank_1/checkpoint_1_part1.safetensors";
    const std::string original = test::readFile(part1);
    std::string bytes = original;
    bytes[bytes.size() - 8 - 20] ^= 0x01;
    test::writeFile(part1, bytes);
    auto flipped = CheckpointFile::open(folder->ranks[1].file);
    ASSERT_TRUE(flipped) << flipped.error().describe();
    EXPECT_EQ(flipped->index().crc, CrcState::Mismatch);
    test::writeFile(part1, original);
    PlanRequest r;
    r.srcStrategy = whole + "/strategy.json";
    r.dstStrategy = r.srcStrategy;
    r.options.writeStrategy = false;
    r.options.format = CheckpointFormat::Safetensors;  // a safetensors source's default
    r.srcFolder = whole;
    r.dstFolder = dir.file("from-whole");
    ASSERT_OK(test::planAndRun(r));
    r.srcFolder = parts;
    r.dstFolder = dir.file("from-parts");
    ASSERT_OK(test::planAndRun(r));
    EXPECT_TRUE(test::filesOf(dir.file("from-whole")) == test::filesOf(dir.file("from-parts")));
}

// The independent reader (python3-protobuf) loads each part and merges them as
// load_segmented_checkpoints does (dict.update, part by part): the identity conversion of the
// parts run writes exactly that, for every rank.
TEST(CheckpointParts, TheConversionHoldsWhatPythonReadsFromTheParts) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    test::writeSmallRun(run, [](int, const std::string&) { return true; });
    test::splitIntoParts(run, {{"a", "s1", "b", "learning_rate", "global_step"},
                               {"s2", "c", "s3", "d", "learning_rate", "global_step"}});
    PlanRequest r;
    r.srcFolder = run;
    r.srcStrategy = run + "/strategy.json";
    r.dstStrategy = r.srcStrategy;
    r.dstFolder = dir.file("out");
    r.options.writeStrategy = false;
    ASSERT_OK(test::planAndRun(r));
    for (int g = 0; g < 4; ++g) {
        const std::string rank = std::to_string(g);
        std::map<std::string, nlohmann::json> merged;
        for (const char* part : {"_part0.ckpt", "_part1.ckpt"}) {
            for (auto& [name, value] : byName(
                     test::readWithPython(run + "/rank_" + rank + "/checkpoint_" + rank + part))) {
                merged[name] = value;
            }
        }
        const nlohmann::json out =
            test::readWithPython(dir.file("out/rank_" + rank + "/checkpoint_" + rank + ".ckpt"));
        EXPECT_EQ(merged.size(), 9u);
        EXPECT_TRUE(byName(out) == merged) << "rank " << g;
    }
}

// Every stage's files hold global_step and the learning rate: parts that agree on them give
// each once, where it first appears (Python's dict.update keeps that place).
TEST(CheckpointParts, AParameterInSeveralPartsIsKeptOnceWhenThePartsAgree) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    test::writeSmallRun(run, [](int, const std::string&) { return true; });
    test::splitIntoParts(run, {{"a", "s1", "b", "learning_rate", "global_step"},
                               {"s2", "c", "s3", "d", "learning_rate", "global_step"}});
    auto file = CheckpointFile::open(run + "/rank_1/checkpoint_1_part*.ckpt");
    ASSERT_TRUE(file) << file.error().describe();
    EXPECT_EQ(namesOf(file->index()),
              (std::vector<std::string>{"a", "s1", "b", "learning_rate", "global_step", "s2", "c",
                                        "s3", "d"}));
}

// Parts that disagree: MindSpore keeps whichever file glob lists last (the file system's order),
// so ShardScope reads neither and says so, naming both files and the parameter.
TEST(CheckpointParts, PartsThatDisagreeOnAParameterAreAnErrorNamingBoth) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    test::writeSmallRun(run, [](int, const std::string&) { return true; });
    test::splitIntoParts(
        run,
        {{"a", "s1", "b", "global_step"}, {"s2", "c", "s3", "d", "learning_rate", "global_step"}},
        [](int g, size_t part, const std::string& name, std::vector<uint8_t>& bytes) {
            if (g == 3 && part == 1 && name == "global_step") {
                bytes[0] ^= 0x40;
            }
        });
    const std::string folder = run + "/rank_3/";
    auto file = CheckpointFile::open(folder + "checkpoint_3_part*.ckpt");
    ASSERT_FALSE(file);
    EXPECT_EQ(file.error().describe(),
              folder +
                  "checkpoint_3_part1.ckpt: parameter 'global_step': the parameter is also in "
                  "'checkpoint_3_part0.ckpt' with another value; MindSpore's "
                  "load_segmented_checkpoints keeps whichever of the two files its folder "
                  "listing gives last");
    EXPECT_TRUE(CheckpointFile::open(run + "/rank_2/checkpoint_2_part*.ckpt"));
}

TEST(CheckpointParts, AFlippedByteInOnePartFailsTheCrcOfTheRank) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    test::writeSmallRun(run, [](int, const std::string&) { return true; });
    test::splitIntoParts(
        run, {{"a", "s1", "b"}, {"s2", "c", "s3", "d", "learning_rate", "global_step"}});
    const std::string part1 = run + "/rank_0/checkpoint_0_part1.ckpt";
    std::string bytes = test::readFile(part1);
    bytes[bytes.size() / 2] ^= 0x01;
    test::writeFile(part1, bytes);
    auto file = CheckpointFile::open(run + "/rank_0/checkpoint_0_part*.ckpt");
    ASSERT_TRUE(file) << file.error().describe();
    EXPECT_EQ(file->index().crc, CrcState::Mismatch);
    CheckpointParseOptions indexOnly;
    indexOnly.verifyCrc = false;
    auto unverified = CheckpointFile::open(run + "/rank_0/checkpoint_0_part*.ckpt", indexOnly);
    ASSERT_TRUE(unverified);
    EXPECT_EQ(unverified->index().crc, CrcState::Unverified);
    EXPECT_FALSE(unverified->verifyCrc());
    EXPECT_EQ(unverified->index().crc, CrcState::Mismatch);
}

// Only a folder of nothing but the parts of one name is read as parts; anything else keeps
// MindSpore's rule for several files (the lexicographically last, with a warning).
TEST(CheckpointParts, PartsBesideAnotherCheckpointAreSeveralFiles) {
    test::TempDir dir;
    const std::string run = dir.file("run");
    test::writeSmallRun(run, [](int, const std::string&) { return true; });
    test::splitIntoParts(
        run, {{"a", "s1", "b"}, {"s2", "c", "s3", "d", "learning_rate", "global_step"}});
    test::writeFile(run + "/rank_0/other_part0.ckpt",
                    test::readFile(run + "/rank_0/checkpoint_0_part0.ckpt"));
    auto folder = discoverRunFolder(run);
    ASSERT_TRUE(folder);
    EXPECT_EQ(folder->ranks[0].file, run + "/rank_0/other_part0.ckpt");
    EXPECT_EQ(folder->ranks[0].alternatives.size(), 2u);
    EXPECT_EQ(folder->ranks[1].file, run + "/rank_1/checkpoint_1_part*.ckpt");
}

}  // namespace
}  // namespace shardscope
