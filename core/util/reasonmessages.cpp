// The catalogue's words for a rank table's oddities (what reading one warns about) and for why a
// saved copy of a step cannot be resumed from (history).
#include "catalogueentry.h"

namespace shardscope {

std::vector<CatalogueEntry> rankTableEntries() {
    return {
        {IssueCode::RankTableStatus,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "status is '{status}', not 'completed': HCCL does not use the table "
                             "yet")}}},
        {IssueCode::RankTableVersion,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "version '{version}' is not one this reader knows (1.0, 1.1, 1.2); "
                             "read as 1.0")}}},
        {IssueCode::DuplicateServerId,
         {{"count=2",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "servers {servers} both have server_id '{id}' (published samples "
                             "mask the address); they are kept apart as {labels}")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "servers {servers} all have server_id '{id}' (published samples mask "
                             "the address); they are kept apart as {labels}")}}},
        {IssueCode::RankTablePlaceholder,
         {{nullptr,
           "the table is a template: {placeholders} is a placeholder where an address belongs; "
           "fill in the real addresses before the table places ranks on hosts",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "the table is a template: {placeholders} are placeholders where an "
                               "address belongs; fill in the real addresses before the table "
                               "places ranks on hosts"),
           "count"}}},
        {IssueCode::DuplicateDeviceIp,
         {{"count=2", QT_TRANSLATE_NOOP("IssueMessage", "ranks {ranks} both give device_ip {ip}")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "ranks {ranks} all give device_ip {ip} (HCCL wants each "
                                      "card's own)")}}},
    };
}

std::vector<CatalogueEntry> savedCopyEntries() {
    return {
        {IssueCode::FileEmpty, {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "empty (0 bytes)")}}},
        {IssueCode::FileUnreadable,
         {{"damage=truncated", QT_TRANSLATE_NOOP("IssueMessage", "truncated ({error})")},
          {"damage=encrypted", QT_TRANSLATE_NOOP("IssueMessage", "encrypted ({error})")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage", "cannot be read ({error})")}}},
        {IssueCode::FileShapeNotStrategy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "shape contradicts the strategy: '{param}' is {shape}, the strategy "
                             "gives {expected}")}}},
        {IssueCode::FileShapeNotSplittable,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "shape contradicts the strategy: '{param}' {shape} contradicts the "
                             "strategy: {error}")}}},
        {IssueCode::FileGrowing,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "changed while it was read ({listed} bytes, then {read}): still "
                             "being written")}}},
        {IssueCode::FileCrcMismatch,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "CRC mismatch (crc_num {stored}, the bytes give {computed})")}}},
        {IssueCode::FileInterrupted,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "only a leftover temporary, {temporary}: the save was interrupted")}}},
        {IssueCode::FileUnfinishedSave,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "fault-tolerance save not finished (its folder ends in _tmp)")}}},
        {IssueCode::FileTensorListDiffers,
         {{"difference",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "tensor list differs from this rank's other saved steps: "
                             "{difference}")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "tensor list differs from this rank's other saved steps")}}},
    };
}

}  // namespace shardscope
