#pragma once

#include <string>
#include <vector>

#include "ranktable.h"

namespace shardscope {

// What a `shardscope-mpi convert` job should do and where it runs.
struct MpiJobSpec {
    std::string program = "shardscope-mpi";
    std::string src, dst, srcStrategy, dstStrategy;
    std::string prefix;     // empty: the default
    std::string format;     // "ckpt", "safetensors", or empty: the sources'
    std::string ranks;      // "0-3,8", or empty: every destination rank
    std::string step;       // the source's saved step, or empty: the recommended one
    std::string rankTable;  // the destination's rank table; empty: share out by bytes
    bool verify = false;
    bool crc = false;
    bool json = false;
    // Where processes start. With a rank table whose server ids are usable host names (unique,
    // no '*'), they are the hosts; otherwise `hosts` (or, empty, a hostfile placeholder).
    std::vector<std::string> hosts;
    int processesPerHost = 1;
    int processes = 0;  // without hosts: -np; 0 leaves a HOSTFILE placeholder
};

// The hosts to give mpirun for a rank table: its server ids when each names a machine (unique,
// no '*' mask, no spaces), else nothing (the caller writes a hostfile).
std::vector<std::string> mpiHostsFromTable(const RankTable& table);

// The `mpirun` command line that performs the job, ready for a shell: arguments that need it are
// single-quoted; processes are not bound to cores (`--bind-to none`). With hosts: `-np H*N --host
// h1:N,h2:N,... --map-by ppr:N:node`, so that each host runs N processes and, with a rank table,
// writes its own ranks; without hosts and processes > 0, `-np P`; without either, `--hostfile
// HOSTFILE --map-by ppr:N:node`.
std::string mpirunCommandLine(const MpiJobSpec& spec);

// One word quoted for a POSIX shell when it holds anything beyond [A-Za-z0-9_./:,=@%+-].
std::string shellQuote(const std::string& word);

}  // namespace shardscope
