#include "processwork.h"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>

#include "../convert/executor.h"
#include "../convert/sourceoptions.h"
#include "../convert/verifier.h"
#include "../inspect/discoveredrun.h"
#include "../util/messagepiece.h"
#include "../util/temporaryfile.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

constexpr size_t kMaxVerifyErrors = 20;

uint64_t peakRss() {
    rusage usage{};
    if (::getrusage(RUSAGE_SELF, &usage) != 0) {
        return 0;
    }
    return static_cast<uint64_t>(usage.ru_maxrss) * 1024;  // Linux reports KiB
}

}  // namespace

int failedRankOf(const ConversionPlan& plan, const Error& error) {
    namespace fs = std::filesystem;
    for (const RankPlan& r : plan.ranks) {
        if (error.file == r.outPath || error.file == TemporaryFile::pathFor(r.outPath) ||
            error.file == fs::path(r.outPath).parent_path().string()) {
            return r.rank;
        }
    }
    for (size_t g = 0; g < plan.sources.size(); ++g) {
        if (plan.sources[g] == nullptr || plan.sources[g]->path() != error.file) {
            continue;
        }
        for (const RankPlan& r : plan.ranks) {
            if (std::binary_search(r.sources.begin(), r.sources.end(), static_cast<int>(g))) {
                return r.rank;
            }
        }
    }
    return plan.ranks.size() == 1 ? plan.ranks.front().rank : -1;
}

namespace {

// A blocking problem of the plan as an error: the issue's own sentence, as a piece of it (its
// English is the issue's), about its parameter ("parameter 'P': ...", as Error::describe()).
Error problemError(const Issue& problem) {
    Error e = makeError(ErrorCode::InvalidArgument, QT_TRANSLATE_NOOP("ErrorMessage", "{issue}"),
                        {issuePiece("issue", problem)});
    e.param = problem.param;
    return e;
}

// A failed check's issue about `path` (its words name it) or, with `param`, about one of its
// tensors. A tensor that failed without words (its bytes could not be hashed) reads as an
// unreadable one with none.
Issue verifyError(const std::optional<Issue>& issue, const std::string& path,
                  const std::string& param) {
    Issue out =
        issue ? *issue : makeIssue(IssueCode::VerifyUnreadable, Severity::Error, "", "", -1, {""});
    out.file = path;
    out.param = param;
    return out;
}

}  // namespace

ProcessDone runProcessWork(const ProcessWorkRequest& request, const std::stop_token& stop,
                           ProcessProgress& progress) {
    const auto start = std::chrono::steady_clock::now();
    ProcessDone out;
    out.process = request.process;
    const auto finish = [&]() -> ProcessDone {
        out.peakRss = peakRss();
        out.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return out;
    };
    if (request.plan.dstRanks && request.plan.dstRanks->empty()) {
        out.ok = true;
        return finish();
    }
    // The source run as process 0 handed it (loaded), else discovered here: only the sources of
    // this process's ranks are opened.
    PlanRequest planRequest = request.plan;
    if (!planRequest.source) {
        auto run = discoverRun(planRequest.srcFolder, sourceLoadOptions(planRequest));
        if (!run) {
            out.error = run.error();
            return finish();
        }
        planRequest.source = std::move(*run);
    }
    auto plan = planConversion(planRequest);
    if (!plan) {
        out.error = plan.error();
        return finish();
    }
    if (!plan->runnable()) {
        // Process 0 checked the job's plan; a node that sees other files than it (its own copy
        // of the sources) can still find an error here.
        for (const Issue& p : plan->problems) {
            if (p.blocking()) {
                out.rank = p.rank;
                out.error = problemError(p);
                break;
            }
        }
        return finish();
    }
    auto result = executeConversion(*plan, stop, [&](const ConversionProgress& p) {
        progress.bytes = p.done;
        if (p.rankDone == p.rankTotal) {
            ++progress.ranks;
        }
    });
    if (!result) {
        out.cancelled = result.error().code == ErrorCode::Cancelled;
        out.rank = out.cancelled ? -1 : failedRankOf(*plan, result.error());
        out.error = result.error();
        return finish();
    }
    for (size_t i = 0; i < result->ranks.size(); ++i) {
        const RankOutcome& o = result->ranks[i];
        JobRankReport r;
        r.rank = o.rank;
        r.path = o.path;
        r.bytes = plan->ranks[i].fileSize;
        r.seconds = o.seconds;
        r.kept = o.skipped;
        out.ranks.push_back(std::move(r));
        if (o.skipped) {
            ++progress.ranks;
        }
    }
    if (request.verify) {
        for (size_t i = 0; i < plan->ranks.size(); ++i) {
            if (stop.stop_requested()) {
                out.cancelled = true;
                out.error = makeError(
                    ErrorCode::Cancelled,
                    QT_TRANSLATE_NOOP("ErrorMessage", "conversion cancelled during verification"),
                    {});
                return finish();
            }
            const RankCheck check = verifyRank(*plan, plan->ranks[i]);
            JobRankReport& r = out.ranks[i];
            r.verify = check.ok ? "ok" : "failed";
            r.tensors = check.tensors.size();
            if (!check.message.empty()) {
                r.verifyErrors.push_back(verifyError(check.issue, check.path, ""));
            }
            for (const TensorCheck& t : check.tensors) {
                if (!t.ok && r.verifyErrors.size() < kMaxVerifyErrors) {
                    r.verifyErrors.push_back(verifyError(t.issue, check.path, t.name));
                }
            }
        }
    }
    out.ok = true;
    return finish();
}

}  // namespace shardscope
