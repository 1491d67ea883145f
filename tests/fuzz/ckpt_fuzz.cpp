// The .ckpt record walker (plain, CRC trailer, encrypted framing), in memory with and without
// the CRC check, then through CheckpointFile and `inspect` (checkpointcheck.h); an encrypted
// one also with the seeds' key, indexed from its headers and with every block checked.
#include "checkpointcheck.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::Scratch scratch;
    const std::span<const uint8_t> bytes(data, size);
    (void)detectEncryption(bytes);
    for (const bool verify : {false, true}) {
        CheckpointParseOptions options;
        options.verifyCrc = verify;
        options.requireCrc = verify;
        auto index = parseCheckpoint(bytes, "input.ckpt", options);
        if (!index) {
            fuzz::checkError(index.error());
            continue;
        }
        fuzz::checkIndex(*index, size);
        FUZZ_CHECK(!verify || index->crc == CrcState::Ok || index->crc == CrcState::Mismatch);
    }
    const std::string path = scratch.write("input.ckpt", fuzz::asText(data, size));
    fuzz::checkOpened(path, size);
    if (detectEncryption(bytes) != EncryptionMode::None) {
        fuzz::checkEncrypted(path);
    }
    fuzz::checkReport(path);
    return 0;
}
