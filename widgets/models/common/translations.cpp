#include "widgets/models/common/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

QString Translations::systemLanguage() {
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                            : QStringLiteral("en");
}

bool Translations::install(QCoreApplication* app, const QString& language,
                           const QString& qmFolder) {
    const bool english = language == QStringLiteral("en");
    QLocale::setDefault(english ? QLocale(QLocale::English, QLocale::UnitedStates)
                                : QLocale(language));
    auto* own = new QTranslator(app);
    if (!own->load(QStringLiteral("shardscope_") + language, qmFolder)) {
        delete own;
        // English is the source language: its .qm only adds plural forms ("1 tensor").
        return english;
    }
    app->installTranslator(own);
    if (english) {
        return true;
    }
    // Qt's own words in standard dialogs and context menus; absent on some systems, which is fine.
    auto* qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app->installTranslator(qt);
    } else {
        delete qt;
    }
    return true;
}
