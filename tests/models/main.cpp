#include <gtest/gtest.h>

#include <QGuiApplication>
#include <QStandardPaths>

#include "testhome.h"
#include "testpaths.h"
#include "widgets/models/common/translations.h"

// The models layer's tests run without Qt Widgets: this binary links shardscope_models alone, so
// a model or job that reached for a widget would not build.
int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    // A home of its own (settings, recent files, the demo cache): ctest runs every test as its
    // own process, many at once.
    const PrivateHome home;
    if (!home.isValid()) {
        return 1;
    }
    QStandardPaths::setTestModeEnabled(true);
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("ShardScopeTests"));
    QGuiApplication::setApplicationName(QStringLiteral("shardscope_models_tests"));
    // English plural forms ("1 tensor", "21 tensors") come from the English .qm.
    Translations::install(&app, QStringLiteral("en"), QString::fromUtf8(SHARDSCOPE_QM_DIR));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
