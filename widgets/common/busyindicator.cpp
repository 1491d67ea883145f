#include "widgets/common/busyindicator.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

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
    m_label->setText(tr("Indexing %n path(s)…", "", paths));
    setVisible(paths > 0);
}
