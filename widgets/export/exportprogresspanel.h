#pragma once

#include <QCoreApplication>
#include <QWidget>

#include "export/exportrequest.h"

class QLabel;
class QProgressBar;

// The Export dialog's lines while it writes: a progress bar, the tensor being written (elided
// to the dialog's width, in full as its tool tip; never widening the dialog), and the bytes
// with the speed and the time left. Its words are the dialog's (translation context
// ExportDialog).
class ExportProgressPanel final : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(ExportDialog)

public:
    explicit ExportProgressPanel(QWidget* parent);

    // The lines of an export that has not written anything yet.
    void reset();
    void showProgress(const shardscope::ExportProgress& progress, double bytesPerSecond,
                      double secondsLeft);
    void showCancelling();

    QProgressBar* progressBar() const { return m_progress; }
    QLabel* tensorLine() const { return m_tensorLine; }
    QLabel* bytesLine() const { return m_bytesLine; }

private:
    QProgressBar* m_progress;
    QLabel* m_tensorLine;
    QLabel* m_bytesLine;
};
