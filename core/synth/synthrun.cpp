#include "synthrun.h"

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "../formats/checkpointwriter.h"
#include "../layout/redundancy.h"
#include "../util/atomicfile.h"
#include "../util/fileio.h"
#include "../util/translatenoop.h"
#include "synthdamage.h"
#include "synthdata.h"
#include "synthlog.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

template <class T>
std::span<const uint8_t> bytesOf(const T& value) {
    return {reinterpret_cast<const uint8_t*>(&value), sizeof(T)};
}

Status makeFolder(const std::string& path) {
    std::error_code ec;
    fs::create_directories(path, ec);
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot create the folder: {reason}"),
                       path);
    }
    return {};
}

Status writeTextFile(const std::string& path, const std::string& text) {
    auto file = AtomicFile::create(path);
    if (!file) {
        return std::move(file).error();
    }
    if (Status s = file->write(text); !s) {
        return s;
    }
    return file->commit();
}

// Shared by the workers: the first error wins and stops the others.
class RunState {
public:
    RunState(const SynthOptions& options, uint64_t total) : m_options(options), m_total(total) {}

    bool stopped() const { return m_failed.load() || m_options.stop.stop_requested(); }
    void fail(Error error) {
        std::lock_guard lock(m_mutex);
        if (!m_failed.exchange(true)) {
            m_error = std::move(error);
        }
    }
    void advance(uint64_t bytes) {
        if (!m_options.progress) {
            return;
        }
        // Counted under the lock so that the reports never go backwards.
        std::lock_guard lock(m_mutex);
        m_done += bytes;
        m_options.progress({m_done, m_total});
    }
    bool failed() const { return m_failed.load(); }
    const SynthOptions& options() const { return m_options; }
    Error error() const { return m_error; }

private:
    const SynthOptions& m_options;
    uint64_t m_total;
    uint64_t m_done = 0;
    std::atomic<bool> m_failed{false};
    std::mutex m_mutex;
    Error m_error;
};

// Whether `rank` saves `slot`: always, unless redundancy is removed (`savers` not null).
bool savesSlot(const SynthModel& model, const HolderMap* savers, const SynthSlot& slot, int rank) {
    if (savers == nullptr) {
        return true;
    }
    const auto it = savers->find(model.params[slot.param].name);
    return it == savers->end() || std::binary_search(it->second.begin(), it->second.end(), rank);
}

uint64_t slotBytes(const SynthModel& model, const SynthSlot& slot) {
    uint64_t elements = 1;
    for (const int64_t d : slot.layout.localShape()) {
        elements *= static_cast<uint64_t>(d);
    }
    return elements * (model.params[slot.param].dtype == "Float32" ? 4 : 2);
}

class RankWriter {
public:
    RankWriter(const SynthModel& model, const std::string& folder, RunState& state,
               const HolderMap* savers)
        : m_model(model), m_folder(folder), m_state(state), m_savers(savers) {}

    // One rank's file of one save; the rank's log comes with its last save.
    Result<uint64_t> write(int rank, const SynthSave& save, bool last) {
        const std::string dir = m_folder + "/rank_" + std::to_string(rank);
        if (Status s = makeFolder(dir); !s) {
            return std::move(s).error();
        }
        const std::string path = dir + "/" + synthSaveName(save);
        CheckpointWriteOptions write;
        write.crc = m_model.config.crc;
        write.encryptKey = m_state.options().encryptKey;
        write.encryptBlockBytes = m_state.options().encryptBlockBytes;
        auto writer = CheckpointWriter::create(path, write);
        if (!writer) {
            return std::move(writer).error();
        }
        const int stage = rank / m_model.stageDevices();
        const int local = rank % m_model.stageDevices();
        bool wroteStep = false;
        for (const SynthSlot& slot : m_model.stages[static_cast<size_t>(stage)]) {
            if (slot.param >= m_model.networkParams && !wroteStep) {
                if (Status s = writeStepScalars(*writer, save); !s) {
                    return std::move(s).error().inFile(path);
                }
                wroteStep = true;
            }
            if (!savesSlot(m_model, m_savers, slot, rank)) {
                continue;
            }
            if (Status s = writeSlot(*writer, slot, local, save.seed); !s) {
                Error e = std::move(s).error();
                if (e.code != ErrorCode::Cancelled) {
                    e.inFile(path).forParam(m_model.params[slot.param].name).onRank(rank);
                }
                return e;
            }
        }
        for (Status s : {writer->addTensor("epoch_num", "Int64", {}, bytesOf(save.epoch)),
                         writer->addTensor("step_num", "Int64", {}, bytesOf(save.global))}) {
            if (!s) {
                return std::move(s).error();
            }
        }
        if (Status s = writer->commit(); !s) {
            return std::move(s).error();
        }
        const uint64_t size = writer->bytesWritten();
        if (last) {
            if (Status s = writeTextFile(m_folder + "/log/rank_" + std::to_string(rank) + ".log",
                                         synthLogText(m_model, rank));
                !s) {
                return std::move(s).error();
            }
        }
        return size;
    }

private:
    Status writeStepScalars(CheckpointWriter& writer, const SynthSave& save) {
        const SynthConfig& c = m_model.config;
        const float lr = synthLearningRate(c, save.global);
        const int32_t globalStep = static_cast<int32_t>(save.global);
        if (Status s = writer.addTensor("learning_rate", "Float32", {}, bytesOf(lr)); !s) {
            return s;
        }
        return writer.addTensor("global_step", "Int32", {1}, bytesOf(globalStep));
    }

    Status writeSlot(CheckpointWriter& writer, const SynthSlot& slot, int local, uint64_t seed) {
        const SynthParam& p = m_model.params[slot.param];
        const Box box = slot.layout.storedSlice(local);
        const uint64_t bytes =
            static_cast<uint64_t>(box.elementCount()) * (p.dtype == "Float32" ? 4 : 2);
        if (Status s = writer.beginTensor(p.name, p.dtype, slot.layout.localShape(), bytes); !s) {
            return s;
        }
        Status streamed = streamSynthSlice(p, seed, box, [&](std::span<const uint8_t> piece) {
            if (m_state.stopped()) {
                return Status(makeError(ErrorCode::Cancelled,
                                        QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"), {}));
            }
            if (Status s = writer.append(piece); !s) {
                return s;
            }
            m_state.advance(piece.size());
            return Status();
        });
        if (!streamed) {
            return streamed;
        }
        return writer.endTensor();
    }

    const SynthModel& m_model;
    const std::string& m_folder;
    RunState& m_state;
    const HolderMap* m_savers;
};

Status checkFolder(const std::string& folder, bool force) {
    std::error_code ec;
    if (fs::exists(folder, ec) && !fs::is_directory(folder, ec)) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "exists and is not a folder"), {})
            .inFile(folder);
    }
    if (!force && fs::is_directory(folder, ec) && !fs::is_empty(folder, ec)) {
        Error e = makeError(
            ErrorCode::InvalidArgument,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "the folder is not empty; refusing to mix a synthetic run into it"),
            {});
        e.fix = QT_TRANSLATE_NOOP(
            "ErrorMessage",
            "choose a new or empty folder, or let it replace same-named files (--force)");
        return e.inFile(folder);
    }
    return {};
}

}  // namespace

std::string synthCheckpointName(const SynthConfig& config) {
    return "synth-" + std::to_string(config.epochs) + "_" + std::to_string(config.stepsPerEpoch) +
           ".ckpt";
}

std::vector<SynthSave> synthSaves(const SynthConfig& config) {
    const int64_t total = int64_t{config.epochs} * config.stepsPerEpoch;
    const int64_t n = std::clamp<int64_t>(config.saves, 1, total);
    const int64_t first = config.keepMax > 0 ? std::max<int64_t>(1, n - config.keepMax + 1) : 1;
    std::vector<SynthSave> saves;
    for (int64_t i = first; i <= n; ++i) {
        SynthSave s;
        s.global = i * total / n;  // evenly spaced, the last at the end of training
        s.epoch = (s.global - 1) / config.stepsPerEpoch + 1;
        s.step = (s.global - 1) % config.stepsPerEpoch + 1;
        s.seed = config.seed + static_cast<uint64_t>(n - i) * 0x9E3779B97F4A7C15ull;
        saves.push_back(s);
    }
    return saves;
}

std::string synthSaveName(const SynthSave& save) {
    return "synth-" + std::to_string(save.epoch) + "_" + std::to_string(save.step) + ".ckpt";
}

Result<SynthSummary> writeSynthRun(const std::string& folder, const SynthConfig& config,
                                   const SynthOptions& options) {
    auto built = buildSynthModel(config);
    if (!built) {
        return std::move(built).error();
    }
    const SynthModel& model = *built;
    if (Status s = checkFolder(folder, options.force); !s) {
        return std::move(s).error();
    }
    for (const std::string& dir : {folder, folder + "/log"}) {
        if (options.strategyOnly && dir != folder) {
            continue;
        }
        if (Status s = makeFolder(dir); !s) {
            return std::move(s).error();
        }
    }
    if (config.pp > 1) {
        if (Status s = makeFolder(folder + "/strategy"); !s) {
            return std::move(s).error();
        }
        for (int stage = 0; stage < config.pp; ++stage) {
            const std::string path = folder + "/strategy/stage_" + std::to_string(stage) + ".ckpt";
            if (Status s = writeStrategyFile(synthStageStrategy(model, stage), path); !s) {
                return std::move(s).error();
            }
        }
    }
    if (Status s = writeStrategyFile(synthMergedStrategy(model), folder + "/strategy.ckpt"); !s) {
        return std::move(s).error();
    }

    SynthSummary summary;
    summary.ranks = model.rankCount();
    summary.stages = config.pp;
    summary.networkParams = model.networkParams;
    summary.checkpointName = synthCheckpointName(config);
    const std::vector<SynthSave> saves = synthSaves(config);
    for (const SynthSave& s : saves) {
        summary.savedNames.push_back(synthSaveName(s));
    }
    for (size_t i = 0; i < model.networkParams; ++i) {
        uint64_t elements = 1;
        for (const int64_t d : model.params[i].shape) {
            elements *= static_cast<uint64_t>(d);
        }
        summary.elements += elements;
    }
    std::optional<HolderMap> savers;
    if (config.removeRedundancy) {
        auto saved = savedWithoutRedundancy(synthMergedStrategy(model));
        if (!saved) {
            return std::move(saved).error();
        }
        savers = std::move(*saved);
    }
    const HolderMap* saversPtr = savers ? &*savers : nullptr;
    for (int rank = 0; rank < summary.ranks; ++rank) {
        if (saversPtr == nullptr) {
            summary.tensorBytes += model.rankBytes(rank);
            continue;
        }
        for (const SynthSlot& slot :
             model.stages[static_cast<size_t>(rank / model.stageDevices())]) {
            summary.tensorBytes +=
                savesSlot(model, saversPtr, slot, rank) ? slotBytes(model, slot) : 0;
        }
    }
    if (options.strategyOnly) {
        return summary;  // a layout to plan or convert to, at any scale
    }

    RunState state(options, summary.tensorBytes * saves.size());
    std::vector<uint64_t> fileSizes(static_cast<size_t>(summary.ranks) * saves.size(), 0);
    unsigned threads =
        options.threads != 0 ? options.threads : std::min(16u, std::thread::hardware_concurrency());
    threads = std::clamp<unsigned>(threads, 1, static_cast<unsigned>(summary.ranks));
    // Saves one after the other, oldest first, so that modification times follow the training.
    for (size_t save = 0; save < saves.size() && !state.stopped(); ++save) {
        std::atomic<int> next{0};
        auto work = [&] {
            RankWriter writer(model, folder, state, saversPtr);
            for (int rank = next++; rank < summary.ranks && !state.stopped(); rank = next++) {
                Result<uint64_t> size = writer.write(rank, saves[save], save + 1 == saves.size());
                if (!size) {
                    state.fail(std::move(size).error());
                    return;
                }
                fileSizes[save * static_cast<size_t>(summary.ranks) + static_cast<size_t>(rank)] =
                    *size;
            }
        };
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < threads; ++t) {
            pool.emplace_back(work);
        }
        work();
        for (std::thread& t : pool) {
            t.join();
        }
    }
    if (state.failed()) {
        return state.error();
    }
    if (options.stop.stop_requested()) {
        return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"), {})
            .inFile(folder);
    }
    for (const uint64_t size : fileSizes) {
        summary.fileBytes += size;
    }
    for (const SynthDamage& d : options.damage) {
        if (Status s = applySynthDamage(folder, summary.checkpointName, d); !s) {
            return std::move(s).error();
        }
    }
    return summary;
}

}  // namespace shardscope
