#pragma once

#include <QTreeWidget>

namespace shardscope {
struct RunDocument;
}

// Beside the device matrix: the tensors one rank's file holds, with their shapes and sizes, the
// selected parameter's row selected. It widens itself to its longest name (up to half the
// panel) until the user moves the splitter it sits in.
class RankTensorList final : public QTreeWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RankTensorList)

public:
    explicit RankTensorList(QWidget* parent = nullptr);

    int rank() const { return m_rank; }  // -1 when none is listed
    void clearRank();
    // Lists `rank` of `run` (nothing when it has no such rank); `total` is the width the list
    // and the matrix share, for fitWidth().
    void showRank(const shardscope::RunDocument* run, int rank, int total);
    // Selects and scrolls to the row of `name`; no row is selected when it has none.
    void markParam(const QString& name);
    // From now on the list keeps the width the user gave it.
    void keepUserWidth() { m_userWidth = true; }

private:
    // Widens the list to its longest name (up to half of `total`): at 1280 x 800 names and the
    // rank's header were cut from the left.
    void fitWidth(int total);

    int m_rank = -1;
    bool m_userWidth = false;
};
