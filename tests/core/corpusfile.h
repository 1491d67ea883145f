#pragma once

#include <fstream>
#include <string>
#include <vector>

namespace shardscope::test {

struct CorpusCase {
    std::string file;
    int exitStatus = 0;
    std::string message;
};

// tests/data/broken/expected.tsv: file, exit status, exact error text.
inline std::vector<CorpusCase> readCorpus(const std::string& tsv) {
    std::vector<CorpusCase> cases;
    std::ifstream in(tsv);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const size_t a = line.find('\t');
        const size_t b = line.find('\t', a + 1);
        cases.push_back(
            {line.substr(0, a), std::stoi(line.substr(a + 1, b - a - 1)), line.substr(b + 1)});
    }
    return cases;
}

}  // namespace shardscope::test
