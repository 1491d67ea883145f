#include "leftatexit.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <vector>

namespace shardscope::cli {

namespace {

struct Kept {
    std::mutex mutex;
    std::vector<std::shared_ptr<const void>> objects;
};

Kept& kept() {
    static Kept* k = new Kept;  // never freed: it outlives every command
    return *k;
}

}  // namespace

void LeftAtExit::keep(std::shared_ptr<const void> object) {
    const std::lock_guard lock(kept().mutex);
    kept().objects.push_back(std::move(object));
}

bool LeftAtExit::any() {
    const std::lock_guard lock(kept().mutex);
    return !kept().objects.empty();
}

void LeftAtExit::exit(int code) {
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    std::_Exit(code);
}

}  // namespace shardscope::cli
