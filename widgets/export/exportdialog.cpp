#include "widgets/export/exportdialog.h"

#include <QCloseEvent>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

#include "widgets/export/exportform.h"
#include "widgets/export/exportprogresspanel.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/export/exportcontroller.h"
#include "widgets/models/export/exporttext.h"

using namespace shardscope;

namespace {

constexpr size_t kMaxFilesListed = 6;

QLabel* wrappedLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

}  // namespace

ExportDialog::ExportDialog(ExportController* controller, const QString& currentParam,
                           QWidget* parent)
    : QDialog(parent),
      m_controller(controller),
      m_form(new ExportForm(controller->source(), controller->isRunFolder(), controller->ranks(),
                            controller->paramNames(), currentParam, this)),
      m_message(wrappedLabel(this)),
      m_running(new ExportProgressPanel(this)),
      m_done(new QWidget(this)),
      m_summary(wrappedLabel(m_done)),
      m_files(wrappedLabel(m_done)),
      m_notes(wrappedLabel(m_done)),
      m_showFolder(new QPushButton(tr("&Show in folder"), m_done)),
      m_export(new QPushButton(tr("&Export"), this)),
      m_close(new QPushButton(tr("Cancel"), this)) {
    if (m_controller->parent() == nullptr) {
        m_controller->setParent(this);
    }
    connect(m_controller, &ExportController::stateChanged, this, &ExportDialog::showState);
    connect(m_controller, &ExportController::progressChanged, this,
            [this](const ExportController::Progress& p) {
                m_running->showProgress(p.progress, p.bytesPerSecond, p.secondsLeft);
            });
    connect(m_controller, &ExportController::finished, this, &ExportDialog::showResult);
    connect(m_controller, &ExportController::failed, this, [this] {
        if (m_closeWhenIdle) {
            done(QDialog::Rejected);
        }
    });
    connect(m_controller, &ExportController::cancelled, this, [this] {
        showMessage(tr("Cancelled. No partial file was kept."), false);
        if (m_closeWhenIdle) {
            done(QDialog::Rejected);
        }
    });
    setWindowTitle(tr("Export"));
    auto* sourceLine = new QLabel(this);
    const QString sourceText = QDir::toNativeSeparators(m_controller->source());
    sourceLine->setText(
        tr("Source: %1").arg(fontMetrics().elidedText(sourceText, Qt::ElideMiddle, 520)));
    sourceLine->setToolTip(sourceText);
    m_message->setObjectName(QStringLiteral("exportMessage"));
    m_message->setContentsMargins(8, 4, 8, 4);

    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_files, 1);
    folderRow->addWidget(m_showFolder, 0, Qt::AlignTop);
    auto* doneLayout = new QVBoxLayout(m_done);
    doneLayout->setContentsMargins(0, 0, 0, 0);
    doneLayout->addWidget(m_summary);
    doneLayout->addLayout(folderRow);
    doneLayout->addWidget(m_notes);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_export, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    m_export->setDefault(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(sourceLine);
    layout->addWidget(m_form);
    layout->addWidget(m_message);
    layout->addWidget(m_running);
    layout->addWidget(m_done);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_form, &ExportForm::changed, this, [this] {
        m_controller->clearFailure();
        updateValidity();
    });
    connect(m_export, &QPushButton::clicked, this, &ExportDialog::startExport);
    connect(m_close, &QPushButton::clicked, this, &ExportDialog::reject);
    connect(m_showFolder, &QPushButton::clicked, this, &ExportDialog::showInFolder);
    showState();
    resize(sizeHint().expandedTo(QSize(660, 0)));
}

// The controller (this dialog's, or one handed in) waits for a running exporter when destroyed.
ExportDialog::~ExportDialog() = default;

QProgressBar* ExportDialog::progressBar() const {
    return m_running->progressBar();
}

QLabel* ExportDialog::tensorLabel() const {
    return m_running->tensorLine();
}

QLabel* ExportDialog::bytesLabel() const {
    return m_running->bytesLine();
}

QString ExportDialog::message() const {
    return m_message->isHidden() ? QString() : m_message->text();
}

void ExportDialog::showState() {
    using State = ExportController::State;
    const State state = m_controller->state();
    m_form->setEnabled(state == State::Editing);
    m_running->setVisible(state == State::Running);
    m_done->setVisible(state == State::Done);
    m_export->setVisible(state != State::Done);
    m_close->setText(state == State::Done ? tr("Close") : tr("Cancel"));
    m_close->setEnabled(true);
    if (state == State::Done) {
        m_close->setDefault(true);
        m_close->setFocus();
    } else {
        m_export->setDefault(true);
    }
    updateValidity();
}

void ExportDialog::updateValidity() {
    using State = ExportController::State;
    if (m_controller->state() != State::Editing) {
        m_export->setEnabled(false);
        if (m_controller->state() == State::Done) {
            showMessage(QString(), false);
        }
        return;
    }
    const QString problem = m_form->problem();
    m_export->setEnabled(problem.isEmpty());
    if (const std::optional<Error>& error = m_controller->failure()) {
        // ErrorText's title for Io speaks of reading; here the core's detail says what failed.
        showMessage(error->code == ErrorCode::Io
                        ? tr("The export failed: %1").arg(ErrorText::detail(*error))
                        : tr("The export failed. %1").arg(ErrorText::text(*error)),
                    true);
    } else {
        showMessage(problem.isEmpty() ? m_form->hint() : problem, false);
    }
}

void ExportDialog::showMessage(const QString& text, bool error) {
    m_messageIsError = error && !text.isEmpty();
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setStyleSheet(
        m_messageIsError ? QStringLiteral("#exportMessage { background: #fdecea; color: #58151c;"
                                          " border: 1px solid #f1aeb5; border-radius: 4px; }")
                         : QString());
}

void ExportDialog::startExport() {
    if (m_controller->state() != ExportController::State::Editing || !m_form->problem().isEmpty()) {
        return;
    }
    m_running->reset();
    ExportRequest options;
    m_form->fill(options);
    m_controller->start(options);
    showMessage(QString(), false);
    m_close->setFocus();
}

void ExportDialog::cancelExport() {
    if (m_controller->state() != ExportController::State::Running) {
        return;
    }
    m_close->setEnabled(false);
    m_running->showCancelling();
    m_controller->cancel();
}

void ExportDialog::reject() {
    if (m_controller->state() == ExportController::State::Running) {
        cancelExport();
        return;
    }
    // Closing after a finished export: exec() tells the caller that something was written.
    if (m_controller->state() == ExportController::State::Done) {
        QDialog::accept();
        return;
    }
    QDialog::reject();
}

void ExportDialog::closeEvent(QCloseEvent* event) {
    if (m_controller->state() == ExportController::State::Running) {
        // Closing the window while it writes: stop, and go once the partial file is gone.
        m_closeWhenIdle = true;
        cancelExport();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void ExportDialog::showResult(const ExportResult& result, double seconds) {
    m_summary->setText(ExportText::summary(result, seconds));
    QStringList names;
    for (size_t i = 0; i < result.files.size() && i < kMaxFilesListed; ++i) {
        names << QFileInfo(QString::fromStdString(result.files[i])).fileName();
    }
    if (result.files.size() > kMaxFilesListed) {
        names << tr("… and %1 more").arg(result.files.size() - kMaxFilesListed);
    }
    const QString folder =
        result.files.empty()
            ? QString()
            : QFileInfo(QString::fromStdString(result.files.front())).absolutePath();
    m_files->setText(tr("In %1:").arg(QDir::toNativeSeparators(folder)) + QLatin1Char('\n') +
                     names.join(QLatin1Char('\n')));
    m_showFolder->setEnabled(!folder.isEmpty());
    QStringList notes = ExportText::noteLines(result.notes);
    for (QString& note : notes) {
        note.prepend(QStringLiteral("•  "));
    }
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    Q_EMIT exported(result);
    if (m_closeWhenIdle) {
        done(QDialog::Accepted);
    }
}

void ExportDialog::showInFolder() {
    const std::optional<ExportResult>& result = m_controller->result();
    if (!result || result->files.empty()) {
        return;
    }
    const QFileInfo file(QString::fromStdString(result->files.front()));
    QDesktopServices::openUrl(QUrl::fromLocalFile(file.absolutePath()));
}
