#include <iostream>

#include <nlohmann/json.hpp>

#include "clicommands.h"
#include "convert/holders.h"
#include "convertcommands.h"
#include "formats/strategy.h"
#include "inspect/discoveredrun.h"
#include "layout/proxyshapes.h"
#include "util/jsontext.h"

namespace shardscope::cli {

void addRanks(CLI::App& app, ConvertArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "ranks", "The source ranks one destination rank needs (rank_list_for_transform)");
    cmd->add_option("--src-strategy", args.srcStrategy, "source strategy file or folder")
        ->required();
    cmd->add_option("--dst-strategy", args.dstStrategy,
                    "destination strategy file or folder (omit to merge into one)");
    cmd->add_option("--rank", args.rank, "destination global rank")->required();
    cmd->add_flag("--json", args.json, "print {\"rank\": R, \"needs\": [...]}");
    cmd->add_option("--src", args.srcRun,
                    "the source run folder: read each slice from a rank whose file holds it "
                    "(a run saved with remove_redundancy keeps one copy per group)");
    addKeyOptions(cmd, args.key);
    cmd->callback([&args, &exitCode] {
        const auto key = readingKey(args.key, exitCode);
        if (!key) {
            return;
        }
        auto src = loadStrategy(args.srcStrategy);
        if (!src) {
            printError(src.error());
            exitCode = kFailed;
            return;
        }
        std::optional<Strategy> dst;
        if (!args.dstStrategy.empty()) {
            auto loaded = loadStrategy(args.dstStrategy);
            if (!loaded) {
                printError(loaded.error());
                exitCode = kFailed;
                return;
            }
            dst = std::move(*loaded);
        }
        const Strategy* dstPtr = dst ? &*dst : nullptr;
        std::optional<HolderMap> holders;
        if (!args.srcRun.empty()) {
            LoadOptions load;
            load.key = *key;
            auto run = discoverRun(args.srcRun, load);
            auto found = run ? runHolders(**run, *src) : Result<HolderMap>(run.error());
            if (!found) {
                printError(found.error());
                exitCode = kFailed;
                return;
            }
            holders = std::move(*found);
        }
        auto sources = transformSources(&*src, dstPtr, proxyShapes(&*src, dstPtr), args.rank, {},
                                        holders ? &*holders : nullptr);
        if (!sources) {
            printError(sources.error());
            exitCode = kFailed;
            return;
        }
        if (args.json) {
            nlohmann::ordered_json j;
            j["rank"] = args.rank;
            j["needs"] = sources->ranks;
            std::cout << dumpJson(std::move(j)) << "\n";
        } else {
            std::cout << "rank " << args.rank << " needs source ranks";
            for (int r : sources->ranks) {
                std::cout << " " << r;
            }
            std::cout << "\n";
        }
        exitCode = kOk;
    });
}

}  // namespace shardscope::cli
