#pragma once

#include <QCoreApplication>
#include <QString>

class MigrationController;
class QWidget;

// The Migration tab's file dialogs: the target job's rank table, and the simulated strategy and
// the conversion's summary saved beside the destination. Each returns what the status line
// says when saving fails (empty when it did not).
class MigrationDialogs {
    Q_DECLARE_TR_FUNCTIONS(MigrationView)

public:
    static void chooseRankTable(QWidget* parent, MigrationController& controller);
    static QString saveStrategy(QWidget* parent, const MigrationController& controller,
                                const QString& destination);
    static QString saveSummary(QWidget* parent, const MigrationController& controller,
                               const QString& destination);

private:
    // Beside the converted run rather than inside it, where a run folder's own files live, or
    // the working directory, which is wherever the app was started.
    static QString besideDestination(const QString& destination, const QString& suffix);
};
