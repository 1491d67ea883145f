#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "inspect/rundocument.h"
#include "widgets/models/matrix/axisroles.h"
#include "widgets/models/matrix/matrixgeometry.h"
#include "widgets/models/slices/slicepalette.h"

// The words of the device-matrix view for one run, one selected parameter and the axis names:
// cell lines, tooltips, headers and captions. Kept apart from the painting so tests read them.
class MatrixTexts {
    Q_DECLARE_TR_FUNCTIONS(MatrixTexts)

public:
    MatrixTexts() = default;
    MatrixTexts(std::shared_ptr<const shardscope::RunDocument> run, int param, QStringList names);

    const shardscope::RunDocument* run() const { return m_run.get(); }
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
    // Saved with remove_redundancy: the rank whose file holds what `rank` stores of the selected
    // parameter, when that is another rank; -1 otherwise.
    int holderElsewhere(int rank) const;
    std::optional<MatrixGeometry::SliceColour> colour(int rank) const;
    // The rank's fill (its slice's colour, shaded as its optimizer piece) and hatching.
    std::optional<SlicePalette::Key> key(int rank) const;
    int sliceCount() const { return m_slices; }
    // Global ranks holding the same stored bytes as `rank` (itself included).
    std::vector<int> sameSlice(int rank) const;

    QString legend(int axis) const;                 // "dp · data parallel · 2"
    QString header(int axis, int64_t value) const;  // "dp = 1"
    QString panelTitle(const MatrixGeometry::Panel& panel) const;
    // What is shown, how to read it, and with a rank table what the frames are (third line).
    QStringList caption() const;
    // Why a parameter has no layout to draw, in words (a split that does not divide, ...).
    static QString noLayoutText(const shardscope::RunDocument& run,
                                const shardscope::ParamInfo& param);
    QStringList cellLines(int rank) const;  // "r5", then the slice, then bytes
    QString toolTip(int rank) const;
    QString coordinatesText(int rank) const;  // "dp = 1, mp = 0"
    // The server of a global rank in the run's rank table; -1 without a table or placement.
    int server(int rank) const;
    // How the frames read: the servers and where they come from; empty without a rank table.
    QString hostsText() const;

private:
    std::shared_ptr<const shardscope::RunDocument> m_run;
    int m_param = -1;
    std::optional<shardscope::TensorLayout> m_layout;
    std::vector<int64_t> m_devMatrix{1};
    std::vector<AxisRoles::Role> m_roles;
    QStringList m_names;
    std::vector<MatrixGeometry::SliceColour> m_colours;
    int m_slices = 0;
    std::vector<int> m_holderOf;
    // A simulated target whose split does not divide this parameter: "dim 0: 64 ÷ 3", and why.
    QString m_notDividing;
    QString m_notDividingWhy;  // saved with remove_redundancy: per local rank, or -1
};
