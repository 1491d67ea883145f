// The keys of common/keyoptions.h for shardscope-cli's commands: the error printed.
#include "clicommands.h"

namespace shardscope::cli {

namespace {

std::optional<CheckpointKeyRef> printed(Result<CheckpointKeyRef> key, int& exitCode) {
    if (!key) {
        refuse({key.error(), kUsage, nullptr}, exitCode);
        return std::nullopt;
    }
    return *key;
}

}  // namespace

std::optional<CheckpointKeyRef> readingKey(const KeyArgs& args, int& exitCode) {
    return printed(keyForReading(args), exitCode);
}

std::optional<CheckpointKeyRef> writingKey(const KeyArgs& args, int& exitCode) {
    return printed(keyForWriting(args), exitCode);
}

}  // namespace shardscope::cli
