#pragma once

#include <string>
#include <vector>

#include "../formats/ranktable.h"
#include "../util/result.h"

namespace shardscope {

// What this machine may be called in a rank table: its host name (short and as set) and every
// address of its network interfaces (IPv4 and IPv6, loopback included, last). No DNS lookups:
// they can hang on a cluster node without a resolver.
struct HostIdentity {
    std::string hostname;
    std::vector<std::string> addresses;

    std::vector<std::string> names() const;  // hostname (and its short form), then addresses
    std::string describe() const;            // "host name 'n1', addresses 10.0.0.5, 127.0.0.1"
};
HostIdentity localHostIdentity();

// The server a selector names: a server_id, a server_ip / host_ip, a label ("10.*.*.* #1"), or
// "#K" (the K-th server, from 0). A server_id several servers share is ambiguous: the error lists
// their labels. Errors (InvalidArgument) name the table and list its servers.
Result<int> selectServer(const RankTable& table, const std::string& selector);

// The server this machine is: the one whose server_id or server ip equals one of `identity`'s
// names. Exactly one must match; none, or several, is an error that says what was tried.
Result<int> matchServer(const RankTable& table, const HostIdentity& identity);

// The ranks the table places on `server`, ascending.
std::vector<int> ranksOnServer(const RankTable& table, int server);

}  // namespace shardscope
