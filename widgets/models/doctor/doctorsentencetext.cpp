#include "widgets/models/doctor/doctorsentencetext.h"

#include "widgets/models/doctor/doctorcataloguetext.h"

using namespace shardscope;

QString DoctorSentenceText::words(const DoctorSentence& s) {
    return DoctorCatalogueText::text(s);
}

QString DoctorSentenceText::text(const DoctorSentence& s, const std::string& english) {
    const QString out = words(s);
    return out.isNull() ? QString::fromStdString(english) : out;
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
