#include "ranktablefiles.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace shardscope {

bool looksLikeRankTable(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return false;
    }
    std::string head(size_t{64} * 1024, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<size_t>(in.gcount()));
    const size_t first = head.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || head[first] != '{') {
        return false;
    }
    // A strategy's JSON has parallel_layout_item; a rank table names its servers or groups.
    return (head.find("\"server_list\"") != std::string::npos ||
            head.find("\"group_list\"") != std::string::npos) &&
           head.find("\"parallel_layout_item\"") == std::string::npos;
}

std::vector<std::string> rankTablesIn(const std::string& folder) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        if (entry.path().extension() == ".json" && entry.is_regular_file(ec) &&
            looksLikeRankTable(entry.path().string())) {
            out.push_back(entry.path().string());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace shardscope
