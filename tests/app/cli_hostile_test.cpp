// Hostile sizes, through the CLI as a user meets them: a checkpoint of a million tiny records
// (memory stays within the bound docs/reliability.md states per input byte), dims whose product
// overflows 64 bits in every format that carries a shape, tensors past 2^31 bytes (sparse files),
// JSON nested a million deep in every JSON input, and a rank table of 100,000 devices.
#include <fcntl.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "faulttree.h"
#include "formats/checkpointframe.h"
#include "formats/checkpointwriter.h"
#include "formats/safetensorsheader.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::Outcome;

// Peak resident memory of `inspect` per byte of a file of tiny records (the worst case: all of
// the index is per-record overhead), above a fixed part for the program and its libraries.
// docs/reliability.md states the same bounds and the measured figures. Under AddressSanitizer
// (redzones, quarantine) memory is not comparable: the run is checked, the bound is not.
constexpr long kFixedKiB = 64 * 1024;
constexpr double kTextBytesPerInputByte = 40.0;  // measured 31
constexpr double kJsonBytesPerInputByte = 56.0;  // measured 45

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kMemoryComparable = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kMemoryComparable = false;
#else
constexpr bool kMemoryComparable = true;
#endif
#else
constexpr bool kMemoryComparable = true;
#endif

// A million records where the bound is checked; under the sanitizers, whose JSON and allocator
// costs make a million take two minutes, a tenth: the same code paths, the same checks of output.
constexpr int kTinyRecords = kMemoryComparable ? 1000000 : 100000;

TEST(Hostile, AMillionTinyRecordsStayWithinTheMemoryBound) {
    test::TempDir dir;
    const std::string path = dir.file("tiny.ckpt");
    constexpr int kRecords = kTinyRecords;
    {
        CheckpointWriteOptions options;
        options.readOnly = false;
        auto w = CheckpointWriter::create(path, options);
        ASSERT_TRUE(w);
        const uint8_t one = 1;
        char name[16];
        for (int i = 0; i < kRecords; ++i) {
            std::snprintf(name, sizeof name, "p%07d", i);
            ASSERT_TRUE(w->addTensor(name, "Int8", {1}, {&one, 1}));
        }
        ASSERT_TRUE(w->commit());
    }
    const auto size = static_cast<double>(fs::file_size(path));
    for (const bool asJson : {false, true}) {
        SCOPED_TRACE(asJson ? "--json" : "text");
        std::vector<std::string> args{"inspect", path};
        if (asJson) {
            args.push_back("--json");
        }
        const Outcome out = test::runCli(args);
        ASSERT_EQ(out.status, 0) << out.output.substr(0, 2000);
        if (asJson) {
            EXPECT_EQ(json::parse(out.output)["tensors"].size(), static_cast<size_t>(kRecords));
        } else {
            EXPECT_NE(out.output.find(std::to_string(kRecords) + " tensors"), std::string::npos)
                << out.output.substr(0, 300);
        }
        const double perByte = static_cast<double>(out.peakKiB - kFixedKiB) * 1024.0 / size;
        std::cout << "[ hostile  ] inspect" << (asJson ? " --json" : "") << ": " << kRecords
                  << " records, " << size << " bytes: peak " << out.peakKiB << " KiB, " << perByte
                  << " bytes per input byte above " << kFixedKiB << " KiB\n";
        const double bound = asJson ? kJsonBytesPerInputByte : kTextBytesPerInputByte;
        if (kMemoryComparable) {
            EXPECT_LE(perByte, bound);
        }
    }
}

// One record holding `content` bytes of Int8 whose bytes are a hole: the file claims 2^31 + 16
// bytes of tensor without taking them on disk.
std::string sparseCheckpoint(const std::string& path, uint64_t content) {
    const std::string header =
        encodeRecordHeader("huge", "Int8", {static_cast<int64_t>(content)}, content);
    test::writeFile(path, header);
    EXPECT_EQ(truncate(path.c_str(), static_cast<off_t>(header.size() + content)), 0);
    return path;
}

std::string sparseSafetensors(const std::string& path, uint64_t content) {
    const std::string header = encodeSafetensorsHeader(
        {{"huge", "I8", {static_cast<int64_t>(content)}, content}, {"tail", "F32", {2}, 8}},
        mindsporeSafetensorsMetadata());
    test::writeFile(path, header);
    EXPECT_EQ(truncate(path.c_str(), static_cast<off_t>(header.size() + content + 8)), 0);
    return path;
}

TEST(Hostile, TensorsPastTwoGigabytesIndexWithTheirFullSize) {
    test::TempDir dir;
    const uint64_t content = (uint64_t{1} << 31) + 16;
    for (const std::string& path : {sparseCheckpoint(dir.file("huge.ckpt"), content),
                                    sparseSafetensors(dir.file("huge.safetensors"), content)}) {
        SCOPED_TRACE(path);
        const Outcome out = test::runCli({"inspect", path, "--json"});
        ASSERT_EQ(out.status, 0) << out.output;
        const json j = json::parse(out.output);
        ASSERT_GE(j["tensors"].size(), 1u);
        EXPECT_EQ(j["tensors"][0]["name"], "huge");
        EXPECT_EQ(j["tensors"][0]["bytes"], content);
        EXPECT_EQ(j["tensors"][0]["shape"], json::array({content}));
    }
}

// Every format with a shape, a shape whose element count does not fit in 64 bits.
TEST(Hostile, ShapesOverflowingSixtyFourBitsAreClearErrors) {
    test::TempDir dir;
    const std::string ckpt = dir.file("overflow.ckpt");
    test::writeFile(ckpt,
                    encodeRecordHeader("w", "Float32", {int64_t{1} << 40, int64_t{1} << 40}, 4) +
                        std::string(4, '\0'));
    const std::string st = dir.file("overflow.safetensors");
    {
        const std::string text =
            R"({"w":{"dtype":"F32","shape":[1099511627776,1099511627776],"data_offsets":[0,4]}})";
        std::string bytes(8, '\0');
        for (int i = 0; i < 8; ++i) {
            bytes[static_cast<size_t>(i)] = static_cast<char>((text.size() >> (8 * i)) & 0xff);
        }
        test::writeFile(st, bytes + text + std::string(4, '\0'));
    }
    const std::string strategy = dir.file("overflow.json");
    test::writeFile(strategy,
                    R"({"current_stage": 0, "parallel_strategy_item": {"op": {"stage": 0,
                       "parallel_strategy": [[1, 1]]}}, "parallel_layout_item": {"w": {
                       "dev_matrix": [1], "tensor_map": [-1, -1],
                       "tensor_shape": [4611686018427387904, 4611686018427387904],
                       "field": 0, "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}}})");
    const std::string net = dir.file("net.json");
    test::writeFile(net,
                    R"({"optimizer.network.cell_list.0.weight": {"shape": [4611686018427387904, 2],
                       "dtype": "Float32"}})");

    for (const std::string& path : {ckpt, st}) {
        SCOPED_TRACE(path);
        const Outcome out = test::runCli({"inspect", path});
        EXPECT_EQ(out.status, 1) << out.output;
        EXPECT_NE(out.output.find(path), std::string::npos) << out.output;
        EXPECT_NE(out.output.find("64 bits"), std::string::npos) << out.output;
    }
    // A strategy's tensor_shape is only shown, or cut by the layout (never multiplied out whole);
    // the doctor compares a network's shapes dimension by dimension.
    const std::string ckptFixture = test::realFixture("adam_small_net.ckpt");
    const std::vector<std::vector<std::string>> runs{
        {"inspect", strategy, "--json"},
        {"ranks", "--src-strategy", strategy, "--dst-strategy", strategy, "--rank", "0"},
        {"doctor", "--ckpt", ckptFixture, "--net-strategy", strategy},
        {"doctor", "--ckpt", ckptFixture, "--net", net, "--json"},
    };
    for (const auto& args : runs) {
        SCOPED_TRACE(args[0] + " " + args[2]);
        const Outcome out = test::runCli(args);
        EXPECT_EQ(out.signal, 0) << out.output;
        EXPECT_TRUE(out.status == 0 || out.status == 1) << out.output;
    }
    const Outcome doctor = test::runCli({"doctor", "--ckpt", ckptFixture, "--net", net});
    EXPECT_EQ(doctor.status, 1) << doctor.output;
    EXPECT_NE(doctor.output.find("(4611686018427387904, 2) in the argument 'net'"),
              std::string::npos)
        << doctor.output;
}

std::string nested(size_t depth) {
    return std::string(depth, '[') + std::string(depth, ']');
}

// JSON nested a million deep, in every place the project reads JSON: a clear error, no stack
// overflow.
TEST(Hostile, JsonNestedAMillionDeepIsAClearError) {
    test::TempDir dir;
    constexpr size_t kDepth = 1000000;
    const std::string deep = nested(kDepth);
    const std::string strategy = dir.file("deep.json");
    test::writeFile(strategy, R"({"current_stage": 0, "parallel_layout_item": )" + deep + "}");
    const std::string table = dir.file("rank_table.json");
    test::writeFile(
        table,
        R"({"version": "1.0", "server_count": "1", "server_list": [{"server_id": )" + deep + "}]}");
    const std::string net = dir.file("net.json");
    test::writeFile(net, R"({"w": {"shape": )" + deep + "}}");
    const std::string st = dir.file("deep.safetensors");
    {
        const std::string text = R"({"w": )" + deep + "}";
        std::string bytes(8, '\0');
        for (int i = 0; i < 8; ++i) {
            bytes[static_cast<size_t>(i)] = static_cast<char>((text.size() >> (8 * i)) & 0xff);
        }
        test::writeFile(st, bytes + text);
    }
    const std::string index = dir.file("model.safetensors.index.json");
    test::writeFile(index, R"({"weight_map": )" + deep + "}");
    const std::string log = dir.file("deep.jsonl");
    test::writeFile(log, "{\"step\": 1, \"loss\": 2.5, \"cfg\": " + deep + "}\n");

    const std::vector<std::vector<std::string>> runs{
        {"inspect", strategy},
        {"inspect", table},
        {"inspect", st},
        {"inspect", index},
        {"doctor", "--ckpt", test::realFixture("adam_small_net.ckpt"), "--net", net},
        {"logs", log},
    };
    for (const auto& args : runs) {
        SCOPED_TRACE(args[0] + " " + args.back());
        const Outcome out = test::runCli(args);
        EXPECT_EQ(out.signal, 0) << "killed by signal " << out.signal << "\n"
                                 << out.output.substr(0, 2000);
        EXPECT_TRUE(out.status == 0 || out.status == 1) << out.output.substr(0, 2000);
        EXPECT_LT(out.output.size(), 4096u) << "the error repeats the input";
    }
}

// 12,500 servers of 8 cards: the table reads, and `inspect` lists every server.
TEST(Hostile, ARankTableOfAHundredThousandDevices) {
    test::TempDir dir;
    constexpr int kServers = 12500;
    json servers = json::array();
    int rank = 0;
    for (int s = 0; s < kServers; ++s) {
        json devices = json::array();
        for (int d = 0; d < 8; ++d, ++rank) {
            devices.push_back({{"device_id", std::to_string(d)},
                               {"device_ip", "192.98." + std::to_string(s % 250) + "." +
                                                 std::to_string(d + 8 * (s / 250))},
                               {"rank_id", std::to_string(rank)}});
        }
        servers.push_back(
            {{"server_id", "10.0." + std::to_string(s / 250) + "." + std::to_string(s % 250)},
             {"device", devices}});
    }
    const std::string path = dir.file("rank_table_100k.json");
    test::writeFile(path, json{{"version", "1.0"},
                               {"server_count", std::to_string(kServers)},
                               {"server_list", servers},
                               {"status", "completed"}}
                              .dump());
    const Outcome out = test::runCli({"inspect", path, "--json"});
    ASSERT_EQ(out.status, 0) << out.output.substr(0, 2000);
    const json j = json::parse(out.output);
    EXPECT_EQ(j["server_count"], kServers);
    EXPECT_EQ(j["rank_count"], kServers * 8);
    ASSERT_EQ(j["servers"].size(), static_cast<size_t>(kServers));
    EXPECT_EQ(j["servers"][kServers - 1]["ranks"].back(), kServers * 8 - 1);
}

}  // namespace
}  // namespace shardscope
