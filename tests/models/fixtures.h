#pragma once

#include <QString>
#include <string>

#include "inspect/inspectreport.h"
#include "printers.h"

inline QString fixturePath(const char* name) {
    return QStringLiteral(SHARDSCOPE_TEST_DATA "/real/") + QString::fromLatin1(name);
}

inline shardscope::InspectReport inspectFixture(const char* name) {
    auto report = shardscope::inspectPath(fixturePath(name).toStdString());
    return report ? std::move(report).value() : shardscope::InspectReport{};
}
