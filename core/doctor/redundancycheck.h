#pragma once

#include <map>
#include <memory>

#include "checkpointside.h"
#include "doctorreport.h"
#include "netspec.h"

namespace shardscope {

struct ParamInfo;

// remove_redundancy (docs/layouts.md section 7) seen from one rank's load, with the run's other
// rank files at hand:
// - a rank file of a run saved with it, loaded without the flag: the parameters other members
//   of their groups saved are not loaded (who holds each, and the two fixes);
// - loaded with the flag: what other members saved is broadcast, so it loads; but a run saved
//   with full redundancy makes MindSpore raise `For param {param} in group {group} should be in
//   one rank, but in {ranks}.` at the first parameter that several members of a group hold.
// Needs the checkpoint's run folder and strategy; without them it only notes what it cannot
// tell.
class RedundancyCheck {
public:
    RedundancyCheck(const CheckpointSide& ckpt, const NetSpec& net) : m_ckpt(ckpt), m_net(net) {}

    void apply(bool removeRedundancy, DoctorReport& report) const;

    // MindSpore's words (mindspore/train/serialization.py, _create_allreduce_input).
    static std::string conflictMessage(const std::string& param, const std::vector<int>& group,
                                       const std::vector<int>& holders);

private:
    // The run the checkpoint belongs to, as the side holds it (null, with a note when it could
    // not be read).
    std::shared_ptr<const RunDocument> runOf(DoctorReport& report) const;
    // p, which another member of its group saved (`holder`), explained.
    void savedElsewhere(DoctorProblem& p, const RunDocument& run, const ParamInfo& info, int holder,
                        bool otherStage) const;
    // The finding of a rank file that lacks what its groups' other members saved.
    DoctorFinding redundancyFinding(const RunDocument& run, const std::map<int, size_t>& byHolder,
                                    size_t elsewhere) const;
    // Loaded with the flag: MindSpore raises at the first parameter several members of a group
    // hold (a run saved with full redundancy).
    void checkFullRedundancy(const RunDocument& run, DoctorReport& report) const;
    std::string restoreCommand() const;
    std::string removeCommand() const;

    const CheckpointSide& m_ckpt;
    const NetSpec& m_net;
};

}  // namespace shardscope
