#include "models/matrix/axisroles.h"

#include <map>

using shardscope::ParamInfo;
using shardscope::RunModel;

std::vector<int64_t> AxisRoles::runDevMatrix(const RunModel& run) {
    std::map<std::vector<int64_t>, int> counts;
    for (const ParamInfo& param : run.params) {
        if (param.layout && param.stage == 0) {
            ++counts[param.layout->devMatrix()];
        }
    }
    std::vector<int64_t> best{run.stages.devices};
    int bestCount = 0;
    for (const auto& [matrix, count] : counts) {
        if (count > bestCount) {
            best = matrix;
            bestCount = count;
        }
    }
    return best;
}

std::vector<AxisRoles::Role> AxisRoles::roles(const RunModel& run,
                                              const std::vector<int64_t>& devMatrix) {
    std::vector<Role> result(devMatrix.size(), Role::DataParallel);
    for (const ParamInfo& param : run.params) {
        if (!param.layout || param.layout->devMatrix() != devMatrix) {
            continue;
        }
        for (size_t dim = 0; dim < param.layout->dims(); ++dim) {
            for (int axis : param.layout->splitAxes(dim)) {
                result[static_cast<size_t>(axis)] = Role::ModelParallel;
            }
        }
    }
    for (size_t axis = 0; axis < devMatrix.size(); ++axis) {
        if (devMatrix[axis] == 1) {
            result[axis] = Role::Trivial;
        }
    }
    return result;
}

QStringList AxisRoles::defaultNames(const std::vector<Role>& roles) {
    std::map<Role, int> total;
    for (Role role : roles) {
        ++total[role];
    }
    std::map<Role, int> seen;
    QStringList names;
    for (size_t axis = 0; axis < roles.size(); ++axis) {
        const Role role = roles[axis];
        const int n = ++seen[role];
        QString base = role == Role::DataParallel    ? QStringLiteral("dp")
                       : role == Role::ModelParallel ? QStringLiteral("mp")
                                                     : QStringLiteral("a%1").arg(axis);
        if (role != Role::Trivial && total[role] > 1) {
            base += QString::number(n);
        }
        names << base;
    }
    return names;
}

QString AxisRoles::roleText(Role role) {
    switch (role) {
        case Role::DataParallel:
            return tr("data parallel");
        case Role::ModelParallel:
            return tr("model parallel");
        case Role::Trivial:
            break;
    }
    return tr("size 1");
}
