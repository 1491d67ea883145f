#pragma once

#include <QTreeWidget>

class MatrixController;

// Beside the device matrix: the tensors one rank's file holds, with their shapes and sizes, the
// selected parameter's row selected. It shows the room's list (MatrixController::rankTensors,
// its row marked by MatrixController::paramMarked; MatrixPage marks a new list's once it is
// widened) and widens itself to its longest name (up to half the panel) until the user moves the
// splitter it sits in.
class RankTensorList final : public QTreeWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RankTensorList)

public:
    RankTensorList(MatrixController* controller, QWidget* parent = nullptr);

    int rank() const;  // -1 when none is listed
    // Widens the list to its longest name (up to half of `total`, the width the list and the
    // matrix share): at 1280 x 800 names and the rank's header were cut from the left.
    void fitWidth(int total);
    // Selects and scrolls to the row of `name`; no row is selected when it has none.
    void markParam(const QString& name);
    // From now on the list keeps the width the user gave it.
    void keepUserWidth() { m_userWidth = true; }

private:
    void showList();  // the controller's list, as it stands

    MatrixController* m_controller;
    bool m_userWidth = false;
};
