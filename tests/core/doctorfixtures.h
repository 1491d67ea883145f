#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "doctor/checkpointside.h"
#include "doctor/doctorinputs.h"
#include "doctor/doctorreport.h"
#include "doctor/netspec.h"
#include "synth/synthmodel.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope::test {

using Shape = std::vector<int64_t>;

// The doctor as the CLI and the window run it: both sides opened (openDoctor), then checked.
inline Result<DoctorReport> doctorOf(const DoctorInputs& inputs) {
    auto request = openDoctor(inputs);
    if (!request) {
        return std::move(request).error();
    }
    return runDoctor(*request);
}

// The report's problem for a parameter; a test failure when there is none.
// The English of the doctor's notes (what `doctor` prints after "note: "), and their codes.
inline std::vector<std::string> noteTexts(const std::vector<Issue>& notes) {
    std::vector<std::string> out;
    for (const Issue& n : notes) {
        out.push_back(n.text());
    }
    return out;
}

inline std::vector<std::string> noteCodes(const std::vector<Issue>& notes) {
    std::vector<std::string> out;
    for (const Issue& n : notes) {
        out.push_back(issueCodeName(n.code));
    }
    return out;
}

inline const DoctorProblem* findProblem(const DoctorReport& r, const std::string& name) {
    for (const DoctorProblem& p : r.problems) {
        if (p.name == name) {
            return &p;
        }
    }
    ADD_FAILURE() << "no problem for " << name;
    return nullptr;
}

// The tiny synthetic GPT (2 layers, hidden 64, vocab 512), laid out dp x mp x pp.
inline SynthConfig synthConfig(int dp, int mp, int pp, int optShard = 0) {
    SynthConfig c;
    c.dp = dp;
    c.mp = mp;
    c.pp = pp;
    c.optShard = optShard;
    return c;
}

inline SynthModel synthModel(const SynthConfig& config) {
    auto m = buildSynthModel(config);
    EXPECT_TRUE(m) << (m ? "" : m.error().describe());
    return std::move(m).value();
}

// A stand-alone network as `net.parameters_and_names()` lists it: the network's own
// parameters, full shapes, no optimizer.
inline NetSpec standaloneNet(const SynthModel& model) {
    NetSpec net;
    net.path = "net.json";
    for (size_t i = 0; i < model.networkParams; ++i) {
        const SynthParam& p = model.params[i];
        net.params.push_back({p.name, p.shape, p.dtype});
    }
    return net;
}

// The same network as the NET.json the README's snippet writes.
inline std::string netJson(const NetSpec& net) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (const NetParam& p : net.params) {
        j[p.name] = {{"shape", p.shape}, {"dtype", p.dtype}};
    }
    return j.dump(1);
}

// The merged strategy of a synthetic model in JSON form, with full shapes (tensor_shape).
inline Strategy jsonStrategy(const SynthModel& model) {
    Strategy s = synthMergedStrategy(model);
    for (ParamLayout& l : s.layouts) {
        for (const SynthParam& p : model.params) {
            if (p.name == l.name) {
                l.tensorShape = p.shape;
            }
        }
    }
    s.format = StrategyFormat::Json;
    return s;
}

inline void writeRun(const std::string& folder, const SynthConfig& config) {
    auto summary = writeSynthRun(folder, config);
    ASSERT_TRUE(summary) << summary.error().describe();
}

inline std::string rankFile(const std::string& run, int rank) {
    return run + "/rank_" + std::to_string(rank) + "/synth-2_250.ckpt";
}

}  // namespace shardscope::test
