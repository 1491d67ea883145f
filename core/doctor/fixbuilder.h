#pragma once

#include <string>

#include "checkpointside.h"
#include "doctorreport.h"
#include "netspec.h"

namespace shardscope {

// The commands that turn the checkpoint into one the network loads. Every command it returns
// in Fix::command runs as is (`shardscope-cli convert` as docs/cli.md describes it); when an
// input it needs is unknown (no strategy for a split run), the command is left empty and the
// text says what is missing.
class FixBuilder {
public:
    FixBuilder(const CheckpointSide& ckpt, const NetSpec& net) : m_ckpt(ckpt), m_net(net) {}

    // Merge the run into one full checkpoint (a stand-alone network), or reshard it for the
    // network's strategy (a network built from --net-strategy).
    Fix forLayout() const;
    Fix merge() const;
    Fix convertForNet() const;
    // Another rank's file of the same run, when the run has one (fix.command: its path).
    Fix loadRank(int rank) const;

    std::string mergedFolder() const;
    std::string convertedFolder() const;

    // POSIX shell quoting; plain paths stay as they are.
    static std::string shellQuote(const std::string& text);

private:
    std::string convertLine(const std::string& src, const std::string& srcStrategy,
                            const std::string& dst) const;

    const CheckpointSide& m_ckpt;
    const NetSpec& m_net;
};

}  // namespace shardscope
