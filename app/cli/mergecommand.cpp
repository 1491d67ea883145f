#include <iostream>

#include "clicommands.h"
#include "formats/strategy.h"

namespace shardscope::cli {

void addMergeStrategies(CLI::App& app, MergeArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "merge-strategies",
        "Merge a folder of per-stage strategy files into one, like merge_pipeline_strategys");
    cmd->add_option("DIR", args.folder, "folder of per-stage strategy files (.ckpt or .json)")
        ->required();
    cmd->add_option("OUT", args.out, "merged strategy file; JSON when it ends in .json")
        ->required();
    cmd->callback([&args, &exitCode] {
        auto merged = mergeStrategyFolder(args.folder);
        if (!merged) {
            printError(merged.error());
            exitCode = kFailed;
            return;
        }
        for (const Issue& n : merged->issues) {
            std::cerr << issueLine(n) << "\n";
        }
        if (Status s = writeStrategyFile(*merged, args.out); !s) {
            printError(s.error());
            exitCode = kFailed;
            return;
        }
        std::cout << "merged " << merged->stages().size() << " stages, " << merged->layouts.size()
                  << " layouts into " << args.out << "\n";
        exitCode = kOk;
    });
}

}  // namespace shardscope::cli
