#include "demorun.h"

#include <cmath>
#include <cstring>
#include <filesystem>

#include "formats/checkpointwriter.h"
#include "formats/strategy.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

constexpr int kStages = 2;
constexpr int kDataParallel = 2;
constexpr int kModelParallel = 2;
constexpr int kStageDevices = kDataParallel * kModelParallel;
constexpr int kHidden = 64;
constexpr int kFfn = 256;
constexpr int kVocab = 512;

struct DemoParam {
    std::string name;
    int stage;
    std::vector<int64_t> shape;
    std::vector<int64_t> tensorMap;  // classic form over dev_matrix [dp, mp]
};

std::vector<DemoParam> demoParams() {
    std::vector<DemoParam> params;
    params.push_back(
        {"backbone.embedding.word_embedding.embedding_table", 0, {kVocab, kHidden}, {0, -1}});
    for (int layer = 0; layer < 4; ++layer) {
        const int stage = layer / 2;
        const std::string p = "backbone.blocks." + std::to_string(layer) + ".";
        params.push_back({p + "layernorm1.gamma", stage, {kHidden}, {-1}});
        params.push_back({p + "layernorm1.beta", stage, {kHidden}, {-1}});
        params.push_back({p + "attention.dense1.weight", stage, {kHidden, kHidden}, {0, -1}});
        params.push_back({p + "attention.dense1.bias", stage, {kHidden}, {0}});
        params.push_back({p + "attention.projection.weight", stage, {kHidden, kHidden}, {-1, 0}});
        params.push_back({p + "output.mapping.weight", stage, {kFfn, kHidden}, {0, -1}});
        params.push_back({p + "output.projection.weight", stage, {kHidden, kFfn}, {-1, 0}});
    }
    params.push_back({"backbone.layernorm.gamma", 1, {kHidden}, {-1}});
    params.push_back({"head.weight", 1, {kVocab, kHidden}, {0, -1}});
    std::vector<DemoParam> all = params;
    for (const char* moment : {"adam_m.", "adam_v."}) {
        for (const DemoParam& p : params) {
            all.push_back({moment + p.name, p.stage, p.shape, p.tensorMap});
        }
    }
    return all;
}

// A value for every global element: smooth in the index so slices are recognisable when drawn.
float demoValue(size_t paramIndex, uint64_t element) {
    uint64_t x = (paramIndex + 1) * 0x9E3779B97F4A7C15ull ^ (element * 0xBF58476D1CE4E5B9ull);
    x ^= x >> 31;
    const double noise = static_cast<double>(x % 2000) / 1000.0 - 1.0;
    return static_cast<float>(0.02 * noise + 0.01 * std::sin(static_cast<double>(element) * 0.05));
}

// The slice a stage-local rank holds (layouts.md sections 1 and 2, dev_matrix [dp, mp]).
std::vector<float> sliceFor(const DemoParam& p, size_t paramIndex, int localRank,
                            std::vector<int64_t>& localShape) {
    const int coords[2] = {localRank / kModelParallel, localRank % kModelParallel};
    const int dims[2] = {kDataParallel, kModelParallel};
    std::vector<int64_t> begin(p.shape.size()), end(p.shape.size());
    localShape = p.shape;
    for (size_t i = 0; i < p.shape.size(); ++i) {
        const int64_t t = p.tensorMap[i];
        const int64_t parts = t < 0 ? 1 : dims[1 - t];
        const int64_t part = t < 0 ? 0 : coords[1 - t];
        localShape[i] = p.shape[i] / parts;
        begin[i] = part * localShape[i];
        end[i] = begin[i] + localShape[i];
    }
    std::vector<float> out;
    if (p.shape.size() == 1) {
        for (int64_t a = begin[0]; a < end[0]; ++a) {
            out.push_back(demoValue(paramIndex, static_cast<uint64_t>(a)));
        }
        return out;
    }
    for (int64_t a = begin[0]; a < end[0]; ++a) {
        for (int64_t b = begin[1]; b < end[1]; ++b) {
            out.push_back(demoValue(paramIndex, static_cast<uint64_t>(a * p.shape[1] + b)));
        }
    }
    return out;
}

Strategy demoStrategy(const std::vector<DemoParam>& params) {
    Strategy s;
    s.currentStage = 1;
    s.merged = true;
    for (const DemoParam& p : params) {
        StrategyItem item;
        item.nodeName = (p.shape.size() == 2 ? "MatMul_" : "Add_") + p.name;
        item.stage = static_cast<uint32_t>(p.stage);
        item.strategies = {{kDataParallel, kModelParallel}};
        s.items.push_back(item);
        ParamLayout l;
        l.name = p.name;
        l.stage = p.stage;
        l.prefixed = true;
        l.devMatrices = {{kDataParallel, kModelParallel}};
        for (int64_t t : p.tensorMap) {
            l.tensorMap.push_back({t});
        }
        l.paramSplitShapes = {{}};
        l.indicesOffsets = {{}};
        s.layouts.push_back(l);
    }
    return s;
}

template <class T>
std::span<const uint8_t> bytesOf(const T& value) {
    return {reinterpret_cast<const uint8_t*>(&value), sizeof(T)};
}

Status writeRank(const std::string& folder, int rank, const std::vector<DemoParam>& params) {
    const std::string dir = folder + "/rank_" + std::to_string(rank);
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        return makeError(ErrorCode::Io, "cannot create folder: " + ec.message()).inFile(dir);
    }
    CheckpointWriteOptions options;
    options.readOnly = false;
    auto writer = CheckpointWriter::create(dir + "/demo-2_50.ckpt", options);
    if (!writer) {
        return std::move(writer).error();
    }
    const int stage = rank / kStageDevices;
    for (size_t i = 0; i < params.size(); ++i) {
        if (params[i].stage != stage) {
            continue;
        }
        std::vector<int64_t> localShape;
        const std::vector<float> data = sliceFor(params[i], i, rank % kStageDevices, localShape);
        const std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(data.data()),
                                             data.size() * sizeof(float));
        if (Status s = writer->addTensor(params[i].name, "Float32", localShape, bytes); !s) {
            return s;
        }
    }
    const float lr = 0.0003f;
    const int32_t globalStep = 100;
    const int64_t epoch = 2;
    const int64_t step = 100;
    for (Status s : {writer->addTensor("learning_rate", "Float32", {}, bytesOf(lr)),
                     writer->addTensor("global_step", "Int32", {1}, bytesOf(globalStep)),
                     writer->addTensor("epoch_num", "Int64", {}, bytesOf(epoch)),
                     writer->addTensor("step_num", "Int64", {}, bytesOf(step))}) {
        if (!s) {
            return s;
        }
    }
    return writer->commit();
}

}  // namespace

Status writeDemoRun(const std::string& folder) {
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) {
        return makeError(ErrorCode::Io, "cannot create folder: " + ec.message()).inFile(folder);
    }
    const std::vector<DemoParam> params = demoParams();
    for (int rank = 0; rank < kStages * kStageDevices; ++rank) {
        if (Status s = writeRank(folder, rank, params); !s) {
            return s;
        }
    }
    return writeStrategyFile(demoStrategy(params), folder + "/strategy.ckpt");
}

}  // namespace shardscope
