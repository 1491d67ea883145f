#include "widgets/models/common/cataloguetext.h"

#include <QCoreApplication>
#include <cstdlib>

#include "widgets/models/common/piecetext.h"

using namespace shardscope;

CatalogueText CatalogueText::render(const char* context, const std::vector<MessageForm>& forms,
                                    const std::vector<IssueArg>& args,
                                    const std::vector<IssueArg>& shown) {
    const MessageForm* form = chooseForm(forms, args);
    if (form == nullptr) {
        return {};
    }
    const int n = form->count != nullptr ? std::atoi(argValue(args, form->count).c_str()) : -1;
    const QString translated = QCoreApplication::translate(context, form->source(), nullptr, n);
    // Untranslated, or shardscope_en.qm's plural forms (the catalogue's own): the English is the
    // catalogue's, chosen by the count as the CLI chooses it.
    const bool english = translated == QString::fromUtf8(form->text) ||
                         (form->plural != nullptr && translated == QString::fromUtf8(form->plural));
    const std::string words = english
                                  ? std::string(usesPlural(*form, args) ? form->plural : form->text)
                                  : translated.toStdString();
    return {QString::fromStdString(PieceText::fill(words, PieceText::shown(shown))), english};
}
