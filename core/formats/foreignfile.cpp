#include "foreignfile.h"

#include <fstream>
#include <regex>

#include "../util/translatenoop.h"

namespace shardscope {

namespace {

Error unsupported(ErrorTemplate message, const std::string& path, std::vector<IssueArg> args = {}) {
    Error e = makeError(ErrorCode::Unsupported, message, std::move(args));
    return e.inFile(path);
}

bool hasAnyKey(const nlohmann::ordered_json& object, std::initializer_list<const char*> keys) {
    for (const char* key : keys) {
        if (object.contains(key)) {
            return true;
        }
    }
    return false;
}

}  // namespace

bool isGraphFileName(const std::string& fileName) {
    return fileName.ends_with(".meta");
}

Error graphFileError(const std::string& path) {
    return unsupported(
        QT_TRANSLATE_NOOP(
            "ErrorMessage",
            "a MindSpore graph file (<prefix>-graph.meta: the network's compiled graph, which "
            "ModelCheckpoint saves beside the checkpoints), not a checkpoint or a strategy: open "
            "the "
            ".ckpt files beside it, or their run folder"),
        path);
}

std::optional<Error> foreignJsonError(const nlohmann::ordered_json& doc, const std::string& path) {
    if (!doc.is_object()) {
        return std::nullopt;
    }
    // Written by the Profiler (parallel_strategy=True) as protobuf JSON: lowerCamelCase names.
    const auto config = doc.find("config");
    if (config != doc.end() && config->is_object() &&
        hasAnyKey(*config, {"parallelType", "stageDevices", "rankId", "stageId", "parallel_type",
                            "stage_devices"})) {
        return unsupported(
            QT_TRANSLATE_NOOP(
                "ErrorMessage",
                "a MindSpore Profiler file (parallel_strategy_<rank>.json: the parallel mode, the "
                "rank's pipeline stage and each stage's devices, and the compiled graph), not a "
                "checkpoint strategy: it holds no parameter layouts; open the strategy file that "
                "strategy_ckpt_config's save_file (or AutoParallel.save_param_strategy_file) "
                "wrote"),
            path);
    }
    return std::nullopt;
}

std::optional<Error> foreignTextError(std::string_view head, const std::string& path) {
    // print(net): "Net<" on its own line, then each child cell as "  (name): Type<...".
    static const std::regex kCell(
        R"(^\s*[A-Za-z_][A-Za-z0-9_]*<\s*\n\s+\([A-Za-z0-9_.]+\): [A-Za-z_][A-Za-z0-9_]*<)");
    if (std::regex_search(head.begin(), head.end(), kCell)) {
        return unsupported(
            QT_TRANSLATE_NOOP(
                "ErrorMessage",
                "a printed Cell (print(net): each cell's name and type, no parameter shapes), not "
                "a "
                "checkpoint or a network description: write the parameters as NET.json "
                "({example}, from net.parameters_and_names()), or give a checkpoint the network "
                "loads (--net-ckpt)"),
            path, {{"example", R"({"name": {"shape": [...], "dtype": "Float32"}})"}});
    }
    // HCCL's performance tester (hccl_test) prints a table of these columns.
    if (head.find("data_size") != std::string_view::npos &&
        head.find("aveg_time") != std::string_view::npos &&
        head.find("alg_bandwidth") != std::string_view::npos) {
        return unsupported(
            QT_TRANSLATE_NOOP(
                "ErrorMessage",
                "the output of HCCL's performance tester (hccl_test: data_size, aveg_time, "
                "alg_bandwidth, check_result), not a training log or a checkpoint: ShardScope "
                "reads "
                "neither"),
            path);
    }
    return std::nullopt;
}

std::string fileHead(const std::string& path) {
    constexpr std::streamsize kHead = std::streamsize{64} * 1024;
    std::ifstream in(path, std::ios::binary);
    std::string bytes(static_cast<size_t>(kHead), '\0');
    in.read(bytes.data(), kHead);
    bytes.resize(static_cast<size_t>(std::max<std::streamsize>(in.gcount(), 0)));
    return bytes;
}

}  // namespace shardscope
