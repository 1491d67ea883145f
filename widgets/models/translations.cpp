#include "translations.h"

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
    if (language == QStringLiteral("en")) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return true;
    }
    auto* own = new QTranslator(app);
    if (!own->load(QStringLiteral("shardscope_") + language, qmFolder)) {
        delete own;
        return false;
    }
    app->installTranslator(own);
    // Qt's words in standard dialogs and context menus; absent on some systems, which is fine.
    auto* qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app->installTranslator(qt);
    } else {
        delete qt;
    }
    QLocale::setDefault(QLocale(language));
    return true;
}
