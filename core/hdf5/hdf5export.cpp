#include "../export/exportformats.h"
#include "hdf5entry.h"
#include "hdf5exporter.h"

namespace shardscope {

Status hdf5::exportFile(const ExportSelection& selection, ExportContext& context,
                        ExportResult& result) {
    const ExportRequest& request = context.request();
    Hdf5ExportOptions options;
    options.compression = request.compression;
    options.float32Copy = request.float32;
    auto exporter = Hdf5Exporter::create(request.output, options);
    if (!exporter) {
        return std::move(exporter).error();
    }
    std::vector<const ExportItem*> kept;
    std::vector<std::string> names;
    for (const ExportItem& item : selection.items) {
        const TensorEntry* entry = item.source.pieces.front().entry;
        if (entry->kind == TensorKind::Map || item.source.dtype == DType::Unknown) {
            const bool map = entry->kind == TensorKind::Map;
            result.notes.push_back(
                makeIssue(IssueCode::ExportLeftOut, Severity::Warning, {}, item.source.name, -1,
                          {item.source.name, map ? "map" : item.source.dtypeName, "HDF5"}));
            continue;
        }
        kept.push_back(&item);
        names.push_back(item.source.name);
    }
    exporter->planNames(names);
    const RunDocument& model = *selection.model;
    const ExportItem* first = kept.empty() ? nullptr : kept.front();
    Status attrs = exporter->setFileAttribute("shardscope_export", std::string("1"));
    attrs = attrs ? exporter->setFileAttribute("source", request.source) : attrs;
    attrs = attrs ? exporter->setFileAttribute("merged", int64_t{request.merged && selection.run})
                  : attrs;
    if (attrs && first != nullptr && first->rank >= 0) {
        attrs = exporter->setFileAttribute("rank", int64_t{first->rank});
    }
    if (attrs && !model.strategyPath.empty()) {
        attrs = exporter->setFileAttribute("strategy", model.strategyPath);
    }
    if (!attrs) {
        return attrs;
    }
    size_t bf16 = 0;
    for (size_t i = 0; i < kept.size(); ++i) {
        auto content = TensorAssembler::make(kept[i]->source);
        if (!content) {
            return std::move(content).error();
        }
        context.startTensor(i, kept[i]->source.name);
        if (Status s = exporter->write(*kept[i], static_cast<int64_t>(i), *content, context); !s) {
            return s;
        }
        result.bytes += content->bytes();
        bf16 += kept[i]->source.dtype == DType::BFloat16 ? 1 : 0;
    }
    if (bf16 > 0 && !request.float32) {
        result.notes.push_back(makeIssue(IssueCode::ExportRawBitsCount, Severity::Info, {}, {}, -1,
                                         {std::to_string(bf16)}));
    }
    if (Status s = context.checkSources(); !s) {
        return s;
    }
    if (Status s = exporter->commit(); !s) {
        return s;
    }
    result.tensors = kept.size();
    result.files = {request.output};
    return {};
}

}  // namespace shardscope
