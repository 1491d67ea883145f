#pragma once

// Helpers of the fault-injection tests: a folder's files as bytes (to compare a run against a
// clean one, and sources before and after), and the CLI run under the faultfs shim.

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "../core/testutil.h"
#include "formats/conversionrecord.h"
#include "testpaths.h"

namespace shardscope::test {

// Every regular file under `root`, by path relative to it, with its bytes; a conversion's record
// (shardscope-conversion.json) aside: it names its folder and its dates, which no two runs share.
using FileTree = std::map<std::string, std::string>;

inline FileTree readTree(const std::string& root) {
    FileTree tree;
    std::error_code ec;
    if (!std::filesystem::exists(root, ec)) {
        return tree;
    }
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root, ec)) {
        if (entry.is_regular_file() && entry.path().filename() != kConversionRecordName) {
            tree[std::filesystem::relative(entry.path(), root).string()] =
                readFile(entry.path().string());
        }
    }
    return tree;
}

// What a faulty run may leave under its destination: each file present equals the clean run's
// file of the same name (none is incomplete under a final name). Returns the names that do not.
inline std::vector<std::string> notFromCleanRun(const FileTree& left, const FileTree& clean,
                                                bool allowTemporaries) {
    std::vector<std::string> bad;
    for (const auto& [name, bytes] : left) {
        const bool temporary = name.size() > 4 && name.compare(name.size() - 4, 4, ".tmp") == 0;
        if (temporary && allowTemporaries) {
            continue;
        }
        const auto it = clean.find(name);
        if (it == clean.end() || it->second != bytes) {
            bad.push_back(name);
        }
    }
    return bad;
}

// The names that differ between `got` and `want`: "+name" only in `got`, "-name" only in
// `want`, "~name" in both with other bytes; empty when the trees are equal.
inline std::string treeDifference(const FileTree& got, const FileTree& want) {
    std::string out;
    for (const auto& [name, bytes] : got) {
        const auto it = want.find(name);
        if (it == want.end()) {
            out += " +" + name;
        } else if (it->second != bytes) {
            out += " ~" + name;
        }
    }
    for (const auto& [name, bytes] : want) {
        if (got.find(name) == got.end()) {
            out += " -" + name;
        }
    }
    return out;
}

struct Outcome {
    int status = -1;     // exit status, or -1 when a signal ended it
    int signal = 0;      // the signal that ended it
    std::string output;  // stdout and stderr together
    long peakKiB = 0;    // peak resident memory (ru_maxrss)
};

// Runs the CLI with `args` (no shell), the environment extended by `env` ("NAME=value"); stdout
// and stderr are read together. `onStart`, when given, runs in the parent right after the fork
// with the child's pid (to signal it).
template <class OnStart>
Outcome runCli(const std::vector<std::string>& args, const std::vector<std::string>& env,
               OnStart onStart) {
    // Everything the child needs is built before fork(): after it only exec is safe.
    std::vector<std::string> environment(env.begin(), env.end());
    for (char** e = environ; *e != nullptr; ++e) {
        const std::string entry(*e);
        const std::string name = entry.substr(0, entry.find('=') + 1);
        bool replaced = false;
        for (const std::string& given : env) {
            replaced = replaced || given.compare(0, name.size(), name) == 0;
        }
        if (!replaced) {
            environment.push_back(entry);
        }
    }
    std::vector<char*> envp;
    for (std::string& e : environment) {
        envp.push_back(e.data());
    }
    envp.push_back(nullptr);
    std::vector<std::string> argStrings{SHARDSCOPE_CLI};
    argStrings.insert(argStrings.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : argStrings) {
        argv.push_back(a.data());
    }
    argv.push_back(nullptr);
    int fds[2];
    if (pipe(fds) != 0) {
        return {};
    }
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], STDOUT_FILENO);
        dup2(fds[1], STDERR_FILENO);
        close(fds[0]);
        close(fds[1]);
        execve(SHARDSCOPE_CLI, argv.data(), envp.data());
        _exit(127);
    }
    close(fds[1]);
    onStart(pid);
    Outcome outcome;
    char buf[4096];
    ssize_t n = 0;
    while ((n = read(fds[0], buf, sizeof buf)) > 0) {
        outcome.output.append(buf, static_cast<size_t>(n));
    }
    close(fds[0]);
    int wstatus = 0;
    struct rusage usage {};
    wait4(pid, &wstatus, 0, &usage);
    outcome.peakKiB = usage.ru_maxrss;
    if (WIFEXITED(wstatus)) {
        outcome.status = WEXITSTATUS(wstatus);
    } else if (WIFSIGNALED(wstatus)) {
        outcome.signal = WTERMSIG(wstatus);
    }
    return outcome;
}

inline Outcome runCli(const std::vector<std::string>& args,
                      const std::vector<std::string>& env = {}) {
    return runCli(args, env, [](pid_t) {});
}

// The environment that loads the faultfs shim, plus `settings` (FAULT_*=...).
inline std::vector<std::string> faultEnv(std::vector<std::string> settings) {
    settings.push_back(std::string("LD_PRELOAD=") + SHARDSCOPE_FAULTFS);
    return settings;
}

}  // namespace shardscope::test
