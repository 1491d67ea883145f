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
