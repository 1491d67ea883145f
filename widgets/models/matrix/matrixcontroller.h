#pragma once

#include <QObject>
#include <QStringList>
#include <memory>
#include <vector>

#include "widgets/models/matrix/matrixcards.h"
#include "widgets/models/matrix/ranktensors.h"

namespace shardscope {
struct RunDocument;
}

// The Device matrix room's state (issue 32 §3): the document drawn (a run, or while a run's rank
// files are read its layouts, the preview of issue 35, which the run then takes over keeping
// the user's zoom and card), its cards (parameter, axis names, texts, grid axes: MatrixCards),
// the current and marked ranks, and the rank whose tensors are listed beside the matrix with
// that list (which InspectorController chooses). It saves the axis names the user gives the
// inspector's run. DeviceMatrixView paints and lays out the cards and forwards input to it; the
// room's list (RankTensorList) shows rankTensors(). A test drives it with no view, or hands the
// room one of its own (ViewControllers::matrix): the user's saved axis names are read through
// savedAxisNames().
class MatrixController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatrixController)

public:
    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;

    explicit MatrixController(QObject* parent = nullptr);
    ~MatrixController() override;

    // The cards of a new document, with its parameter (-1: none) and the axis names the user
    // gave it: worked out once (cards().rebuilds()), not again for the parameter or the names
    // (issue 35: 16,384 cards). Zoom and scroll go back to fitting the window.
    void setRunDocument(RunPtr run, int paramIndex = -1, const QStringList& axisNames = {});
    // The same cards from a fuller document (a run replacing the layouts drawn while its rank
    // files were read): zoom, scroll, grid axes, axis names and the current card stay. Another
    // number of stages or cards is a new run (setRunDocument).
    void replaceRunDocument(RunPtr run, int paramIndex = -1);
    void setParam(int paramIndex);  // -1: none; the one shown already: nothing is redone
    void setAxisNames(const QStringList& names);
    // The user renamed an axis (the view's editor) or reset the names: axisNamesChanged, and
    // the names saved (AxisNameStore) under the path of the run given to the inspector last
    // (expectRun), even while the layouts of another run are drawn; none saved without one.
    void renameAxis(int axis, const QString& name);
    void resetAxisNames();
    // -1 for either: the default (the last two axes longer than 1).
    void setGridAxes(int rowAxis, int colAxis);
    // The texts worked out again (another language or font).
    void rebuild();

    const MatrixCards& cards() const { return m_cards; }
    QStringList axisNames() const { return m_cards.texts().names(); }
    // The cards drawn: the run's ranks over its stages.
    int rankCount() const;
    int currentRank() const { return m_current; }
    void setCurrentRank(int rank);  // one out of range changes nothing
    // A card clicked or Enter pressed on it: current, and rankActivated.
    void activateRank(int rank);
    // Ranks drawn with a ring (the planner marks moved slices and the sources of a rank).
    void setMarkedRanks(std::vector<int> ranks);
    const std::vector<int>& markedRanks() const { return m_marked; }

    // The room (the Device matrix tab): the layouts drawn while their run's rank files are
    // read; null when none.
    const RunPtr& preview() const { return m_preview; }
    // Draws `layouts` with `param` selected; null: `run` again (a failed or closed load) with
    // `param`. The rank listed is dropped either way.
    void showPreview(RunPtr layouts, const RunPtr& run, int param);
    // A run given to the inspector (null: none): the layouts drawn of that same run are dropped
    // and the run will take them over with the user's zoom and card (keepsView()). The user's
    // axis names are saved under its path from now on.
    void expectRun(const RunPtr& run);
    // Draws `run` with `param` selected (unless layouts came meanwhile); false when it kept the
    // layouts.
    bool giveRun(const RunPtr& run, int param);
    bool keepsView() const { return m_keepView; }
    void doneTakingOver() { m_keepView = false; }
    // Lists `rank`'s tensors with the row of `param` marked (rankTensors().marked); nothing
    // while layouts are drawn (no rank file is read yet). False when it listed nothing new.
    bool showRank(const shardscope::RunDocument* run, int rank, const QString& param = {});
    // The row of `param` marked in the list shown (none: empty); paramMarked.
    void markParam(const QString& param);
    void clearRank();
    int detailRank() const { return m_tensors.rank; }  // -1 when none is listed
    const RankTensors& rankTensors() const { return m_tensors; }

Q_SIGNALS:
    // A document given: `keepView` false, the view fits the window again.
    void runChanged(bool keepView);
    void cardsChanged();  // the texts were worked out again: laid out again
    void gridChanged();
    void currentRankChanged(int rank);
    void rankActivated(int rank);
    void markedRanksChanged();
    void axisNamesChanged(const QStringList& names);  // by the user
    void rankListed();                                // rankTensors() changed
    void paramMarked(const QString& param);           // rankTensors().marked, the list kept
    // The room has cards to draw: the layouts of a run being read (`preview`), or a run.
    void given(bool preview);
    // The user's axis names for the run drawn were restored: the slice view shows them too.
    void axisNamesRestored(const QStringList& names);

protected:
    // The axis names the user gave the run at `runPath` last time (AxisNameStore); empty: the
    // defaults.
    virtual QStringList savedAxisNames(const QString& runPath) const;

private:
    void give(const RunPtr& run, bool keepView, int param);

    MatrixCards m_cards;
    std::vector<int> m_marked;
    int m_current = -1;
    RunPtr m_preview;
    RunPtr m_inspected;  // the run given to the inspector last: the names are saved under its path
    bool m_keepView = false;
    RankTensors m_tensors;
};
