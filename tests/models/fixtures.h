#pragma once

#include <QString>
#include <string>

#include "inspect/inspectreport.h"
#include "printers.h"
#include "testpaths.h"

inline QString fixturePath(const char* name) {
    return QString::fromUtf8(SHARDSCOPE_TEST_DATA) + QStringLiteral("/real/") +
           QString::fromLatin1(name);
}

inline shardscope::InspectReport inspectFixture(const char* name) {
    auto report = shardscope::inspectPath(fixturePath(name).toStdString());
    return report ? std::move(report).value() : shardscope::InspectReport{};
}
