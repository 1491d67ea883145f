// The Migration tab's layout as a user meets it: the run row a footer that never scrolls away,
// the keyboard's order, and at 1280x800, in English and in Chinese, device matrices that fit
// whole with their titles' ranks.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include "chinesefont.h"
#include "chinesetranslation.h"
#include "convert/verifier.h"
#include "formats/conversionrecord.h"
#include "layout/proxyshapes.h"
#include "migrationviewfixture.h"
#include "stats/tensorsource.h"
#include "stats/tensorstats.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/matrix/matrixpainter.h"
#include "widgets/migration/hostplanrow.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/migration/targetpanel.h"
#include "widgets/models/migration/plantablemodel.h"
#include "widgets/models/migration/simulatetext.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

TEST_F(MigrationViewTest, TheRunRowIsAFooterAndTabGoesDownThePanelThenToConvert) {
    // The footer (Convert, Cancel, progress) is outside the scrolled area: always in view.
    auto* scroll = m_view->findChild<QScrollArea*>(QStringLiteral("migrationScroll"));
    auto* footer = m_view->findChild<QWidget*>(QStringLiteral("migrationFooter"));
    ASSERT_NE(scroll, nullptr);
    ASSERT_NE(footer, nullptr);
    EXPECT_FALSE(scroll->widget()->isAncestorOf(m_view->runButton()));
    EXPECT_TRUE(footer->isAncestorOf(m_view->runButton()));
    m_window.resize(1024, 640);
    QApplication::processEvents();
    const QRect button(m_view->runButton()->mapTo(m_view, QPoint(0, 0)),
                       m_view->runButton()->size());
    EXPECT_TRUE(m_view->rect().contains(button));

    // Tab order: every field of the target panel, in reading order, then the run row; never
    // back into the panel.
    std::vector<QWidget*> order;
    QWidget* start = m_view->findChild<QRadioButton*>();
    ASSERT_NE(start, nullptr);
    QWidget* w = start;
    do {
        if ((w->focusPolicy() & Qt::TabFocus) && m_view->isAncestorOf(w)) {
            order.push_back(w);
        }
        w = w->nextInFocusChain();
    } while (w != start && order.size() < 200);
    const auto at = [&](QWidget* widget) {
        return std::find(order.begin(), order.end(), widget) - order.begin();
    };
    const auto spins = m_view->findChildren<QSpinBox*>();
    ASSERT_GE(spins.size(), 2);
    const auto convert = at(m_view->runButton());
    ASSERT_LT(convert, static_cast<long>(order.size()));
    for (QSpinBox* spin : spins) {
        EXPECT_LT(at(spin), convert) << spin->toolTip().toStdString();
    }
    for (QCheckBox* box : m_view->findChildren<QCheckBox*>()) {
        EXPECT_LT(at(box), convert) << box->text().toStdString();
    }
}

// Issue 18: at 1280 x 800 both device matrices fit their width (they may scroll down, never
// sideways), whatever the target's shape.
// Issue 36: at 1280x800 each matrix's title keeps its parameter's shape and, whole, the ranks,
// stages and device matrix ("4 张卡 = 1 个流水线阶段 × [1, 4]"), in English and in Chinese: only
// the parameter's name loses its middle, and the title wraps to a second line the view makes
// room for; the whole title is in its tooltip.
TEST_F(MigrationViewTest, MatrixTitlesKeepTheirRanksAt1280x800) {
    ASSERT_TRUE(m_window.inspector()->selectParam(
        QStringLiteral("backbone.blocks.0.attention.dense1.weight")));
    for (const bool chinese : {false, true}) {
        std::unique_ptr<ChineseTranslation> zh;
        if (chinese) {
            zh = std::make_unique<ChineseTranslation>();
            ASSERT_TRUE(zh->loaded());
        }
        ASSERT_TRUE(simulateAndWait(chinese ? QStringLiteral("dp=1,mp=4,pp=1")
                                            : QStringLiteral("dp=1,mp=2,pp=1")));
        QApplication::processEvents();
        // Laid out again in the language now.
        m_window.resize(1300, 800);
        QApplication::processEvents();
        m_window.resize(1280, 800);
        QApplication::processEvents();
        for (DeviceMatrixView* matrix : {m_view->sourceMatrix(), m_view->targetMatrix()}) {
            const QString title = matrix->cards().texts().caption().value(0);
            const QString separator = QStringLiteral("  ·  ");
            ASSERT_TRUE(title.contains(separator)) << title.toStdString();
            const QString ranks = title.mid(title.lastIndexOf(separator) + separator.size());
            const QFontMetricsF big(MatrixPainter::titleFont(matrix->font()));
            const qreal width =
                matrix->geometry().params().viewport.width() - 2 * MatrixGeometry::kMargin;
            ASSERT_GT(big.horizontalAdvance(title), width)
                << "the title fits: nothing to check at " << width << " px";
            const QStringList lines = MatrixPainter::titleLines(title, big, width);
            ASSERT_EQ(lines.size(), 2) << title.toStdString();
            for (const QString& line : lines) {
                EXPECT_LE(big.horizontalAdvance(line), width) << line.toStdString();
            }
            EXPECT_TRUE(lines[0].endsWith(QStringLiteral(" [64, 64]"))) << lines[0].toStdString();
            EXPECT_EQ(lines[1], ranks);
            EXPECT_GE(matrix->geometry().params().topReserved, 2 * big.height());
            const QPoint onTitle(static_cast<int>(MatrixGeometry::kMargin) + 4,
                                 static_cast<int>(MatrixGeometry::kMargin + big.height() / 2));
            QHelpEvent help(QEvent::ToolTip, onTitle, matrix->viewport()->mapToGlobal(onTitle));
            QApplication::sendEvent(matrix->viewport(), &help);
            EXPECT_EQ(QToolTip::text(), title);
            QToolTip::hideText();
        }
    }
}

TEST_F(MigrationViewTest, BothMatricesFitTheirWidthAt1280x800) {
    m_window.resize(1280, 800);
    for (const char* spec : {"dp=1,mp=4,pp=2", "dp=4,mp=2,pp=1", "dp=8,mp=1,pp=1"}) {
        ASSERT_TRUE(simulateAndWait(QString::fromLatin1(spec)));
        QApplication::processEvents();
        for (DeviceMatrixView* matrix : {m_view->sourceMatrix(), m_view->targetMatrix()}) {
            EXPECT_EQ(matrix->horizontalScrollBar()->maximum(), 0)
                << spec << " " << matrix->width() << " px, content "
                << matrix->geometry().contentSize().width();
        }
        // The plan table's seven columns fit beside its chart: no scrolling sideways.
        QTableView* table = m_view->findChild<PlanPreview*>()->table();
        EXPECT_EQ(table->horizontalScrollBar()->maximum(), 0) << spec << " " << table->width();
    }
}

// Issue 36 (third round): at 1280x800, in English and in Chinese (its taller lines), simulating
// and with a destination strategy loaded, both matrices fit their height as well as their width
// (the source's dp = 1 row was cut in half behind a scroll bar) and every card shows all its lines
// (the target's slice ranges, "[0:16, :]", were dropped in Chinese).
namespace migrationfittest {

void expectWholeMatrices(MigrationView* view, const std::string& what) {
    for (DeviceMatrixView* matrix : {view->sourceMatrix(), view->targetMatrix()}) {
        const std::string side = (matrix == view->sourceMatrix() ? "source " : "target ") + what;
        EXPECT_EQ(matrix->verticalScrollBar()->maximum(), 0)
            << side << ": " << matrix->viewport()->height() << " px high, content "
            << matrix->geometry().contentSize().height();
        EXPECT_EQ(matrix->horizontalScrollBar()->maximum(), 0) << side;
        const QFontMetricsF big(MatrixPainter::titleFont(matrix->font()));
        const QFontMetricsF small(matrix->font());
        if (matrix == view->sourceMatrix()) {
            continue;  // the source's cards show their rank numbers (English shows no more)
        }
        for (int rank = 0; rank < matrix->geometry().rankCount(); ++rank) {
            const QStringList lines = matrix->cards().texts().cellLines(rank);
            const QRectF cell = matrix->geometry().cellRect(rank);
            const qreal needed =
                big.height() + static_cast<qreal>(lines.size() - 1) * small.height() + 2;
            EXPECT_GE(cell.height(), needed) << side << ", rank " << rank << ": "
                                             << lines.join(QStringLiteral(" | ")).toStdString();
        }
    }
}

}  // namespace migrationfittest

TEST_F(MigrationViewTest, BothMatricesFitWholeAt1280x800InEnglishAndChinese) {
    QTemporaryDir standalone;
    ASSERT_TRUE(writeOneCardRun(standalone));
    ASSERT_TRUE(m_window.inspector()->selectParam(
        QStringLiteral("backbone.blocks.0.attention.dense1.weight")));
    for (const bool chinese : {false, true}) {
        std::unique_ptr<ChineseTranslation> zh;
        std::unique_ptr<ChineseFont> font;
        if (chinese) {
            zh = std::make_unique<ChineseTranslation>();
            ASSERT_TRUE(zh->loaded());
            font = std::make_unique<ChineseFont>();
        }
        const std::string language = chinese ? "zh_CN" : "en";
        ASSERT_TRUE(simulateAndWait(QStringLiteral("dp=1,mp=4,pp=1")));
        m_window.resize(1300, 800);
        QApplication::processEvents();
        m_window.resize(1280, 800);
        QApplication::processEvents();
        migrationfittest::expectWholeMatrices(m_view, language + ", simulated dp=1,mp=4");
        m_view->setTargetStrategy(standalone.filePath(QStringLiteral("strategy.ckpt")));
        ASSERT_TRUE(QTest::qWaitFor(
            [this] {
                return !m_view->controller()->isPlanning() && m_view->controller()->planned().plan;
            },
            kSettleMs));
        QApplication::processEvents();
        migrationfittest::expectWholeMatrices(m_view, language + ", a strategy loaded");
    }
}
