#include "widgets/models/matrix/matrixcontroller.h"

#include <QThreadPool>
#include <algorithm>

#include "inspect/rundocument.h"
#include "widgets/models/common/jobbase.h"
#include "widgets/models/matrix/axisnamestore.h"

using shardscope::RunDocument;

namespace {

// The names the user gave, kept for the inspector's run (none: nowhere).
void saveAxisNames(const MatrixController::RunPtr& inspected, const QStringList& userNames) {
    if (inspected) {
        AxisNameStore::save(QString::fromStdString(inspected->path), userNames);
    }
}

}  // namespace

MatrixController::MatrixController(QObject* parent) : QObject(parent) {
    m_cards.rebuild();
}

MatrixController::~MatrixController() = default;

void MatrixController::setRunDocument(RunPtr run, int paramIndex, const QStringList& axisNames) {
    m_cards.setRun(std::move(run), paramIndex, axisNames);
    m_marked.clear();
    m_current = -1;
    Q_EMIT runChanged(false);
    rebuild();
}

void MatrixController::replaceRunDocument(RunPtr run, int paramIndex) {
    if (!m_cards.replaceRun(run, paramIndex)) {
        setRunDocument(std::move(run), paramIndex);
        return;
    }
    m_marked.clear();
    Q_EMIT runChanged(true);
    rebuild();
}

void MatrixController::setParam(int paramIndex) {
    if (!m_cards.setParam(paramIndex)) {
        return;
    }
    const auto before = m_cards.texts().devMatrix();
    rebuild();
    if (m_cards.texts().devMatrix() != before) {
        setGridAxes(-1, -1);
    }
}

void MatrixController::setAxisNames(const QStringList& names) {
    if (m_cards.setUserNames(names)) {
        rebuild();
    }
}

void MatrixController::renameAxis(int axis, const QString& name) {
    QStringList names = axisNames();
    if (axis < 0 || axis >= names.size() || name == names[axis]) {
        return;
    }
    names[axis] = name;
    setAxisNames(names);
    Q_EMIT axisNamesChanged(names);
    saveAxisNames(m_inspected, m_cards.userNames());
}

void MatrixController::resetAxisNames() {
    setAxisNames({});
    Q_EMIT axisNamesChanged(axisNames());
    saveAxisNames(m_inspected, m_cards.userNames());
}

void MatrixController::setGridAxes(int rowAxis, int colAxis) {
    m_cards.setGridAxes(rowAxis, colAxis);
    Q_EMIT gridChanged();
}

void MatrixController::rebuild() {
    m_cards.rebuild();
    if (m_current >= rankCount()) {
        m_current = -1;
    }
    Q_EMIT cardsChanged();
}

int MatrixController::rankCount() const {
    // As MatrixGeometry counts them: the device matrix's cards in every stage.
    int devices = 1;
    for (int64_t d : m_cards.texts().devMatrix()) {
        devices *= static_cast<int>(std::max<int64_t>(1, d));
    }
    return devices * m_cards.texts().stages();
}

void MatrixController::setCurrentRank(int rank) {
    if (rank == m_current || rank < -1 || rank >= rankCount()) {
        return;
    }
    m_current = rank;
    Q_EMIT currentRankChanged(rank);
}

void MatrixController::activateRank(int rank) {
    setCurrentRank(rank);
    Q_EMIT rankActivated(rank);
}

void MatrixController::setMarkedRanks(std::vector<int> ranks) {
    m_marked = std::move(ranks);
    Q_EMIT markedRanksChanged();
}

void MatrixController::showPreview(RunPtr layouts, const RunPtr& run, int param) {
    m_preview = std::move(layouts);
    clearRank();
    if (!m_preview) {
        give(run, false, param);  // the load failed or was closed: the run before (or nothing)
        return;
    }
    give(m_preview, false, param);
    Q_EMIT given(true);
}

void MatrixController::expectRun(const RunPtr& run) {
    m_inspected = run;
    m_keepView = m_preview && run && run->path == m_preview->path;
    m_preview.reset();
}

bool MatrixController::giveRun(const RunPtr& run, int param) {
    if (m_preview) {
        return false;  // layouts of a run still read came meanwhile: the matrix keeps them
    }
    give(run, m_keepView, param);
    clearRank();
    if (run && run->rankCount() > 0) {
        Q_EMIT given(false);
    }
    return true;
}

void MatrixController::give(const RunPtr& run, bool keepView, int param) {
    // The document drawn until now (the layouts of 16,384 cards: about 75 MB in small pieces)
    // is freed off the GUI thread when the matrix held it last: 150 to 250 ms there (issue 35).
    RunPtr before = m_cards.run();
    // Names the user gave this run's axes last time; the defaults when there are none.
    const QStringList names =
        run ? savedAxisNames(QString::fromStdString(run->path)) : QStringList();
    if (keepView) {
        replaceRunDocument(run, param);
        if (!names.isEmpty()) {
            setAxisNames(names);  // nothing redone when the layouts had them
        }
    } else {
        setRunDocument(run, param, names);
    }
    if (!names.isEmpty()) {
        Q_EMIT axisNamesRestored(axisNames());
    }
    if (before && before != run) {
        JobBase::pool()->start([doc = std::move(before)]() mutable { doc.reset(); });
    }
}

QStringList MatrixController::savedAxisNames(const QString& runPath) const {
    return AxisNameStore::load(runPath);
}

bool MatrixController::showRank(const RunDocument* run, int rank, const QString& param) {
    if (m_preview) {
        return false;  // no rank file is read yet: nothing to list
    }
    m_tensors = RankTensors::of(run, rank);
    m_tensors.marked = param;
    Q_EMIT rankListed();
    return true;
}

void MatrixController::markParam(const QString& param) {
    m_tensors.marked = param;
    Q_EMIT paramMarked(param);
}

void MatrixController::clearRank() {
    m_tensors = {};
    Q_EMIT rankListed();
}
