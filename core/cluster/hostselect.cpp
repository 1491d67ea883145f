#include "hostselect.h"
#include "../util/messagepiece.h"
#include "../util/translatenoop.h"
#include "../util/wording.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <climits>

namespace shardscope {

namespace {

// "'node_0', 'node_1', ... (16 servers)", cut short for big tables after the first eight.
IssueArg serverList(const RankTable& table) {
    std::vector<std::string> labels;
    for (size_t s = 0; s < table.servers.size() && s < 8; ++s) {
        labels.push_back("'" + table.servers[s].label + "'");
    }
    if (table.servers.size() <= 8) {
        return listArg("servers", labels, MessagePiece::Join::Commas);
    }
    return pieceArg(
        "servers",
        PiecePlural("{list}, ... ({count} server)",
                    QT_TRANSLATE_N_NOOP("ErrorPiece", "{list}, ... ({count} servers)"), "count"),
        {listArg("list", labels, MessagePiece::Join::Commas),
         {"count", std::to_string(table.servers.size())}});
}

bool isLoopback(const std::string& address) {
    return address.rfind("127.", 0) == 0 || address == "::1";
}

}  // namespace

std::vector<std::string> HostIdentity::names() const {
    std::vector<std::string> out;
    if (!hostname.empty()) {
        out.push_back(hostname);
        const size_t dot = hostname.find('.');
        if (dot != std::string::npos && dot > 0) {
            out.push_back(hostname.substr(0, dot));
        }
    }
    out.insert(out.end(), addresses.begin(), addresses.end());
    return out;
}

std::string HostIdentity::describe() const {
    std::string out = "host name '" + hostname + "'";
    if (!addresses.empty()) {
        out += ", addresses " + joined(addresses);
    }
    return out;
}

HostIdentity localHostIdentity() {
    HostIdentity id;
    char name[HOST_NAME_MAX + 1] = {};
    if (::gethostname(name, sizeof name - 1) == 0) {
        id.hostname = name;
    }
    ifaddrs* list = nullptr;
    if (::getifaddrs(&list) == 0) {
        std::vector<std::string> loopback;
        for (ifaddrs* a = list; a != nullptr; a = a->ifa_next) {
            if (a->ifa_addr == nullptr) {
                continue;
            }
            char text[INET6_ADDRSTRLEN] = {};
            const int family = a->ifa_addr->sa_family;
            const void* raw = nullptr;
            if (family == AF_INET) {
                raw = &reinterpret_cast<const sockaddr_in*>(a->ifa_addr)->sin_addr;
            } else if (family == AF_INET6) {
                raw = &reinterpret_cast<const sockaddr_in6*>(a->ifa_addr)->sin6_addr;
            } else {
                continue;
            }
            if (::inet_ntop(family, raw, text, sizeof text) == nullptr) {
                continue;
            }
            std::vector<std::string>& into = isLoopback(text) ? loopback : id.addresses;
            if (std::find(into.begin(), into.end(), text) == into.end()) {
                into.push_back(text);
            }
        }
        ::freeifaddrs(list);
        id.addresses.insert(id.addresses.end(), loopback.begin(), loopback.end());
    }
    return id;
}

Result<int> selectServer(const RankTable& table, const std::string& selector) {
    if (selector.size() > 1 && selector[0] == '#') {
        int k = -1;
        const char* end = selector.data() + selector.size();
        auto [ptr, ec] = std::from_chars(selector.data() + 1, end, k);
        if (ec == std::errc() && ptr == end && k >= 0 &&
            k < static_cast<int>(table.servers.size())) {
            return k;
        }
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "host '{host}': the table has servers #0 to #{last}"),
                         {{"host", selector}, {"last", std::to_string(table.servers.size() - 1)}})
            .inFile(table.path);
    }
    for (size_t s = 0; s < table.servers.size(); ++s) {
        if (table.servers[s].label == selector && table.servers[s].label != table.servers[s].id) {
            return static_cast<int>(s);
        }
    }
    std::vector<int> found;
    for (size_t s = 0; s < table.servers.size(); ++s) {
        const RankTableServer& server = table.servers[s];
        if (server.id == selector || (!server.ip.empty() && server.ip == selector)) {
            found.push_back(static_cast<int>(s));
        }
    }
    if (found.size() == 1) {
        return found.front();
    }
    if (found.empty()) {
        return makeError(
                   ErrorCode::InvalidArgument,
                   QT_TRANSLATE_NOOP("ErrorMessage", "no server is '{host}' (servers: {servers})"),
                   {{"host", selector}, serverList(table)})
            .inFile(table.path);
    }
    std::vector<std::string> labels;
    labels.reserve(found.size());
    for (int s : found) {
        labels.push_back("'" + table.servers[static_cast<size_t>(s)].label + "'");
    }
    return makeError(ErrorCode::InvalidArgument,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "host '{host}' is ambiguous: servers {servers} all have it; "
                                       "pick one by its label or as #K"),
                     {{"host", selector}, listArg("servers", labels, MessagePiece::Join::Commas)})
        .inFile(table.path);
}

Result<int> matchServer(const RankTable& table, const HostIdentity& identity) {
    const std::vector<std::string> names = identity.names();
    std::vector<int> found;
    std::string via;
    for (size_t s = 0; s < table.servers.size(); ++s) {
        const RankTableServer& server = table.servers[s];
        for (const std::string& name : names) {
            if (name == server.id || (!server.ip.empty() && name == server.ip)) {
                found.push_back(static_cast<int>(s));
                via = name;
                break;
            }
        }
    }
    if (found.size() == 1) {
        return found.front();
    }
    if (found.empty()) {
        std::vector<IssueArg> args = {
            serverList(table),
            {"host", identity.hostname},
            listArg("addresses", identity.addresses, MessagePiece::Join::Commas)};
        return (identity.addresses.empty()
                    ? makeError(ErrorCode::NotFound,
                                QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "this machine is none of the table's servers "
                                                  "({servers}): tried host name '{host}'; give "
                                                  "--host SERVER_ID"),
                                std::move(args))
                    : makeError(ErrorCode::NotFound,
                                QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "this machine is none of the table's servers "
                                                  "({servers}): tried host name '{host}', "
                                                  "addresses {addresses}; give --host SERVER_ID"),
                                std::move(args)))
            .inFile(table.path);
    }
    std::vector<std::string> labels;
    labels.reserve(found.size());
    for (int s : found) {
        labels.push_back("'" + table.servers[static_cast<size_t>(s)].label + "'");
    }
    return makeError(ErrorCode::InvalidArgument,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "this machine matches several servers ({servers}, last by "
                                       "'{via}'); give --host with a label or #K"),
                     {listArg("servers", labels, MessagePiece::Join::Commas), {"via", via}})
        .inFile(table.path);
}

std::vector<int> ranksOnServer(const RankTable& table, int server) {
    std::vector<int> out;
    if (server < 0 || server >= static_cast<int>(table.servers.size())) {
        return out;
    }
    out = table.servers[static_cast<size_t>(server)].ranks;
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace shardscope
