#include "checkpointkey.h"

#include <openssl/crypto.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include "../util/fileio.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

int hexDigit(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

}  // namespace

CheckpointKey::CheckpointKey(std::vector<uint8_t> bytes, EncryptionMode mode)
    : m_bytes(std::move(bytes)), m_mode(mode) {}

CheckpointKey::~CheckpointKey() {
    if (!m_bytes.empty()) {
        OPENSSL_cleanse(m_bytes.data(), m_bytes.size());
    }
}

Status checkKeyLength(size_t bytes, EncryptionMode mode) {
    switch (mode) {
        case EncryptionMode::AesGcm:
        case EncryptionMode::AesCbc:
            if (bytes == 16 || bytes == 24 || bytes == 32) {
                return {};
            }
            return makeError(
                ErrorCode::InvalidArgument,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "the key is {bytes} bytes long; {mode} needs 16, 24 "
                                  "or 32"),
                {{"bytes", std::to_string(bytes)}, {"mode", encryptionModeName(mode)}});
        case EncryptionMode::Sm4Cbc:
            if (bytes == 16) {
                return {};
            }
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the key is {bytes} bytes long; SM4-CBC needs 16"),
                             {{"bytes", std::to_string(bytes)}});
        case EncryptionMode::None:
            break;
    }
    if (bytes == 16 || bytes == 24 || bytes == 32) {
        return {};
    }
    return makeError(ErrorCode::InvalidArgument,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "the key is {bytes} bytes long; AES needs "
                                       "16, 24 or 32 bytes and SM4 needs 16"),
                     {{"bytes", std::to_string(bytes)}});
}

Result<CheckpointKeyRef> makeCheckpointKey(std::string_view text, KeyEncoding encoding,
                                           EncryptionMode mode) {
    std::vector<uint8_t> bytes;
    if (encoding == KeyEncoding::Raw) {
        bytes.assign(text.begin(), text.end());
    } else {
        int high = -1;
        for (char c : text) {
            if (isSpace(c)) {
                continue;
            }
            const int d = hexDigit(c);
            if (d < 0) {
                OPENSSL_cleanse(bytes.data(), bytes.size());
                return makeError(ErrorCode::InvalidArgument,
                                 QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "the key is not hexadecimal (a character other "
                                                   "than 0-9, a-f, A-F or white space)"),
                                 {});
            }
            if (high < 0) {
                high = d;
            } else {
                bytes.push_back(static_cast<uint8_t>(high << 4 | d));
                high = -1;
            }
        }
        if (high >= 0) {
            OPENSSL_cleanse(bytes.data(), bytes.size());
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the key has an odd number of hexadecimal digits"),
                             {});
        }
    }
    if (Status s = checkKeyLength(bytes.size(), mode); !s) {
        Error e = s.error();
        if (encoding == KeyEncoding::Raw && !text.empty() && isSpace(text.back())) {
            e.fix = QT_TRANSLATE_NOOP("ErrorMessage",
                                      "the raw key ends in white space (a line break?); write it "
                                      "without, or give it as hexadecimal");
        }
        OPENSSL_cleanse(bytes.data(), bytes.size());
        return e;
    }
    return std::make_shared<const CheckpointKey>(std::move(bytes), mode);
}

Result<CheckpointKeyRef> readCheckpointKeyFile(const std::string& path, KeyEncoding encoding,
                                               EncryptionMode mode) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open the key file: {reason}"),
                       path);
    }
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto key = makeCheckpointKey(text, encoding, mode);
    OPENSSL_cleanse(text.data(), text.size());
    if (!key) {
        return std::move(key).error().inFile(path);
    }
    return key;
}

}  // namespace shardscope
