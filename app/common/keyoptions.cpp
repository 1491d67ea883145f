#include "keyoptions.h"

#include <cstdlib>

#include "util/translatenoop.h"

namespace shardscope::cli {

namespace {

const char* kModes = "AES-GCM, AES-CBC or SM4-CBC";

Result<EncryptionMode> modeOption(const std::string& text, const char* option) {
    if (text.empty()) {
        return EncryptionMode::None;
    }
    if (auto mode = encryptionModeFromName(text)) {
        return *mode;
    }
    return makeError(ErrorCode::InvalidArgument,
                     QT_TRANSLATE_NOOP("ErrorMessage", "{option} {mode}: not a mode ({modes})"),
                     {{"option", option}, {"mode", text}, {"modes", kModes}});
}

// The key from a file, or from the environment; null when neither names one.
Result<CheckpointKeyRef> keyFrom(const std::string& file, bool hex, EncryptionMode mode) {
    const KeyEncoding encoding = hex ? KeyEncoding::Hex : KeyEncoding::Raw;
    Result<CheckpointKeyRef> key = CheckpointKeyRef{};
    if (!file.empty()) {
        key = readCheckpointKeyFile(file, encoding, mode);
    } else if (const char* env = std::getenv(kKeyEnvironment); env != nullptr && *env != '\0') {
        key = makeCheckpointKey(env, encoding, mode);
        if (!key) {
            key = makeError(key.error().code,
                            QT_TRANSLATE_NOOP("ErrorMessage", "${variable}: {error}"),
                            {{"variable", kKeyEnvironment}}, key.error());
        }
    }
    return key;
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

std::vector<std::string> keyOptionWords(const KeyArgs& args) {
    std::vector<std::string> words;
    const auto option = [&words](const char* name, const std::string& value) {
        if (!value.empty()) {
            words.insert(words.end(), {name, value});
        }
    };
    option("--key-file", args.keyFile);
    if (args.keyHex) {
        words.emplace_back("--key-hex");
    }
    option("--key-mode", args.keyMode);
    option("--encrypt-mode", args.encryptMode);
    option("--encrypt-key-file", args.encryptKeyFile);
    if (args.encryptBlockBytes > 0) {
        option("--encrypt-block-bytes", std::to_string(args.encryptBlockBytes));
    }
    return words;
}

Result<CheckpointKeyRef> keyForReading(const KeyArgs& args) {
    auto mode = modeOption(args.keyMode, "--key-mode");
    if (!mode) {
        return std::move(mode).error();
    }
    return keyFrom(args.keyFile, args.keyHex, *mode);
}

Result<CheckpointKeyRef> keyForWriting(const KeyArgs& args) {
    if (args.encryptMode.empty()) {
        if (!args.encryptKeyFile.empty()) {
            return makeError(
                ErrorCode::InvalidArgument,
                QT_TRANSLATE_NOOP("ErrorMessage", "--encrypt-key-file needs --encrypt-mode"), {});
        }
        return CheckpointKeyRef{};
    }
    auto mode = modeOption(args.encryptMode, args.encryptOption);
    if (!mode) {
        return std::move(mode).error();
    }
    const std::string& file = args.encryptKeyFile.empty() ? args.keyFile : args.encryptKeyFile;
    auto key = keyFrom(file, args.keyHex, *mode);
    if (key && !*key) {
        return makeError(
            ErrorCode::InvalidArgument,
            QT_TRANSLATE_NOOP("ErrorMessage", "{option} needs a key: --key-file or ${variable}"),
            {{"option", args.encryptOption}, {"variable", kKeyEnvironment}});
    }
    return key;
}

}  // namespace shardscope::cli
