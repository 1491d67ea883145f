#pragma once

#include <QString>
#include <map>

#include "inspect/runloader.h"

// What each path a Session opens is loaded with (LoadOptions): the strategy and rank table every
// run folder opens with (--strategy, --rank-table) unless one is named for its path, the saved
// step a run folder opens at, and the key of an encrypted checkpoint (in memory only, until the
// path is closed).
class OpenOptions final {
public:
    // The strategy every run folder opens with (--strategy), unless setStrategyFor names one.
    void setStrategyOverride(const QString& strategy) { m_strategy = strategy; }
    void setStrategyFor(const QString& absolutePath, const QString& strategy);
    // The rank table every run folder opens with (--rank-table), unless setRankTableFor names
    // one; empty: the one beside the run.
    void setRankTableOverride(const QString& table) { m_rankTable = table; }
    void setRankTableFor(const QString& absolutePath, const QString& table);
    // The saved step a run folder opens at (LoadOptions::step); empty: the recommended one.
    void setStepFor(const QString& absolutePath, const QString& step);
    // The key a path opens with (encrypted checkpoints: LoadOptions::key), kept in memory only
    // until the path is closed (forgetKey); the loaded run carries it (RunDocument::key) to
    // every view.
    void setKeyFor(const QString& absolutePath, shardscope::CheckpointKeyRef key);
    shardscope::CheckpointKeyRef keyFor(const QString& absolutePath) const;
    void forgetKey(const QString& absolutePath);

    // The strategy a path opens with: its own, else the override; none for what is no folder.
    QString strategyFor(const QString& absolutePath) const;
    // What a path is loaded with, `strategy` its strategy (strategyFor). A single checkpoint or
    // strategy (a file, or a rank folder of per-stage parts) is no run to place: no rank table,
    // and its CRC trailers are checked.
    shardscope::LoadOptions loadOptions(const QString& absolutePath, const QString& strategy) const;

private:
    QString m_strategy;
    QString m_rankTable;
    std::map<QString, QString> m_strategyFor;
    std::map<QString, QString> m_rankTableFor;
    std::map<QString, QString> m_stepFor;
    std::map<QString, shardscope::CheckpointKeyRef> m_keyFor;
};
