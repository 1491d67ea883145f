#include "holders.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "../formats/runfolder.h"

namespace shardscope {

namespace {

// Calls `each(g, found)` for every file g of `files`, where `found` is what `collect(file)`
// returned for the file's tensor list. The ranks of a class share their tensor list
// (TensorTable): its names are looked up once, for the first file of the class.
template <typename T, typename Collect, typename Each>
void forEachFileByList(const std::vector<std::shared_ptr<const CheckpointFile>>& files,
                       Collect collect, Each each) {
    std::unordered_map<const void*, std::vector<T>> listed;
    for (size_t g = 0; g < files.size(); ++g) {
        const CheckpointFile* f = files[g].get();
        if (f == nullptr) {
            continue;
        }
        const void* list = f->index().tensors.identity();
        auto found = listed.find(list);
        if (found == listed.end() || list == nullptr) {
            found = listed.insert_or_assign(list, collect(*f)).first;
        }
        each(static_cast<int>(g), found->second);
    }
}

}  // namespace

HolderMap holdersOf(const std::vector<std::shared_ptr<const CheckpointFile>>& files,
                    const Strategy& src, const std::set<std::string_view>* only) {
    std::set<std::string_view> names;
    for (const ParamLayout& l : src.layouts) {
        if (only == nullptr || only->count(l.name) != 0) {
            names.insert(l.name);
        }
    }
    HolderMap holders;
    forEachFileByList<std::vector<int>*>(
        files,
        [&](const CheckpointFile& f) {
            std::vector<std::vector<int>*> into;
            for (const TensorEntry& t : f.index().tensors) {
                if (names.count(t.name) != 0) {
                    into.push_back(&holders[t.name]);
                }
            }
            return into;
        },
        [](int rank, const std::vector<std::vector<int>*>& found) {
            for (std::vector<int>* ranks : found) {
                ranks->push_back(rank);
            }
        });
    return holders;
}

namespace {

// How many files of its stages hold a parameter, and whether it can be left out of the map.
struct HeldCount {
    std::vector<int> stages;
    size_t files = 0;
    bool keep = false;  // held outside its stages, or listed twice in a file
};

}  // namespace

HolderMap partialHoldersOf(const std::vector<std::shared_ptr<const CheckpointFile>>& files,
                           const Strategy& src, int stageDevices) {
    std::unordered_map<std::string_view, HeldCount> counts;
    for (const ParamLayout& l : src.layouts) {
        counts[l.name].stages.push_back(l.stage);
    }
    forEachFileByList<HeldCount*>(
        files,
        [&](const CheckpointFile& f) {
            std::vector<HeldCount*> into;
            std::unordered_set<std::string_view> seen;
            for (const TensorEntry& t : f.index().tensors) {
                const auto it = counts.find(t.name);
                if (it != counts.end()) {
                    it->second.keep = it->second.keep || !seen.insert(it->first).second;
                    into.push_back(&it->second);
                }
            }
            return into;
        },
        [&](int rank, const std::vector<HeldCount*>& found) {
            const int stage = rank / stageDevices;
            for (HeldCount* c : found) {
                ++c->files;
                c->keep = c->keep ||
                          std::find(c->stages.begin(), c->stages.end(), stage) == c->stages.end();
            }
        });
    std::set<std::string_view> partial;
    for (auto& [name, c] : counts) {
        std::sort(c.stages.begin(), c.stages.end());
        c.stages.erase(std::unique(c.stages.begin(), c.stages.end()), c.stages.end());
        if (c.keep || c.files != c.stages.size() * static_cast<size_t>(stageDevices)) {
            partial.insert(name);
        }
    }
    return holdersOf(files, src, &partial);
}

Result<HolderMap> runHolders(const RunDocument& run, const Strategy& src) {
    const CheckpointKeyRef& key = run.key;
    std::vector<std::shared_ptr<const CheckpointFile>> files;
    for (const RankFile& rf : run.run.ranks) {
        if (rf.file.empty()) {
            continue;
        }
        CheckpointParseOptions parse;
        parse.verifyCrc = false;
        parse.checkEncryptedBlocks = false;  // names only; what is copied is checked when read
        parse.key = key;
        auto opened = CheckpointFile::open(rf.file, parse);
        if (!opened) {
            return std::move(opened).error();
        }
        if (files.size() <= static_cast<size_t>(rf.rank)) {
            files.resize(static_cast<size_t>(rf.rank) + 1);
        }
        files[static_cast<size_t>(rf.rank)] =
            std::make_shared<const CheckpointFile>(std::move(*opened));
    }
    return holdersOf(files, src);
}

}  // namespace shardscope
