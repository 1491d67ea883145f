#pragma once

#include <QStringList>
#include <memory>

#include "widgets/models/matrix/matrixtexts.h"

namespace shardscope {
struct RunDocument;
}

// Which two device-matrix axes a stage's cards are laid out over (-1: none).
struct MatrixGridAxes {
    int row = -1;
    int col = -1;
};

// What a device matrix shows, whatever its size and zoom: the run's cards, the parameter that
// colours them (-1: none), the axis names the user gave, the texts worked out from those, and
// the two axes each stage's cards are laid out over. The texts are worked out again only by
// rebuild() (issue 35: 16,384 cards), which the view calls once its inputs changed.
class MatrixCards {
public:
    // A new run (its grid axes the default again at the next rebuild).
    void setRun(std::shared_ptr<const shardscope::RunDocument> run, int param,
                const QStringList& userNames);
    // The same cards from a fuller document; false, and nothing changed, when it has another
    // number of stages or cards (a new run: setRun).
    bool replaceRun(const std::shared_ptr<const shardscope::RunDocument>& run, int param);
    // False when it is the one shown already.
    bool setParam(int param);
    bool setUserNames(const QStringList& names);
    // -1 for both: the default (the last two axes longer than 1).
    void setGridAxes(int rowAxis, int colAxis);
    // The texts from the run, parameter and names (again: another language or font).
    void rebuild();

    const std::shared_ptr<const shardscope::RunDocument>& run() const { return m_run; }
    int param() const { return m_param; }  // -1: none
    // Only the names the user set; empty when every axis has its default name.
    const QStringList& userNames() const { return m_userNames; }
    const MatrixTexts& texts() const { return m_texts; }
    const MatrixGridAxes& gridAxes() const { return m_grid; }
    // How many times the texts were worked out (tests: once per document given).
    int rebuilds() const { return m_rebuilds; }

private:
    std::shared_ptr<const shardscope::RunDocument> m_run;
    int m_param = -1;
    QStringList m_userNames;
    MatrixTexts m_texts;
    MatrixGridAxes m_grid;
    int m_rebuilds = 0;
};
