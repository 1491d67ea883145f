#include "doctorcommand.h"
#include "util/jsontext.h"

#include <iostream>

#include "clicommands.h"
#include "doctor/doctorinputs.h"
#include "doctor/doctorjson.h"
#include "doctor/doctortext.h"

namespace shardscope::cli {

void addDoctor(CLI::App& app, DoctorArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "doctor",
        "Tell whether a checkpoint loads into a network (load_param_into_net), and why not");
    cmd->add_option("--ckpt", args.ckpt, "checkpoint file, or run folder (rank_<N>/)")->required();
    cmd->add_option("--strategy", args.strategy,
                    "the checkpoint run's strategy file or folder (default: the one beside the "
                    "run)");
    CLI::Option_group* net = cmd->add_option_group("network", "the network side, exactly one");
    net->add_option("--net", args.net,
                    "JSON of the network's parameters: {\"name\": {\"shape\": [...], \"dtype\": "
                    "\"Float32\"}}");
    net->add_option("--net-strategy", args.netStrategy,
                    "the network's strategy in JSON form (it records full shapes); the network "
                    "is rank --rank of it");
    net->add_option("--net-ckpt", args.netCkpt, "a checkpoint the network loads fine");
    net->require_option(1);
    cmd->add_option("--rank", args.rank,
                    "global rank: the run folder's file to load and the network strategy's "
                    "view (default 0)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_flag("--strict", args.strict, "emulate strict_load=True");
    addStepOption(cmd, args.step);
    cmd->add_flag("--remove-redundancy", args.removeRedundancy,
                  "emulate remove_redundancy=True (load_checkpoint and load_param_into_net)");
    cmd->add_flag("--json", args.json, "print one JSON object instead of text");
    addKeyOptions(cmd, args.key);
    cmd->callback([&args, &exitCode] {
        const auto key = readingKey(args.key, exitCode);
        if (!key) {
            return;
        }
        DoctorInputs inputs;
        inputs.key = *key;
        inputs.ckpt = args.ckpt;
        inputs.strategy = args.strategy;
        inputs.netJson = args.net;
        inputs.netStrategy = args.netStrategy;
        inputs.netCkpt = args.netCkpt;
        inputs.rank = args.rank;
        inputs.strict = args.strict;
        inputs.step = args.step;
        inputs.removeRedundancy = args.removeRedundancy;
        // Both sides opened once (the window opens them with the same function), then checked.
        auto request = openDoctor(inputs);
        if (!request) {
            printError(request.error());
            exitCode = kFailed;
            return;
        }
        const DoctorReport report = runDoctor(*request);
        if (args.json) {
            std::cout << dumpJson(doctorToJson(report), 2) << "\n";
        } else {
            std::cout << doctorText(report);
        }
        exitCode = report.loads() ? kOk : kFailed;
    });
}

}  // namespace shardscope::cli
