// The Chinese window shows no box for a missing glyph: every piece of text any widget paints
// (labels, menus, headers, table cells, the painted views) is recorded by a paint engine and
// laid out again with the font it was painted in; a glyph index of 0 is the "missing" box.
#include <gtest/gtest.h>

#include <QApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>

#include "chinesetranslation.h"
#include "synth/synthrun.h"
#include "testhome.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

namespace {

struct PaintedText {
    QString text;
    QFont font;
};

class TextRecorder : public QPaintEngine {
public:
    TextRecorder() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawTextItem(const QPointF&, const QTextItem& item) override {
        texts.push_back({item.text(), item.font()});
    }
    Type type() const override { return QPaintEngine::User; }

    std::vector<PaintedText> texts;
};

class RecordingDevice : public QPaintDevice {
public:
    explicit RecordingDevice(QSize size) : m_size(size) {}
    QPaintEngine* paintEngine() const override { return &m_engine; }
    const std::vector<PaintedText>& texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric m) const override {
        switch (m) {
            case PdmWidth:
                return m_size.width();
            case PdmHeight:
                return m_size.height();
            case PdmDepth:
                return 32;
            case PdmDpiX:
            case PdmDpiY:
            case PdmPhysicalDpiX:
            case PdmPhysicalDpiY:
                return 96;
            case PdmDevicePixelRatio:
                return 1;
            case PdmDevicePixelRatioScaled:
                return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
            default:
                return QPaintDevice::metric(m);
        }
    }

private:
    QSize m_size;
    mutable TextRecorder m_engine;
};

bool hasGlyph(QChar c, const QFont& font) {
    QTextLayout layout(QString(c), font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    for (const QGlyphRun& run : layout.glyphRuns()) {
        for (const quint32 glyph : run.glyphIndexes()) {
            if (glyph == 0) {
                return false;
            }
        }
    }
    return true;
}

// The characters of `text` that `font` (with Qt's fallback fonts) has no glyph for.
QString missingGlyphs(const QString& text, const QFont& font) {
    QString missing;
    for (qsizetype i = 0; i < text.size(); ++i) {
        QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size()) {
            // One layout per code point: a surrogate pair is laid out whole.
            const QString pair = text.mid(i, 2);
            ++i;
            QTextLayout layout(pair, font);
            layout.beginLayout();
            layout.createLine();
            layout.endLayout();
            for (const QGlyphRun& run : layout.glyphRuns()) {
                if (run.glyphIndexes().contains(0u)) {
                    missing += pair;
                }
            }
            continue;
        }
        if (!c.isSpace() && c.category() != QChar::Other_Format && !hasGlyph(c, font)) {
            missing += c;
        }
    }
    return missing;
}

std::vector<PaintedText> paintedTexts(QWidget& window) {
    RecordingDevice device(window.size());
    QPainter painter(&device);
    window.render(&painter);
    painter.end();
    return device.texts();
}

}  // namespace

TEST(Glyphs, TheCheckFindsACharacterNoFontHas) {
    EXPECT_EQ(missingGlyphs(QStringLiteral("ok \U0010FFFD"), QApplication::font()),
              QStringLiteral("\U0010FFFD"));
    EXPECT_TRUE(missingGlyphs(QStringLiteral("张量 tensor"), QApplication::font()).isEmpty());
}

TEST(Glyphs, EveryViewOfTheChineseWindowHasEveryGlyph) {
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    QTemporaryDir dir;
    ASSERT_TRUE(shardscope::writeSynthRun(dir.path().toStdString(), {}));
    MainWindow window;
    window.setRecordRecentFiles(false);
    window.resize(1280, 860);
    window.show();
    window.openPath(dir.path());
    ASSERT_TRUE(QTest::qWaitFor([&window] { return !window.isIndexing(); }, kSettleMs));
    InspectorPanel* panel = window.inspector();
    ASSERT_TRUE(panel->selectParam(QStringLiteral("backbone.blocks.0.attention.dense1.weight")));

    int chinese = 0;
    for (auto view : {InspectorPanel::View::Files, InspectorPanel::View::Parameters,
                      InspectorPanel::View::Matrix, InspectorPanel::View::Slices,
                      InspectorPanel::View::Tensor}) {
        panel->setView(view);
        QTest::qWait(50);
        const std::vector<PaintedText> texts = paintedTexts(window);
        EXPECT_GT(texts.size(), 20u) << "view " << static_cast<int>(view);
        for (const PaintedText& t : texts) {
            EXPECT_TRUE(missingGlyphs(t.text, t.font).isEmpty())
                << "view " << static_cast<int>(view) << ": \"" << t.text.toStdString() << "\" in "
                << t.font.family().toStdString();
            for (const QChar c : t.text) {
                chinese += c.script() == QChar::Script_Han ? 1 : 0;
            }
        }
    }
    // The check ran over Chinese text, not over an untranslated window.
    EXPECT_GT(chinese, 200);
}
