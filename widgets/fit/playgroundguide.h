#pragma once

#include <QFrame>

#include "fit/fitnetwork.h"

class QLabel;
class QPushButton;

// The Playground's guided mode: data, model, pipeline and optimizer parallelism in order, one
// short paragraph each, each with the split that shows it (the picture is the Playground's own).
class PlaygroundGuide final : public QFrame {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaygroundGuide)

public:
    static constexpr int kSteps = 4;

    explicit PlaygroundGuide(QWidget* parent = nullptr);

    int step() const { return m_step; }
    void setStep(int step);
    static QString title(int step);
    static QString paragraph(int step);
    // The split each step shows on llama2-7b (sixteen bytes a parameter do not fit one card).
    static shardscope::Split splitOf(int step);

Q_SIGNALS:
    void stepChosen(int step);
    void closed();

private:
    int m_step = 0;
    QLabel* m_title;
    QLabel* m_text;
    QPushButton* m_back;
    QPushButton* m_next;
};
