#include "tensorlayout.h"

#include <algorithm>
#include <cassert>
#include <climits>

#include "../formats/shapetext.h"
#include "../util/errorwording.h"
#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

// The numbers of device axes as an error lists them: "1", "0 and 1", "0, 1 and 2" (after "device
// axis" or "device axes", which the sentence's plural form says).
IssueArg axisNumbers(const std::vector<int>& axes) {
    std::vector<std::string> items;
    items.reserve(axes.size());
    for (const int a : axes) {
        items.push_back(std::to_string(a));
    }
    return listArg("axes", items, MessagePiece::Join::CommasAnd);
}

std::string num(int64_t n) {
    return std::to_string(n);
}

}  // namespace

Error TensorLayout::fail(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args) const {
    Error e = makeError(code, text, std::move(args));
    e.forParam(m_d->name);
    return e;
}

Error TensorLayout::fail(ErrorCode code, const ErrorPlural& text,
                         std::vector<IssueArg> args) const {
    Error e = makeError(code, text, std::move(args));
    e.forParam(m_d->name);
    return e;
}

Result<TensorLayout> TensorLayout::parse(const ParamLayout& layout) {
    TensorLayout t;
    t.m_d->name = layout.name;
    t.m_d->stage = layout.stage;
    t.m_d->devMatrix = layout.devMatrix();
    if (t.m_d->devMatrix.empty()) {
        return t.fail(ErrorCode::BadStrategy,
                      QT_TRANSLATE_NOOP("ErrorMessage", "the layout has no dev_matrix"), {});
    }
    const auto dev = [&t] { return shapeText(t.m_d->devMatrix); };  // for an error only
    int64_t count = 1;
    for (const int64_t d : t.m_d->devMatrix) {
        if (d <= 0) {
            return t.fail(
                ErrorCode::BadStrategy,
                QT_TRANSLATE_NOOP("ErrorMessage", "dev_matrix {matrix} has an axis of size {size}"),
                {{"matrix", dev()}, {"size", num(d)}});
        }
        count *= d;
        if (count > INT_MAX) {
            return t.fail(ErrorCode::BadStrategy,
                          QT_TRANSLATE_NOOP("ErrorMessage",
                                            "dev_matrix {matrix} has more devices than a rank "
                                            "number can hold"),
                          {{"matrix", dev()}});
        }
    }
    t.m_d->deviceCount = static_cast<int>(count);
    t.m_d->strides.assign(t.m_d->devMatrix.size(), 1);
    for (size_t a = t.m_d->devMatrix.size() - 1; a > 0; --a) {
        t.m_d->strides[a - 1] = t.m_d->strides[a] * t.m_d->devMatrix[a];
    }
    if (Status s = t.checkTensorMap(layout.tensorMap, layout.nested); !s) {
        return std::move(s).error();
    }
    if (Status s = t.checkOptimizer(layout.optShardSize, layout.optShardStep); !s) {
        return std::move(s).error();
    }
    return t;
}

Status TensorLayout::checkTensorMap(const std::vector<std::vector<int64_t>>& tensorMap,
                                    bool nested) {
    const int axisCount = static_cast<int>(m_d->devMatrix.size());
    std::vector<int> usedBy(m_d->devMatrix.size(), -1);  // tensor_map entry using each axis
    m_d->dimAxes.assign(tensorMap.size(), {});
    for (size_t i = 0; i < tensorMap.size(); ++i) {
        // Words only for an error: a valid map (every layout of a run, on every load) allocates
        // no text.
        if (!nested && tensorMap[i].size() != 1) {
            return fail(ErrorCode::BadStrategy,
                        ErrorPlural("tensor_map entry {entry} lists {axes} device axis but the "
                                    "layout is not nested",
                                    QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                        "tensor_map entry {entry} lists {axes} "
                                                        "device axes but the layout is not nested"),
                                    "axes"),
                        {{"entry", num(static_cast<int64_t>(i))},
                         {"axes", num(static_cast<int64_t>(tensorMap[i].size()))}});
        }
        for (const int64_t v : tensorMap[i]) {
            // -1 inside a nested entry contributes nothing, as in MindSpore's
            // _get_tensor_strategy; a nested [-1] is simply "not split".
            if (v == -1) {
                continue;
            }
            if (v < -1) {
                return fail(
                    ErrorCode::BadStrategy,
                    nested
                        ? ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                          "tensor_map entry {entry} contains "
                                                          "{value} (expected -1 or a device axis)"))
                        : ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                          "tensor_map entry {entry} is {value} "
                                                          "(expected -1 or a device axis)")),
                    {{"entry", num(static_cast<int64_t>(i))}, {"value", num(v)}});
            }
            if (v >= axisCount) {
                return fail(ErrorCode::BadStrategy,
                            ErrorPlural("tensor_map entry {entry} names device axis {axis} but "
                                        "dev_matrix {matrix} has {axes} axis",
                                        QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                            "tensor_map entry {entry} names device "
                                                            "axis {axis} but dev_matrix {matrix} "
                                                            "has {axes} axes"),
                                        "axes"),
                            {{"entry", num(static_cast<int64_t>(i))},
                             {"axis", num(v)},
                             {"matrix", shapeText(m_d->devMatrix)},
                             {"axes", num(axisCount)}});
            }
            // The map counts axes from the right (layouts.md section 2).
            const int axis = axisCount - 1 - static_cast<int>(v);
            if (usedBy[axis] >= 0) {
                return fail(ErrorCode::BadStrategy,
                            usedBy[axis] == static_cast<int>(i)
                                ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                      "ErrorMessage",
                                      "tensor_map value {value} is used twice in "
                                      "entry {entry}: a device axis can split only "
                                      "one dimension"))
                                : ErrorTemplate(QT_TRANSLATE_NOOP(
                                      "ErrorMessage",
                                      "tensor_map value {value} is used twice "
                                      "(entry {first} and entry {entry}): a device "
                                      "axis can split only one dimension")),
                            {{"value", num(v)},
                             {"first", num(usedBy[axis])},
                             {"entry", num(static_cast<int64_t>(i))}});
            }
            usedBy[axis] = static_cast<int>(i);
            m_d->dimAxes[i].push_back(axis);
        }
    }
    for (int a = 0; a < axisCount; ++a) {
        if (usedBy[a] < 0) {
            m_d->replicaAxes.push_back(a);
            m_d->groupSize *= m_d->devMatrix[a];
        }
    }
    return {};
}

Status TensorLayout::checkOptimizer(int32_t size, int32_t step) {
    m_d->optStep = step;
    if (size < -1) {
        return fail(ErrorCode::BadStrategy,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "optimizer shard size {size} is invalid (expected -1, 0 or "
                                      "a positive size)"),
                    {{"size", num(size)}});
    }
    if (step < 0) {
        return fail(ErrorCode::BadStrategy,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "optimizer shard step {step} is invalid (expected 0 or a "
                                      "positive stride)"),
                    {{"step", num(step)}});
    }
    if (size == 0 || step == 0) {
        return {};  // section 3: either field 0 means no optimizer sharding
    }
    const int64_t effective = size == -1 ? m_d->groupSize : size;
    const auto dev = [this] { return shapeText(m_d->devMatrix); };  // for an error only
    // MindSpore cuts the replica group into whole chunks and refuses sizes that do not divide
    // it (CreateGroupForOptShard); such a layout cannot come from a real run.
    if (m_d->groupSize % effective != 0) {
        std::vector<IssueArg> args = {
            {"size", num(size)},
            {"group", num(m_d->groupSize)},
            {"matrix", dev()},
            axisNumbers(m_d->replicaAxes),
            {"count", num(static_cast<int64_t>(m_d->replicaAxes.size()))}};
        if (m_d->replicaAxes.empty()) {
            return fail(ErrorCode::BadStrategy,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "optimizer shard size {size} does not divide the "
                                          "replica group size {group} (dev_matrix {matrix} has no "
                                          "replica axis)"),
                        std::move(args));
        }
        return fail(ErrorCode::BadStrategy,
                    ErrorPlural("optimizer shard size {size} does not divide the replica group "
                                "size {group} (replica axes: device axis {axes} of dev_matrix "
                                "{matrix})",
                                QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                    "optimizer shard size {size} does not divide "
                                                    "the replica group size {group} (replica "
                                                    "axes: device axes {axes} of dev_matrix "
                                                    "{matrix})"),
                                "count"),
                    std::move(args));
    }
    m_d->optSize = effective;
    std::vector<int> real;  // size-1 axes put no distance between ranks
    std::copy_if(m_d->replicaAxes.begin(), m_d->replicaAxes.end(), std::back_inserter(real),
                 [&](int a) { return m_d->devMatrix[a] > 1; });
    if (m_d->optSize > 1 && real.size() == 1 && step != m_d->strides[real[0]]) {
        return fail(ErrorCode::BadStrategy,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "optimizer shard step {step} does not match the replica "
                                      "axis (device axis {axis} of dev_matrix {matrix}, whose "
                                      "neighbouring ranks are {apart} apart)"),
                    {{"step", num(step)},
                     {"axis", num(real[0])},
                     {"matrix", dev()},
                     {"apart", num(m_d->strides[real[0]])}});
    }
    return {};
}

Status TensorLayout::checkShape(const std::vector<int64_t>& shape, bool local) const {
    if (shape.size() != m_d->dimAxes.size()) {
        return shapeMismatch(shape, local);
    }
    for (size_t i = 0; i < shape.size(); ++i) {
        if (shape[i] < 0) {
            return fail(
                ErrorCode::InvalidArgument,
                local
                    ? ErrorTemplate(QT_TRANSLATE_NOOP(
                          "ErrorMessage", "dimension {dim} of the local shape {shape} is negative"))
                    : ErrorTemplate(QT_TRANSLATE_NOOP(
                          "ErrorMessage", "dimension {dim} of the full shape {shape} is negative")),
                {{"dim", num(static_cast<int64_t>(i))}, {"shape", shapeText(shape)}});
        }
    }
    if (m_d->optSize > 1 && shape.empty()) {
        return fail(ErrorCode::BadStrategy,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "optimizer shard size {size} needs a dimension 0 to cut but "
                                      "the tensor is a scalar"),
                    {{"size", num(m_d->optSize)}});
    }
    return {};
}

Error TensorLayout::shapeMismatch(const std::vector<int64_t>& shape, bool local) const {
    // Two counts: the entries choose the wording, the dimensions its plural form.
    static constexpr ErrorPlural kForms[2][2] = {
        {ErrorPlural("tensor_map has {entries} entry but the full shape {shape} has {dims} "
                     "dimension",
                     QT_TRANSLATE_N_NOOP("ErrorMessage",
                                         "tensor_map has {entries} entry but the full shape "
                                         "{shape} has {dims} dimensions"),
                     "dims"),
         ErrorPlural("tensor_map has {entries} entries but the full shape {shape} has {dims} "
                     "dimension",
                     QT_TRANSLATE_N_NOOP("ErrorMessage",
                                         "tensor_map has {entries} entries but the full shape "
                                         "{shape} has {dims} dimensions"),
                     "dims")},
        {ErrorPlural("tensor_map has {entries} entry but the local shape {shape} has {dims} "
                     "dimension",
                     QT_TRANSLATE_N_NOOP("ErrorMessage",
                                         "tensor_map has {entries} entry but the local shape "
                                         "{shape} has {dims} dimensions"),
                     "dims"),
         ErrorPlural("tensor_map has {entries} entries but the local shape {shape} has {dims} "
                     "dimension",
                     QT_TRANSLATE_N_NOOP("ErrorMessage",
                                         "tensor_map has {entries} entries but the local shape "
                                         "{shape} has {dims} dimensions"),
                     "dims")}};
    const size_t entries = m_d->dimAxes.size();
    return fail(ErrorCode::BadStrategy, kForms[local ? 1 : 0][entries == 1 ? 0 : 1],
                {{"entries", num(static_cast<int64_t>(entries))},
                 {"shape", shapeText(shape)},
                 {"dims", num(static_cast<int64_t>(shape.size()))}});
}

Result<TensorLayout> TensorLayout::make(const ParamLayout& layout, std::vector<int64_t> fullShape) {
    Result<TensorLayout> parsed = parse(layout);
    if (!parsed) {
        return parsed;
    }
    TensorLayout t = std::move(parsed).value();
    if (Status s = t.checkShape(fullShape, false); !s) {
        return std::move(s).error();
    }
    for (size_t i = 0; i < fullShape.size(); ++i) {
        const int64_t parts = t.splitCount(i);
        if (fullShape[i] % parts != 0) {
            // Only even splits exist (section 2): report, never round.
            const std::vector<int>& axes = t.m_d->dimAxes[i];
            return t.fail(ErrorCode::BadStrategy,
                          ErrorPlural("dimension {dim} (size {size}) does not divide by {parts} "
                                      "(device axis {axes} of dev_matrix {matrix})",
                                      QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                          "dimension {dim} (size {size}) does not "
                                                          "divide by {parts} (device axes {axes} "
                                                          "of dev_matrix {matrix})"),
                                      "count"),
                          {{"dim", num(static_cast<int64_t>(i))},
                           {"size", num(fullShape[i])},
                           {"parts", num(parts)},
                           axisNumbers(axes),
                           {"count", num(static_cast<int64_t>(axes.size()))},
                           {"matrix", shapeText(t.m_d->devMatrix)}});
        }
    }
    if (t.m_d->optSize > 1) {
        const int64_t dim0 = fullShape[0] / t.splitCount(0);
        if (dim0 % t.m_d->optSize != 0) {
            return t.fail(ErrorCode::BadStrategy,
                          QT_TRANSLATE_NOOP("ErrorMessage",
                                            "optimizer shard size {size} does not divide the "
                                            "model-parallel slice's dimension 0 ({dim})"),
                          {{"size", num(t.m_d->optSize)}, {"dim", num(dim0)}});
        }
    }
    t.m_d->fullShape = std::move(fullShape);
    t.m_d->localShape = t.m_d->fullShape;
    for (size_t i = 0; i < t.m_d->localShape.size(); ++i) {
        t.m_d->localShape[i] /= t.splitCount(i);
    }
    if (!t.m_d->localShape.empty()) {
        t.m_d->localShape[0] /= t.m_d->optSize;
    }
    return t;
}

Result<std::vector<int64_t>> TensorLayout::fullShapeFromLocal(
    const ParamLayout& layout, const std::vector<int64_t>& localShape) {
    Result<TensorLayout> parsed = parse(layout);
    if (!parsed) {
        return std::move(parsed).error();
    }
    if (Status s = parsed->checkShape(localShape, true); !s) {
        return std::move(s).error();
    }
    std::vector<int64_t> full = localShape;
    for (size_t i = 0; i < full.size(); ++i) {
        full[i] *= parsed->splitCount(i);
    }
    if (!full.empty()) {
        full[0] *= parsed->m_d->optSize;
    }
    return full;
}

std::vector<int64_t> TensorLayout::coordinates(int localRank) const {
    assert(localRank >= 0 && localRank < m_d->deviceCount);
    std::vector<int64_t> c(m_d->devMatrix.size());
    for (size_t a = 0; a < m_d->devMatrix.size(); ++a) {
        c[a] = (localRank / m_d->strides[a]) % m_d->devMatrix[a];
    }
    return c;
}

int64_t TensorLayout::splitCount(size_t dim) const {
    int64_t parts = 1;
    for (const int a : m_d->dimAxes[dim]) {
        parts *= m_d->devMatrix[a];
    }
    return parts;
}

int64_t TensorLayout::partIndex(int localRank, size_t dim) const {
    const std::vector<int64_t> c = coordinates(localRank);
    int64_t p = 0;
    for (const int a : m_d->dimAxes[dim]) {  // first listed axis most significant (section 2)
        p = p * m_d->devMatrix[a] + c[a];
    }
    return p;
}

int64_t TensorLayout::replicaPosition(int localRank) const {
    // Ranks that differ only on replica axes sort like their replica coordinates read as one
    // mixed-radix number, so the position in the sorted group is that number.
    const std::vector<int64_t> c = coordinates(localRank);
    int64_t q = 0;
    for (const int a : m_d->replicaAxes) {
        q = q * m_d->devMatrix[a] + c[a];
    }
    return q;
}

std::vector<int> TensorLayout::replicaGroup(int localRank) const {
    const std::vector<int64_t> c = coordinates(localRank);
    int64_t base = localRank;
    for (const int a : m_d->replicaAxes) {
        base -= c[a] * m_d->strides[a];
    }
    std::vector<int> group;
    group.reserve(static_cast<size_t>(m_d->groupSize));
    for (int64_t q = 0; q < m_d->groupSize; ++q) {
        int64_t rank = base;
        int64_t rest = q;
        for (auto a = m_d->replicaAxes.rbegin(); a != m_d->replicaAxes.rend(); ++a) {
            rank += (rest % m_d->devMatrix[*a]) * m_d->strides[*a];
            rest /= m_d->devMatrix[*a];
        }
        group.push_back(static_cast<int>(rank));
    }
    return group;
}

int64_t TensorLayout::optShardIndex(int localRank) const {
    return replicaPosition(localRank) % m_d->optSize;
}

Box TensorLayout::modelSlice(int localRank) const {
    return sliceAt(coordinates(localRank), false);
}

Box TensorLayout::storedSlice(int localRank) const {
    return sliceAt(coordinates(localRank), true);
}

// One coordinates() per slice: planners ask for the slices of every rank of every parameter.
Box TensorLayout::sliceAt(const std::vector<int64_t>& c, bool stored) const {
    Box box{std::vector<int64_t>(dims()), std::vector<int64_t>(dims())};
    for (size_t i = 0; i < dims(); ++i) {
        int64_t p = 0;
        for (const int a : m_d->dimAxes[i]) {  // first listed axis most significant (section 2)
            p = p * m_d->devMatrix[a] + c[a];
        }
        const int64_t part = m_d->fullShape[i] / splitCount(i);
        box.begin[i] = p * part;
        box.end[i] = box.begin[i] + part;
    }
    if (stored && m_d->optSize > 1) {
        int64_t q = 0;  // replica position, as in replicaPosition()
        for (const int a : m_d->replicaAxes) {
            q = q * m_d->devMatrix[a] + c[a];
        }
        const int64_t piece = (box.end[0] - box.begin[0]) / m_d->optSize;
        box.begin[0] += (q % m_d->optSize) * piece;
        box.end[0] = box.begin[0] + piece;
    }
    return box;
}

}  // namespace shardscope
