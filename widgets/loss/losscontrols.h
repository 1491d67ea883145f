#pragma once

#include <QWidget>
#include <string>
#include <vector>

#include "logs/lossseries.h"
#include "widgets/models/loss/lossseriesoptions.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;

// The loss view's two rows of controls: what to plot (open, metric, x axis, ranks, follow,
// export) and how (smoothing weight and method, log scale, reset zoom). Setters do not emit.
class LossControls final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossControls)

public:
    explicit LossControls(QWidget* parent = nullptr);

    // The metrics offered (the loss when there is none); keeps the current one when it is
    // still there, else the first.
    void setMetrics(const std::vector<shardscope::LossMetricName>& metrics);
    std::string chosenMetric() const;
    bool setMetric(const std::string& name);
    LossAxis axis() const;
    void setAxis(LossAxis axis);
    LossRankMode rankMode() const;
    void setRankMode(LossRankMode mode);
    double smoothing() const;  // 0 .. 0.99
    void setSmoothing(double weight);
    LossSmoothing smoothingMethod() const;
    void setSmoothingMethod(LossSmoothing method);
    bool logY() const;
    void setLogY(bool on);
    bool follow() const;
    void setFollow(bool on);
    void setZoomed(bool zoomed);
    void setHasRuns(bool any);
    // The steps per epoch that place the open run's saved checkpoints on the chart when the
    // files do not tell their global step; 0: from the files (shown as "auto").
    int stepsPerEpoch() const;
    QSpinBox* stepsPerEpochBox() const { return m_stepsPerEpoch; }

Q_SIGNALS:
    void openRequested();        // log files
    void openFolderRequested();  // a folder of logs
    void optionsChanged();       // metric, axis, ranks, smoothing weight or method
    void logYChanged(bool on);
    void followChanged(bool on);
    void resetZoomRequested();
    void exportPngRequested();
    void exportCsvRequested();
    void stepsPerEpochChanged(int steps);

private:
    // The two rows of controls, and the keyboard's order through them.
    void layOut();
    void showSmoothing();

    QToolButton* m_open;
    QComboBox* m_metric;
    QComboBox* m_axis;
    QComboBox* m_ranks;
    QCheckBox* m_follow;
    QPushButton* m_exportPng;
    QPushButton* m_exportCsv;
    QSlider* m_smoothing;
    QLabel* m_smoothingValue;
    QComboBox* m_method;
    QCheckBox* m_logY;
    QPushButton* m_resetZoom;
    QSpinBox* m_stepsPerEpoch;
};
