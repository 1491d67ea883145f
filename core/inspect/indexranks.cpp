#include "indexranks.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>
#include <unordered_map>

#include "formats/indextemplates.h"
#include "rundocument.h"
#include "util/parallel.h"

namespace shardscope {

namespace {

constexpr size_t kProgressEvery = 64;  // rank files between two progress reports

// Problems a rank file carries that the run shows with its rank: names that are not UTF-8, and
// a CRC trailer that does not match (known only when verified).
void addFileIssues(const CheckpointFile& file, int rank, std::vector<Issue>& issues) {
    for (const Issue& n : file.index().issues) {
        if (n.code == IssueCode::InvalidUtf8Name) {
            issues.push_back(n);
            issues.back().rank = rank;
        }
    }
    if (file.index().crc == CrcState::Mismatch) {
        issues.push_back(
            makeIssue(IssueCode::CrcMismatch, Severity::Error, file.path(), {}, rank, {}));
    }
}

// One digest per distinct tensor list: the ranks sharing a list (TensorTable) share it.
std::shared_ptr<const NameDigest> sharedDigest(
    const CheckpointIndex& index, std::mutex& mutex,
    std::unordered_map<const void*, std::pair<TensorTable, std::shared_ptr<const NameDigest>>>&
        made) {
    // Only a list some other file shares (a template's): one of its own is dropped with its
    // file, and a later list could reuse its address.
    const void* key = index.tensors.isShared() ? index.tensors.identity() : nullptr;
    if (key != nullptr) {
        const std::lock_guard lock(mutex);
        if (const auto it = made.find(key); it != made.end()) {
            return it->second.second;
        }
    }
    auto digest = std::make_shared<const NameDigest>(digestNames(index));
    if (key != nullptr) {
        const std::lock_guard lock(mutex);
        made.emplace(key, std::make_pair(index.tensors, digest));  // the copy keeps the key
    }
    return digest;
}

// What indexing the rank files at once gathers, one slot a rank, put into the model after.
struct RankSlots {
    RankSlots(size_t ranks, bool summaryOnly)
        : errors(ranks), fileIssues(ranks), keyErrors(ranks), digests(summaryOnly ? ranks : 0) {}
    std::vector<std::optional<Error>> errors;  // why a rank's file did not open
    std::vector<std::vector<Issue>> fileIssues;
    std::vector<std::optional<Error>> keyErrors;
    std::atomic<bool> marked{false};
    std::atomic<bool> markedFull{false};
    // Ranks that share a tensor list (IndexTemplates) share its digest too.
    std::vector<std::shared_ptr<const NameDigest>> digests;
    std::mutex digesting;
    std::unordered_map<const void*, std::pair<TensorTable, std::shared_ptr<const NameDigest>>>
        digestOf;
};

// Indexes one rank file; runs at once for every rank, each writing its own slots.
void indexRank(RunDocument& model, const RankFile& rf, const LoadOptions& options,
               const InternPoolPtr& pool, RankSlots& slots) {
    if (rf.file.empty()) {
        return;
    }
    CheckpointParseOptions parse;
    parse.verifyCrc = options.verifyCrc;
    // A run opens from its record headers (bytes are checked when read); --verify-crc
    // checks every block too.
    parse.checkEncryptedBlocks = options.verifyCrc;
    parse.key = options.key;
    parse.pool = pool;
    auto f = CheckpointFile::open(rf.file, parse);
    if (f) {
        const CheckpointIndex& index = f->index();
        for (const auto& [key, value] : index.metadata) {
            if (key == "remove_redundancy" && value == "True") {
                slots.marked = true;
            } else if (key == "remove_redundancy" && value == "False") {
                slots.markedFull = true;
            }
        }
        model.rankSummaries[static_cast<size_t>(rf.rank)] = {
            true,      index.tensors.size(), index.tensorBytes(), index.fileSize,
            index.crc, index.encryption.mode};
        if (options.summaryOnly) {
            slots.digests[static_cast<size_t>(rf.rank)] =
                sharedDigest(index, slots.digesting, slots.digestOf);
            std::vector<Issue> issues;
            addFileIssues(*f, rf.rank, issues);
            slots.fileIssues[static_cast<size_t>(rf.rank)] = std::move(issues);
        } else {
            model.files[static_cast<size_t>(rf.rank)] =
                std::make_shared<const CheckpointFile>(std::move(*f));
        }
    } else {
        slots.errors[static_cast<size_t>(rf.rank)] = f.error();
        const ErrorCode code = f.error().code;
        if (code == ErrorCode::Encrypted || code == ErrorCode::WrongKey ||
            (code == ErrorCode::InvalidArgument && options.key)) {
            slots.keyErrors[static_cast<size_t>(rf.rank)] = f.error();
        }
    }
}

// The first key error, each rank's problems in rank order, and the files' redundancy marks.
void takeRankSlots(RunDocument& model, RankSlots& slots) {
    for (std::optional<Error>& e : slots.keyErrors) {
        if (e && !model.keyError) {
            model.keyError = std::move(e);
        }
    }
    for (size_t r = 0; r < slots.errors.size(); ++r) {
        if (model.files[r]) {
            addFileIssues(*model.files[r], static_cast<int>(r), model.issues);
        }
        model.issues.insert(model.issues.end(), slots.fileIssues[r].begin(),
                            slots.fileIssues[r].end());
        if (slots.errors[r]) {
            model.issues.push_back(makeIssue(IssueCode::UnreadableRank, Severity::Error,
                                             model.run.rank(static_cast<int>(r))->file, {},
                                             static_cast<int>(r),
                                             {std::to_string(r), slots.errors[r]->describe()})
                                       .because(*slots.errors[r]));
        }
    }
    model.redundancy.marked = slots.marked.load();
    model.redundancy.markedFull = slots.markedFull.load() && !model.redundancy.marked;
    model.redundancy.removed = model.redundancy.marked;
}

}  // namespace

std::vector<std::shared_ptr<const NameDigest>> indexRankFiles(RunDocument& model,
                                                              const LoadOptions& options,
                                                              const ProgressSink& progress) {
    int maxRank = -1;
    for (const RankFile& rf : model.run.ranks) {
        maxRank = std::max(maxRank, rf.rank);
    }
    model.files.resize(maxRank < 0 ? 0 : static_cast<size_t>(maxRank) + 1);
    model.rankSummaries.resize(model.files.size());
    RankSlots slots(model.files.size(), options.summaryOnly);
    // One pool for every rank file: their names and shapes repeat across ranks and are kept once.
    const InternPoolPtr pool = std::make_shared<InternPool>();
    pool->keepTemplates();
    const size_t total = model.run.ranks.size();
    std::atomic<size_t> indexed{0};
    std::mutex reporting;
    parallelFor(total, ioThreads(options.threads), [&](size_t i) {
        indexRank(model, model.run.ranks[i], options, pool, slots);
        const size_t done = indexed.fetch_add(1) + 1;
        if (progress && (done % kProgressEvery == 0 || done == total)) {
            const std::lock_guard lock(reporting);
            progress({done, total});
        }
    });
    pool->dropTemplates();  // every file is indexed: their record headers are not needed again
    takeRankSlots(model, slots);
    return std::move(slots.digests);
}

}  // namespace shardscope
