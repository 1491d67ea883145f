#pragma once

#include <QStringList>
#include <QWidget>
#include <array>

#include "export/exportrequest.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class ExportOptions;

// The Export dialog's inputs: format, output file, which tensors (merged or one rank of a run; a
// name filter, or the one parameter of a .npy) and the format's options. The output follows
// the choices (RUN-merged.h5, RUN-rank3.safetensors) until the user names it; after that only
// its suffix follows the format, and typing another suffix picks that format. changed() fires
// on every edit.
class ExportForm final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportForm)

public:
    ExportForm(const QString& source, bool run, int ranks, const QStringList& params,
               const QString& currentParam, QWidget* parent = nullptr);

    shardscope::ExportFormat format() const;
    void setFormat(shardscope::ExportFormat format);
    QString outputPath() const;
    void setOutputPath(const QString& path);  // as if the user had typed it
    void setMerged(bool merged);
    void setRank(int rank);
    void setFilter(const QString& regex);
    void setParam(const QString& name);

    // Output, selection and options; the caller sets the source and strategy.
    void fill(shardscope::ExportRequest& request) const;
    // Why the form cannot run as it stands, in words; empty when it can.
    QString problem() const;
    // Something worth knowing that does not block the run (an existing file is replaced).
    QString hint() const;
    int matchCount() const { return m_matches; }  // names the filter matches; -1: bad regex

    QComboBox* formatBox() const { return m_format; }
    QLineEdit* outputEdit() const { return m_output; }
    QRadioButton* mergedButton() const { return m_merged; }
    QRadioButton* rankButton() const { return m_oneRank; }
    QSpinBox* rankBox() const { return m_rank; }
    QLineEdit* filterEdit() const { return m_filter; }
    QLabel* matchLabel() const { return m_matchLabel; }
    QComboBox* paramBox() const { return m_param; }
    // The format's options (float32, compression, part size, CRC).
    ExportOptions* options() const { return m_options; }

Q_SIGNALS:
    void changed();

private:
    void showFormat();
    void onFormatChanged();
    void onOutputEdited(const QString& text);
    void followChoices();
    void countMatches();
    void browse();

    QString m_source;
    bool m_run;
    QStringList m_params;
    bool m_autoOutput = true;  // the output is still the one proposed
    int m_matches = 0;

    QComboBox* m_format;
    QLineEdit* m_output;
    QFormLayout* m_tensors;
    QRadioButton* m_merged;
    QRadioButton* m_oneRank;
    QSpinBox* m_rank;
    QLineEdit* m_filter;
    QLabel* m_matchLabel;
    QComboBox* m_param;
    ExportOptions* m_options;
};
