#pragma once

#include <cstdint>
#include <string>

#include "../util/result.h"
#include "checkpointindex.h"

namespace shardscope {

struct ExportSelection;
class ExportContext;
struct ExportResult;

// The code that calls libhdf5 is a module of its own (core/hdf5/, shardscope_hdf5.so), loaded
// with dlopen the first time a process reads or writes a .h5 file. libhdf5 brings about thirty
// libraries with it (libcurl, GnuTLS, Kerberos, LDAP, SASL, libssh2...): linked into every
// program, they cost each command tens of milliseconds of start-up, `--version` included. The
// module calls back into the program's own core, which exports its symbols for it
// (core/hdf5/exports.dynlist).
struct Hdf5Module {
    const char* version;  // SHARDSCOPE_VERSION of the build that made the module
    Result<CheckpointIndex> (*readIndex)(const std::string& path, uint64_t fileSize,
                                         InternPoolPtr pool);
    Status (*exportFile)(const ExportSelection& selection, ExportContext& context,
                         ExportResult& result);
};

// The module, loaded on the first call (once per process, thread-safe). It is looked for beside
// the program (../lib/shardscope/ in a build tree, the installed library folder otherwise), or at
// $SHARDSCOPE_HDF5_MODULE. The error says where it looked and why it could not be loaded.
Result<const Hdf5Module*> hdf5Module();

}  // namespace shardscope
