#include "mindformersmetadata.h"

#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

#include "../util/translatenoop.h"

namespace shardscope {

namespace {

// `text` starts with "metadata.json: ", the file's name as MindFormers spells it.
Error metadataError(ErrorTemplate text, std::vector<IssueArg> args, const std::string& source,
                    const std::string& name = {}) {
    Error e = makeError(ErrorCode::BadStrategy, text, std::move(args)).inFile(source);
    return name.empty() ? e : std::move(e).forParam(name);
}

template <class Json>
bool readInts(const Json& v, std::vector<int64_t>* out) {
    if (!v.is_array()) {
        return false;
    }
    out->clear();
    for (const Json& e : v) {
        if (!e.is_number_integer()) {
            return false;
        }
        out->push_back(e.template get<int64_t>());
    }
    return true;
}

// Layout.to_dict()'s tensor_map: per dimension a device axis counted from the right (-1: not
// split), or a list of them, most significant first.
template <class Json>
bool readTensorMap(const Json& v, ParamLayout* layout) {
    if (!v.is_array()) {
        return false;
    }
    layout->tensorMap.clear();
    layout->nested = false;
    for (const Json& e : v) {
        std::vector<int64_t> axes;
        if (e.is_array()) {
            layout->nested = true;
            if (!readInts(e, &axes) || axes.empty()) {
                return false;
            }
        } else if (e.is_number_integer()) {
            axes.push_back(e.template get<int64_t>());
        } else {
            return false;
        }
        layout->tensorMap.push_back(std::move(axes));
    }
    return true;
}

// "('name', (3,))" (Python's str of a tuple) -> name; empty when it is not that shape.
std::string storageKeyName(const std::string& key) {
    if (key.size() < 4 || key[0] != '(' || (key[1] != '\'' && key[1] != '"')) {
        return {};
    }
    const char quote = key[1];
    std::string name;
    for (size_t i = 2; i < key.size(); ++i) {
        if (key[i] == '\\' && i + 1 < key.size()) {
            name += key[++i];
        } else if (key[i] == quote) {
            return name;
        } else {
            name += key[i];
        }
    }
    return {};
}

// The prefixes MindSpore's optimizers give their states ("adam_m.<parameter>"): Adam's and
// AdamWeightDecay's moments, Momentum's and LAMB's, and the accumulated gradients of pipelines.
bool isOptimizerStatePrefix(std::string_view prefix) {
    for (std::string_view known : {"adam_m", "adam_v", "moments", "accu_grads", "exp_avg",
                                   "exp_avg_sq", "moment1", "moment2"}) {
        if (prefix == known) {
            return true;
        }
    }
    return false;
}

// A parameter of metadata.json and the pipeline stages that hold it.
struct StagedLayout {
    ParamLayout layout;
    std::set<int> stages;
};

// The parameter an optimizer state belongs to: "adam_m.backbone.x" -> "backbone.x" when that is
// a parameter laid out alike (same shape, device matrix and tensor map); chains resolve fully.
// Its own index when it has none.
size_t ownerOf(size_t i, const std::vector<StagedLayout>& read,
               const std::unordered_map<std::string_view, size_t>& byName) {
    for (int guard = 0; guard < 8; ++guard) {
        const std::string& name = read[i].layout.name;
        const size_t dot = name.find('.');
        if (dot == 0 || dot == std::string::npos ||
            !isOptimizerStatePrefix(std::string_view(name).substr(0, dot))) {
            break;
        }
        const auto found = byName.find(std::string_view(name).substr(dot + 1));
        if (found == byName.end()) {
            break;
        }
        const ParamLayout& a = read[i].layout;
        const ParamLayout& b = read[found->second].layout;
        if (a.tensorShape != b.tensorShape || a.devMatrices != b.devMatrices ||
            a.tensorMap != b.tensorMap) {
            break;
        }
        i = found->second;
    }
    return i;
}

// A balanced save (remove_redundancy) names one rank per slice, so a parameter the pipeline
// stages share (a tied embedding) shows only the stages of the ranks that happened to save it.
// A parameter and its optimizer states live on the same ranks: each stage that saved one of
// them holds them all (the tied embedding saved by stage 0, its Adam states by stage 1: both
// stages hold all three).
void shareStagesInFamilies(std::vector<StagedLayout>& read) {
    std::unordered_map<std::string_view, size_t> byName;
    for (size_t i = 0; i < read.size(); ++i) {
        byName.emplace(read[i].layout.name, i);
    }
    std::vector<size_t> owner(read.size());
    for (size_t i = 0; i < read.size(); ++i) {
        owner[i] = ownerOf(i, read, byName);
        read[owner[i]].stages.insert(read[i].stages.begin(), read[i].stages.end());
    }
    for (size_t i = 0; i < read.size(); ++i) {
        read[i].stages = read[owner[i]].stages;
    }
}

using StorageRanks = std::map<std::string, std::set<int64_t>, std::less<>>;

// storage_data: the ranks that store each parameter, and whether every slice names one rank.
template <class Json>
Status readStorageRanks(const Json& doc, const std::string& source, StorageRanks& storageRanks,
                        bool& onePerSlice) {
    if (const auto storage = doc.find("storage_data"); storage != doc.end()) {
        if (!storage->is_object()) {
            return metadataError(QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "metadata.json: "
                                                   "storage_data must be a JSON object"),
                                 {}, source);
        }
        for (const auto& [key, list] : storage->items()) {
            const std::string name = storageKeyName(key);
            if (name.empty() || !list.is_array()) {
                return metadataError(
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "metadata.json: storage_data key '{key}' is not "
                                      "('name', (slice,)) with a list of files"),
                    {{"key", key}}, source);
            }
            onePerSlice = onePerSlice && list.size() == 1;
            for (const Json& entry : list) {
                const auto rank = entry.is_object() ? entry.find("storage_rank") : entry.end();
                if (rank == entry.end() || !rank->is_number_integer() ||
                    rank->template get<int64_t>() < 0) {
                    return metadataError(
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "metadata.json: storage_data entry of '{key}' "
                                          "has no non-negative storage_rank"),
                        {{"key", key}}, source, name);
                }
                storageRanks[name].insert(rank->template get<int64_t>());
            }
        }
    }
    return {};
}

// One parameter of state_dict_metadata: its layout, on the stage of its rank_list and on each
// stage whose ranks store it.
template <class Json>
Result<StagedLayout> readParamLayout(const std::string& name, const Json& meta,
                                     const std::string& source, const StorageRanks& storageRanks) {
    const auto field = [&](const char* key) -> const Json* {
        const auto it = meta.is_object() ? meta.find(key) : meta.end();
        return it == meta.end() ? nullptr : &*it;
    };
    const Json* layoutJson = field("layout");
    if (layoutJson == nullptr || !layoutJson->is_object()) {
        return metadataError(QT_TRANSLATE_NOOP("ErrorMessage",
                                               "metadata.json: "
                                               "the parameter has no layout"),
                             {}, source, name);
    }
    const auto member = [&](const char* key) -> const Json* {
        const auto it = layoutJson->find(key);
        return it == layoutJson->end() ? nullptr : &*it;
    };
    ParamLayout layout;
    layout.name = name;
    std::vector<int64_t> devMatrix, rankList, shape;
    const Json* dm = member("device_matrix");
    if (dm == nullptr || !readInts(*dm, &devMatrix) || devMatrix.empty()) {
        return metadataError(QT_TRANSLATE_NOOP("ErrorMessage",
                                               "metadata.json: "
                                               "layout.device_matrix must be a list of integers"),
                             {}, source, name);
    }
    const Json* tm = member("tensor_map");
    if (tm == nullptr || !readTensorMap(*tm, &layout)) {
        return metadataError(
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "metadata.json: "
                              "layout.tensor_map must list a device axis (or axes) per "
                              "dimension"),
            {}, source, name);
    }
    if (const Json* interleaved = member("interleaved_parallel");
        interleaved != nullptr && interleaved->is_boolean() && interleaved->template get<bool>()) {
        return makeError(ErrorCode::Unsupported,
                         QT_TRANSLATE_NOOP(
                             "ErrorMessage",
                             "metadata.json: the parameter's layout is interleaved_parallel, "
                             "which ShardScope does not reshard yet"),
                         {})
            .inFile(source)
            .forParam(name);
    }
    const Json* rl = member("rank_list");
    if (rl == nullptr || !readInts(*rl, &rankList)) {
        return metadataError(QT_TRANSLATE_NOOP("ErrorMessage",
                                               "metadata.json: "
                                               "layout.rank_list must be a list of integers"),
                             {}, source, name);
    }
    const Json* gs = field("global_shape");
    if (gs == nullptr || !readInts(*gs, &shape) || gs->size() != layout.tensorMap.size()) {
        return metadataError(
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "metadata.json: "
                              "global_shape must list one size per tensor_map entry"),
            {}, source, name);
    }
    int64_t devices = 1;
    for (int64_t d : devMatrix) {
        if (d <= 0 || d > (int64_t{1} << 31) || devices > (int64_t{1} << 31) / d) {
            return metadataError(QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "metadata.json: "
                                                   "layout.device_matrix must hold positive sizes"),
                                 {}, source, name);
        }
        devices *= d;
    }
    // ShardScope places stage s on ranks s*D .. s*D+D-1, as MindSpore's pipelines do.
    bool inOrder = static_cast<int64_t>(rankList.size()) == devices && !rankList.empty() &&
                   rankList.front() >= 0 && rankList.front() % devices == 0;
    for (size_t i = 1; inOrder && i < rankList.size(); ++i) {
        inOrder = rankList[i] == rankList[0] + static_cast<int64_t>(i);
    }
    if (!inOrder) {
        return makeError(ErrorCode::Unsupported,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "metadata.json: the layout's rank_list is not one "
                                           "pipeline stage's ranks in order ({devices} devices "
                                           "starting at a multiple of {devices}), which "
                                           "ShardScope does not read yet"),
                         {{"devices", std::to_string(devices)}})
            .inFile(source)
            .forParam(name);
    }
    layout.devMatrices.push_back(std::move(devMatrix));
    layout.tensorShape = std::move(shape);
    layout.stage = static_cast<int>(rankList.front() / devices);
    std::set<int> paramStages = {layout.stage};
    if (const auto stored = storageRanks.find(name); stored != storageRanks.end()) {
        for (int64_t r : stored->second) {
            paramStages.insert(static_cast<int>(r / devices));
        }
    }
    return StagedLayout{std::move(layout), std::move(paramStages)};
}

template <class Json>
Result<Strategy> readMetadata(const Json& doc, const std::string& source) {
    const auto found = doc.find("state_dict_metadata");
    if (found == doc.end() || !found->is_object()) {
        return metadataError(QT_TRANSLATE_NOOP("ErrorMessage",
                                               "metadata.json: "
                                               "state_dict_metadata must be a JSON object"),
                             {}, source);
    }
    // The stages whose ranks store each parameter; whether every slice names one rank.
    StorageRanks storageRanks;
    bool onePerSlice = true;
    if (Status s = readStorageRanks(doc, source, storageRanks, onePerSlice); !s) {
        return std::move(s).error();
    }
    Strategy strategy;
    strategy.source = source;
    strategy.format = StrategyFormat::Json;
    strategy.mindformers = true;
    if (onePerSlice) {
        for (const auto& [name, ranks] : storageRanks) {
            std::vector<int>& saved = strategy.savedBy[name];
            for (int64_t r : ranks) {
                if (r <= INT32_MAX) {
                    saved.push_back(static_cast<int>(r));
                }
            }
        }
    }
    std::set<int> stages;
    std::vector<StagedLayout> read;
    for (const auto& item : found->items()) {
        const std::string& name = item.key();  // not a structured binding: lambdas use them
        const Json& meta = item.value();
        auto layout = readParamLayout(name, meta, source, storageRanks);
        if (!layout) {
            return std::move(layout).error();
        }
        read.push_back(std::move(*layout));
    }
    if (!strategy.savedBy.empty()) {
        shareStagesInFamilies(read);
    }
    for (StagedLayout& entry : read) {
        for (int stage : entry.stages) {
            ParamLayout copy = entry.layout;
            copy.stage = stage;
            stages.insert(stage);
            strategy.layouts.push_back(std::move(copy));
        }
    }
    strategy.merged = stages.size() > 1;
    return strategy;
}

}  // namespace

bool isMindFormersMetadata(const nlohmann::ordered_json& doc) {
    return doc.is_object() && doc.contains("state_dict_metadata") &&
           !doc.contains("parallel_layout_item");
}

bool startsLikeMindFormersMetadata(std::string_view text) {
    size_t i = 0;
    const auto space = [&] {
        while (i < text.size() &&
               (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t')) {
            ++i;
        }
    };
    space();
    if (i >= text.size() || text[i] != '{') {
        return false;
    }
    ++i;
    space();
    return text.substr(i).starts_with("\"state_dict_metadata\"");
}

Result<Strategy> readMindFormersMetadata(const nlohmann::ordered_json& doc,
                                         const std::string& source) {
    return readMetadata(doc, source);
}

Result<Strategy> readMindFormersMetadata(const nlohmann::json& doc, const std::string& source) {
    return readMetadata(doc, source);
}

}  // namespace shardscope
