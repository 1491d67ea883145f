#pragma once

#include "../util/messagearg.h"

namespace shardscope {

// A model dimension the doctor names when the network's configuration differs from the
// checkpoint's. In the order of their English names: where votes tie, the first wins.
enum class ConfigName {
    None,
    ModelDimension,   // a model dimension (no name says which)
    FeedForwardSize,  // feed-forward size
    HiddenSize,       // hidden size
    LayerCount,       // layer count
    SequenceLength,   // sequence length
    VocabularySize,   // vocabulary size
};

// The English name ("hidden size"; "" for None): `doctor --json`'s config_name.
const char* configNameEnglish(ConfigName name);
// The name as a sentence's argument `arg`: a piece (its English is configNameEnglish), so that
// the window words it in its own language.
IssueArg configNameArg(ConfigName name, const char* arg = "config");

}  // namespace shardscope
