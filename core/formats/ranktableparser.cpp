// Rank tables (ranktable.h): HCCL's template 1 (server_list) and template 2 (group_list).
#include <algorithm>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "../util/errorwording.h"
#include "../util/jsonerrortext.h"
#include "../util/mappedfile.h"
#include "../util/messagepiece.h"
#include "../util/orderedjson.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"
#include "placeholders.h"
#include "ranktable.h"

namespace shardscope {

namespace {

using Json = nlohmann::json;

// One card as the file lists it, before the checks across the table.
struct Entry {
    int rank = 0;
    int deviceId = 0;
    std::string deviceIp;
    int server = 0;     // index into RankTable::servers
    std::string where;  // "server_list[1] ('node_1'), device[2]"
};

class Reader {
public:
    explicit Reader(const std::string& path) : m_path(path) {}

    Result<RankTable> read(const Json& doc);

private:
    Error fail(ErrorTemplate text, std::vector<IssueArg> args = {}) const {
        return makeError(ErrorCode::Corrupt, text, std::move(args)).inFile(m_path);
    }
    Error fail(ErrorPlural text, std::vector<IssueArg> args) const {
        return makeError(ErrorCode::Corrupt, text, std::move(args)).inFile(m_path);
    }
    // A decimal id (as a string, or a JSON integer) in [0, kMaxTableRanks).
    Result<int> id(const Json& object, const char* key, const std::string& where) const;
    std::string text(const Json& object, const char* key) const;
    Error notAnObject(const std::string& where) const {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where} is not an object"),
                    {{"where", where}});
    }
    // A server_id that is missing or not a non-empty string, or none (the id is fine).
    std::optional<Error> badServerId(const Json& object, const std::string& where) const;
    Status readServerList(const Json& doc);
    Status readGroupList(const Json& doc);
    // rank < 0: the card carries its rank_id.
    Status readCard(const Json& card, const std::string& where, int server, int rank);
    Status checkRanks();
    Status checkDeviceIds() const;
    void warnings();
    Issue warning(IssueCode code, const std::vector<std::string>& args) const {
        return makeIssue(code, Severity::Warning, m_path, {}, -1, args);
    }

    std::string m_path;
    RankTable m_table;
    std::vector<Entry> m_entries;
    std::vector<IssueArg> m_serverWhere;  // per server, for errors: its "where" argument
};

// A value as an error shows it: a string quoted (cut after 64 bytes), a number or literal as
// written, a list or an object by its kind only: a table may nest them a million deep (dump()
// recurses once per level) or hold megabytes.
IssueArg quoted(std::string name, const Json& value) {
    if (value.is_string()) {
        std::string text = value.get<std::string>();
        if (text.size() > 64) {
            size_t cut = 64;
            while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) {
                --cut;  // not inside a UTF-8 sequence
            }
            text = text.substr(0, cut) + "...";
        }
        return {std::move(name), "'" + text + "'"};
    }
    if (value.is_array()) {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "(a list)"));
    }
    if (value.is_object()) {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "(an object)"));
    }
    return {std::move(name), value.dump()};
}

Result<int> Reader::id(const Json& object, const char* key, const std::string& where) const {
    // "server_list[0] ('n0'), device[1]: no device_id", or with no place ("no server_count").
    const auto failAt = [&](ErrorTemplate bare, ErrorTemplate located, std::vector<IssueArg> args) {
        args.insert(args.begin(), {{"where", where}, {"key", key}});
        return fail(where.empty() ? bare : located, std::move(args));
    };
    const auto notDecimal = [&](const Json& value) {
        return failAt(
            QT_TRANSLATE_NOOP("ErrorMessage", "{key} {value} is not a decimal number"),
            QT_TRANSLATE_NOOP("ErrorMessage", "{where}: {key} {value} is not a decimal number"),
            {quoted("value", value)});
    };
    const auto it = object.find(key);
    if (it == object.end()) {
        return failAt(QT_TRANSLATE_NOOP("ErrorMessage", "no {key}"),
                      QT_TRANSLATE_NOOP("ErrorMessage", "{where}: no {key}"), {});
    }
    uint64_t value = 0;
    if (it->is_number_unsigned()) {
        value = it->get<uint64_t>();
    } else if (it->is_string()) {
        const std::string& s = it->get_ref<const std::string&>();
        const bool digits =
            !s.empty() && s.size() <= 9 &&
            std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!digits) {
            return notDecimal(*it);
        }
        value = std::stoull(s);
    } else {
        return notDecimal(*it);
    }
    if (value >= static_cast<uint64_t>(kMaxTableRanks)) {
        return failAt(
            QT_TRANSLATE_NOOP("ErrorMessage", "{key} {value} is too large (at most {max})"),
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "{where}: {key} {value} is too large (at most {max})"),
            {{"value", std::to_string(value)}, {"max", std::to_string(kMaxTableRanks - 1)}});
    }
    return static_cast<int>(value);
}

std::string Reader::text(const Json& object, const char* key) const {
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::optional<Error> Reader::badServerId(const Json& object, const std::string& where) const {
    const auto sid = object.find("server_id");
    if (sid == object.end()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: no server_id"), {{"where", where}});
    }
    if (!sid->is_string() || sid->get_ref<const std::string&>().empty()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                      "{where}: server_id {value} is not a non-empty string"),
                    {{"where", where}, quoted("value", *sid)});
    }
    return std::nullopt;
}

Status Reader::readCard(const Json& card, const std::string& where, int server, int rank) {
    if (!card.is_object()) {
        return notAnObject(where);
    }
    Entry e;
    e.where = where;
    e.server = server;
    if (rank < 0) {
        auto r = id(card, "rank_id", where);
        if (!r) {
            return std::move(r).error();
        }
        rank = *r;
    }
    e.rank = rank;
    auto device = id(card, "device_id", where);
    if (!device) {
        return std::move(device).error();
    }
    e.deviceId = *device;
    e.deviceIp = text(card, "device_ip");
    m_entries.push_back(std::move(e));
    return {};
}

Status Reader::readServerList(const Json& doc) {
    const Json& list = doc.at("server_list");
    if (!list.is_array()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage", "server_list is not a list"));
    }
    if (list.empty()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage", "server_list is empty"));
    }
    if (doc.contains("server_count")) {
        auto count = id(doc, "server_count", "");
        if (!count) {
            return std::move(count).error();
        }
        if (static_cast<size_t>(*count) != list.size()) {
            return fail(
                ErrorPlural("server_count is {count} but server_list holds {servers} server",
                            QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                "server_count is {count} but server_list "
                                                "holds {servers} servers"),
                            "servers"),
                {{"count", std::to_string(*count)}, {"servers", std::to_string(list.size())}});
        }
    }
    for (size_t s = 0; s < list.size(); ++s) {
        const Json& server = list[s];
        std::string where = "server_list[" + std::to_string(s) + "]";
        if (!server.is_object()) {
            return notAnObject(where);
        }
        if (std::optional<Error> e = badServerId(server, where)) {
            return std::move(*e);
        }
        const auto sid = server.find("server_id");
        RankTableServer out;
        out.id = sid->get<std::string>();
        out.ip = text(server, "server_ip");
        if (out.ip.empty()) {
            out.ip = text(server, "host_ip");
        }
        where += " ('" + out.id + "')";
        const auto devices = server.find("device");
        if (devices == server.end()) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: no device list"),
                        {{"where", where}});
        }
        if (!devices->is_array()) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: device is not a list"),
                        {{"where", where}});
        }
        if (devices->empty()) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: the device list is empty"),
                        {{"where", where}});
        }
        for (size_t d = 0; d < devices->size(); ++d) {
            const std::string cardWhere = where + ", device[" + std::to_string(d) + "]";
            // Servers go by position: ids may repeat.
            if (Status st = readCard((*devices)[d], cardWhere, static_cast<int>(s), -1); !st) {
                return st;
            }
            out.ranks.push_back(m_entries.back().rank);
        }
        m_table.servers.push_back(std::move(out));
        m_serverWhere.push_back({"where", where});
    }
    return {};
}

Status Reader::readGroupList(const Json& doc) {
    const Json& groups = doc.at("group_list");
    if (!groups.is_array()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage", "group_list is not a list"));
    }
    if (groups.empty()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage", "group_list is empty"));
    }
    std::map<std::string, int> serverIndex;
    for (size_t g = 0; g < groups.size(); ++g) {
        const Json& group = groups[g];
        const std::string where = "group_list[" + std::to_string(g) + "]";
        if (!group.is_object()) {
            return notAnObject(where);
        }
        const auto list = group.find("instance_list");
        if (list == group.end()) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: no instance_list"),
                        {{"where", where}});
        }
        if (!list->is_array()) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: instance_list is not a list"),
                        {{"where", where}});
        }
        if (list->empty()) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: instance_list is empty"),
                        {{"where", where}});
        }
        if (group.contains("instance_count")) {
            auto count = id(group, "instance_count", where);
            if (!count) {
                return std::move(count).error();
            }
            if (static_cast<size_t>(*count) != list->size()) {
                return fail(ErrorPlural("{where}: instance_count is {count} but instance_list "
                                        "holds {instances} instance",
                                        QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                            "{where}: instance_count is {count} "
                                                            "but instance_list holds {instances} "
                                                            "instances"),
                                        "instances"),
                            {{"where", where},
                             {"count", std::to_string(*count)},
                             {"instances", std::to_string(list->size())}});
            }
        }
        for (size_t i = 0; i < list->size(); ++i) {
            const Json& instance = (*list)[i];
            const std::string at = where + ", instance_list[" + std::to_string(i) + "]";
            if (!instance.is_object()) {
                return notAnObject(at);
            }
            auto rank = id(instance, "rank_id", at);
            if (!rank) {
                return std::move(rank).error();
            }
            if (std::optional<Error> e = badServerId(instance, at)) {
                return std::move(*e);
            }
            const auto sid = instance.find("server_id");
            const auto devices = instance.find("devices");
            if (devices == instance.end()) {
                return fail(QT_TRANSLATE_NOOP("ErrorMessage", "{where}: no devices list"),
                            {{"where", at}});
            }
            if (!devices->is_array() || devices->size() != 1) {
                return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                              "{where}: devices must list exactly one card (one "
                                              "rank is one card)"),
                            {{"where", at}});
            }
            const std::string server = sid->get<std::string>();
            const auto [it, added] =
                serverIndex.emplace(server, static_cast<int>(m_table.servers.size()));
            if (added) {
                RankTableServer out;
                out.id = server;
                m_table.servers.push_back(std::move(out));
                m_serverWhere.push_back(
                    pieceArg("where", QT_TRANSLATE_NOOP("ErrorPiece", "server '{server}'"),
                             {{"server", server}}));
            }
            if (Status st = readCard((*devices)[0], at + ", devices[0]", it->second, *rank); !st) {
                return st;
            }
            m_table.servers[static_cast<size_t>(it->second)].ranks.push_back(*rank);
        }
    }
    return {};
}

Status Reader::checkRanks() {
    std::map<int, const Entry*> byRank;
    for (const Entry& e : m_entries) {
        const auto [it, added] = byRank.emplace(e.rank, &e);
        if (!added) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                          "rank_id {rank} is given twice: {first} and {second}"),
                        {{"rank", std::to_string(e.rank)},
                         {"first", it->second->where},
                         {"second", e.where}})
                .onRank(e.rank);
        }
    }
    const int count = static_cast<int>(m_entries.size());
    for (int r = 0; r < count; ++r) {
        if (byRank.count(r) == 0) {
            return fail(ErrorPlural("no card has rank_id {rank}: the table's {cards} card must be "
                                    "numbered 0-{last} (it goes up to {highest})",
                                    QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                        "no card has rank_id {rank}: the table's "
                                                        "{cards} cards must be numbered 0-{last} "
                                                        "(it goes up to {highest})"),
                                    "cards"),
                        {{"rank", std::to_string(r)},
                         {"cards", std::to_string(count)},
                         {"last", std::to_string(count - 1)},
                         {"highest", std::to_string(byRank.rbegin()->first)}})
                .onRank(r);
        }
    }
    m_table.devices.resize(m_entries.size());
    for (const Entry& e : m_entries) {
        m_table.devices[static_cast<size_t>(e.rank)] = {e.rank, e.deviceId, e.deviceIp, e.server};
    }
    return {};
}

Status Reader::checkDeviceIds() const {
    std::map<std::pair<int, int>, const Entry*> seen;  // (server, device_id)
    for (const Entry& e : m_entries) {
        const auto [it, added] = seen.emplace(std::pair{e.server, e.deviceId}, &e);
        if (!added) {
            return fail(QT_TRANSLATE_NOOP("ErrorMessage",
                                          "{where}: device_id {device} is given twice (rank_id "
                                          "{first} and rank_id {second})"),
                        {m_serverWhere[static_cast<size_t>(e.server)],
                         {"device", std::to_string(e.deviceId)},
                         {"first", std::to_string(it->second->rank)},
                         {"second", std::to_string(e.rank)}})
                .onRank(e.rank);
        }
    }
    return {};
}

void Reader::warnings() {
    auto& w = m_table.warnings;
    if (!m_table.status.empty() && m_table.status != "completed") {
        w.push_back(warning(IssueCode::RankTableStatus, {m_table.status}));
    }
    if (!m_table.version.empty() && m_table.version != "1.0" && m_table.version != "1.1" &&
        m_table.version != "1.2") {
        w.push_back(warning(IssueCode::RankTableVersion, {m_table.version}));
    }
    std::map<std::string, std::vector<size_t>> byId;
    for (size_t s = 0; s < m_table.servers.size(); ++s) {
        byId[m_table.servers[s].id].push_back(s);
        m_table.servers[s].label = m_table.servers[s].id;
    }
    for (const auto& [id, indexes] : byId) {
        if (indexes.size() < 2) {
            continue;
        }
        std::vector<std::string> list, labels;
        for (const size_t index : indexes) {
            RankTableServer& server = m_table.servers[index];
            server.label = id + " #" + std::to_string(index);
            list.push_back(std::to_string(index));
            labels.push_back("'" + server.label + "'");
        }
        Issue issue = warning(IssueCode::DuplicateServerId, {});
        issue.args = {listArg("servers", list, MessagePiece::Join::CommasAnd),
                      {"id", id},
                      listArg("labels", labels, MessagePiece::Join::CommasAnd),
                      {"count", std::to_string(indexes.size())}};
        w.push_back(std::move(issue));
    }
    // A template (HCCL's and MindSpore's samples): placeholders where addresses belong, said
    // once for the table; what uses its hosts refuses it (rankTablePlaceholders).
    std::vector<std::string> placeholders;
    const auto note = [&](const char* field, const std::string& value) {
        const std::string item = std::string(field) + " '" + value + "'";
        if (isPlaceholderAddress(value) &&
            std::find(placeholders.begin(), placeholders.end(), item) == placeholders.end()) {
            placeholders.push_back(item);
        }
    };
    for (const RankTableServer& server : m_table.servers) {
        note("server_id", server.id);
        note("server_ip", server.ip);
    }
    for (const RankTableDevice& d : m_table.devices) {
        note("device_ip", d.deviceIp);
    }
    if (!placeholders.empty()) {
        Issue issue = warning(IssueCode::RankTablePlaceholder, {});
        issue.args = {cutListArg("placeholders", placeholders, 3),
                      {"count", std::to_string(placeholders.size())}};
        w.push_back(std::move(issue));
    }
    // A device_ip several cards share: one warning per address, naming every rank.
    std::map<std::string, std::vector<int>> byIp;
    for (const RankTableDevice& d : m_table.devices) {
        if (!d.deviceIp.empty() && !isPlaceholderAddress(d.deviceIp)) {
            byIp[d.deviceIp].push_back(d.rank);
        }
    }
    for (auto& [ip, ranks] : byIp) {
        if (ranks.size() > 1) {
            std::sort(ranks.begin(), ranks.end());
            // Two ranks as words ("0 and 1"), more as a rank list ("0-3, 8").
            Issue issue = warning(IssueCode::DuplicateDeviceIp, {});
            issue.args = {
                ranks.size() == 2
                    ? listArg("ranks", {std::to_string(ranks[0]), std::to_string(ranks[1])},
                              MessagePiece::Join::CommasAnd)
                    : IssueArg{"ranks", formatRankList(ranks)},
                {"ip", ip},
                {"count", std::to_string(ranks.size())}};
            w.push_back(std::move(issue));
        }
    }
}

Result<RankTable> Reader::read(const Json& doc) {
    if (!doc.is_object()) {
        return fail(QT_TRANSLATE_NOOP("ErrorMessage", "the rank table is not a JSON object"));
    }
    m_table.path = m_path;
    m_table.version = text(doc, "version");
    m_table.status = text(doc, "status");
    Status read;
    if (doc.contains("server_list")) {
        m_table.form = RankTableForm::ServerList;
        read = readServerList(doc);
    } else if (doc.contains("group_list")) {
        m_table.form = RankTableForm::GroupList;
        read = readGroupList(doc);
    } else {
        return makeError(
                   ErrorCode::Unsupported,
                   QT_TRANSLATE_NOOP("ErrorMessage",
                                     "no server_list or group_list: this is not a rank table"),
                   {})
            .inFile(m_path);
    }
    if (!read) {
        return std::move(read).error();
    }
    if (Status s = checkRanks(); !s) {
        return std::move(s).error();
    }
    if (Status s = checkDeviceIds(); !s) {
        return std::move(s).error();
    }
    warnings();
    return std::move(m_table);
}

}  // namespace

Result<RankTable> parseRankTable(std::span<const uint8_t> bytes, const std::string& path) {
    if (bytes.empty()) {
        return makeError(ErrorCode::Empty,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the file is empty (0 bytes), not a rank table"),
                         {})
            .inFile(path);
    }
    const char* begin = reinterpret_cast<const char*>(bytes.data());
    // nlohmann keeps the last of two equal keys; a table that names rank_id twice in one card
    // must not be read as if it were fine.
    RepeatedKey duplicates;
    Json doc;
    try {
        doc = parseJsonNamingRepeats(begin, begin + bytes.size(), &duplicates);
    } catch (const Json::parse_error& e) {
        const int64_t at = e.byte > 0 ? static_cast<int64_t>(e.byte) - 1 : 0;
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage", "the rank table is not valid JSON"), {})
            .inFile(path)
            .atOffset(at);
    } catch (const Json::exception& e) {
        return jsonError(ErrorCode::Corrupt, e, std::string_view(begin, bytes.size())).inFile(path);
    }
    if (!duplicates.key.empty()) {
        return makeError(
                   ErrorCode::Corrupt,
                   QT_TRANSLATE_NOOP("ErrorMessage", "the key '{key}' appears twice in one object"),
                   {{"key", duplicates.key}})
            .inFile(path);
    }
    try {
        Reader reader(path);
        return reader.read(doc);
    } catch (const Json::exception& e) {
        return jsonError(ErrorCode::Corrupt, e, std::string_view(begin, bytes.size())).inFile(path);
    } catch (const std::exception& e) {
        // The library's own words.
        return makeError(ErrorCode::Corrupt, QT_TRANSLATE_NOOP("ErrorMessage", "{reason}"),
                         {{"reason", e.what()}})
            .inFile(path);
    }
}

Result<RankTable> loadRankTable(const std::string& path) {
    auto mapped = MappedFile::open(path);
    if (!mapped) {
        return std::move(mapped).error();
    }
    auto table = parseRankTable({mapped->data(), mapped->size()}, path);
    if (Status s = mapped->intact(); !s) {
        return std::move(s).error();
    }
    return table;
}

}  // namespace shardscope
