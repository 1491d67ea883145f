#include "../formats/checkpointframe.h"
#include "../formats/encryptedframe.h"
#include "../util/translatenoop.h"
#include "planner.h"

namespace shardscope {

std::vector<SafetensorsTensorSpec> safetensorsSpecs(const RankPlan& rank) {
    std::vector<SafetensorsTensorSpec> specs;
    for (const PlannedTensor& t : rank.tensors) {
        const DTypeInfo& info = dtypeInfo(dtypeFromMsName(t.dtypeName));
        specs.push_back({t.name, std::string(info.safetensors), t.dims, t.contentBytes});
    }
    return specs;
}

SafetensorsMetadata conversionMetadata(const ConversionOptions& options, const RankPlan& rank) {
    SafetensorsMetadata metadata = mindsporeSafetensorsMetadata();
    if (options.removeRedundancy) {
        metadata.emplace_back("remove_redundancy", "True");
    }
    std::vector<std::string> int4;
    for (const PlannedTensor& t : rank.tensors) {
        if (dtypeFromMsName(t.dtypeName) == DType::Int4) {
            int4.push_back(t.name);
        }
    }
    appendInt4Marks(std::move(int4), metadata);
    return metadata;
}

namespace {

void layoutSafetensorsFile(RankPlan& rank, const ConversionOptions& options) {
    rank.headers.clear();
    std::string header =
        encodeSafetensorsHeader(safetensorsSpecs(rank), conversionMetadata(options, rank),
                                options.crc ? std::optional<uint32_t>(0) : std::nullopt);
    uint64_t offset = header.size();
    rank.headers.push_back({0, std::move(header)});
    for (PlannedTensor& t : rank.tensors) {
        t.contentChunks = {{offset, t.contentBytes}};
        offset += t.contentBytes;
    }
    rank.fileSize = offset;
    rank.plainSize = offset;
}

}  // namespace

void layoutRankFile(RankPlan& rank, const ConversionOptions& options) {
    if (options.format == CheckpointFormat::Safetensors) {
        layoutSafetensorsFile(rank, options);
        return;
    }
    uint64_t offset = 0;
    rank.headers.clear();
    for (PlannedTensor& t : rank.tensors) {
        t.contentChunks.clear();
        for (uint64_t size : chunkSizes(t.contentBytes, options.chunkBytes)) {
            std::string header = encodeRecordHeader(t.name, t.dtypeName, t.dims, size);
            const uint64_t headerSize = header.size();
            rank.headers.push_back({offset, std::move(header)});
            t.contentChunks.push_back({offset + headerSize, size});
            offset += headerSize + size;
        }
    }
    if (options.crc) {
        offset += kCkptCrcTrailerBytes;  // filled in once the CRC is known
    }
    rank.plainSize = offset;
    rank.fileSize = options.encryptKey ? encryptedFileBytes(options.encryptKey->mode(), offset,
                                                            options.encryptBlockBytes)
                                       : offset;
}

Status checkEncryptedOutput(const ConversionOptions& options) {
    const CheckpointKeyRef& key = options.encryptKey;
    if (!key) {
        return {};
    }
    if (key->mode() == EncryptionMode::None) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "an encryption key needs its mode"), {});
    }
    if (Status s = checkKeyLength(key->bytes().size(), key->mode()); !s) {
        return s;
    }
    if (options.format && *options.format != CheckpointFormat::Ckpt) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "only .ckpt files are written encrypted (MindSpore "
                                           "saves safetensors without enc_key)"),
                         {});
    }
    if (options.crc) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "a crc_num trailer and encryption exclude each other "
                                           "(MindSpore's crc_check and enc_key)"),
                         {});
    }
    if (options.encryptBlockBytes == 0 || options.encryptBlockBytes > kEncryptBlockBytes) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "encrypted blocks hold 1 byte to 64 MiB of plain bytes"),
                         {});
    }
    return {};
}

bool ConversionPlan::runnable() const {
    for (const Issue& p : problems) {
        if (p.blocking()) {
            return false;
        }
    }
    return !ranks.empty();
}

uint64_t ConversionPlan::totalRead() const {
    uint64_t n = 0;
    for (const RankPlan& r : ranks) {
        n += r.bytesRead;
    }
    return n;
}

uint64_t ConversionPlan::totalWritten() const {
    uint64_t n = 0;
    for (const RankPlan& r : ranks) {
        n += r.fileSize;
    }
    return n;
}

}  // namespace shardscope
