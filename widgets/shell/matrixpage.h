#pragma once

#include <QSplitter>
#include <memory>

#include "inspect/rundocument.h"

class DeviceMatrixView;
class MatrixController;
class RankTensorList;

// The Device matrix tab: the matrix beside the tensors of the rank chosen on it. The matrix
// draws the run the inspector shows or, while a run's rank files are read, that run's layouts
// (the preview, issue 35), which the run then replaces keeping the user's zoom and card. Each
// document is worked out once, with its parameter and the axis names the user gave the run.
// The room's state is its MatrixController's (issue 32 §3); the page lays out the views bound
// to it, and its calls below are the controller's; it widens the list beside the matrix to the
// rank the controller lists.
class MatrixPage final : public QSplitter {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatrixPage)

public:
    // `controller`: one handed in (a test's fake), which outlives the page; null: its own.
    explicit MatrixPage(MatrixController* controller = nullptr, QWidget* parent = nullptr);

    MatrixController* controller() const { return m_controller; }
    DeviceMatrixView* matrix() const { return m_matrix; }
    RankTensorList* details() const { return m_details; }
    // The layouts drawn while their run's rank files are read; null when none.
    const std::shared_ptr<const shardscope::RunDocument>& preview() const;
    // Draws `layouts` with `param` selected; null: `run` again (a failed or closed load) with
    // `param`. The rank listed is dropped either way.
    void showPreview(std::shared_ptr<const shardscope::RunDocument> layouts,
                     const std::shared_ptr<const shardscope::RunDocument>& run, int param);
    // A run given to the inspector: the layouts drawn of that same run are dropped and the
    // run will take them over with the user's zoom and card (keepsView()).
    void expectRun(const std::shared_ptr<const shardscope::RunDocument>& run);
    // Draws `run` with `param` selected (unless layouts came meanwhile); false when it kept the
    // layouts.
    bool giveRun(const std::shared_ptr<const shardscope::RunDocument>& run, int param);
    // The run took over the layouts and its zoom and card are the user's until its first
    // parameter is selected (doneTakingOver()).
    bool keepsView() const;
    void doneTakingOver();
    int detailRank() const;  // -1 when none is listed
    // A rank the controller lists widens the list within the width of `shared` (the width the
    // list and the matrix share, RankTensorList::fitWidth; null: the page's own), which
    // outlives the page.
    void shareWidthOf(const QWidget* shared) { m_shared = shared; }

Q_SIGNALS:
    // The matrix has cards to draw: the layouts of a run being read (`preview`), or a run.
    void given(bool preview);

private:
    // The rank the controller listed: the list widened to its names, the parameter's row marked.
    void fitList();

    MatrixController* m_controller;
    DeviceMatrixView* m_matrix;
    RankTensorList* m_details;
    const QWidget* m_shared = nullptr;
};
