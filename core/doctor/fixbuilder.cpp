#include "fixbuilder.h"

#include <algorithm>
#include <filesystem>

#include "../formats/runfolder.h"
#include "../util/messagepiece.h"
#include "doctormessages.h"

namespace shardscope {

namespace fs = std::filesystem;

namespace {

// Where converted output goes: beside the run (or the lone file, without its extension),
// never inside it.
std::string sibling(const std::string& path, bool isFile, const std::string& suffix) {
    std::error_code ec;
    fs::path p = fs::absolute(path, ec).lexically_normal();
    if (p.filename().empty()) {
        p = p.parent_path();
    }
    if (isFile) {
        p.replace_extension();
    }
    return p.string() + suffix;
}

std::string rankFile(const std::string& folder, int rank) {
    const std::string r = std::to_string(rank);
    return folder + "/rank_" + r + "/checkpoint_" + r + ".ckpt";
}

}  // namespace

std::string FixBuilder::shellQuote(const std::string& text) {
    const bool plain = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               std::string_view("_./:=@%+,-").find(c) != std::string_view::npos;
    });
    if (plain) {
        return text;
    }
    std::string out = "'";
    for (const char c : text) {
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    }
    return out + "'";
}

std::string FixBuilder::mergedFolder() const {
    const bool lone = m_ckpt.runFolder.empty();
    return sibling(lone ? m_ckpt.path : m_ckpt.runFolder, lone, "_merged");
}

std::string FixBuilder::convertedFolder() const {
    const bool lone = m_ckpt.runFolder.empty();
    return sibling(lone ? m_ckpt.path : m_ckpt.runFolder, lone, "_converted");
}

std::string FixBuilder::convertLine(const std::string& src, const std::string& srcStrategy,
                                    const std::string& dst) const {
    std::string line = "shardscope-cli convert --src " + shellQuote(src);
    if (!m_ckpt.step.empty()) {
        line += " --step " + shellQuote(m_ckpt.step);
    }
    if (!srcStrategy.empty()) {
        line += " --src-strategy " + shellQuote(srcStrategy);
    }
    if (m_net.source == NetSource::Strategy) {
        line += " --dst-strategy " + shellQuote(m_net.path);
    }
    return line + " --dst " + shellQuote(dst);
}

Fix FixBuilder::forLayout() const {
    return m_net.source == NetSource::Strategy ? convertForNet() : merge();
}

Fix FixBuilder::merge() const {
    Fix fix;
    fix.kind = FixKind::Command;
    const std::string out = mergedFolder();
    if (!m_ckpt.runFolder.empty() && m_ckpt.strategy) {
        fix.command = convertLine(m_ckpt.runFolder, m_ckpt.strategyPath, out);
        fix.sentence = say(IssueCode::FixMerge, {rankFile(out, 0)});
        fix.convertDst = out;
        fix.convertDstStrategy = m_net.source == NetSource::Strategy ? m_net.path : std::string();
    } else if (!m_ckpt.runFolder.empty()) {
        // The command has a placeholder, so it is part of the sentence, not a runnable command.
        const std::string command =
            "shardscope-cli convert --src " + shellQuote(m_ckpt.runFolder) +
            (m_ckpt.step.empty() ? std::string() : " --step " + shellQuote(m_ckpt.step)) +
            " --src-strategy STRATEGY --dst " + shellQuote(out);
        fix.sentence = say(IssueCode::FixMergeNoStrategy, {command});
    } else {
        const std::string command =
            "shardscope-cli convert --src RUN --src-strategy " +
            (m_ckpt.strategy ? shellQuote(m_ckpt.strategyPath) : std::string("STRATEGY")) +
            " --dst OUT";
        fix.sentence = say(IssueCode::FixMergeLoneSlice, {command});
    }
    fix.text = fix.sentence->text();
    return fix;
}

Fix FixBuilder::convertForNet() const {
    if (m_net.source != NetSource::Strategy) {
        return merge();
    }
    Fix fix;
    fix.kind = FixKind::Command;
    const std::string out = convertedFolder();
    const std::string loadFile = rankFile(out, m_net.rank);
    if (!m_ckpt.runFolder.empty() && (m_ckpt.strategy || m_ckpt.runRanks == 1)) {
        fix.command = convertLine(m_ckpt.runFolder, m_ckpt.strategyPath, out);
        fix.sentence = say(IssueCode::FixReshard, {loadFile, std::to_string(m_net.rank)});
        fix.convertDst = out;
        fix.convertDstStrategy = m_net.path;
    } else if (m_ckpt.runFolder.empty() && !m_ckpt.strategy) {
        // convert reads runs: a lone full checkpoint becomes the rank_0 of a run of one.
        std::error_code ec;
        const std::string src = sibling(m_ckpt.path, true, "_src");
        const std::string file = fs::absolute(m_ckpt.path, ec).lexically_normal().string();
        fix.sentence = say(IssueCode::FixReshardLoneFile, {loadFile, std::to_string(m_net.rank)});
        fix.command = "mkdir -p " + shellQuote(src + "/rank_0") + " && ln -sf " + shellQuote(file) +
                      " " + shellQuote(src + "/rank_0/") + " && " + convertLine(src, "", out);
    } else {
        fix = merge();
        fix.sentence =
            say(IssueCode::FixReshardThenMerge, {}, {issuePiece("merge", *fix.sentence)});
    }
    fix.text = fix.sentence->text();
    return fix;
}

Fix FixBuilder::loadRank(int rank) const {
    Fix fix;
    // The run folder as the side found it (or as the window loaded it): not discovered again.
    const RankFile* rf = m_ckpt.folder ? m_ckpt.folder->rank(rank) : nullptr;
    if (rf == nullptr || rf->file.empty()) {
        return fix;
    }
    fix.kind = FixKind::LoadFile;
    fix.sentence = say(IssueCode::FixLoadRank, {std::to_string(rank)});
    fix.text = fix.sentence->text();
    fix.command = rf->file;
    return fix;
}

}  // namespace shardscope
