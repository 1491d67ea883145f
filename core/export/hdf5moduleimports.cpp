#include <tuple>
#include <vector>

#include "../formats/checkpointfile.h"
#include "../formats/chunklist.h"
#include "../formats/dtype.h"
#include "../formats/internpool.h"
#include "../formats/shapetext.h"
#include "../formats/strategy.h"
#include "../util/issue.h"
#include "exportcontext.h"
#include "tensorassembler.h"

namespace shardscope {

namespace {

// Every function of the program's core that the HDF5 module calls (`nm -D --undefined-only
// shardscope_hdf5.so`; formats/hdf5module.h says why the module is loaded, not linked). A program
// links the core's objects only as it uses them, and exports (exports.dynlist) only what it
// linked: a program that never exports, say, MPI's, would lack ExportContext's functions, and the
// module would not load into it. Naming them here keeps them in every program that links the
// core: core/CMakeLists.txt makes each such program link this object (--undefined on the symbol
// below). It lives on the export floor, the highest whose functions the module calls, so that
// formats/, which loads the module, includes nothing above itself.
// guard_hdf5_module_resolves checks each program against the module.
[[gnu::used]] const auto kCalledByTheModule = std::make_tuple(
    &InternPool::dims, &InternPool::text, &ExportContext::startTensor, &ExportContext::read,
    &ExportContext::advance, &ExportContext::checkCancelled, &ExportContext::checkSources,
    &bf16ToFloat32, &dtypeBytesFor, &utf32leToUtf8, &TensorAssembler::make, &dtypeFromMsName,
    &ChunkList::push_back, &dtypeInfo,
    static_cast<Error (*)(ErrorCode, ErrorTemplate, std::vector<IssueArg>)>(&makeError),
    static_cast<Error (*)(ErrorCode, ErrorTemplate, std::vector<IssueArg>, const Error&)>(
        &makeError),
    static_cast<Issue (*)(IssueCode, Severity, std::string, std::string, int,
                          const std::vector<std::string>&)>(&makeIssue),
    &shapeText, &ParamLayout::devMatrix, &TensorEntry::elementCount);

}  // namespace

}  // namespace shardscope

// The symbol the link asks for (core/CMakeLists.txt), which brings this object into the program.
extern "C" [[gnu::used]] const void* const shardscope_hdf5_module_imports =
    &shardscope::kCalledByTheModule;
