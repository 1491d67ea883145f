#include "mpicommand.h"

#include <algorithm>
#include <set>

#include "../formats/placeholders.h"

namespace shardscope {

std::string shellQuote(const std::string& word) {
    const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               std::string_view("_./:,=@%+-").find(c) != std::string_view::npos;
    });
    if (plain) {
        return word;
    }
    std::string out = "'";
    for (char c : word) {
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    }
    return out + "'";
}

std::vector<std::string> mpiHostsFromTable(const RankTable& table) {
    std::vector<std::string> hosts;
    std::set<std::string> seen;
    for (const RankTableServer& server : table.servers) {
        const bool usable = !server.id.empty() && !isPlaceholderAddress(server.id) &&
                            server.id.find_first_of("* \t'\"") == std::string::npos &&
                            seen.insert(server.id).second;
        if (!usable) {
            return {};
        }
        hosts.push_back(server.id);
    }
    return hosts;
}

std::string mpirunCommandLine(const MpiJobSpec& spec) {
    // Copying is I/O and memory bound: a process bound to one core would leave its copy threads
    // one core between them (Open MPI binds 1-2 processes to a core each by default).
    std::vector<std::string> words = {"mpirun", "--bind-to", "none"};
    const int perHost = std::max(1, spec.processesPerHost);
    if (!spec.hosts.empty()) {
        std::string list;
        for (const std::string& h : spec.hosts) {
            list += (list.empty() ? "" : ",") + h + ":" + std::to_string(perHost);
        }
        words.insert(words.end(),
                     {"-np", std::to_string(perHost * static_cast<int>(spec.hosts.size())),
                      "--host", list, "--map-by", "ppr:" + std::to_string(perHost) + ":node"});
    } else if (spec.processes > 0) {
        words.insert(words.end(), {"-np", std::to_string(spec.processes)});
    } else {
        words.insert(words.end(), {"--hostfile", "HOSTFILE", "--map-by",
                                   "ppr:" + std::to_string(perHost) + ":node"});
    }
    words.insert(words.end(), {spec.program, "convert", "--src", spec.src, "--dst", spec.dst});
    const auto option = [&words](const char* name, const std::string& value) {
        if (!value.empty()) {
            words.insert(words.end(), {name, value});
        }
    };
    option("--src-strategy", spec.srcStrategy);
    option("--dst-strategy", spec.dstStrategy);
    option("--prefix", spec.prefix == ConvertSpec{}.prefix ? std::string() : spec.prefix);
    option("--format", spec.format);
    option("--ranks", spec.ranks);
    option("--step", spec.step);
    option("--rank-table", spec.rankTable);
    for (auto [flag, on] : {std::pair{"--verify", spec.verify}, std::pair{"--crc", spec.crc},
                            std::pair{"--remove-redundancy", spec.removeRedundancy},
                            std::pair{"--json", spec.json}}) {
        if (on) {
            words.push_back(flag);
        }
    }
    words.insert(words.end(), spec.more.begin(), spec.more.end());
    std::string out;
    for (const std::string& w : words) {
        out += (out.empty() ? "" : " ") + shellQuote(w);
    }
    return out;
}

}  // namespace shardscope
