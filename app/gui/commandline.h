#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

struct GuiOptions {
    QStringList paths;
    bool demo = false;
    QString language;  // "en" or "zh_CN"
    QSize size;        // invalid: the window's own default
    QString screenshot;
    QString timing;  // with --screenshot: open time, event-loop stalls and memory as JSON
    QString previewScreenshot;  // with --screenshot: the window while the rank files are read
    QString strategy;           // for a run folder whose strategy is elsewhere
    QString rankTable;          // rank table file or "msrun:W:L" placing the run's cards on servers
    QString view;               // parameters, matrix, slices, tensor, files
    QString param;
    int rank = -2;          // -2: not given; -1: merged
    QString target;         // migration view: destination strategy
    QString simulate;       // migration view: "dp=1,mp=4,pp=1", "opt=2", "merge"
    QString targetTable;    // migration view: the target job's rank table (or msrun:W:L)
    QString net;            // doctor view: the network side
    double smoothing = -1;  // loss view: 0 .. 0.99; -1: not given
    bool logY = false;      // loss view
};

// `shardscope [PATH...] [--demo] [--strategy S] [--view parameters|matrix|slices|tensor|files|
//  migration|doctor|loss|history|playground] [--target D | --simulate SPEC] [--target-rank-table T]
//  [--net NET]
//  [--smoothing W] [--logy]
//  [--param NAME] [--rank R]
//  [--lang en|zh_CN] [--size WxH] [--screenshot FILE.png]`
class QCommandLineParser;

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    // The --lang value before the full parse, so that --help can already speak it; empty when
    // not given.
    static QString peekLanguage(const QStringList& arguments);
    // Before the application exists: `--screenshot` with no display to draw on (neither
    // DISPLAY nor WAYLAND_DISPLAY) and no QT_QPA_PLATFORM chosen. The shot is headless, so it
    // renders offscreen then rather than aborting on a missing display; so do --help and
    // --version, which only print.
    static bool screenshotWithoutDisplay(int argc, char** argv);
    // "zh", "zh_CN", "zh-CN" -> "zh_CN"; "en*" -> "en"; else empty.
    static QString normalizeLanguage(const QString& value);
    // Exits the process for --help, --version and malformed options (status 2), as tools do.
    static GuiOptions parse(const QStringList& arguments);

private:
    // Every option but --help and --version, in the order --help lists them.
    static QList<QCommandLineOption> optionList();
    // The values parse() checks (ranges, names, exclusions); exits with status 2 on a bad one.
    static void readCheckedValues(const QCommandLineParser& parser, GuiOptions& options);
};
