#pragma once

#include "checkpointside.h"
#include "configchange.h"
#include "doctorreport.h"
#include "fixbuilder.h"
#include "layercounter.h"
#include "netspec.h"

namespace shardscope {

// Draws the conclusions many problems share (a per-rank slice, another stage, a config change,
// a systematic rename) into DoctorReport::findings, each with one fix.
class FindingCollector {
public:
    FindingCollector(const CheckpointSide& ckpt, const NetSpec& net, const FixBuilder& fixes)
        : m_ckpt(ckpt), m_net(net), m_fixes(fixes) {}

    void collect(DoctorReport& report, const ConfigChangeFinder& config,
                 const LayerCounter& layers) const;
    // The other-stage finding again, after later checks explained some of its problems
    // otherwise (a MindFormers balanced save keeps a shared parameter in one stage): in its
    // place, with its new count, or gone.
    static void recountStages(DoctorReport& report);

private:
    void layouts(DoctorReport& report) const;
    static void stages(DoctorReport& report);
    void configs(DoctorReport& report, const ConfigChangeFinder& config) const;
    void layerCounts(DoctorReport& report, const LayerCounter& layers) const;
    void prefixes(DoctorReport& report) const;
    void renames(DoctorReport& report) const;
    void dtypes(DoctorReport& report) const;

    const CheckpointSide& m_ckpt;
    const NetSpec& m_net;
    const FixBuilder& m_fixes;
};

}  // namespace shardscope
