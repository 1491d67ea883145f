#include "executor.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include "../formats/blocksealer.h"
#include "../formats/checkpointframe.h"
#include "../formats/encryptedframe.h"
#include "../formats/encryptedstream.h"
#include "../util/errorwording.h"
#include "../util/fileio.h"
#include "../util/temporaryfile.h"
#include "../util/touchedpages.h"
#include "../util/translatenoop.h"
#include "chunkedruns.h"
#include "destinationfile.h"
#include "deststrategy.h"
#include "planner.h"
#include "planrecord.h"
#include "segmentcrc.h"
#include "verifier.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

// Plain bytes of an encrypted destination block assembled and encrypted at a time.
constexpr uint64_t kSealPiece = 4u << 20;
// The piece a thread is assembling; released when the thread's work is done (the calling thread
// outlives the conversion).
thread_local std::vector<uint8_t> t_blockBuffer;
thread_local std::vector<uint8_t> t_cipherBuffer;  // and its ciphertext

struct WorkItem {
    size_t rank;
    size_t tensor;
    uint64_t begin;  // content window of the tensor (or, encrypting, plain range of the file)
    uint64_t end;
    bool block = false;  // one encrypted block of the file: [begin, end) of its plain stream
};

class Executor {
public:
    Executor(const ConversionPlan& plan, std::stop_token stop, const ProgressFn& progress)
        : m_plan(plan), m_stop(std::move(stop)), m_progress(progress) {}

    Result<ConversionResult> run();

private:
    // Refuses a plan that cannot run; writes the folder's record and clears what a killed earlier
    // run left.
    Status prepare();
    // Rank r's work items (windows of its tensors, or its encrypted blocks), or its kept file.
    void queueRank(size_t r, uint64_t window);
    // The work items on m_threads threads, this one among them.
    void runWorkers();
    // Every rank written: the result, and the strategy and record beside the rank files.
    Result<ConversionResult> collect();
    Status process(const WorkItem& item);
    Status processBlock(DestinationFile& state, const WorkItem& item);
    // Fills out[0, end - begin) with content [begin, end) of a destination tensor.
    Status fill(const PlannedTensor& t, uint64_t begin, uint64_t end, uint8_t* out);
    void reportDone(DestinationFile& state, uint64_t length);
    void worker();
    Error cancelled() const {
        return makeError(
                   ErrorCode::Cancelled,
                   QT_TRANSLATE_NOOP("ErrorMessage", "conversion cancelled; no partial file kept"),
                   {})
            .inFile(m_plan.dstFolder);
    }
    void fail(Error error) {
        std::lock_guard lock(m_errorMutex);
        if (!m_failed.exchange(true)) {
            m_error = std::move(error);
        }
    }

    const ConversionPlan& m_plan;
    std::stop_token m_stop;
    const ProgressFn& m_progress;
    std::vector<std::unique_ptr<DestinationFile>> m_states;
    std::vector<RankOutcome> m_outcomes;
    std::vector<WorkItem> m_items;
    std::atomic<size_t> m_next{0};
    std::atomic<uint64_t> m_done{0};
    uint64_t m_total = 0;
    unsigned m_threads = 1;
    std::atomic<bool> m_failed{false};
    std::mutex m_errorMutex;
    std::mutex m_progressMutex;
    Error m_error;
};

Status Executor::fill(const PlannedTensor& t, uint64_t begin, uint64_t end, uint8_t* out) {
    const uint64_t length = end - begin;
    for (const CopyBlock& block : t.blocks) {
        const CheckpointFile& src = *m_plan.sources[static_cast<size_t>(block.srcRank)];
        const TensorEntry& entry = src.index().tensors[block.srcTensor];
        // An encrypted source's offsets are in its plain stream, decrypted as it is read: no map
        // pages to advise, and its stream drops what it read (dropRead).
        const bool mapped = !src.encrypted();
        TouchedPages touched(src.mapped());
        Status copied;
        const auto copyRun = [&](uint64_t from, uint64_t d, uint64_t len) {
            if (mapped && from < touched.low()) {
                // Ask the kernel to read ahead what this window will take from the source.
                src.mapped().adviseSequential(from, std::min<uint64_t>(length, entry.bytes));
            }
            copied = src.copy(from, {out + (d - begin), static_cast<size_t>(len)});
            if (mapped) {
                touched.note(from, len);
            }
            return copied.ok();
        };
        const uint64_t missing = ChunkedRuns(block, entry.chunks).forEach(begin, end, copyRun);
        touched.drop();
        src.dropRead();
        if (!copied) {
            return std::move(copied).error().forParam(entry.name).onRank(block.srcRank);
        }
        if (missing > 0) {
            return makeError(
                       ErrorCode::Corrupt,
                       QT_TRANSLATE_NOOP("ErrorMessage",
                                         "tensor '{tensor}' is shorter than the plan expects"),
                       {{"tensor", entry.name}})
                .inFile(src.path());
        }
    }
    return {};
}

void Executor::reportDone(DestinationFile& state, uint64_t length) {
    state.done += length;
    const uint64_t done = m_done += length;
    if (m_progress) {
        std::lock_guard lock(m_progressMutex);
        m_progress({state.plan->rank, state.done.load(), state.total, done, m_total});
    }
}

Status Executor::process(const WorkItem& item) {
    DestinationFile& state = *m_states[item.rank];
    {
        std::lock_guard lock(state.mutex);
        if (!state.opened) {
            state.opened = true;
            if (Status s = state.open(m_plan); !s) {
                state.openError = s.error();
            }
        }
        if (state.openError) {
            return *state.openError;
        }
    }
    if (item.block) {
        return processBlock(state, item);
    }
    if (item.begin == item.end) {
        return {};  // a file of empty tensors: its frames are all there is
    }
    const PlannedTensor& t = state.plan->tensors[item.tensor];
    uint64_t dstRoom = 0;
    const uint64_t dstFile = contentToFileOffset(t.contentChunks, item.begin, &dstRoom);
    const uint64_t length = item.end - item.begin;
    // The window is assembled here and written with one pwrite: no page faults on the output.
    thread_local std::vector<uint8_t> buffer;
    buffer.resize(static_cast<size_t>(length));
    if (Status s = fill(t, item.begin, item.end, buffer.data()); !s) {
        return s;
    }
    if (!pwriteFull(state.file.fd(), buffer.data(), length, dstFile)) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"),
                       state.file.path());
    }
    if (m_plan.options.crc && length > 0) {
        const uint32_t crc =
            static_cast<uint32_t>(crc32_z(0, buffer.data(), static_cast<size_t>(length)));
        std::lock_guard lock(state.mutex);
        state.segments.push_back({dstFile, length, crc});
    }
    if (buffer.capacity() > 2 * m_plan.options.windowBytes) {
        buffer = {};  // a window larger than usual (a small chunk size) does not stay allocated
    }
    reportDone(state, length);
    return {};
}

// One block of an encrypted destination: its plain bytes (record headers and tensor content) are
// assembled a piece at a time, encrypted with a fresh random IV as they come, and written where
// the block belongs, as MindSpore's save_checkpoint(enc_key=...) lays it out; its header (with
// the tag) goes last. Every block before it is full, so its place is known without writing them
// first. Nothing holds the whole block: a few MiB per thread, whatever the block's size.
Status Executor::processBlock(DestinationFile& state, const WorkItem& item) {
    const RankPlan& rank = *state.plan;
    const CheckpointKey& key = *m_plan.options.encryptKey;
    const EncryptionMode mode = key.mode();
    const uint64_t blockBytes = m_plan.options.encryptBlockBytes;
    const uint64_t fullBlock = blockHeaderBytes(mode) + cipherBytesFor(mode, blockBytes);
    const uint64_t at = item.begin / blockBytes * fullBlock;
    const uint64_t cipherAt = at + blockHeaderBytes(mode);
    // What lies in the block, in file order: header bytes and runs of tensor content.
    struct Part {
        uint64_t lo, hi;           // plain range of the file
        const FixedBytes* header;  // or
        const PlannedTensor* tensor;
        uint64_t content;  // the tensor's content position at lo
    };
    thread_local std::vector<Part> parts;
    parts.clear();
    for (const FixedBytes& h : rank.headers) {
        const uint64_t lo = std::max(item.begin, h.offset);
        const uint64_t hi = std::min(item.end, h.offset + h.bytes.size());
        if (lo < hi) {
            parts.push_back({lo, hi, &h, nullptr, 0});
        }
    }
    uint64_t content = 0;
    for (const PlannedTensor& t : rank.tensors) {
        uint64_t start = 0;  // content position of the chunk
        for (const ByteRange& chunk : t.contentChunks) {
            const uint64_t lo = std::max(item.begin, chunk.offset);
            const uint64_t hi = std::min(item.end, chunk.offset + chunk.size);
            if (lo < hi) {
                parts.push_back({lo, hi, nullptr, &t, start + (lo - chunk.offset)});
                content += hi - lo;
            }
            start += chunk.size;
        }
    }
    std::sort(parts.begin(), parts.end(), [](const Part& a, const Part& b) { return a.lo < b.lo; });
    thread_local BlockSealer sealer;
    if (Status s = sealer.begin(key); !s) {
        return std::move(s).error().inFile(state.file.path());
    }
    std::vector<uint8_t>& plain = t_blockBuffer;
    std::vector<uint8_t>& cipher = t_cipherBuffer;
    const uint64_t piece = std::min<uint64_t>(kSealPiece, item.end - item.begin);
    plain.resize(static_cast<size_t>(piece));
    cipher.resize(static_cast<size_t>(piece) + 16);
    size_t next = 0;  // the first part not wholly before the piece
    for (uint64_t p = item.begin; p < item.end; p += piece) {
        const uint64_t q = std::min(item.end, p + piece);
        while (next < parts.size() && parts[next].hi <= p) {
            ++next;
        }
        for (size_t i = next; i < parts.size() && parts[i].lo < q; ++i) {
            const Part& part = parts[i];
            const uint64_t lo = std::max(p, part.lo);
            const uint64_t hi = std::min(q, part.hi);
            if (lo >= hi) {
                continue;
            }
            uint8_t* into = plain.data() + (lo - p);
            if (part.header != nullptr) {
                std::memcpy(into, part.header->bytes.data() + (lo - part.header->offset),
                            static_cast<size_t>(hi - lo));
            } else {
                const uint64_t from = part.content + (lo - part.lo);
                if (Status s = fill(*part.tensor, from, from + (hi - lo), into); !s) {
                    return s;
                }
            }
        }
        const uint64_t before = sealer.cipherBytes();
        auto got = sealer.update({plain.data(), static_cast<size_t>(q - p)}, cipher.data());
        if (!got) {
            return std::move(got).error().inFile(state.file.path());
        }
        if (!pwriteFull(state.file.fd(), cipher.data(), *got, cipherAt + before)) {
            return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"),
                           state.file.path());
        }
    }
    std::string header;
    const uint64_t before = sealer.cipherBytes();
    auto last = sealer.finish(cipher.data(), header);
    if (!last) {
        return std::move(last).error().inFile(state.file.path());
    }
    if (!pwriteFull(state.file.fd(), cipher.data(), *last, cipherAt + before) ||
        !pwriteFull(state.file.fd(), reinterpret_cast<const uint8_t*>(header.data()), header.size(),
                    at)) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"),
                       state.file.path());
    }
    reportDone(state, content);
    return {};
}

void Executor::worker() {
    struct Release {
        ~Release() {
            t_blockBuffer = {};
            t_cipherBuffer = {};
        }
    } release;
    for (size_t i = m_next++; i < m_items.size(); i = m_next++) {
        if (m_failed || m_stop.stop_requested()) {
            return;
        }
        const WorkItem& item = m_items[i];
        if (Status s = process(item); !s) {
            fail(std::move(s).error());
            return;
        }
        DestinationFile& state = *m_states[item.rank];
        if (--state.remaining == 0) {
            std::lock_guard lock(state.mutex);
            if (Status s = state.finish(m_plan, m_outcomes[item.rank]); !s) {
                fail(std::move(s).error());
                return;
            }
        }
    }
}

Status Executor::prepare() {
    if (m_plan.dstFolder.empty()) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no destination folder given"), {});
    }
    if (!m_plan.runnable()) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the plan has problems that block the conversion"),
                         {})
            .inFile(m_plan.dstFolder);
    }
    if (m_plan.options.encryptKey) {
        if (Status s = checkEncryptedOutput(m_plan.options); !s) {
            return std::move(s).error().inFile(m_plan.dstFolder);
        }
    }
    // Indexing left the sources in random-access mode with their header pages mapped: copying
    // wants read-ahead, and memory that does not grow with the number of tensors.
    for (const auto& source : m_plan.sources) {
        if (source) {
            source->mapped().adviseNormal();
            source->mapped().drop(0, source->mapped().size());
        }
    }
    // The folder says what is being written into it before any rank file is: a conversion cut
    // short is still told from another one (destinationcheck.h), and resumed.
    if (Status s = writeConversionRecord(conversionRecordOf(m_plan), m_plan.dstFolder); !s) {
        return std::move(s).error();
    }
    // What a killed earlier run into this folder left under the temporary names of the files
    // this one writes goes first, before anything can stop it: a conversion that ends, however
    // it ends, leaves no half file of any run.
    for (const RankPlan& rank : m_plan.ranks) {
        ::unlink(TemporaryFile::pathFor(rank.outPath).c_str());
    }
    return {};
}

void Executor::queueRank(size_t r, uint64_t window) {
    const RankPlan& rank = m_plan.ranks[r];
    m_outcomes[r].rank = rank.rank;
    m_outcomes[r].path = rank.outPath;
    auto state = std::make_unique<DestinationFile>();
    state->plan = &rank;
    std::error_code ec;
    if (fs::exists(rank.outPath, ec) && verifyRank(m_plan, rank).ok) {
        m_outcomes[r].skipped = true;
        if (m_plan.options.crc) {
            CheckpointParseOptions parse;
            parse.verifyCrc = false;
            parse.key = m_plan.options.encryptKey;
            if (auto kept = CheckpointFile::open(rank.outPath, parse)) {
                m_outcomes[r].crc = kept->index().storedCrc;
            }
        }
        m_states.push_back(std::move(state));
        return;
    }
    size_t items = 0;
    if (m_plan.options.encryptKey) {
        const uint64_t blockBytes = std::max<uint64_t>(1, m_plan.options.encryptBlockBytes);
        for (uint64_t a = 0; a < rank.plainSize; a += blockBytes) {
            m_items.push_back({r, 0, a, std::min(rank.plainSize, a + blockBytes), true});
            ++items;
        }
    }
    for (size_t t = 0; t < rank.tensors.size() && !m_plan.options.encryptKey; ++t) {
        uint64_t start = 0;
        for (const ByteRange& chunk : rank.tensors[t].contentChunks) {
            for (uint64_t a = 0; a < chunk.size; a += window) {
                m_items.push_back({r, t, start + a, start + std::min(chunk.size, a + window)});
                ++items;
            }
            start += chunk.size;
        }
    }
    for (const PlannedTensor& t : rank.tensors) {
        state->total += t.contentBytes;
    }
    m_total += state->total;
    if (items == 0) {  // only empty tensors: one item writes the frames
        m_items.push_back({r, 0, 0, 0});
        items = 1;
    }
    state->remaining = items;
    m_states.push_back(std::move(state));
}

void Executor::runWorkers() {
    m_threads = std::max(1u, m_plan.options.threads != 0 ? m_plan.options.threads
                                                         : std::thread::hardware_concurrency());
    std::vector<std::thread> pool;
    try {
        for (unsigned i = 1; i < m_threads; ++i) {
            pool.emplace_back([this] { worker(); });
        }
    } catch (const std::system_error&) {
        // Fewer threads than asked for: the ones running (and this one) do all the work.
    }
    worker();
    for (std::thread& t : pool) {
        t.join();
    }
}

Result<ConversionResult> Executor::collect() {
    for (size_t r = 0; r < m_states.size(); ++r) {
        if (!m_states[r]->committed && !m_outcomes[r].skipped) {
            if (m_stop.stop_requested()) {
                return cancelled();
            }
            return makeError(ErrorCode::Io,
                             QT_TRANSLATE_NOOP("ErrorMessage", "rank {rank} was not written"),
                             {{"rank", std::to_string(m_states[r]->plan->rank)}})
                .inFile(m_states[r]->plan->outPath);
        }
    }
    ConversionResult result;
    result.ranks = m_outcomes;
    result.threads = m_threads;
    for (size_t r = 0; r < m_plan.ranks.size(); ++r) {
        if (!m_outcomes[r].skipped) {
            result.bytesWritten += m_plan.ranks[r].fileSize;
        }
    }
    if (m_plan.options.writeStrategy && m_plan.dstStrategy && !m_plan.dstFolder.empty()) {
        auto files = writeDestinationStrategy(*m_plan.dstStrategy, m_plan.dstFolder);
        if (!files) {
            return rephrased(std::move(files).error(),
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "every rank file was written, but not the strategy "
                                               "beside them: {error}"));
        }
        result.strategyFiles.push_back(files->merged);
        result.strategyFiles.insert(result.strategyFiles.end(), files->stages.begin(),
                                    files->stages.end());
    }
    if (m_plan.options.writeStrategy) {
        if (Status s = finishConversionRecord(m_plan.dstFolder, "not run"); !s) {
            return rephrased(std::move(s).error(),
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "every rank file was written, but not the record "
                                               "beside them: {error}"));
        }
    }
    return result;
}

Result<ConversionResult> Executor::run() {
    if (Status s = prepare(); !s) {
        // The folder's record refused: the process was told to stop while writing it.
        return s.error().code == ErrorCode::Cancelled ? cancelled() : std::move(s).error();
    }
    const uint64_t window = std::max<uint64_t>(1, m_plan.options.windowBytes);
    m_outcomes.resize(m_plan.ranks.size());
    for (size_t r = 0; r < m_plan.ranks.size(); ++r) {
        queueRank(r, window);
    }
    runWorkers();
    for (auto& state : m_states) {
        state->discard();
    }
    if (m_failed) {
        // A file refused because the process was told to stop (PendingTemporaries) is the
        // cancellation itself, whichever thread met it first.
        return m_error.code == ErrorCode::Cancelled ? cancelled() : m_error;
    }
    return collect();
}

}  // namespace

Result<ConversionResult> executeConversion(const ConversionPlan& plan, std::stop_token stop,
                                           const ProgressFn& progress) {
    Executor executor(plan, std::move(stop), progress);
    return executor.run();
}

}  // namespace shardscope
