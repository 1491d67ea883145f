#include "widgets/loss/lossloadbar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <algorithm>

#include "widgets/models/files/reportcells.h"

LossLoadBar::LossLoadBar(QWidget* parent)
    : QWidget(parent), m_bar(new QProgressBar(this)), m_text(new QLabel(this)) {
    m_bar->setRange(0, 1000);
    m_bar->setTextVisible(false);
    m_bar->setMaximumHeight(12);
    auto* stop = new QPushButton(tr("Cancel"), this);
    connect(stop, &QPushButton::clicked, this, &LossLoadBar::cancelRequested);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_text);
    row->addWidget(m_bar, 1);
    row->addWidget(stop);
    hide();
}

void LossLoadBar::start() {
    m_bar->setValue(0);
    m_text->setText(tr("Reading logs…"));
    show();
}

void LossLoadBar::setProgress(quint64 done, quint64 total) {
    if (total == 0) {
        return;
    }
    m_bar->setValue(static_cast<int>(1000 * std::min(done, total) / total));
    m_text->setText(tr("Reading logs: %1 of %2")
                        .arg(ReportCells::bytesText(done), ReportCells::bytesText(total)));
}
