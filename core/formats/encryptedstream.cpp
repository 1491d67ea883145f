#include "encryptedstream.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <optional>

#include "../util/fileio.h"
#include "../util/translatenoop.h"
#include "blockseeker.h"
#include "checkpointframe.h"
#include "ciphercontext.h"

namespace shardscope {

namespace {

// Ciphertext is fed to OpenSSL in pieces of this size when a block is checked whole.
constexpr uint64_t kCheckPiece = 1u << 20;
// Ciphertext read through the map between two drops of its pages from the process.
constexpr uint64_t kDropEvery = 2u << 20;
// ... and at the end of a window once this much was read since the last drop.
constexpr uint64_t kDropAfterWindow = 64u << 10;
std::atomic<uint64_t> g_blocksChecked{0};

CipherContext& threadContext() {
    thread_local CipherContext context;
    return context;
}

}  // namespace

Result<std::shared_ptr<const EncryptedStream>> EncryptedStream::open(MappedFile file,
                                                                     const CheckpointKeyRef& key) {
    const std::string path = file.path();
    const EncryptionLayout layout =
        detectEncryptionLayout(file.bytes().first(std::min<size_t>(file.size(), 64)));
    if (layout.mode == EncryptionMode::None) {
        return makeError(ErrorCode::Internal,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the file is not encrypted"), {})
            .inFile(path);
    }
    if (!key) {
        return makeError(ErrorCode::Encrypted,
                         layout.legacy ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                             "ErrorMessage",
                                             "the checkpoint is encrypted (AES-GCM or "
                                             "AES-CBC, MindSpore r1.x layout); a key is "
                                             "needed to read it"))
                                       : ErrorTemplate(QT_TRANSLATE_NOOP(
                                             "ErrorMessage",
                                             "the checkpoint is encrypted ({mode}); a key "
                                             "is needed to read it")),
                         {{"mode", encryptionModeName(layout.mode)}})
            .inFile(path);
    }
    EncryptionMode mode = layout.mode;
    if (layout.legacy) {
        if (key->mode() == EncryptionMode::None) {
            return makeError(ErrorCode::Encrypted,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the checkpoint is encrypted in MindSpore r1.x's "
                                               "layout, whose magic does not tell AES-GCM from "
                                               "AES-CBC: give the key's mode"),
                             {})
                .inFile(path);
        }
        if (key->mode() == EncryptionMode::Sm4Cbc) {
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the checkpoint is encrypted in MindSpore r1.x's "
                                               "layout, which is AES-GCM or AES-CBC, never "
                                               "SM4-CBC"),
                             {})
                .inFile(path);
        }
        mode = key->mode();
    } else if (key->mode() != EncryptionMode::None && key->mode() != layout.mode) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the checkpoint is encrypted with {mode} (its magic "
                                           "says so), not {key_mode} as the key's mode says"),
                         {{"mode", encryptionModeName(layout.mode)},
                          {"key_mode", encryptionModeName(key->mode())}})
            .inFile(path);
    }
    if (Status s = checkKeyLength(key->bytes().size(), mode); !s) {
        return std::move(s).error().inFile(path);
    }
    std::shared_ptr<EncryptedStream> stream(new EncryptedStream);
    stream->m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat st {};
    if (stream->m_fd < 0 || ::fstat(stream->m_fd, &st) != 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), path);
    }
    stream->m_modified = {st.st_mtim.tv_sec, st.st_mtim.tv_nsec};
    stream->m_file = std::move(file);
    stream->m_key = key;
    stream->m_mode = mode;
    stream->m_legacy = layout.legacy;
    if (Status s = stream->readTable(); !s) {
        // A file cut short while its block table was read reads as zeros past its new end:
        // that, not a wrong key, is the error.
        if (Status cut = stream->m_file.intact(); !cut) {
            return std::move(cut).error();
        }
        return std::move(s).error();
    }
    return std::shared_ptr<const EncryptedStream>(std::move(stream));
}

EncryptedStream::~EncryptedStream() {
    if (m_fd >= 0) {
        ::close(m_fd);
    }
}

Status EncryptedStream::readTable() {
    const std::span<const uint8_t> bytes = m_file.bytes();
    CipherContext& ctx = threadContext();
    uint64_t offset = 0;
    while (offset < bytes.size()) {
        if (bytes.size() - offset == kCkptCrcTrailerBytes &&
            decodeCrcTrailer(bytes.data() + offset).has_value()) {
            return makeError(ErrorCode::Corrupt,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "a crc_num trailer follows the encrypted blocks "
                                               "(saved with crc_check and enc_key together, which "
                                               "MindSpore cannot load)"),
                             {})
                .inFile(path())
                .atOffset(static_cast<int64_t>(offset));
        }
        auto block = readBlockHeader(bytes, offset, m_blocks.size(), m_mode, m_legacy);
        if (!block) {
            return std::move(block).error().inFile(path());
        }
        m_blocks.push_back(*block);
        offset = block->fileEnd();
    }
    m_checked = std::make_unique<std::atomic<bool>[]>(m_blocks.size());
    // CBC blocks tell their plain size by their padding; the whole table is known first, so
    // that a bad padding can be judged against the other blocks.
    for (EncryptedBlock& b : m_blocks) {
        if (m_mode != EncryptionMode::AesGcm) {
            auto plain = cbcPlainBytes(b, ctx);
            if (!plain) {
                return std::move(plain).error();
            }
            b.plainBytes = *plain;
        }
        b.plainOffset = m_plainSize;
        m_plainSize += b.plainBytes;
    }
    return {};
}

// The last cipher block of a CBC block, decrypted alone (its IV is the cipher block before it),
// holds the padding: the plain size without decrypting the rest.
Result<uint64_t> EncryptedStream::cbcPlainBytes(const EncryptedBlock& b, CipherContext& ctx) const {
    const uint8_t* cipher = m_file.data() + b.cipherOffset;
    const uint8_t* iv = b.cipherBytes >= 32 ? cipher + b.cipherBytes - 32 : b.iv.data();
    uint8_t plain[32];
    size_t got = 0, last = 0;
    const bool ok = ctx.beginDecrypt(m_mode, m_key->bytes(), iv, m_legacy) &&
                    ctx.update({cipher + b.cipherBytes - 16, 16}, plain, &got) &&
                    ctx.finishDecrypt(nullptr, plain + got, &last);
    m_file.drop(b.cipherOffset + b.cipherBytes - 16, 16);
    if (!ok) {
        const size_t index = static_cast<size_t>(&b - m_blocks.data());
        return failure(index);
    }
    return b.cipherBytes - 16 + got + last;
}

bool EncryptedStream::readAt(uint64_t offset, std::span<uint8_t> out) const {
    // A file cut short since it was opened: the block fails its check.
    return preadFull(m_fd, out.data(), out.size(), offset) == static_cast<ssize_t>(out.size());
}

size_t EncryptedStream::blockAt(uint64_t offset) const {
    auto it =
        std::upper_bound(m_blocks.begin(), m_blocks.end(), offset,
                         [](uint64_t o, const EncryptedBlock& b) { return o < b.plainOffset; });
    return it == m_blocks.begin() ? 0 : static_cast<size_t>(it - m_blocks.begin()) - 1;
}

bool EncryptedStream::pass(size_t index, CipherContext& ctx, uint64_t offset,
                           std::span<uint8_t> out, uint64_t* plainBytes) const {
    const EncryptedBlock& b = m_blocks[index];
    *plainBytes = 0;
    if (!ctx.beginDecrypt(m_mode, m_key->bytes(), b.iv.data(), m_legacy)) {
        return false;
    }
    // Fed to OpenSSL from the map, a piece at a time: no copy of the ciphertext (pread copied it,
    // which cost twice what AES did here); mapRead() keeps the pages the process holds bounded.
    thread_local std::vector<uint8_t> plain;
    plain.resize(static_cast<size_t>(std::min(kCheckPiece, b.cipherBytes)) + 32);
    uint64_t produced = 0;
    const auto deliver = [&](size_t n) {  // plain bytes [produced, produced + n) of the block
        const uint64_t lo = std::max(produced, offset);
        const uint64_t hi = std::min(produced + n, offset + out.size());
        if (lo < hi) {
            std::memcpy(out.data() + (lo - offset), plain.data() + (lo - produced),
                        static_cast<size_t>(hi - lo));
        }
        produced += n;
    };
    for (uint64_t at = 0; at < b.cipherBytes; at += kCheckPiece) {
        const uint64_t n = std::min(kCheckPiece, b.cipherBytes - at);
        size_t got = 0;
        const bool ok = ctx.update({m_file.data() + b.cipherOffset + at, static_cast<size_t>(n)},
                                   plain.data(), &got);
        mapRead(n);
        if (!ok) {
            return false;
        }
        deliver(got);
    }
    size_t last = 0;
    if (!ctx.finishDecrypt(b.tag.data(), plain.data(), &last)) {
        return false;
    }
    deliver(last);
    *plainBytes = produced;
    return true;
}

// Whether a CBC block's padding comes out right with this key (its last cipher block only).
bool EncryptedStream::paddingFits(const EncryptedBlock& b, CipherContext& ctx) const {
    const uint8_t* cipher = m_file.data() + b.cipherOffset;
    const uint8_t* iv = b.cipherBytes >= 32 ? cipher + b.cipherBytes - 32 : b.iv.data();
    uint8_t plain[32];
    size_t got = 0, last = 0;
    return ctx.beginDecrypt(m_mode, m_key->bytes(), iv, m_legacy) &&
           ctx.update({cipher + b.cipherBytes - 16, 16}, plain, &got) &&
           ctx.finishDecrypt(nullptr, plain + got, &last);
}

Error EncryptedStream::failure(size_t index) const {
    const bool gcm = m_mode == EncryptionMode::AesGcm;
    const std::string modeName = encryptionModeName(m_mode);
    const auto at = static_cast<int64_t>(m_blocks[index].fileOffset);
    if (m_blocks.size() < 2) {
        return makeError(ErrorCode::WrongKey,
                         gcm ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                   "ErrorMessage",
                                   "wrong key, or the file was changed: its only "
                                   "encrypted block fails AES-GCM authentication"))
                             : ErrorTemplate(
                                   QT_TRANSLATE_NOOP("ErrorMessage",
                                                     "wrong key, or the file was changed: its only "
                                                     "encrypted block has bad {mode} padding")),
                         {{"mode", modeName}})
            .inFile(path())
            .atOffset(at);
    }
    // Other blocks that decrypt with the same key tell a changed block from a wrong key. A wrong
    // key always fails a GCM tag, but passes a CBC padding check once in about 256 blocks: CBC
    // asks up to three others, and one failing among them is enough to blame the key.
    CipherContext ctx;
    std::optional<size_t> fits;
    size_t asked = 0;
    for (size_t other = 0; other < m_blocks.size() && asked < 3; ++other) {
        if (other == index) {
            continue;
        }
        ++asked;
        bool ok = false;
        if (gcm) {
            uint64_t plain = 0;
            ok = pass(other, ctx, 0, {}, &plain);
        } else {
            ok = paddingFits(m_blocks[other], ctx);
        }
        if (!ok) {
            const size_t first = std::min(index, other);
            return makeError(ErrorCode::WrongKey,
                             gcm ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                       "ErrorMessage",
                                       "wrong key: encrypted blocks {first} and "
                                       "{second} both fail AES-GCM authentication"))
                                 : ErrorTemplate(
                                       QT_TRANSLATE_NOOP("ErrorMessage",
                                                         "wrong key: encrypted blocks {first} and "
                                                         "{second} both have bad {mode} padding")),
                             {{"first", std::to_string(first)},
                              {"second", std::to_string(std::max(index, other))},
                              {"mode", modeName}})
                .inFile(path())
                .atOffset(static_cast<int64_t>(m_blocks[first].fileOffset));
        }
        if (!fits) {
            fits = other;
        }
        if (gcm) {
            break;
        }
    }
    return makeError(ErrorCode::Corrupt,
                     gcm ? ErrorTemplate(
                               QT_TRANSLATE_NOOP("ErrorMessage",
                                                 "encrypted block {block} fails AES-GCM "
                                                 "authentication, though block {other} decrypts "
                                                 "with the same key: the block was changed or "
                                                 "damaged"))
                         : ErrorTemplate(
                               QT_TRANSLATE_NOOP("ErrorMessage",
                                                 "encrypted block {block} has bad {mode} padding, "
                                                 "though block {other} decrypts with the same key: "
                                                 "the block was changed or damaged")),
                     {{"block", std::to_string(index)},
                      {"other", std::to_string(*fits)},
                      {"mode", modeName}})
        .inFile(path())
        .atOffset(at);
}

uint64_t EncryptedStream::blocksChecked() {
    return g_blocksChecked.load(std::memory_order_relaxed);
}

Status EncryptedStream::checkNow(size_t index) const {
    if (!authenticated()) {
        return {};  // nothing to check but the padding, which open() checked (cbcPlainBytes)
    }
    return checkWhole(index, 0, {});
}

Status EncryptedStream::checkWhole(size_t index, uint64_t offset, std::span<uint8_t> out) const {
    g_blocksChecked.fetch_add(1, std::memory_order_relaxed);
    uint64_t plain = 0;
    if (!pass(index, threadContext(), offset, out, &plain)) {
        return cutOrFailure(index);
    }
    const EncryptedBlock& b = m_blocks[index];
    if (plain != b.plainBytes) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "encrypted block {block} decrypts to {bytes} bytes, not "
                                           "the {held} it held when the file was opened"),
                         {{"block", std::to_string(index)},
                          {"bytes", std::to_string(plain)},
                          {"held", std::to_string(b.plainBytes)}})
            .inFile(path())
            .atOffset(static_cast<int64_t>(b.fileOffset));
    }
    return {};
}

Status EncryptedStream::checkOnce(size_t index, uint64_t offset, std::span<uint8_t> out,
                                  bool* delivered) const {
    *delivered = false;
    if (m_checked[index].load(std::memory_order_acquire)) {
        return {};
    }
    if (!authenticated()) {
        // Nothing to check but the padding, which open() checked (cbcPlainBytes).
        m_checked[index].store(true, std::memory_order_release);
        return {};
    }
    std::lock_guard lock(m_checking[index % m_checking.size()]);
    if (m_checked[index].load(std::memory_order_acquire)) {
        return {};  // another thread checked it meanwhile
    }
    if (Status s = checkWhole(index, offset, out); !s) {
        return s;
    }
    *delivered = true;
    m_checked[index].store(true, std::memory_order_release);
    return {};
}

Status EncryptedStream::check(size_t index) const {
    bool delivered = false;
    return checkOnce(index, 0, {}, &delivered);
}

Status EncryptedStream::verify(uint64_t offset, uint64_t size) const {
    if (size == 0 || offset >= m_plainSize) {
        return {};
    }
    const size_t last = blockAt(std::min(m_plainSize, offset + size) - 1);
    for (size_t b = blockAt(offset); b <= last; ++b) {
        if (Status s = check(b); !s) {
            return s;
        }
    }
    return {};
}

std::unique_ptr<BlockSeeker> EncryptedStream::takeSeeker() const {
    std::lock_guard lock(m_seekersMutex);
    if (m_seekers.empty()) {
        return seeker();
    }
    std::unique_ptr<BlockSeeker> s = std::move(m_seekers.back());
    m_seekers.pop_back();
    return s;
}

void EncryptedStream::giveBack(std::unique_ptr<BlockSeeker> seeker) const {
    std::lock_guard lock(m_seekersMutex);
    m_seekers.push_back(std::move(seeker));
}

Status EncryptedStream::read(uint64_t offset, std::span<uint8_t> out) const {
    if (offset > m_plainSize || out.size() > m_plainSize - offset) {
        return makeError(ErrorCode::Internal,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "a read past the end of the decrypted checkpoint"),
                         {})
            .inFile(path());
    }
    struct Lease {
        const EncryptedStream& stream;
        std::unique_ptr<BlockSeeker> seeker;
        ~Lease() {
            if (seeker) {
                stream.giveBack(std::move(seeker));
            }
        }
    } lease{*this, nullptr};
    while (!out.empty()) {
        const size_t index = blockAt(offset);
        const EncryptedBlock& b = m_blocks[index];
        const uint64_t in = offset - b.plainOffset;
        const size_t n = static_cast<size_t>(std::min<uint64_t>(out.size(), b.plainBytes - in));
        // The first read of a block checks it whole and takes its bytes on the way.
        bool delivered = false;
        if (Status s = checkOnce(index, in, out.first(n), &delivered); !s) {
            return s;
        }
        if (!delivered) {
            if (!lease.seeker) {
                lease.seeker = takeSeeker();
            }
            // Through the map, as a check reads (peek reads a few KiB with pread instead).
            const auto cipher = [&](uint64_t at, size_t size,
                                    std::vector<uint8_t>&) -> const uint8_t* {
                if (at > b.cipherBytes || size > b.cipherBytes - at) {
                    return nullptr;
                }
                mapRead(size);
                return m_file.data() + b.cipherOffset + at;
            };
            if (!lease.seeker->read(index, b, cipher, in, out.first(n))) {
                return unreadable(index);
            }
        }
        out = out.subspan(n);
        offset += n;
    }
    // A file cut short while it was read reads as zeros past its new end (MapGuard).
    return m_file.intact();
}

Status EncryptedStream::unchanged() const {
    if (Status s = m_file.sizeUnchanged(); !s) {
        return s;
    }
    struct stat st {};
    if (::fstat(m_fd, &st) != 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot stat: {reason}"), path());
    }
    if (std::pair<int64_t, int64_t>{st.st_mtim.tv_sec, st.st_mtim.tv_nsec} != m_modified) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the file was changed while it was being read (written "
                                           "to after it was opened): its encrypted blocks are no "
                                           "longer the ones checked; open it again"),
                         {})
            .inFile(path());
    }
    return {};
}

void EncryptedStream::dropRead() const {
    // Not after a few bytes (a window of a small tensor): each drop of the whole map costs a TLB
    // flush on every core.
    if (m_readSinceDrop.load(std::memory_order_relaxed) >= kDropAfterWindow) {
        m_readSinceDrop.store(0, std::memory_order_relaxed);
        m_file.drop(0, m_file.size());
    }
}

void EncryptedStream::mapRead(uint64_t bytes) const {
    // Pages read through the map stay in the process until dropped, and a drop per read costs a
    // system call and a TLB flush on every thread for reads of a few KiB (a conversion reads
    // rows of slices): the whole map is dropped at once, every few MiB read.
    if (m_readSinceDrop.fetch_add(bytes, std::memory_order_relaxed) + bytes >= kDropEvery) {
        m_readSinceDrop.store(0, std::memory_order_relaxed);
        m_file.drop(0, m_file.size());
    }
}

Error EncryptedStream::cutOrFailure(size_t index) const {
    // Zeros read past a new end fail the tag: the cut is the error. A cut inside the page the
    // file now ends in reads zeros without a fault, so the size is asked too.
    if (Status cut = m_file.sizeUnchanged(); !cut) {
        return std::move(cut).error();
    }
    return failure(index);
}

Error EncryptedStream::unreadable(size_t index) const {
    return makeError(ErrorCode::Io,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "encrypted block {block} cannot be read (the file was cut "
                                       "short since it was opened, or OpenSSL failed)"),
                     {{"block", std::to_string(index)}})
        .inFile(path())
        .atOffset(static_cast<int64_t>(m_blocks[index].fileOffset));
}

std::unique_ptr<BlockSeeker> EncryptedStream::seeker() const {
    return std::make_unique<BlockSeeker>(m_mode, m_key, m_legacy);
}

Status EncryptedStream::peek(BlockSeeker& seeker, uint64_t offset, std::span<uint8_t> out) const {
    if (offset > m_plainSize || out.size() > m_plainSize - offset) {
        return makeError(ErrorCode::Internal,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "a read past the end of the decrypted checkpoint"),
                         {})
            .inFile(path());
    }
    while (!out.empty()) {
        const size_t index = blockAt(offset);
        const EncryptedBlock& b = m_blocks[index];
        const uint64_t in = offset - b.plainOffset;
        const size_t n = static_cast<size_t>(std::min<uint64_t>(out.size(), b.plainBytes - in));
        // Ciphertext read with pread, as whole blocks are: a few KiB a record, nothing mapped.
        const auto cipher = [&](uint64_t at, size_t size,
                                std::vector<uint8_t>& scratch) -> const uint8_t* {
            scratch.resize(size);
            return readAt(b.cipherOffset + at, scratch) ? scratch.data() : nullptr;
        };
        if (!seeker.read(index, b, cipher, in, out.first(n))) {
            return unreadable(index);
        }
        out = out.subspan(n);
        offset += n;
    }
    return {};
}

}  // namespace shardscope
