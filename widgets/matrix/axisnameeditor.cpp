#include "widgets/matrix/axisnameeditor.h"

#include <QKeyEvent>

AxisNameEditor::AxisNameEditor(QWidget* viewport, QWidget* view)
    : QLineEdit(viewport), m_view(view) {
    hide();
    installEventFilter(this);
    connect(this, &QLineEdit::editingFinished, this, &AxisNameEditor::commit);
}

void AxisNameEditor::edit(int axis, const QString& name, const QRect& at) {
    m_axis = axis;
    setText(name);
    selectAll();
    setGeometry(at);
    show();
    setFocus();
}

void AxisNameEditor::commit() {
    if (m_axis < 0 || !isVisible()) {
        return;
    }
    const QString name = text().trimmed();
    const int axis = m_axis;
    m_axis = -1;
    hide();
    m_view->setFocus();
    if (!name.isEmpty()) {
        Q_EMIT named(axis, name);
    }
}

bool AxisNameEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == this && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        m_axis = -1;
        hide();
        m_view->setFocus();
        return true;
    }
    return QLineEdit::eventFilter(watched, event);
}
