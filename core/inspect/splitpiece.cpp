#include "splitpiece.h"

#include <optional>
#include <utility>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"
#include "rundocument.h"

namespace shardscope {

namespace {

// Axes as a split names them, joined tight ("0,2", "dp,mp"; Chinese "0、2"): the clauses of a
// split are joined by commas, a list of axes inside one must not read as two clauses.
IssueArg axisList(const std::vector<std::string>& axes) {
    IssueArg list{"axes", axes.empty() ? std::string() : axes.front()};
    for (size_t i = 1; i < axes.size(); ++i) {
        //: Joins a list of device-matrix axes inside a split's description ("0,2", "dp,mp"):
        //: no space, so that it does not read as the comma between two clauses.
        list =
            pieceArg("axes", QT_TRANSLATE_NOOP("ErrorPiece", "{list},{item}"),
                     {{"list", std::move(list.value), std::move(list.piece)}, {"item", axes[i]}});
    }
    return list;
}

// The names of `axes` ("mp", "dp,mp"), or none when one of them has no name.
std::optional<IssueArg> namedAxes(const std::vector<int>& axes,
                                  const std::vector<std::string>& names) {
    std::vector<std::string> named;
    named.reserve(axes.size());
    for (const int axis : axes) {
        const auto at = static_cast<size_t>(axis);
        if (axis < 0 || at >= names.size() || names[at].empty()) {
            return std::nullopt;
        }
        named.push_back(names[at]);
    }
    if (named.empty()) {
        return std::nullopt;
    }
    return axisList(named);
}

// The numbers of `axes` ("1", "0,2") and how many there are (the count the plural follows).
void putNumberedAxes(std::vector<IssueArg>& args, const std::vector<int>& axes) {
    std::vector<std::string> numbers;
    numbers.reserve(axes.size());
    for (const int axis : axes) {
        numbers.push_back(std::to_string(axis));
    }
    args.push_back(axisList(numbers));
    args.push_back({"axis_count", std::to_string(axes.size())});
}

// One split dimension: "dim 0 / 4 over axis 1", "dim 1 / 8 over axes 0,2", "dim 0 / 4 over
// mp". Numbered axes have their own wording: Chinese says "按轴 1" but "按 mp".
IssueArg dimArg(const SplitDescription::DimSplit& d, const std::vector<std::string>& names) {
    std::vector<IssueArg> args{{"dim", std::to_string(d.dim)}, {"parts", std::to_string(d.parts)}};
    if (std::optional<IssueArg> named = namedAxes(d.axes, names)) {
        args.push_back(std::move(*named));
        return pieceArg("dim", QT_TRANSLATE_NOOP("ErrorPiece", "dim {dim} / {parts} over {axes}"),
                        std::move(args));
    }
    putNumberedAxes(args, d.axes);
    return pieceArg(
        "dim",
        PiecePlural("dim {dim} / {parts} over axis {axes}",
                    QT_TRANSLATE_N_NOOP("ErrorPiece", "dim {dim} / {parts} over axes {axes}"),
                    "axis_count"),
        std::move(args));
}

// The ranks that hold the same slice: "replicated ×2 over axis 0", "replicated ×4 over dp".
IssueArg replicasArg(const SplitDescription& split, const std::vector<std::string>& names) {
    std::vector<IssueArg> args{{"replicas", std::to_string(split.replicas)}};
    if (split.replicaAxes.empty()) {
        return pieceArg("replicas", QT_TRANSLATE_NOOP("ErrorPiece", "replicated ×{replicas}"),
                        std::move(args));
    }
    if (std::optional<IssueArg> named = namedAxes(split.replicaAxes, names)) {
        args.push_back(std::move(*named));
        return pieceArg("replicas",
                        QT_TRANSLATE_NOOP("ErrorPiece", "replicated ×{replicas} over {axes}"),
                        std::move(args));
    }
    putNumberedAxes(args, split.replicaAxes);
    return pieceArg(
        "replicas",
        PiecePlural("replicated ×{replicas} over axis {axes}",
                    QT_TRANSLATE_N_NOOP("ErrorPiece", "replicated ×{replicas} over axes {axes}"),
                    "axis_count"),
        std::move(args));
}

}  // namespace

IssueArg splitArg(std::string name, const SplitDescription& split,
                  const std::vector<std::string>& axisNames) {
    std::vector<IssueArg> clauses;
    clauses.reserve(split.dims.size() + 2);
    for (const SplitDescription::DimSplit& d : split.dims) {
        clauses.push_back(dimArg(d, axisNames));
    }
    if (split.replicas > 1) {
        clauses.push_back(replicasArg(split, axisNames));
    }
    if (split.optShard > 1) {
        clauses.push_back(pieceArg("opt", QT_TRANSLATE_NOOP("ErrorPiece", "optimizer shard ×{opt}"),
                                   {{"opt", std::to_string(split.optShard)}}));
    }
    if (clauses.empty()) {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "not split"));
    }
    return listOfArgs(std::move(name), std::move(clauses), MessagePiece::Join::Commas);
}

}  // namespace shardscope
