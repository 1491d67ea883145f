#include "stager.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>
#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <set>

#include "../formats/checkpointparser.h"
#include "../formats/checkpointparts.h"
#include "../formats/iterationrun.h"
#include "../formats/mindformersoutput.h"
#include "../util/atomicfile.h"
#include "../util/fileio.h"
#include "../util/mappedfile.h"
#include "../util/parallel.h"
#include "../util/ranklist.h"
#include "../util/temporaryfile.h"
#include "../util/translatenoop.h"
#include "../util/uniquefd.h"
#include "historyloader.h"
#include "stepspec.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

constexpr size_t kTrailer = kCkptCrcTrailerBytes;

// Reads [offset, offset + size) whole, retrying short reads.
Status readAll(int fd, uint8_t* data, size_t size, uint64_t offset, const std::string& path) {
    const ssize_t n = preadFull(fd, data, size, offset);
    if (n < 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot read: {reason}"), path);
    }
    if (static_cast<size_t>(n) < size) {
        return makeError(ErrorCode::Truncated,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the file ended early"), {})
            .inFile(path);
    }
    return {};
}

struct Hash {
    std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)> state{XXH3_createState(),
                                                                   &XXH3_freeState};
    Hash() { XXH3_64bits_reset(state.get()); }
    void add(const uint8_t* data, size_t size) { XXH3_64bits_update(state.get(), data, size); }
    uint64_t value() const { return XXH3_64bits_digest(state.get()); }
};

// Hashes a whole file, a block at a time.
Result<uint64_t> hashFile(const std::string& path, std::vector<uint8_t>& buffer) {
    UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), path);
    }
    Hash hash;
    for (uint64_t offset = 0;;) {
        const ssize_t n = preadFull(fd.get(), buffer.data(), buffer.size(), offset);
        if (n < 0) {
            return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot read: {reason}"), path);
        }
        if (n == 0) {
            break;
        }
        hash.add(buffer.data(), static_cast<size_t>(n));
        offset += static_cast<uint64_t>(n);
    }
    return hash.value();
}

}  // namespace

// A step's .ckpt that does not parse to its end (cut short, corrupt) is damaged: its copy at
// `temp`, on the fast tier, is indexed (record headers only) before it is published, the errors
// naming the source. An encrypted one cannot be without its key: its CRC trailer, if any, is
// what was checked.
Status parsesToItsEnd(const std::string& temp, const std::string& from) {
    auto mapped = MappedFile::open(temp);
    if (!mapped) {
        return std::move(mapped).error();
    }
    const std::span<const uint8_t> bytes = mapped->bytes();
    if (detectEncryption(bytes.first(std::min<size_t>(bytes.size(), 16))) != EncryptionMode::None) {
        return {};
    }
    CheckpointParseOptions options;
    options.verifyCrc = false;
    auto index = parseCheckpoint(bytes, from, options);
    if (!index) {
        Error why = std::move(index).error();
        why.file.clear();
        return makeError(why.code,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the source does not parse to its end ({error}): not "
                                           "staged"),
                         {}, why)
            .inFile(from);
    }
    return {};
}

Status stageFile(const std::string& from, const std::string& to, uint64_t blockBytes,
                 const std::stop_token& stop, const std::function<void(uint64_t)>& advance,
                 bool parse, bool* crcChecked) {
    UniqueFd in(::open(from.c_str(), O_RDONLY | O_CLOEXEC));
    struct stat st {};
    if (in.get() < 0 || ::fstat(in.get(), &st) != 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), from);
    }
    const auto size = static_cast<uint64_t>(st.st_size);
    ::posix_fadvise(in.get(), 0, 0, POSIX_FADV_SEQUENTIAL);
    std::error_code ec;
    fs::create_directories(fs::path(to).parent_path(), ec);
    auto out = AtomicFile::create(to);
    if (!out) {
        return std::move(out).error();
    }
    std::vector<uint8_t> buffer(static_cast<size_t>(std::max<uint64_t>(blockBytes, 1 << 16)));
    Hash hash;
    uLong crc = crc32(0, nullptr, 0);
    // A .ckpt with a crc_num trailer is checked against it as it streams by; the trailer is
    // read first so that files without one cost no CRC.
    uint8_t tail[kTrailer] = {};
    bool ckpt = fs::path(from).extension() == ".ckpt" && size >= kTrailer;
    if (ckpt) {
        if (Status s = readAll(in.get(), tail, kTrailer, size - kTrailer, from); !s) {
            return s;
        }
        ckpt = decodeCrcTrailer(tail).has_value();
    }
    const uint64_t payload = ckpt ? size - kTrailer : size;
    for (uint64_t offset = 0; offset < size;) {
        if (stop.stop_requested()) {
            return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"),
                             {})
                .inFile(to);
        }
        const size_t n = static_cast<size_t>(std::min<uint64_t>(buffer.size(), size - offset));
        if (Status s = readAll(in.get(), buffer.data(), n, offset, from); !s) {
            return s;
        }
        hash.add(buffer.data(), n);
        if (ckpt && offset < payload) {
            const auto part = static_cast<uInt>(std::min<uint64_t>(n, payload - offset));
            crc = crc32(crc, buffer.data(), part);
        }
        if (ckpt && offset + n > payload) {  // the trailer as copied, not as first read
            for (uint64_t i = std::max(offset, payload); i < offset + n; ++i) {
                tail[i - payload] = buffer[static_cast<size_t>(i - offset)];
            }
        }
        if (Status s = out->write(buffer.data(), n); !s) {
            return s;
        }
        offset += n;
        if (advance) {
            advance(n);
        }
    }
    if (Status s = out->flush(); !s) {
        return s;
    }
    if (const auto stored = ckpt ? decodeCrcTrailer(tail) : std::nullopt) {
        if (*stored != crc) {
            return makeError(ErrorCode::CrcMismatch,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the source fails its crc_num check (stored "
                                               "{stored}, the bytes give {crc}): not staged"),
                             {{"stored", std::to_string(*stored)}, {"crc", std::to_string(crc)}})
                .inFile(from);
        }
        if (crcChecked != nullptr) {
            *crcChecked = true;
        }
    }
    auto copied = hashFile(out->tempPath(), buffer);
    if (!copied) {
        return std::move(copied).error();
    }
    if (*copied != hash.value()) {
        return makeError(ErrorCode::Io,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the copy read back differs from the "
                                           "bytes read from {from}: not staged"),
                         {{"from", from}})
            .inFile(to);
    }
    if (parse) {
        if (Status s = parsesToItsEnd(out->tempPath(), from); !s) {
            return s;
        }
    }
    if (Status s = out->commit((st.st_mode & S_IWUSR) == 0); !s) {
        return s;
    }
    // The source's modification time marks the copy as complete for a later, resumed stage.
    const struct timespec times[2] = {st.st_atim, st.st_mtim};
    if (::utimensat(AT_FDCWD, to.c_str(), times, 0) != 0) {
        return ioError(
            QT_TRANSLATE_NOOP("ErrorMessage", "cannot set the modification time: {reason}"), to);
    }
    return {};
}

namespace {

bool alreadyStaged(const std::string& from, const std::string& to) {
    struct stat a {};
    struct stat b {};
    return ::stat(from.c_str(), &a) == 0 && ::stat(to.c_str(), &b) == 0 && a.st_size == b.st_size &&
           a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec;
}

// What a run needs beside its rank files: strategy files (top level and strategy/) and the
// rank table.
std::vector<std::string> companions(const std::string& run) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(run, ec)) {
        const std::string ext = e.path().extension().string();
        if (e.is_regular_file(ec) && (ext == ".ckpt" || ext == ".json")) {
            out.push_back(e.path().string());
        }
    }
    for (const auto& e : fs::directory_iterator(run + "/strategy", ec)) {
        if (e.is_regular_file(ec)) {
            out.push_back(e.path().string());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// `path` absolute and normal: staged files are placed by their path relative to a base folder.
fs::path absoluteFolder(const std::string& path) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(path, ec);
    return (ec ? fs::path(path) : absolute).lexically_normal();
}

// The files of `step` on the ranks staged (a rank's parts each), in rank order; the iteration
// folders they are in go to `iterations`.
Result<std::vector<std::string>> stepFilePaths(const HistoryStep& step,
                                               const std::vector<int>& ranks,
                                               const StageRequest& request,
                                               std::set<std::string>& iterations) {
    std::vector<std::string> paths;
    std::vector<int> missing;
    for (int r : ranks) {
        const HistoryCell* cell = step.cell(r);
        const HistoryFile* file = nullptr;
        if (cell != nullptr) {
            for (const HistoryFile& f : cell->copies) {
                file = file == nullptr && f.state != FileState::Temporary ? &f : file;
            }
        }
        if (file == nullptr) {
            missing.push_back(r);
            continue;
        }
        if (isCheckpointPartsPath(file->path)) {
            // A rank's parts, or its model- and opt- files of an iteration: each file.
            auto parts = listCheckpointParts(file->path);
            if (!parts) {
                return std::move(parts).error();
            }
            for (const std::string& part : parts->files) {
                paths.push_back(part);
            }
        } else {
            paths.push_back(file->path);
        }
        // A MindFormers 1.7 iteration's files (a rank's model- and opt- pair, or its model-
        // file alone): its metadata.json and common.json go with them.
        const fs::path folder = fs::path(file->path).parent_path();
        if (iterationFolderNumber(folder.filename().string())) {
            iterations.insert(folder.string());
        }
    }
    if (!missing.empty()) {
        return makeError(ErrorCode::NotFound,
                         missing.size() == 1
                             ? ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                               "step {step} has no complete file "
                                                               "on rank {ranks}: nothing staged"))
                             : ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                               "step {step} has no complete file "
                                                               "on ranks {ranks}: nothing staged")),
                         {{"step", step.name}, {"ranks", formatRankList(missing)}})
            .inFile(request.from);
    }
    return paths;
}

// What the run needs beside the step's files (companions(), each iteration's metadata.json and
// common.json, MindFormers' strategy/), sorted, once each.
std::vector<std::string> filesBesideStep(const RunHistory& history,
                                         const std::set<std::string>& iterations,
                                         const std::optional<MindFormersOutput>& output) {
    std::vector<std::string> beside = companions(history.path);
    for (const std::string& folder : iterations) {
        for (const char* name : {"metadata.json", "common.json"}) {
            std::error_code ec;
            if (fs::is_regular_file(fs::path(folder) / name, ec)) {
                beside.push_back((fs::path(folder) / name).string());
            }
        }
    }
    if (output && !output->strategy.empty()) {
        std::error_code ec;
        if (fs::is_directory(output->strategy, ec)) {
            for (const auto& e : fs::directory_iterator(output->strategy, ec)) {
                if (e.is_regular_file(ec)) {
                    beside.push_back(e.path().string());
                }
            }
        } else {
            beside.push_back(output->strategy);
        }
    }
    std::sort(beside.begin(), beside.end());
    beside.erase(std::unique(beside.begin(), beside.end()), beside.end());
    return beside;
}

// Copies the files not already staged, at once; the first failure (in file order) stops the rest.
Status copyStagedFiles(StageResult& result, const StageRequest& request) {
    uint64_t total = 0;
    for (StagedFile& f : result.files) {
        std::error_code ec;
        f.bytes = fs::file_size(f.from, ec);
        total += f.bytes;
        f.skipped = alreadyStaged(f.from, f.to);
    }
    std::atomic<uint64_t> done{0};
    std::mutex lock;
    // Counted and reported under one lock: counted outside it, a thread could report a smaller
    // count after another's larger one, and the progress went backwards
    // (HistoryStage.CopiesOneStepAndWhatTheRunNeedsBesideIt failed so under load).
    auto advance = [&](uint64_t n) {
        std::lock_guard guard(lock);
        const uint64_t now = done += n;
        if (request.progress) {
            request.progress({now, total});
        }
    };
    for (const StagedFile& f : result.files) {
        if (f.skipped) {
            advance(f.bytes);
        }
    }
    // What a killed earlier stage left under the temporary names of this one's files goes
    // first, before anything can stop it: a stage that ends, however it ends, leaves no half
    // file of any run.
    for (const StagedFile& f : result.files) {
        ::unlink(TemporaryFile::pathFor(f.to).c_str());
    }
    std::vector<Error> errors(result.files.size());
    std::vector<char> failed(result.files.size(), 0);
    std::atomic<bool> stop{false};
    parallelFor(result.files.size(), request.threads != 0 ? request.threads : 8, [&](size_t i) {
        StagedFile& f = result.files[i];
        if (f.skipped || stop.load() || request.stop.stop_requested()) {
            return;
        }
        Status s = stageFile(f.from, f.to, request.blockBytes, request.stop, advance, f.parsed,
                             &f.crcChecked);
        if (!s) {
            errors[i] = std::move(s).error();
            failed[i] = 1;
            stop = true;
        }
    });
    for (size_t i = 0; i < failed.size(); ++i) {
        if (failed[i] != 0) {
            return std::move(errors[i]);
        }
    }
    if (request.stop.stop_requested()) {
        return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"), {})
            .inFile(request.to);
    }
    return {};
}

}  // namespace

Result<StageResult> stageStep(const StageRequest& request) {
    HistoryOptions options;
    options.checks = FileChecks::OnePerStep;
    options.useStrategy = false;
    options.readLogs = false;
    auto history = loadRunHistory(request.from, options);
    if (!history) {
        return std::move(history).error();
    }
    auto index = findStep(*history, request.step);
    if (!index) {
        return std::move(index).error();
    }
    const HistoryStep& step = history->steps[static_cast<size_t>(*index)];
    StageResult result;
    result.step = step.name;
    result.globalStep = step.globalStep;
    // Files keep their place under the folder staged: the run, or the MindFormers output/
    // folder it is in (so the staged folder opens as that output folder does, with strategy/).
    const auto output = findMindFormersOutput(history->path);
    const fs::path base = output ? fs::path(output->root) : absoluteFolder(history->path);
    const auto add = [&](const std::string& path, bool stepFile) {
        StagedFile s;
        s.from = path;
        s.parsed = stepFile && fs::path(path).extension() == ".ckpt";
        s.to = (fs::path(request.to) / absoluteFolder(path).lexically_relative(base)).string();
        result.files.push_back(s);
    };
    std::vector<int> ranks = request.ranks ? *request.ranks : history->ranks;
    std::set<std::string> iterations;  // MindFormers 1.7 iteration folders of the files
    auto paths = stepFilePaths(step, ranks, request, iterations);
    if (!paths) {
        return std::move(paths).error();
    }
    for (const std::string& path : *paths) {
        add(path, true);
    }
    if (!history->singleFolder) {
        for (const std::string& path : filesBesideStep(*history, iterations, output)) {
            add(path, false);
        }
    }
    if (Status s = copyStagedFiles(result, request); !s) {
        return std::move(s).error();
    }
    for (const StagedFile& f : result.files) {
        (f.skipped ? result.bytesSkipped : result.bytesCopied) += f.bytes;
    }
    return result;
}

}  // namespace shardscope
