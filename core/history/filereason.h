#pragma once

#include <memory>
#include <string>
#include <vector>

#include "../util/error.h"

namespace shardscope {

// Why one saved copy cannot be resumed from, as data: text() is the English sentence that
// `history` prints (and --json gives as "reason"); the GUI translates it from the kind and the
// arguments.
struct FileReason {
    enum class Kind {
        None,
        Empty,                     // (no arguments)
        Unreadable,                // the error, described (`error` holds its code)
        ShapeNotStrategy,          // parameter, its shape, the local shape the strategy gives
        ShapeNotSplittable,        // parameter, its shape, why the strategy cannot split it so
        Growing,                   // bytes when listed, bytes after reading
        CrcMismatch,               // crc_num stored, CRC of the bytes
        Interrupted,               // the leftover temporary's file name
        UnfinishedFaultTolerance,  // (no arguments)
        TensorListDiffers,         // the difference, in words (may be empty)
    };
    Kind kind = Kind::None;
    ErrorCode error = ErrorCode::Corrupt;  // Unreadable: what went wrong
    std::vector<std::string> args;
    // Unreadable: the error whose English (without its file) is args[0]; the GUI renders it in
    // the window's language.
    std::shared_ptr<const Error> cause = nullptr;

    bool empty() const { return kind == Kind::None; }
    std::string text() const;
    // The words a damaged copy is grouped under in a step's verdict: "truncated", "encrypted",
    // "cannot be read" for an unreadable file; "shape contradicts the strategy" or "tensor list
    // differs from the rank's other steps" for an inconsistent one; empty otherwise.
    std::string damageWords() const;
};

}  // namespace shardscope
