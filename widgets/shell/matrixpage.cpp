#include "widgets/shell/matrixpage.h"

#include <QThreadPool>

#include "widgets/matrix/devicematrixview.h"
#include "widgets/models/common/jobbase.h"
#include "widgets/models/matrix/axisnamestore.h"
#include "widgets/shell/ranktensorlist.h"

using shardscope::RunDocument;

MatrixPage::MatrixPage(QWidget* parent)
    : QSplitter(Qt::Horizontal, parent),
      m_matrix(new DeviceMatrixView(this)),
      m_details(new RankTensorList(this)) {
    addWidget(m_matrix);
    addWidget(m_details);
    setStretchFactor(0, 3);
    setStretchFactor(1, 1);
    setSizes({900, 340});
    connect(this, &QSplitter::splitterMoved, m_details, &RankTensorList::keepUserWidth);
}

void MatrixPage::showPreview(std::shared_ptr<const RunDocument> layouts,
                             const std::shared_ptr<const RunDocument>& run, int param) {
    m_preview = std::move(layouts);
    m_details->clearRank();
    if (!m_preview) {
        give(run, false, param);  // the load failed or was closed: the run before (or nothing)
        return;
    }
    give(m_preview, false, param);
    Q_EMIT given(true);
}

void MatrixPage::expectRun(const std::shared_ptr<const RunDocument>& run) {
    m_keepView = m_preview && run && run->path == m_preview->path;
    m_preview.reset();
}

bool MatrixPage::giveRun(const std::shared_ptr<const RunDocument>& run, int param) {
    if (m_preview) {
        return false;  // layouts of a run still read came meanwhile: the matrix keeps them
    }
    give(run, m_keepView, param);
    m_details->clearRank();
    if (run && run->rankCount() > 0) {
        Q_EMIT given(false);
    }
    return true;
}

void MatrixPage::give(const std::shared_ptr<const RunDocument>& run, bool keepView, int param) {
    // The document drawn until now (the layouts of 16,384 cards: about 75 MB in small pieces)
    // is freed off the GUI thread when the matrix held it last: 150 to 250 ms there (issue 35).
    std::shared_ptr<const RunDocument> before = m_matrix->cards().run();
    // Names the user gave this run's axes last time; the defaults when there are none.
    const QStringList names =
        run ? AxisNameStore::load(QString::fromStdString(run->path)) : QStringList();
    if (keepView) {
        m_matrix->replaceRunDocument(run, param);
        if (!names.isEmpty()) {
            m_matrix->setAxisNames(names);  // nothing redone when the layouts had them
        }
    } else {
        m_matrix->setRunDocument(run, param, names);
    }
    if (!names.isEmpty()) {
        Q_EMIT axisNamesRestored(m_matrix->axisNames());
    }
    if (before && before != run) {
        JobBase::pool()->start([doc = std::move(before)]() mutable { doc.reset(); });
    }
}

void MatrixPage::showRank(const RunDocument* run, int rank, const QString& param, int total) {
    if (m_preview) {
        return;  // no rank file is read yet: nothing to list
    }
    m_details->showRank(run, rank, total);
    if (m_details->rank() >= 0) {
        m_details->markParam(param);
    }
}

int MatrixPage::detailRank() const {
    return m_details->rank();
}
