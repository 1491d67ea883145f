#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QFontDatabase>
#include <algorithm>
#include <cstdio>

#include "commandline.h"
#include "inspect/pathkind.h"
#include "screenshotter.h"
#include "stallmeter.h"
#include "timingreport.h"
#include "version.h"
#include "widgets/common/appicon.h"
#include "widgets/models/common/demofolder.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/translations.h"
#include "widgets/models/shell/session.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/startview.h"

namespace {

// Han characters look different in Chinese and Japanese fonts; without a hint fontconfig may
// pick the Japanese face of Noto CJK for Chinese text.
void preferSimplifiedChineseFont() {
    const QStringList families = QFontDatabase::families();
    for (const char* name : {"Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei"}) {
        const QString family = QString::fromLatin1(name);
        if (families.contains(family)) {
            QFont font = QApplication::font();
            font.setFamilies({font.family(), family});
            QApplication::setFont(font);
            return;
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    QElapsedTimer started;
    started.start();
    if (CommandLine::screenshotWithoutDisplay(argc, argv)) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ShardScope"));
    QApplication::setApplicationName(QStringLiteral("shardscope"));
    QApplication::setApplicationVersion(QStringLiteral(SHARDSCOPE_VERSION));
    // Desktops match the window to its installed .desktop entry (and icon) by this name.
    QGuiApplication::setDesktopFileName(QString::fromLatin1(AppIcon::kAppId));
    QApplication::setWindowIcon(AppIcon::icon());

    QString language = CommandLine::normalizeLanguage(CommandLine::peekLanguage(app.arguments()));
    if (language.isEmpty()) {
        language = Translations::systemLanguage();
    }
    if (!Translations::install(&app, language)) {
        std::fprintf(stderr, "shardscope: the %s translation is missing; using English\n",
                     qPrintable(language));
        language = QStringLiteral("en");
    }
    if (language == QStringLiteral("zh_CN")) {
        preferSimplifiedChineseFont();
    }
    GuiOptions options = CommandLine::parse(app.arguments());

    MainWindow window;
    const bool screenshot = !options.screenshot.isEmpty();
    if (screenshot) {
        window.setRecordRecentFiles(false);
        window.setAttribute(Qt::WA_DontShowOnScreen);  // rendered, never mapped on a display
    } else {
        window.restoreSettings();
    }
    if (options.size.isValid()) {
        window.resize(options.size);
    }
    window.session()->openOptions().setStrategyOverride(options.strategy);
    window.session()->openOptions().setRankTableOverride(options.rankTable);
    if ((!options.target.isEmpty() || !options.simulate.isEmpty() ||
         !options.targetTable.isEmpty()) &&
        options.view.isEmpty()) {
        options.view = QStringLiteral("migration");
    }
    if (!options.net.isEmpty() && options.view.isEmpty()) {
        options.view = QStringLiteral("doctor");
    }
    if ((options.smoothing >= 0 || options.logY) && options.view.isEmpty()) {
        options.view = QStringLiteral("loss");
    }
    if (options.view.isEmpty()) {
        // A screenshot shows what a newcomer sees, whatever tab this user's window was left on:
        // the device matrix, or the Loss tab when only training logs are opened.
        const bool onlyLogs =
            screenshot && !options.paths.isEmpty() &&
            std::all_of(options.paths.begin(), options.paths.end(), [](const QString& path) {
                const auto kind = shardscope::classifyPath(
                    QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString());
                return kind == shardscope::PathKind::Log || kind == shardscope::PathKind::LogFolder;
            });
        options.view = !screenshot ? StartView::rememberedView()
                       : onlyLogs  ? QStringLiteral("loss")
                                   : StartView::newcomerView();
    }
    window.setStartView({options.view, options.param, options.rank, options.target,
                         options.simulate, options.targetTable, options.net, options.smoothing,
                         options.logY});
    window.show();

    if (options.paths.isEmpty() || options.demo) {
        const auto demo = DemoFolder::ensure();
        if (demo) {
            window.openDemoFolder(*demo);
        } else {
            const QString text = ErrorText::text(demo.error());
            std::fprintf(stderr, "shardscope: cannot write the demo run: %s\n", qPrintable(text));
            window.showError(MainWindow::tr("Cannot write the demo run"), text);
        }
    }
    window.openPaths(options.paths);

    Screenshotter shooter(&window, options.screenshot);
    StallMeter stalls;
    TimingReport::MatrixTimes matrixTimes;
    if (!options.timing.isEmpty() || !options.previewScreenshot.isEmpty()) {
        TimingReport::watchMatrix(*window.inspector(), window, started, stalls, matrixTimes,
                                  options.previewScreenshot);
    }
    if (!options.timing.isEmpty()) {
        shooter.setBeforeGrab([&window, &stalls, &started, &matrixTimes, file = options.timing] {
            const qint64 shot = started.elapsed();
            const auto* run = window.session()->activeRun().get();
            TimingReport::matrixAtShot(*window.inspector(), shot, matrixTimes);
            TimingReport::write(
                file, shot, stalls, run, inspectorViewName(window.inspector()->view()),
                TimingReport::rankDetailsMs(*window.inspector(), window, run), matrixTimes);
        });
        stalls.start();
    }
    if (screenshot) {
        shooter.start();
    } else {
        QObject::connect(
            &window, &MainWindow::indexingFinished, &window, [&window] { window.applyStartView(); },
            Qt::SingleShotConnection);
    }
    return app.exec();
}
