#include "synthdamage.h"

#include <filesystem>
#include <fstream>

#include "../formats/checkpointfile.h"
#include "../util/fileio.h"
#include "../util/ranklist.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

// Keeps the first half of the file.
Status truncateHalf(const std::string& path) {
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    if (!ec) {
        fs::permissions(path, fs::perms::owner_write, fs::perm_options::add, ec);
    }
    if (!ec) {
        fs::resize_file(path, size / 2, ec);
    }
    if (!ec) {
        fs::permissions(path, fs::perms::owner_write, fs::perm_options::remove, ec);
    }
    return ec ? ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot truncate: {reason}"), path)
              : Status();
}

// Flips the byte at `offset` (XOR 0x5A).
Status flipAt(const std::string& path, uint64_t offset) {
    std::error_code ec;
    fs::permissions(path, fs::perms::owner_write, fs::perm_options::add, ec);
    std::fstream io(path, std::ios::in | std::ios::out | std::ios::binary);
    char byte = 0;
    io.seekg(static_cast<std::streamoff>(offset));
    io.read(&byte, 1);
    byte = static_cast<char>(byte ^ 0x5A);
    io.seekp(static_cast<std::streamoff>(offset));
    io.write(&byte, 1);
    io.close();
    fs::permissions(path, fs::perms::owner_write, fs::perm_options::remove, ec);
    if (!io) {
        return makeError(ErrorCode::Io, QT_TRANSLATE_NOOP("ErrorMessage", "cannot flip a byte"), {})
            .inFile(path);
    }
    return {};
}

// Flips the middle byte of the largest tensor's content: the file still parses, only a CRC
// trailer (or the values) can tell. An encrypted file (opened here without its key) gets the
// middle byte of its ciphertext flipped: its block's AES-GCM tag (or CBC padding) tells.
Status flipByte(const std::string& path) {
    uint64_t offset = 0;
    {
        CheckpointParseOptions parse;
        parse.verifyCrc = false;
        auto file = CheckpointFile::open(path, parse);
        if (!file && file.error().code == ErrorCode::Encrypted) {
            std::error_code ec;
            const auto size = fs::file_size(path, ec);
            if (ec) {
                return ioError(
                    ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot read the size: {reason}"), path);
            }
            return flipAt(path, size / 2);
        }
        if (!file) {
            return std::move(file).error();
        }
        uint64_t largest = 0;
        for (const TensorEntry& t : file->index().tensors) {
            if (!t.chunks.empty() && t.chunks.front().size > largest) {
                largest = t.chunks.front().size;
                offset = t.chunks.front().offset + largest / 2;
            }
        }
        if (largest == 0) {
            return makeError(ErrorCode::InvalidArgument,
                             QT_TRANSLATE_NOOP("ErrorMessage", "no tensor content to damage"), {})
                .inFile(path);
        }
    }
    return flipAt(path, offset);
}

}  // namespace

Result<SynthDamage> parseSynthDamage(const std::string& text) {
    const size_t colon = text.find(':');
    const std::string kind = text.substr(0, colon);
    SynthDamage d;
    if (kind == "missing-newest") {
        d.kind = SynthDamageKind::MissingNewest;
    } else if (kind == "truncate") {
        d.kind = SynthDamageKind::Truncate;
    } else if (kind == "flip") {
        d.kind = SynthDamageKind::FlipByte;
    } else if (kind == "temp") {
        d.kind = SynthDamageKind::Temporary;
    } else {
        return makeError(
            ErrorCode::InvalidArgument,
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "unknown damage '{kind}' (expected missing-newest, truncate, "
                              "flip or temp, then :RANKS)"),
            {{"kind", kind}});
    }
    if (colon == std::string::npos) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "--damage {damage}: name the ranks, e.g. {kind}:3 or "
                                           "{kind}:12-15"),
                         {{"damage", text}, {"kind", kind}});
    }
    auto ranks = parseRankList(text.substr(colon + 1));
    if (!ranks) {
        return std::move(ranks).error();
    }
    d.ranks = std::move(*ranks);
    return d;
}

Status applySynthDamage(const std::string& folder, const std::string& file,
                        const SynthDamage& damage) {
    for (int rank : damage.ranks) {
        const std::string path = folder + "/rank_" + std::to_string(rank) + "/" + file;
        std::error_code ec;
        if (!fs::is_regular_file(path, ec)) {
            return makeError(
                       ErrorCode::InvalidArgument,
                       QT_TRANSLATE_NOOP("ErrorMessage", "cannot damage rank {rank}: no such file"),
                       {{"rank", std::to_string(rank)}})
                .inFile(path);
        }
        Status s;
        switch (damage.kind) {
            case SynthDamageKind::MissingNewest:
                fs::remove(path, ec);
                s = ec ? ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot remove: {reason}"),
                                 path)
                       : Status();
                break;
            case SynthDamageKind::Truncate:
                s = truncateHalf(path);
                break;
            case SynthDamageKind::FlipByte:
                s = flipByte(path);
                break;
            case SynthDamageKind::Temporary: {
                const std::string temp = fs::path(path).replace_extension(".tmp").string();
                s = truncateHalf(path);
                if (s) {
                    fs::rename(path, temp, ec);
                    s = ec ? ioError(ec,
                                     QT_TRANSLATE_NOOP("ErrorMessage", "cannot rename: {reason}"),
                                     path)
                           : Status();
                }
                break;
            }
        }
        if (!s) {
            return s;
        }
    }
    return {};
}

}  // namespace shardscope
