#include "widgets/models/matrix/matrixcards.h"

#include <tuple>
#include <utility>

void MatrixCards::setRun(std::shared_ptr<const shardscope::RunDocument> run, int param,
                         const QStringList& userNames) {
    m_run = std::move(run);
    m_param = param;
    m_userNames = userNames;
    m_grid = {};
}

bool MatrixCards::replaceRun(const std::shared_ptr<const shardscope::RunDocument>& run, int param) {
    if (!m_run || !run || m_run->stages.stages != run->stages.stages ||
        m_run->stages.ranks() != run->stages.ranks()) {
        return false;
    }
    m_run = run;
    m_param = param;
    return true;
}

bool MatrixCards::setParam(int param) {
    if (param == m_param) {
        return false;
    }
    m_param = param;
    return true;
}

bool MatrixCards::setUserNames(const QStringList& names) {
    if (names == m_userNames) {
        return false;
    }
    m_userNames = names;
    return true;
}

void MatrixCards::setGridAxes(int rowAxis, int colAxis) {
    const auto [defRow, defCol] = MatrixGeometry::defaultAxes(m_texts.devMatrix());
    m_grid.row = rowAxis < 0 && colAxis < 0 ? defRow : rowAxis;
    m_grid.col = rowAxis < 0 && colAxis < 0 ? defCol : colAxis;
}

void MatrixCards::rebuild() {
    ++m_rebuilds;
    m_texts = MatrixTexts(m_run, m_param, m_userNames);
    if (m_grid.row < 0 && m_grid.col < 0) {
        std::tie(m_grid.row, m_grid.col) = MatrixGeometry::defaultAxes(m_texts.devMatrix());
    }
}
