#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <vector>

#include "inspect/rundocument.h"

namespace shardscope {

// Writes a network side for the doctor (NET.json: each parameter's full shape and dtype) from a
// run's parameters, those `keep` accepts (all when it is empty). False when the file cannot be
// written.
inline bool writeNetJson(const std::vector<ParamInfo>& params, const QString& path,
                         const std::function<bool(const ParamInfo&)>& keep = {}) {
    QJsonObject net;
    for (const ParamInfo& p : params) {
        if (keep && !keep(p)) {
            continue;
        }
        QJsonArray shape;
        for (int64_t d : p.globalShape) {
            shape.append(static_cast<qint64>(d));
        }
        net[QString::fromStdString(p.name)] =
            QJsonObject{{QStringLiteral("shape"), shape},
                        {QStringLiteral("dtype"), QString::fromStdString(p.dtype)}};
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    return file.write(QJsonDocument(net).toJson()) > 0;
}

}  // namespace shardscope
