#include "widgets/export/exportoptions.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

using shardscope::ExportFormat;
using shardscope::ExportRequest;

ExportOptions::ExportOptions(QWidget* parent) : QGroupBox(tr("Options"), parent) {}

QLabel* ExportOptions::buddyLabel(const QString& text, QWidget* buddy) {
    auto* label = new QLabel(text, buddy->parentWidget());
    label->setBuddy(buddy);
    return label;
}

QFormLayout* ExportOptions::formLayout() {
    auto* form = new QFormLayout;
    // Long labels (German, Russian) move above their field instead of squeezing it.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

void ExportOptions::addPages() {
    m_pages = {makeHdf5Page(), makeSafetensorsPage(), makeNpyPage()};
    auto* optionsLayout = new QVBoxLayout(this);
    for (QWidget* page : m_pages) {
        optionsLayout->addWidget(page);
    }
}

void ExportOptions::showPage(int index) {
    for (size_t i = 0; i < m_pages.size(); ++i) {
        m_pages[i]->setVisible(static_cast<int>(i) == index);
    }
}

void ExportOptions::fill(ExportRequest& request, ExportFormat f) const {
    request.float32 = f == ExportFormat::Hdf5  ? m_float32->isChecked()
                      : f == ExportFormat::Npy ? m_npyFloat32->isChecked()
                                               : false;
    request.compression = f == ExportFormat::Hdf5 ? m_compression->value() : 0;
    request.maxFileBytes =
        f == ExportFormat::Safetensors ? static_cast<uint64_t>(m_partMiB->value()) << 20 : 0;
    request.crc = f == ExportFormat::Safetensors && m_crc->isChecked();
}

QWidget* ExportOptions::makeHdf5Page() {
    auto* page = new QWidget(this);
    m_float32 = new QCheckBox(tr("Add a float&32 copy of each BFloat16 tensor"), page);
    m_float32->setToolTip(
        tr("BFloat16 has no HDF5 type: it is stored as its 16-bit patterns, and this adds a "
           "float32 dataset holding the values"));
    m_compression = new QSpinBox(page);
    m_compression->setRange(0, 9);
    m_compression->setSpecialValueText(tr("off"));
    m_compression->setToolTip(tr("gzip level 1-9, after a byte shuffle"));
    auto* note = new QLabel(
        tr("A compressed file is smaller, but cannot be opened back here as a source."), page);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    auto* form = formLayout();
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_float32);
    auto* level = new QHBoxLayout;
    level->addWidget(m_compression);
    level->addStretch(1);
    form->addRow(buddyLabel(tr("&Compression:"), m_compression), level);
    form->addRow(note);
    page->setLayout(form);
    return page;
}

QWidget* ExportOptions::makeSafetensorsPage() {
    auto* page = new QWidget(this);
    m_partMiB = new QSpinBox(page);
    m_partMiB->setRange(0, 16 << 20);
    m_partMiB->setSingleStep(1024);
    m_partMiB->setSuffix(tr(" MiB"));
    m_partMiB->setSpecialValueText(tr("one file"));
    m_partMiB->setToolTip(
        tr("Split into parts of at most this much data, with an index .json (0: one file)"));
    m_crc = new QCheckBox(tr("Write MindSpore's &CRC (crc_num) in the metadata"), page);
    auto* form = formLayout();
    form->setContentsMargins(0, 0, 0, 0);
    auto* size = new QHBoxLayout;
    size->addWidget(m_partMiB);
    size->addStretch(1);
    form->addRow(buddyLabel(tr("Largest part si&ze:"), m_partMiB), size);
    form->addRow(m_crc);
    page->setLayout(form);
    return page;
}

QWidget* ExportOptions::makeNpyPage() {
    auto* page = new QWidget(this);
    m_npyFloat32 = new QCheckBox(tr("Write BFloat16 values as float&32"), page);
    m_npyFloat32->setToolTip(
        tr("NumPy has no BFloat16: without this the file holds the 16-bit patterns"));
    auto* form = formLayout();
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_npyFloat32);
    page->setLayout(form);
    return page;
}
