#include "widgets/models/doctor/doctorcataloguetext.h"

#include "doctor/doctormessages.h"
#include "widgets/models/common/cataloguetext.h"
#include "widgets/models/doctor/doctorsentencetext.h"

using namespace shardscope;

namespace {

// A value as the window shows it: a configuration's name and an empty layer range in the
// window's language; the others as the core gives them.
std::string shownValue(const IssueArg& a) {
    if (a.name == "config") {
        return DoctorSentenceText::configName(a.value).toStdString();
    }
    if (a.name == "ckpt_range" || a.name == "net_range") {
        return DoctorSentenceText::layerRange(QString::fromStdString(a.value)).toStdString();
    }
    return a.value;
}

// The template of that code in the window's language, filled with the values as it shows them.
std::string translated(DoctorCode code, const std::vector<IssueArg>& args) {
    std::vector<IssueArg> shown;
    shown.reserve(args.size());
    for (const IssueArg& a : args) {
        // A piece is words the core made for the window to translate (CatalogueText does).
        shown.push_back(a.piece != nullptr ? a : IssueArg{a.name, shownValue(a)});
    }
    return CatalogueText::render(kDoctorMessageContext, doctorForms(code), args, shown)
        .text.toStdString();
}

}  // namespace

QString DoctorCatalogueText::text(const DoctorSentence& s) {
    if (!isCatalogued(s.code)) {
        return {};
    }
    return QString::fromStdString(translated(s.code, doctorArgs(s, translated)));
}
