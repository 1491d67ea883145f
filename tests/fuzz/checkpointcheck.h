#pragma once

// What every checkpoint target checks: byte ranges of an index inside the file, and what
// `inspect` does with a file that indexed (open it, stream every tensor and string, compute
// statistics, print the report as text and JSON).

#include <memory>

#include "formats/checkpointfile.h"
#include "formats/checkpointparser.h"
#include "fuzzcheck.h"
#include "inspect/inspectreport.h"
#include "inspect/reportjson.h"
#include "inspect/reporttext.h"
#include "stats/tensorstats.h"
#include "util/jsontext.h"

namespace fuzz {

using namespace shardscope;

// `limit`: the bytes the index was made from (for a safetensors set, the joined map).
inline void checkIndex(const CheckpointIndex& index, uint64_t limit) {
    const bool ckpt = index.format == CheckpointFormat::Ckpt;
    if (ckpt) {
        FUZZ_CHECK(index.fileSize == limit);
        FUZZ_CHECK(index.payloadSize <= limit);
        limit = index.payloadSize;
    }
    uint64_t previousEnd = 0;
    for (const TensorEntry& t : index.tensors) {
        FUZZ_CHECK(inside(t.recordOffset, t.recordBytes, limit));
        if (ckpt) {
            FUZZ_CHECK(t.recordOffset >= previousEnd);  // records in file order, never shared
            previousEnd = t.recordOffset + t.recordBytes;
        }
        const uint64_t recordEnd = t.recordOffset + t.recordBytes;
        uint64_t sum = 0;
        if (t.kind == TensorKind::Map) {
            for (const MapPart& part : t.mapParts) {
                FUZZ_CHECK(inside(part.content.offset, part.content.size, recordEnd));
                FUZZ_CHECK(part.content.offset >= t.recordOffset);
                sum += part.content.size;
            }
        } else {
            for (const ByteRange& chunk : t.chunks) {
                // A tensor's bytes lie inside its own records.
                FUZZ_CHECK(inside(chunk.offset, chunk.size, recordEnd));
                FUZZ_CHECK(chunk.offset >= t.recordOffset);
                sum += chunk.size;
            }
            if (t.dtype != DType::Unknown && t.kind != TensorKind::String) {
                const auto need = dtypeBytesFor(t.dtype, t.elementCount());
                FUZZ_CHECK(need && *need == t.bytes);
            }
        }
        FUZZ_CHECK(sum == t.bytes);
    }
    for (const IndexPart& part : index.parts) {
        FUZZ_CHECK(inside(part.base, part.size, limit));
        FUZZ_CHECK(inside(part.firstTensor, part.tensorCount, index.tensors.size()));
        for (size_t i = part.firstTensor; i < part.firstTensor + part.tensorCount; ++i) {
            for (const ByteRange& chunk : index.tensors[i].chunks) {
                FUZZ_CHECK(chunk.offset >= part.base);
                FUZZ_CHECK(inside(chunk.offset - part.base, chunk.size, part.size));
            }
        }
    }
}

// Opens `path` as the program does; `size` is what checkIndex gets, 0 for the mapped size.
inline void checkOpened(const std::string& path, uint64_t size = 0) {
    auto opened = CheckpointFile::open(path);
    if (!opened) {
        checkError(opened.error());
        return;
    }
    auto file = std::make_shared<const CheckpointFile>(std::move(opened).value());
    checkIndex(file->index(), size != 0 ? size : file->mapped().size());
    for (const TensorEntry& t : file->index().tensors) {
        uint64_t streamed = 0;
        const Status read = file->readTensor(t, [&streamed](std::span<const uint8_t> piece) {
            streamed += piece.size();
            return Status{};
        });
        FUZZ_CHECK(read.ok());
        FUZZ_CHECK(streamed == t.bytes);
        if (t.kind == TensorKind::String) {
            (void)file->readString(t);
        } else if (t.dtype != DType::Unknown && t.kind != TensorKind::Map) {
            auto stats = computeStats(*file, t);
            if (stats) {
                FUZZ_CHECK(stats->count == t.elementCount());
                FUZZ_CHECK(stats->nans + stats->posInf + stats->negInf <= stats->count);
            }
        }
    }
}

// An encrypted file, with the key of tests/data/encrypted/key16.hex (the seeds' key; the magic
// picks the cipher): indexed from its record headers alone and with every block checked, the
// two indexes agree whenever the checked one exists (the headers' walk falls back to it on any
// failure), and reading from the unchecked index either gives every tensor's bytes or a clean
// error, never garbage past the checks.
inline void checkEncrypted(const std::string& path) {
    static const CheckpointKeyRef key = std::make_shared<const CheckpointKey>(
        std::vector<uint8_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
    CheckpointParseOptions checking;
    checking.key = key;
    CheckpointParseOptions headers = checking;
    headers.checkEncryptedBlocks = false;
    auto checked = CheckpointFile::open(path, checking);
    auto fast = CheckpointFile::open(path, headers);
    if (checked) {
        FUZZ_CHECK(fast.ok());
    }
    if (!fast) {
        checkError(fast.error());
        FUZZ_CHECK(!checked.ok());
        FUZZ_CHECK(fast.error().describe() == checked.error().describe());
        return;
    }
    checkIndex(fast->index(), fast->mapped().size());
    if (checked) {
        const auto& a = fast->index().tensors;
        const auto& b = checked->index().tensors;
        FUZZ_CHECK(a.size() == b.size());
        for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
            FUZZ_CHECK(a[i].name == b[i].name && a[i].bytes == b[i].bytes &&
                       a[i].recordOffset == b[i].recordOffset &&
                       a[i].recordBytes == b[i].recordBytes && a[i].kind == b[i].kind &&
                       a[i].dtypeName == b[i].dtypeName && a[i].dims == b[i].dims &&
                       a[i].chunks.size() == b[i].chunks.size());
            for (size_t c = 0; c < a[i].chunks.size() && c < b[i].chunks.size(); ++c) {
                FUZZ_CHECK(a[i].chunks[c].offset == b[i].chunks[c].offset &&
                           a[i].chunks[c].size == b[i].chunks[c].size);
            }
        }
    }
    for (const TensorEntry& t : fast->index().tensors) {
        uint64_t streamed = 0;
        const Status read = fast->readTensor(t, [&streamed](std::span<const uint8_t> piece) {
            streamed += piece.size();
            return Status{};
        });
        if (read) {
            FUZZ_CHECK(streamed == t.bytes);
        } else {
            checkError(read.error());
            FUZZ_CHECK(!checked.ok());  // a block that fails when read failed the check too
        }
    }
}

inline void checkReport(const std::string& path) {
    InspectOptions options;
    options.threads = 1;
    auto report = inspectPath(path, options);
    if (!report) {
        checkError(report.error());
        return;
    }
    FUZZ_CHECK(!reportToText(*report).empty());
    FUZZ_CHECK(!dumpJson(reportToJson(*report), 2).empty());
}

}  // namespace fuzz
