#include "widgets/migration/problemwrapproxy.h"

#include <QFontMetrics>
#include <QStringList>
#include <algorithm>

#include "widgets/models/migration/problemlistmodel.h"

ProblemWrapProxy::ProblemWrapProxy(QObject* parent) : QIdentityProxyModel(parent) {}

void ProblemWrapProxy::setIcons(const QIcon& blocking, const QIcon& warning) {
    m_blocking = blocking;
    m_warning = warning;
}

void ProblemWrapProxy::setWrap(const QFont& font, int width, int indentation) {
    if (font == m_font && width == m_width && indentation == m_indentation) {
        return;
    }
    Q_EMIT layoutAboutToBeChanged();
    m_font = font;
    m_width = width;
    m_indentation = indentation;
    Q_EMIT layoutChanged();
}

QVariant ProblemWrapProxy::data(const QModelIndex& index, int role) const {
    if (role == Qt::DisplayRole) {
        return wrapped(index);
    }
    if (role == Qt::DecorationRole) {
        return index.data(ProblemListModel::kBlockingRole).toBool() ? m_blocking : m_warning;
    }
    return QIdentityProxyModel::data(index, role);
}

QString ProblemWrapProxy::wrapped(const QModelIndex& index) const {
    int depth = 0;
    for (QModelIndex p = index; p.isValid(); p = p.parent()) {
        ++depth;
    }
    const int width = std::max(80, m_width - depth * m_indentation);
    const QFontMetrics metrics(m_font);
    QStringList lines;
    const QString text = index.data(ProblemListModel::kTextRole).toString();
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : paragraph.split(QLatin1Char(' '))) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
                line = longer;
            } else {
                lines << line;
                line = word;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}
