#include "synthrun.h"

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <thread>
#include <vector>

#include "../formats/checkpointwriter.h"
#include "../util/atomicfile.h"
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
        return makeError(ErrorCode::Io, "cannot create the folder: " + ec.message()).inFile(path);
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

class RankWriter {
public:
    RankWriter(const SynthModel& model, const std::string& folder, RunState& state)
        : m_model(model), m_folder(folder), m_state(state) {}

    Result<uint64_t> write(int rank) {
        const SynthConfig& c = m_model.config;
        const std::string dir = m_folder + "/rank_" + std::to_string(rank);
        if (Status s = makeFolder(dir); !s) {
            return std::move(s).error();
        }
        const std::string path = dir + "/" + synthCheckpointName(c);
        CheckpointWriteOptions write;
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
                if (Status s = writeStepScalars(*writer); !s) {
                    return std::move(s).error().inFile(path);
                }
                wroteStep = true;
            }
            if (Status s = writeSlot(*writer, slot, local); !s) {
                Error e = std::move(s).error();
                if (e.code != ErrorCode::Cancelled) {
                    e.inFile(path).forParam(m_model.params[slot.param].name).onRank(rank);
                }
                return e;
            }
        }
        const int64_t epochs = c.epochs;
        const int64_t steps = int64_t{c.epochs} * c.stepsPerEpoch;
        for (Status s : {writer->addTensor("epoch_num", "Int64", {}, bytesOf(epochs)),
                         writer->addTensor("step_num", "Int64", {}, bytesOf(steps))}) {
            if (!s) {
                return std::move(s).error();
            }
        }
        if (Status s = writer->commit(); !s) {
            return std::move(s).error();
        }
        const uint64_t size = writer->bytesWritten();
        if (Status s = writeTextFile(m_folder + "/log/rank_" + std::to_string(rank) + ".log",
                                     synthLogText(m_model, rank));
            !s) {
            return std::move(s).error();
        }
        return size;
    }

private:
    Status writeStepScalars(CheckpointWriter& writer) {
        const SynthConfig& c = m_model.config;
        const int64_t steps = int64_t{c.epochs} * c.stepsPerEpoch;
        const float lr = synthLearningRate(c, steps);
        const int32_t globalStep = static_cast<int32_t>(steps);
        if (Status s = writer.addTensor("learning_rate", "Float32", {}, bytesOf(lr)); !s) {
            return s;
        }
        return writer.addTensor("global_step", "Int32", {1}, bytesOf(globalStep));
    }

    Status writeSlot(CheckpointWriter& writer, const SynthSlot& slot, int local) {
        const SynthParam& p = m_model.params[slot.param];
        const Box box = slot.layout.storedSlice(local);
        const uint64_t bytes =
            static_cast<uint64_t>(box.elementCount()) * (p.dtype == "Float32" ? 4 : 2);
        if (Status s = writer.beginTensor(p.name, p.dtype, slot.layout.localShape(), bytes); !s) {
            return s;
        }
        Status streamed =
            streamSynthSlice(p, m_model.config.seed, box, [&](std::span<const uint8_t> piece) {
                if (m_state.stopped()) {
                    return Status(makeError(ErrorCode::Cancelled, "cancelled"));
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
};

Status checkFolder(const std::string& folder, bool force) {
    std::error_code ec;
    if (fs::exists(folder, ec) && !fs::is_directory(folder, ec)) {
        return makeError(ErrorCode::InvalidArgument, "exists and is not a folder").inFile(folder);
    }
    if (!force && fs::is_directory(folder, ec) && !fs::is_empty(folder, ec)) {
        Error e = makeError(ErrorCode::InvalidArgument,
                            "the folder is not empty; refusing to mix a synthetic run into it");
        e.fix = "choose a new or empty folder, or let it replace same-named files (--force)";
        return e.inFile(folder);
    }
    return {};
}

}  // namespace

std::string synthCheckpointName(const SynthConfig& config) {
    return "synth-" + std::to_string(config.epochs) + "_" + std::to_string(config.stepsPerEpoch) +
           ".ckpt";
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
    for (size_t i = 0; i < model.networkParams; ++i) {
        uint64_t elements = 1;
        for (const int64_t d : model.params[i].shape) {
            elements *= static_cast<uint64_t>(d);
        }
        summary.elements += elements;
    }
    for (int rank = 0; rank < summary.ranks; ++rank) {
        summary.tensorBytes += model.rankBytes(rank);
    }
    if (options.strategyOnly) {
        return summary;  // a layout to plan or convert to, at any scale
    }

    RunState state(options, summary.tensorBytes);
    std::vector<uint64_t> fileSizes(static_cast<size_t>(summary.ranks), 0);
    std::atomic<int> next{0};
    auto work = [&] {
        RankWriter writer(model, folder, state);
        for (int rank = next++; rank < summary.ranks && !state.stopped(); rank = next++) {
            Result<uint64_t> size = writer.write(rank);
            if (!size) {
                state.fail(std::move(size).error());
                return;
            }
            fileSizes[static_cast<size_t>(rank)] = *size;
        }
    };
    unsigned threads =
        options.threads != 0 ? options.threads : std::min(16u, std::thread::hardware_concurrency());
    threads = std::clamp<unsigned>(threads, 1, static_cast<unsigned>(summary.ranks));
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) {
        pool.emplace_back(work);
    }
    work();
    for (std::thread& t : pool) {
        t.join();
    }
    if (state.failed()) {
        return state.error();
    }
    if (options.stop.stop_requested()) {
        return makeError(ErrorCode::Cancelled, "cancelled").inFile(folder);
    }
    for (const uint64_t size : fileSizes) {
        summary.fileBytes += size;
    }
    return summary;
}

}  // namespace shardscope
