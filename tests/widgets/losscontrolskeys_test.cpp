// The Loss tab's controls from the keyboard: Tab reads them as the eye does (the first row left
// to right, then the second; "Follow" came right after the rank mode, "Reset zoom" before the
// steps per epoch), and each labelled control has its Alt letter.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <vector>

#include "widgets/loss/losscontrols.h"

namespace {

QPushButton* lossKeysButton(const LossControls& controls, const QString& text) {
    for (QPushButton* button : controls.findChildren<QPushButton*>()) {
        if (button->text() == text) {
            return button;
        }
    }
    return nullptr;
}

QCheckBox* lossKeysBox(const LossControls& controls, const QString& text) {
    for (QCheckBox* box : controls.findChildren<QCheckBox*>()) {
        if (box->text() == text) {
            return box;
        }
    }
    return nullptr;
}

class LossControlsKeys : public ::testing::Test {
protected:
    void SetUp() override {
        controls.setHasRuns(true);
        controls.setZoomed(true);
        controls.resize(1280, 80);
        controls.show();
        controls.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&controls));
    }

    LossControls controls;
};

}  // namespace

TEST_F(LossControlsKeys, TabReadsTheFirstRowThenTheSecond) {
    const auto combos = controls.findChildren<QComboBox*>();
    ASSERT_EQ(combos.size(), 4);  // metric, x axis, ranks, smoothing method
    const std::vector<QWidget*> expected{
        controls.findChild<QToolButton*>(),
        combos[0],
        combos[1],
        combos[2],
        lossKeysButton(controls, QStringLiteral("Export &PNG…")),
        lossKeysButton(controls, QStringLiteral("Export &CSV…")),
        controls.findChild<QSlider*>(),
        combos[3],
        lossKeysBox(controls, QStringLiteral("&Log scale")),
        lossKeysBox(controls, QStringLiteral("Follo&w")),
        controls.stepsPerEpochBox(),
        lossKeysButton(controls, QStringLiteral("Reset &zoom")),
    };
    for (QWidget* w : expected) {
        ASSERT_NE(w, nullptr);
    }
    expected.front()->setFocus();
    ASSERT_TRUE(QTest::qWaitFor([&] { return expected.front()->hasFocus(); }));
    std::vector<QWidget*> walked{QApplication::focusWidget()};
    for (size_t i = 1; i < expected.size(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        walked.push_back(QApplication::focusWidget());
    }
    EXPECT_EQ(walked, expected);
}

TEST_F(LossControlsKeys, EachLabelledControlHasItsAltLetter) {
    QTest::keyClick(&controls, Qt::Key_M, Qt::AltModifier);
    EXPECT_EQ(QApplication::focusWidget(), controls.findChild<QSlider*>());
    QTest::keyClick(&controls, Qt::Key_E, Qt::AltModifier);
    EXPECT_EQ(QApplication::focusWidget(), controls.stepsPerEpochBox());

    QTest::keyClick(&controls, Qt::Key_L, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([&] { return controls.logY(); }));
    QTest::keyClick(&controls, Qt::Key_W, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([&] { return controls.follow(); }));

    QSignalSpy open(&controls, &LossControls::openRequested);
    QSignalSpy png(&controls, &LossControls::exportPngRequested);
    QSignalSpy csv(&controls, &LossControls::exportCsvRequested);
    QSignalSpy reset(&controls, &LossControls::resetZoomRequested);
    QTest::keyClick(&controls, Qt::Key_O, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([&] { return open.count() == 1; }));
    QTest::keyClick(&controls, Qt::Key_P, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([&] { return png.count() == 1; }));
    QTest::keyClick(&controls, Qt::Key_C, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([&] { return csv.count() == 1; }));
    QTest::keyClick(&controls, Qt::Key_Z, Qt::AltModifier);
    EXPECT_TRUE(QTest::qWaitFor([&] { return reset.count() == 1; }));
}
