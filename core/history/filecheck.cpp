#include "filecheck.h"

#include <algorithm>

#include <xxhash.h>

#include <filesystem>
#include <set>

#include "../formats/checkpointfile.h"
#include "../formats/checkpointparts.h"
#include "../formats/scalarvalue.h"
#include "../formats/shapetext.h"
#include "../layout/tensorlayout.h"
#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

std::optional<int64_t> intScalar(const CheckpointFile& file, const char* name) {
    const TensorEntry* t = file.index().find(name);
    if (t == nullptr || t->chunks.size() != 1 || t->elementCount() != 1) {
        return std::nullopt;
    }
    std::vector<uint8_t> scratch;
    const auto bytes = file.view(t->chunks.front(), scratch);  // decrypted when encrypted
    if (!bytes) {
        return std::nullopt;
    }
    const auto v = decodeScalar(t->dtype, *bytes);
    if (!v || !file.mapped().intact()) {
        return std::nullopt;
    }
    switch (v->kind) {
        case ScalarValue::Kind::Int:
            return v->i;
        case ScalarValue::Kind::UInt:
            return static_cast<int64_t>(v->u);
        default:
            return std::nullopt;
    }
}

uint64_t tensorListSignature(const CheckpointIndex& index) {
    XXH3_state_t* state = XXH3_createState();
    XXH3_64bits_reset(state);
    for (const TensorEntry& t : index.tensors) {
        XXH3_64bits_update(state, t.name.data(), t.name.size() + 1);
        XXH3_64bits_update(state, t.dtypeName.data(), t.dtypeName.size() + 1);
        XXH3_64bits_update(state, t.shape.data(), t.shape.size() * sizeof(int64_t));
        const uint64_t rank = t.shape.size();
        XXH3_64bits_update(state, &rank, sizeof rank);
    }
    const uint64_t h = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return h;
}

CheckpointParseOptions indexOnly(const CheckpointKeyRef& key) {
    CheckpointParseOptions parse;
    parse.verifyCrc = false;
    parse.key = key;
    return parse;
}

}  // namespace

StrategyCheck::StrategyCheck(std::shared_ptr<const Strategy> strategy, int stageDevices)
    : m_strategy(std::move(strategy)), m_devices(std::max(stageDevices, 1)) {
    for (const ParamLayout& l : m_strategy->layouts) {
        const auto stage = static_cast<size_t>(std::max(l.stage, 0));
        if (m_byStage.size() <= stage) {
            m_byStage.resize(stage + 1);
        }
        Expected expected{&l, std::nullopt, false, l.tensorMap.size()};
        if (!l.tensorShape.empty()) {
            if (auto made = TensorLayout::make(l, l.tensorShape)) {
                expected.localShape = made->localShape();
            }
        } else {
            expected.localFits =
                TensorLayout::fullShapeFromLocal(l, std::vector<int64_t>(expected.mapDims, 1)).ok();
        }
        m_byStage[stage].emplace(l.name, std::move(expected));
    }
}

FileReason StrategyCheck::contradiction(const CheckpointIndex& index, int rank) const {
    if (!active()) {
        return {};  // no strategy: nothing to contradict (and no stage width to divide by)
    }
    const auto stage = static_cast<size_t>(rank / m_devices);
    if (stage >= m_byStage.size()) {
        return {};
    }
    const auto& layouts = m_byStage[stage];
    for (const TensorEntry& t : index.tensors) {
        const auto found = layouts.find(t.name);
        if (found == layouts.end()) {
            continue;
        }
        const ParamLayout& l = *found->second.layout;
        if (!l.tensorShape.empty()) {
            const auto& local = found->second.localShape;
            if (local && *local != t.shape.vec()) {
                return fileReason(IssueCode::FileShapeNotStrategy,
                                  {std::string(t.name), shapeText(t.shape), shapeText(*local)});
            }
            continue;
        }
        const Expected& e = found->second;
        if (e.localFits && t.shape.size() == e.mapDims &&
            std::all_of(t.shape.begin(), t.shape.end(), [](int64_t d) { return d >= 0; })) {
            continue;  // what fullShapeFromLocal would accept, without parsing the layout again
        }
        auto full = TensorLayout::fullShapeFromLocal(l, t.shape);
        if (!full) {
            return fileReason(IssueCode::FileShapeNotSplittable,
                              {std::string(t.name), shapeText(t.shape), full.error().message})
                .because(full.error());
        }
    }
    return {};
}

SharedFileChecks::SharedFileChecks() : m_pool(std::make_shared<InternPool>()) {
    m_pool->keepTemplates();
}

SharedFileChecks::~SharedFileChecks() {
    m_pool->dropTemplates();
}

CheckpointParseOptions SharedFileChecks::parseOptions(const CheckpointKeyRef& key) const {
    CheckpointParseOptions parse = indexOnly(key);
    parse.pool = m_pool;
    return parse;
}

uint64_t SharedFileChecks::signature(const CheckpointIndex& index) {
    if (!index.tensors.isShared()) {
        return tensorListSignature(index);
    }
    const void* list = index.tensors.identity();
    {
        const std::lock_guard lock(m_mutex);
        if (const auto it = m_signatures.find(list); it != m_signatures.end()) {
            return it->second.second;
        }
    }
    const uint64_t made = tensorListSignature(index);
    const std::lock_guard lock(m_mutex);
    m_signatures.emplace(list, std::make_pair(index.tensors, made));
    return made;
}

FileReason SharedFileChecks::contradiction(const StrategyCheck& strategy,
                                           const CheckpointIndex& index, int rank) {
    if (!index.tensors.isShared() || !strategy.active()) {
        return strategy.contradiction(index, rank);
    }
    // The verdict depends on the list and the rank's stage only.
    const std::pair<const void*, int> key{index.tensors.identity(), strategy.stageOf(rank)};
    {
        const std::lock_guard lock(m_mutex);
        if (const auto it = m_contradictions.find(key); it != m_contradictions.end()) {
            return it->second.second;
        }
    }
    FileReason made = strategy.contradiction(index, rank);
    const std::lock_guard lock(m_mutex);
    m_contradictions.emplace(key, std::make_pair(index.tensors, made));
    return made;
}

void checkHistoryFile(HistoryFile& f, int rank, const StrategyCheck& strategy,
                      const CheckpointKeyRef& key, const CheckpointFile* indexed,
                      SharedFileChecks* shared) {
    if (f.bytes == 0) {
        f.state = FileState::Empty;
        f.reason = fileReason(IssueCode::FileEmpty, {});
        return;
    }
    Result<CheckpointFile> opened =
        makeError(ErrorCode::NotFound, QT_TRANSLATE_NOOP("ErrorMessage", "not opened"), {});
    if (indexed == nullptr) {
        opened = CheckpointFile::open(f.path, shared ? shared->parseOptions(key) : indexOnly(key));
        if (!opened) {
            f.state = FileState::Unreadable;
            f.reason = unreadableReason(opened.error());
            return;
        }
    }
    const CheckpointFile& file = indexed != nullptr ? *indexed : *opened;
    const CheckpointIndex& index = file.index();
    f.crc = index.crc;
    f.tensors = index.tensors.size();
    f.signature = shared ? shared->signature(index) : tensorListSignature(index);
    f.inFileStep = intScalar(file, "step_num");
    if (!f.inFileStep) {
        f.inFileStep = intScalar(file, "global_step");
    }
    f.inFileEpoch = intScalar(file, "epoch_num");
    // The scalars' pages go again (a shared map too: a reader there faults them back in).
    file.mapped().drop(0, file.mapped().size());
    if (FileReason why = shared ? shared->contradiction(strategy, index, rank)
                                : strategy.contradiction(index, rank);
        why) {
        f.state = FileState::Inconsistent;
        f.reason = std::move(why);
        return;
    }
    uint64_t bytes = 0;
    int64_t mtime = 0;
    if (!checkpointSizeAndTime(f.path, bytes, mtime) || bytes != f.bytes || mtime != f.mtimeNs) {
        f.state = FileState::Growing;
        f.reason =
            fileReason(IssueCode::FileGrowing, {std::to_string(f.bytes), std::to_string(bytes)});
        return;
    }
    f.state = FileState::Intact;
}

void checkHistoryCrc(HistoryFile& f) {
    if (f.crc != CrcState::Unverified) {
        return;
    }
    CheckpointParseOptions parse;
    parse.verifyCrc = true;
    auto opened = CheckpointFile::open(f.path, parse);
    if (!opened) {
        f.state = FileState::Unreadable;
        f.reason = unreadableReason(opened.error());
        return;
    }
    const CheckpointIndex& index = opened->index();
    f.crc = index.crc;
    if (f.crc == CrcState::Mismatch) {
        f.state = FileState::CrcMismatch;
        f.reason = fileReason(IssueCode::FileCrcMismatch,
                              {std::to_string(index.storedCrc), std::to_string(index.computedCrc)});
    }
}

IssueArg tensorListDifference(const std::string& reference, const std::string& path,
                              const CheckpointKeyRef& key) {
    auto a = CheckpointFile::open(reference, indexOnly(key));
    auto b = CheckpointFile::open(path, indexOnly(key));
    if (!a || !b) {
        return {"difference", {}};
    }
    const std::string other = fs::path(reference).filename().string();
    std::set<std::string> seen;
    for (const TensorEntry& t : b->index().tensors) {
        seen.insert(t.name);
        const TensorEntry* r = a->index().find(t.name);
        if (r == nullptr) {
            return pieceArg("difference",
                            QT_TRANSLATE_NOOP("ErrorPiece", "'{name}' is not in {other}"),
                            {{"name", t.name}, {"other", other}});
        }
        if (r->shape != t.shape || r->dtypeName != t.dtypeName) {
            return pieceArg("difference",
                            QT_TRANSLATE_NOOP("ErrorPiece",
                                              "'{name}' is {dtype} {shape} here, {other_dtype} "
                                              "{other_shape} in {other}"),
                            {{"name", t.name},
                             {"dtype", t.dtypeName},
                             {"shape", shapeText(t.shape)},
                             {"other_dtype", r->dtypeName},
                             {"other_shape", shapeText(r->shape)},
                             {"other", other}});
        }
    }
    for (const TensorEntry& t : a->index().tensors) {
        if (seen.count(t.name) == 0) {
            return pieceArg("difference",
                            QT_TRANSLATE_NOOP("ErrorPiece", "'{name}' of {other} is missing"),
                            {{"name", t.name}, {"other", other}});
        }
    }
    if (a->index().tensors.size() != b->index().tensors.size()) {
        return pieceArg(
            "difference",
            QT_TRANSLATE_NOOP("ErrorPiece", "{count} tensors here, {other_count} in {other}"),
            {{"count", std::to_string(b->index().tensors.size())},
             {"other_count", std::to_string(a->index().tensors.size())},
             {"other", other}});
    }
    return pieceArg(
        "difference",
        QT_TRANSLATE_NOOP("ErrorPiece", "the tensors are in another order than in {other}"),
        {{"other", other}});
}

}  // namespace shardscope
