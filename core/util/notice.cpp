#include "notice.h"

#include "utf8text.h"

namespace shardscope {

const char* noticeCodeName(NoticeCode code) {
    switch (code) {
        case NoticeCode::SeveralFilesInRank:
            return "several-files-in-rank";
        case NoticeCode::RankGap:
            return "rank-gap";
        case NoticeCode::StrayFolder:
            return "stray-folder";
        case NoticeCode::MixedFormats:
            return "mixed-formats";
        case NoticeCode::EmptyRankFolder:
            return "empty-rank-folder";
        case NoticeCode::UnreadableRank:
            return "unreadable-rank";
        case NoticeCode::EncryptedFile:
            return "encrypted-file";
        case NoticeCode::CrcMismatch:
            return "crc-mismatch";
        case NoticeCode::UnloadableDtype:
            return "unloadable-dtype";
        case NoticeCode::UnknownDtype:
            return "unknown-dtype";
        case NoticeCode::MissingOptimizerFields:
            return "missing-optimizer-fields";
        case NoticeCode::DuplicateStage:
            return "duplicate-stage";
        case NoticeCode::StrayFile:
            return "stray-file";
        case NoticeCode::ShapeContradictsStrategy:
            return "shape-contradicts-strategy";
        case NoticeCode::MissingOnRanks:
            return "missing-on-ranks";
        case NoticeCode::NoStrategy:
            return "no-strategy";
        case NoticeCode::InvalidUtf8Name:
            return "invalid-utf8-name";
    }
    return "unknown";
}

Notice invalidUtf8NameNotice(const std::string& name, const std::string& file, int rank) {
    const std::string shown = escapeInvalidUtf8(name);
    return {NoticeCode::InvalidUtf8Name,
            "parameter name '" + shown + "' is not valid UTF-8 (invalid bytes shown as \\xNN)",
            file,
            shown,
            rank,
            {shown}};
}

}  // namespace shardscope
