#include <gtest/gtest.h>

#include <QApplication>
#include <QStandardPaths>
#include <cstdio>

#include "testhome.h"
#include "testpaths.h"
#include "widgets/models/common/translations.h"

namespace {

QtMessageHandler g_previousHandler = nullptr;

// The offscreen platform warns about every top-level window's size hints; nothing to act on.
void quietMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.contains(QStringLiteral("propagateSizeHints"))) {
        return;
    }
    if (g_previousHandler) {
        g_previousHandler(type, context, message);
    } else {
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
    }
}

}  // namespace

int main(int argc, char** argv) {
    // gtest_discover_tests and CI have no display.
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
    g_previousHandler = qInstallMessageHandler(quietMessages);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ShardScopeTests"));
    QApplication::setApplicationName(QStringLiteral("shardscope_widgets_tests"));
    // English plural forms ("1 tensor", "21 tensors") come from the English .qm.
    Translations::install(&app, QStringLiteral("en"), QString::fromUtf8(SHARDSCOPE_QM_DIR));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
