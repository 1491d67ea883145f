#include "hdf5entry.h"

#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <iterator>
#include <limits>
#include <mutex>
#include <thread>

#include "../formats/shapetext.h"
#include "../util/translatenoop.h"
#include "../util/uniquefd.h"
#include "hdf5handle.h"

namespace shardscope {

namespace {

struct Found {
    std::string path;  // "/a/b"
    int64_t order = std::numeric_limits<int64_t>::max();
    TensorEntry entry;
};

herr_t collectLink(hid_t, const char* name, const H5L_info_t* info, void* data) {
    if (info->type == H5L_TYPE_HARD) {
        static_cast<std::vector<std::string>*>(data)->push_back(std::string("/") + name);
    }
    return 0;
}

// The MindSpore dtype an HDF5 type stores, for datasets without a "mindspore_dtype" attribute.
DType dtypeOfType(hid_t type) {
    const size_t size = H5Tget_size(type);
    switch (H5Tget_class(type)) {
        case H5T_FLOAT: {
            size_t spos = 0, epos = 0, esize = 0, mpos = 0, msize = 0;
            H5Tget_fields(type, &spos, &epos, &esize, &mpos, &msize);
            if (size == 2) {
                return msize == 10 ? DType::Float16
                                   : (msize == 7 ? DType::BFloat16 : DType::Unknown);
            }
            return size == 4 ? DType::Float32 : (size == 8 ? DType::Float64 : DType::Unknown);
        }
        case H5T_INTEGER: {
            const bool sign = H5Tget_sign(type) == H5T_SGN_2;
            switch (size) {
                case 1:
                    return sign ? DType::Int8 : DType::UInt8;
                case 2:
                    return sign ? DType::Int16 : DType::UInt16;
                case 4:
                    return sign ? DType::Int32 : DType::UInt32;
                case 8:
                    return sign ? DType::Int64 : DType::UInt64;
                default:
                    return DType::Unknown;
            }
        }
        case H5T_ENUM:
            return size == 1 ? DType::Bool : DType::Unknown;  // h5py's bool
        case H5T_COMPOUND:
            return size == 8 ? DType::Complex64 : (size == 16 ? DType::Complex128 : DType::Unknown);
        default:
            return DType::Unknown;
    }
}

bool bigEndian(hid_t type) {
    if (H5Tget_class(type) == H5T_COMPOUND) {
        Hdf5Handle member(H5Tget_member_type(type, 0));
        return member.valid() && H5Tget_order(member.get()) == H5T_ORDER_BE;
    }
    return H5Tget_order(type) == H5T_ORDER_BE;
}

class Reader {
public:
    Reader(std::string path, uint64_t fileSize, InternPoolPtr pool)
        : m_path(std::move(path)), m_fileSize(fileSize), m_pool(std::move(pool)) {}

    Result<CheckpointIndex> run();

private:
    Error fail(ErrorCode code, ErrorTemplate message, const std::string& param,
               std::vector<IssueArg> args = {}) const {
        return makeError(code, message, std::move(args)).inFile(m_path).forParam(param);
    }
    // Sets found.entry; returns false (with a notice) for datasets that hold no tensor.
    Result<bool> readDataset(hid_t file, Found& found, CheckpointIndex& index);
    Status locate(hid_t dataset, hid_t type, TensorEntry& entry) const;
    Status locateChunks(hid_t dataset, hid_t dcpl, uint64_t elementSize,
                        const std::vector<hsize_t>& dims, TensorEntry& entry) const;
    Status checkRange(const TensorEntry& entry, uint64_t offset, uint64_t size) const;

    std::string m_path;
    uint64_t m_fileSize;
    InternPoolPtr m_pool;
    uint64_t m_userBlock = 0;
};

Status Reader::checkRange(const TensorEntry& entry, uint64_t offset, uint64_t size) const {
    if (offset > m_fileSize || size > m_fileSize - offset) {
        return makeError(
                   ErrorCode::Truncated,
                   QT_TRANSLATE_NOOP("ErrorMessage",
                                     "the dataset's bytes [{begin}, {end}) run past the end "
                                     "of the file"),
                   {{"begin", std::to_string(offset)}, {"end", std::to_string(offset + size)}})
            .inFile(m_path)
            .forParam(entry.name)
            .atOffset(static_cast<int64_t>(offset));
    }
    return {};
}

Status Reader::locateChunks(hid_t dataset, hid_t dcpl, uint64_t elementSize,
                            const std::vector<hsize_t>& dims, TensorEntry& entry) const {
    if (H5Pget_nfilters(dcpl) > 0) {
        return fail(
            ErrorCode::Unsupported,
            QT_TRANSLATE_NOOP(
                "ErrorMessage",
                "the dataset is compressed or filtered, so its bytes cannot be read in place; "
                "export it again without --compress to open it here"),
            entry.name);
    }
    const size_t n = dims.size();
    std::vector<hsize_t> chunk(n);
    if (H5Pget_chunk(dcpl, static_cast<int>(n), chunk.data()) != static_cast<int>(n)) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "the dataset's chunk shape cannot be read"),
                    entry.name);
    }
    // Chunks [1, .., 1, c, full, .., full] are contiguous runs of the tensor in C order.
    size_t k = n - 1;
    while (k > 0 && chunk[k] == dims[k]) {
        --k;
    }
    for (size_t i = 0; i < k; ++i) {
        if (chunk[i] != 1) {
            return fail(ErrorCode::Unsupported,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "the dataset's chunks are not contiguous runs of the "
                                          "tensor (chunk {chunk})"),
                        entry.name,
                        {{"chunk", shapeText(std::vector<int64_t>(chunk.begin(), chunk.end()))}});
        }
    }
    uint64_t runBytes = elementSize;
    for (size_t i = k + 1; i < n; ++i) {
        runBytes *= dims[i];
    }
    uint64_t prefixCount = 1;
    for (size_t i = 0; i < k; ++i) {
        prefixCount *= dims[i];
    }
    std::vector<hsize_t> at(n, 0);
    for (uint64_t p = 0; p < prefixCount; ++p) {
        uint64_t rest = p;
        for (size_t i = k; i-- > 0;) {
            at[i] = rest % dims[i];
            rest /= dims[i];
        }
        for (hsize_t j = 0; j < dims[k]; j += chunk[k]) {
            at[k] = j;
            unsigned mask = 0;
            haddr_t addr = HADDR_UNDEF;
            hsize_t stored = 0;
            if (H5Dget_chunk_info_by_coord(dataset, at.data(), &mask, &addr, &stored) < 0 ||
                addr == HADDR_UNDEF) {
                return fail(
                    ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "a chunk of the dataset was never written"),
                    entry.name);
            }
            const uint64_t offset = m_userBlock + addr;
            const uint64_t size = std::min<hsize_t>(chunk[k], dims[k] - j) * runBytes;
            if (Status s = checkRange(entry, offset, size); !s) {
                return s;
            }
            ByteRange* last = entry.chunks.empty() ? nullptr : &entry.chunks.back();
            if (last != nullptr && last->offset + last->size == offset) {
                last->size += size;  // neighbours in the file too: one range
            } else {
                entry.chunks.push_back({offset, size});
            }
        }
    }
    return {};
}

Status Reader::locate(hid_t dataset, hid_t type, TensorEntry& entry) const {
    Hdf5Handle space(H5Dget_space(dataset));
    const int rank = H5Sget_simple_extent_ndims(space.get());
    std::vector<hsize_t> dims(static_cast<size_t>(std::max(rank, 0)));
    if (rank > 0) {
        H5Sget_simple_extent_dims(space.get(), dims.data(), nullptr);
    }
    const uint64_t elementSize = H5Tget_size(type);
    uint64_t bytes = elementSize;
    for (hsize_t d : dims) {
        bytes *= d;
    }
    if (bytes == 0) {
        entry.chunks.push_back({0, 0});
        return {};
    }
    Hdf5Handle dcpl(H5Dget_create_plist(dataset));
    switch (H5Pget_layout(dcpl.get())) {
        case H5D_CONTIGUOUS: {
            const haddr_t addr = H5Dget_offset(dataset);
            if (addr == HADDR_UNDEF) {
                return fail(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage", "the dataset holds no written data"),
                            entry.name);
            }
            if (Status s = checkRange(entry, m_userBlock + addr, bytes); !s) {
                return s;
            }
            entry.chunks.push_back({m_userBlock + addr, bytes});
            return {};
        }
        case H5D_CHUNKED:
            return locateChunks(dataset, dcpl.get(), elementSize, dims, entry);
        default:
            return fail(ErrorCode::Unsupported,
                        QT_TRANSLATE_NOOP(
                            "ErrorMessage",
                            "the dataset is stored compact or virtual; only contiguous and chunked "
                            "datasets can be read in place"),
                        entry.name);
    }
}

Result<bool> Reader::readDataset(hid_t file, Found& found, CheckpointIndex& index) {
    Hdf5Handle dataset(H5Dopen2(file, found.path.c_str(), H5P_DEFAULT));
    if (!dataset.valid()) {
        return fail(ErrorCode::Corrupt,
                    QT_TRANSLATE_NOOP("ErrorMessage", "the dataset cannot be opened"), found.path);
    }
    if (hdf5HasAttribute(dataset.get(), "float32_copy_of")) {
        return false;  // the float32 copy of a bfloat16 tensor: the raw bits are the tensor
    }
    TensorEntry& e = found.entry;
    InternPool& pool = *index.pool;
    std::string name = hdf5StringAttribute(dataset.get(), "name");
    if (name.empty()) {
        name = found.path.substr(1);
        std::replace(name.begin(), name.end(), '/', '.');
    }
    e.name = pool.text(name).text;
    if (hdf5HasAttribute(dataset.get(), "order")) {
        const auto order = hdf5IntsAttribute(dataset.get(), "order");
        found.order = order.empty() ? found.order : order.front();
    }
    Hdf5Handle type(H5Dget_type(dataset.get()));
    const std::string msName = hdf5StringAttribute(dataset.get(), "mindspore_dtype");
    e.dtype = msName.empty() ? dtypeOfType(type.get()) : dtypeFromMsName(msName);
    e.dtypeName =
        pool.text(msName.empty() ? std::string_view(dtypeInfo(e.dtype).msName) : msName).text;
    if (e.dtype == DType::Unknown) {
        index.issues.push_back(makeIssue(IssueCode::UnknownDtype, Severity::Warning, m_path, e.name,
                                         -1, {e.name, msName, {}, found.path}));
        return false;
    }
    if (bigEndian(type.get())) {
        return fail(ErrorCode::Unsupported,
                    QT_TRANSLATE_NOOP("ErrorMessage", "the dataset is big-endian"), e.name);
    }
    Hdf5Handle space(H5Dget_space(dataset.get()));
    const bool scalar = H5Sget_simple_extent_type(space.get()) == H5S_SCALAR;
    const int rank = H5Sget_simple_extent_ndims(space.get());
    std::vector<hsize_t> dims(static_cast<size_t>(std::max(rank, 0)));
    if (rank > 0) {
        H5Sget_simple_extent_dims(space.get(), dims.data(), nullptr);
    }
    std::vector<int64_t> shape(dims.begin(), dims.end());
    e.kind = scalar ? TensorKind::Scalar : TensorKind::Tensor;
    if (e.dtype == DType::Str) {
        e.kind = TensorKind::String;  // UTF-32LE code points, as a .ckpt stores them
        shape.clear();
    }
    e.shape = pool.dims(shape);
    e.dims = e.kind == TensorKind::String ? pool.dims(std::vector<int64_t>{0}) : e.shape;
    if (Status s = locate(dataset.get(), type.get(), e); !s) {
        return std::move(s).error();
    }
    for (const ByteRange& c : e.chunks) {
        e.bytes += c.size;
    }
    e.recordOffset = e.chunks.front().offset;
    e.recordBytes = e.bytes;
    if (e.kind != TensorKind::String) {
        const auto need = dtypeBytesFor(e.dtype, e.elementCount());
        if (!need || *need != e.bytes) {
            std::vector<IssueArg> args = {{"bytes", std::to_string(e.bytes)},
                                          {"dtype", e.dtypeName},
                                          {"shape", shapeText(e.shape)}};
            if (!need) {
                return fail(ErrorCode::SizeMismatch,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "the dataset holds {bytes} bytes but {dtype} "
                                              "{shape} needs more than 2^64"),
                            e.name, std::move(args));
            }
            args.push_back({"need", std::to_string(*need)});
            return fail(ErrorCode::SizeMismatch,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "the dataset holds {bytes} bytes but {dtype} {shape} "
                                          "needs {need}"),
                        e.name, std::move(args));
        }
    }
    return true;
}

Result<CheckpointIndex> Reader::run() {
    silenceHdf5();
    CheckpointIndex index;
    index.path = m_path;
    index.pool = m_pool ? m_pool : std::make_shared<InternPool>();
    index.format = CheckpointFormat::Hdf5;
    index.fileSize = m_fileSize;
    index.payloadSize = m_fileSize;
    if (m_fileSize == 0) {
        return makeError(ErrorCode::Empty, QT_TRANSLATE_NOOP("ErrorMessage", "the file is empty"),
                         {})
            .inFile(m_path);
    }
    Hdf5Handle file(H5Fopen(m_path.c_str(), H5F_ACC_RDONLY, H5P_DEFAULT));
    if (!file.valid()) {
        return makeError(
                   ErrorCode::Corrupt,
                   QT_TRANSLATE_NOOP("ErrorMessage", "not an HDF5 file the HDF5 library can open"),
                   {})
            .inFile(m_path);
    }
    Hdf5Handle fcpl(H5Fget_create_plist(file.get()));
    hsize_t userBlock = 0;
    H5Pget_userblock(fcpl.get(), &userBlock);
    m_userBlock = userBlock;
    std::vector<std::string> links;
    H5Lvisit(file.get(), H5_INDEX_NAME, H5_ITER_INC, collectLink, &links);
    std::vector<Found> found;
    for (const std::string& link : links) {
        Hdf5Handle object(H5Oopen(file.get(), link.c_str(), H5P_DEFAULT));
        if (!object.valid() || H5Iget_type(object.get()) != H5I_DATASET) {
            continue;
        }
        Found f;
        f.path = link;
        auto kept = readDataset(file.get(), f, index);
        if (!kept) {
            return std::move(kept).error();
        }
        if (*kept) {
            found.push_back(std::move(f));
        }
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Found& a, const Found& b) { return a.order < b.order; });
    for (Found& f : found) {
        index.tensors.push_back(std::move(f.entry));
    }
    index.parts.push_back({m_path, 0, m_fileSize, false, 0, 0, index.tensors.size()});
    return index;
}

}  // namespace

namespace {

// How long the child may take: HDF5's metadata of a checkpoint reads in milliseconds.
constexpr auto kChildLimit = std::chrono::seconds(30);
// The child's exit statuses when the library returned: indexed, or refused with an error.
constexpr int kChildIndexed = 0;
constexpr int kChildRefused = 42;
// How a crash inside the library ends the child.
constexpr int kCrashSignals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL};

// Held while a child is made and while this process reads with HDF5: a fork while another
// thread is inside the library would give the child its global lock, held by a thread the
// child does not have. The children themselves run side by side.
std::mutex& hdf5ReadLock() {
    static std::mutex lock;
    return lock;
}

// libhdf5 1.10 crashes (SIGSEGV, an abort in free()) on some damaged files, inside the library,
// where no check of ShardScope's can stand between it and the bytes. So the index is read first
// in a child process: when the child dies by a signal, the file is reported as damaged and never
// read here; when it ends, the same read here ends the same way. A child that has not ended
// within kChildLimit (HDF5's global lock held by another thread at the fork, an export writing)
// is killed, and the file is read here as before.
Status readableWithoutCrash(const std::string& path, uint64_t fileSize) {
    pid_t pid = -1;
    {
        // No other thread of this process is inside HDF5 (whose global lock the child would
        // inherit held) while the child is made.
        std::lock_guard guard(hdf5ReadLock());
        pid = ::fork();
    }
    if (pid < 0) {
        return {};  // no process to spare: read it here
    }
    if (pid == 0) {
        // The system's handling of a crash, not the parent's (a sanitizer's report, a GUI's).
        for (int sig : kCrashSignals) {
            ::signal(sig, SIG_DFL);
        }
        ::prctl(PR_SET_DUMPABLE, 0);  // no core file, no crash reporter's window
        Reader reader(path, fileSize, nullptr);
        ::_exit(reader.run() ? kChildIndexed : kChildRefused);
    }
    // Woken the moment the child ends (a pidfd); without one, by polling.
    const UniqueFd exited(static_cast<int>(::syscall(SYS_pidfd_open, pid, 0)));
    const auto deadline = std::chrono::steady_clock::now() + kChildLimit;
    auto pause = std::chrono::microseconds(200);
    int status = 0;
    pid_t done = 0;
    while ((done = ::waitpid(pid, &status, WNOHANG)) == 0 || (done < 0 && errno == EINTR)) {
        const auto now = std::chrono::steady_clock::now();
        if (now > deadline) {
            ::kill(pid, SIGKILL);
            while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            return {};
        }
        if (exited.get() >= 0) {
            pollfd fd{exited.get(), POLLIN, 0};
            ::poll(
                &fd, 1,
                static_cast<int>(
                    std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count()) +
                    1);
        } else {
            std::this_thread::sleep_for(pause);
            pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(20));
        }
    }
    // The library's crash: a crash signal, or another exit status (a sanitizer's report of a
    // bad free() is no signal). Killed otherwise (out of memory): the file is read here.
    const bool crashSignal =
        WIFSIGNALED(status) && std::find(std::begin(kCrashSignals), std::end(kCrashSignals),
                                         WTERMSIG(status)) != std::end(kCrashSignals);
    const bool otherExit = WIFEXITED(status) && WEXITSTATUS(status) != kChildIndexed &&
                           WEXITSTATUS(status) != kChildRefused;
    if (done == pid && (crashSignal || otherExit)) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP(
                             "ErrorMessage",
                             "the HDF5 library crashed reading the file (in a separate process, so "
                             "nothing else was lost): the file is damaged"),
                         {})
            .inFile(path);
    }
    return {};
}

}  // namespace

Result<CheckpointIndex> hdf5::readIndex(const std::string& path, uint64_t fileSize,
                                        InternPoolPtr pool) {
    if (Status s = readableWithoutCrash(path, fileSize); !s) {
        return std::move(s).error();
    }
    std::lock_guard guard(hdf5ReadLock());  // never inside HDF5 while a child is made
    Reader reader(path, fileSize, std::move(pool));
    return reader.run();
}

}  // namespace shardscope
