#include "widgets/models/doctor/doctorsentencetext.h"

#include "widgets/models/common/splitwords.h"
#include "widgets/models/doctor/diagnosistext.h"
#include "widgets/models/doctor/doctorcataloguetext.h"
#include "widgets/models/doctor/fixtext.h"

using namespace shardscope;

QString DoctorSentenceText::words(const DoctorSentence& s) {
    QString out = DoctorCatalogueText::text(s);
    if (out.isNull()) {
        out = DiagnosisText::text(s);
    }
    if (out.isNull()) {
        out = FixText::text(s);
    }
    return out;
}

QString DoctorSentenceText::text(const DoctorSentence& s, const std::string& english) {
    const QString out = words(s);
    return out.isNull() ? QString::fromStdString(english) : out;
}

QString DoctorSentenceText::arg(const DoctorSentence& s, const char* name) {
    return QString::fromStdString(s.arg(name));
}

bool DoctorSentenceText::yes(const DoctorSentence& s, const char* name) {
    return s.arg(name) == "yes";
}

int DoctorSentenceText::count(const DoctorSentence& s, const char* name) {
    return arg(s, name).toInt();
}

QString DoctorSentenceText::configName(const std::string& english) {
    if (english == "hidden size") {
        return tr("hidden size");
    }
    if (english == "vocabulary size") {
        return tr("vocabulary size");
    }
    if (english == "sequence length") {
        return tr("sequence length");
    }
    if (english == "feed-forward size") {
        return tr("feed-forward size");
    }
    if (english == "layer count") {
        return tr("layer count");
    }
    if (english == "a model dimension") {
        return tr("a model dimension");
    }
    return QString::fromStdString(english);
}

QString DoctorSentenceText::layerRange(const QString& range) {
    return range == QStringLiteral("none") ? tr("none") : range;
}

QString DoctorSentenceText::rankRange(const DoctorSentence& s) {
    const QString first = arg(s, "first_rank");
    const QString last = arg(s, "last_rank");
    return first == last ? tr("rank %1").arg(first) : tr("ranks %1-%2").arg(first, last);
}

QString DoctorSentenceText::group(const DoctorSentence& s) {
    const QString size = arg(s, "group_size");
    // Groups of many cards are written by their ends and their size.
    return size.isEmpty() ? arg(s, "group") : tr("(%1: %2 ranks)").arg(arg(s, "group"), size);
}

QString DoctorSentenceText::joined(const QStringList& items, const QString& twoItems) {
    QString out;
    for (const QString& item : items) {
        out = out.isEmpty() ? item : twoItems.arg(out, item);
    }
    return out;
}

QString DoctorSentenceText::cut(const DoctorSentence& c) {
    const QString dim = arg(c, "dim");
    const QString full = arg(c, "full");
    const bool split = count(c, "ways") > 1;
    const bool sharded = count(c, "opt") > 1;
    const QStringList axes = arg(c, "axes").split(QLatin1Char(','));
    const QString list = axes.join(SplitWords::listSeparator());
    const QString device = axes.size() > 1 ? tr("axes %1").arg(list) : tr("axis %1").arg(list);
    if (split && sharded) {
        return tr("dim %1 (%2) is split %3 ways over device %4 of dev_matrix %5 and a further %6 "
                  "ways by optimizer sharding (opt_weight_shard_size %6); rank %7 holds part %8, "
                  "optimizer shard %9, [%10, %11)")
            .arg(dim, full, arg(c, "ways"), device, arg(c, "dev_matrix"), arg(c, "opt"),
                 arg(c, "rank"), arg(c, "part"), arg(c, "opt_index"), arg(c, "begin"),
                 arg(c, "end"));
    }
    if (split) {
        return tr("dim %1 (%2) is split %3 ways over device %4 of dev_matrix %5; rank %6 holds "
                  "part %7, [%8, %9)")
            .arg(dim, full, arg(c, "ways"), device, arg(c, "dev_matrix"), arg(c, "rank"),
                 arg(c, "part"), arg(c, "begin"), arg(c, "end"));
    }
    if (sharded) {
        return tr("dim %1 (%2) is cut %3 ways by optimizer sharding (opt_weight_shard_size %3); "
                  "rank %4 holds optimizer shard %5, [%6, %7)")
            .arg(dim, full, arg(c, "opt"), arg(c, "rank"), arg(c, "opt_index"), arg(c, "begin"),
                 arg(c, "end"));
    }
    return tr("dim %1 (%2) is not split").arg(dim, full);
}

QString DoctorSentenceText::cuts(const DoctorSentence& s) {
    QStringList items;
    for (const DoctorSentence& c : s.parts) {
        items << cut(c);
    }
    return joined(items, tr("%1; %2"));
}

QString DoctorSentenceText::checkpointValues(const DoctorSentence& s) {
    QStringList items;
    for (const DoctorSentence& v : s.parts) {
        if (v.code == DoctorCode::ConfigValue) {
            items << tr("%1 %2").arg(configName(v.arg("config")), arg(v, "ckpt_value"));
        }
    }
    return joined(items, tr("%1 and %2"));
}

QString DoctorSentenceText::networkValues(const DoctorSentence& s) {
    QStringList items;
    for (const DoctorSentence& v : s.parts) {
        if (v.code == DoctorCode::ConfigValue) {
            items << arg(v, "net_value");
        }
    }
    return joined(items, tr("%1 and %2"));
}

QString DoctorSentenceText::dimChanges(const DoctorSentence& s) {
    QStringList items;
    for (const DoctorSentence& v : s.parts) {
        if (v.code == DoctorCode::DimChange) {
            items << tr("dim %1 %2 -> %3")
                         .arg(arg(v, "dim"), arg(v, "ckpt_value"), arg(v, "net_value"));
        }
    }
    return joined(items, tr("%1, %2"));
}
