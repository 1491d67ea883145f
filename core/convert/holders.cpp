#include "holders.h"

#include <set>
#include <string_view>

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
    for (size_t g = 0; g < files.size(); ++g) {
        if (const CheckpointFile* f = files[g].get()) {
            for (const TensorEntry& t : f->index().tensors) {
                if (names.count(t.name) != 0) {
                    holders[t.name].push_back(static_cast<int>(g));
                }
            }
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
