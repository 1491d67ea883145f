#include "pendingtemporaries.h"

#include <unistd.h>

#include <map>
#include <mutex>

namespace shardscope {

namespace {

struct Registry {
    std::mutex mutex;
    std::map<std::string, int> paths;  // a count: one path may be made twice in turn
    bool removed = false;
};

Registry& registry() {
    static Registry* r = new Registry;  // never destroyed: threads may still write at exit
    return *r;
}

void forget(Registry& r, const std::string& path) {
    const auto it = r.paths.find(path);
    if (it != r.paths.end() && --it->second == 0) {
        r.paths.erase(it);
    }
}

}  // namespace

void PendingTemporaries::removeAll() {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    r.removed = true;
    for (const auto& [path, count] : r.paths) {
        ::unlink(path.c_str());
    }
    r.paths.clear();
}

bool PendingTemporaries::removed() {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    return r.removed;
}

bool PendingTemporaries::add(const std::string& path, const std::function<bool()>& create) {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    if (r.removed) {
        return false;
    }
    if (create()) {
        ++r.paths[path];
    }
    return true;
}

bool PendingTemporaries::publish(const std::string& path, const std::function<bool()>& rename) {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    if (r.removed) {
        return false;
    }
    if (rename()) {
        forget(r, path);
    }
    return true;
}

void PendingTemporaries::discard(const std::string& path) {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    ::unlink(path.c_str());
    forget(r, path);
}

}  // namespace shardscope
