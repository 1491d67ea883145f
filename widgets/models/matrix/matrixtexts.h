#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "inspect/runmodel.h"
#include "models/matrix/axisroles.h"
#include "models/matrix/matrixgeometry.h"

// The words of the device-matrix view for one run, one selected parameter and the axis names:
// cell lines, tooltips, headers and captions. Kept apart from the painting so tests read them.
class MatrixTexts {
    Q_DECLARE_TR_FUNCTIONS(MatrixTexts)

public:
    MatrixTexts() = default;
    MatrixTexts(std::shared_ptr<const shardscope::RunModel> run, int param, QStringList names);

    const shardscope::RunModel* run() const { return m_run.get(); }
    const shardscope::ParamInfo* param() const;
    // The selected parameter's layout, when it has one that fits the run's stages.
    const std::optional<shardscope::TensorLayout>& layout() const { return m_layout; }
    const std::vector<int64_t>& devMatrix() const { return m_devMatrix; }
    const QStringList& names() const { return m_names; }
    std::vector<AxisRoles::Role> roles() const { return m_roles; }
    int stages() const;
    int devices() const;

    // Whether the rank holds the selected parameter (every rank does when none is selected).
    bool holds(int rank) const;
    std::optional<MatrixGeometry::SliceColour> colour(int rank) const;
    // Global ranks holding the same stored bytes as `rank` (itself included).
    std::vector<int> sameSlice(int rank) const;

    QString legend(int axis) const;                 // "dp · data parallel · 2"
    QString header(int axis, int64_t value) const;  // "dp = 1"
    QString panelTitle(const MatrixGeometry::Panel& panel) const;
    QStringList caption() const;  // two lines: what is shown, how to read it
    // Why a parameter has no layout to draw, in words (a split that does not divide, ...).
    static QString noLayoutText(const shardscope::RunModel& run,
                                const shardscope::ParamInfo& param);
    QStringList cellLines(int rank) const;  // "r5", then the slice, then bytes
    QString toolTip(int rank) const;
    QString coordinatesText(int rank) const;  // "dp = 1, mp = 0"

private:
    std::shared_ptr<const shardscope::RunModel> m_run;
    int m_param = -1;
    std::optional<shardscope::TensorLayout> m_layout;
    std::vector<int64_t> m_devMatrix{1};
    std::vector<AxisRoles::Role> m_roles;
    QStringList m_names;
    std::vector<MatrixGeometry::SliceColour> m_colours;
};
