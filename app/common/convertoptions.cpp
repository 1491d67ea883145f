#include "convertoptions.h"

#include <iostream>

#include "convert/planner.h"
#include "jsonfailure.h"
#include "util/ranklist.h"
#include "util/translatenoop.h"

namespace shardscope {

using cli::kFailed;
using cli::kUsage;
using cli::Refusal;

namespace {

template <class T>
std::optional<T> refused(Refusal& why, const Error& error, int exitCode) {
    why = {error, exitCode, errorCodeName(error.code)};
    return std::nullopt;
}

}  // namespace

std::optional<Refusal> ConvertOptions::validate() const {
    if (!simulate.empty() && !dstStrategy.empty()) {
        return Refusal{makeError(ErrorCode::InvalidArgument,
                                 QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "--simulate and --dst-strategy both name the "
                                                   "destination: give one"),
                                 {}),
                       kUsage};
    }
    return std::nullopt;
}

std::optional<PlanRequest> ConvertOptions::keyedPlanRequest(Refusal& why) const {
    auto reading = cli::keyForReading(key);
    if (!reading) {
        return refused<PlanRequest>(why, reading.error(), kUsage);
    }
    auto writing = cli::keyForWriting(key);
    if (!writing) {
        return refused<PlanRequest>(why, writing.error(), kUsage);
    }
    PlanRequest request = planRequest();
    request.key = *reading;
    request.options.encryptKey = *writing;
    if (key.encryptBlockBytes > 0) {
        request.options.encryptBlockBytes = key.encryptBlockBytes;
    }
    if (Status s = checkEncryptedOutput(request.options); !s) {
        return refused<PlanRequest>(why, s.error(), kUsage);
    }
    return request;
}

std::vector<Issue> ResolvedRanks::tableWarnings() const {
    return table ? table->warnings : std::vector<Issue>{};
}

std::optional<ResolvedRanks> ConvertOptions::destinationRanks(const Strategy* held, RankScope scope,
                                                              Refusal& why) const {
    ResolvedRanks out;
    if (ranks.empty() && rankTable.empty()) {
        return out;
    }
    auto count = held != nullptr ? destinationRankCount(*held) : destinationRankCount(dstStrategy);
    if (!count) {
        return refused<ResolvedRanks>(why, count.error(), kFailed);
    }
    if (!rankTable.empty()) {
        auto table = loadRankTableSpec(rankTable);
        if (!table) {
            return refused<ResolvedRanks>(why, table.error(), kFailed);
        }
        out.table = std::move(*table);
    }
    // A rank list that does not parse, or names a rank the destination lacks, is a usage error:
    // told by where it fails, not by its words (the selection parses it again, as it did here).
    if (!ranks.empty()) {
        if (auto list = parseRankList(ranks, *count); !list) {
            return refused<ResolvedRanks>(why, list.error(), kUsage);
        }
    }
    RankSelectionRequest request;
    request.ranks = ranks;
    request.host = scope == RankScope::Job ? std::string() : host;
    request.localHost = scope == RankScope::ThisHost;
    request.table = out.table ? &*out.table : nullptr;
    request.destinationRanks = *count;
    auto selection = selectDestinationRanks(request);
    if (!selection) {
        return refused<ResolvedRanks>(why, selection.error(), kFailed);
    }
    // After the selection, which refuses a template: its placeholders are said once, as the error.
    if (out.table) {
        for (const Issue& w : out.table->warnings) {
            std::cerr << "warning: " << rankTable << ": " << w.text() << "\n";
            cli::JsonFailure::noteIssue(w);  // in --json's error object, should the command fail
        }
    }
    out.selection = std::move(*selection);
    return out;
}

void addStepOption(CLI::App* cmd, std::string& step) {
    cmd->add_option("--step", step,
                    "run folders: the saved step to use on every rank -- a global step, E_S "
                    "(epoch E, step S, as in <prefix>-E_S.ckpt) or a step's name as `history` "
                    "lists it (default: the newest step complete and intact on every rank)");
}

void addConvertOptions(CLI::App* cmd, ConvertOptions& spec, ConvertCommand command) {
    const bool plan = command == ConvertCommand::Plan;
    const bool mpi = command == ConvertCommand::Mpi;
    cmd->add_option("--src", spec.src,
                    mpi ? "source run folder (rank_<N>/), on storage every host reads"
                        : "source run folder (rank_<N>/)")
        ->required();
    CLI::Option* dst = cmd->add_option(
        "--dst", spec.dst,
        plan ? "where the conversion would write (for the time estimate: its disk is measured "
               "once and kept; default: the current folder)"
             : (mpi ? "destination folder (shared, or local to each host)" : "destination folder"));
    if (!plan) {
        dst->required();
    }
    cmd->add_option("--src-strategy", spec.srcStrategy,
                    "source strategy file or folder (omit: the one beside the rank folders, else "
                    "one unsplit checkpoint)");
    cmd->add_option("--dst-strategy", spec.dstStrategy,
                    "destination strategy file or folder (omit to merge into one)");
    cmd->add_option("--prefix", spec.prefix,
                    "output file prefix: rank_<r>/<prefix><r>.ckpt (or .safetensors)");
    cmd->add_option("--format", spec.format,
                    "output format, ckpt or safetensors (default: the sources' format)")
        ->check(CLI::IsMember({"ckpt", "safetensors"}));
    cmd->add_option("--threads", spec.threads,
                    mpi ? "copy threads per process (default: the host's cores / its processes)"
                        : "copy threads (default: all cores)");
    if (!plan) {
        cmd->add_flag("--verify", spec.verify, "re-read every output tensor and compare it");
    }
    cmd->add_flag("--crc", spec.crc,
                  "write MindSpore's crc_num (a .ckpt trailer, or safetensors __metadata__)");
    addStepOption(cmd, spec.step);
    cmd->add_flag("--remove-redundancy", spec.removeRedundancy,
                  "write the destination as MindSpore saves with remove_redundancy=True: each "
                  "parameter by one rank of its data-parallel group (load it with that flag)");
    if (!mpi) {
        cmd->add_option("--simulate", spec.simulate,
                        "simulate the destination from the source's strategy instead of giving "
                        "--dst-strategy: new axis sizes by name (the axes are named dp/mp as the "
                        "app names them), pp=STAGES, opt=SHARD, or merge; e.g. \"dp=1,mp=4,pp=1\"");
    }
    cmd->add_option("--ranks", spec.ranks,
                    "only these destination ranks, e.g. 0-3,8 (transform_checkpoint_by_rank); "
                    "only their source ranks are read");
    CLI::Option* table = cmd->add_option(
        "--rank-table", spec.rankTable,
        mpi ? "the destination job's rank table (or msrun:W:L): each rank is written by a "
              "process on the server the table places it on"
            : "the destination job's rank table (rank_table.json), or msrun:W:L for msrun's "
              "layout of W workers, L per node");
    const char* host =
        plan ? "with --rank-table: only the ranks the table places on this server (a server_id, "
               "its address, or #K)"
             : (mpi ? "with --rank-table: this process's server (a server_id, its address, or "
                      "#K); default: matched by host name or address"
                    : "with --rank-table: the server whose ranks to write (a server_id, its "
                      "address, or #K); default: this machine, by its host name or an address");
    cmd->add_option("--host", spec.host, host)->needs(table);
}

void addConvertKeyOptions(CLI::App* cmd, ConvertOptions& spec) {
    cli::addKeyOptions(cmd, spec.key);
    cli::addEncryptOptions(cmd, spec.key);
}

}  // namespace shardscope
