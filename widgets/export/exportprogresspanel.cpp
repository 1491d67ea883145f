#include "widgets/export/exportprogresspanel.h"

#include <QFontMetrics>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

#include "widgets/models/export/exporttext.h"

ExportProgressPanel::ExportProgressPanel(QWidget* parent)
    : QWidget(parent),
      m_progress(new QProgressBar(this)),
      m_tensorLine(new QLabel(this)),
      m_bytesLine(new QLabel(this)) {
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    // Tensor names can be long: the line is elided to the dialog, never widens it.
    m_tensorLine->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_progress);
    layout->addWidget(m_tensorLine);
    layout->addWidget(m_bytesLine);
}

void ExportProgressPanel::reset() {
    m_progress->setValue(0);
    m_tensorLine->setText(ExportText::tensorLine({}));
    m_tensorLine->setToolTip(QString());
    m_bytesLine->clear();
}

void ExportProgressPanel::showProgress(const shardscope::ExportProgress& progress,
                                       double bytesPerSecond, double secondsLeft) {
    m_progress->setValue(progress.total == 0
                             ? 0
                             : static_cast<int>(1000.0 * static_cast<double>(progress.done) /
                                                static_cast<double>(progress.total)));
    const QString line = ExportText::tensorLine(progress);
    m_tensorLine->setText(
        m_tensorLine->fontMetrics().elidedText(line, Qt::ElideMiddle, m_tensorLine->width()));
    m_tensorLine->setToolTip(line);
    m_bytesLine->setText(ExportText::bytesLine(progress, bytesPerSecond, secondsLeft));
}

void ExportProgressPanel::showCancelling() {
    m_tensorLine->setText(tr("Cancelling: removing the unfinished file…"));
}
