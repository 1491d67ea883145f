#include "hdf5module.h"

#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "../util/translatenoop.h"
#include "version.h"

// The module's folder relative to the installed programs' (CMake's libdir/shardscope, from
// bindir); a build tree keeps it in lib/shardscope beside bin/ and tests/.
#ifndef SHARDSCOPE_HDF5_MODULE_DIR
#define SHARDSCOPE_HDF5_MODULE_DIR "../lib/shardscope"
#endif

namespace shardscope {

namespace {

constexpr const char* kModuleFile = "shardscope_hdf5.so";
constexpr const char* kEntryPoint = "shardscope_hdf5_module";

// The folder of the running program; empty when it cannot be told (then only
// $SHARDSCOPE_HDF5_MODULE is tried, never a path relative to the working folder).
std::filesystem::path programFolder() {
    std::vector<char> buffer(4096);
    const ssize_t n = ::readlink("/proc/self/exe", buffer.data(), buffer.size());
    if (n <= 0 || static_cast<size_t>(n) >= buffer.size()) {
        return {};
    }
    return std::filesystem::path(std::string(buffer.data(), static_cast<size_t>(n))).parent_path();
}

std::vector<std::string> candidates() {
    if (const char* chosen = std::getenv("SHARDSCOPE_HDF5_MODULE"); chosen && *chosen) {
        return {chosen};
    }
    const std::filesystem::path folder = programFolder();
    std::vector<std::string> paths;
    if (folder.empty()) {
        return paths;
    }
    for (const char* relative : {"../lib/shardscope", SHARDSCOPE_HDF5_MODULE_DIR}) {
        const std::string path = (folder / relative / kModuleFile).lexically_normal().string();
        if (std::find(paths.begin(), paths.end(), path) == paths.end()) {
            paths.push_back(path);
        }
    }
    return paths;
}

Result<const Hdf5Module*> load() {
    std::string tried;
    for (const std::string& path : candidates()) {
        if (::access(path.c_str(), F_OK) != 0) {
            tried += (tried.empty() ? "" : ", ") + path;
            continue;
        }
        void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) {
            const char* why = ::dlerror();
            if (why == nullptr) {
                return makeError(ErrorCode::Unsupported,
                                 QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "ShardScope's HDF5 module {path} could not "
                                                   "be loaded: unknown reason"),
                                 {{"path", path}});
            }
            return makeError(ErrorCode::Unsupported,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "ShardScope's HDF5 module {path} could not be "
                                               "loaded: {reason}"),
                             {{"path", path}, {"reason", why}});
        }
        using Entry = const Hdf5Module* (*)();
        auto entry = reinterpret_cast<Entry>(::dlsym(handle, kEntryPoint));
        const Hdf5Module* module = entry ? entry() : nullptr;
        if (module == nullptr) {
            return makeError(
                ErrorCode::Unsupported,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "ShardScope's HDF5 module {path} has no entry point {entry}"),
                {{"path", path}, {"entry", kEntryPoint}});
        }
        if (std::strcmp(module->version, SHARDSCOPE_VERSION) != 0) {
            return makeError(ErrorCode::Unsupported,
                             QT_TRANSLATE_NOOP("ErrorMessage",
                                               "ShardScope's HDF5 module {path} is from version "
                                               "{module_version}, this program is {version}: "
                                               "install both from the same build"),
                             {{"path", path},
                              {"module_version", module->version},
                              {"version", SHARDSCOPE_VERSION}});
        }
        return module;
    }
    if (tried.empty()) {
        return makeError(ErrorCode::Unsupported,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "reading or writing HDF5 needs ShardScope's HDF5 "
                                           "module ({module}), which is not installed: looked for "
                                           "it beside the program, whose folder could not be read "
                                           "from /proc/self/exe (SHARDSCOPE_HDF5_MODULE names it)"),
                         {{"module", kModuleFile}});
    }
    return makeError(ErrorCode::Unsupported,
                     QT_TRANSLATE_NOOP("ErrorMessage",
                                       "reading or writing HDF5 needs ShardScope's HDF5 module "
                                       "({module}), which is not installed: looked for {tried}"),
                     {{"module", kModuleFile}, {"tried", tried}});
}

}  // namespace

Result<const Hdf5Module*> hdf5Module() {
    static const Result<const Hdf5Module*> module = load();
    return module;
}

}  // namespace shardscope
