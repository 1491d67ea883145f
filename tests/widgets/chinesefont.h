#pragma once

// The font the Chinese interface is drawn in: Noto Sans CJK SC first, as fontconfig gives it for
// a Chinese locale (its lines are taller than DejaVu Sans's: what crowded the Tensor and the
// Migration tabs at 1280x800, issue 36). The application font comes back when this goes.
#include <QApplication>
#include <QFont>
#include <QFontDatabase>

class ChineseFont {
public:
    ChineseFont() : m_font(QApplication::font()) {
        if (QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK SC"))) {
            QFont cjk = m_font;
            cjk.setFamilies({QStringLiteral("Noto Sans CJK SC"), m_font.family()});
            QApplication::setFont(cjk);
        }
    }
    ~ChineseFont() { QApplication::setFont(m_font); }
    ChineseFont(const ChineseFont&) = delete;
    ChineseFont& operator=(const ChineseFont&) = delete;

private:
    QFont m_font;
};
