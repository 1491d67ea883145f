#pragma once

#include <QDialog>

#include "export/exportrequest.h"

class ExportController;
class ExportForm;
class ExportProgressPanel;
class QLabel;
class QProgressBar;
class QPushButton;

// File > Export: writes the open source (a checkpoint, or a run folder merged or one rank) to
// HDF5, safetensors or a NumPy .npy with the core exporter, in the background (the work is its
// ExportController's). The form is
// checked as it is edited, with Export disabled and the reason shown until it can run; while it
// runs the form is locked and a progress bar shows the tensor, bytes and speed; Cancel stops it
// (the exporter keeps no partial file) and closes the dialog only when nothing runs. A finished
// export shows what was written, with the exporter's notes, and can show its folder; closing it
// then accepts the dialog (exec() returns Accepted only when an export was written).
class ExportDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)

public:
    // Binds to `controller` (the window's loaded source and the export's work); a controller
    // without a parent becomes the dialog's. `currentParam`: the parameter selected in the
    // window, proposed for .npy.
    ExportDialog(ExportController* controller, const QString& currentParam,
                 QWidget* parent = nullptr);
    ~ExportDialog() override;

    ExportController* controller() const { return m_controller; }
    ExportForm* form() const { return m_form; }
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
    void showState();
    void updateValidity();
    void showMessage(const QString& text, bool error);
    void showResult(const shardscope::ExportResult& result, double seconds);
    void showInFolder();

    ExportController* m_controller;
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
};
