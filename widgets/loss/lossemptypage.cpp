#include "widgets/loss/lossemptypage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

LossEmptyPage::LossEmptyPage(QWidget* parent) : QWidget(parent) {
    auto* title = new QLabel(tr("Open training logs to compare their loss curves"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    title->setFont(big);
    title->setAlignment(Qt::AlignCenter);
    title->setWordWrap(true);
    auto* hint = new QLabel(
        tr("Drop log files or folders here, or choose Open logs. MindSpore LossMonitor and "
           "TimeMonitor output, MindFormers logs, CSV and JSON-lines files are read; the "
           "per-rank logs of one job (rank_0.log, worker_0.log, device0/train.log0) become one "
           "run."),
        this);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    hint->setMaximumWidth(560);
    // Centred by stretches, not by alignment, so that the wrapped text gets its height.
    auto* hintRow = new QHBoxLayout;
    hintRow->addStretch(1);
    hintRow->addWidget(hint, 4);
    hintRow->addStretch(1);
    auto* open = new QPushButton(tr("Open logs…"), this);
    connect(open, &QPushButton::clicked, this, &LossEmptyPage::openRequested);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(title);
    layout->addSpacing(6);
    layout->addLayout(hintRow);
    layout->addSpacing(12);
    layout->addWidget(open, 0, Qt::AlignHCenter);
    layout->addStretch(3);
}
