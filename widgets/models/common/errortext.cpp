#include "widgets/models/common/errortext.h"

#include <cstdlib>

#include "util/errorwording.h"
#include "util/messagecatalogue.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/common/rankranges.h"

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

QString ErrorText::sentence(const Error& error) {
    if (!rendersFromTemplate(error)) {
        return QString::fromStdString(error.message);
    }
    // Pieces of words in place of values ("(a list)", "(16 servers)") in the window's language;
    // any other value stays as it is, byte for byte.
    std::vector<IssueArg> shown = PieceText::shown(error.args);
    if (error.cause != nullptr) {
        for (IssueArg& arg : shown) {
            if (arg.name == "error") {
                arg.value = detail(*error.cause).toStdString();
            }
        }
    }
    // A counting sentence: its plural template is the source, translated with the count (%n's
    // plural forms); untranslated, or in shardscope_en.qm's forms, the English is the CLI's.
    const ErrorPlural* plural = errorPluralOf(error.messageTemplate);
    int n = -1;
    if (plural != nullptr) {
        for (const IssueArg& arg : error.args) {
            if (arg.name == plural->count) {
                n = std::atoi(arg.value.c_str());
            }
        }
    }
    QString words = QCoreApplication::translate(
        kErrorMessageContext, plural != nullptr ? plural->plural : error.messageTemplate, nullptr,
        n);
    if (words == QString::fromUtf8(error.messageTemplate) ||
        (plural != nullptr && (words == QString::fromUtf8(plural->plural) ||
                               words == QString::fromUtf8(plural->singular)))) {
        // The CLI's English, its rank ranges in the window's style ("0–7").
        words = QString::fromStdString(RankRanges::dashed(error.messageTemplate));
    }
    return QString::fromStdString(PieceText::fill(words.toStdString(), shown));
}

QString ErrorText::detailWithoutFile(const Error& error, const std::string& file) {
    QString out;
    if (!error.file.empty() && error.file != file) {
        out += tr("%1: ", "the file an error is about").arg(QString::fromStdString(error.file));
    }
    if (error.rank >= 0) {
        out += tr("rank %1: ").arg(error.rank);
    }
    if (error.offset >= 0) {
        out += tr("byte %1: ").arg(error.offset);
    }
    if (!error.param.empty()) {
        out += tr("parameter '%1': ").arg(QString::fromStdString(error.param));
    }
    out += sentence(error);
    if (!error.fix.empty()) {
        // A fix without arguments is its own template (marked where it is written).
        const QString fix =
            error.fixTemplate == nullptr
                ? QCoreApplication::translate(kErrorMessageContext, error.fix.c_str())
                : QString::fromStdString(PieceText::fill(
                      QCoreApplication::translate(kErrorMessageContext, error.fixTemplate)
                          .toStdString(),
                      PieceText::shown(error.fixArgs)));
        out = tr("%1 (%2)", "an error and how to fix it").arg(out, fix);
    }
    return out;
}

QString ErrorText::detail(const Error& error) {
    return detailWithoutFile(error, {});
}

QString ErrorText::text(const Error& error) {
    return tr("%1: %2").arg(title(error.code), detail(error));
}
