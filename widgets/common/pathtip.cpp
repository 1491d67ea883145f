#include "widgets/common/pathtip.h"

#include <QDir>
#include <QLineEdit>

void PathTip::follow(QLineEdit* field) {
    const auto show = [field](const QString& text) {
        field->setToolTip(QDir::toNativeSeparators(text.trimmed()));
    };
    QObject::connect(field, &QLineEdit::textChanged, field, show);
    show(field->text());
}
