#include "hdf5entry.h"

#include "../formats/hdf5module.h"
#include "version.h"

// The one symbol the module exports (it is built with hidden visibility): the program looks it up
// with dlsym after loading the module.
extern "C" __attribute__((visibility("default"))) const shardscope::Hdf5Module*
shardscope_hdf5_module() {
    static const shardscope::Hdf5Module module{SHARDSCOPE_VERSION, &shardscope::hdf5::readIndex,
                                               &shardscope::hdf5::exportFile};
    return &module;
}
