#include "encryptedframe.h"

#include <cstdio>
#include <cstring>

#include "../util/translatenoop.h"

namespace shardscope {

namespace {

uint32_t readU32(const uint8_t* p) {
    return static_cast<uint32_t>(p[0]) | static_cast<uint32_t>(p[1]) << 8 |
           static_cast<uint32_t>(p[2]) << 16 | static_cast<uint32_t>(p[3]) << 24;
}

void appendU32(std::string& out, uint32_t v) {
    for (int i = 0; i < 4; ++i) {
        out += static_cast<char>((v >> (8 * i)) & 0xFF);
    }
}

// The three lengths and the IV: block length, IV length, IV, ciphertext length.
constexpr uint64_t kLengthsAndIv = 4 + 4 + kCipherIvBytes + 4;

// Each sentence starts "encrypted block {block}".
Error blockError(ErrorCode code, size_t index, uint64_t offset, ErrorTemplate text,
                 std::vector<IssueArg> args) {
    args.push_back({"block", std::to_string(index)});
    return makeError(code, text, std::move(args)).atOffset(static_cast<int64_t>(offset));
}

std::string hex32(uint32_t v) {
    char text[16];
    std::snprintf(text, sizeof text, "0x%08x", v);
    return text;
}

}  // namespace

uint32_t encryptionMagic(EncryptionMode mode) {
    switch (mode) {
        case EncryptionMode::AesCbc:
            return kAesCbcMagic;
        case EncryptionMode::Sm4Cbc:
            return kSm4CbcMagic;
        default:
            return kAesGcmMagic;
    }
}

uint64_t cipherBytesFor(EncryptionMode mode, uint64_t plain) {
    return mode == EncryptionMode::AesGcm ? plain : (plain / 16 + 1) * 16;
}

uint64_t blockHeaderBytes(EncryptionMode mode, bool legacy) {
    return 4 + (mode == EncryptionMode::AesGcm && !legacy ? kGcmTagBytes : 0) + kLengthsAndIv;
}

uint64_t encryptedFileBytes(EncryptionMode mode, uint64_t plain, uint64_t blockBytes) {
    uint64_t total = 0;
    for (uint64_t done = 0; done < plain; done += blockBytes) {
        total += blockHeaderBytes(mode) + cipherBytesFor(mode, std::min(blockBytes, plain - done));
    }
    return total;
}

EncryptionLayout detectEncryptionLayout(std::span<const uint8_t> head) {
    EncryptionLayout layout;
    if (head.size() < 4) {
        return layout;
    }
    switch (readU32(head.data())) {
        case kAesGcmMagic:
            layout.mode = EncryptionMode::AesGcm;
            break;
        case kAesCbcMagic:
            layout.mode = EncryptionMode::AesCbc;
            return layout;
        case kSm4CbcMagic:
            layout.mode = EncryptionMode::Sm4Cbc;
            return layout;
        default:
            return layout;
    }
    // The tagged layout has its IV length (16) at byte 24, the legacy one at byte 8; each also
    // has a block length that is 24 more than its ciphertext length.
    auto fits = [&](uint64_t at) {
        return head.size() >= at + 4 + 4 + kCipherIvBytes + 4 &&
               readU32(head.data() + at + 4) == kCipherIvBytes &&
               readU32(head.data() + at) ==
                   readU32(head.data() + at + 8 + kCipherIvBytes) + 8 + kCipherIvBytes;
    };
    layout.legacy = !fits(4 + kGcmTagBytes) && fits(4);
    return layout;
}

Result<EncryptedBlock> readBlockHeader(std::span<const uint8_t> file, uint64_t offset, size_t index,
                                       EncryptionMode mode, bool legacy) {
    const uint64_t header = blockHeaderBytes(mode, legacy);
    const uint64_t left = file.size() - offset;
    if (left < header) {
        return blockError(ErrorCode::Truncated, index, offset,
                          QT_TRANSLATE_NOOP("ErrorMessage",
                                            "encrypted block {block} is cut short: its header "
                                            "takes {header} bytes, the file ends after {left}"),
                          {{"header", std::to_string(header)}, {"left", std::to_string(left)}});
    }
    const uint8_t* p = file.data() + offset;
    const uint32_t magic = readU32(p);
    // MindSpore r1.x wrote the AES-GCM magic whatever the mode.
    const uint32_t expected = legacy ? kAesGcmMagic : encryptionMagic(mode);
    if (magic != expected) {
        return blockError(ErrorCode::Corrupt, index, offset,
                          QT_TRANSLATE_NOOP("ErrorMessage",
                                            "encrypted block {block} does not start with the "
                                            "{mode} magic {expected} (it holds {magic})"),
                          {{"mode", legacy ? "MindSpore r1.x" : encryptionModeName(mode)},
                           {"expected", hex32(expected)},
                           {"magic", hex32(magic)}});
    }
    EncryptedBlock b;
    b.fileOffset = offset;
    size_t at = 4;
    if (mode == EncryptionMode::AesGcm && !legacy) {
        std::memcpy(b.tag.data(), p + at, kGcmTagBytes);
        at += kGcmTagBytes;
    }
    const uint32_t blockLength = readU32(p + at);
    const uint32_t ivLength = readU32(p + at + 4);
    std::memcpy(b.iv.data(), p + at + 8, kCipherIvBytes);
    const uint32_t cipherLength = readU32(p + at + 8 + kCipherIvBytes);
    if (ivLength != kCipherIvBytes) {
        return blockError(ErrorCode::Corrupt, index, offset,
                          QT_TRANSLATE_NOOP("ErrorMessage",
                                            "encrypted block {block} has an IV length of "
                                            "{length}, not 16"),
                          {{"length", std::to_string(ivLength)}});
    }
    if (cipherLength == 0 || static_cast<uint64_t>(blockLength) !=
                                 static_cast<uint64_t>(cipherLength) + 8 + kCipherIvBytes) {
        return blockError(
            ErrorCode::Corrupt, index, offset,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "encrypted block {block} has lengths that disagree "
                              "(block {length} bytes, ciphertext {cipher})"),
            {{"length", std::to_string(blockLength)}, {"cipher", std::to_string(cipherLength)}});
    }
    if (cipherLength > kMaxCipherBlockBytes) {
        return blockError(ErrorCode::Corrupt, index, offset,
                          QT_TRANSLATE_NOOP("ErrorMessage",
                                            "encrypted block {block} holds {cipher} bytes of "
                                            "ciphertext, more than a 64 MiB block (MindSpore "
                                            "cannot load it)"),
                          {{"cipher", std::to_string(cipherLength)}});
    }
    if (mode != EncryptionMode::AesGcm && cipherLength % 16 != 0) {
        return blockError(
            ErrorCode::Corrupt, index, offset,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "encrypted block {block} holds {cipher} bytes of "
                              "{mode} ciphertext, not a multiple of its 16-byte "
                              "cipher block"),
            {{"cipher", std::to_string(cipherLength)}, {"mode", encryptionModeName(mode)}});
    }
    b.cipherOffset = offset + header;
    b.cipherBytes = cipherLength;
    if (b.cipherBytes > left - header) {
        return blockError(
            ErrorCode::Truncated, index, offset,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "encrypted block {block} is cut short: its header "
                              "announces {cipher} bytes of ciphertext, the file "
                              "ends after {left}"),
            {{"cipher", std::to_string(cipherLength)}, {"left", std::to_string(left - header)}});
    }
    b.plainBytes = mode == EncryptionMode::AesGcm ? b.cipherBytes : 0;
    return b;
}

std::string encodeBlockHeader(EncryptionMode mode, std::span<const uint8_t, kCipherIvBytes> iv,
                              std::span<const uint8_t, kGcmTagBytes> tag, uint64_t cipherBytes) {
    std::string out;
    out.reserve(blockHeaderBytes(mode));
    appendU32(out, encryptionMagic(mode));
    if (mode == EncryptionMode::AesGcm) {
        out.append(reinterpret_cast<const char*>(tag.data()), tag.size());
    }
    appendU32(out, static_cast<uint32_t>(cipherBytes + 8 + kCipherIvBytes));
    appendU32(out, kCipherIvBytes);
    out.append(reinterpret_cast<const char*>(iv.data()), iv.size());
    appendU32(out, static_cast<uint32_t>(cipherBytes));
    return out;
}

}  // namespace shardscope
