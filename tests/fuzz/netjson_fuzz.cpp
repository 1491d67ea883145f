// The doctor's network description (NET.json: {"name": {"shape": [...], "dtype": "Float32"}}),
// read, then diagnosed against a small real checkpoint as `doctor --net-json` does, and printed
// as text and JSON.
#include "doctor/doctorinputs.h"
#include "doctor/doctorjson.h"
#include "doctor/doctortext.h"
#include "doctor/netspec.h"
#include "fuzzcheck.h"
#include "testpaths.h"
#include "util/jsontext.h"

using namespace shardscope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const fuzz::Scratch scratch;
    const std::string text(fuzz::asText(data, size));
    auto net = NetSpec::fromJson(text, "net.json");
    if (!net) {
        fuzz::checkError(net.error());
        return 0;
    }
    for (const NetParam& p : net->params) {
        for (const int64_t d : p.shape) {
            FUZZ_CHECK(d >= 0);
        }
        FUZZ_CHECK(net->find(p.name) != nullptr);
    }
    DoctorInputs inputs;
    inputs.ckpt = std::string(SHARDSCOPE_TEST_DATA) + "/real/adam_small_net.ckpt";
    inputs.netJson = scratch.write("net.json", text);
    auto request = openDoctor(inputs);
    if (!request) {
        fuzz::checkError(request.error());
        return 0;
    }
    for (const bool strict : {false, true}) {
        request->strict = strict;
        const DoctorReport report = runDoctor(*request);
        FUZZ_CHECK(!doctorText(report).empty());
        FUZZ_CHECK(!dumpJson(doctorToJson(report), 2).empty());
    }
    return 0;
}
