#pragma once

// Shared by the export tests: independent Python readers, tensor bytes, a file of every dtype.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "export/exporter.h"
#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"
#include "tensorcontent.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope::test {

// Runs tests/python/SCRIPT ARGS with Debian's python3 and parses its JSON output.
inline nlohmann::json runPython(const std::string& script, const std::string& args) {
    int status = -1;
    const std::string out = runCommand(
        std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS + "/" + script + " " + args,
        &status);
    EXPECT_EQ(status, 0) << out;
    return status == 0 ? nlohmann::json::parse(out) : nlohmann::json::object();
}

// The dataset h5py found for a parameter (by its "name" attribute), or null.
inline const nlohmann::json* datasetNamed(const nlohmann::json& h5, const std::string& name) {
    for (const auto& d : h5["datasets"]) {
        if (d["attrs"].contains("name") && d["attrs"]["name"] == name) {
            return &d;
        }
    }
    return nullptr;
}

inline Result<ExportResult> exportTo(const std::string& source, const std::string& output,
                                     ExportRequest request = {}) {
    request.source = source;
    request.output = output;
    request.windowBytes = 1024;  // many windows per tensor
    return exportPath(request);
}

struct DtypeCase {
    std::string name;
    std::string dtype;
    std::vector<int64_t> dims;
    std::vector<uint8_t> content;
};

// One tensor of every kind a checkpoint holds, in an order that is not alphabetical.
inline std::vector<DtypeCase> dtypeCases() {
    const auto p = [](size_t n, uint32_t seed) { return patternBytes(n, seed); };
    return {
        {"net.w.f32", "Float32", {2, 3}, p(24, 1)},
        {"net.w.f16", "Float16", {4}, {0x00, 0x3c, 0x00, 0xc0, 0x00, 0x00, 0x55, 0x35}},
        {"net.w.bf16",
         "BFloat16",
         {3, 2},
         {0x80, 0x3f, 0x00, 0xc0, 0x49, 0x40, 0, 0, 0x80, 0xbf, 0x20, 0x41}},
        {"net.b.f64", "Float64", {2}, p(16, 3)},
        {"ints.i8", "Int8", {5}, p(5, 4)},
        {"ints.i16", "Int16", {2}, p(4, 5)},
        {"ints.i32", "Int32", {3}, p(12, 6)},
        {"ints.u8", "UInt8", {4}, p(4, 7)},
        {"ints.u16", "UInt16", {2}, p(4, 8)},
        {"ints.u32", "UInt32", {2}, p(8, 9)},
        {"ints.u64", "UInt64", {1}, p(8, 10)},
        {"flags", "Bool", {3}, {1, 0, 1}},
        {"cplx",
         "Complex64",
         {2},
         {0, 0, 0x80, 0x3f, 0, 0, 0, 0x40, 0, 0, 0x40, 0x40, 0, 0, 0x80, 0x40}},
        {"quant.w", "Int4", {3}, {0x21, 0x43, 0x05}},
        {"empty", "Float32", {0, 4}, {}},
        {"global_step", "Int64", {}, p(8, 11)},
        {"old_scalar", "Float32", {0}, {0, 0, 0x20, 0x41}},
    };
}

inline void writeDtypeCheckpoint(const std::string& path) {
    CheckpointWriteOptions options;
    options.readOnly = false;
    auto w = CheckpointWriter::create(path, options);
    ASSERT_TRUE(w);
    for (const DtypeCase& c : dtypeCases()) {
        ASSERT_TRUE(w->addTensor(c.name, c.dtype, c.dims, c.content)) << c.name;
    }
    ASSERT_TRUE(w->addString("note", "h\xc3\xa9llo"));
    ASSERT_TRUE(w->commit());
}

}  // namespace shardscope::test
