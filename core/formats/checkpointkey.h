#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../util/result.h"
#include "checkpointindex.h"

namespace shardscope {

// A key for MindSpore's encrypted checkpoints (save_checkpoint's enc_key, load_checkpoint's
// dec_key) and the mode it is used with. The bytes are wiped when the key is destroyed; the key is
// never copied, only shared (CheckpointKeyRef), and nothing in the core ever prints it.
class CheckpointKey {
public:
    // mode None: the file's magic says which cipher (what a reader usually wants). A key that
    // encrypts needs a mode.
    CheckpointKey(std::vector<uint8_t> bytes, EncryptionMode mode = EncryptionMode::None);
    ~CheckpointKey();
    CheckpointKey(const CheckpointKey&) = delete;
    CheckpointKey& operator=(const CheckpointKey&) = delete;

    const std::vector<uint8_t>& bytes() const { return m_bytes; }
    EncryptionMode mode() const { return m_mode; }

private:
    std::vector<uint8_t> m_bytes;
    EncryptionMode m_mode;
};

using CheckpointKeyRef = std::shared_ptr<const CheckpointKey>;

// How a key's bytes are written: as they are (MindSpore's enc_key is any bytes object, often
// ASCII such as b"0123456789ABCDEF"), or as hexadecimal digits (whitespace ignored).
enum class KeyEncoding { Raw, Hex };

// The key in `text` (a key file's content, or an environment variable's value). Errors never
// quote the key.
Result<CheckpointKeyRef> makeCheckpointKey(std::string_view text, KeyEncoding encoding,
                                           EncryptionMode mode = EncryptionMode::None);
Result<CheckpointKeyRef> readCheckpointKeyFile(const std::string& path, KeyEncoding encoding,
                                               EncryptionMode mode = EncryptionMode::None);

// Whether a key of `bytes` bytes fits `mode` (AES: 16, 24 or 32; SM4: 16); the error says what
// the mode needs.
Status checkKeyLength(size_t bytes, EncryptionMode mode);

}  // namespace shardscope
