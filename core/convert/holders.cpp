#include "holders.h"

#include <set>
#include <string_view>
#include <unordered_map>

#include "../formats/runfolder.h"
#include "../run/rundiscovery.h"

namespace shardscope {

HolderMap holdersOf(const std::vector<std::shared_ptr<const CheckpointFile>>& files,
                    const Strategy& src) {
    std::set<std::string_view> names;
    for (const ParamLayout& l : src.layouts) {
        names.insert(l.name);
    }
    HolderMap holders;
    // The ranks of a class share their tensor list (TensorTable): its names are looked up once,
    // and each file of the class adds its rank to the lists found then.
    std::unordered_map<const void*, std::vector<std::vector<int>*>> listed;
    for (size_t g = 0; g < files.size(); ++g) {
        const CheckpointFile* f = files[g].get();
        if (f == nullptr) {
            continue;
        }
        const void* list = f->index().tensors.identity();
        auto found = listed.find(list);
        if (found == listed.end() || list == nullptr) {
            std::vector<std::vector<int>*> into;
            for (const TensorEntry& t : f->index().tensors) {
                if (names.count(t.name) != 0) {
                    into.push_back(&holders[t.name]);
                }
            }
            found = listed.insert_or_assign(list, std::move(into)).first;
        }
        for (std::vector<int>* ranks : found->second) {
            ranks->push_back(static_cast<int>(g));
        }
    }
    return holders;
}

Result<HolderMap> runHolders(const std::string& folder, const Strategy& src,
                             const CheckpointKeyRef& key) {
    StepChoice choice;
    choice.key = key;
    auto run = discoverRunFolder(folder, choice);
    if (!run) {
        return std::move(run).error();
    }
    std::vector<std::shared_ptr<const CheckpointFile>> files;
    for (const RankFile& rf : run->ranks) {
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
