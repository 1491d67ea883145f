#include "filereason.h"

namespace shardscope {

namespace {

const std::string& arg(const FileReason& r, size_t i) {
    static const std::string kNone;
    return i < r.args.size() ? r.args[i] : kNone;
}

const char* unreadableWord(ErrorCode code) {
    return code == ErrorCode::Truncated   ? "truncated"
           : code == ErrorCode::Encrypted ? "encrypted"
                                          : "cannot be read";
}

}  // namespace

std::string FileReason::text() const {
    switch (kind) {
        case Kind::None:
            return {};
        case Kind::Empty:
            return "empty (0 bytes)";
        case Kind::Unreadable:
            return std::string(unreadableWord(error)) + " (" + arg(*this, 0) + ")";
        case Kind::ShapeNotStrategy:
            return "shape contradicts the strategy: '" + arg(*this, 0) + "' is " + arg(*this, 1) +
                   ", the strategy gives " + arg(*this, 2);
        case Kind::ShapeNotSplittable:
            return "shape contradicts the strategy: '" + arg(*this, 0) + "' " + arg(*this, 1) +
                   " contradicts the strategy: " + arg(*this, 2);
        case Kind::Growing:
            return "changed while it was read (" + arg(*this, 0) + " bytes, then " + arg(*this, 1) +
                   "): still being written";
        case Kind::CrcMismatch:
            return "CRC mismatch (crc_num " + arg(*this, 0) + ", the bytes give " + arg(*this, 1) +
                   ")";
        case Kind::Interrupted:
            return "only a leftover temporary, " + arg(*this, 0) + ": the save was interrupted";
        case Kind::UnfinishedFaultTolerance:
            return "fault-tolerance save not finished (its folder ends in _tmp)";
        case Kind::TensorListDiffers:
            return "tensor list differs from this rank's other saved steps" +
                   (arg(*this, 0).empty() ? std::string() : ": " + arg(*this, 0));
    }
    return {};
}

std::string FileReason::damageWords() const {
    switch (kind) {
        case Kind::Unreadable:
            return unreadableWord(error);
        case Kind::ShapeNotStrategy:
        case Kind::ShapeNotSplittable:
            return "shape contradicts the strategy";
        case Kind::TensorListDiffers:
            return "tensor list differs from the rank's other steps";
        default:
            return {};
    }
}

}  // namespace shardscope
