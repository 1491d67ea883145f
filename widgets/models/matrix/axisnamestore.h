#pragma once

#include <QString>
#include <QStringList>

// The device-matrix axis names a user gave a run ("dp", "mp", ...), kept in QSettings by run
// path so the run opens with them next time. An empty list means the default names.
class AxisNameStore {
public:
    static QStringList load(const QString& runPath);
    static void save(const QString& runPath, const QStringList& names);

    static constexpr int kMaxRuns = 64;
};
