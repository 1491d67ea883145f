#pragma once

#include <cstdint>
#include <string>

namespace shardscope {

// Stable codes: the GUI maps them to translated words, tests and scripts match on them.
enum class ErrorCode {
    Io,
    NotFound,
    Empty,
    Truncated,
    Corrupt,
    BadDims,
    SizeMismatch,
    UnknownDtype,
    CrcMissing,
    CrcMismatch,
    Encrypted,  // a key (or its mode) is needed
    WrongKey,   // the key given does not decrypt the file
    Unsupported,
    BadStrategy,
    MixedFormats,
    InvalidArgument,
    Cancelled,
    Internal,  // a bug: an exception or a broken invariant, caught before it could abort
};

const char* errorCodeName(ErrorCode code);

// An error as a value: what went wrong, and where (file, byte offset, parameter, rank).
struct Error {
    ErrorCode code = ErrorCode::Io;
    std::string message;
    std::string file;
    std::string param;
    int rank = -1;
    int64_t offset = -1;
    std::string fix;

    // One line: "FILE: rank R: byte N: parameter 'P': MESSAGE" (parts present only when known).
    std::string describe() const;

    Error& inFile(std::string f) {
        file = std::move(f);
        return *this;
    }
    Error& atOffset(int64_t o) {
        offset = o;
        return *this;
    }
    Error& forParam(std::string p) {
        param = std::move(p);
        return *this;
    }
    Error& onRank(int r) {
        rank = r;
        return *this;
    }
};

Error makeError(ErrorCode code, std::string message);

}  // namespace shardscope
