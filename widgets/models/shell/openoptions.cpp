#include "widgets/models/shell/openoptions.h"

#include <QFile>
#include <QFileInfo>
#include <utility>

#include "formats/checkpointparts.h"

using namespace shardscope;

void OpenOptions::setStrategyFor(const QString& absolutePath, const QString& strategy) {
    m_strategyFor[absolutePath] = strategy;
}

void OpenOptions::setRankTableFor(const QString& absolutePath, const QString& table) {
    m_rankTableFor[absolutePath] = table;
}

void OpenOptions::setStepFor(const QString& absolutePath, const QString& step) {
    m_stepFor[absolutePath] = step;
}

void OpenOptions::setKeyFor(const QString& absolutePath, CheckpointKeyRef key) {
    m_keyFor[absolutePath] = std::move(key);
}

CheckpointKeyRef OpenOptions::keyFor(const QString& absolutePath) const {
    const auto it = m_keyFor.find(absolutePath);
    return it != m_keyFor.end() ? it->second : nullptr;
}

void OpenOptions::forgetKey(const QString& absolutePath) {
    m_keyFor.erase(absolutePath);
}

QString OpenOptions::strategyFor(const QString& absolutePath) const {
    const auto own = m_strategyFor.find(absolutePath);
    return !QFileInfo(absolutePath).isDir() ? QString()
           : own != m_strategyFor.end()     ? own->second
                                            : m_strategy;
}

LoadOptions OpenOptions::loadOptions(const QString& absolutePath, const QString& strategy) const {
    LoadOptions options;
    options.strategyPath = strategy.toStdString();
    const auto table = m_rankTableFor.find(absolutePath);
    options.rankTable = (table != m_rankTableFor.end() ? table->second : m_rankTable).toStdString();
    // A single checkpoint or strategy (a file, or a rank folder of per-stage parts) is no run
    // to place, and its CRC trailers are checked.
    const bool single = QFileInfo(absolutePath).isFile() ||
                        checkpointPartsIn(QFile::encodeName(absolutePath).toStdString()) ||
                        isCheckpointPartsPath(QFile::encodeName(absolutePath).toStdString());
    if (single) {
        options.rankTable.clear();
    }
    if (const auto step = m_stepFor.find(absolutePath); step != m_stepFor.end()) {
        options.step = step->second.toStdString();
    }
    options.key = keyFor(absolutePath);
    options.verifyCrc = single;
    return options;
}
