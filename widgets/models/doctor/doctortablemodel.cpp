#include "widgets/models/doctor/doctortablemodel.h"

#include "widgets/models/doctor/doctortext.h"

using namespace shardscope;

DoctorTableModel::DoctorTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void DoctorTableModel::setReport(std::shared_ptr<const DoctorReport> report) {
    beginResetModel();
    m_report = std::move(report);
    endResetModel();
}

void DoctorTableModel::setIcons(QIcon error, QIcon warning) {
    m_error = std::move(error);
    m_warning = std::move(warning);
}

const DoctorProblem* DoctorTableModel::problem(int row) const {
    if (!m_report || row < 0 || row >= static_cast<int>(m_report->problems.size())) {
        return nullptr;
    }
    return &m_report->problems[static_cast<size_t>(row)];
}

int DoctorTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_report ? 0 : static_cast<int>(m_report->problems.size());
}

int DoctorTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DoctorTableModel::data(const QModelIndex& index, int role) const {
    const DoctorProblem* p = index.isValid() ? problem(index.row()) : nullptr;
    if (!p) {
        return {};
    }
    const bool error = p->severity == Severity::Error;
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case NameColumn:
                    return QString::fromStdString(p->name);
                case KindColumn:
                    return DoctorText::kindText(p->kind);
                case NetShapeColumn:
                    return p->netShape.empty() && p->kind == ProblemKind::Missing
                               ? QString()
                               : DoctorText::shapeText(p->netShape);
                case CkptShapeColumn:
                    return p->ckptName.empty() && p->ckptShape.empty()
                               ? QStringLiteral("—")
                               : DoctorText::shapeText(p->ckptShape);
                case DiagnosisColumn:
                    return DoctorText::shortDiagnosis(*p);
                default:
                    return {};
            }
        case Qt::DecorationRole:
            return index.column() == NameColumn ? QVariant(error ? m_error : m_warning)
                                                : QVariant();
        case Qt::ToolTipRole:
            // What a cut cell leaves out: the whole name, the whole diagnosis.
            switch (index.column()) {
                case NameColumn:
                    return QString::fromStdString(p->name);
                case DiagnosisColumn:
                    return DoctorText::diagnosisText(p->diagnosis);
                default:
                    return {};
            }
        case ErrorRole:
            return error;
        default:
            return {};
    }
}

QVariant DoctorTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
        case NameColumn:
            return tr("Parameter");
        case KindColumn:
            return tr("Problem");
        case NetShapeColumn:
            return tr("Network");
        case CkptShapeColumn:
            return tr("Checkpoint");
        case DiagnosisColumn:
            return tr("Diagnosis");
        default:
            return {};
    }
}
