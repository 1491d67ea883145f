#include "widgets/models/tensor/tensorstatstext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include "widgets/models/tensor/valuegridmodel.h"

using namespace shardscope;

namespace {

QString count(uint64_t n, uint64_t of) {
    const QLocale locale;
    QString text = locale.toString(static_cast<qulonglong>(n));
    if (n > 0 && of > 0 && n != of) {
        text += QStringLiteral(" (%1%)").arg(
            locale.toString(100.0 * static_cast<double>(n) / static_cast<double>(of), 'g', 3));
    }
    return text;
}

QString number(double v) {
    return QString::number(v, 'g', 7);
}

QJsonArray shapeArray(const std::vector<int64_t>& shape) {
    QJsonArray a;
    for (int64_t d : shape) {
        a.append(static_cast<qint64>(d));
    }
    return a;
}

}  // namespace

QStringList TensorStatsText::values(const TensorStats& s, DType dtype) {
    const bool any = s.finite() > 0;
    const QString none = QStringLiteral("—");
    return {count(s.count, 0),
            count(s.finite(), s.count),
            any ? ValueGridModel::formatValue(dtype, s.min) : none,
            any ? ValueGridModel::formatValue(dtype, s.max) : none,
            any ? number(s.mean) : none,
            any ? number(s.std) : none,
            count(s.zeros, s.count),
            count(s.nans, s.count),
            count(s.posInf, s.count),
            count(s.negInf, s.count)};
}

QString TensorStatsText::json(const TensorStats& s, const TensorSource& src) {
    QJsonObject o;
    o[QStringLiteral("name")] = QString::fromStdString(src.name);
    o[QStringLiteral("rank")] = src.rank < 0 ? QJsonValue(QStringLiteral("merged")) : src.rank;
    o[QStringLiteral("dtype")] = QString::fromStdString(src.dtypeName);
    o[QStringLiteral("shape")] = shapeArray(src.shape);
    o[QStringLiteral("elements")] = static_cast<qint64>(s.count);
    o[QStringLiteral("finite")] = static_cast<qint64>(s.finite());
    o[QStringLiteral("zeros")] = static_cast<qint64>(s.zeros);
    o[QStringLiteral("nan")] = static_cast<qint64>(s.nans);
    o[QStringLiteral("pos_inf")] = static_cast<qint64>(s.posInf);
    o[QStringLiteral("neg_inf")] = static_cast<qint64>(s.negInf);
    if (s.finite() > 0) {
        o[QStringLiteral("min")] = s.min;
        o[QStringLiteral("max")] = s.max;
        o[QStringLiteral("mean")] = s.mean;
        o[QStringLiteral("std")] = s.std;
    }
    QJsonObject h;
    h[QStringLiteral("min")] = s.histMin;
    h[QStringLiteral("max")] = s.histMax;
    QJsonArray counts;
    for (uint64_t c : s.histogram) {
        counts.append(static_cast<qint64>(c));
    }
    h[QStringLiteral("counts")] = counts;
    o[QStringLiteral("histogram")] = h;
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

QString TensorStatsText::csv(const TensorStats& s, const TensorSource& src) {
    auto num = [](double v) { return QString::number(v, 'g', 17); };
    QStringList lines{QStringLiteral("key,value"),
                      QStringLiteral("name,\"%1\"")
                          .arg(QString::fromStdString(src.name).replace(QLatin1Char('"'),
                                                                        QStringLiteral("\"\""))),
                      QStringLiteral("rank,%1").arg(src.rank < 0 ? QStringLiteral("merged")
                                                                 : QString::number(src.rank)),
                      QStringLiteral("dtype,%1").arg(QString::fromStdString(src.dtypeName)),
                      QStringLiteral("elements,%1").arg(s.count),
                      QStringLiteral("finite,%1").arg(s.finite()),
                      QStringLiteral("zeros,%1").arg(s.zeros),
                      QStringLiteral("nan,%1").arg(s.nans),
                      QStringLiteral("pos_inf,%1").arg(s.posInf),
                      QStringLiteral("neg_inf,%1").arg(s.negInf)};
    if (s.finite() > 0) {
        lines << QStringLiteral("min,") + num(s.min) << QStringLiteral("max,") + num(s.max)
              << QStringLiteral("mean,") + num(s.mean) << QStringLiteral("std,") + num(s.std);
    }
    lines << QString() << QStringLiteral("bin_low,bin_high,count");
    const double width = (s.histMax - s.histMin) / static_cast<double>(s.histogram.size());
    for (size_t i = 0; i < s.histogram.size(); ++i) {
        const double lo = s.histMin + width * static_cast<double>(i);
        lines << QStringLiteral("%1,%2,%3").arg(num(lo), num(lo + width)).arg(s.histogram[i]);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
