#include "netspec.h"

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "../formats/checkpointfile.h"
#include "../formats/dtype.h"
#include "../formats/foreignfile.h"
#include "../util/orderedjson.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

using Json = nlohmann::ordered_json;

Error netError(ErrorTemplate text, std::vector<IssueArg> args, const std::string& source) {
    return makeError(ErrorCode::InvalidArgument, text, std::move(args)).inFile(source);
}

// str(param.dtype) gives "Float32"; scripts that go through numpy write "float32".
std::string msDtypeName(const std::string& text) {
    if (dtypeFromMsName(text) != DType::Unknown) {
        return text;
    }
    const DType d = dtypeFromNumpyName(text);
    return d == DType::Unknown ? text : std::string(dtypeInfo(d).msName);
}

Result<std::string> readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "cannot open the file"), {})
            .inFile(path);
    }
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

const NetParam* NetSpec::find(const std::string& name) const {
    for (const NetParam& p : params) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

const TensorLayout* NetSpec::layout(const std::string& name) const {
    const auto it = layouts.find(name);
    return it == layouts.end() ? nullptr : &it->second;
}

Result<NetSpec> NetSpec::fromJson(const std::string& text, const std::string& source) {
    Json doc = parseOrderedJsonOrDiscarded(text);
    if (doc.is_discarded()) {
        if (auto foreign = foreignTextError(text, source)) {
            return std::move(*foreign);
        }
        return netError(QT_TRANSLATE_NOOP("ErrorMessage", "not valid JSON"), {}, source);
    }
    if (auto foreign = foreignJsonError(doc, source)) {
        return std::move(*foreign);
    }
    if (!doc.is_object()) {
        return netError(QT_TRANSLATE_NOOP("ErrorMessage", "expected an object {example}"),
                        {{"example", R"({"name": {"shape": [...], "dtype": "Float32"}})"}}, source);
    }
    NetSpec net;
    net.source = NetSource::Json;
    net.path = source;
    for (const auto& [name, value] : doc.items()) {
        const auto shape = value.is_object() ? value.find("shape") : value.end();
        if (shape == value.end() || !shape->is_array()) {
            return netError(QT_TRANSLATE_NOOP("ErrorMessage", "'shape' must be a list of integers"),
                            {}, source)
                .forParam(name);
        }
        NetParam p;
        p.name = name;
        for (const Json& d : *shape) {
            if (!d.is_number_integer() || d.get<int64_t>() < 0) {
                return netError(
                           QT_TRANSLATE_NOOP("ErrorMessage",
                                             "'shape' must be a list of non-negative integers"),
                           {}, source)
                    .forParam(name);
            }
            p.shape.push_back(d.get<int64_t>());
        }
        const auto dtype = value.find("dtype");
        if (dtype != value.end() && !dtype->is_null()) {
            if (!dtype->is_string()) {
                return netError(QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "'dtype' must be a string such as {example}"),
                                {{"example", "\"Float32\""}}, source)
                    .forParam(name);
            }
            p.dtype = msDtypeName(dtype->get<std::string>());
        }
        net.params.push_back(std::move(p));
    }
    return net;
}

Result<NetSpec> NetSpec::loadJson(const std::string& path) {
    auto text = readText(path);
    if (!text) {
        return std::move(text).error();
    }
    return fromJson(*text, path);
}

Result<NetSpec> NetSpec::fromStrategy(Strategy strategy, const std::string& path, int rank) {
    auto stages = stageShape(strategy, "network");
    if (!stages) {
        return std::move(stages).error();
    }
    if (rank < 0 || rank >= stages->ranks()) {
        return netError(
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "rank {rank} is not in the strategy, which has {ranks} "
                              "ranks"),
            {{"rank", std::to_string(rank)}, {"ranks", std::to_string(stages->ranks())}}, path);
    }
    NetSpec net;
    net.source = NetSource::Strategy;
    net.path = path;
    net.rank = rank;
    net.stage = rank / stages->devices;
    net.stages = *stages;
    size_t shapeless = 0;
    for (const ParamLayout& l : strategy.layouts) {
        if (l.stage != net.stage) {
            continue;
        }
        if (l.tensorShape.empty()) {
            ++shapeless;
            continue;
        }
        auto made = TensorLayout::make(l, l.tensorShape);
        if (!made) {
            return std::move(made).error().inFile(path);
        }
        net.params.push_back({l.name, made->localShape(), {}});
        net.layouts.emplace(l.name, std::move(*made));
    }
    if (net.params.empty() && shapeless > 0) {
        return netError(
                   QT_TRANSLATE_NOOP(
                       "ErrorMessage",
                       "the strategy records no full shapes (tensor_shape), so the network's "
                       "shapes cannot be known: protobuf strategy files never record them. Save "
                       "the strategy as JSON (a strategy_ckpt_config file name ending in .json), "
                       "or describe the network with --net NET.json"),
                   {}, path)
            .forParam(strategy.layouts.front().name);
    }
    if (shapeless > 0) {
        net.notes.push_back(makeIssue(IssueCode::DoctorShapelessLayouts, Severity::Info, path, {},
                                      -1, {std::to_string(shapeless)}));
    }
    net.notes.push_back(makeIssue(IssueCode::DoctorNetSide, Severity::Info, path, {}, rank,
                                  {std::to_string(rank), std::to_string(net.stage), path}));
    net.strategy = std::move(strategy);
    return net;
}

Result<NetSpec> NetSpec::loadStrategy(const std::string& path, int rank) {
    auto strategy = readStrategyFile(path);
    if (!strategy) {
        return std::move(strategy).error();
    }
    return fromStrategy(std::move(*strategy), path, rank);
}

Result<NetSpec> NetSpec::loadCheckpoint(const std::string& path, const CheckpointKeyRef& key) {
    CheckpointParseOptions parse;
    parse.verifyCrc = false;
    parse.key = key;
    auto file = CheckpointFile::open(path, parse);
    if (!file) {
        return std::move(file).error();
    }
    NetSpec net;
    net.source = NetSource::Checkpoint;
    net.path = path;
    for (const TensorEntry& t : file->index().tensors) {
        if (t.kind == TensorKind::Tensor || t.kind == TensorKind::Scalar) {
            net.params.push_back({t.name, t.shape, t.dtypeName});
        }
    }
    return net;
}

}  // namespace shardscope
