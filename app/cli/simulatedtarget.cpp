#include "simulatedtarget.h"

#include <unistd.h>

#include <filesystem>
#include <iostream>

#include "clicommands.h"
#include "convert/migrationtarget.h"
#include "convert/simulatespec.h"
#include "inspect/axisroles.h"
#include "inspect/runloader.h"

namespace shardscope::cli {

namespace fs = std::filesystem;

SimulatedTarget::~SimulatedTarget() {
    if (!m_dir.empty()) {
        std::error_code ec;
        fs::remove_all(m_dir, ec);
    }
}

bool SimulatedTarget::prepare(ConvertArgs& args, int& exitCode) {
    const auto fail = [&exitCode](const std::string& line, int code) {
        printError(line);
        exitCode = code;
        return false;
    };
    if (!args.dstStrategy.empty()) {
        return fail("--simulate and --dst-strategy both name the destination: give one", kUsage);
    }
    LoadOptions load;
    load.strategyPath = args.srcStrategy;
    load.step = args.step;
    auto run = loadRunModel(args.src, load);
    if (!run) {
        return fail(run.error().describe(), kFailed);
    }
    if (!run->strategy) {
        return fail(args.src +
                        ": --simulate starts from the source's strategy, and the run has "
                        "none: give --src-strategy",
                    kUsage);
    }
    const std::vector<int64_t> dev = mainDeviceMatrix(*run->strategy);
    const std::vector<std::string> axes = defaultAxisNames(axisRoles(*run, dev));
    Issue why;
    const auto spec = parseSimulationSpec(args.simulate, axes, &why);
    if (!spec) {
        return fail("--simulate: " + why.message, kUsage);
    }
    std::string pattern = (fs::temp_directory_path() / "shardscope-simulated-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) {
        return fail("cannot create a temporary folder for the simulated strategy", kFailed);
    }
    m_dir = pattern;
    TargetRequest request;
    request.simulate = true;
    request.spec = *spec;
    request.writeSimulatedTo = (fs::path(m_dir) / "strategy.ckpt").string();
    request.label = "simulated: " + formatSimulationSpec(*spec, axes);
    const PreparedTarget target = prepareTarget(*run, request);
    for (const Issue& issue : target.problems) {
        std::cerr << (issue.blocking() ? "error" : "warning") << ": " << issue.message << "\n";
    }
    if (target.error) {
        return fail(target.error->describe(), kFailed);
    }
    if (target.blocked()) {
        return fail("nothing planned: the simulated target has the errors above", kFailed);
    }
    args.dstStrategy = target.strategyPath;  // empty when merging to one card
    return true;
}

}  // namespace shardscope::cli
