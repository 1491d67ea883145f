#include "commandline.h"

#include <string_view>

#include <QCommandLineParser>
#include <QRegularExpression>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void failUsage(const QString& message) {
    std::fputs(qPrintable(QStringLiteral("shardscope: ") + message + QLatin1Char('\n')), stderr);
    std::exit(2);
}

}  // namespace

QString CommandLine::peekLanguage(const QStringList& arguments) {
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == QStringLiteral("--lang") && i + 1 < arguments.size()) {
            return arguments[i + 1];
        }
        if (a.startsWith(QStringLiteral("--lang="))) {
            return a.mid(7);
        }
    }
    return {};
}

bool CommandLine::screenshotWithoutDisplay(int argc, char** argv) {
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
        !qEnvironmentVariableIsEmpty("DISPLAY") ||
        !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        return false;
    }
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--") {
            return false;
        }
        // --help and --version print and exit: they need no display either.
        if (a == "--screenshot" || a.starts_with("--screenshot=") || a == "--help" ||
            a == "--help-all" || a == "-h" || a == "-?" || a == "--version" || a == "-v") {
            return true;
        }
    }
    return false;
}

QString CommandLine::normalizeLanguage(const QString& value) {
    const QString v = value.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (v == QStringLiteral("zh") || v == QStringLiteral("zh_cn") ||
        v == QStringLiteral("zh_hans")) {
        return QStringLiteral("zh_CN");
    }
    if (v == QStringLiteral("en") || v.startsWith(QStringLiteral("en_"))) {
        return QStringLiteral("en");
    }
    return {};
}

QList<QCommandLineOption> CommandLine::optionList() {
    const QCommandLineOption demo(QStringLiteral("demo"), tr("Open the built-in demo run."));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  tr("Interface language: en or zh_CN (default: the system's)."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption size(QStringLiteral("size"), tr("Window size, e.g. 1400x900."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        tr("Wait until everything is indexed, save the window as a PNG image and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption timing(
        QStringLiteral("timing"),
        tr("With --screenshot: write the time to the shot, the longest event-loop stall, the "
           "peak memory, the run's tensor entries and the tab in front to FILE.json "
           "(bench/open_bench.sh)."),
        QStringLiteral("FILE.json"));
    const QCommandLineOption previewShot(
        QStringLiteral("preview-screenshot"),
        tr("With --screenshot: also save the window as a PNG image when it first draws a run's "
           "device matrix from its strategy, while the rank files are still read."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption strategy(QStringLiteral("strategy"),
                                      tr("Strategy file or folder of the run, when it does not sit "
                                         "beside the rank folders."),
                                      QStringLiteral("S"));
    const QCommandLineOption rankTable(
        QStringLiteral("rank-table"),
        tr("Rank table (or \"msrun:W:L\") placing the run's cards on servers, when it does not "
           "sit beside the rank folders."),
        QStringLiteral("T"));
    const QCommandLineOption view(QStringLiteral("view"),
                                  tr("View to show: parameters, matrix, slices, tensor, files, "
                                     "migration, memory (the Migration tab's memory per card), "
                                     "doctor, loss, history or playground."),
                                  QStringLiteral("VIEW"));
    const QCommandLineOption param(QStringLiteral("param"), tr("Parameter to select."),
                                   QStringLiteral("NAME"));
    const QCommandLineOption rank(
        QStringLiteral("rank"),
        tr("Rank to show in the tensor, matrix and doctor views (-1: merged)."),
        QStringLiteral("R"));
    const QCommandLineOption target(
        QStringLiteral("target"), tr("Migration planner: the destination strategy file or folder."),
        QStringLiteral("D"));
    const QCommandLineOption simulate(
        QStringLiteral("simulate"),
        tr("Migration planner: a simulated target, e.g. \"dp=1,mp=4,pp=1\", \"opt=2\" or "
           "\"merge\"."),
        QStringLiteral("SPEC"));
    const QCommandLineOption targetTable(
        QStringLiteral("target-rank-table"),
        tr("Migration planner: the target job's rank table (or \"msrun:W:L\"), placing the "
           "target's cards on servers."),
        QStringLiteral("T"));
    const QCommandLineOption net(
        QStringLiteral("net"),
        tr("Doctor: the network side (NET.json, a JSON strategy, or a checkpoint)."),
        QStringLiteral("NET"));
    const QCommandLineOption smoothing(
        QStringLiteral("smoothing"),
        tr("Loss view: smoothing weight of the moving average, 0 to 0.99."), QStringLiteral("W"));
    const QCommandLineOption logY(QStringLiteral("logy"), tr("Loss view: logarithmic y axis."));
    // The order of --help.
    return {demo, strategy, rankTable, view, target, simulate,   targetTable, net,        smoothing,
            logY, param,    rank,      lang, size,   screenshot, timing,      previewShot};
}

void CommandLine::readCheckedValues(const QCommandLineParser& parser, GuiOptions& options) {
    if (parser.isSet(QStringLiteral("smoothing"))) {
        bool ok = false;
        options.smoothing = parser.value(QStringLiteral("smoothing")).toDouble(&ok);
        if (!ok || options.smoothing < 0 || options.smoothing > 0.99) {
            failUsage(tr("--smoothing takes a weight from 0 to 0.99"));
        }
    }
    if (!options.target.isEmpty() && !options.simulate.isEmpty()) {
        failUsage(tr("--target and --simulate exclude each other"));
    }
    if (!options.timing.isEmpty() && options.screenshot.isEmpty()) {
        failUsage(tr("--timing measures a --screenshot run; give both"));
    }
    if (!options.previewScreenshot.isEmpty() && options.screenshot.isEmpty()) {
        failUsage(tr("--preview-screenshot comes with --screenshot; give both"));
    }
    if (parser.isSet(QStringLiteral("view"))) {
        options.view = parser.value(QStringLiteral("view"));
        static const QStringList kViews = {
            QStringLiteral("parameters"), QStringLiteral("matrix"), QStringLiteral("slices"),
            QStringLiteral("tensor"),     QStringLiteral("files"),  QStringLiteral("migration"),
            QStringLiteral("doctor"),     QStringLiteral("loss"),   QStringLiteral("history"),
            QStringLiteral("playground"), QStringLiteral("memory")};
        if (!kViews.contains(options.view)) {
            failUsage(tr("unknown view “%1” (use parameters, matrix, slices, tensor, files, "
                         "migration, memory, doctor, loss, history or playground)")
                          .arg(options.view));
        }
    }
    if (parser.isSet(QStringLiteral("rank"))) {
        bool ok = false;
        options.rank = parser.value(QStringLiteral("rank")).toInt(&ok);
        if (!ok || options.rank < -1) {
            failUsage(tr("--rank takes a rank number, or -1 for merged"));
        }
    }
    if (parser.isSet(QStringLiteral("lang"))) {
        options.language = normalizeLanguage(parser.value(QStringLiteral("lang")));
        if (options.language.isEmpty()) {
            failUsage(tr("unknown language “%1” (use en or zh_CN)")
                          .arg(parser.value(QStringLiteral("lang"))));
        }
    }
    if (parser.isSet(QStringLiteral("size"))) {
        static const QRegularExpression wxh(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
        const QRegularExpressionMatch m = wxh.match(parser.value(QStringLiteral("size")));
        if (!m.hasMatch()) {
            failUsage(tr("--size wants WIDTHxHEIGHT in pixels, e.g. 1400x900, not “%1”")
                          .arg(parser.value(QStringLiteral("size"))));
        }
        options.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
}

GuiOptions CommandLine::parse(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("ShardScope inspects MindSpore checkpoints, strategy files and per-rank run folders.\n"
           "With no PATH it opens the built-in demo run."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("PATH"),
                                 tr("Checkpoint, strategy file or folder to open."),
                                 QStringLiteral("[PATH...]"));
    parser.addOptions(optionList());
    parser.process(arguments);

    GuiOptions options;
    options.paths = parser.positionalArguments();
    options.demo = parser.isSet(QStringLiteral("demo"));
    options.screenshot = parser.value(QStringLiteral("screenshot"));
    options.timing = parser.value(QStringLiteral("timing"));
    options.previewScreenshot = parser.value(QStringLiteral("preview-screenshot"));
    options.strategy = parser.value(QStringLiteral("strategy"));
    options.rankTable = parser.value(QStringLiteral("rank-table"));
    options.param = parser.value(QStringLiteral("param"));
    options.target = parser.value(QStringLiteral("target"));
    options.simulate = parser.value(QStringLiteral("simulate"));
    options.targetTable = parser.value(QStringLiteral("target-rank-table"));
    options.net = parser.value(QStringLiteral("net"));
    options.logY = parser.isSet(QStringLiteral("logy"));
    readCheckedValues(parser, options);
    return options;
}
