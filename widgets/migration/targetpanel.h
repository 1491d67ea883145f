#pragma once

#include <QWidget>
#include <optional>
#include <vector>

#include "convert/strategysimulator.h"

class QButtonGroup;
class QCheckBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

// The planner's inputs: the target (a destination strategy file or folder, or a simulated one:
// a size per device-matrix axis, pipeline stages, optimizer shard, or one card), where the
// converted run goes, and whether to verify it. changed() fires on every edit.
class TargetPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetPanel)

public:
    explicit TargetPanel(QWidget* parent = nullptr);

    // The source's main device matrix, its axis names, stages and optimizer shard size;
    // `replicaAxes` marks the data-parallel axes (the optimizer shard divides their product).
    void setSource(const std::vector<int64_t>& devMatrix, const QStringList& axisNames, int stages,
                   int optShard, const std::vector<bool>& replicaAxes = {});
    // Why the optimizer shard differs from the one asked for (it must divide the replicas).
    QString optShardNote() const;
    bool simulating() const;
    shardscope::SimulationSpec spec() const;
    void setSpec(const shardscope::SimulationSpec& spec);
    QString strategyPath() const;
    void setStrategyPath(const QString& path);
    // The destination strategy the planner read (load mode): its cards are the target's, and the
    // greyed simulation fields show its sizes, stages and optimizer shard (the simulated values
    // come back with "Simulate"). Empty: none read yet, the target's cards are unknown.
    struct LoadedTarget {
        std::vector<int64_t> devMatrix;
        int stages = 1;
        int optShard = 0;
        int cards = 0;
    };
    void setLoadedTarget(std::optional<LoadedTarget> target);
    QString cardsText() const;  // what the "Target:" row says
    QString destination() const;
    void setDestination(const QString& folder);
    bool verify() const;
    // Disables the inputs while a conversion runs.
    void setLocked(bool locked);
    QPushButton* saveStrategyButton() const { return m_save; }
    QWidget* lastInTabOrder() const;  // where Tab leaves the panel

Q_SIGNALS:
    void changed();
    void saveStrategyRequested();

private:
    void rebuildAxes();
    void updateEnabled();
    void updateCards();
    // In load mode the fields show the loaded target (the simulated spec kept aside); in
    // simulate mode the simulated spec again.
    void showTargetFields();
    void fitOptShard();
    void browseStrategy();
    void browseDestination();

    QRadioButton* m_simulate;
    QRadioButton* m_load;
    QLineEdit* m_strategy;
    QPushButton* m_browseStrategy;
    QGridLayout* m_axesGrid;
    std::vector<QSpinBox*> m_axes;
    std::vector<QLabel*> m_axisLabels;
    QSpinBox* m_stages;
    QSpinBox* m_optShard;
    QCheckBox* m_merge;
    QLabel* m_cards;
    QPushButton* m_save;
    QLineEdit* m_destination;
    QCheckBox* m_verify;
    QPushButton* m_browseDestination = nullptr;
    QLabel* m_optNote = nullptr;
    std::vector<bool> m_replicaAxes;
    int m_optWanted = 0;  // the shard asked for (the source's, or typed); shown when it divides
    std::vector<int64_t> m_devMatrix;
    QStringList m_axisNames;
    bool m_locked = false;
    std::optional<LoadedTarget> m_loaded;
    std::optional<shardscope::SimulationSpec> m_simulated;  // kept while the fields show m_loaded
};
