#include "models/common/issuetext.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include "models/common/sentences.h"

#include "inspect/reporttext.h"
#include "models/common/sizetext.h"

using namespace shardscope;

namespace {

QString fileName(const std::string& path) {
    const QFileInfo info(QString::fromStdString(path));
    return info.fileName().isEmpty() ? info.filePath() : info.fileName();
}

// One part of the words per issue family, so no function grows past a screen.
QString runText(const Issue& issue);
QString layoutText(const Issue& issue);
QString planText(const Issue& issue);
QString simulationText(const Issue& issue);
QString destinationText(const Issue& issue);
QString exportText(const Issue& issue);
QString stepText(const Issue& issue);

// "a, b, c and 4 more": a long list of names cut to its first three.
QString shortList(const std::string& joined) {
    const QStringList names =
        QString::fromStdString(joined).split(QStringLiteral(", "), Qt::SkipEmptyParts);
    const QString comma = IssueText::tr(", ", "a list of names");
    if (names.size() <= 3) {
        return names.join(comma);
    }
    return IssueText::tr("%1 and %n more", nullptr, static_cast<int>(names.size() - 3))
        .arg(names.mid(0, 3).join(comma));
}

QString a(const Issue& issue, const char* name) {
    return QString::fromStdString(issue.arg(name));
}

// The bytes an issue counts, as the summary strip shows sizes ("399.0 MiB").
QString bytesArg(const Issue& i) {
    return SizeText::bytes(std::stoull("0" + i.arg("bytes")));
}

// A run's rank folders and files, its rank tables and its strategy file.
QString runText(const Issue& i) {
    switch (i.code) {
        case IssueCode::SeveralFilesInRank:
            return IssueText::tr(
                       "Rank %1 holds several checkpoint files; %2 is used, as MindSpore "
                       "does (also there: %3)")
                .arg(a(i, "rank"), a(i, "chosen"), a(i, "alternatives"));
        case IssueCode::RankGap:
            return IssueText::tr("Rank folders missing from the run: %1").arg(a(i, "ranks"));
        case IssueCode::StrayFolder:
            return IssueText::tr("Folder “%1” is not a rank_<N> folder and was ignored")
                .arg(a(i, "folder"));
        case IssueCode::MixedFormats:
            return IssueText::tr("The rank folders mix checkpoint formats: %1")
                .arg(a(i, "formats"));
        case IssueCode::EmptyRankFolder:
            return IssueText::tr("Rank %1 has no checkpoint file").arg(a(i, "rank"));
        case IssueCode::UnreadableRank:
            return IssueText::tr("Rank %1 cannot be read: %2")
                .arg(a(i, "rank"), IssueText::withoutFile(i.arg("error"), i.file));
        case IssueCode::EncryptedFile:
            return IssueText::tr("%1 is encrypted (%2)").arg(fileName(i.arg("file")), a(i, "mode"));
        case IssueCode::CrcMismatch:
            return IssueText::tr("CRC check failed for %1: the file is damaged or was modified")
                .arg(fileName(i.arg("file")));
        case IssueCode::IterationFileMissing:
            return IssueText::tr("Ranks %1 have no %2 file, which the other ranks have")
                .arg(a(i, "ranks"), a(i, "kind"));
        case IssueCode::IterationOtherFiles:
            return IssueText::tr("Files of another save in the iteration folder, not read: %1")
                .arg(a(i, "files"));
        case IssueCode::IterationWithoutLayouts:
            return IssueText::tr(
                       "No metadata.json: the layouts of these %1 ranks are unknown, so each "
                       "rank's files are read as whole tensors (MindFormers writes none when it "
                       "saves without a parallel strategy; an iteration still being written has "
                       "none yet either)")
                .arg(a(i, "ranks"));
        case IssueCode::NoStrategy:
            return IssueText::tr(
                       "No strategy file was found beside the rank folders of %1; open "
                       "one to see how parameters are split")
                .arg(fileName(i.arg("folder")));
        case IssueCode::InvalidUtf8Name:
            return IssueText::tr(
                       "Parameter name “%1” is not valid UTF-8 (invalid bytes are shown "
                       "as \\xNN)")
                .arg(a(i, "name"));
        case IssueCode::RankTableUnusable:
            return IssueText::tr(
                       "The rank table cannot be used, so the cards are not placed on "
                       "servers: %1")
                .arg(IssueText::withoutFile(i.arg("error"), i.file));
        case IssueCode::SeveralRankTables:
            return IssueText::tr(
                       "Several rank tables lie beside the run (%1), so none is used: "
                       "open the run with the one that belongs to it")
                .arg(a(i, "files"));
        case IssueCode::RankTableRunMismatch:
            return IssueText::tr(
                       "The rank table places %1 ranks, the run has %2: the cards it "
                       "does not place are drawn without a server")
                .arg(a(i, "table_ranks"), a(i, "run_cards"));
        default:
            return layoutText(i);
    }
}

// A run's parameters against its strategy: dtypes, shapes, copies, and the strategy files.
QString layoutText(const Issue& i) {
    switch (i.code) {
        case IssueCode::UnloadableDtype:
            return IssueText::tr("Parameter %1 has data type %2, which MindSpore cannot load")
                .arg(a(i, "param"), a(i, "dtype"));
        case IssueCode::UnknownDtype:
            return IssueText::tr(
                       "Parameter %1 has an unknown data type “%2”; its size was not checked")
                .arg(a(i, "param"), a(i, "dtype"));
        case IssueCode::MissingOptimizerFields:
            return IssueText::tr(
                       "%1 was written before MindSpore 1.3: it has no optimizer shard "
                       "fields, so optimizer sharding is taken as off")
                .arg(fileName(i.arg("file")));
        case IssueCode::DuplicateStage:
            return IssueText::tr("Pipeline stage %1 appears in more than one file; %2 was skipped")
                .arg(a(i, "stage"), fileName(i.arg("skipped")));
        case IssueCode::StrayFile:
            return IssueText::tr(
                       "%1 is not a strategy file (neither .ckpt nor .json) and was ignored")
                .arg(a(i, "file"));
        case IssueCode::ShapeContradictsStrategy:
            return IssueText::tr("Rank %2 holds %1 with shape %3, but the strategy gives it %4")
                .arg(a(i, "param"), a(i, "rank"), a(i, "held"), a(i, "expected"));
        case IssueCode::MissingOnRanks:
            return IssueText::tr("%1 is missing on rank(s) %2 of its stage")
                .arg(a(i, "param"), a(i, "ranks"));
        case IssueCode::RedundancyRemoved:
            if (i.arg("loader") == "mindformers") {
                return IssueText::tr(
                           "Saved with remove_redundancy: %n parameter(s) are saved by one rank "
                           "of each data-parallel group (%1 not repeated); MindFormers "
                           "loads it as it is (metadata.json names each slice's file), or "
                           "restore redundancy by converting it to its own strategy",
                           nullptr, QString::fromStdString(i.arg("params")).toInt())
                    .arg(bytesArg(i));
            }
            return IssueText::tr(
                       "Saved with remove_redundancy: %n parameter(s) are saved by one rank of "
                       "each data-parallel group (%1 not repeated); load it with "
                       "remove_redundancy=True, or restore redundancy by converting it to its "
                       "own strategy",
                       nullptr, QString::fromStdString(i.arg("params")).toInt())
                .arg(bytesArg(i));
        case IssueCode::SliceLost:
            return IssueText::tr("%1 is lost on ranks %2: none of them holds the slice they share")
                .arg(a(i, "param"), a(i, "ranks"));
        case IssueCode::StrategyRunMismatch:
            return IssueText::tr(
                       "The strategy describes %1 cards (%2 × %3), the run has %4: it "
                       "belongs to another run, so its layouts are not used")
                .arg(a(i, "cards"), a(i, "stages"), a(i, "devices"), a(i, "run_cards"));
        case IssueCode::StrategyUnusable:
            return IssueText::tr(
                       "The strategy file cannot be used, so the layouts are not shown: "
                       "%1")
                .arg(IssueText::withoutFile(i.arg("error"), i.file));
        default:
            return planText(i);
    }
}

QString planText(const Issue& i) {
    switch (i.code) {
        case IssueCode::SeveralFiles:
            return IssueText::tr("Source rank %1 holds several checkpoint files; %2 is read")
                .arg(a(i, "rank"), a(i, "chosen"));
        case IssueCode::SourceStrategyFound:
            return IssueText::tr("Source strategy: %1 (found beside the rank folders)")
                .arg(a(i, "strategy"));
        case IssueCode::StrategyRanksUnread:
            return IssueText::tr(
                       "The source strategy describes %1 cards (%2 × %3), the run has %4: "
                       "ranks %5 are outside it and not read")
                .arg(a(i, "cards"), a(i, "stages"), a(i, "devices"), a(i, "run_cards"),
                     a(i, "ranks"));
        case IssueCode::SourceUnreadable:
            return IssueText::tr("A source file cannot be read: %1").arg(a(i, "error"));
        case IssueCode::NotInCheckpoint:
            return IssueText::tr("In the %1 strategy but in no source checkpoint: skipped")
                .arg(i.arg("side") == "source" ? IssueText::tr("source")
                                               : IssueText::tr("destination"));
        case IssueCode::BadLayout:
        case IssueCode::NotDivisibleLayout:
            return IssueText::tr("The %1 strategy's layout does not fit: %2")
                .arg(i.arg("side") == "source" ? IssueText::tr("source")
                                               : IssueText::tr("destination"),
                     a(i, "error"));
        case IssueCode::NoParameter:
            return IssueText::tr(
                "None of the parameters in the checkpoints is in either "
                "strategy: check that the strategy files belong to this run");
        case IssueCode::PlanFailed:
            return IssueText::tr("This rank cannot be planned: %1").arg(a(i, "error"));
        case IssueCode::MissingRank:
            return IssueText::tr(
                       "Source rank %1 is needed for destination rank %2, but its "
                       "checkpoint is missing")
                .arg(a(i, "source"), a(i, "destination"));
        case IssueCode::MissingTensor:
            return IssueText::tr(
                       "Source rank %1's checkpoint lacks this parameter, which the "
                       "source strategy places there")
                .arg(a(i, "source"));
        case IssueCode::NotReshardable:
            return IssueText::tr("A %1 entry cannot be resharded").arg(a(i, "dtype"));
        case IssueCode::PackedNotReshardable:
            return IssueText::tr("Type %1 packs several values per byte: it cannot be resharded")
                .arg(a(i, "dtype"));
        case IssueCode::DtypeMismatch:
            return IssueText::tr("Source rank %1 holds it as %2, other ranks as %3")
                .arg(a(i, "source"), a(i, "dtype"), a(i, "expected"));
        case IssueCode::ShapeMismatch:
            return IssueText::tr(
                       "Source rank %1 holds it with shape %2, but the source strategy "
                       "gives it %3")
                .arg(a(i, "source"), a(i, "shape"), a(i, "expected"));
        case IssueCode::DestinationOnly:
            return IssueText::tr("Only in the destination strategy: copied unchanged");
        case IssueCode::SourceOnly:
            return IssueText::tr(
                "Only in the source strategy: copied as the source slice, "
                "unmerged, as MindSpore does");
        case IssueCode::MapTensorSkipped:
            return IssueText::tr("A map tensor: map tensors are not copied");
        case IssueCode::StringLeftOut:
            return IssueText::tr("A str entry: safetensors has no string type, so it is left out");
        case IssueCode::UnstorableDtype:
            return IssueText::tr("Type %1 cannot be stored in safetensors").arg(a(i, "dtype"));
        case IssueCode::NotUtf8ForFormat:
            return IssueText::tr(
                       "The name “%1” is not valid UTF-8, which a safetensors header "
                       "cannot hold: write .ckpt instead")
                .arg(a(i, "name"));
        case IssueCode::WrongOutputFormat:
            return IssueText::tr(
                "A conversion writes .ckpt or .safetensors files; HDF5 is written by Export");
        default:
            return destinationText(i);
    }
}

// What the destination folder holds that this conversion would not write.
QString destinationText(const Issue& i) {
    switch (i.code) {
        case IssueCode::DestinationRanksOutside:
            return IssueText::tr(
                       "%1 holds rank folders %2, outside this conversion's %3 ranks: opened "
                       "later, they would read as one run with the new ranks")
                .arg(a(i, "folder"), a(i, "ranks"), a(i, "cards"));
        case IssueCode::DestinationOtherStrategy:
            return i.arg("merged").empty()
                       ? IssueText::tr(
                             "%1 describes another strategy than this conversion's "
                             "target")
                             .arg(a(i, "file"))
                       : IssueText::tr(
                             "%1 is a strategy, but this conversion merges into one checkpoint")
                             .arg(a(i, "file"));
        case IssueCode::DestinationOtherConversion: {
            const QString target =
                i.arg("target").empty() ? IssueText::tr("one merged checkpoint") : a(i, "target");
            if (i.arg("step").empty()) {
                return IssueText::tr("%1 records another conversion: of %2 to %3 (%n rank(s))",
                                     nullptr, std::stoi("0" + i.arg("cards")))
                    .arg(a(i, "file"), a(i, "source"), target);
            }
            return IssueText::tr(
                       "%1 records another conversion: of %2 (step %3) to %4 (%n rank(s))", nullptr,
                       std::stoi("0" + i.arg("cards")))
                .arg(a(i, "file"), a(i, "source"), a(i, "step"), target);
        }
        case IssueCode::DestinationOtherFiles:
            return IssueText::tr("%1 holds files this conversion does not write: %2")
                .arg(a(i, "folder"), a(i, "files"));
        case IssueCode::DestinationInUse:
            return IssueText::tr(
                       "Nothing is written into %1: choose another destination folder, or "
                       "remove these from it first: %2")
                .arg(a(i, "folder"), a(i, "files"));
        case IssueCode::ActivationsUnknown:
            return IssueText::tr("Activations are not counted: %1").arg(a(i, "reason"));
        case IssueCode::OptimizerNotSaved:
            return IssueText::tr(
                "The checkpoint holds no optimizer state: optimizer memory is counted as 0, as "
                "for inference or a frozen network");
        default:
            return simulationText(i);
    }
}

QString simulationText(const Issue& i) {
    switch (i.code) {
        case IssueCode::NotDivisible: {
            QString text =
                IssueText::tr(
                    "dimension %1 (size %2) does not divide into %3 parts "
                    "(dev_matrix %4).")
                    .arg(a(i, "dimension"), a(i, "size"), a(i, "parts"), a(i, "dev_matrix"));
            if (!i.arg("axis").empty()) {
                text = Sentences::join(
                    text, i.arg("sizes").empty()
                              ? IssueText::tr("No size of axis %1 makes it divide while the "
                                              "others keep theirs.")
                                    .arg(a(i, "axis"))
                              : IssueText::tr("Sizes of axis %1 that divide: %2 (%3 cards).")
                                    .arg(a(i, "axis"), a(i, "sizes"), a(i, "cards")));
            }
            return text;
        }
        case IssueCode::DevMatrixDiffers:
            return IssueText::tr(
                       "its dev_matrix %1 is not a grouping of the main %2: the new "
                       "sizes cannot be applied to it.")
                .arg(a(i, "dev_matrix"), a(i, "main"));
        case IssueCode::OptShardSkipped:
            return i.arg("dim0").empty()
                       ? IssueText::tr(
                             "not optimizer-sharded (as in MindSpore): its %1 replicas "
                             "do not divide by %2.")
                             .arg(a(i, "replicas"), a(i, "size"))
                       : IssueText::tr(
                             "not optimizer-sharded (as in MindSpore): its slice's "
                             "dimension 0 (%1) does not divide by %2.")
                             .arg(a(i, "dim0"), a(i, "size"));
        case IssueCode::ShapeUnknown:
            return IssueText::tr(
                "no full shape known (protobuf strategies record none): "
                "divisibility not checked.");
        case IssueCode::StageSplit:
            return IssueText::tr(
                       "%1 stages become %2 by cutting each stage's parameters into "
                       "groups in file order; the real assignment follows the "
                       "network's layers, so load a compiled destination strategy for "
                       "exact results.")
                .arg(a(i, "from"), a(i, "to"));
        case IssueCode::StageEmpty:
            return IssueText::tr(
                       "stage %1 would hold no parameter: source stage %2 has only %3 "
                       "to share among %4 stages.")
                .arg(a(i, "stage"), a(i, "source"), a(i, "params"), a(i, "stages"));
        case IssueCode::BadStageSpec:
            return IssueText::tr(
                       "%1 pipeline stages cannot be made from %2: the new count must "
                       "divide the old one or be a multiple of it.")
                .arg(a(i, "to"), a(i, "from"));
        case IssueCode::BadSourceStages:
            return IssueText::tr(
                       "the source strategy does not contain every pipeline stage "
                       "(stages found: %1).")
                .arg(a(i, "stages"));
        case IssueCode::InvalidLayout:
            return IssueText::tr("its layout is invalid in the source strategy: %1")
                .arg(a(i, "error"));
        case IssueCode::InvalidStrategy:
            return IssueText::tr("the source strategy cannot be simulated: %1").arg(a(i, "error"));
        case IssueCode::SpecNotNameNumber:
            return IssueText::tr("“%1” is not NAME=NUMBER").arg(a(i, "part"));
        case IssueCode::SpecStagesBelowOne:
            return IssueText::tr("pp must be at least 1");
        case IssueCode::SpecOptShardIsOne:
            return IssueText::tr("opt must be 0 (off) or at least 2");
        case IssueCode::SpecAxisBelowOne:
            return IssueText::tr("%1 must be at least 1").arg(a(i, "axis"));
        case IssueCode::SpecUnknownAxis:
            return IssueText::tr("unknown axis “%1” (the axes are %2, plus pp and opt)")
                .arg(a(i, "axis"), a(i, "axes"));
        case IssueCode::SpecAxisMissing:
            return IssueText::tr("give every axis a size: %1 is missing").arg(a(i, "axis"));
        default:
            return exportText(i);
    }
}

QString exportText(const Issue& i) {
    switch (i.code) {
        case IssueCode::ExportLeftOut:
            return IssueText::tr("Left out, as the format cannot hold it: %1").arg(a(i, "param"));
        case IssueCode::ExportRawBitsCount:
            return IssueText::tr(
                "BFloat16 tensors are stored as their raw 16-bit patterns "
                "(attribute “storage”); the float32 option adds copies holding "
                "their values.");
        case IssueCode::ExportRawBits:
            return IssueText::tr("%1 is stored as its raw bits: NumPy has no type for its values.")
                .arg(a(i, "param"));
        case IssueCode::ExportDuplicate:
            return IssueText::tr(
                       "Parameters held by several pipeline stages were exported once, "
                       "from the first stage: %1")
                .arg(shortList(i.arg("params")));
        default:
            return stepText(i);
    }
}

// What taking MindSpore's pick would mean, by the consequence the core names.
QString consequenceText(const std::string& consequence) {
    if (consequence == "older") {
        return IssueText::tr("an older step");
    }
    if (consequence == "mixed") {
        return IssueText::tr("files of different steps on different ranks");
    }
    if (consequence == "unusable") {
        return IssueText::tr("a step that cannot be resumed from");
    }
    return IssueText::tr("no saved step");
}

QString stepText(const Issue& i) {
    switch (i.code) {
        case IssueCode::StepSelected:
            return IssueText::tr(
                       "The run holds %1 saved steps; %2 is used, the newest complete and "
                       "intact on every rank")
                .arg(a(i, "steps"), a(i, "step"));
        case IssueCode::StepNotMindSporePick:
            return IssueText::tr(
                       "%1 is used; MindSpore's rule (the lexicographically last file of each "
                       "rank) would take %2: %3")
                .arg(a(i, "step"), a(i, "mindspore"), consequenceText(i.arg("consequence")));
        case IssueCode::MixedSteps:
            return IssueText::tr(
                       "The rank files are of different saved steps (%1); choose one step")
                .arg(a(i, "steps"));
        case IssueCode::NoUsableStep:
            return IssueText::tr(
                       "No saved step is complete and intact on every rank (the newest, %1: %2); "
                       "each rank's lexicographically last file is used, as MindSpore does")
                .arg(a(i, "step"), a(i, "reasons"));
        case IssueCode::StepMissingOnRanks:
            return IssueText::tr("Saved step %1 has no file on rank(s) %2")
                .arg(a(i, "step"), a(i, "ranks"));
        case IssueCode::StepUnusable:
            return IssueText::tr("Saved step %1 cannot be resumed from: %2")
                .arg(a(i, "step"), a(i, "reasons"));
        default:
            return QString::fromStdString(i.message);
    }
}

}  // namespace

QString IssueText::text(const Issue& issue) {
    return runText(issue);
}

QString IssueText::withoutFile(const std::string& error, const std::string& file) {
    const std::string prefix = file + ": ";
    const bool named = !file.empty() && error.compare(0, prefix.size(), prefix) == 0;
    return QString::fromStdString(named ? error.substr(prefix.size()) : error);
}

QString IssueText::location(const Issue& issue, const QString& reportPath) {
    QStringList parts;
    const QString file = QString::fromStdString(issue.file);
    parts << QFileInfo(file.isEmpty() ? reportPath : file).fileName();
    if (issue.rank >= 0) {
        parts << tr("rank %1").arg(issue.rank);
    }
    if (!issue.param.empty()) {
        parts << QString::fromStdString(issue.param);
    }
    parts.removeAll(QString());
    return parts.join(QStringLiteral(" · "));
}
