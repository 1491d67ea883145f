#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../formats/checkpointkey.h"
#include "../util/issue.h"
#include "../util/progress.h"

namespace shardscope {

struct RunDocument;

enum class ExportFormat { Hdf5, Safetensors, Npy };
const char* exportFormatName(ExportFormat format);  // "hdf5", "safetensors", "npy"
// By the output's extension: .h5 / .hdf5, .safetensors, .npy.
std::optional<ExportFormat> exportFormatForPath(const std::string& path);

// What to export, and how. The source is anything the inspector opens: a checkpoint (.ckpt,
// .safetensors or a set's index .json, an HDF5 file exported earlier) or a run folder; the
// exporter is given it loaded (runExport), and only the command that starts from a path opens it
// (exportPath, with `strategy`, `key`, `step` and `threads`).
struct ExportRequest {
    std::string source;    // names the source in messages; exportPath opens it
    std::string strategy;  // run folders: the strategy; empty: the one found beside the ranks
    std::string output;    // OUT.h5 / OUT.hdf5, OUT.safetensors or OUT.npy
    bool merged = false;   // run folders: full tensors assembled from the ranks' slices
    int rank = -1;         // run folders, not merged: the rank whose stored slices are exported
    std::string params;    // ECMAScript regex searched in each name; empty: every parameter
    std::string param;     // .npy: the one parameter to write
    bool float32 = false;  // BFloat16: HDF5 adds a float32 copy; .npy holds float32 values
    int compression = 0;   // HDF5: gzip level 1-9 (after a byte shuffle); 0: none
    uint64_t maxFileBytes = 0;        // safetensors: split into parts with an index
    bool crc = false;                 // safetensors: MindSpore's crc_num
    uint64_t windowBytes = 8u << 20;  // unit of reading and writing
    unsigned threads = 0;             // indexing a run folder; 0: the default
    CheckpointKeyRef key;             // decrypts an encrypted source
    std::string step;  // run folders: the saved step (--step); empty: the recommended one
};

// done/total: content bytes written, all tensors.
struct ExportProgress : Progress {
    size_t tensor = 0;  // index of the tensor being written
    size_t tensors = 0;
    std::string name;
};
using ExportProgressFn = std::function<void(const ExportProgress&)>;

struct ExportResult {
    ExportFormat format = ExportFormat::Hdf5;
    std::vector<std::string> files;  // final paths written
    size_t tensors = 0;
    uint64_t bytes = 0;        // tensor content bytes exported
    std::vector<Issue> notes;  // ExportLeftOut .. ExportDuplicate, and the run's step notes
};

}  // namespace shardscope
