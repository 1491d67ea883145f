#pragma once

#include <QWidget>
#include <vector>

class QChartView;
class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QProgressBar;
class QPushButton;
class TensorController;
class ValueGridPanel;

// One parameter's values: statistics and a histogram for a chosen rank or merged across ranks,
// and a paged grid of a 2-D cut with copy and export. The work is its TensorController's (its
// own, or one handed in); the view shows the controller's state and passes the user's choices.
class TensorView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TensorView)

public:
    explicit TensorView(QWidget* parent = nullptr);
    // Binds to `controller`, which outlives the view (nullptr: a controller of its own).
    explicit TensorView(TensorController* controller, QWidget* parent = nullptr);
    ~TensorView() override;

    TensorController* controller() const { return m_controller; }
    ValueGridPanel* gridPanel() const { return m_gridPanel; }
    // The statistics' names and values, in TensorStatsText::values() order.
    const std::vector<QLabel*>& statLabels() const { return m_labels; }
    const std::vector<QLabel*>& statValues() const { return m_values; }
    // The line under the statistics: "Computing…", a note, or empty when hidden.
    QString message() const;

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildStatsBox();
    void showParam();
    void showSource();
    void showState();
    void showMessage(const QString& text);
    void updateChart();
    void chooseExportStats();

    TensorController* m_controller;
    QLabel* m_title = nullptr;
    QComboBox* m_rankCombo = nullptr;
    QGridLayout* m_form = nullptr;
    std::vector<QLabel*> m_values;
    std::vector<QLabel*> m_labels;
    QLabel* m_message = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_exportStats = nullptr;
    QChartView* m_chart = nullptr;
    ValueGridPanel* m_gridPanel = nullptr;
};
