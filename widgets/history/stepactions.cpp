#include "widgets/history/stepactions.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QPushButton>

StepActions::StepActions(QWidget* parent)
    : QWidget(parent), m_use(new QPushButton(this)), m_copy(new QPushButton(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_use);
    layout->addWidget(m_copy);
    layout->addStretch(1);
    connect(m_use, &QPushButton::clicked, this, [this] { Q_EMIT useRequested(m_step); });
    connect(m_copy, &QPushButton::clicked, this, [this] { copyStep(m_step); });
    setStep(QString(), false);
}

void StepActions::setStep(const QString& name, bool open) {
    m_step = name;
    setVisible(!name.isEmpty());
    m_use->setText(open ? tr("Step %1 is open").arg(name) : tr("&Use step %1").arg(name));
    m_use->setEnabled(!open);
    m_use->setToolTip(tr("Open the run at this saved step in every tab"));
    m_copy->setText(tr("Cop&y --step %1").arg(name));
    m_copy->setToolTip(
        tr("Copy “%1” for shardscope-cli (inspect, plan, convert, export)").arg(stepOption(name)));
}

QString StepActions::stepOption(const QString& name) {
    return QStringLiteral("--step ") + name;
}

void StepActions::copyStep(const QString& name) {
    QGuiApplication::clipboard()->setText(stepOption(name));
}
