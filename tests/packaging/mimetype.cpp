// Prints the MIME type Qt's QMimeDatabase gives each file (by name and content, as a file
// manager or an open dialog would): "<file name>: <type>" per argument. The packaging tests run it
// with XDG_DATA_HOME pointing at a MIME database that holds resources/shardscope-mime.xml.
#include <QCoreApplication>
#include <QFileInfo>
#include <QMimeDatabase>
#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QMimeDatabase db;
    const QStringList paths = app.arguments().mid(1);
    for (const QString& path : paths) {
        std::printf("%s: %s\n", qPrintable(QFileInfo(path).fileName()),
                    qPrintable(db.mimeTypeForFile(path).name()));
    }
    return 0;
}
