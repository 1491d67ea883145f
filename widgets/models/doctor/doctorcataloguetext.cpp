#include "widgets/models/doctor/doctorcataloguetext.h"

#include "doctor/doctormessages.h"
#include "widgets/models/common/cataloguetext.h"

using namespace shardscope;

namespace {

// The template of that code in the window's language, filled with the values as it shows them:
// values as the core gives them, pieces (a configuration's name, no layers, a list of parts) in
// the window's language (CatalogueText words them).
std::string translated(DoctorCode code, const std::vector<IssueArg>& args) {
    return CatalogueText::render(kDoctorMessageContext, doctorForms(code), args, args)
        .text.toStdString();
}

}  // namespace

QString DoctorCatalogueText::text(const DoctorSentence& s) {
    if (!isCatalogued(s.code)) {
        return {};
    }
    return QString::fromStdString(translated(s.code, doctorArgs(s, translated)));
}
