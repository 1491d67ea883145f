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

ExportDialog::ExportDialog(const QString& source, const QString& strategy, bool run, int ranks,
                           const QStringList& params, const QString& currentParam, QWidget* parent)
    : QDialog(parent),
      m_source(source),
      m_strategy(strategy),
      m_form(new ExportForm(source, run, ranks, params, currentParam, this)),
      m_message(wrappedLabel(this)),
      m_running(new ExportProgressPanel(this)),
      m_done(new QWidget(this)),
      m_summary(wrappedLabel(m_done)),
      m_files(wrappedLabel(m_done)),
      m_notes(wrappedLabel(m_done)),
      m_showFolder(new QPushButton(tr("&Show in folder"), m_done)),
      m_export(new QPushButton(tr("&Export"), this)),
      m_close(new QPushButton(tr("Cancel"), this)),
      m_job(new ExportJob(this)) {
    m_job->onResult([this](const ExportResult& result) { onFinished(result); });
    connect(m_job, &JobBase::progressChanged, this, &ExportDialog::onProgress);
    connect(m_job, &JobBase::failed, this, &ExportDialog::onFailed);
    connect(m_job, &JobBase::stopped, this, &ExportDialog::onCancelled);
    setWindowTitle(tr("Export"));
    auto* sourceLine = new QLabel(this);
    const QString sourceText = QDir::toNativeSeparators(source);
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
        m_failure.clear();
        updateValidity();
    });
    connect(m_export, &QPushButton::clicked, this, &ExportDialog::startExport);
    connect(m_close, &QPushButton::clicked, this, &ExportDialog::reject);
    connect(m_showFolder, &QPushButton::clicked, this, &ExportDialog::showInFolder);
    setState(State::Editing);
    resize(sizeHint().expandedTo(QSize(660, 0)));
}

ExportDialog::~ExportDialog() = default;  // m_job's destructor waits for the exporter

ExportRequest ExportDialog::request() const {
    ExportRequest request;
    request.source = m_source.toStdString();
    request.strategy = m_strategy.toStdString();
    request.loaded = m_run;
    m_form->fill(request);
    return request;
}

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

void ExportDialog::setState(State state) {
    m_state = state;
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
    if (m_state != State::Editing) {
        m_export->setEnabled(false);
        if (m_state == State::Done) {
            showMessage(QString(), false);
        }
        return;
    }
    const QString problem = m_form->problem();
    m_export->setEnabled(problem.isEmpty());
    if (!m_failure.isEmpty()) {
        showMessage(m_failure, true);
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
    if (m_state != State::Editing || !m_form->problem().isEmpty()) {
        return;
    }
    m_failure.clear();
    m_result.reset();
    m_running->reset();
    setState(State::Running);
    showMessage(QString(), false);
    m_close->setFocus();
    ::startExport(*m_job, request());
}

void ExportDialog::cancelExport() {
    if (m_state != State::Running) {
        return;
    }
    m_job->cancel();
    m_close->setEnabled(false);
    m_running->showCancelling();
}

void ExportDialog::reject() {
    if (m_state == State::Running) {
        cancelExport();
        return;
    }
    // Closing after a finished export: exec() tells the caller that something was written.
    if (m_state == State::Done) {
        QDialog::accept();
        return;
    }
    QDialog::reject();
}

void ExportDialog::closeEvent(QCloseEvent* event) {
    if (m_state == State::Running) {
        // Closing the window while it writes: stop, and go once the partial file is gone.
        m_closeWhenIdle = true;
        cancelExport();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void ExportDialog::onProgress() {
    if (m_job->isCancelling()) {
        return;
    }
    m_running->showProgress(m_job->progress(), m_job->unitsPerSecond(), m_job->secondsLeft());
}

void ExportDialog::onFinished(const ExportResult& result) {
    const double seconds = m_job->seconds();
    m_result = result;
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
    setState(State::Done);
    Q_EMIT exported(result);
    if (m_closeWhenIdle) {
        done(QDialog::Accepted);
    }
}

void ExportDialog::onFailed(const Error& error) {
    // ErrorText's title for Io speaks of reading; here the core's detail says what failed.
    m_failure = error.code == ErrorCode::Io
                    ? tr("The export failed: %1").arg(ErrorText::detail(error))
                    : tr("The export failed. %1").arg(ErrorText::text(error));
    setState(State::Editing);
    if (m_closeWhenIdle) {
        done(QDialog::Rejected);
    }
}

void ExportDialog::onCancelled() {
    setState(State::Editing);
    showMessage(tr("Cancelled. No partial file was kept."), false);
    if (m_closeWhenIdle) {
        done(QDialog::Rejected);
    }
}

void ExportDialog::showInFolder() {
    if (!m_result || m_result->files.empty()) {
        return;
    }
    const QFileInfo file(QString::fromStdString(m_result->files.front()));
    QDesktopServices::openUrl(QUrl::fromLocalFile(file.absolutePath()));
}
