#include "placeholders.h"

#include <algorithm>
#include <cctype>

#include "../util/errorwording.h"
#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

bool isPlaceholderAddress(const std::string& value) {
    if (value.size() >= 2 && value.front() == '[' && value.back() == ']') {
        return true;
    }
    if (value == "0.0.0.0") {
        return true;
    }
    // Four dot-separated parts, each letters only ("xxx.yyy.zzz.www").
    int parts = 0;
    size_t start = 0;
    while (start <= value.size()) {
        const size_t end = std::min(value.find('.', start), value.size());
        const std::string part = value.substr(start, end - start);
        if (part.empty() || !std::all_of(part.begin(), part.end(),
                                         [](unsigned char c) { return std::isalpha(c) != 0; })) {
            return false;
        }
        ++parts;
        start = end + 1;
    }
    return parts == 4;
}

std::optional<Error> rankTablePlaceholders(const RankTable& table) {
    // The table's placeholders in the order its warning names them: each server's id and
    // address, then each card's address, each once.
    std::vector<std::string> items;
    const auto note = [&](const char* field, const std::string& value) {
        const std::string item = std::string(field) + " '" + value + "'";
        if (isPlaceholderAddress(value) &&
            std::find(items.begin(), items.end(), item) == items.end()) {
            items.push_back(item);
        }
    };
    for (const RankTableServer& server : table.servers) {
        note("server_id", server.id);
        note("server_ip", server.ip);
    }
    for (const RankTableDevice& d : table.devices) {
        note("device_ip", d.deviceIp);
    }
    if (items.empty()) {
        return std::nullopt;
    }
    const std::vector<std::string> shown(
        items.begin(),
        items.begin() + std::min<std::ptrdiff_t>(static_cast<std::ptrdiff_t>(items.size()), 3));
    std::vector<IssueArg> args = {
        {"count", std::to_string(items.size())},
        listArg("items", shown, MessagePiece::Join::Commas),
        {"more", std::to_string(items.size() > 3 ? items.size() - 3 : 0)}};
    if (items.size() > 3) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "the table is a template: {items} and {more} more are "
                                           "placeholders where an address belongs; fill in the "
                                           "real addresses before the table places ranks on hosts"),
                         std::move(args))
            .inFile(table.path);
    }
    return makeError(ErrorCode::InvalidArgument,
                     ErrorPlural("the table is a template: {items} is a placeholder where an "
                                 "address belongs; fill in the real addresses before the table "
                                 "places ranks on hosts",
                                 QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                     "the table is a template: {items} are "
                                                     "placeholders where an address belongs; fill "
                                                     "in the real addresses before the table "
                                                     "places ranks on hosts"),
                                 "count"),
                     std::move(args))
        .inFile(table.path);
}

}  // namespace shardscope
