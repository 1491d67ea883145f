#include "widgets/export/exportform.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "widgets/common/pathtip.h"
#include "widgets/export/exportoptions.h"
#include "widgets/models/export/exporttext.h"

using namespace shardscope;

ExportForm::ExportForm(const QString& source, bool run, int ranks, const QStringList& params,
                       const QString& currentParam, QWidget* parent)
    : QWidget(parent),
      m_source(source),
      m_run(run),
      m_params(params),
      m_format(new QComboBox(this)),
      m_output(new QLineEdit(this)),
      m_tensors(ExportOptions::formLayout()),
      m_merged(new QRadioButton(tr("&Merged: full tensors assembled from the ranks"), this)),
      m_oneRank(new QRadioButton(tr("One &rank:"), this)),
      m_rank(new QSpinBox(this)),
      m_filter(new QLineEdit(this)),
      m_matchLabel(new QLabel(this)),
      m_param(new QComboBox(this)),
      m_options(new ExportOptions(this)) {
    m_params.removeDuplicates();
    for (ExportFormat f : {ExportFormat::Hdf5, ExportFormat::Safetensors, ExportFormat::Npy}) {
        m_format->addItem(ExportText::formatLabel(f), static_cast<int>(f));
    }
    m_output->setMinimumWidth(360);
    PathTip::follow(m_output);
    auto* browseButton = new QPushButton(tr("&Browse…"), this);

    auto* top = ExportOptions::formLayout();
    top->setContentsMargins(0, 0, 0, 0);
    top->addRow(tr("&Format:"), m_format);
    auto* outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browseButton);
    top->addRow(ExportOptions::buddyLabel(tr("&Write to:"), m_output), outputRow);

    auto* tensorsBox = new QGroupBox(tr("Tensors"), this);
    auto* group = new QButtonGroup(this);
    group->addButton(m_merged);
    group->addButton(m_oneRank);
    m_merged->setChecked(true);
    m_rank->setRange(0, std::max(0, ranks - 1));
    m_rank->setAccessibleName(tr("Rank"));
    auto* rankRow = new QHBoxLayout;
    rankRow->addWidget(m_oneRank);
    rankRow->addWidget(m_rank);
    rankRow->addStretch(1);
    m_tensors->addRow(tr("From:"), m_merged);
    m_tensors->addRow(QString(), rankRow);
    m_tensors->setRowVisible(0, run);
    m_tensors->setRowVisible(1, run);
    m_filter->setPlaceholderText(tr("regular expression (empty: every parameter)"));
    m_filter->setClearButtonEnabled(true);
    m_matchLabel->setToolTip(tr("Names of the whole source; one rank may hold fewer"));
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_matchLabel);
    m_tensors->addRow(ExportOptions::buddyLabel(tr("&Parameters:"), m_filter), filterRow);
    m_param->setEditable(true);
    m_param->setInsertPolicy(QComboBox::NoInsert);
    m_param->addItems(m_params);
    m_param->setEditText(currentParam);
    m_param->setMaxVisibleItems(20);
    m_param->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_param->setMinimumContentsLength(24);
    m_param->lineEdit()->setPlaceholderText(tr("the one parameter to write"));
    m_param->completer()->setFilterMode(Qt::MatchContains);
    m_param->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_param->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_tensors->addRow(tr("P&arameter:"), m_param);
    tensorsBox->setLayout(m_tensors);

    // One page per format, only the current one shown: hidden pages take no room.
    m_options->addPages();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(tensorsBox);
    layout->addWidget(m_options);

    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportForm::onFormatChanged);
    connect(m_output, &QLineEdit::textEdited, this, &ExportForm::onOutputEdited);
    connect(m_output, &QLineEdit::textChanged, this, &ExportForm::changed);
    connect(browseButton, &QPushButton::clicked, this, &ExportForm::browse);
    connect(m_merged, &QRadioButton::toggled, this, [this] {
        m_rank->setEnabled(m_oneRank->isChecked());
        followChoices();
        Q_EMIT changed();
    });
    connect(m_rank, &QSpinBox::valueChanged, this, [this] {
        followChoices();
        Q_EMIT changed();
    });
    connect(m_filter, &QLineEdit::textChanged, this, [this] {
        countMatches();
        Q_EMIT changed();
    });
    connect(m_param, &QComboBox::editTextChanged, this, [this] {
        followChoices();
        Q_EMIT changed();
    });
    for (QCheckBox* box :
         {m_options->float32Box(), m_options->crcBox(), m_options->npyFloat32Box()}) {
        connect(box, &QCheckBox::toggled, this, &ExportForm::changed);
    }
    for (QSpinBox* box : {m_options->compressionBox(), m_options->partSizeBox()}) {
        connect(box, &QSpinBox::valueChanged, this, &ExportForm::changed);
    }
    m_rank->setEnabled(false);
    countMatches();
    onFormatChanged();
}

ExportFormat ExportForm::format() const {
    return static_cast<ExportFormat>(m_format->currentData().toInt());
}

void ExportForm::setFormat(ExportFormat format) {
    m_format->setCurrentIndex(m_format->findData(static_cast<int>(format)));
}

QString ExportForm::outputPath() const {
    return m_output->text().trimmed();
}

void ExportForm::setOutputPath(const QString& path) {
    m_output->setText(path);
    onOutputEdited(path);
}

void ExportForm::setMerged(bool merged) {
    (merged ? m_merged : m_oneRank)->setChecked(true);
}

void ExportForm::setRank(int rank) {
    m_oneRank->setChecked(true);
    m_rank->setValue(rank);
}

void ExportForm::setFilter(const QString& regex) {
    m_filter->setText(regex);
}

void ExportForm::setParam(const QString& name) {
    m_param->setEditText(name);
}

void ExportForm::onFormatChanged() {
    showFormat();
    if (m_autoOutput) {
        followChoices();
    } else {
        const QSignalBlocker block(m_output);
        m_output->setText(ExportText::withSuffix(m_output->text(), format()));
    }
    Q_EMIT changed();
}

void ExportForm::showFormat() {
    // The rows of the tensors box: 0-1 merged or one rank, 2 the filter, 3 the .npy parameter.
    const bool npy = format() == ExportFormat::Npy;
    m_options->showPage(m_format->currentIndex());
    m_tensors->setRowVisible(2, !npy);
    m_tensors->setRowVisible(3, npy);
}

void ExportForm::onOutputEdited(const QString& text) {
    m_autoOutput = false;
    const auto typed = exportFormatForPath(text.trimmed().toStdString());
    if (typed && *typed != format()) {
        // Typing a suffix picks its format; the text stays as typed.
        const QSignalBlocker block(m_format);
        setFormat(*typed);
        showFormat();
    }
    Q_EMIT changed();
}

void ExportForm::followChoices() {
    if (!m_autoOutput) {
        return;
    }
    const int rank = m_run && m_oneRank->isChecked() ? m_rank->value() : -1;
    const QString param =
        format() == ExportFormat::Npy ? m_param->currentText().trimmed() : QString();
    m_output->setText(ExportText::defaultOutput(m_source, m_run, rank, format(), param));
}

void ExportForm::countMatches() {
    const QString text = m_filter->text();
    const QRegularExpression pattern(text);
    const int total = static_cast<int>(m_params.size());
    if (!pattern.isValid()) {
        m_matches = -1;
        m_matchLabel->setText(tr("not a valid regular expression"));
        return;
    }
    if (text.isEmpty()) {
        m_matches = total;
        m_matchLabel->setText(tr("all %Ln parameter(s)", nullptr, total));
        return;
    }
    m_matches = 0;
    for (const QString& name : m_params) {
        m_matches += pattern.match(name).hasMatch() ? 1 : 0;
    }
    m_matchLabel->setText(tr("%1 of %Ln parameter(s)", nullptr, total).arg(m_matches));
}

void ExportForm::fill(ExportRequest& request) const {
    const ExportFormat f = format();
    request.output = outputPath().toStdString();
    request.merged = m_run && m_merged->isChecked();
    request.rank = m_run && m_oneRank->isChecked() ? m_rank->value() : -1;
    request.params = f == ExportFormat::Npy ? std::string() : m_filter->text().toStdString();
    request.param =
        f == ExportFormat::Npy ? m_param->currentText().trimmed().toStdString() : std::string();
    m_options->fill(request, f);
}

QString ExportForm::problem() const {
    const QString output = outputPath();
    if (output.isEmpty()) {
        return tr("Choose where to write the export.");
    }
    if (!exportFormatForPath(output.toStdString())) {
        return tr("The file name must end in .h5, .hdf5, .safetensors or .npy.");
    }
    const QFileInfo out(output);
    if (out.isDir()) {
        return tr("“%1” is a folder: name a file in it.").arg(output);
    }
    if (out.absoluteFilePath() == QFileInfo(m_source).absoluteFilePath()) {
        return tr("The export cannot replace its own source: choose another file.");
    }
    if (m_run && !m_merged->isChecked() && !m_oneRank->isChecked()) {
        return tr("Choose a rank, or Merged for full tensors.");
    }
    if (format() == ExportFormat::Npy) {
        const QString param = m_param->currentText().trimmed();
        if (param.isEmpty()) {
            return tr("Pick one parameter for .npy: a .npy file holds one tensor.");
        }
        if (!m_params.isEmpty() && !m_params.contains(param)) {
            return tr("No parameter is named “%1”.").arg(param);
        }
        return {};
    }
    if (m_matches < 0) {
        return tr("The parameter filter is not a valid regular expression.");
    }
    if (m_matches == 0 && !m_params.isEmpty()) {
        return tr("No parameter matches the filter.");
    }
    return {};
}

QString ExportForm::hint() const {
    const QFileInfo out(outputPath());
    if (!outputPath().isEmpty() && out.isFile()) {
        return tr("“%1” exists and will be replaced.").arg(out.fileName());
    }
    return {};
}

void ExportForm::browse() {
    QString filter;
    switch (format()) {
        case ExportFormat::Hdf5:
            filter = tr("HDF5 files (*.h5 *.hdf5)");
            break;
        case ExportFormat::Safetensors:
            filter = tr("safetensors files (*.safetensors)");
            break;
        case ExportFormat::Npy:
            filter = tr("NumPy arrays (*.npy)");
            break;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export to"), outputPath(), filter,
                                                      nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty()) {
        setOutputPath(path);
    }
}
