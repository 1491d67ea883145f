#pragma once

#include <QCoreApplication>
#include <QTranslator>
#include "testpaths.h"

// Installs the Chinese translation for one test and takes it away again.
class ChineseTranslation {
public:
    ChineseTranslation() {
        m_loaded = m_translator.load(QStringLiteral("shardscope_zh_CN"),
                                     QString::fromUtf8(SHARDSCOPE_QM_DIR));
        if (m_loaded) {
            QCoreApplication::installTranslator(&m_translator);
        }
    }
    ~ChineseTranslation() { QCoreApplication::removeTranslator(&m_translator); }
    bool loaded() const { return m_loaded; }
    const QTranslator& translator() const { return m_translator; }

private:
    QTranslator m_translator;
    bool m_loaded = false;
};
