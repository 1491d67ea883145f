#pragma once

#include <string>
#include <vector>

#include "../convert/convertspec.h"
#include "../formats/ranktable.h"

namespace shardscope {

// What a `shardscope-mpi convert` job should do (the conversion: `simulate` and `host` are not
// passed on; a simulated target is given as a strategy file) and where it runs.
struct MpiJobSpec : ConvertSpec {
    std::string program = "shardscope-mpi";
    bool json = false;
    // Where processes start. With a rank table whose server ids are usable host names (unique,
    // no '*'), they are the hosts; otherwise `hosts` (or, empty, a hostfile placeholder).
    std::vector<std::string> hosts;
    int processesPerHost = 1;
    int processes = 0;  // without hosts: -np; 0 leaves a HOSTFILE placeholder
    // The command line's further options, as words after the conversion's (its keys' options:
    // the spec holds none).
    std::vector<std::string> more;
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
