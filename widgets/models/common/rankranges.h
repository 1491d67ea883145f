#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

// Ranks as the window writes them, in every table, tooltip and label: runs of two or more
// consecutive ranks as a range with an en dash, "0–3, 8" (Chinese joins the items with 、:
// "0–3、8"). The CLI keeps core's formatRankList ("0-3,8"), which its rank-list options read back.
class RankRanges {
    Q_DECLARE_TR_FUNCTIONS(RankRanges)
public:
    // Ascending ranks, each item with `prefix` ("r0–r3", "r8"), not joined.
    static QStringList items(const std::vector<int>& ascending, const QString& prefix = {});
    // The items joined: "0–3, 8".
    static QString text(const std::vector<int>& ascending);
    // A catalogue template the window shows in English (the CLI's, "ranks
    // {first_rank}-{last_rank}",
    // "(0-{last})") with its ranges in the window's style: the hyphen between a number or a
    // placeholder and the placeholder after it is an en dash. The CLI keeps its hyphens.
    static std::string dashed(std::string words);
};
