#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "pooleddims.h"
#include "pooledtext.h"

namespace shardscope {

class IndexTemplates;

// The texts and shapes of a run's tensor entries, each kept once: a run of 4,096 ranks has
// 5 million entries but tens of thousands of distinct names and a few hundred distinct shapes.
// Every index of a run shares one pool (CheckpointParseOptions::pool) and holds it, so what it
// hands out stays valid as long as any index made with it. Safe to use from several threads.
class InternPool {
public:
    struct Text {
        PooledText text;
        bool validUtf8 = true;  // checked once per distinct text
    };

    InternPool();
    InternPool(const InternPool&) = delete;
    InternPool& operator=(const InternPool&) = delete;

    Text text(std::string_view text);
    PooledDims dims(std::span<const int64_t> dims);
    // Unique among all pools of the process, never reused: what a cache of texts handed out
    // keys on (an address could be a later pool's).
    uint64_t id() const { return m_id; }

    size_t textCount() const;
    size_t dimsCount() const;

    // The distinct tensor lists of the files parsed into this pool (indextemplates.h): kept
    // from keepTemplates() (before the files are parsed) to dropTemplates() (once they are);
    // null outside that. A .ckpt that repeats a template shares its entries.
    void keepTemplates();
    void dropTemplates();
    IndexTemplates* templates() const { return m_templates.get(); }

private:
    struct Hash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    struct Equal {
        using is_transparent = void;
        bool operator()(std::string_view a, std::string_view b) const { return a == b; }
    };
    struct DimsLess {
        using is_transparent = void;
        bool operator()(std::span<const int64_t> a, std::span<const int64_t> b) const;
    };
    // Locks split by hash, so that the threads indexing a run's files rarely wait on each other.
    struct Shard {
        mutable std::mutex mutex;
        std::unordered_map<std::string, bool, Hash, Equal> texts;  // text -> valid UTF-8
        std::set<std::vector<int64_t>, DimsLess> dims;
    };
    static constexpr size_t kShards = 16;
    std::array<Shard, kShards> m_shards;
    uint64_t m_id;
    std::shared_ptr<IndexTemplates> m_templates;
};

using InternPoolPtr = std::shared_ptr<InternPool>;

}  // namespace shardscope
