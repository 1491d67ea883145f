#pragma once

#include <optional>

#include <CLI/CLI.hpp>

#include "cluster/destinationranks.h"
#include "convert/convertspec.h"
#include "exitcode.h"
#include "formats/ranktable.h"
#include "keyoptions.h"

namespace shardscope {

// Which command declares the conversion's options: the same names and help everywhere, and
// only what the command does with them differs.
enum class ConvertCommand {
    Plan,     // shardscope-cli plan: --dst optional, no --verify
    Convert,  // shardscope-cli convert
    Mpi,      // shardscope-mpi convert: no --simulate (give the simulated strategy's file)
};

// Whose destination ranks a rank table selects.
enum class RankScope {
    Job,       // every rank: the processes find their servers (shardscope-mpi)
    Host,      // --host's server when given, else every rank (plan)
    ThisHost,  // --host's server, else this machine's (convert)
};

// The destination ranks a conversion writes, and the rank table that places them.
struct ResolvedRanks {
    std::optional<RankTable> table;
    RankSelection selection;

    // The table's warnings (destinationRanks printed them on stderr), for --json's messages;
    // none without a table.
    std::vector<Issue> tableWarnings() const;
};

// A conversion as a command line gives it (plan, convert, shardscope-mpi convert): the spec,
// its keys, and the checks and requests all three make of them, in one place.
struct ConvertOptions : ConvertSpec {
    cli::KeyArgs key;

    // What is refused before anything is read: --simulate and --dst-strategy both given.
    std::optional<cli::Refusal> validate() const;
    // planRequest() with the keys for reading and for encrypted outputs; a key that cannot be
    // made, or outputs that cannot be encrypted (--crc, safetensors), are usage errors.
    std::optional<PlanRequest> keyedPlanRequest(cli::Refusal& why) const;
    // The ranks of --ranks and --rank-table (the table loaded, matched with the destination's
    // rank count): `held` is the destination strategy held in memory (null: dstStrategy is
    // read). A rank list that does not parse is a usage error, the rest failures. The table's
    // warnings go to stderr once the selection stands, and to --json's error object
    // (JsonFailure::noteIssue) should the command fail later.
    std::optional<ResolvedRanks> destinationRanks(const Strategy* held, RankScope scope,
                                                  cli::Refusal& why) const;
};

// Declares --src, --dst, --src-strategy, --dst-strategy, --prefix, --format, --threads,
// --verify, --crc, --step, --remove-redundancy, --simulate, --ranks, --rank-table and --host on
// `cmd`, into `spec`.
void addConvertOptions(CLI::App* cmd, ConvertOptions& spec, ConvertCommand command);
// The conversion's keys: --key-file, --key-hex, --key-mode, --encrypt-mode, --encrypt-key-file
// (each command lists them after its own options).
void addConvertKeyOptions(CLI::App* cmd, ConvertOptions& spec);

// --step: the saved step of a run folder (inspect, doctor, history's consumers and the above).
void addStepOption(CLI::App* cmd, std::string& step);

}  // namespace shardscope
