#pragma once

#include <QDialog>

#include "formats/checkpointkey.h"
#include "util/error.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

// Asks for the key of an encrypted checkpoint (MindSpore's dec_key) when a file or a run needs
// one: says which file needs it and why (no key given, a wrong key, an r1.x file whose mode its
// magic does not tell), and takes a key file (its bytes as they are, or hexadecimal digits) or
// the key typed in hexadecimal, with the mode when the file does not tell. The key is kept in
// memory only (OpenOptions::setKeyFor): never in the settings, the recent list, logs or summaries.
class KeyDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyDialog)

public:
    // `target`: the run or file as the window names it; `need`: why it asks (the run document's
    // keyError, or the error that opening the file gave).
    KeyDialog(const QString& target, const shardscope::Error& need, QWidget* parent = nullptr);
    ~KeyDialog() override;

    // The key made on accept(); null before.
    shardscope::CheckpointKeyRef key() const { return m_key; }

    QLabel* reasonLabel() const { return m_reason; }
    QLineEdit* keyFileEdit() const { return m_file; }
    QCheckBox* fileHexBox() const { return m_fileHex; }
    QLineEdit* hexEdit() const { return m_hex; }
    QComboBox* modeBox() const { return m_mode; }
    QLabel* errorLabel() const { return m_error; }

public Q_SLOTS:
    // Makes the key from the fields; stays open, saying why, when it cannot.
    void accept() override;

private:
    void browse();
    void showProblem(const QString& text);

    QLabel* m_reason;
    QLineEdit* m_file;
    QCheckBox* m_fileHex;
    QLineEdit* m_hex;
    QComboBox* m_mode;
    QLabel* m_error;
    shardscope::CheckpointKeyRef m_key;
};
