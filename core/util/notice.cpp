#include "notice.h"

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
    }
    return "unknown";
}

}  // namespace shardscope
