// The Doctor tab scrolls in the window only when the window is smaller than the tab's least
// height: at 1280x800 the empty tab showed an outer scroll bar and cut the slices' words
// ("Select a parameter to see how it is cut.") at its bottom, as its wrapped labels made the
// scroll area take the tab's preferred height for its least.
#include <gtest/gtest.h>

#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>

#include "widgets/doctor/doctorview.h"
#include "widgets/shell/inspectortabs.h"
#include "widgets/slices/sliceview.h"

TEST(DoctorViewScrollTest, TheTabFitsALaptopsWindowWithoutScrolling) {
    QWidget window;
    auto* tabs = new InspectorTabs(&window);
    auto* doctor = new DoctorView;
    tabs->addScrolledPage(doctor, QStringLiteral("Doctor"));
    // The tabs' share of a 1280x800 window (menu, toolbar, summary strip and status bar above
    // and below them); and a short window, where scrolling is right.
    for (const int height : {650, 560, 300}) {
        SCOPED_TRACE(height);
        tabs->resize(1280, height);
        window.resize(1280, height);
        window.show();
        QApplication::processEvents();
        auto* scroll = qobject_cast<QScrollArea*>(tabs->currentWidget());
        ASSERT_NE(scroll, nullptr);
        const bool fits = height >= 560;
        EXPECT_EQ(scroll->verticalScrollBar()->isVisible(), !fits);
        if (fits) {
            EXPECT_EQ(doctor->height(), scroll->viewport()->height());
            const auto* slices = doctor->findChild<SliceView*>();
            ASSERT_NE(slices, nullptr);
            EXPECT_LE(slices->mapTo(doctor, QPoint(0, slices->height())).y(), doctor->height());
        }
    }
}
