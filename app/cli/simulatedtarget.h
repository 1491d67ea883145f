#pragma once

#include <string>

#include "convertcommands.h"

namespace shardscope::cli {

// --simulate SPEC of plan and convert ("dp=1,mp=4,pp=1", "opt=2", "merge"): the destination
// strategy simulated from the source's, exactly as the GUI's planner simulates it, written to a
// temporary file that the plan reads. The axes are named as the GUI names them by default.
class SimulatedTarget final {
public:
    SimulatedTarget() = default;
    ~SimulatedTarget();
    SimulatedTarget(const SimulatedTarget&) = delete;
    SimulatedTarget& operator=(const SimulatedTarget&) = delete;

    // Sets args.dstStrategy (left empty for "merge"). Prints the simulation's warnings; on an
    // error prints it, sets exitCode and returns false.
    bool prepare(ConvertArgs& args, int& exitCode);

private:
    std::string m_dir;
};

}  // namespace shardscope::cli
