#include "fitsearch.h"

#include <algorithm>

#include "../util/translatenoop.h"

namespace shardscope {

namespace {

std::vector<int64_t> divisors(int64_t n) {
    std::vector<int64_t> out;
    for (int64_t d = 1; d <= n; ++d) {
        if (n % d == 0) {
            out.push_back(d);
        }
    }
    return out;
}

}  // namespace

std::string splitSpec(const Split& split) {
    std::string s = "dp=" + std::to_string(split.dp) + ",mp=" + std::to_string(split.mp) +
                    ",pp=" + std::to_string(split.pp);
    if (split.optShard > 1) {
        s += ",opt=" + std::to_string(split.optShard);
    }
    return s;
}

SplitBuilder presetBuilder(const NetworkPreset& preset) {
    return [preset](const Split& split, const Workload& work) -> Result<FitInput> {
        if (std::optional<Error> refused = splitRefusalError(preset, split, work)) {
            return std::move(*refused);
        }
        FitInput in = fitInputFromPreset(preset, split);
        const int64_t seq = in.work.seq;
        in.work = work;
        if (in.work.seq <= 0) {
            in.work.seq = seq;
        }
        return in;
    };
}

Result<std::vector<Candidate>> searchSplits(const SplitBuilder& build, const Workload& work,
                                            int64_t cards, uint64_t deviceMemory,
                                            const Links& links, const SearchChoices& choices) {
    if (cards < 1 || cards > (int64_t{1} << 20)) {
        return makeError(
            ErrorCode::InvalidArgument,
            QT_TRANSLATE_NOOP("ErrorMessage", "--cards must be between 1 and 1048576, not {cards}"),
            {{"cards", std::to_string(cards)}});
    }
    std::vector<Candidate> fitting;
    std::vector<Candidate> tooBig;
    std::vector<Candidate> refused;
    const std::vector<bool> spChoices = choices.sequenceParallel
                                            ? std::vector<bool>{*choices.sequenceParallel}
                                            : std::vector<bool>{false, true};
    const std::vector<Recompute> rcChoices =
        choices.recompute
            ? std::vector<Recompute>{*choices.recompute}
            : std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full};
    for (const int64_t pp : divisors(cards)) {
        for (const int64_t mp : divisors(cards / pp)) {
            const int64_t dp = cards / pp / mp;
            std::vector<int64_t> opts;
            if (!choices.optimizerShard || !*choices.optimizerShard || dp == 1) {
                opts.push_back(0);
            }
            if ((!choices.optimizerShard || *choices.optimizerShard) && dp > 1) {
                opts.push_back(dp);
            }
            bool refusedOnce = false;
            for (const int64_t opt : opts) {
                const Split split{dp, mp, pp, opt};
                Workload plain = work;
                plain.sequenceParallel = false;
                auto input = build(split, plain);
                if (!input) {
                    if (!refusedOnce) {
                        Candidate c;
                        c.split = split;
                        c.refusedBecause = input.error().message;
                        c.refusedCode = input.error().code;
                        refused.push_back(std::move(c));
                        refusedOnce = true;
                    }
                    continue;
                }
                for (const bool sp : spChoices) {
                    if (sp && mp == 1) {
                        continue;  // nothing to cut the sequence over
                    }
                    if (sp && input->work.seq > 0 && input->work.seq % mp != 0) {
                        continue;
                    }
                    for (const Recompute rc : rcChoices) {
                        FitInput in = *input;
                        in.work.sequenceParallel = sp;
                        in.work.recompute = rc;
                        auto report = fitStep(in, deviceMemory, links, false);
                        if (!report) {
                            return std::move(report).error();
                        }
                        Candidate c;
                        c.split = split;
                        c.sequenceParallel = sp;
                        c.recompute = rc;
                        c.peakBytes = report->peakBytes;
                        c.peakStage = report->peak().stage;
                        c.commBytesPerStep = report->commBytesPerStep;
                        c.commSeconds = report->commSeconds;
                        c.activationsKnown = report->activationsKnown;
                        c.fits = report->fits;
                        (c.fits ? fitting : tooBig).push_back(std::move(c));
                    }
                }
            }
        }
    }
    std::stable_sort(fitting.begin(), fitting.end(), [](const Candidate& a, const Candidate& b) {
        if (a.commSeconds != b.commSeconds) {
            return a.commSeconds < b.commSeconds;
        }
        return a.peakBytes < b.peakBytes;
    });
    std::stable_sort(tooBig.begin(), tooBig.end(), [](const Candidate& a, const Candidate& b) {
        return a.peakBytes < b.peakBytes;
    });
    std::vector<Candidate> out = std::move(fitting);
    out.insert(out.end(), std::make_move_iterator(tooBig.begin()),
               std::make_move_iterator(tooBig.end()));
    out.insert(out.end(), std::make_move_iterator(refused.begin()),
               std::make_move_iterator(refused.end()));
    return out;
}

}  // namespace shardscope
