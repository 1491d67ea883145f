#include "widgets/models/parameters/paramfiltermodel.h"

#include "widgets/models/parameters/paramtablemodel.h"

namespace {

bool matchFrom(const QList<qint64>& pattern, qsizetype p, const QList<qint64>& shape, qsizetype s) {
    for (; p < pattern.size(); ++p, ++s) {
        if (pattern[p] == ParamFilterModel::kAnyDims) {
            for (qsizetype rest = s; rest <= shape.size(); ++rest) {
                if (matchFrom(pattern, p + 1, shape, rest)) {
                    return true;
                }
            }
            return false;
        }
        if (s >= shape.size() ||
            (pattern[p] != ParamFilterModel::kAnyDim && pattern[p] != shape[s])) {
            return false;
        }
    }
    return s == shape.size();
}

}  // namespace

ParamFilterModel::ParamFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(ParamTableModel::SortRole);
    setRecursiveFilteringEnabled(true);
}

void ParamFilterModel::refilter() {
    // One layout change, not a removal per run of rows: a filter that keeps every third of 100k
    // rows would otherwise send 33k signals, and clearing it 33k more, each handled by the view.
    invalidate();
}

void ParamFilterModel::setNameFilter(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_nameText) {
        return;
    }
    m_nameText = trimmed;
    rebuildNameMatcher();
    refilter();
}

void ParamFilterModel::setRegexMode(bool on) {
    if (on == m_regexMode) {
        return;
    }
    m_regexMode = on;
    rebuildNameMatcher();
    if (!m_nameText.isEmpty()) {
        refilter();
    }
}

void ParamFilterModel::setShapeFilter(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed == m_shapeText) {
        return;
    }
    m_shapeText = trimmed;
    m_shapePattern = parseShapePattern(m_shapeText, &m_shapeValid);
    refilter();
}

void ParamFilterModel::rebuildNameMatcher() {
    const bool slashed = m_nameText.size() >= 2 && m_nameText.startsWith(QLatin1Char('/')) &&
                         m_nameText.endsWith(QLatin1Char('/'));
    m_useRegex = !m_nameText.isEmpty() && (m_regexMode || slashed);
    m_nameValid = true;
    m_substring = m_nameText;
    if (m_useRegex) {
        const QString pattern = slashed ? m_nameText.mid(1, m_nameText.size() - 2) : m_nameText;
        m_regex = QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
        m_regex.optimize();
        m_nameValid = m_regex.isValid();
    }
}

bool ParamFilterModel::nameMatches(const QString& name) const {
    if (m_nameText.isEmpty()) {
        return true;
    }
    if (m_useRegex) {
        return m_nameValid && m_regex.match(name).hasMatch();
    }
    return name.contains(m_substring, Qt::CaseInsensitive);
}

bool ParamFilterModel::acceptsParam(const QString& name, const QList<qint64>& shape) const {
    if (!nameMatches(name)) {
        return false;
    }
    return m_shapeText.isEmpty() || (m_shapeValid && shapeMatches(m_shapePattern, shape));
}

int ParamFilterModel::countAccepted(const shardscope::RunDocument& run,
                                    const QStringList& names) const {
    const bool shapes = !m_shapeText.isEmpty();
    int n = 0;
    for (qsizetype i = 0; i < names.size() && size_t(i) < run.params.size(); ++i) {
        QList<qint64> shape;
        if (shapes) {
            const auto& dims = run.params[size_t(i)].globalShape;
            shape = QList<qint64>(dims.begin(), dims.end());
        }
        n += acceptsParam(names[i], shape) ? 1 : 0;
    }
    return n;
}

bool ParamFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (!isFiltering()) {
        return true;
    }
    const QModelIndex source = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!isValid() || source.data(ParamTableModel::ParamIndexRole).toInt() < 0) {
        // A group row is shown, by recursive filtering, when a parameter below it passes.
        return false;
    }
    if (!nameMatches(source.data(ParamTableModel::NameRole).toString())) {
        return false;
    }
    return m_shapeText.isEmpty() ||
           shapeMatches(m_shapePattern,
                        source.data(ParamTableModel::ShapeRole).value<QList<qint64>>());
}

bool ParamFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    if (l.typeId() == QMetaType::QString && r.typeId() == QMetaType::QString) {
        return naturalLess(l.toString(), r.toString());
    }
    return QVariant::compare(l, r) == QPartialOrdering::Less;
}

QList<qint64> ParamFilterModel::parseShapePattern(const QString& text, bool* ok) {
    static const QRegularExpression brackets(QStringLiteral("[\\[\\]()]"));
    static const QRegularExpression separators(QStringLiteral("[,\\s×xX]+"));
    QString cleaned = text;
    cleaned.remove(brackets);
    QList<qint64> pattern;
    *ok = true;
    for (const QString& token : cleaned.split(separators, Qt::SkipEmptyParts)) {
        if (token == QStringLiteral("*")) {
            pattern << kAnyDim;
        } else if (token == QStringLiteral("**") || token == QStringLiteral("...") ||
                   token == QStringLiteral("…")) {
            pattern << kAnyDims;
        } else {
            bool number = false;
            const qint64 value = token.toLongLong(&number);
            if (!number || value < 0) {
                *ok = false;
                return {};
            }
            pattern << value;
        }
    }
    return pattern;
}

bool ParamFilterModel::shapeMatches(const QList<qint64>& pattern, const QList<qint64>& shape) {
    return matchFrom(pattern, 0, shape, 0);
}

bool ParamFilterModel::naturalLess(const QString& left, const QString& right) {
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < left.size() && j < right.size()) {
        if (left[i].isDigit() && right[j].isDigit()) {
            qsizetype ie = i;
            qsizetype je = j;
            while (ie < left.size() && left[ie] == QLatin1Char('0')) {
                ++ie;
            }
            while (je < right.size() && right[je] == QLatin1Char('0')) {
                ++je;
            }
            const qsizetype is = ie;
            const qsizetype js = je;
            while (ie < left.size() && left[ie].isDigit()) {
                ++ie;
            }
            while (je < right.size() && right[je].isDigit()) {
                ++je;
            }
            if (ie - is != je - js) {
                return ie - is < je - js;
            }
            const int c = QStringView(left)
                              .sliced(is, ie - is)
                              .compare(QStringView(right).sliced(js, je - js));
            if (c != 0) {
                return c < 0;
            }
            i = ie;
            j = je;
            continue;
        }
        const QChar a = left[i].toCaseFolded();
        const QChar b = right[j].toCaseFolded();
        if (a != b) {
            return a < b;
        }
        ++i;
        ++j;
    }
    if ((left.size() - i) != (right.size() - j)) {
        return left.size() - i < right.size() - j;
    }
    return left < right;
}
