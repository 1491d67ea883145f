#pragma once

#include <QDialog>

class QTextBrowser;

// Help > Guide: what each tab is for, and the two recipes users come for (moving a run to another
// number of cards, resuming from a checkpoint), in the interface language.
class GuideDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuideDialog)

public:
    explicit GuideDialog(QWidget* parent = nullptr);

    static QString html();

private:
    QTextBrowser* m_text;
};
