#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <cstdint>
#include <vector>

#include "inspect/runmodel.h"

// What each device-matrix axis is for. An axis that no tensor map uses only copies parameters:
// data parallelism. One that some tensor map uses cuts parameters: model parallelism.
class AxisRoles {
    Q_DECLARE_TR_FUNCTIONS(AxisRoles)

public:
    enum class Role { DataParallel, ModelParallel, Trivial };

    // The device matrix most layouts of the first stage use; [devices] without a strategy.
    static std::vector<int64_t> runDevMatrix(const shardscope::RunModel& run);
    // Roles over every layout with this device matrix (size-1 axes are Trivial).
    static std::vector<Role> roles(const shardscope::RunModel& run,
                                   const std::vector<int64_t>& devMatrix);
    // "dp", "mp"; numbered ("mp1", "mp2") when a role has several axes. Short on purpose: these
    // go into every header, and users rename them.
    static QStringList defaultNames(const std::vector<Role>& roles);
    static QString roleText(Role role);
};
