#include "widgets/migration/migrationdialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

#include "widgets/models/migration/migrationcontroller.h"

void MigrationDialogs::chooseRankTable(QWidget* parent, MigrationController& controller) {
    const QString spec = controller.hosts()->rankTable().spec();
    const QString start = spec.isEmpty() && controller.runDocument()
                              ? QString::fromStdString(controller.runDocument()->path)
                              : QFileInfo(spec).absolutePath();
    const QString path = QFileDialog::getOpenFileName(parent, tr("Target rank table"), start,
                                                      tr("Rank tables (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        controller.hosts()->setRankTable(path);
    }
}

QString MigrationDialogs::saveStrategy(QWidget* parent, const MigrationController& controller,
                                       const QString& destination) {
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Save the simulated strategy"),
        besideDestination(destination, QStringLiteral("-strategy.ckpt")),
        tr("Protobuf strategy (*.ckpt);;JSON strategy (*.json)"));
    QString error;
    if (!path.isEmpty() && !controller.saveStrategy(path, &error)) {
        return tr("Cannot save the strategy: %1").arg(error);
    }
    return {};
}

QString MigrationDialogs::saveSummary(QWidget* parent, const MigrationController& controller,
                                      const QString& destination) {
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Save the conversion summary"),
        besideDestination(destination, QStringLiteral("-summary.json")),
        tr("JSON (*.json);;Text (*.txt)"));
    QString error;
    if (!path.isEmpty() && !controller.saveSummary(path, &error)) {
        return tr("Cannot save the summary: %1").arg(error);
    }
    return {};
}

QString MigrationDialogs::besideDestination(const QString& destination, const QString& suffix) {
    const QFileInfo info(destination);
    if (info.fileName().isEmpty()) {
        return QDir::home().filePath(QStringLiteral("conversion") + suffix);
    }
    return info.absoluteDir().filePath(info.fileName() + suffix);
}
