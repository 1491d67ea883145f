#include "common/filteredit.h"

FilterEdit::FilterEdit(QWidget* parent) : QLineEdit(parent) {
    setObjectName(QStringLiteral("filterEdit"));
    setClearButtonEnabled(true);
    m_delay.setSingleShot(true);
    m_delay.setInterval(kDelayMs);
    connect(this, &QLineEdit::textChanged, &m_delay, qOverload<>(&QTimer::start));
    connect(&m_delay, &QTimer::timeout, this, [this] { Q_EMIT filterChanged(text()); });
}

void FilterEdit::clearNow() {
    clear();
    m_delay.stop();
    Q_EMIT filterChanged(QString());
}
