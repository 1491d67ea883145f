#include "axisroles.h"

#include <map>

#include "layout/tensorlayout.h"

namespace shardscope {

namespace {

std::vector<int64_t> countDevMatrix(const RunDocument& run) {
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

std::vector<AxisRole> workOutRoles(const RunDocument& run, const std::vector<int64_t>& devMatrix) {
    std::vector<AxisRole> result(devMatrix.size(), AxisRole::DataParallel);
    for (const ParamInfo& param : run.params) {
        if (!param.layout || param.layout->devMatrix() != devMatrix) {
            continue;
        }
        for (size_t dim = 0; dim < param.layout->dims(); ++dim) {
            for (int axis : param.layout->splitAxes(dim)) {
                result[static_cast<size_t>(axis)] = AxisRole::ModelParallel;
            }
        }
    }
    // Layouts that do not fit their parameter's shape (a simulated mp=3 over a 4096 dimension)
    // still say which axes split tensors: without them a model-parallel axis would read as data
    // parallel. The shape is left out (zeros divide by anything); only the map is used.
    if (run.strategy) {
        for (const ParamLayout& l : run.strategy->layouts) {
            if (l.devMatrix() != devMatrix) {
                continue;
            }
            auto layout = TensorLayout::make(l, std::vector<int64_t>(l.tensorMap.size(), 0));
            if (!layout) {
                continue;
            }
            for (size_t dim = 0; dim < layout->dims(); ++dim) {
                for (int axis : layout->splitAxes(dim)) {
                    result[static_cast<size_t>(axis)] = AxisRole::ModelParallel;
                }
            }
        }
    }
    for (size_t axis = 0; axis < devMatrix.size(); ++axis) {
        if (devMatrix[axis] == 1) {
            result[axis] = AxisRole::Trivial;
        }
    }
    return result;
}

}  // namespace

std::vector<int64_t> runDevMatrix(const RunDocument& run) {
    return run.mainDevMatrix.empty() ? countDevMatrix(run) : run.mainDevMatrix;
}

std::vector<AxisRole> axisRoles(const RunDocument& run, const std::vector<int64_t>& devMatrix) {
    if (!run.mainRoles.empty() && devMatrix == run.mainDevMatrix) {
        return run.mainRoles;
    }
    return workOutRoles(run, devMatrix);
}

void keepAxisRoles(RunDocument& run) {
    run.mainDevMatrix.clear();
    run.mainRoles.clear();
    std::vector<int64_t> matrix = countDevMatrix(run);
    run.mainRoles = workOutRoles(run, matrix);
    run.mainDevMatrix = std::move(matrix);
}

std::vector<std::string> defaultAxisNames(const std::vector<AxisRole>& roles) {
    std::map<AxisRole, int> total;
    for (AxisRole role : roles) {
        ++total[role];
    }
    std::map<AxisRole, int> seen;
    std::vector<std::string> names;
    for (size_t axis = 0; axis < roles.size(); ++axis) {
        const AxisRole role = roles[axis];
        const int n = ++seen[role];
        std::string base = role == AxisRole::DataParallel    ? "dp"
                           : role == AxisRole::ModelParallel ? "mp"
                                                             : "a" + std::to_string(axis);
        if (role != AxisRole::Trivial && total[role] > 1) {
            base += std::to_string(n);
        }
        names.push_back(base);
    }
    return names;
}

}  // namespace shardscope
