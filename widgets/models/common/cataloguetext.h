#pragma once

#include <QString>
#include <vector>

#include "util/messagecatalogue.h"

// A sentence of the message catalogue (core/util/messagecatalogue.h) in the window's language:
// the wording its arguments choose, that wording's template as translated under the catalogue's
// context (IssueMessage), the values the window shows put in. Without a
// translation (English) the text is the catalogue's own English, singular or plural chosen as
// the CLI chooses it, so the window's English is the CLI's.
struct CatalogueText {
    QString text;
    bool english = false;  // the catalogue's own English (no translation applied)

    // `args` choose the wording and its plural; `shown` are the values put in (the same names,
    // shortened or translated where the window shows them so; an argument that holds a piece is
    // put in as PieceText words it). A null text when no wording fits.
    static CatalogueText render(const char* context,
                                const std::vector<shardscope::MessageForm>& forms,
                                const std::vector<shardscope::IssueArg>& args,
                                const std::vector<shardscope::IssueArg>& shown);
};
