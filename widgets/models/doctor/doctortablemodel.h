#pragma once

#include <QAbstractTableModel>
#include <QIcon>
#include <memory>

#include "doctor/doctorreport.h"

// One row per parameter the doctor found a problem with, in the network's order.
class DoctorTableModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorTableModel)

public:
    enum Column {
        NameColumn,
        KindColumn,
        NetShapeColumn,
        CkptShapeColumn,
        DiagnosisColumn,
        ColumnCount
    };
    enum Role { ErrorRole = Qt::UserRole + 1 };  // bool: blocks the load (else a warning)

    explicit DoctorTableModel(QObject* parent = nullptr);

    void setReport(std::shared_ptr<const shardscope::DoctorReport> report);
    const std::shared_ptr<const shardscope::DoctorReport>& report() const { return m_report; }
    const shardscope::DoctorProblem* problem(int row) const;
    void setIcons(QIcon error, QIcon warning);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const shardscope::DoctorReport> m_report;
    QIcon m_error;
    QIcon m_warning;
};
