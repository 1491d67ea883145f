// The summary of a distributed conversion (clusterjob.h).
#include <cstdio>
#include <map>
#include <set>

#include "../inspect/reporttext.h"
#include "../util/messagepiece.h"
#include "../util/ranklist.h"
#include "../util/texttable.h"
#include "../util/translatenoop.h"
#include "../util/wording.h"
#include "clusterjob.h"

namespace shardscope {

namespace {

std::string fixed(double v, int digits) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

// rank -> its report, from whichever process wrote it.
std::map<int, const JobRankReport*> reportsByRank(const JobOutcome& outcome) {
    std::map<int, const JobRankReport*> out;
    for (const ProcessDone& d : outcome.done) {
        for (const JobRankReport& r : d.ranks) {
            out[r.rank] = &r;
        }
    }
    return out;
}

std::string verifyCell(const JobRankReport* r) {
    if (r == nullptr) {
        return "?";
    }
    return r->verify.empty() ? "-" : r->verify;
}

}  // namespace

std::string verifyErrorLine(const Issue& error) {
    if (error.param.empty()) {
        return error.text();  // the file's: its words name it
    }
    return error.file + ": " +
           pieceArg("line", QT_TRANSLATE_NOOP("ErrorPiece", "parameter '{param}': {issue}"),
                    {{"param", error.param}, {"issue", error.text()}})
               .value;
}

int jobExitCode(const JobOutcome& outcome) {
    for (const ProcessDone& d : outcome.done) {
        for (const JobRankReport& r : d.ranks) {
            if (r.verify == "failed") {
                return 3;
            }
        }
    }
    return 0;
}

std::string jobSummaryText(const JobOutcome& outcome) {
    const auto reports = reportsByRank(outcome);
    TextTable ranks({"RANK", "PROCESS", "HOST", "BYTES", "SECONDS", "VERIFY"},
                    {true, true, false, true, true, false});
    uint64_t written = 0;
    size_t files = 0, kept = 0, tensors = 0, bad = 0;
    std::string errors;
    for (const JobRank& jr : outcome.start.ranks) {
        const auto it = reports.find(jr.rank);
        const JobRankReport* r = it == reports.end() ? nullptr : it->second;
        const bool wasKept = r != nullptr && r->kept;
        ranks.addRow({std::to_string(jr.rank), std::to_string(jr.process), jr.host,
                      humanBytes(jr.bytes),
                      wasKept ? "kept"
                      : r     ? fixed(r->seconds, 2)
                              : "?",
                      verifyCell(r)});
        if (wasKept) {
            ++kept;
        } else {
            ++files;
            written += jr.bytes;
        }
        if (r != nullptr) {
            tensors += r->tensors;
            bad += r->verify == "failed" ? std::max<size_t>(1, r->verifyErrors.size()) : 0;
            for (const Issue& e : r->verifyErrors) {
                errors += "error: " + verifyErrorLine(e) + "\n";
            }
        }
    }
    TextTable procs({"PROCESS", "HOST", "RANKS", "BYTES", "SECONDS", "PEAK RSS"},
                    {true, false, false, true, true, true});
    std::set<std::string> hosts;
    for (const ProcessDone& d : outcome.done) {
        const std::string host = outcome.start.processHosts[static_cast<size_t>(d.process)];
        hosts.insert(host);
        uint64_t bytes = 0;
        for (const JobRank& jr : outcome.start.ranks) {
            bytes += jr.process == d.process ? jr.bytes : 0;
        }
        const std::vector<int> mine = ranksOfProcess(outcome.start, d.process);
        procs.addRow({std::to_string(d.process), host, mine.empty() ? "-" : formatRankList(mine),
                      humanBytes(bytes), fixed(d.seconds, 2), humanBytes(d.peakRss)});
    }
    std::string out = ranks.render() + "\n" + procs.render() + "\n" + errors;
    out += "wrote " + plural(files, "file", "files") + " (" + humanBytes(written) + ") to " +
           outcome.dst + " with " + plural(outcome.done.size(), "process", "processes") + " on " +
           plural(hosts.size(), "host", "hosts") + " in " + fixed(outcome.seconds, 1) + " s";
    if (kept > 0) {
        out += "; " + std::to_string(kept) + " already complete and verified, kept";
    }
    out += "\n";
    if (outcome.verify) {
        const size_t n = outcome.start.ranks.size();
        out +=
            "verified " + plural(tensors, "tensor", "tensors") + " in " +
            plural(n, "file", "files") + ": " +
            (bad == 0 ? std::string("all match their sources") : std::to_string(bad) + " failed") +
            "\n";
    }
    return out;
}

nlohmann::ordered_json jobSummaryJson(const JobOutcome& outcome) {
    using nlohmann::ordered_json;
    const auto reports = reportsByRank(outcome);
    ordered_json j;
    j["dst"] = outcome.dst;
    j["process_count"] = outcome.done.size();
    std::set<std::string> hostSet(outcome.start.processHosts.begin(),
                                  outcome.start.processHosts.end());
    j["hosts"] = std::vector<std::string>(hostSet.begin(), hostSet.end());
    j["seconds"] = outcome.seconds;
    uint64_t written = 0;
    size_t files = 0, kept = 0;
    bool verified = true;
    ordered_json ranks = ordered_json::array();
    for (const JobRank& jr : outcome.start.ranks) {
        const auto it = reports.find(jr.rank);
        const JobRankReport* r = it == reports.end() ? nullptr : it->second;
        ordered_json e;
        e["rank"] = jr.rank;
        e["process"] = jr.process;
        e["host"] = jr.host;
        e["path"] = r ? r->path : std::string();
        e["bytes"] = jr.bytes;
        e["seconds"] = r ? r->seconds : 0.0;
        e["kept"] = r != nullptr && r->kept;
        e["verify"] = r ? r->verify : std::string();
        if (r != nullptr && !r->verifyErrors.empty()) {
            std::vector<std::string> lines, codes;  // each error's code, in that order
            for (const Issue& error : r->verifyErrors) {
                lines.push_back(verifyErrorLine(error));
                codes.emplace_back(issueCodeName(error.code));
            }
            e["verify_errors"] = lines;
            e["verify_error_codes"] = codes;
        }
        verified = verified && r != nullptr && r->verify == "ok";
        if (r != nullptr && r->kept) {
            ++kept;
        } else {
            ++files;
            written += jr.bytes;
        }
        ranks.push_back(e);
    }
    j["files_written"] = files;
    j["files_kept"] = kept;
    j["bytes_written"] = written;
    if (outcome.verify) {
        j["verified"] = verified;
    }
    j["ranks"] = ranks;
    ordered_json procs = ordered_json::array();
    for (const ProcessDone& d : outcome.done) {
        uint64_t bytes = 0;
        for (const JobRank& jr : outcome.start.ranks) {
            bytes += jr.process == d.process ? jr.bytes : 0;
        }
        procs.push_back(
            ordered_json{{"process", d.process},
                         {"host", outcome.start.processHosts[static_cast<size_t>(d.process)]},
                         {"ranks", ranksOfProcess(outcome.start, d.process)},
                         {"bytes", bytes},
                         {"seconds", d.seconds},
                         {"peak_rss", d.peakRss}});
    }
    j["processes"] = procs;
    return j;
}

}  // namespace shardscope
