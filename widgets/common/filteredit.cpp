#include "widgets/common/filteredit.h"

#include <QAction>
#include <QKeyEvent>

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

bool FilterEdit::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const QKeySequence pressed(key->keyCombination());
        if ((key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) != 0) {
            for (const QAction* action : window()->findChildren<QAction*>()) {
                if (action->isEnabled() && action->shortcuts().contains(pressed)) {
                    event->ignore();  // not overridden: the action's shortcut fires
                    return false;
                }
            }
        }
    }
    return QLineEdit::event(event);
}
