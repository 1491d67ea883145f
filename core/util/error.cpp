#include "error.h"

#include "messagecatalogue.h"

namespace shardscope {

const char* errorCodeName(ErrorCode code) {
    switch (code) {
        case ErrorCode::Io:
            return "io";
        case ErrorCode::NotFound:
            return "not-found";
        case ErrorCode::Empty:
            return "empty";
        case ErrorCode::Truncated:
            return "truncated";
        case ErrorCode::Corrupt:
            return "corrupt";
        case ErrorCode::BadDims:
            return "bad-dims";
        case ErrorCode::SizeMismatch:
            return "size-mismatch";
        case ErrorCode::UnknownDtype:
            return "unknown-dtype";
        case ErrorCode::CrcMissing:
            return "crc-missing";
        case ErrorCode::CrcMismatch:
            return "crc-mismatch";
        case ErrorCode::Encrypted:
            return "encrypted";
        case ErrorCode::WrongKey:
            return "wrong-key";
        case ErrorCode::Unsupported:
            return "unsupported";
        case ErrorCode::BadStrategy:
            return "bad-strategy";
        case ErrorCode::MixedFormats:
            return "mixed-formats";
        case ErrorCode::InvalidArgument:
            return "invalid-argument";
        case ErrorCode::Cancelled:
            return "cancelled";
        case ErrorCode::Internal:
            return "internal";
    }
    return "unknown";
}

std::string Error::describe() const {
    std::string out;
    if (!file.empty()) {
        out += file + ": ";
    }
    if (rank >= 0) {
        out += "rank " + std::to_string(rank) + ": ";
    }
    if (offset >= 0) {
        out += "byte " + std::to_string(offset) + ": ";
    }
    if (!param.empty()) {
        out += "parameter '" + param + "': ";
    }
    out += message;
    if (!fix.empty()) {
        out += " (" + fix + ")";
    }
    return out;
}

Error& Error::withFix(ErrorTemplate text, std::vector<IssueArg> values) {
    fixTemplate = text.text;
    fixArgs = std::move(values);
    fix = fillTemplate(text.text, fixArgs);
    return *this;
}

Error makeError(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args) {
    Error e;
    e.code = code;
    e.messageTemplate = text.text;
    e.message = fillTemplate(text.text, args);
    e.args = std::move(args);
    return e;
}

Error makeError(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args,
                const Error& cause) {
    args.push_back({"error", cause.describe()});
    Error e = makeError(code, text, std::move(args));
    e.cause = std::make_shared<const Error>(cause);
    return e;
}

bool rendersFromTemplate(const Error& error) {
    return error.messageTemplate != nullptr &&
           fillTemplate(error.messageTemplate, error.args) == error.message;
}

}  // namespace shardscope
