#include <algorithm>

#include "formats/scalarvalue.h"
#include "inspectreport.h"
#include "pathkind.h"
#include "runloader.h"

namespace shardscope {

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

const CheckpointIndex& InspectReport::checkpoint() const {
    static const CheckpointIndex kNone;
    return file ? file->index() : kNone;
}

namespace {

constexpr size_t kMaxStringValue = 4096;

// A value that cannot be read (an encrypted block changed since the file was opened) is left out:
// the report shows metadata, and reading the tensor says why.
void collectValues(const CheckpointFile& file, std::map<std::string, std::string>& values) {
    std::vector<uint8_t> scratch;
    for (const TensorEntry& t : file.index().tensors) {
        if (t.kind == TensorKind::String && t.bytes <= kMaxStringValue * 4) {
            if (auto text = file.readString(t)) {
                values[t.name] = std::move(*text);
            }
        } else if (t.kind == TensorKind::Scalar && t.chunks.size() == 1) {
            auto bytes = file.view(t.chunks[0], scratch);
            if (!bytes) {
                continue;
            }
            if (auto v = decodeScalar(t.dtype, *bytes); v && file.mapped().intact()) {
                values[t.name] = v->text();  // not a zero read from a file cut short meanwhile
            }
        }
    }
}

// What a run's report lists: the problems of the folder and of its files. The checks that join
// the files with the strategy (missing on ranks, contradicted shapes) belong to the model.
bool isFileIssue(IssueCode code) {
    switch (code) {
        case IssueCode::NoStrategy:
        case IssueCode::MissingOnRanks:
        case IssueCode::SliceLost:
        case IssueCode::ShapeContradictsStrategy:
        case IssueCode::MissingOptimizerFields:
        case IssueCode::DuplicateStage:
        case IssueCode::StrayFile:
            return false;
        default:
            return true;
    }
}

// Why a rank is not readable, and that error's code (the issue carries the error).
void rankError(const RunDocument& model, RankReport& r) {
    for (const Issue& issue : model.issues) {
        if (issue.code == IssueCode::UnreadableRank && issue.rank == r.file.rank) {
            r.error = issue.arg("error");
            r.errorCode = errorCodeName(issue.cause ? issue.cause->code : ErrorCode::Io);
            return;
        }
    }
    r.error = "no checkpoint file";
    r.errorCode = errorCodeName(ErrorCode::NotFound);
}

}  // namespace

InspectReport inspectReport(const RunDocument& model) {
    InspectReport report;
    report.path = model.path;
    report.kind = model.kind;
    switch (model.kind) {
        case InputKind::Checkpoint:
            report.file = model.files.empty() ? nullptr : model.files.front();
            if (report.file) {
                collectValues(*report.file, report.values);
            }
            report.issues = model.issues;
            break;
        case InputKind::Strategy:
            if (model.strategy) {
                report.strategy = *model.strategy;
            }
            report.issues = model.issues;
            break;
        case InputKind::Run:
            report.run = model.run;
            for (const RankFile& rf : model.run.ranks) {
                RankReport r;
                r.file = rf;
                const RankSummary summary =
                    rf.rank >= 0 && static_cast<size_t>(rf.rank) < model.rankSummaries.size()
                        ? model.rankSummaries[static_cast<size_t>(rf.rank)]
                        : RankSummary{};
                if (summary.readable) {
                    r.readable = true;
                    r.tensors = summary.tensors;
                    r.bytes = summary.bytes;
                    r.fileSize = summary.fileSize;
                    r.crc = summary.crc;
                    r.encryption = summary.encryption;
                } else {
                    rankError(model, r);
                }
                report.ranks.push_back(std::move(r));
            }
            std::copy_if(model.issues.begin(), model.issues.end(),
                         std::back_inserter(report.issues),
                         [](const Issue& i) { return isFileIssue(i.code); });
            break;
    }
    return report;
}

Result<InspectReport> inspectPath(const std::string& path, const InspectOptions& options) {
    LoadOptions load;
    load.threads = options.threads;
    load.summaryOnly = true;
    load.key = options.key;
    load.step = options.step;
    load.verifyCrc =
        classifyPath(path) == PathKind::RunFolder ? options.verifyRunCrc : options.verifyCrc;
    auto model = loadPath(path, load);
    if (!model) {
        return std::move(model).error();
    }
    return inspectReport(*model);
}

}  // namespace shardscope
