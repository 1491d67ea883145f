#include "models/common/errortext.h"

using namespace shardscope;

QString ErrorText::title(ErrorCode code) {
    switch (code) {
        case ErrorCode::Io:
            return tr("Cannot read");
        case ErrorCode::NotFound:
            return tr("Not found");
        case ErrorCode::Empty:
            return tr("Empty file");
        case ErrorCode::Truncated:
            return tr("File is truncated");
        case ErrorCode::Corrupt:
            return tr("File is damaged");
        case ErrorCode::BadDims:
            return tr("Invalid tensor shape");
        case ErrorCode::SizeMismatch:
            return tr("Tensor size does not match its shape");
        case ErrorCode::UnknownDtype:
            return tr("Unknown data type");
        case ErrorCode::CrcMissing:
            return tr("CRC missing");
        case ErrorCode::CrcMismatch:
            return tr("CRC check failed");
        case ErrorCode::Encrypted:
            return tr("File is encrypted");
        case ErrorCode::WrongKey:
            return tr("Wrong key");
        case ErrorCode::Unsupported:
            return tr("Not supported");
        case ErrorCode::BadStrategy:
            return tr("Invalid strategy file");
        case ErrorCode::MixedFormats:
            return tr("Mixed formats");
        case ErrorCode::InvalidArgument:
            return tr("Invalid argument");
        case ErrorCode::Cancelled:
            return tr("Cancelled");
        case ErrorCode::Internal:
            return tr("Internal error (please report it)");
    }
    return tr("Error");
}

QString ErrorText::detail(const Error& error) {
    return QString::fromStdString(error.describe());
}

QString ErrorText::text(const Error& error) {
    return tr("%1: %2").arg(title(error.code), detail(error));
}
