#include "groupinfo.h"

#include <algorithm>

#include "../util/errorwording.h"
#include "../util/messagepiece.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"
#include "strategy.pb.h"

namespace shardscope {

namespace pb = mindspore::straspb;

namespace {

// Proto2 keeps what it does not know: a message with unknown fields was written as another.
bool known(const pb::ParallelGroupRanks& ranks) {
    return ranks.unknown_fields().empty();
}

std::vector<uint32_t> toVector(const pb::ParallelGroupRanks& ranks) {
    return std::vector<uint32_t>(ranks.dim().begin(), ranks.dim().end());
}

// At most about 100 characters: strided groups of a large cluster list thousands of ranks
// ("0-7, 64-71,... (512 ranks)").
IssueArg ranksText(std::string name, const std::vector<uint32_t>& ranks) {
    if (std::is_sorted(ranks.begin(), ranks.end()) &&
        std::adjacent_find(ranks.begin(), ranks.end()) == ranks.end() &&
        std::all_of(ranks.begin(), ranks.end(), [](uint32_t r) { return r <= 0x7FFFFFFFu; })) {
        std::string text = formatRankList(std::vector<int>(ranks.begin(), ranks.end()));
        if (text.size() <= 100) {
            return {std::move(name), std::move(text)};
        }
        return pieceArg(
            std::move(name),
            PiecePlural("{list},... ({count} rank)",
                        QT_TRANSLATE_N_NOOP("ErrorPiece", "{list},... ({count} ranks)"), "count"),
            {{"list", text.substr(0, text.rfind(',', 100))},
             {"count", std::to_string(ranks.size())}});
    }
    std::string out;
    for (size_t i = 0; i < ranks.size() && i < 16; ++i) {
        out += (i > 0 ? "," : "") + std::to_string(ranks[i]);
    }
    return {std::move(name), ranks.size() > 16 ? out + ",..." : out};
}

// The first three groups, "name: ranks 0-7; name2: ranks 8-15; ...".
IssueArg groupsText(const GroupInfo& info) {
    std::vector<IssueArg> groups;
    for (size_t i = 0; i < info.groups.size() && i < 3; ++i) {
        const std::string& name = info.groups[i].name;
        groups.push_back(pieceArg("item", QT_TRANSLATE_NOOP("ErrorPiece", "{group}: ranks {ranks}"),
                                  {{"group", name.size() > 64 ? name.substr(0, 61) + "..." : name},
                                   ranksText("ranks", info.groups[i].ranks)}));
    }
    IssueArg list = listOfArgs("groups", std::move(groups), MessagePiece::Join::Semicolons);
    if (info.groups.size() <= 3) {
        return list;
    }
    list.name = "list";
    return pieceArg("groups", QT_TRANSLATE_NOOP("ErrorPiece", "{list}; ..."), {std::move(list)});
}

}  // namespace

std::optional<GroupInfo> parseGroupInfo(std::span<const uint8_t> bytes) {
    if (bytes.empty() || bytes.size() > kGroupInfoMaxBytes) {
        return std::nullopt;
    }
    pb::ParallelGroupMap map;
    const google::protobuf::LogSilencer quiet;
    if (!map.ParseFromArray(bytes.data(), static_cast<int>(bytes.size())) ||
        !map.unknown_fields().empty() || !map.has_ckpt_restore_rank_list() ||
        !known(map.ckpt_restore_rank_list())) {
        return std::nullopt;  // MindSpore always writes the (required) restore list
    }
    GroupInfo info;
    for (const pb::ParallelGroupItem& item : map.parallel_group_item()) {
        if (!item.unknown_fields().empty() || !item.has_group_name() ||
            !item.has_parallel_group_ranks() || !known(item.parallel_group_ranks())) {
            return std::nullopt;
        }
        info.groups.push_back({item.group_name(), toVector(item.parallel_group_ranks())});
    }
    info.restoreRanks = toVector(map.ckpt_restore_rank_list());
    return info;
}

Error groupInfoError(ErrorCode code, const GroupInfo& info) {
    std::vector<IssueArg> args = {{"n", std::to_string(info.groups.size())},
                                  groupsText(info),
                                  ranksText("ranks", info.restoreRanks)};
    const bool restores = !info.restoreRanks.empty();
    if (info.groups.empty()) {  // data-parallel mode: no group, only the restore list
        return restores
                   ? makeError(code,
                               QT_TRANSLATE_NOOP(
                                   "ErrorMessage",
                                   "a group information file (group_ckpt_save_file), not a "
                                   "checkpoint or a strategy file: {n} communication groups, and "
                                   "a restore reads ranks {ranks}. MindSpore reads it with "
                                   "restore_group_info_list; resharding needs the strategy file "
                                   "(strategy_ckpt_save_file) instead"),
                               std::move(args))
                   : makeError(code,
                               QT_TRANSLATE_NOOP(
                                   "ErrorMessage",
                                   "a group information file (group_ckpt_save_file), not a "
                                   "checkpoint or a strategy file: {n} communication groups, and "
                                   "a restore reads ranks (none). MindSpore reads it with "
                                   "restore_group_info_list; resharding needs the strategy file "
                                   "(strategy_ckpt_save_file) instead"),
                               std::move(args));
    }
    static constexpr ErrorPlural kRestores(
        "a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: "
        "{n} communication group ({groups}), and a restore reads ranks {ranks}. MindSpore reads "
        "it with restore_group_info_list; resharding needs the strategy file "
        "(strategy_ckpt_save_file) instead",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "a group information file (group_ckpt_save_file), not a checkpoint "
                            "or a strategy file: {n} communication groups ({groups}), and a "
                            "restore reads ranks {ranks}. MindSpore reads it with "
                            "restore_group_info_list; resharding needs the strategy file "
                            "(strategy_ckpt_save_file) instead"),
        "n");
    static constexpr ErrorPlural kNoRestore(
        "a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: "
        "{n} communication group ({groups}), and a restore reads ranks (none). MindSpore reads "
        "it with restore_group_info_list; resharding needs the strategy file "
        "(strategy_ckpt_save_file) instead",
        QT_TRANSLATE_N_NOOP("ErrorMessage",
                            "a group information file (group_ckpt_save_file), not a checkpoint "
                            "or a strategy file: {n} communication groups ({groups}), and a "
                            "restore reads ranks (none). MindSpore reads it with "
                            "restore_group_info_list; resharding needs the strategy file "
                            "(strategy_ckpt_save_file) instead"),
        "n");
    return makeError(code, restores ? kRestores : kNoRestore, std::move(args));
}

std::string groupInfoSentence(const GroupInfo& info) {
    return groupInfoError(ErrorCode::Unsupported, info).message;
}

}  // namespace shardscope
