#include "destinationfile.h"

#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <cerrno>
#include <filesystem>
#include <set>

#include "../formats/checkpointframe.h"
#include "../formats/safetensorsheader.h"
#include "../util/fileio.h"
#include "../util/translatenoop.h"
#include "planner.h"

namespace shardscope {

namespace fs = std::filesystem;

Status DestinationFile::open(const ConversionPlan& conversion) {
    const RankPlan& rank = *plan;
    std::error_code ec;
    fs::create_directories(fs::path(rank.outPath).parent_path(), ec);
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot create folder: {reason}"),
                       fs::path(rank.outPath).parent_path().string());
    }
    started = std::chrono::steady_clock::now();
    auto created = TemporaryFile::create(rank.outPath, TemporaryFile::Name::Plain, 0600);
    if (!created) {
        return std::move(created).error();
    }
    file = std::move(*created);
    // Reserve the blocks now: a full disk is an error here, not a SIGBUS in the middle of a copy.
    if (rank.fileSize > 0) {
        const int err = posix_fallocate(file.fd(), 0, static_cast<off_t>(rank.fileSize));
        if (err == EOPNOTSUPP || err == EINVAL) {
            if (::ftruncate(file.fd(), static_cast<off_t>(rank.fileSize)) != 0) {
                return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot size: {reason}"),
                               file.path());
            }
        } else if (err != 0) {
            errno = err;
            return ioError(
                QT_TRANSLATE_NOOP("ErrorMessage", "cannot reserve {bytes} bytes: {reason}"),
                file.path(), {{"bytes", std::to_string(rank.fileSize)}});
        }
    }
    if (conversion.options.encryptKey) {
        return {};  // the headers are encrypted with the blocks they fall in
    }
    for (const FixedBytes& h : rank.headers) {
        if (!pwriteFull(file.fd(), reinterpret_cast<const uint8_t*>(h.bytes.data()), h.bytes.size(),
                        h.offset)) {
            return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"),
                           file.path());
        }
        const uint32_t crc = static_cast<uint32_t>(
            crc32_z(0, reinterpret_cast<const Bytef*>(h.bytes.data()), h.bytes.size()));
        segments.push_back({h.offset, h.bytes.size(), crc});
    }
    return {};
}

Status DestinationFile::finish(const ConversionPlan& conversion, RankOutcome& outcome) {
    const RankPlan& rank = *plan;
    // Every source read for this file still has its size: a cut inside the page a file now ends
    // in reads zeros without a fault (a cut past it fails the copy itself).
    std::set<int> read;
    for (const PlannedTensor& t : rank.tensors) {
        for (const CopyBlock& block : t.blocks) {
            if (read.insert(block.srcRank).second) {
                const CheckpointFile& src = *conversion.sources[static_cast<size_t>(block.srcRank)];
                if (Status s = src.unchanged(); !s) {
                    return std::move(s).error().forParam(t.name).onRank(block.srcRank);
                }
            }
        }
    }
    if (conversion.options.crc && conversion.options.format == CheckpointFormat::Safetensors) {
        const uint32_t crc = safetensorsCrcOf(rank, segments);
        const std::string header = encodeSafetensorsHeader(
            safetensorsSpecs(rank), conversionMetadata(conversion.options, rank), crc);
        if (!pwriteFull(file.fd(), reinterpret_cast<const uint8_t*>(header.data()), header.size(),
                        0)) {
            return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"),
                           file.path());
        }
        outcome.crc = crc;
    } else if (conversion.options.crc) {
        const uint32_t crc = chainedCrcOf(segments);
        const std::string trailer = encodeCrcTrailer(crc);
        if (!pwriteFull(file.fd(), reinterpret_cast<const uint8_t*>(trailer.data()), trailer.size(),
                        rank.fileSize - trailer.size())) {
            return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"),
                           file.path());
        }
        outcome.crc = crc;
    }
    if (Status published = file.publish(/*readOnly=*/true); !published) {
        return published;
    }
    committed = true;
    outcome.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return {};
}

}  // namespace shardscope
