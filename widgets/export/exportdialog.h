#pragma once

#include <QDialog>
#include <QPointer>
#include <QStringList>
#include <memory>
#include <optional>

#include "export/exportrequest.h"
#include "util/error.h"
#include "widgets/models/export/exportjob.h"

class ExportForm;
class ExportProgressPanel;
class QLabel;
class QProgressBar;
class QPushButton;

// File > Export: writes the open source (a checkpoint, or a run folder merged or one rank) to
// HDF5, safetensors or a NumPy .npy with the core exporter, in the background. The form is
// checked as it is edited, with Export disabled and the reason shown until it can run; while it
// runs the form is locked and a progress bar shows the tensor, bytes and speed; Cancel stops it
// (the exporter keeps no partial file) and closes the dialog only when nothing runs. A finished
// export shows what was written, with the exporter's notes, and can show its folder; closing it
// then accepts the dialog (exec() returns Accepted only when an export was written).
class ExportDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)

public:
    enum class State { Editing, Running, Done };

    // `source`: the open checkpoint or run folder; `strategy`: the run's strategy (empty: the one
    // beside its ranks); `ranks`: the run's rank count; `params`: every parameter name of the
    // source; `currentParam`: the one selected in the window, proposed for .npy.
    ExportDialog(const QString& source, const QString& strategy, bool run, int ranks,
                 const QStringList& params, const QString& currentParam, QWidget* parent = nullptr);
    ~ExportDialog() override;

    // The window's loaded source (its step, strategy and key): exported as it is, not opened
    // again. Without it the export opens `source`.
    void setRun(std::shared_ptr<const shardscope::RunDocument> run) { m_run = std::move(run); }
    ExportForm* form() const { return m_form; }
    shardscope::ExportRequest request() const;
    State state() const { return m_state; }
    bool isExporting() const { return m_state == State::Running; }
    const std::optional<shardscope::ExportResult>& exportResult() const { return m_result; }
    // The inline line under the form: what blocks Export, the failure, or a cancel.
    QString message() const;
    bool messageIsError() const { return m_messageIsError; }

    QPushButton* exportButton() const { return m_export; }
    QPushButton* closeButton() const { return m_close; }
    QPushButton* showInFolderButton() const { return m_showFolder; }
    QProgressBar* progressBar() const;
    QLabel* tensorLabel() const;
    QLabel* bytesLabel() const;
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* notesLabel() const { return m_notes; }

public Q_SLOTS:
    void startExport();
    void cancelExport();

Q_SIGNALS:
    void exported(const shardscope::ExportResult& result);

protected:
    void reject() override;
    void closeEvent(QCloseEvent* event) override;

private:
    void setState(State state);
    void updateValidity();
    void showMessage(const QString& text, bool error);
    void onProgress();
    void onFinished(const shardscope::ExportResult& result);
    void onFailed(const shardscope::Error& error);
    void onCancelled();
    void showInFolder();

    QString m_source;
    QString m_strategy;
    std::shared_ptr<const shardscope::RunDocument> m_run;
    State m_state = State::Editing;
    std::optional<shardscope::ExportResult> m_result;
    QString m_failure;  // the last run's error, shown until the form is edited
    bool m_messageIsError = false;
    bool m_closeWhenIdle = false;

    ExportForm* m_form;
    QLabel* m_message;
    ExportProgressPanel* m_running;
    QWidget* m_done;
    QLabel* m_summary;
    QLabel* m_files;
    QLabel* m_notes;
    QPushButton* m_showFolder;
    QPushButton* m_export;
    QPushButton* m_close;
    ExportJob* m_job;
};
