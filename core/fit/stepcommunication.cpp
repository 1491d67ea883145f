#include "stepcommunication.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "../formats/ranktable.h"

namespace shardscope {

namespace {

struct GroupKey {
    std::vector<int64_t> devMatrix;
    std::vector<int> axes;
    int64_t opt = 1;
    bool operator<(const GroupKey& o) const {
        return std::tie(devMatrix, axes, opt) < std::tie(o.devMatrix, o.axes, o.opt);
    }
};

struct DpVolume {
    const TensorLayout* tensor = nullptr;
    uint64_t gradients = 0;
    uint64_t weights = 0;
};

}  // namespace

StepCommunication::StepCommunication(FitReport& report, const Links& links, bool withGroups)
    : m_report(report),
      m_links(links),
      m_withGroups(withGroups),
      m_rankBytes(report.ranks.size(), 0),
      m_rankSeconds(report.ranks.size(), 0) {}

double StepCommunication::sbh() const {
    return static_cast<double>(m_report.work.seq) * static_cast<double>(m_report.work.microBatch) *
           static_cast<double>(m_report.dims.hidden);
}

int StepCommunication::hostOf(int rank) const {
    if (m_links.rankTable != nullptr && rank < m_links.rankTable->rankCount()) {
        return m_links.rankTable->serverOfRank(rank);
    }
    return rank / std::max(1, m_links.cardsPerHost);
}

void StepCommunication::emit(GroupKind kind, int stage, std::vector<int> ranks,
                             const std::string& how, uint64_t bytes) {
    StepGroup g;
    g.kind = kind;
    g.stage = stage;
    g.collective = how;
    g.bytesPerStep = bytes;
    const int host = hostOf(ranks.front());
    g.crossesHosts =
        std::any_of(ranks.begin(), ranks.end(), [&](int x) { return hostOf(x) != host; });
    g.seconds =
        static_cast<double>(bytes) / (g.crossesHosts ? m_links.interHost : m_links.intraHost);
    for (const int x : ranks) {
        m_rankBytes[static_cast<size_t>(x)] += bytes;
        m_rankSeconds[static_cast<size_t>(x)] += g.seconds;
    }
    g.ranks = std::move(ranks);
    if (m_withGroups) {
        m_report.groups.push_back(std::move(g));
    }
}

void StepCommunication::count(const PlacedStages& placed,
                              const std::vector<const TensorLayout*>& mpLayout) {
    for (int s = 0; s < m_report.stages; ++s) {
        dataParallel(s, placed[static_cast<size_t>(s)]);
        const StageFit& st = m_report.stageFits[static_cast<size_t>(s)];
        const TensorLayout* mp = mpLayout[static_cast<size_t>(s)];
        if (mp != nullptr && m_report.work.seq > 0 && m_report.dims.hidden > 0 && st.layers > 0) {
            modelParallel(s, *mp);
        }
        if (s + 1 < m_report.stages && m_report.work.seq > 0 && m_report.dims.hidden > 0) {
            pipeline(s);
        }
    }
    for (size_t x = 0; x < m_report.ranks.size(); ++x) {
        m_report.commBytesPerStep = std::max(m_report.commBytesPerStep, m_rankBytes[x]);
        m_report.commSeconds = std::max(m_report.commSeconds, m_rankSeconds[x]);
    }
}

void StepCommunication::dataParallel(int stage, const std::vector<PlacedEntry>& placed) {
    const int D = m_report.devicesPerStage;
    const int base = stage * D;
    std::map<GroupKey, DpVolume> dp;
    for (const PlacedEntry& p : placed) {
        if (p.kind != EntryKind::Parameter || p.tensor.replicaGroupSize() <= 1) {
            continue;
        }
        // Size-1 axes change no group: layouts that differ only there share it.
        std::vector<int> axes;
        for (const int a : p.tensor.replicaAxes()) {
            if (p.tensor.devMatrix()[static_cast<size_t>(a)] > 1) {
                axes.push_back(a);
            }
        }
        DpVolume& v = dp[{p.tensor.devMatrix(), std::move(axes), p.tensor.optShardSize()}];
        v.tensor = &p.tensor;
        v.gradients += p.modelElements * p.gradientBytes;
        v.weights += p.modelElements * p.weightBytes;
    }
    for (const auto& [key, v] : dp) {
        const double nn = static_cast<double>(v.tensor->replicaGroupSize());
        const double o = static_cast<double>(key.opt);
        const double g = static_cast<double>(v.gradients);
        double bytes = 0;
        std::string how;
        if (key.opt > 1) {
            const double rest = nn / o;
            bytes = (o - 1.0) / o * (g + static_cast<double>(v.weights)) +
                    (rest > 1.0 ? 2.0 * (rest - 1.0) / rest * g / o : 0.0);
            how = rest > 1.0 ? "reduce-scatter + all-gather + all-reduce"
                             : "reduce-scatter + all-gather";
        } else {
            bytes = 2.0 * (nn - 1.0) / nn * g;
            how = "all-reduce";
        }
        const uint64_t b = static_cast<uint64_t>(std::llround(bytes));
        std::vector<bool> done(static_cast<size_t>(D), false);
        for (int local = 0; local < D; ++local) {
            if (done[static_cast<size_t>(local)]) {
                continue;
            }
            std::vector<int> ranks;
            for (const int x : v.tensor->replicaGroup(local)) {
                done[static_cast<size_t>(x)] = true;
                ranks.push_back(base + x);
            }
            emit(GroupKind::DataParallel, stage, std::move(ranks), how, b);
            if (!m_withGroups) {
                break;  // the group of local rank 0 stands for the others
            }
        }
    }
}

void StepCommunication::modelParallel(int stage, const TensorLayout& mp) {
    const int D = m_report.devicesPerStage;
    const int base = stage * D;
    const StageFit& st = m_report.stageFits[static_cast<size_t>(stage)];
    const double t = static_cast<double>(st.tensorParallel);
    const double ops = m_report.work.recompute == Recompute::Full ? 6.0 : 4.0;
    const double bytes = static_cast<double>(st.layers) *
                         static_cast<double>(m_report.work.microBatches) * ops * 2.0 * (t - 1.0) /
                         t * 2.0 * sbh();
    std::set<int> splitAxes;
    for (size_t dim = 0; dim < mp.dims(); ++dim) {
        for (const int a : mp.splitAxes(dim)) {
            splitAxes.insert(a);
        }
    }
    std::map<std::vector<int64_t>, std::vector<int>> groups;
    for (int local = 0; local < D; ++local) {
        std::vector<int64_t> c = mp.coordinates(local);
        for (const int a : splitAxes) {
            c[static_cast<size_t>(a)] = 0;
        }
        groups[c].push_back(base + local);
    }
    const uint64_t b = static_cast<uint64_t>(std::llround(bytes));
    for (auto& [key, ranks] : groups) {
        emit(GroupKind::ModelParallel, stage, std::move(ranks),
             m_report.work.sequenceParallel ? "all-gather + reduce-scatter" : "all-reduce", b);
        if (!m_withGroups) {
            break;
        }
    }
}

void StepCommunication::pipeline(int stage) {
    const int D = m_report.devicesPerStage;
    const int base = stage * D;
    const StageFit& st = m_report.stageFits[static_cast<size_t>(stage)];
    const double spDiv =
        m_report.work.sequenceParallel ? static_cast<double>(st.tensorParallel) : 1.0;
    const uint64_t b = static_cast<uint64_t>(
        std::llround(static_cast<double>(m_report.work.microBatches) * 2.0 * sbh() / spDiv));
    for (int local = 0; local < (m_withGroups ? D : 1); ++local) {
        emit(GroupKind::Pipeline, stage, {base + local, base + D + local}, "send/receive", b);
    }
}

}  // namespace shardscope
