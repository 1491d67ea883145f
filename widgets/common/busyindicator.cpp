#include "widgets/common/busyindicator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <algorithm>

BusyIndicator::BusyIndicator(QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_bar(new QProgressBar(this)) {
    setObjectName(QStringLiteral("busyIndicator"));
    m_bar->setRange(0, 0);  // no end known: the core reports no progress for one path
    m_bar->setFixedWidth(120);
    m_bar->setTextVisible(false);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    hide();
}

void BusyIndicator::setPending(int paths) {
    m_paths = paths;
    if (paths == 0) {
        m_done = m_total = 0;
    }
    refresh();
}

void BusyIndicator::setRankFiles(quint64 done, quint64 total) {
    m_done = done;
    m_total = total;
    refresh();
}

void BusyIndicator::refresh() {
    if (m_total > 0) {
        m_label->setText(tr("Reading the rank files: %1 of %2…")
                             .arg(QLocale().toString(m_done), QLocale().toString(m_total)));
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(1000 * std::min(m_done, m_total) / m_total));
    } else {
        m_label->setText(tr("Indexing %Ln path(s)…", "", m_paths));
        m_bar->setRange(0, 0);  // no end known yet
    }
    setVisible(m_paths > 0);
}
