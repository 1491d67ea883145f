#include "exporter.h"

#include <filesystem>

#include "../inspect/runloader.h"
#include "../util/fileio.h"
#include "../util/translatenoop.h"
#include "exportformats.h"
#include "exportitems.h"

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

namespace {

// What can be told wrong before the source is read: the output's kind, a .npy without its
// parameter, the name pattern.
Result<ExportFormat> checkRequest(const ExportRequest& request) {
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
    auto pattern = exportPattern(request);
    if (!pattern) {
        return std::move(pattern).error();
    }
    return *format;
}

}  // namespace

Result<ExportResult> runExport(const std::shared_ptr<const RunDocument>& run,
                               const ExportRequest& request, std::stop_token stop,
                               const ExportProgressFn& progress) {
    auto format = checkRequest(request);
    if (!format) {
        return std::move(format).error();
    }
    auto selection = selectExport(run, request);
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

Result<ExportResult> exportPath(const ExportRequest& request, std::stop_token stop,
                                const ExportProgressFn& progress) {
    auto checked = checkRequest(request);
    if (!checked) {
        return std::move(checked).error();
    }
    LoadOptions load;
    load.strategyPath = request.strategy;
    load.threads = request.threads;
    load.key = request.key;
    load.step = request.step;
    auto loaded = loadPath(request.source, load);
    if (!loaded) {
        return std::move(loaded).error();
    }
    return runExport(std::make_shared<const RunDocument>(std::move(*loaded)), request,
                     std::move(stop), progress);
}

}  // namespace shardscope
