#include "widgets/models/doctor/doctorcataloguetext.h"

#include "doctor/doctormessages.h"
#include "widgets/models/common/cataloguetext.h"
#include "widgets/models/doctor/doctorsentencetext.h"

using namespace shardscope;

namespace {

using T = DoctorSentenceText;

// A value as the window shows it: a configuration's name and an empty layer range in the
// window's language; the others as the core gives them.
std::string shownValue(const IssueArg& a) {
    if (a.name == "config") {
        return T::configName(a.value).toStdString();
    }
    if (a.name == "ckpt_range" || a.name == "net_range") {
        return T::layerRange(QString::fromStdString(a.value)).toStdString();
    }
    return a.value;
}

QString catalogued(const DoctorSentence& s) {
    const auto part = [](const DoctorSentence& p) {
        return DoctorCatalogueText::text(p).toStdString();
    };
    const auto join = [](const std::string& list, const std::string& next) {
        return DoctorSentenceText::tr("%1, %2")
            .arg(QString::fromStdString(list), QString::fromStdString(next))
            .toStdString();
    };
    const std::vector<IssueArg> args = doctorArgs(s, part, join);
    std::vector<IssueArg> shown;
    shown.reserve(args.size());
    for (const IssueArg& a : args) {
        shown.push_back({a.name, shownValue(a)});
    }
    return CatalogueText::render(kDoctorMessageContext, doctorForms(s.code), args, shown).text;
}

}  // namespace

QString DoctorCatalogueText::text(const DoctorSentence& s) {
    return isCatalogued(s.code) ? catalogued(s) : QString();
}
