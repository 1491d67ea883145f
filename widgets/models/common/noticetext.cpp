#include "models/common/noticetext.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

using namespace shardscope;

namespace {

QString fileName(const std::string& path) {
    const QFileInfo info(QString::fromStdString(path));
    return info.fileName().isEmpty() ? info.filePath() : info.fileName();
}

}  // namespace

QString NoticeText::text(const Notice& notice) {
    const auto& a = notice.args;
    const auto arg = [&a](size_t i) { return QString::fromStdString(a[i]); };
    const auto need = [&a](size_t n) { return a.size() >= n; };
    switch (notice.code) {
        case NoticeCode::SeveralFilesInRank:
            if (need(3)) {
                return tr("Rank %1 holds several checkpoint files; %2 is used, as MindSpore does "
                          "(also there: %3)")
                    .arg(arg(0), arg(1), arg(2));
            }
            break;
        case NoticeCode::RankGap:
            if (need(1)) {
                return tr("Rank folders missing from the run: %1").arg(arg(0));
            }
            break;
        case NoticeCode::StrayFolder:
            if (need(1)) {
                return tr("Folder “%1” is not a rank_<N> folder and was ignored").arg(arg(0));
            }
            break;
        case NoticeCode::MixedFormats:
            if (need(1)) {
                return tr("The rank folders mix checkpoint formats: %1").arg(arg(0));
            }
            break;
        case NoticeCode::EmptyRankFolder:
            if (need(1)) {
                return tr("Rank %1 has no checkpoint file").arg(arg(0));
            }
            break;
        case NoticeCode::UnreadableRank:
            if (need(2)) {
                return tr("Rank %1 cannot be read: %2").arg(arg(0), withoutFile(a[1], notice.file));
            }
            break;
        case NoticeCode::EncryptedFile:
            if (need(2)) {
                return tr("%1 is encrypted (%2)").arg(fileName(a[0]), arg(1));
            }
            break;
        case NoticeCode::CrcMismatch:
            if (need(1)) {
                return tr("CRC check failed for %1: the file is damaged or was modified")
                    .arg(fileName(a[0]));
            }
            break;
        case NoticeCode::UnloadableDtype:
            if (need(2)) {
                return tr("Parameter %1 has data type %2, which MindSpore cannot load")
                    .arg(arg(0), arg(1));
            }
            break;
        case NoticeCode::UnknownDtype:
            if (need(2)) {
                return tr("Parameter %1 has an unknown data type “%2”; its size was not checked")
                    .arg(arg(0), arg(1));
            }
            break;
        case NoticeCode::MissingOptimizerFields:
            if (need(1)) {
                return tr("%1 was written before MindSpore 1.3: it has no optimizer shard fields, "
                          "so optimizer sharding is taken as off")
                    .arg(fileName(a[0]));
            }
            break;
        case NoticeCode::DuplicateStage:
            if (need(2)) {
                return tr("Pipeline stage %1 appears in more than one file; %2 was skipped")
                    .arg(arg(0), fileName(a[1]));
            }
            break;
        case NoticeCode::StrayFile:
            if (need(1)) {
                return tr("%1 is not a strategy file (neither .ckpt nor .json) and was ignored")
                    .arg(arg(0));
            }
            break;
        case NoticeCode::ShapeContradictsStrategy:
            if (need(4)) {
                return tr("Rank %2 holds %1 with shape %3, but the strategy gives it %4")
                    .arg(arg(0), arg(1), arg(2), arg(3));
            }
            break;
        case NoticeCode::MissingOnRanks:
            if (need(2)) {
                return tr("%1 is missing on rank(s) %2 of its stage").arg(arg(0), arg(1));
            }
            break;
        case NoticeCode::NoStrategy:
            if (need(1)) {
                return tr("No strategy file was found beside the rank folders of %1; open one to "
                          "see how parameters are split")
                    .arg(fileName(a[0]));
            }
            break;
        case NoticeCode::InvalidUtf8Name:
            if (need(1)) {
                return tr("Parameter name “%1” is not valid UTF-8 (invalid bytes are shown as "
                          "\\xNN)")
                    .arg(arg(0));
            }
            break;
    }
    return QString::fromStdString(notice.message);
}

QString NoticeText::withoutFile(const std::string& error, const std::string& file) {
    const std::string prefix = file + ": ";
    const bool named = !file.empty() && error.compare(0, prefix.size(), prefix) == 0;
    return QString::fromStdString(named ? error.substr(prefix.size()) : error);
}

QString NoticeText::location(const Notice& notice, const QString& reportPath) {
    QStringList parts;
    const QString file = QString::fromStdString(notice.file);
    parts << QFileInfo(file.isEmpty() ? reportPath : file).fileName();
    if (notice.rank >= 0) {
        parts << tr("rank %1").arg(notice.rank);
    }
    if (!notice.param.empty()) {
        parts << QString::fromStdString(notice.param);
    }
    parts.removeAll(QString());
    return parts.join(QStringLiteral(" · "));
}
