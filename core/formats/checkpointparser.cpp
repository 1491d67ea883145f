#include "checkpointparser.h"

#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <optional>
#include <semaphore>
#include <thread>

#include "../util/translatenoop.h"
#include "checkpointparts.h"
#include "checkpointrecordparser.h"
#include "encryptedstream.h"
#include "foreignfile.h"
#include "indextemplates.h"
#include "plainstreamsource.h"
#include "sourcecursor.h"

namespace shardscope {

namespace {

// Top-level records are Checkpoint.value (0x0A) or, in 2020-era files, model_type (0x12).
Status checkFirstByte(uint8_t first, const std::string& path, const EncryptedStream* stream) {
    if (isGraphFileName(std::filesystem::path(path).filename().string())) {
        return graphFileError(path);
    }
    if (first == 0x08) {
        return makeError(
                   ErrorCode::Unsupported,
                   QT_TRANSLATE_NOOP("ErrorMessage", "this is a strategy file, not a checkpoint"),
                   {})
            .inFile(path);
    }
    if (first == 0x0A || first == 0x12) {
        return {};
    }
    char text[8];
    std::snprintf(text, sizeof text, "0x%02x", first);
    if (stream != nullptr && !stream->authenticated()) {
        // CBC and legacy GCM decrypt with any key: a wrong one shows here.
        return makeError(ErrorCode::WrongKey,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "wrong key or key mode: the decrypted bytes do not "
                                           "start like a checkpoint (byte {byte})"),
                         {{"byte", text}})
            .inFile(path);
    }
    return makeError(ErrorCode::Corrupt,
                     stream != nullptr
                         ? ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                           "the decrypted file is not a MindSpore "
                                                           "checkpoint (it starts with byte "
                                                           "{byte}, not 0x0a)"))
                         : ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                           "not a MindSpore checkpoint (it starts "
                                                           "with byte {byte}, not 0x0a)")),
                     {{"byte", text}})
        .inFile(path);
}

}  // namespace

uint32_t crc32Of(std::span<const uint8_t> bytes, uint32_t seed) {
    return static_cast<uint32_t>(crc32_z(seed, bytes.data(), bytes.size()));
}

EncryptionMode detectEncryption(std::span<const uint8_t> bytes) {
    return detectEncryptionLayout(bytes).mode;
}

Result<CheckpointIndex> parseCheckpoint(std::span<const uint8_t> bytes, const std::string& path,
                                        const CheckpointParseOptions& options) {
    CheckpointIndex index;
    index.path = path;
    index.fileSize = bytes.size();
    if (bytes.empty()) {
        return makeError(ErrorCode::Empty, QT_TRANSLATE_NOOP("ErrorMessage", "the file is empty"),
                         {})
            .inFile(path);
    }
    if (const EncryptionMode mode = detectEncryption(bytes); mode != EncryptionMode::None) {
        return makeError(ErrorCode::Encrypted,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the checkpoint is encrypted ({mode}); "
                                           "a key is needed to read it"),
                         {{"mode", encryptionModeName(mode)}})
            .inFile(path);
    }
    if (Status s = checkFirstByte(bytes[0], path, nullptr); !s) {
        // Text is no checkpoint: say what it is when it can be told (print(net), hccl_test).
        const std::string_view head(reinterpret_cast<const char*>(bytes.data()),
                                    std::min<size_t>(bytes.size(), size_t{64} * 1024));
        if (auto foreign = foreignTextError(head, path)) {
            return std::move(*foreign);
        }
        return std::move(s).error();
    }
    uint64_t payload = bytes.size();
    const std::optional<uint64_t> trailer =
        bytes.size() >= kCkptCrcTrailerBytes
            ? decodeCrcTrailer(bytes.data() + bytes.size() - kCkptCrcTrailerBytes)
            : std::nullopt;
    if (trailer) {
        payload = bytes.size() - kCkptCrcTrailerBytes;
        const uint64_t stored = *trailer;
        if (stored > std::numeric_limits<uint32_t>::max()) {
            return makeError(ErrorCode::Corrupt,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the CRC trailer holds a value above 2^32"),
                             {})
                .inFile(path)
                .atOffset(static_cast<int64_t>(payload));
        }
        index.storedCrc = static_cast<uint32_t>(stored);
        index.crc = CrcState::Unverified;
    } else if (options.requireCrc) {
        // MindSpore's own words (load_checkpoint's error), kept as it writes them.
        return makeError(
                   ErrorCode::CrcMissing,
                   QT_TRANSLATE_NOOP("ErrorMessage", "the ckpt file do not contain the crc code"),
                   {})
            .inFile(path);
    }
    index.payloadSize = payload;
    index.pool = options.pool ? options.pool : std::make_shared<InternPool>();
    const std::span<const uint8_t> payloadBytes = bytes.first(static_cast<size_t>(payload));
    IndexTemplates* templates = index.pool->templates();
    if (auto shared = templates ? templates->match(payloadBytes) : std::nullopt) {
        index.tensors = std::move(*shared);
    } else {
        MappedSource source{bytes.data()};
        CheckpointRecordParser<MappedSource> parser(source, payload, path);
        if (Status s = parser.run(index); !s) {
            return std::move(s).error();
        }
        index.tensors.shrink_to_fit();
        if (templates != nullptr) {
            index.tensors = templates->add(index, payloadBytes);
        }
    }
    if (index.crc == CrcState::Unverified && options.verifyCrc) {
        index.computedCrc = crc32Of(bytes.first(payload));
        index.crc = index.computedCrc == index.storedCrc ? CrcState::Ok : CrcState::Mismatch;
    }
    return index;
}

}  // namespace shardscope

namespace shardscope {

namespace {

Result<CheckpointIndex> indexEncrypted(const EncryptedStream& stream, const std::string& path,
                                       const InternPoolPtr& pool, bool checkBlocks) {
    CheckpointIndex index;
    index.path = path;
    index.pool = pool ? pool : std::make_shared<InternPool>();
    index.fileSize = stream.mapped().size();
    index.payloadSize = stream.plainSize();
    index.encryption = {stream.mode(), stream.legacy(), stream.blocks().size(), checkBlocks};
    if (stream.plainSize() == 0) {
        return makeError(ErrorCode::Empty,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the decrypted checkpoint is empty"), {})
            .inFile(path);
    }
    // Checking decrypts every block: CPU work. Run folders open many files at once (more threads
    // than cores, for I/O): at most one per core decrypts.
    static std::counting_semaphore<1024> decrypting(
        std::clamp<std::ptrdiff_t>(std::thread::hardware_concurrency(), 1, 1024));
    if (checkBlocks) {
        decrypting.acquire();
    }
    struct Release {
        bool held;
        ~Release() {
            if (held) {
                decrypting.release();
            }
        }
    } release{checkBlocks};
    PlainStreamSource source(stream, checkBlocks);
    const uint8_t* first = source.at(0, 1);
    if (first == nullptr) {
        return *source.error();
    }
    if (Status s = checkFirstByte(*first, path, &stream); !s) {
        return std::move(s).error();
    }
    CheckpointRecordParser<PlainStreamSource> parser(source, stream.plainSize(), path);
    Status parsed = parser.run(index);
    if (source.error()) {
        return *source.error();  // a block that does not decrypt, not what the parser made of it
    }
    if (!parsed) {
        Error e = std::move(parsed).error();
        if (!stream.authenticated()) {
            e.withFix(QT_TRANSLATE_NOOP("ErrorMessage",
                                        "the bytes decrypted from {mode} are not checked: a wrong "
                                        "key or key mode looks like this too"),
                      {{"mode", encryptionModeName(stream.mode())}});
        }
        return e;
    }
    if (Status s = source.finish(); !s) {
        return std::move(s).error();
    }
    // The headers were read after their blocks were checked: the same bytes only if nothing
    // wrote to the file meanwhile.
    if (Status s = checkBlocks ? stream.unchanged() : Status{}; !s) {
        return std::move(s).error();
    }
    index.tensors.shrink_to_fit();
    return index;
}

}  // namespace

Result<CheckpointIndex> parseEncryptedCheckpoint(const EncryptedStream& stream,
                                                 const std::string& path, const InternPoolPtr& pool,
                                                 bool checkBlocks) {
    if (!checkBlocks) {
        auto index = indexEncrypted(stream, path, pool, false);
        if (index) {
            return index;
        }
        // Whatever stops the headers' walk is told as decrypting whole blocks tells it: a wrong
        // key as a wrong key, a changed block as a changed block.
    }
    return indexEncrypted(stream, path, pool, true);
}

}  // namespace shardscope
