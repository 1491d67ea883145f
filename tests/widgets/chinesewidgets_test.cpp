// Chinese written as Chinese in the real widgets (issue 36): no two & accelerators with the same
// letter in one menu, one dialog, or one tab together with the menu bar, in English and in
// Chinese; the guide and the Doctor tab, as the GUI assembles them, in full-width punctuation and
// the glossary's words.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRadioButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <map>
#include <memory>

#include "chinesestyle.h"
#include "chinesetranslation.h"
#include "inspect/rundocument.h"
#include "netjsonfile.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/doctor/doctorview.h"
#include "widgets/export/exportdialog.h"
#include "widgets/export/exportform.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/targetpanel.h"
#include "widgets/models/export/exportcontroller.h"
#include "widgets/shell/guidedialog.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/keydialog.h"
#include "widgets/shell/mainwindow.h"
#include "widgets/shell/shellprompts.h"

using namespace shardscope;
using namespace chinesestyle;

// Named, not anonymous: the unity build compiles this file inside a batch of others.
namespace chinesewidgets {

// The letter after a single & ("Save s&ummary…" → U); null when there is none.
QChar mnemonic(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toUpper();
        }
    }
    return {};
}

using Letters = std::multimap<QChar, QString>;

void add(Letters& letters, const QString& text) {
    const QChar m = mnemonic(text);
    if (!m.isNull()) {
        letters.emplace(m, text);
    }
}

// Every accelerator Alt reaches in `top` as it is shown now: buttons, labels with a buddy, group
// boxes and tabs that are visible.
void shownLetters(QWidget* top, Letters& letters) {
    for (QAbstractButton* b : top->findChildren<QAbstractButton*>()) {
        if (b->isVisibleTo(top)) {
            add(letters, b->text());
        }
    }
    for (QLabel* l : top->findChildren<QLabel*>()) {
        if (l->buddy() && l->isVisibleTo(top)) {
            add(letters, l->text());
        }
    }
    for (QGroupBox* g : top->findChildren<QGroupBox*>()) {
        if (g->isVisibleTo(top)) {
            add(letters, g->title());
        }
    }
    for (QTabWidget* t : top->findChildren<QTabWidget*>()) {
        if (t->isVisibleTo(top)) {
            for (int i = 0; i < t->count(); ++i) {
                add(letters, t->tabText(i));
            }
        }
    }
}

// "U: Save s&ummary…, &Simulate…" for every letter used twice.
QString clashes(const Letters& letters) {
    QStringList out;
    for (auto it = letters.begin(); it != letters.end();) {
        const auto [first, last] = letters.equal_range(it->first);
        if (std::distance(first, last) > 1) {
            QStringList texts;
            for (auto i = first; i != last; ++i) {
                texts << i->second;
            }
            out << QStringLiteral("%1: %2").arg(it->first, texts.join(QStringLiteral(", ")));
        }
        it = last;
    }
    return out.join(QStringLiteral("; "));
}

Letters menuBarLetters(MainWindow& window) {
    Letters letters;
    for (QAction* a : window.menuBar()->actions()) {
        if (a->isVisible()) {
            add(letters, a->text());
        }
    }
    return letters;
}

}  // namespace chinesewidgets

using namespace chinesewidgets;

class ChineseWidgets : public ::testing::TestWithParam<bool> {
protected:
    void SetUp() override {
        if (GetParam()) {
            m_zh = std::make_unique<ChineseTranslation>();
            ASSERT_TRUE(m_zh->loaded());
        }
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(writeSynthRun(m_dir.path().toStdString(), SynthConfig{}));
        m_window = std::make_unique<MainWindow>();
        m_window->setRecordRecentFiles(false);
        m_window->resize(1280, 800);
        m_window->show();
        m_window->openPath(m_dir.path());
        ASSERT_TRUE(QTest::qWaitFor([this] { return !m_window->isIndexing(); }, kSettleMs));
    }
    void TearDown() override {
        m_window.reset();
        m_zh.reset();
    }
    std::string language() const { return GetParam() ? "zh_CN" : "en"; }

    std::unique_ptr<ChineseTranslation> m_zh;  // installed before the window is built
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

TEST(ChineseWidgetsChecks, AClashIsFound) {
    Letters letters;
    add(letters, QStringLiteral("视图(&V)"));
    add(letters, QStringLiteral("转换完成后逐字节校验(&V)"));
    add(letters, QStringLiteral("R&&D"));
    EXPECT_FALSE(clashes(letters).isEmpty());
    EXPECT_EQ(mnemonic(QStringLiteral("R&&D")), QChar());
    EXPECT_EQ(mnemonic(QStringLiteral("Save s&ummary…")), QLatin1Char('U'));
}

TEST_P(ChineseWidgets, NoMenuHasTwoAcceleratorsAlike) {
    const QString bar = clashes(menuBarLetters(*m_window));
    EXPECT_TRUE(bar.isEmpty()) << language() << " menu bar: " << bar.toStdString();
    for (QMenu* menu : m_window->findChildren<QMenu*>()) {
        Letters letters;
        for (QAction* a : menu->actions()) {
            if (a->isVisible() && !a->isSeparator()) {
                add(letters, a->text());
            }
        }
        const QString found = clashes(letters);
        EXPECT_TRUE(found.isEmpty())
            << language() << " menu " << menu->title().toStdString() << ": " << found.toStdString();
    }
}

TEST_P(ChineseWidgets, NoTabHasAnAcceleratorOfTheMenuBarOrTwoAlike) {
    InspectorPanel* inspector = m_window->inspector();
    using View = InspectorPanel::View;
    for (View v : {View::Files, View::Parameters, View::Matrix, View::Slices, View::Tensor,
                   View::Migration, View::Doctor, View::Loss, View::History, View::Playground}) {
        inspector->setView(v);
        QApplication::processEvents();
        Letters letters = menuBarLetters(*m_window);
        shownLetters(m_window.get(), letters);
        const QString found = clashes(letters);
        EXPECT_TRUE(found.isEmpty())
            << language() << " tab " << static_cast<int>(v) << ": " << found.toStdString();
    }
}

// The Migration tab in both of its modes (a simulated target, a destination strategy loaded),
// merged to one card too: what each shows with the menu bar.
TEST_P(ChineseWidgets, TheMigrationTabInEveryModeHasNoAcceleratorOfTheMenuBarOrTwoAlike) {
    InspectorPanel* inspector = m_window->inspector();
    inspector->setView(InspectorPanel::View::Migration);
    TargetPanel* target = inspector->migration()->targetPanel();
    QRadioButton* simulate = nullptr;
    QRadioButton* load = nullptr;
    for (QRadioButton* r : target->findChildren<QRadioButton*>()) {
        (simulate ? load : simulate) = r;
    }
    ASSERT_NE(load, nullptr);
    QCheckBox* merge = nullptr;  // "&Merge to one card", "合并到单卡(&M)"
    for (QCheckBox* c : target->findChildren<QCheckBox*>()) {
        if (mnemonic(c->text()) == QLatin1Char('M')) {
            merge = c;
        }
    }
    ASSERT_NE(merge, nullptr);
    const auto check = [&](const char* mode) {
        QApplication::processEvents();
        Letters letters = menuBarLetters(*m_window);
        shownLetters(m_window.get(), letters);
        const QString found = clashes(letters);
        EXPECT_TRUE(found.isEmpty())
            << language() << " Migration tab, " << mode << ": " << found.toStdString();
    };
    simulate->setChecked(true);
    check("a simulated target");
    merge->setChecked(true);
    check("merged to one card");
    merge->setChecked(false);
    load->setChecked(true);
    check("a destination strategy");
    simulate->setChecked(true);
}

// The key dialog (an encrypted run without its key, then a wrong key: its error shown) and the
// choice among a MindFormers folder's runs.
TEST_P(ChineseWidgets, TheKeyDialogAndTheRunChoiceHaveNoTwoAcceleratorsAlike) {
    Error need;
    need.code = ErrorCode::Encrypted;
    need.message = "the checkpoint is encrypted";
    need.file = "rank_0/net.ckpt";
    KeyDialog key(QStringLiteral("demo-run"), need, m_window.get());
    key.show();
    key.accept();  // no key given: the dialog stays open and says so
    QApplication::processEvents();
    ASSERT_TRUE(key.errorLabel()->isVisible());
    Letters keyLetters;
    shownLetters(&key, keyLetters);
    EXPECT_TRUE(clashes(keyLetters).isEmpty())
        << language() << " key dialog: " << clashes(keyLetters).toStdString();
    key.reject();

    m_window->prompts()->chooseRunIn(m_dir.path(),
                                     {m_dir.filePath(QStringLiteral("checkpoint")).toStdString(),
                                      m_dir.filePath(QStringLiteral("transformed")).toStdString()});
    QApplication::processEvents();
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("chooseRunBox"));
    ASSERT_NE(box, nullptr);
    Letters boxLetters;
    shownLetters(box, boxLetters);
    EXPECT_TRUE(clashes(boxLetters).isEmpty())
        << language() << " run choice: " << clashes(boxLetters).toStdString();
    box->close();
}

TEST_P(ChineseWidgets, NoDialogHasTwoAcceleratorsAlike) {
    // A run of 8 ranks holding "w", as the window would hand it over.
    auto run = std::make_shared<RunDocument>();
    run->path = m_dir.path().toStdString();
    run->files.resize(8);
    run->params.emplace_back();
    run->params.back().name = "w";
    ExportDialog dialog(new ExportController(run), QStringLiteral("w"), m_window.get());
    dialog.show();
    auto* format = dialog.form()->findChild<QComboBox*>();
    ASSERT_NE(format, nullptr);
    for (QComboBox* box : dialog.form()->findChildren<QComboBox*>()) {
        if (box->count() >= 3 && box->itemText(0).contains(QStringLiteral("HDF5"))) {
            format = box;
        }
    }
    for (int i = 0; i < format->count(); ++i) {
        format->setCurrentIndex(i);
        QApplication::processEvents();
        Letters letters;
        shownLetters(&dialog, letters);
        const QString found = clashes(letters);
        EXPECT_TRUE(found.isEmpty())
            << language() << " export dialog, " << format->itemText(i).toStdString() << ": "
            << found.toStdString();
    }
    GuideDialog guide(m_window.get());
    guide.show();
    Letters letters;
    shownLetters(&guide, letters);
    EXPECT_TRUE(clashes(letters).isEmpty()) << language() << " guide";
}

INSTANTIATE_TEST_SUITE_P(Languages, ChineseWidgets, ::testing::Values(false, true),
                         [](const ::testing::TestParamInfo<bool>& param) {
                             return param.param ? std::string("Chinese") : std::string("English");
                         });

// The guide in Chinese: full-width punctuation, the glossary's words, and every tab named.
TEST(ChineseGuide, IsWrittenInChinese) {
    const QString english = GuideDialog::html();
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    const QString chinese = GuideDialog::html();
    const QStringList punctuation = halfWidthPunctuation(chinese);
    EXPECT_TRUE(punctuation.isEmpty())
        << "half-width at “" << punctuation.join(QStringLiteral("”, “")).toStdString() << "”";
    const QStringList glossary = glossaryViolations(english, chinese, glossaryRules());
    EXPECT_TRUE(glossary.isEmpty()) << glossary.join(QStringLiteral("; ")).toStdString();
    for (const char* tab :
         {"文件", "参数", "设备矩阵", "切片", "张量", "迁移", "加载诊断", "损失", "历史"}) {
        EXPECT_TRUE(chinese.contains(QStringLiteral("<b>%1</b>：").arg(QString::fromUtf8(tab))))
            << tab;
    }
    EXPECT_TRUE(english.contains(QStringLiteral("<li><b>History</b>: every step")));
    // Issue 34 #23: the resume recipe in the window, not only as a command line.
    EXPECT_TRUE(english.contains(QStringLiteral(
        "<li>Open the run folder and the History tab (Ctrl+9): it names the newest step")));
    EXPECT_TRUE(
        english.contains(QStringLiteral("Press “Use step” to show that step in every tab")));
    EXPECT_TRUE(chinese.contains(QStringLiteral("历史")));
}

// Issue 34 #23: the guide names every tab as the tab bar does, in both languages, with its
// keystroke (the Playground, Ctrl+0, was left out).
TEST(ChineseGuide, NamesEveryTabAsTheTabBarDoes) {
    for (const bool chinese : {false, true}) {
        std::unique_ptr<ChineseTranslation> zh;
        if (chinese) {
            zh = std::make_unique<ChineseTranslation>();
            ASSERT_TRUE(zh->loaded());
        }
        MainWindow panel;
        const QString guide = GuideDialog::html();
        QTabWidget* tabs = nullptr;
        for (QTabWidget* t : panel.findChildren<QTabWidget*>()) {
            tabs = tabs == nullptr || t->count() > tabs->count() ? t : tabs;
        }
        ASSERT_NE(tabs, nullptr);
        ASSERT_EQ(tabs->count(), 10);
        for (int i = 0; i < tabs->count(); ++i) {
            const QString name = tabs->tabText(i).remove(QLatin1Char('&'));
            EXPECT_TRUE(guide.contains(QStringLiteral("<li><b>%1</b>").arg(name)))
                << (chinese ? "Chinese" : "English") << " guide lacks the tab "
                << name.toStdString();
        }
    }
    EXPECT_TRUE(GuideDialog::html().contains(
        QStringLiteral("Ctrl+1 to Ctrl+9, then Ctrl+0, bring each tab to the front")));
}

// The Doctor tab as it shows a report in Chinese: the findings ("<b>title。</b>text") and the
// selected problem's details ("kind：diagnosis") read as Chinese.
TEST(ChineseDoctor, FindingsAndDetailsAreWrittenInChinese) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    QTemporaryDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), SynthConfig{}));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 800);
    window.show();
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.isIndexing(); }, kSettleMs));
    window.inspector()->setView(InspectorPanel::View::Doctor);
    DoctorView* view = window.inspector()->doctor();
    // The network of rank 0's stage with full shapes: rank 0's slices do not load into it.
    const QString path = dir.filePath(QStringLiteral("net.json"));
    ASSERT_TRUE(
        writeNetJson(window.inspector()->runDocument()->params, path, [](const ParamInfo& p) {
            return p.stage == 0 && !p.ranks.empty() && p.ranks.front() == 0;
        }));
    view->setNet(path);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !view->isChecking() && view->report(); }, kSettleMs));
    QStringList shown;
    for (QLabel* l : view->findChildren<QLabel*>()) {
        if (l->isVisibleTo(view) && !l->text().isEmpty()) {
            shown << l->text();
        }
    }
    for (QTextBrowser* b : view->findChildren<QTextBrowser*>()) {
        shown << b->toPlainText();
    }
    ASSERT_GE(shown.size(), 2);
    bool findingShown = false;
    for (const QString& text : shown) {
        findingShown = findingShown || text.contains(QStringLiteral("。</b>"));
        const QStringList bad = halfWidthPunctuation(text);
        EXPECT_TRUE(bad.isEmpty()) << text.toStdString() << "\nhalf-width at “"
                                   << bad.join(QStringLiteral("”, “")).toStdString() << "”";
        const QStringList spaces = spacesBetweenChinese(text);
        EXPECT_TRUE(spaces.isEmpty()) << text.toStdString() << "\na space between Chinese at “"
                                      << spaces.join(QStringLiteral("”, “")).toStdString() << "”";
        const QStringList code = codeNamesInChinese(text, codeNamesWrittenInChinese());
        EXPECT_TRUE(code.isEmpty()) << text.toStdString() << "\na code name as a word at “"
                                    << code.join(QStringLiteral("”, “")).toStdString() << "”";
    }
    EXPECT_TRUE(findingShown);
}
