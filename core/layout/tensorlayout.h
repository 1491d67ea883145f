#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../formats/strategy.h"
#include "../util/result.h"
#include "box.h"

namespace shardscope {

struct ErrorPlural;

// Where one parameter's bytes live on the ranks of its pipeline stage (docs/layouts.md sections
// 1-3): a validated device matrix and tensor map, the full shape, and optimizer sharding. Every
// rank argument is a local rank in [0, deviceCount()); a value of this type is always consistent,
// so the slice queries cannot fail.
class TensorLayout {
public:
    // Validates the layout against the parameter's full (global) shape. Errors (BadStrategy, or
    // InvalidArgument for a negative shape) name the parameter and the numbers involved.
    static Result<TensorLayout> make(const ParamLayout& layout, std::vector<int64_t> fullShape);

    // The full shape of a parameter from the shape one rank stores: dimension i times its split
    // count, and dimension 0 also times the optimizer shard size (section 3). Strategies written
    // as protobuf record no shapes, so this is how a checkpoint's rank files supply them.
    static Result<std::vector<int64_t>> fullShapeFromLocal(const ParamLayout& layout,
                                                           const std::vector<int64_t>& localShape);

    const std::string& name() const { return m_d->name; }
    int stage() const { return m_d->stage; }
    const std::vector<int64_t>& devMatrix() const { return m_d->devMatrix; }
    const std::vector<int64_t>& fullShape() const { return m_d->fullShape; }
    size_t dims() const { return m_d->fullShape.size(); }

    int deviceCount() const { return m_d->deviceCount; }    // prod(dev_matrix): one stage's ranks
    std::vector<int64_t> coordinates(int localRank) const;  // row-major, last axis fastest

    // Dev-matrix axes (counted from the left) splitting dimension `dim`, most significant first;
    // empty when the dimension is not split.
    const std::vector<int>& splitAxes(size_t dim) const { return m_d->dimAxes[dim]; }
    int64_t splitCount(size_t dim) const;
    int64_t partIndex(int localRank, size_t dim) const;

    // Axes no tensor dimension uses, ascending (size-1 axes included: they change nothing).
    const std::vector<int>& replicaAxes() const { return m_d->replicaAxes; }
    int64_t replicaGroupSize() const { return m_d->groupSize; }
    // Every local rank holding the same model-parallel slice as `localRank`, ascending.
    std::vector<int> replicaGroup(int localRank) const;
    // Position of the rank in its replica group.
    int64_t replicaPosition(int localRank) const;

    // Effective optimizer shard size: 1 when sharding is off, the group size for size -1.
    int64_t optShardSize() const { return m_d->optSize; }
    int32_t optShardStep() const { return m_d->optStep; }
    bool optSharded() const { return m_d->optSize > 1; }
    int64_t optShardIndex(int localRank) const;  // o = replica position mod shard size

    Box modelSlice(int localRank) const;   // the model-parallel slice (section 2)
    Box storedSlice(int localRank) const;  // what the rank's checkpoint holds (section 3)
    // The stored slice's shape. Splits are even, so it is the same on every rank (worked out
    // once, by make()).
    const std::vector<int64_t>& localShape() const { return m_d->localShape; }

private:
    TensorLayout() = default;
    // Everything that does not depend on the shape: dev matrix, tensor map, optimizer fields.
    static Result<TensorLayout> parse(const ParamLayout& layout);
    Error fail(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args) const;
    Error fail(ErrorCode code, const ErrorPlural& text, std::vector<IssueArg> args) const;
    Status checkTensorMap(const std::vector<std::vector<int64_t>>& tensorMap, bool nested);
    Status checkOptimizer(int32_t size, int32_t step);
    // `shape` is the full shape, or with `local` the stored slice's.
    Status checkShape(const std::vector<int64_t>& shape, bool local) const;
    Error shapeMismatch(const std::vector<int64_t>& shape, bool local) const;
    Box sliceAt(const std::vector<int64_t>& coords, bool stored) const;

    // Shared by copies, never changed once make() returns: a planner hands a layout to every
    // rank that reads the parameter, and a copy costs a reference, not seven vectors.
    struct Data {
        std::string name;
        int stage = 0;
        std::vector<int64_t> devMatrix;
        std::vector<int64_t> strides;  // rank distance between neighbours along each axis
        int deviceCount = 1;
        std::vector<std::vector<int>> dimAxes;
        std::vector<int> replicaAxes;
        int64_t groupSize = 1;
        int64_t optSize = 1;
        int32_t optStep = 0;
        std::vector<int64_t> fullShape;
        std::vector<int64_t> localShape;
    };
    std::shared_ptr<Data> m_d = std::make_shared<Data>();
};

}  // namespace shardscope
