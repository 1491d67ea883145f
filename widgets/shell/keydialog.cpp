#include "widgets/shell/keydialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/models/common/errortext.h"

using namespace shardscope;

KeyDialog::KeyDialog(const QString& target, const Error& need, QWidget* parent)
    : QDialog(parent),
      m_reason(new QLabel(this)),
      m_file(new QLineEdit(this)),
      m_fileHex(new QCheckBox(tr("The file holds hexadecimal digits"), this)),
      m_hex(new QLineEdit(this)),
      m_mode(new QComboBox(this)),
      m_error(new QLabel(this)) {
    setWindowTitle(tr("Key for %1").arg(target));
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reason->setText(tr("%1 needs a key to be read.\n%2").arg(target, ErrorText::text(need)));

    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    m_file->setPlaceholderText(tr("the enc_key the checkpoints were saved with"));
    m_hex->setEchoMode(QLineEdit::Password);
    m_hex->setPlaceholderText(tr("or type the key as hexadecimal digits"));
    m_mode->addItem(tr("As the file says"), static_cast<int>(EncryptionMode::None));
    for (const EncryptionMode mode :
         {EncryptionMode::AesGcm, EncryptionMode::AesCbc, EncryptionMode::Sm4Cbc}) {
        m_mode->addItem(QString::fromLatin1(encryptionModeName(mode)), static_cast<int>(mode));
    }
    m_mode->setToolTip(
        tr("MindSpore's enc_mode. Files of MindSpore 1.x do not say whether they are AES-GCM or "
           "AES-CBC: choose it for them."));

    auto* form = new QFormLayout;
    form->addRow(tr("Key file:"), fileRow);
    form->addRow(QString(), m_fileHex);
    form->addRow(tr("Key (hexadecimal):"), m_hex);
    form->addRow(tr("Mode:"), m_mode);

    auto* note = new QLabel(
        tr("The key stays in memory while ShardScope runs: it is never saved, logged or shown."),
        this);
    note->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("keyError"));
    m_error->setStyleSheet(QStringLiteral(
        "#keyError { background: #fdecea; color: #58151c; border-radius: 3px; padding: 4px; }"));
    m_error->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Open with This Key"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_reason);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &KeyDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &KeyDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &KeyDialog::reject);
    resize(sizeHint().expandedTo(QSize(520, 0)));
}

KeyDialog::~KeyDialog() {
    m_hex->clear();
}

void KeyDialog::browse() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Key file"), m_file->text());
    if (!path.isEmpty()) {
        m_file->setText(path);
    }
}

void KeyDialog::showProblem(const QString& text) {
    m_error->setText(text);
    m_error->show();
}

void KeyDialog::accept() {
    const auto mode = static_cast<EncryptionMode>(m_mode->currentData().toInt());
    Result<CheckpointKeyRef> key = CheckpointKeyRef{};
    if (!m_hex->text().isEmpty()) {
        key = makeCheckpointKey(m_hex->text().toStdString(), KeyEncoding::Hex, mode);
    } else if (!m_file->text().trimmed().isEmpty()) {
        key = readCheckpointKeyFile(m_file->text().trimmed().toStdString(),
                                    m_fileHex->isChecked() ? KeyEncoding::Hex : KeyEncoding::Raw,
                                    mode);
    } else {
        showProblem(tr("Choose a key file or type the key."));
        return;
    }
    if (!key) {
        showProblem(ErrorText::text(key.error()));
        return;
    }
    m_key = std::move(*key);
    m_hex->clear();
    QDialog::accept();
}
