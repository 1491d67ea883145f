#pragma once

#include <QString>

class QCoreApplication;

// Picks and installs the program's translation (and Qt's own, for standard dialogs).
class Translations {
public:
    // "zh_CN" for any Chinese system locale, else "en".
    static QString systemLanguage();
    // Installs `language` from `qmFolder` (":/i18n" in the program); for "en" only plural forms;
    // false when the translation cannot be loaded.
    static bool install(QCoreApplication* app, const QString& language,
                        const QString& qmFolder = QStringLiteral(":/i18n"));
};
