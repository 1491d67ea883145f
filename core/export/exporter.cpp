#include "exporter.h"

#include <filesystem>

#include "../util/fileio.h"
#include "../util/translatenoop.h"
#include "exportformats.h"

namespace shardscope {

const char* exportFormatName(ExportFormat format) {
    switch (format) {
        case ExportFormat::Hdf5:
            return "hdf5";
        case ExportFormat::Safetensors:
            return "safetensors";
        case ExportFormat::Npy:
            return "npy";
    }
    return "hdf5";
}

std::optional<ExportFormat> exportFormatForPath(const std::string& path) {
    const std::string ext = std::filesystem::path(path).extension().string();
    if (ext == ".h5" || ext == ".hdf5") {
        return ExportFormat::Hdf5;
    }
    if (ext == ".safetensors") {
        return ExportFormat::Safetensors;
    }
    if (ext == ".npy") {
        return ExportFormat::Npy;
    }
    return std::nullopt;
}

Result<ExportResult> runExport(const ExportRequest& request, std::stop_token stop,
                               const ExportProgressFn& progress) {
    const auto format = exportFormatForPath(request.output);
    if (!format) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the output must end in .h5, .hdf5, .safetensors or "
                                           ".npy"),
                         {})
            .inFile(request.output);
    }
    if (*format == ExportFormat::Npy && request.param.empty()) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "a .npy file holds one tensor: name it with --param"),
                         {})
            .inFile(request.output);
    }
    auto selection = selectExport(request);
    if (!selection) {
        return std::move(selection).error();
    }
    const std::filesystem::path folder = std::filesystem::path(request.output).parent_path();
    std::error_code ec;
    if (!folder.empty() && !std::filesystem::is_directory(folder, ec)) {
        std::filesystem::create_directories(folder, ec);
        if (ec) {
            return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot create folder: {reason}"),
                           folder.string());
        }
    }
    // Indexing left the maps in random-access mode with their header pages mapped: copying
    // wants read-ahead, and memory that does not grow with the number of tensors.
    for (const auto& file : selection->model->files) {
        if (file) {
            file->mapped().adviseNormal();
            file->mapped().drop(0, file->mapped().size());
        }
    }
    ExportResult result;
    result.format = *format;
    result.notes = selection->notes;
    ExportContext context(request, std::move(stop), progress);
    context.begin(selection->items);
    Status written = *format == ExportFormat::Hdf5 ? exportHdf5(*selection, context, result)
                     : *format == ExportFormat::Safetensors
                         ? exportSafetensors(*selection, context, result)
                         : exportNpy(*selection, context, result);
    if (!written) {
        return std::move(written).error();
    }
    return result;
}

}  // namespace shardscope
