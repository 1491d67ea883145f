#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "checkpointside.h"
#include "netspec.h"

namespace shardscope {

// Finds the checkpoint entries a missing network parameter probably is: the same name under a
// prefix, or the closest names (edit distance over the name, same shape first).
class NameMatcher {
public:
    explicit NameMatcher(std::vector<CkptEntry> unused);

    // An unused entry that ends with the network's name: the prefix before it (what
    // strict_load=False strips). Empty when none.
    std::string ckptPrefix(const std::string& netName) const;
    // The network's name ends with an unused entry's name: the network's extra prefix.
    std::string netPrefix(const std::string& netName) const;
    // Up to `max` unused entry names close to the parameter's, best first.
    std::vector<std::string> closest(const NetParam& param, size_t max = 3) const;

    // Levenshtein distance; stops counting past `limit` (returns limit + 1).
    static size_t editDistance(const std::string& a, const std::string& b, size_t limit);
    // The dot-separated components that differ once the common leading and trailing components
    // are cut, with the dots around them: (".dense1.", ".q_proj.").
    static std::pair<std::string, std::string> difference(const std::string& from,
                                                          const std::string& to);

private:
    std::vector<CkptEntry> m_unused;
    // Indexes that keep a network of tens of thousands of parameters against as many unused
    // entries from being n x m: entry indexes by name reversed (names ending alike are
    // neighbours), and each name's first entry.
    std::vector<size_t> m_byReversedName;
    std::vector<std::string> m_reversed;  // by entry
    std::unordered_map<std::string, size_t> m_first;
};

}  // namespace shardscope
