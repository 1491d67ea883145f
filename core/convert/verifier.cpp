#include "verifier.h"

#include <xxhash.h>

#include <cstring>
#include <memory>

#include "../formats/shapetext.h"
#include "../util/touchedpages.h"
#include "chunkedruns.h"
#include "executor.h"

namespace shardscope {

bool VerifyReport::ok() const {
    for (const RankCheck& r : ranks) {
        if (!r.ok) {
            return false;
        }
    }
    return true;
}

namespace {

// Whether the file's frames are the plan's; if not, the arguments that say how (VerifyNotPlanned).
bool framesMatch(const CheckpointIndex& index, const RankPlan& rank, std::vector<IssueArg>& why) {
    if (index.tensors.size() != rank.tensors.size()) {
        why = {{"held", std::to_string(index.tensors.size())},
               {"planned", std::to_string(rank.tensors.size())}};
        return false;
    }
    for (size_t i = 0; i < rank.tensors.size(); ++i) {
        const TensorEntry& got = index.tensors[i];
        const PlannedTensor& want = rank.tensors[i];
        bool same = got.name == want.name && got.dtypeName == want.dtypeName &&
                    got.dims == want.dims && got.chunks.size() == want.contentChunks.size();
        for (size_t c = 0; same && c < got.chunks.size(); ++c) {
            same = got.chunks[c].offset == want.contentChunks[c].offset &&
                   got.chunks[c].size == want.contentChunks[c].size;
        }
        if (!same) {
            why = {{"tensor", std::to_string(i)},
                   {"name", got.name},
                   {"dtype", got.dtypeName},
                   {"shape", shapeText(got.dims)},
                   {"planned_name", want.name},
                   {"planned_dtype", want.dtypeName},
                   {"planned_shape", shapeText(want.dims)}};
            return false;
        }
    }
    return true;
}

// A failed check's words: the catalogue's sentence for `code` and its arguments; `cause`, the
// error it reports, if any (its words are the error's own).
template <class Check>
void fail(Check& check, IssueCode code, std::vector<IssueArg> args, const Error* cause = nullptr) {
    Issue issue;
    issue.code = code;
    issue.severity = Severity::Error;
    issue.args = std::move(args);
    if (cause != nullptr) {
        issue.because(*cause);
    }
    check.message = issue.text();
    check.code = code;
    check.issue = std::move(issue);
}

// A failed check that is an error's.
template <class Check>
void fail(Check& check, IssueCode code, const Error& error) {
    fail(check, code, {{"error", error.describe()}}, &error);
}

// Encrypted files compare through their decrypted bytes, a window at a time. A block that does
// not decrypt is a failed check, with the reason.
void compareDecrypted(const CheckpointFile& src, uint64_t from, const CheckpointFile& out,
                      uint64_t to, uint64_t len, TensorCheck& check) {
    constexpr uint64_t kWindow = 4u << 20;
    std::vector<uint8_t> a, b;
    for (uint64_t at = 0; at < len; at += kWindow) {
        const uint64_t n = std::min(kWindow, len - at);
        auto x = src.view({from + at, n}, a);
        auto y = x ? out.view({to + at, n}, b) : Result<std::span<const uint8_t>>(x.error());
        if (!y) {
            if (check.message.empty()) {
                fail(check, IssueCode::VerifyUnreadable, y.error());
            }
            check.mismatchedBytes += len - at;
            return;
        }
        for (uint64_t k = 0; k < n; ++k) {
            check.mismatchedBytes += (*x)[k] != (*y)[k];
        }
    }
}

TensorCheck checkTensor(const ConversionPlan& plan, const CheckpointFile& out,
                        const TensorEntry& written, const PlannedTensor& want) {
    TensorCheck check;
    check.name = want.name;
    std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)> state(XXH3_createState(),
                                                                   &XXH3_freeState);
    XXH3_64bits_reset(state.get());
    Status hashed = out.readTensor(written, [&](std::span<const uint8_t> b) -> Status {
        XXH3_64bits_update(state.get(), b.data(), b.size());
        if (!out.encrypted()) {
            out.mapped().drop(static_cast<uint64_t>(b.data() - out.mapped().data()), b.size());
        }
        return {};
    });
    check.checksum = XXH3_64bits_digest(state.get());
    uint64_t covered = 0;
    std::optional<Error> cutShort;
    for (const CopyBlock& block : want.blocks) {
        const CheckpointFile& src = *plan.sources[static_cast<size_t>(block.srcRank)];
        const TensorEntry& entry = src.index().tensors[block.srcTensor];
        covered += block.totalBytes();
        if (!src.encrypted()) {
            src.mapped().adviseNormal();
        }
        // An encrypted file's offsets are in its plain stream: its stream drops what it read.
        TouchedPages srcTouched(src.mapped());
        TouchedPages outTouched(out.mapped());
        const auto compareRun = [&](uint64_t from, uint64_t to, uint64_t len) {
            if (!src.encrypted()) {
                srcTouched.note(from, len);
            }
            if (!out.encrypted()) {
                outTouched.note(to, len);
            }
            if (src.encrypted() || out.encrypted()) {
                compareDecrypted(src, from, out, to, len, check);
            } else if (std::memcmp(src.mapped().data() + from, out.mapped().data() + to, len) !=
                       0) {
                for (uint64_t k = 0; k < len; ++k) {
                    check.mismatchedBytes +=
                        src.mapped().data()[from + k] != out.mapped().data()[to + k];
                }
            }
            return true;
        };
        check.mismatchedBytes += ChunkedRuns(block, entry.chunks, written.chunks)
                                     .forEach(0, want.contentBytes, compareRun);
        // Both maps are read-only here: what was compared can go.
        srcTouched.drop();
        outTouched.drop();
        src.dropRead();
        out.dropRead();
        // A file cut short while it was compared read as zeros past its new end (and the page it
        // now ends in reads zeros without a fault).
        for (const CheckpointFile* file : {&src, &out}) {
            if (Status s = file->unchanged(); !s && !cutShort) {
                cutShort = s.error();
            }
        }
    }
    if (covered != want.contentBytes) {
        fail(check, IssueCode::VerifyNotCovered,
             {{"covered", std::to_string(covered)}, {"bytes", std::to_string(want.contentBytes)}});
    } else if (check.mismatchedBytes > 0) {
        fail(check, IssueCode::VerifyBytesDiffer,
             {{"bytes", std::to_string(check.mismatchedBytes)}});
    }
    if (cutShort) {
        fail(check, IssueCode::VerifySourceChanged, *cutShort);
    }
    check.ok = hashed.ok() && check.message.empty();
    return check;
}

}  // namespace

RankCheck verifyRank(const ConversionPlan& plan, const RankPlan& rank) {
    RankCheck check;
    check.rank = rank.rank;
    check.path = rank.outPath;
    CheckpointParseOptions parse;
    parse.verifyCrc = plan.options.crc;
    parse.requireCrc = plan.options.crc;
    parse.key = plan.options.encryptKey;
    auto out = CheckpointFile::open(rank.outPath, parse);
    if (!out) {
        fail(check, IssueCode::VerifyUnreadable, out.error());
        return check;
    }
    if (plan.options.crc && out->index().crc != CrcState::Ok) {
        fail(check, IssueCode::VerifyCrcFailed, {{"file", rank.outPath}});
        return check;
    }
    out->mapped().adviseNormal();
    std::vector<IssueArg> why;
    if (out->index().fileSize != rank.fileSize || !framesMatch(out->index(), rank, why)) {
        why.insert(why.begin(), {"file", rank.outPath});
        fail(check, IssueCode::VerifyNotPlanned, std::move(why));
        return check;
    }
    check.ok = true;
    for (size_t i = 0; i < rank.tensors.size(); ++i) {
        check.tensors.push_back(checkTensor(plan, *out, out->index().tensors[i], rank.tensors[i]));
        check.ok = check.ok && check.tensors.back().ok;
    }
    return check;
}

VerifyReport verifyConversion(const ConversionPlan& plan) {
    VerifyReport report;
    for (const RankPlan& rank : plan.ranks) {
        report.ranks.push_back(verifyRank(plan, rank));
    }
    return report;
}

}  // namespace shardscope
