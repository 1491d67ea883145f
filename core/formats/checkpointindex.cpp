#include "checkpointindex.h"

#include <algorithm>

namespace shardscope {

uint64_t TensorEntry::elementCount() const {
    uint64_t n = 1;
    for (int64_t d : shape) {
        n *= static_cast<uint64_t>(d);
    }
    return n;
}

const char* crcStateName(CrcState state) {
    switch (state) {
        case CrcState::None:
            return "none";
        case CrcState::Unverified:
            return "unverified";
        case CrcState::Ok:
            return "ok";
        case CrcState::Mismatch:
            return "mismatch";
    }
    return "none";
}

const char* encryptionModeName(EncryptionMode mode) {
    switch (mode) {
        case EncryptionMode::None:
            return "none";
        case EncryptionMode::AesGcm:
            return "AES-GCM";
        case EncryptionMode::AesCbc:
            return "AES-CBC";
        case EncryptionMode::Sm4Cbc:
            return "SM4-CBC";
    }
    return "none";
}

std::optional<EncryptionMode> encryptionModeFromName(std::string_view name) {
    // `name` in any case against `word` in upper case.
    auto same = [&](std::string_view word) {
        return std::equal(name.begin(), name.end(), word.begin(), word.end(), [](char n, char w) {
            return (n >= 'a' && n <= 'z' ? static_cast<char>(n - 32) : n) == w;
        });
    };
    for (EncryptionMode mode :
         {EncryptionMode::AesGcm, EncryptionMode::AesCbc, EncryptionMode::Sm4Cbc}) {
        if (same(encryptionModeName(mode))) {
            return mode;
        }
    }
    return std::nullopt;
}

uint64_t CheckpointIndex::tensorBytes() const {
    uint64_t total = 0;
    for (const TensorEntry& t : tensors) {
        total += t.bytes;
    }
    return total;
}

const TensorEntry* CheckpointIndex::find(const std::string& name) const {
    return tensors.find(name);
}

}  // namespace shardscope
