#include "keyoptions.h"

#include <cstdlib>

#include "clicommands.h"

namespace shardscope::cli {

namespace {

const char* kModes = "AES-GCM, AES-CBC or SM4-CBC";

std::optional<EncryptionMode> modeOption(const std::string& text, const char* option,
                                         int& exitCode) {
    if (text.empty()) {
        return EncryptionMode::None;
    }
    if (auto mode = encryptionModeFromName(text)) {
        return *mode;
    }
    printError(std::string(option) + " " + text + ": not a mode (" + kModes + ")");
    exitCode = kUsage;
    return std::nullopt;
}

// The key from a file, or from the environment; null when neither names one.
std::optional<CheckpointKeyRef> keyFrom(const std::string& file, bool hex, EncryptionMode mode,
                                        int& exitCode) {
    const KeyEncoding encoding = hex ? KeyEncoding::Hex : KeyEncoding::Raw;
    Result<CheckpointKeyRef> key = CheckpointKeyRef{};
    if (!file.empty()) {
        key = readCheckpointKeyFile(file, encoding, mode);
    } else if (const char* env = std::getenv(kKeyEnvironment); env != nullptr && *env != '\0') {
        key = makeCheckpointKey(env, encoding, mode);
        if (!key) {
            Error e = key.error();
            e.message = std::string("$") + kKeyEnvironment + ": " + e.message;
            key = e;
        }
    }
    if (!key) {
        printError(key.error());
        exitCode = kUsage;
        return std::nullopt;
    }
    return *key;
}

}  // namespace

void addKeyOptions(CLI::App* cmd, KeyArgs& args) {
    cmd->add_option("--key-file", args.keyFile,
                    "key of encrypted checkpoints (MindSpore's dec_key): the file's bytes as they "
                    "are, or hexadecimal with --key-hex (default: $SHARDSCOPE_CKPT_KEY)");
    cmd->add_flag("--key-hex", args.keyHex,
                  "the key (file or $SHARDSCOPE_CKPT_KEY) is written as hexadecimal digits");
    cmd->add_option("--key-mode", args.keyMode,
                    "the key's mode, AES-GCM, AES-CBC or SM4-CBC (dec_mode): needed only for "
                    "MindSpore r1.x files, whose magic does not tell");
}

void addEncryptOptions(CLI::App* cmd, KeyArgs& args) {
    cmd->add_option("--encrypt-mode", args.encryptMode,
                    "write encrypted .ckpt files as save_checkpoint(enc_key, enc_mode) does: "
                    "AES-GCM, AES-CBC or SM4-CBC; the key is --encrypt-key-file, else the "
                    "--key-file (or $SHARDSCOPE_CKPT_KEY) key");
    cmd->add_option("--encrypt-key-file", args.encryptKeyFile,
                    "key of the encrypted outputs, when it is not the sources' key (--key-hex "
                    "applies)");
    cmd->add_option("--encrypt-block-bytes", args.encryptBlockBytes,
                    "plain bytes per encrypted block (tests; default MindSpore's 64 MiB)")
        ->group("");
}

std::optional<CheckpointKeyRef> readingKey(const KeyArgs& args, int& exitCode) {
    const auto mode = modeOption(args.keyMode, "--key-mode", exitCode);
    if (!mode) {
        return std::nullopt;
    }
    return keyFrom(args.keyFile, args.keyHex, *mode, exitCode);
}

std::optional<CheckpointKeyRef> writingKey(const KeyArgs& args, int& exitCode) {
    if (args.encryptMode.empty()) {
        if (!args.encryptKeyFile.empty()) {
            printError("--encrypt-key-file needs --encrypt-mode");
            exitCode = kUsage;
            return std::nullopt;
        }
        return CheckpointKeyRef{};
    }
    const auto mode = modeOption(args.encryptMode, args.encryptOption, exitCode);
    if (!mode) {
        return std::nullopt;
    }
    const std::string& file = args.encryptKeyFile.empty() ? args.keyFile : args.encryptKeyFile;
    auto key = keyFrom(file, args.keyHex, *mode, exitCode);
    if (key && !*key) {
        printError(std::string(args.encryptOption) + " needs a key: --key-file or $" +
                   kKeyEnvironment);
        exitCode = kUsage;
        return std::nullopt;
    }
    return key;
}

}  // namespace shardscope::cli
