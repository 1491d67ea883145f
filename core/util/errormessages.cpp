// The catalogue's words for the issues that report an error: what cannot be used and what the
// reader goes without, then the error's sentence (its own template, which the window translates
// through the error the issue carries).
#include "catalogueentry.h"

namespace shardscope {

// StrategyUnusable says what goes without the strategy by its "consequence" (a condition only):
// a run's layouts, a strategy file's placing on ranks, the history's shape checks.
std::vector<CatalogueEntry> errorEntries() {
    return {
        {IssueCode::StrategyUnusable,
         {{"consequence=layouts-not-shown",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the strategy file cannot be used, so the layouts are not shown: "
                             "{error}")},
          {"consequence=layouts-not-placed",
           QT_TRANSLATE_NOOP("IssueMessage", "the layouts cannot be placed on ranks: {error}")},
          {"consequence=shapes-not-checked",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the strategy file cannot be used, so the saved tensors' shapes are "
                             "not checked against it: {error}")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "the strategy file cannot be used: {error}")}}},
        {IssueCode::RankTableUnusable,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the rank table cannot be used, so the cards are not placed "
                                      "on servers: {error}")}}},
        {IssueCode::SourceUnreadable,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "a source file cannot be read: {error}")}}},
        {IssueCode::PlanFailed,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "destination rank {rank} cannot be planned: {error}")}}},
        {IssueCode::InvalidStrategy,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "the source strategy cannot be simulated: {error}")}}},
    };
}

}  // namespace shardscope
