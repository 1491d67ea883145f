#include "exportcommand.h"
#include "util/jsontext.h"

#include <iostream>
#include <nlohmann/json.hpp>

#include "clicommands.h"
#include "common/interruptwatch.h"
#include "common/progressbar.h"
#include "export/exporter.h"
#include "util/wording.h"

namespace shardscope::cli {

namespace {

nlohmann::ordered_json resultToJson(const ExportResult& r) {
    nlohmann::ordered_json j;
    j["format"] = exportFormatName(r.format);
    j["files"] = r.files;
    j["tensors"] = r.tensors;
    j["bytes"] = r.bytes;
    nlohmann::ordered_json notes = nlohmann::ordered_json::array();
    for (const Issue& n : r.notes) {
        nlohmann::ordered_json e;
        e["kind"] = issueCodeName(n.code);
        e["code"] = issueCodeName(n.code);  // the name every --json output gives a message's code
        if (!n.param.empty()) {
            e["param"] = n.param;
        }
        e["message"] = n.text();
        notes.push_back(e);
    }
    j["notes"] = notes;
    return j;
}

}  // namespace

void addExport(CLI::App& app, ExportArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "export", "Export tensors to HDF5 (.h5), safetensors (.safetensors) or NumPy (.npy)");
    cmd->add_option("PATH", args.path,
                    "checkpoint (.ckpt, .safetensors or a set's index .json, .h5) or run folder")
        ->required();
    cmd->add_option("--to", args.to, "output file: OUT.h5, OUT.safetensors or OUT.npy")->required();
    cmd->add_option("--strategy", args.strategy,
                    "run folders: strategy file or folder (default: the one beside the ranks)");
    cmd->add_flag("--merged", args.merged, "run folders: full tensors assembled from the ranks");
    cmd->add_option("--rank", args.rank, "run folders: the rank whose slices are exported");
    cmd->add_option("--params", args.params, "only parameters whose name matches this regex");
    cmd->add_option("--param", args.param, "the one parameter to export (required for .npy)");
    cmd->add_flag("--float32", args.float32,
                  "BFloat16: .h5 adds a float32 copy, .npy holds float32 values");
    cmd->add_option("--compress", args.compress, "HDF5: gzip level 1-9 (default: none)")
        ->check(CLI::Range(0, 9));
    cmd->add_option("--max-file-size", args.maxFileSize,
                    "safetensors: split into parts of at most this much data, with an index "
                    "(e.g. 5GB)")
        ->transform(CLI::AsSizeValue(true));
    cmd->add_flag("--crc", args.crc, "safetensors: write MindSpore's crc_num");
    cmd->add_option("--threads", args.threads, "threads for indexing a run folder");
    addStepOption(cmd, args.step);
    cmd->add_flag("--json", args.json, "print one JSON object");
    addKeyOptions(cmd, args.key);
    cmd->callback([&args, &exitCode] {
        const auto key = readingKey(args.key, exitCode);
        if (!key) {
            return;
        }
        ExportRequest request;
        request.key = *key;
        request.source = args.path;
        request.output = args.to;
        request.strategy = args.strategy;
        request.merged = args.merged;
        request.rank = args.rank;
        request.params = args.params;
        request.param = args.param;
        request.float32 = args.float32;
        request.compression = args.compress;
        request.maxFileBytes = args.maxFileSize;
        request.crc = args.crc;
        request.threads = args.threads;
        request.step = args.step;
        ProgressBar bar;
        auto result = [&] {
            const InterruptWatch interrupt;
            return exportPath(request, interrupt.token(),
                              bar.enabled() ? ExportProgressFn([&bar](const ExportProgress& p) {
                                  bar.update(p.done, p.total,
                                             "tensor " + std::to_string(p.tensor + 1) + " of " +
                                                 std::to_string(p.tensors));
                              })
                                            : ExportProgressFn());
        }();
        bar.finish();
        if (!result) {
            printError(result.error());
            exitCode = result.error().code == ErrorCode::InvalidArgument ? kUsage : kFailed;
            return;
        }
        for (const Issue& n : result->notes) {
            std::cerr << issueLine(n) << "\n";
        }
        if (args.json) {
            std::cout << dumpJson(resultToJson(*result), 2) << "\n";
        } else {
            std::cout << "exported " << result->tensors
                      << (result->tensors == 1 ? " tensor (" : " tensors (")
                      << humanBytes(result->bytes) << ") to " << args.to;
            if (result->files.size() > 1) {
                std::cout << " (" << result->files.size() << " files)";
            }
            std::cout << "\n";
        }
        exitCode = kOk;
    });
}

}  // namespace shardscope::cli
