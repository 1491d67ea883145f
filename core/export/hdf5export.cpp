#include "../formats/hdf5module.h"
#include "exportformats.h"

namespace shardscope {

// The writing itself is in the HDF5 module (core/hdf5/hdf5export.cpp).
Status exportHdf5(const ExportSelection& selection, ExportContext& context, ExportResult& result) {
    auto module = hdf5Module();
    if (!module) {
        return Error(module.error()).inFile(context.request().output);
    }
    return (*module)->exportFile(selection, context, result);
}

}  // namespace shardscope
