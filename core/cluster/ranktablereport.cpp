#include "ranktablereport.h"

#include <algorithm>

#include "../util/ranklist.h"
#include "../util/texttable.h"
#include "../util/wording.h"

namespace shardscope {

namespace {

std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}

}  // namespace

std::string rankTableToText(const RankTable& table) {
    std::string out = "rank table " + table.path + ": " + rankTableFormName(table.form);
    if (!table.version.empty()) {
        out += ", version " + table.version;
    }
    if (!table.status.empty()) {
        out += ", status " + table.status;
    }
    out += "; " + plural(table.servers.size(), "server", "servers") + ", " +
           plural(table.devices.size(), "rank", "ranks") + "\n\n";
    TextTable rows({"SERVER", "ADDRESS", "CARDS", "RANKS", "DEVICE IDS"},
                   {false, false, true, false, false});
    for (const RankTableServer& server : table.servers) {
        std::vector<int> deviceIds;
        for (int r : server.ranks) {
            deviceIds.push_back(table.devices[static_cast<size_t>(r)].deviceId);
        }
        rows.addRow({server.label, server.ip.empty() ? "-" : server.ip,
                     std::to_string(server.ranks.size()), formatRankList(sorted(server.ranks)),
                     formatRankList(sorted(deviceIds))});
    }
    out += rows.render();
    for (const Issue& w : table.warnings) {
        out += issueLine(w) + "\n";
    }
    return out;
}

nlohmann::ordered_json rankTableToJson(const RankTable& table) {
    using nlohmann::ordered_json;
    ordered_json j;
    j["format"] = "rank-table";
    j["path"] = table.path;
    j["form"] = rankTableFormName(table.form);
    j["version"] = table.version;
    j["status"] = table.status;
    j["server_count"] = table.servers.size();
    j["rank_count"] = table.devices.size();
    ordered_json servers = ordered_json::array();
    for (size_t s = 0; s < table.servers.size(); ++s) {
        const RankTableServer& server = table.servers[s];
        ordered_json e;
        e["index"] = s;
        e["server_id"] = server.id;
        e["label"] = server.label;
        e["ip"] = server.ip;
        e["ranks"] = server.ranks;
        ordered_json devices = ordered_json::array();
        for (int r : server.ranks) {
            const RankTableDevice& d = table.devices[static_cast<size_t>(r)];
            devices.push_back(ordered_json{
                {"rank", d.rank}, {"device_id", d.deviceId}, {"device_ip", d.deviceIp}});
        }
        e["devices"] = devices;
        servers.push_back(e);
    }
    j["servers"] = servers;
    ordered_json warnings = ordered_json::array();
    ordered_json notices = ordered_json::array();
    for (const Issue& w : table.warnings) {
        warnings.push_back(w.text());
        notices.push_back(ordered_json{{"code", issueCodeName(w.code)}, {"message", w.text()}});
    }
    j["warnings"] = warnings;
    j["notices"] = notices;
    return j;
}

}  // namespace shardscope
