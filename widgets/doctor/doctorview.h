#pragma once

#include <QWidget>
#include <memory>

#include "doctor/doctorreport.h"
#include "inspect/rundocument.h"
#include "widgets/models/doctor/doctorcontroller.h"

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
// and the selected one's slices are drawn beside it. The check is its DoctorController's (its own
// unless one is handed in); the view binds to it.
class DoctorView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorView)

public:
    using NetKind = DoctorController::NetKind;

    explicit DoctorView(QWidget* parent = nullptr);
    explicit DoctorView(DoctorController* controller, QWidget* parent = nullptr);

    DoctorController* controller() const { return m_controller; }
    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    // Which kind of file `path` is (DoctorController::detectNetKind).
    static NetKind detectNetKind(const QString& path);
    // As the user would: the boxes change, and the controller with them.
    void setNet(const QString& path);
    void setStrict(bool strict);
    void setRemoveRedundancy(bool on);
    void setRank(int rank);
    bool isChecking() const;
    std::shared_ptr<const shardscope::DoctorReport> report() const;
    DoctorTableModel* model() const;
    QTableView* table() const { return m_table; }
    QString summaryText() const;
    QString detailsText() const;
    QTextBrowser* details() const { return m_details; }
    // The least height at `width` (its labels wrapped there), not the preferred one: the tab's
    // scroll area takes this for the page's least and scrolls only below it.
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void checked();  // a report (or an error) arrived, or there was nothing to check
    void paramRequested(const QString& name);
    // The selected problem's fix converts the run: the Migration tab preset with its target
    // (`strategy`; empty: merge to one card) and destination folder.
    void migrationRequested(const QString& strategy, const QString& folder);

private:
    QLayout* inputsRow();
    void bindController();
    void showRun();
    void showReport();
    void showFailure(const shardscope::Error& error);
    void showProblem(int row);
    void openLink(const QUrl& url);  // "migration:ROW": the fix's conversion on the Migration tab
    void browse();
    // The short columns as wide as their header and contents, the names what is left beside a
    // diagnosis column still in sight; again whenever the table's width changes.
    void fitColumns();
    bool eventFilter(QObject* watched, QEvent* event) override;

    DoctorController* m_controller;
    QComboBox* m_kind;
    QLineEdit* m_net;
    QSpinBox* m_rank;
    QCheckBox* m_strict;
    QCheckBox* m_removeRedundancy;
    QLabel* m_summary;
    QLabel* m_findings;
    QTableView* m_table;
    QTextBrowser* m_details;
    SliceView* m_slices;
    std::weak_ptr<const shardscope::RunDocument> m_shownRun;  // the run showRun() last saw
};
