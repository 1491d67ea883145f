#include "widgets/shell/matrixpage.h"

#include "widgets/matrix/devicematrixview.h"
#include "widgets/models/matrix/matrixcontroller.h"
#include "widgets/shell/ranktensorlist.h"

using shardscope::RunDocument;

MatrixPage::MatrixPage(MatrixController* controller, QWidget* parent)
    : QSplitter(Qt::Horizontal, parent),
      m_controller(controller ? controller : new MatrixController(this)),
      m_matrix(new DeviceMatrixView(m_controller, this)),
      m_details(new RankTensorList(m_controller, this)) {
    addWidget(m_matrix);
    addWidget(m_details);
    setStretchFactor(0, 3);
    setStretchFactor(1, 1);
    setSizes({900, 340});
    connect(this, &QSplitter::splitterMoved, m_details, &RankTensorList::keepUserWidth);
    connect(m_controller, &MatrixController::given, this, &MatrixPage::given);
    // After the list showed the rank (bound in its constructor).
    connect(m_controller, &MatrixController::rankListed, this, &MatrixPage::fitList);
}

const std::shared_ptr<const RunDocument>& MatrixPage::preview() const {
    return m_controller->preview();
}

void MatrixPage::showPreview(std::shared_ptr<const RunDocument> layouts,
                             const std::shared_ptr<const RunDocument>& run, int param) {
    m_controller->showPreview(std::move(layouts), run, param);
}

void MatrixPage::expectRun(const std::shared_ptr<const RunDocument>& run) {
    m_controller->expectRun(run);
}

bool MatrixPage::giveRun(const std::shared_ptr<const RunDocument>& run, int param) {
    return m_controller->giveRun(run, param);
}

bool MatrixPage::keepsView() const {
    return m_controller->keepsView();
}

void MatrixPage::doneTakingOver() {
    m_controller->doneTakingOver();
}

void MatrixPage::fitList() {
    if (m_controller->rankTensors().readable) {
        m_details->fitWidth(m_shared != nullptr ? m_shared->width() : 0);
    }
    if (m_controller->detailRank() >= 0) {
        m_details->markParam(m_controller->rankTensors().marked);
    }
}

int MatrixPage::detailRank() const {
    return m_controller->detailRank();
}
