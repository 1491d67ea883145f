#pragma once

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <span>
#include <string>
#include <vector>
#include "testpaths.h"

namespace shardscope::test {

inline std::string dataPath(const std::string& rel) {
    return std::string(SHARDSCOPE_TEST_DATA) + "/" + rel;
}
inline std::string realFixture(const std::string& name) {
    return dataPath("real/" + name);
}

inline std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void writeFile(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// A string's bytes, for the readers that take bytes.
inline std::span<const uint8_t> spanOf(const std::string& s) {
    return {reinterpret_cast<const uint8_t*>(s.data()), s.size()};
}

inline std::string hexOf(std::span<const uint8_t> bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (uint8_t b : bytes) {
        out += digits[b >> 4];
        out += digits[b & 15];
    }
    return out;
}

// The number of elements of a shape.
inline int64_t product(const std::vector<int64_t>& v) {
    int64_t n = 1;
    for (const int64_t d : v) {
        n *= d;
    }
    return n;
}

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

// Runs a shell command, returning its stdout; status receives the exit status.
inline std::string runCommand(const std::string& command, int* status = nullptr) {
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) {
        if (status != nullptr) {
            *status = -1;
        }
        return out;
    }
    char buf[4096];
    size_t n = 0;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) {
        out.append(buf, n);
    }
    const int rc = pclose(pipe);
    if (status != nullptr) {
        *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
    }
    return out;
}

// shardscope-cli with `args` (shell words): its standard output; status receives the exit status.
inline std::string cli(const std::string& args, int* status = nullptr) {
    return runCommand(std::string(SHARDSCOPE_CLI) + " " + args, status);
}

// The same with standard error in the output, in the order the program wrote them.
inline std::string cliAll(const std::string& args, int* status = nullptr) {
    return runCommand(std::string(SHARDSCOPE_CLI) + " " + args + " 2>&1", status);
}

// A command's output (standard error included) and exit status, for tests that check both.
struct CommandOutput {
    std::string text;
    int status = -1;
};

// A whole shell command line, standard error in the output.
inline CommandOutput runLine(const std::string& line) {
    CommandOutput o;
    o.text = runCommand(line + " 2>&1", &o.status);
    return o;
}

// shardscope-cli with `args`, standard error in the output.
inline CommandOutput cliOutput(const std::string& args) {
    return runLine(std::string(SHARDSCOPE_CLI) + " " + args);
}

// A fresh folder under the system temp dir, removed with everything in it.
class TempDir {
public:
    TempDir() {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "shardscope-XXXXXX").string();
        m_path = mkdtemp(pattern.data());
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::permissions(m_path, std::filesystem::perms::owner_all,
                                     std::filesystem::perm_options::add, ec);
        std::filesystem::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::string& path() const { return m_path; }
    std::string file(const std::string& name) const { return m_path + "/" + name; }

private:
    std::string m_path;
};

inline std::vector<uint8_t> patternBytes(size_t n, uint32_t seed) {
    std::vector<uint8_t> v(n);
    uint32_t x = seed * 2654435761u + 1;
    for (auto& b : v) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        b = static_cast<uint8_t>(x);
    }
    return v;
}

}  // namespace shardscope::test
