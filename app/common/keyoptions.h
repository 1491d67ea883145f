#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "formats/checkpointkey.h"
#include "util/result.h"

namespace shardscope::cli {

// The key options every command that reads checkpoints shares (inspect, plan, convert, export,
// doctor), and convert's options for encrypted outputs.
struct KeyArgs {
    std::string keyFile;
    bool keyHex = false;
    std::string keyMode;  // AES-GCM, AES-CBC or SM4-CBC; empty: the file's magic tells
    // convert only
    std::string encryptMode;
    std::string encryptKeyFile;  // empty: the reading key's bytes
    uint64_t encryptBlockBytes = 0;
    const char* encryptOption = "--encrypt-mode";  // its name in messages (synth: --encrypt)
};

// The environment variable holding a key when no --key-file is given (raw bytes, or hexadecimal
// with --key-hex).
inline constexpr const char* kKeyEnvironment = "SHARDSCOPE_CKPT_KEY";

void addKeyOptions(CLI::App* cmd, KeyArgs& args);
// --encrypt-mode, --encrypt-key-file (and a hidden --encrypt-block-bytes for tests).
void addEncryptOptions(CLI::App* cmd, KeyArgs& args);

// The key options as given, as command-line words ("--key-file", "k.bin", "--key-hex", ...): for
// a command line that does the same (never the key, only where it is).
std::vector<std::string> keyOptionWords(const KeyArgs& args);

// The key for reading: --key-file, else $SHARDSCOPE_CKPT_KEY, else none (a null key). Every
// error (it never holds the key) is a usage error.
Result<CheckpointKeyRef> keyForReading(const KeyArgs& args);
// The key for writing encrypted files: null without --encrypt-mode. Its bytes come from
// --encrypt-key-file, else from the reading key's source. Every error is a usage error.
Result<CheckpointKeyRef> keyForWriting(const KeyArgs& args);

}  // namespace shardscope::cli
