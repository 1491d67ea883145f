#include <algorithm>
#include <filesystem>

#include "formats/checkpointfile.h"
#include "formats/runfolder.h"
#include "formats/scalarvalue.h"
#include "inspectreport.h"
#include "util/parallel.h"

namespace shardscope {

namespace fs = std::filesystem;

const char* inputKindName(InputKind kind) {
    switch (kind) {
        case InputKind::Checkpoint:
            return "mindspore-ckpt";
        case InputKind::Strategy:
            return "strategy";
        case InputKind::Run:
            return "run";
    }
    return "unknown";
}

namespace {

constexpr size_t kMaxStringValue = 4096;

void collectValues(const CheckpointFile& file, std::map<std::string, std::string>& values) {
    for (const TensorEntry& t : file.index().tensors) {
        if (t.kind == TensorKind::String && t.bytes <= kMaxStringValue * 4) {
            values[t.name] = file.readString(t);
        } else if (t.kind == TensorKind::Scalar && t.chunks.size() == 1) {
            if (auto v = decodeScalar(t.dtype, file.bytes(t.chunks[0]))) {
                values[t.name] = v->text();
            }
        }
    }
}

Result<InspectReport> inspectCheckpoint(const std::string& path, const InspectOptions& options) {
    CheckpointParseOptions parse;
    parse.verifyCrc = options.verifyCrc;
    auto file = CheckpointFile::open(path, parse);
    if (!file) {
        return std::move(file).error();
    }
    InspectReport report;
    report.path = path;
    report.kind = InputKind::Checkpoint;
    report.checkpoint = file->index();
    collectValues(*file, report.values);
    report.issues = report.checkpoint.issues;
    if (report.checkpoint.crc == CrcState::Mismatch) {
        report.issues.push_back(makeIssue(IssueCode::CrcMismatch, Severity::Error,
                                          "the crc check is failed", path, {}, -1, {path}));
    }
    return report;
}

void inspectRank(RankReport& out, const InspectOptions& options) {
    if (out.file.file.empty()) {
        out.error = "no checkpoint file";
        return;
    }
    CheckpointParseOptions parse;
    parse.verifyCrc = options.verifyRunCrc;
    auto file = CheckpointFile::open(out.file.file, parse);
    if (!file) {
        out.error = file.error().describe();
        return;
    }
    out.readable = true;
    out.tensors = file->index().tensors.size();
    out.bytes = file->index().tensorBytes();
    out.fileSize = file->index().fileSize;
    out.crc = file->index().crc;
    for (const Issue& n : file->index().issues) {
        if (n.code == IssueCode::InvalidUtf8Name) {
            out.nameNotices.push_back(n);
            out.nameNotices.back().rank = out.file.rank;
        }
    }
}

Result<InspectReport> inspectRun(const std::string& path, const InspectOptions& options) {
    auto run = discoverRunFolder(path);
    if (!run) {
        return std::move(run).error();
    }
    InspectReport report;
    report.path = path;
    report.kind = InputKind::Run;
    report.run = std::move(*run);
    report.issues = report.run.issues;
    report.ranks.resize(report.run.ranks.size());
    for (size_t i = 0; i < report.ranks.size(); ++i) {
        report.ranks[i].file = report.run.ranks[i];
    }
    parallelFor(report.ranks.size(), ioThreads(options.threads),
                [&](size_t i) { inspectRank(report.ranks[i], options); });
    for (const RankReport& r : report.ranks) {
        report.issues.insert(report.issues.end(), r.nameNotices.begin(), r.nameNotices.end());
        if (!r.readable && !r.file.file.empty()) {
            report.issues.push_back(
                makeIssue(IssueCode::UnreadableRank, Severity::Error,
                          "rank " + std::to_string(r.file.rank) + " cannot be read: " + r.error,
                          r.file.file, {}, r.file.rank, {std::to_string(r.file.rank), r.error}));
        } else if (r.crc == CrcState::Mismatch) {
            report.issues.push_back(makeIssue(IssueCode::CrcMismatch, Severity::Error,
                                              "the crc check is failed", r.file.file, {},
                                              r.file.rank, {r.file.file}));
        }
    }
    return report;
}

}  // namespace

Result<InspectReport> inspectPath(const std::string& path, const InspectOptions& options) {
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        return makeError(ErrorCode::NotFound, "no such file or folder").inFile(path);
    }
    if (fs::is_directory(path, ec)) {
        if (looksLikeRunFolder(path)) {
            return inspectRun(path, options);
        }
        auto strategy = loadStrategy(path);
        if (!strategy) {
            return std::move(strategy).error();
        }
        InspectReport report;
        report.path = path;
        report.kind = InputKind::Strategy;
        report.strategy = std::move(*strategy);
        report.issues = report.strategy.issues;
        return report;
    }
    if (looksLikeStrategyFile(path)) {
        auto strategy = readStrategyFile(path);
        if (!strategy) {
            return std::move(strategy).error();
        }
        InspectReport report;
        report.path = path;
        report.kind = InputKind::Strategy;
        report.strategy = std::move(*strategy);
        report.issues = report.strategy.issues;
        return report;
    }
    return inspectCheckpoint(path, options);
}

}  // namespace shardscope
