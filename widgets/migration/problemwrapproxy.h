#pragma once

#include <QFont>
#include <QIcon>
#include <QIdentityProxyModel>

// The plan's problems as PlanProblemList draws them: each row's words (ProblemListModel's
// kTextRole) broken into lines that fit the list's width, as a tree view elides instead, and an
// icon for blocking problems and warnings. A word longer than a line (a parameter's name) is
// left whole, for the view to elide in the middle.
class ProblemWrapProxy final : public QIdentityProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProblemWrapProxy)

public:
    explicit ProblemWrapProxy(QObject* parent = nullptr);

    void setIcons(const QIcon& blocking, const QIcon& warning);
    // `width`: what a top-level row's words may take; each level down takes `indentation` off.
    void setWrap(const QFont& font, int width, int indentation);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QString wrapped(const QModelIndex& index) const;

    QIcon m_blocking;
    QIcon m_warning;
    QFont m_font;
    int m_width = 0;
    int m_indentation = 0;
};
