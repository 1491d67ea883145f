#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../util/issue.h"
#include "../util/ranklist.h"
#include "../util/result.h"

namespace shardscope {

// Which cards sit on which machine, as MindSpore's launchers describe it. Three forms are read
// (field names as Huawei's HCCL and MindSpore documents give them; see docs/cli.md, "Rank
// tables", for the sources):
//  - ServerList: HCCL "template 1", `version` "1.0" (and "1.2", the SuperPoD form with
//    `super_pod_list`, `host_ip` and `super_device_id`): `server_count`, `server_list[]` of
//    {`server_id`, `device[]` of {`device_id`, `device_ip`, `rank_id`}}; MindSpore's
//    cross-cluster sample adds `server_ip` and `cluster_list`. Every id is a decimal string.
//  - GroupList: HCCL "template 2" (older, kept for compatibility): `group_count`,
//    `group_list[]` of {`instance_count`, `instance_list[]` of {`rank_id`, `server_id`,
//    `devices[]` of {`device_id`, `device_ip`}}}: one instance per rank.
//  - Msrun: no file; `msrun --worker_num W --local_worker_num L --node_rank K` gives node K the
//    ranks K*L .. K*L+L-1 (MindSpore's msrun launcher docs), named here "node_<K>".
enum class RankTableForm { ServerList, GroupList, Msrun };
const char* rankTableFormName(RankTableForm form);

struct RankTableDevice {
    int rank = 0;          // rank_id
    int deviceId = 0;      // device_id: the card's number on its server
    std::string deviceIp;  // device_ip; may be empty
    int server = 0;        // index into RankTable::servers
};

struct RankTableServer {
    std::string id;          // server_id as written (the docs' samples mask it: "10.*.*.*")
    std::string ip;          // server_ip / host_ip where the table gives one
    std::string label;       // id, or "id #K" (K = position) when another server has the same id
    std::vector<int> ranks;  // rank_ids in the order the table lists them
};

struct RankTable {
    std::string path;  // the file, or "msrun:W:L"
    RankTableForm form = RankTableForm::ServerList;
    std::string version;  // as written; empty when absent
    std::string status;   // as written; empty when absent
    std::vector<RankTableServer> servers;
    std::vector<RankTableDevice> devices;  // by rank: devices[r].rank == r, ranks 0..n-1
    // What is odd but does not stop the table from being used (the caller shows it), each an
    // Issue of `path` (util/issue.h, RankTableStatus .. DuplicateDeviceIp): servers that share a
    // server_id (kept apart by position, "10.*.*.* #1"), cards that give the same device_ip,
    // a status other than "completed", a version this reader does not know (read as 1.0),
    // placeholders where addresses belong. issueCodeName() is the kind --json prints as "code".
    std::vector<Issue> warnings;

    int rankCount() const { return static_cast<int>(devices.size()); }
    // The server index of a global rank, or -1 when the table does not have it.
    int serverOfRank(int rank) const;
    // The server's label ("node_0", or "10.*.*.* #1" where ids repeat); "" when out of range.
    std::string hostOfRank(int rank) const;
};

// Reads a rank table from its bytes (the fuzz-friendly entry point: no file system, never
// throws, never crashes). Errors name `path` and, where one is at fault, the server, device and
// rank: a rank_id or device_id that is no decimal number, given twice, or missing from 0..n-1;
// a server without server_id or devices; server_count disagreeing with the list.
Result<RankTable> parseRankTable(std::span<const uint8_t> bytes, const std::string& path);
Result<RankTable> loadRankTable(const std::string& path);

// msrun's layout: W workers, L per node, node K holding ranks K*L .. K*L+L-1 ("node_<K>").
Result<RankTable> msrunRankTable(int workerNum, int localWorkerNum);
// "msrun:W:L" (what --rank-table accepts besides a file); false when `spec` is not of that form.
bool isMsrunSpec(const std::string& spec);
// A file, or "msrun:W:L".
Result<RankTable> loadRankTableSpec(const std::string& spec);

}  // namespace shardscope
