#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;

// An inline, dismissible bar above the tree for paths that could not be opened: failures are
// news, not modal dialogs. Keeps the last few messages, newest last.
class MessageBar final : public QFrame {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageBar)

public:
    static constexpr int kMaxMessages = 4;

    explicit MessageBar(QWidget* parent = nullptr);

    void showError(const QString& title, const QString& detail);
    void clearMessages();
    QString text() const;  // plain text of the messages shown, one per line
    int messageCount() const { return static_cast<int>(m_messages.size()); }

private:
    QStringList m_plain;
    QStringList m_messages;  // rich text
    QLabel* m_text;
};
