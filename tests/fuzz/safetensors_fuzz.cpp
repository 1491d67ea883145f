// The safetensors reader: the 8-byte length, the JSON header (dtypes, shapes, data_offsets,
// __metadata__ with crc_num), in memory, then through CheckpointFile and `inspect`.
#include "checkpointcheck.h"
#include "formats/safetensorsparser.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::Scratch scratch;
    const std::span<const uint8_t> bytes(data, size);
    for (const bool verify : {false, true}) {
        CheckpointParseOptions options;
        options.verifyCrc = verify;
        auto index = parseSafetensors(bytes, "input.safetensors", options);
        if (!index) {
            fuzz::checkError(index.error());
            continue;
        }
        fuzz::checkIndex(*index, size);
        // The data block is tiled: tensors in data order, no gap, no overlap, no trailing byte.
        uint64_t end = index->tensors.empty() ? size : index->tensors.front().recordOffset;
        for (const TensorEntry& t : index->tensors) {
            FUZZ_CHECK(t.chunks.size() == 1);
            FUZZ_CHECK(t.recordOffset == end);
            end += t.bytes;
        }
        FUZZ_CHECK(end == size);
    }
    const std::string path = scratch.write("input.safetensors", fuzz::asText(data, size));
    fuzz::checkOpened(path);
    fuzz::checkReport(path);
    return 0;
}
