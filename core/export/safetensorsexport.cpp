#include "../formats/safetensorssetwriter.h"
#include "exportformats.h"

namespace shardscope {

Status exportSafetensors(const ExportSelection& selection, ExportContext& context,
                         ExportResult& result) {
    const ExportRequest& request = context.request();
    std::vector<const ExportItem*> kept;
    std::vector<SafetensorsTensorSpec> specs;
    std::vector<std::string> int4;
    for (const ExportItem& item : selection.items) {
        const TensorSource& s = item.source;
        const TensorEntry* entry = s.pieces.front().entry;
        const std::string_view name = dtypeInfo(s.dtype).safetensors;
        if (entry->kind == TensorKind::Map || entry->kind == TensorKind::String || name.empty()) {
            const std::string kind = entry->kind == TensorKind::Map      ? "map"
                                     : entry->kind == TensorKind::String ? "str"
                                                                         : s.dtypeName;
            result.notes.push_back(makeIssue(IssueCode::ExportLeftOut, Severity::Warning, {},
                                             s.name, -1, {s.name, kind, "safetensors"}));
            continue;
        }
        kept.push_back(&item);
        specs.push_back({s.name, std::string(name), s.shape, 0});
        if (s.dtype == DType::Int4) {
            int4.push_back(s.name);
        }
    }
    std::vector<TensorAssembler> contents;
    for (size_t i = 0; i < kept.size(); ++i) {
        auto content = TensorAssembler::make(kept[i]->source);
        if (!content) {
            return std::move(content).error();
        }
        specs[i].bytes = content->bytes();
        contents.push_back(std::move(*content));
    }
    SafetensorsSetOptions options;
    options.maxFileBytes = request.maxFileBytes;
    options.file.crc = request.crc;
    appendInt4Marks(std::move(int4), options.file.metadata);
    auto writer = SafetensorsSetWriter::create(request.output, specs, options);
    if (!writer) {
        return std::move(writer).error();
    }
    for (size_t i = 0; i < kept.size(); ++i) {
        context.startTensor(i, kept[i]->source.name);
        Status s = context.stream(
            contents[i], [&](std::span<const uint8_t> window) { return writer->append(window); });
        if (!s) {
            return s;
        }
        result.bytes += contents[i].bytes();
    }
    if (Status s = context.checkSources(); !s) {
        return s;
    }
    if (Status s = writer->commit(); !s) {
        return s;
    }
    result.tensors = kept.size();
    result.files = writer->files();
    return {};
}

}  // namespace shardscope
