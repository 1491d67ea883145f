#pragma once

#include <string>
#include <vector>

namespace shardscope {

// A problem worth telling the user that does not stop the work. `message` is English for the CLI
// and logs; the GUI builds its translated text from `code` and `args`.
enum class NoticeCode {
    SeveralFilesInRank,        // args: rank, chosen file, alternatives joined by ", "
    RankGap,                   // args: missing rank numbers joined by ", "
    StrayFolder,               // args: folder name
    MixedFormats,              // args: formats joined by ", "
    EmptyRankFolder,           // args: rank
    UnreadableRank,            // args: rank, error text
    EncryptedFile,             // args: file, mode
    CrcMismatch,               // args: file
    UnloadableDtype,           // args: parameter, dtype
    UnknownDtype,              // args: parameter, dtype
    MissingOptimizerFields,    // args: file
    DuplicateStage,            // args: stage, file skipped
    StrayFile,                 // args: file name
    ShapeContradictsStrategy,  // args: parameter, rank, shape held, shape the strategy implies
    MissingOnRanks,            // args: parameter, ranks lacking it joined by ", "
    NoStrategy,                // args: run folder
    InvalidUtf8Name,           // args: the name with its invalid bytes as \xNN
};

struct Notice {
    NoticeCode code;
    std::string message;
    std::string file;
    std::string param;
    int rank = -1;
    std::vector<std::string> args;
};

const char* noticeCodeName(NoticeCode code);

// The notice for a name read from `file` that is not valid UTF-8 (shown with \xNN escapes).
Notice invalidUtf8NameNotice(const std::string& name, const std::string& file, int rank = -1);

}  // namespace shardscope
