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

private:
    void layouts(DoctorReport& report) const;
    void stages(DoctorReport& report) const;
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
