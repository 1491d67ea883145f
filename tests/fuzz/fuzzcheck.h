#pragma once

// Shared by the libFuzzer targets: an invariant check that stops the run with a readable line
// (libFuzzer then saves the input as a crash), byte-range checks, and a private scratch folder
// for the parsers that take paths.

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "util/error.h"

namespace fuzz {

[[noreturn]] inline void invariantFailed(const char* what, const char* file, int line) {
    std::fprintf(stderr, "fuzz invariant failed: %s (%s:%d)\n", what, file, line);
    std::abort();
}

#define FUZZ_CHECK(cond)                                        \
    do {                                                        \
        if (!(cond)) {                                          \
            ::fuzz::invariantFailed(#cond, __FILE__, __LINE__); \
        }                                                       \
    } while (0)

// [offset, offset + size) lies inside [0, limit), computed without overflow.
inline bool inside(uint64_t offset, uint64_t size, uint64_t limit) {
    return offset <= limit && size <= limit - offset;
}

// An error value must say something and name where: the CLI prints describe() to the user.
inline void checkError(const shardscope::Error& error) {
    FUZZ_CHECK(!error.message.empty());
    FUZZ_CHECK(!error.describe().empty());
}

// One folder per process, removed at exit; files in it are rewritten on every input.
class Scratch {
public:
    Scratch() {
        const char* base = std::getenv("TMPDIR");
        std::string pattern =
            std::string(base && *base ? base : "/tmp") + "/shardscope-fuzz-XXXXXX";
        if (!::mkdtemp(pattern.data())) {
            std::perror("mkdtemp");
            std::abort();
        }
        m_path = pattern;
    }
    ~Scratch() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;

    const std::string& path() const { return m_path; }
    std::string file(const std::string& name) const { return m_path + "/" + name; }

    // Writes `bytes` to `name` in the folder and returns its path.
    std::string write(const std::string& name, std::string_view bytes) const {
        const std::string target = file(name);
        std::ofstream out(target, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            std::fprintf(stderr, "cannot write %s\n", target.c_str());
            std::abort();
        }
        return target;
    }

    // Empties the folder (sub-folders too).
    void clear() const {
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator(m_path, ec)) {
            std::filesystem::remove_all(entry.path(), ec);
        }
    }

private:
    std::string m_path;
};

inline std::string_view asText(const uint8_t* data, size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace fuzz
