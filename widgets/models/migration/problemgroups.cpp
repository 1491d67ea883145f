#include "widgets/models/migration/problemgroups.h"

#include <map>

#include "widgets/models/common/issuetext.h"

using shardscope::Issue;
using shardscope::IssueCode;

namespace {

QString argOf(const Issue& issue, const char* name) {
    return QString::fromStdString(issue.arg(name));
}

QString axisName(const Issue& issue, const QStringList& names) {
    bool ok = false;
    const int axis = argOf(issue, "axis").toInt(&ok);
    return ok && axis >= 0 && axis < names.size() ? names[axis] : argOf(issue, "axis");
}

// What makes two problems one cause: the code and every word but the parameter's own.
QString causeKey(const Issue& issue, const QString& text) {
    QString key = QString::number(static_cast<int>(issue.code)) + QLatin1Char('|') +
                  QString::number(issue.blocking() ? 1 : 0) + QLatin1Char('|');
    if (issue.code == IssueCode::NotDivisible) {
        // Not the sizes that divide: they differ with each dimension's size; the group names
        // those that divide every one of its parameters.
        return key + argOf(issue, "parts") + QLatin1Char('|') + argOf(issue, "axis");
    }
    if (issue.code == IssueCode::OptShardSkipped) {
        // Not the layout each sentence names: the group is the shard size and the replicas, or
        // the dimension 0, that it does not divide.
        return key + argOf(issue, "size") + QLatin1Char('|') + argOf(issue, "replicas") +
               QLatin1Char('|') + argOf(issue, "dim0") + QLatin1Char('|') + argOf(issue, "scalar");
    }
    QString words = text;
    if (!issue.param.empty()) {
        words.replace(QString::fromStdString(issue.param), QStringLiteral("\x1f"));
    }
    return key + words;
}

// The sizes of the axis that divide every member, with the cards each gives ("1, 2, 4", "2, 4,
// 8"); empty when none does.
std::pair<QString, QString> commonSizes(const std::vector<const Issue*>& members) {
    std::map<QString, std::pair<QString, int>> seen;  // size -> (cards, members it divides)
    QStringList order;
    for (const Issue* issue : members) {
        const QStringList sizes = argOf(*issue, "sizes").split(QStringLiteral(", "));
        const QStringList cards = argOf(*issue, "cards").split(QStringLiteral(", "));
        for (qsizetype i = 0; i < sizes.size() && i < cards.size(); ++i) {
            if (sizes[i].isEmpty()) {
                continue;
            }
            auto [it, added] = seen.emplace(sizes[i], std::make_pair(cards[i], 0));
            if (added) {
                order << sizes[i];
            }
            ++it->second.second;
        }
    }
    QStringList sizes;
    QStringList cards;
    for (const QString& size : order) {
        if (seen[size].second == static_cast<int>(members.size())) {
            sizes << size;
            cards << seen[size].first;
        }
    }
    return {sizes.join(QStringLiteral(", ")), cards.join(QStringLiteral(", "))};
}

// What the members of a group of optimizer shards MindSpore skips share (each one's sentence,
// the catalogue's, names its own layout).
QString optShardCause(const Issue& issue) {
    if (!issue.arg("scalar").empty()) {
        return ProblemGroups::tr(
            "not optimizer-sharded (as in MindSpore): a scalar has no "
            "dimension 0 to cut.");
    }
    return issue.arg("dim0").empty()
               ? ProblemGroups::tr(
                     "not optimizer-sharded (as in MindSpore): its %1 replicas do "
                     "not divide by %2.")
                     .arg(argOf(issue, "replicas"), argOf(issue, "size"))
               : ProblemGroups::tr(
                     "not optimizer-sharded (as in MindSpore): its slice's "
                     "dimension 0 (%1) does not divide by %2.")
                     .arg(argOf(issue, "dim0"), argOf(issue, "size"));
}

}  // namespace

std::vector<ProblemGroups::Group> ProblemGroups::group(const std::vector<Issue>& issues,
                                                       const QStringList& axisNames) {
    std::vector<Group> groups;
    std::vector<std::vector<const Issue*>> members;
    std::map<QString, size_t> byKey;
    for (const Issue& issue : issues) {
        const QString text = IssueText::text(issue);
        Entry entry{QString::fromStdString(issue.param), QString(), text};
        if (issue.code == IssueCode::NotDivisible) {
            entry.detail =
                tr("dimension %1 (size %2)").arg(argOf(issue, "dimension"), argOf(issue, "size"));
        }
        // A problem of no parameter stands alone: its words are the whole of it.
        const QString key =
            issue.param.empty() ? QStringLiteral("#%1").arg(groups.size()) : causeKey(issue, text);
        const auto [it, added] = byKey.emplace(key, groups.size());
        if (added) {
            groups.push_back(Group{issue.blocking(), QString(), QString(), {}});
            members.emplace_back();
        }
        groups[it->second].entries.push_back(std::move(entry));
        members[it->second].push_back(&issue);
    }
    for (size_t g = 0; g < groups.size(); ++g) {
        Group& group = groups[g];
        const Issue& first = *members[g].front();
        const int n = static_cast<int>(group.entries.size());
        if (first.code == IssueCode::NotDivisible) {
            group.headline = tr("%Ln parameter(s) do not divide into %1 parts", nullptr, n)
                                 .arg(argOf(first, "parts"));
            if (!first.arg("axis").empty()) {
                const auto [sizes, cards] = commonSizes(members[g]);
                group.detail = sizes.isEmpty()
                                   ? tr("No size of %1 makes them all divide while the other "
                                        "axes keep theirs.")
                                         .arg(axisName(first, axisNames))
                                   : tr("Sizes of %1 that divide them all: %2 (%3 cards).")
                                         .arg(axisName(first, axisNames), sizes, cards);
            }
        } else if (first.code == IssueCode::OptShardSkipped) {
            group.headline = tr("%Ln parameter(s):", nullptr, n);
            group.detail = optShardCause(first);
        } else if (first.param.empty()) {
            group.headline = group.entries.front().text;
        } else {
            group.headline = tr("%Ln parameter(s):", nullptr, n);
            group.detail = group.entries.front().text;
        }
    }
    return groups;
}
