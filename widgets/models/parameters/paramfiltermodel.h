#pragma once

#include <QList>
#include <QRegularExpression>
#include <QSortFilterProxyModel>

#include "inspect/rundocument.h"

// Filters and sorts ParamTableModel or ParamTreeModel rows.
//
// Name filter, matched against the full dotted name:
//   dense1           a case-insensitive substring
//   /dense[13]\.w/   a case-insensitive regular expression (found anywhere) when the text is
//                    wrapped in slashes, or for any text while setRegexMode(true)
// Shape filter, matched against the global shape, one pattern per dimension:
//   4096,*           [ ] ( ) and spaces are ignored, so "[4096, *]" reads the same
//   4096             exactly [4096]: the number of dimensions must match
//   *                any one dimension;  ** or ...  any number of dimensions, none included
//   *,1024  4096,**  [] (a scalar)
// An invalid regular expression or shape pattern matches nothing; nameFilterValid() and
// shapeFilterValid() say so, for the UI to show.
// In a tree, group rows are shown when any parameter below them passes.
class ParamFilterModel final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParamFilterModel)

public:
    // A parsed shape pattern: a dimension size, or kAnyDim / kAnyDims.
    static constexpr qint64 kAnyDim = -1;
    static constexpr qint64 kAnyDims = -2;

    explicit ParamFilterModel(QObject* parent = nullptr);

    void setNameFilter(const QString& text);
    void setRegexMode(bool on);
    void setShapeFilter(const QString& text);
    QString nameFilter() const { return m_nameText; }
    QString shapeFilter() const { return m_shapeText; }
    bool regexMode() const { return m_regexMode; }
    bool nameFilterValid() const { return m_nameValid; }
    bool shapeFilterValid() const { return m_shapeValid; }
    bool isValid() const { return m_nameValid && m_shapeValid; }
    bool isFiltering() const { return !m_nameText.isEmpty() || !m_shapeText.isEmpty(); }

    // The filters on one parameter, whatever the source model's shape.
    bool acceptsParam(const QString& name, const QList<qint64>& shape) const;
    // Parameters of the run that pass, whatever rows show them; names as ParamTableModel keeps.
    int countAccepted(const shardscope::RunDocument& run, const QStringList& names) const;

    // Sets *ok to false when the text is not a shape pattern; "[]" gives the empty pattern.
    static QList<qint64> parseShapePattern(const QString& text, bool* ok);
    static bool shapeMatches(const QList<qint64>& pattern, const QList<qint64>& shape);
    // "layer.2" before "layer.10"; case-insensitive.
    static bool naturalLess(const QString& left, const QString& right);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    void refilter();
    void rebuildNameMatcher();
    bool nameMatches(const QString& name) const;

    QString m_nameText;
    QString m_shapeText;
    bool m_regexMode = false;
    bool m_useRegex = false;
    bool m_nameValid = true;
    bool m_shapeValid = true;
    QString m_substring;
    QRegularExpression m_regex;
    QList<qint64> m_shapePattern;
};
