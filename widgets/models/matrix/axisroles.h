#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <cstdint>
#include <vector>

#include "inspect/axisroles.h"
#include "inspect/rundocument.h"

// The device-matrix axes' roles (core/inspect/axisroles.h) in the GUI's words and types.
class AxisRoles {
    Q_DECLARE_TR_FUNCTIONS(AxisRoles)

public:
    using Role = shardscope::AxisRole;

    static std::vector<int64_t> runDevMatrix(const shardscope::RunDocument& run) {
        return shardscope::runDevMatrix(run);
    }
    static std::vector<Role> roles(const shardscope::RunDocument& run,
                                   const std::vector<int64_t>& devMatrix) {
        return shardscope::axisRoles(run, devMatrix);
    }
    static QStringList defaultNames(const std::vector<Role>& roles);
    static QString roleText(Role role);
};
