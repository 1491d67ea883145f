#pragma once

#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <memory>

#include "doctor/doctor.h"
#include "inspect/rundocument.h"
#include "widgets/models/common/jobrunner.h"

class DoctorTableModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;
class QTextBrowser;
class QUrl;
class SliceView;

// Would the open checkpoint load into a network? Pick the network side (a NET.json written from
// net.parameters_and_names(), a destination strategy in JSON, or another checkpoint); every
// parameter that would fail is listed with MindSpore's exact message, the diagnosis and the fix,
// and the selected one's slices are drawn beside it.
class DoctorView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorView)

public:
    enum class NetKind { NetJson, Strategy, Checkpoint };

    explicit DoctorView(QWidget* parent = nullptr);

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    // Which kind of file `path` is: a NET.json, a JSON strategy, or a checkpoint.
    static NetKind detectNetKind(const QString& path);
    void setNet(const QString& path);
    void setStrict(bool strict);
    // Loads with remove_redundancy=True, as `doctor --remove-redundancy` does.
    void setRemoveRedundancy(bool on);
    void setRank(int rank);  // the run's rank file to load, and the network strategy's view
    bool isChecking() const;
    std::shared_ptr<const shardscope::DoctorReport> report() const { return m_report; }
    DoctorTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QString summaryText() const;
    QString detailsText() const;
    QTextBrowser* details() const { return m_details; }

Q_SIGNALS:
    void checked();  // a report (or an error) arrived, or there was nothing to check
    void paramRequested(const QString& name);
    // The selected problem's fix converts the run: the Migration tab preset with its target
    // (`strategy`; empty: merge to one card) and destination folder.
    void migrationRequested(const QString& strategy, const QString& folder);

private:
    void check();
    void onReport(std::shared_ptr<const shardscope::DoctorReport> report);
    void onFailed(const shardscope::Error& error);
    void showProblem(int row);
    void openLink(const QUrl& url);  // "migration:ROW": the fix's conversion on the Migration tab
    void browse();
    // The short columns as wide as their header and contents, the names what is left beside a
    // diagnosis column still in sight; again whenever the table's width changes.
    void fitColumns();
    bool eventFilter(QObject* watched, QEvent* event) override;

    std::shared_ptr<const shardscope::RunDocument> m_run;
    std::shared_ptr<const shardscope::DoctorReport> m_report;
    QTimer m_debounce;

    QComboBox* m_kind;
    QLineEdit* m_net;
    QSpinBox* m_rank;
    QCheckBox* m_strict;
    QCheckBox* m_removeRedundancy;
    QLabel* m_summary;
    QLabel* m_findings;
    DoctorTableModel* m_model;
    QTableView* m_table;
    QTextBrowser* m_details;
    SliceView* m_slices;
    JobRunner<std::shared_ptr<const shardscope::DoctorReport>>* m_job;
};
