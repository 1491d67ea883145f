#include <gtest/gtest.h>

#include <QApplication>
#include <QStandardPaths>

#include "models/translations.h"

int main(int argc, char** argv) {
    // gtest_discover_tests and CI have no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    // Settings and caches go to ~/.qttest, never into the user's own.
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ShardScopeTests"));
    QApplication::setApplicationName(QStringLiteral("shardscope_widgets_tests"));
    // English plural forms ("1 tensor", "21 tensors") come from the English .qm.
    Translations::install(&app, QStringLiteral("en"), QStringLiteral(SHARDSCOPE_QM_DIR));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
