#include "doctorpieces.h"

#include <algorithm>
#include <cassert>

#include "../util/messagecatalogue.h"
#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

IssueArg rankRangeArg(std::string name, const std::string& first, const std::string& last) {
    if (first.empty()) {
        return {std::move(name), {}};
    }
    if (first == last) {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "rank {first_rank}"),
                        {{"first_rank", first}});
    }
    return pieceArg(std::move(name),
                    QT_TRANSLATE_NOOP("ErrorPiece", "ranks {first_rank}-{last_rank}"),
                    {{"first_rank", first}, {"last_rank", last}});
}

IssueArg groupArg(std::string name, const std::string& group, const std::string& size) {
    if (size.empty()) {
        return {std::move(name), group};
    }
    return pieceArg(std::move(name),
                    QT_TRANSLATE_NOOP("ErrorPiece", "({group}: {group_size} ranks)"),
                    {{"group", group}, {"group_size", size}});
}

namespace {

// The device axes a cut splits over: "axis 1", "axes 0, 1".
IssueArg axesArg(const std::string& axes) {
    const std::string count = std::to_string(1 + std::count(axes.begin(), axes.end(), ','));
    return pieceArg(
        "device",
        PiecePlural("axis {axes}", QT_TRANSLATE_N_NOOP("ErrorPiece", "axes {axes}"), "axis_count"),
        {{"axes", axes}, {"axis_count", count}});
}

}  // namespace

IssueArg cutArg(const std::vector<std::string>& values) {
    static const std::vector<const char*> kNames = {"dim",        "full",  "ways", "axes",
                                                    "dev_matrix", "opt",   "rank", "part",
                                                    "opt_index",  "begin", "end"};
    assert(values.size() == kNames.size());
    std::vector<IssueArg> args;
    args.reserve(kNames.size() + 1);
    for (size_t i = 0; i < kNames.size() && i < values.size(); ++i) {
        args.push_back({kNames[i], values[i]});
    }
    const bool part = !argValue(args, "part").empty();
    const bool opt = !argValue(args, "opt_index").empty();
    if (part) {
        args.push_back(axesArg(argValue(args, "axes")));
    }
    if (part && opt) {
        return pieceArg("cut",
                        QT_TRANSLATE_NOOP("ErrorPiece",
                                          "dim {dim} ({full}) is split {ways} ways over device "
                                          "{device} of dev_matrix {dev_matrix} and a further "
                                          "{opt} ways by optimizer sharding "
                                          "(opt_weight_shard_size {opt}); rank {rank} holds part "
                                          "{part}, optimizer shard {opt_index}, [{begin}, {end})"),
                        std::move(args));
    }
    if (part) {
        return pieceArg("cut",
                        QT_TRANSLATE_NOOP("ErrorPiece",
                                          "dim {dim} ({full}) is split {ways} ways over device "
                                          "{device} of dev_matrix {dev_matrix}; rank {rank} holds "
                                          "part {part}, [{begin}, {end})"),
                        std::move(args));
    }
    if (opt) {
        return pieceArg("cut",
                        QT_TRANSLATE_NOOP("ErrorPiece",
                                          "dim {dim} ({full}) is cut {opt} ways by optimizer "
                                          "sharding (opt_weight_shard_size {opt}); rank {rank} "
                                          "holds optimizer shard {opt_index}, [{begin}, {end})"),
                        std::move(args));
    }
    return pieceArg("cut", QT_TRANSLATE_NOOP("ErrorPiece", "dim {dim} ({full}) is not split"),
                    std::move(args));
}

IssueArg cutsArg(std::string name, std::vector<IssueArg> cuts) {
    return listOfArgs(std::move(name), std::move(cuts), MessagePiece::Join::Semicolons);
}

IssueArg dimChangeArg(size_t dim, int64_t ckpt, int64_t net) {
    return pieceArg("dim", QT_TRANSLATE_NOOP("ErrorPiece", "dim {dim} {ckpt_value} -> {net_value}"),
                    {{"dim", std::to_string(dim)},
                     {"ckpt_value", std::to_string(ckpt)},
                     {"net_value", std::to_string(net)}});
}

IssueArg holderArg(int rank, size_t params) {
    return pieceArg("holder", QT_TRANSLATE_NOOP("ErrorPiece", "rank {rank}: {params}"),
                    {{"rank", std::to_string(rank)}, {"params", std::to_string(params)}});
}

namespace {

// The value's arguments: its name (a piece the window words itself) and its two values.
std::vector<IssueArg> valueArgs(const ConfigValue& v) {
    return {configNameArg(v.name),
            {"ckpt_value", std::to_string(v.ckpt)},
            {"net_value", std::to_string(v.net)}};
}

}  // namespace

IssueArg configChangesArg(std::string name, const std::vector<ConfigValue>& values) {
    std::vector<IssueArg> items;
    items.reserve(values.size());
    for (const ConfigValue& v : values) {
        std::vector<IssueArg> args = valueArgs(v);
        args.push_back({"params", v.params});
        items.push_back(pieceArg(
            "change",
            PiecePlural(
                "{config} {ckpt_value} -> {net_value} ({params} parameter)",
                QT_TRANSLATE_N_NOOP("ErrorPiece",
                                    "{config} {ckpt_value} -> {net_value} ({params} parameters)"),
                "params"),
            std::move(args)));
    }
    return listOfArgs(std::move(name), std::move(items), MessagePiece::Join::Commas);
}

IssueArg configShapeValuesArg(std::string name, const std::vector<ConfigValue>& values) {
    std::vector<IssueArg> items;
    items.reserve(values.size());
    for (const ConfigValue& v : values) {
        items.push_back(pieceArg("value",
                                 QT_TRANSLATE_NOOP("ErrorPiece",
                                                   "{config}: {ckpt_value} in the checkpoint, "
                                                   "{net_value} in the network"),
                                 valueArgs(v)));
    }
    return listOfArgs(std::move(name), std::move(items), MessagePiece::Join::Semicolons);
}

IssueArg configCheckpointValuesArg(std::string name, const std::vector<ConfigValue>& values) {
    std::vector<IssueArg> items;
    items.reserve(values.size());
    for (const ConfigValue& v : values) {
        items.push_back(pieceArg("value", QT_TRANSLATE_NOOP("ErrorPiece", "{config} {ckpt_value}"),
                                 valueArgs(v)));
    }
    return listOfArgs(std::move(name), std::move(items), MessagePiece::Join::CommasAnd);
}

IssueArg configNetworkValuesArg(std::string name, const std::vector<ConfigValue>& values) {
    std::vector<std::string> items;
    items.reserve(values.size());
    for (const ConfigValue& v : values) {
        items.push_back(std::to_string(v.net));
    }
    return listArg(std::move(name), items, MessagePiece::Join::CommasAnd);
}

}  // namespace shardscope
