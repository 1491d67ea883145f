#pragma once

#include <QCoreApplication>
#include <QGroupBox>
#include <array>

#include "export/exportrequest.h"

class QCheckBox;
class QFormLayout;
class QLabel;
class QSpinBox;

// The Export dialog's options box: one page per format, only the chosen format's shown (hidden
// pages take no room). HDF5: a float32 copy of BFloat16 tensors and the compression level;
// safetensors: the largest part and MindSpore's CRC; .npy: BFloat16 values as float32. Its words
// are the form's (translation context ExportForm).
class ExportOptions final : public QGroupBox {
    Q_DECLARE_TR_FUNCTIONS(ExportForm)

public:
    explicit ExportOptions(QWidget* parent);

    // The pages, created after the form's other inputs so that Tab reaches them last.
    void addPages();
    // The page of the format at `index` (ExportFormat order) shown, the others hidden.
    void showPage(int index);
    // The chosen format's options.
    void fill(shardscope::ExportRequest& request, shardscope::ExportFormat format) const;

    QCheckBox* float32Box() const { return m_float32; }
    QSpinBox* compressionBox() const { return m_compression; }
    QSpinBox* partSizeBox() const { return m_partMiB; }
    QCheckBox* crcBox() const { return m_crc; }
    QCheckBox* npyFloat32Box() const { return m_npyFloat32; }

    // The form's rows: long labels (German, Russian) move above their field.
    static QFormLayout* formLayout();
    // A label for `buddy` beside it (its mnemonic focuses the buddy).
    static QLabel* buddyLabel(const QString& text, QWidget* buddy);

private:
    QWidget* makeHdf5Page();
    QWidget* makeSafetensorsPage();
    QWidget* makeNpyPage();

    std::array<QWidget*, 3> m_pages{};  // by ExportFormat
    QCheckBox* m_float32 = nullptr;
    QSpinBox* m_compression = nullptr;
    QSpinBox* m_partMiB = nullptr;
    QCheckBox* m_crc = nullptr;
    QCheckBox* m_npyFloat32 = nullptr;
};
