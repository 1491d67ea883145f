#pragma once

// The migration planner's fixture: a synthesized run (8 ranks, dp 2 x mp 2 x pp 2) open in a
// main window on its Migration tab, converting into a folder of its own.
#include <gtest/gtest.h>

#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/models/migration/problemlistmodel.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

class MigrationViewTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_out.isValid());
        shardscope::SynthConfig config;  // tiny: 8 ranks, dp 2 x mp 2 x pp 2, hidden 64
        ASSERT_TRUE(shardscope::writeSynthRun(m_dir.path().toStdString(), config));
        m_window.setRecordRecentFiles(false);
        m_window.resize(1400, 900);
        m_window.show();
        m_window.openPath(m_dir.path());
        ASSERT_TRUE(QTest::qWaitFor([this] { return !m_window.isIndexing(); }, kSettleMs));
        m_window.inspector()->setView(InspectorPanel::View::Migration);
        m_view = m_window.inspector()->migration();
        m_view->setDestination(m_out.filePath(QStringLiteral("converted")));
    }
    bool simulateAndWait(const QString& spec) {
        QString error;
        if (!m_view->simulate(spec, &error)) {
            ADD_FAILURE() << error.toStdString();
            return false;
        }
        return QTest::qWaitFor([this] { return !m_view->controller()->isPlanning(); }, kSettleMs);
    }
    QStringList problemTexts() const {
        QStringList texts;
        const QAbstractItemModel* rows = m_view->problems()->model();
        for (int i = 0; i < rows->rowCount(); ++i) {
            texts << rows->index(i, 0).data().toString();
        }
        return texts;
    }
    // A run of one card (dp 1 x mp 1 x pp 1) in `dir`: its strategy is a target of one card.
    static bool writeOneCardRun(const QTemporaryDir& dir) {
        shardscope::SynthConfig one;
        one.dp = 1;
        one.mp = 1;
        one.pp = 1;
        return dir.isValid() && shardscope::writeSynthRun(dir.path().toStdString(), one);
    }
    bool convertAndWait() {
        m_view->controller()->startConversion();
        return QTest::qWaitFor(
            [this] { return m_view->controller()->conversion()->outcome().has_value(); },
            kSettleMs);
    }

    QTemporaryDir m_dir;
    QTemporaryDir m_out;
    MainWindow m_window;
    MigrationView* m_view = nullptr;
};
