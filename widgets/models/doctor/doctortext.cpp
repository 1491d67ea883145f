#include "widgets/models/doctor/doctortext.h"

#include <QStringList>

#include "widgets/models/common/issuetext.h"
#include "widgets/models/common/piecetext.h"

using namespace shardscope;

QString DoctorText::kindText(ProblemKind kind) {
    switch (kind) {
        case ProblemKind::Split:
            return tr("Parallel split");
        case ProblemKind::ConfigChange:
            return tr("Model config differs");
        case ProblemKind::ShapeMismatch:
            return tr("Shape differs");
        case ProblemKind::ScalarShape:
            return tr("Scalar vs tensor");
        case ProblemKind::Dtype:
            return tr("Dtype differs");
        case ProblemKind::DtypeConverted:
            return tr("Dtype converted");
        case ProblemKind::Prefix:
            return tr("Name prefix");
        case ProblemKind::OtherStage:
            return tr("Other pipeline stage");
        case ProblemKind::Renamed:
            return tr("Renamed");
        case ProblemKind::Missing:
            return tr("Missing");
        case ProblemKind::NotTensor:
            return tr("Not a tensor");
        case ProblemKind::SavedElsewhere:
            return tr("Saved by another rank");
        case ProblemKind::RedundancyConflict:
            return tr("Saved by several ranks");
    }
    return {};
}

QString DoctorText::findingTitle(FindingKind kind) {
    switch (kind) {
        case FindingKind::PerRankSlice:
            return tr("One rank's slice loaded into a stand-alone network");
        case FindingKind::FullIntoSplit:
            return tr("A full checkpoint loaded into a parallel network");
        case FindingKind::Resplit:
            return tr("Split for another strategy");
        case FindingKind::OtherStage:
            return tr("A checkpoint of another pipeline stage");
        case FindingKind::ConfigChange:
            return tr("The model configuration changed");
        case FindingKind::LayerCount:
            return tr("The layer count changed");
        case FindingKind::Prefix:
            return tr("The names differ by a prefix");
        case FindingKind::Renames:
            return tr("Parameters were renamed");
        case FindingKind::DtypeChange:
            return tr("The dtype changed");
        case FindingKind::RedundancyRemoved:
            return tr("Saved with remove_redundancy, loaded without it");
        case FindingKind::FullWithRemoveRedundancy:
            return tr("A full checkpoint loaded with remove_redundancy");
    }
    return {};
}

QString DoctorText::shapeText(const std::vector<int64_t>& shape) {
    QStringList dims;
    for (int64_t d : shape) {
        dims << QString::number(d);
    }
    return QLatin1Char('(') + dims.join(QStringLiteral(", ")) +
           (shape.size() == 1 ? QStringLiteral(",)") : QStringLiteral(")"));
}

QString DoctorText::shortDiagnosis(const DoctorProblem& p) {
    const Diagnosis& d = p.diagnosis;
    switch (p.kind) {
        case ProblemKind::Split:
            if (d.dim >= 0 && d.factor > 1) {
                QString text = d.ckptValue < d.netValue
                                   ? tr("dim %1: checkpoint %2, network %3 (1 of %4)")
                                         .arg(d.dim)
                                         .arg(d.ckptValue)
                                         .arg(d.netValue)
                                         .arg(d.factor)
                                   : tr("dim %1: checkpoint %2, network %3 (network: 1 of %4)")
                                         .arg(d.dim)
                                         .arg(d.ckptValue)
                                         .arg(d.netValue)
                                         .arg(d.factor);
                if (d.rank >= 0) {
                    text = tr("%1; %2", "two parts of a diagnosis")
                               .arg(text, tr("rank %1's slice").arg(d.rank));
                }
                if (d.optShard > 1) {
                    text = tr("%1; %2", "two parts of a diagnosis")
                               .arg(text, tr("optimizer shard ×%1").arg(d.optShard));
                }
                return text;
            }
            break;
        case ProblemKind::ConfigChange:
            if (d.configName != ConfigName::None) {
                return tr("%1: %2 in the checkpoint, %3 in the network")
                    .arg(PieceText::text(configNameArg(d.configName)))
                    .arg(d.ckptValue)
                    .arg(d.netValue);
            }
            break;
        case ProblemKind::Dtype:
        case ProblemKind::DtypeConverted:
            return tr("%1 in the checkpoint, %2 in the network")
                .arg(QString::fromStdString(p.ckptDtype), QString::fromStdString(p.netDtype));
        case ProblemKind::Prefix:
            return tr("prefix “%1”").arg(QString::fromStdString(d.prefix));
        case ProblemKind::OtherStage:
            return tr("in stage %1 (this checkpoint: stage %2)").arg(d.otherStage).arg(d.stage);
        case ProblemKind::Renamed:
            if (!d.candidates.empty()) {
                return tr("closest: %1").arg(QString::fromStdString(d.candidates.front()));
            }
            break;
        case ProblemKind::Missing:
            return tr("not in the checkpoint");
        case ProblemKind::SavedElsewhere:
            if (!d.otherRanks.empty()) {
                return tr("saved by rank %1 (remove_redundancy)").arg(d.otherRanks.front());
            }
            break;
        case ProblemKind::RedundancyConflict: {
            QStringList ranks;
            for (int r : d.otherRanks) {
                ranks << QString::number(r);
            }
            return tr("held by ranks %1 of one group").arg(ranks.join(tr(", ", "a list of ranks")));
        }
        default:
            break;
    }
    if (!p.netShape.empty() || !p.ckptShape.empty()) {
        return tr("%1 in the network, %2 in the checkpoint")
            .arg(shapeText(p.netShape), shapeText(p.ckptShape));
    }
    return diagnosisText(d);
}

namespace {

// A sentence of the doctor in the window's language: the catalogue's message (IssueText, the
// sentence as the CLI words it, no capital added); the core's English where there is none.
QString sentenceText(const std::optional<Issue>& sentence, const std::string& english) {
    return sentence ? IssueText::sentence(*sentence) : QString::fromStdString(english);
}

}  // namespace

QString DoctorText::findingText(const DoctorFinding& finding) {
    return sentenceText(finding.sentence, finding.text);
}

QString DoctorText::diagnosisText(const Diagnosis& diagnosis) {
    return sentenceText(diagnosis.sentence, diagnosis.text);
}

QString DoctorText::fixText(const Fix& fix) {
    return sentenceText(fix.sentence, fix.text);
}

QString DoctorText::summary(const DoctorReport& report) {
    return IssueText::text(report.summaryIssue());
}

QString DoctorText::noteText(const Issue& note) {
    return IssueText::text(note);
}
