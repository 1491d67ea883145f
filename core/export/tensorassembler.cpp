#include "tensorassembler.h"

#include <algorithm>
#include <cstring>

#include "../convert/chunkedruns.h"
#include "../formats/shapetext.h"
#include "../util/translatenoop.h"

namespace shardscope {

Result<TensorAssembler> TensorAssembler::make(const TensorSource& source) {
    TensorAssembler a;
    a.m_source = &source;
    if (source.pieces.empty() || source.pieces.front().entry == nullptr) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the tensor has no stored piece"), {})
            .forParam(source.name);
    }
    const TensorPiece& first = source.pieces.front();
    if (source.pieces.size() == 1 && first.box == wholeBox(source.shape)) {
        Part part;
        part.piece = &first;
        part.block.runBytes = first.entry->bytes;  // one run: the whole content
        a.m_bytes = first.entry->bytes;
        if (a.m_bytes > 0) {
            a.m_parts.push_back(std::move(part));
        }
        return a;
    }
    const auto one = dtypeBytesFor(source.dtype, 1);
    if (!one || *one == 0) {
        return makeError(ErrorCode::Unsupported,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "a {dtype} tensor split over ranks cannot be assembled "
                                           "(its elements are not whole bytes)"),
                         {{"dtype", source.dtypeName}})
            .forParam(source.name);
    }
    const Box whole = wholeBox(source.shape);
    uint64_t covered = 0;
    for (const TensorPiece& piece : source.pieces) {
        Part part;
        part.piece = &piece;
        part.block = makeCopyBlock(piece.box, piece.box, whole, *one);
        covered += part.block.totalBytes();
        if (part.block.totalBytes() > 0) {
            a.m_parts.push_back(std::move(part));
        }
    }
    a.m_bytes = static_cast<uint64_t>(whole.elementCount()) * *one;
    if (covered != a.m_bytes) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the stored slices cover {covered} of the {bytes} bytes "
                                           "of shape {shape}"),
                         {{"covered", std::to_string(covered)},
                          {"bytes", std::to_string(a.m_bytes)},
                          {"shape", shapeText(source.shape)}})
            .forParam(source.name);
    }
    return a;
}

Status TensorAssembler::read(uint64_t offset, std::span<uint8_t> out, SourceReads& reads) const {
    const uint64_t end = offset + out.size();
    for (const Part& part : m_parts) {
        const TensorEntry& entry = *part.piece->entry;
        const CheckpointFile& file = *part.piece->file;
        // Indexing left the map in random-access mode: ask for the window's source bytes in
        // one read-ahead instead of a page fault per 4 KiB (a few pages are left to the fault's
        // read-around: a system call per small tensor cost more than the copy). An encrypted
        // file's offsets are in its plain stream, decrypted as it is read: no map pages to
        // advise, and its stream drops what it read.
        const bool mappedSource = !file.encrypted();
        const ChunkedRuns runs(part.block, entry.chunks);
        if (const ByteRange span = runs.sourceSpan(offset, end);
            mappedSource && span.size >= SourceReads::kAdviseFrom) {
            file.mapped().adviseSequential(span.offset, span.size);
        }
        reads.used(file, part.piece->rank, entry.name);
        Status copied;
        const uint64_t missing =
            runs.forEach(offset, end, [&](uint64_t from, uint64_t d, uint64_t len) {
                copied = file.copy(
                    from, out.subspan(static_cast<size_t>(d - offset), static_cast<size_t>(len)));
                if (mappedSource) {
                    reads.touched(file.mapped(), from, len);
                }
                return copied.ok();
            });
        file.dropRead();
        if (!copied) {
            return std::move(copied).error().forParam(entry.name).onRank(part.piece->rank);
        }
        if (missing > 0) {
            return makeError(ErrorCode::Corrupt,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "the stored tensor is shorter than its shape says"),
                             {})
                .inFile(file.path())
                .forParam(entry.name)
                .onRank(part.piece->rank);
        }
    }
    return {};
}

}  // namespace shardscope
