#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "export/exportrequest.h"
#include "widgets/models/export/exportjob.h"

// The Export dialog's words and default names: format labels, the output path proposed next to
// the source, the progress lines, and the summary of a finished export.
class ExportText {
    Q_DECLARE_TR_FUNCTIONS(ExportText)

public:
    static QString formatLabel(shardscope::ExportFormat format);
    static QString suffix(shardscope::ExportFormat format);  // "h5", "safetensors", "npy"
    // `path` with its extension replaced by the format's (a set's ".safetensors.index.json"
    // counts as one extension).
    static QString withSuffix(const QString& path, shardscope::ExportFormat format);

    // Next to the source: RUN-merged.h5, RUN-rank3.safetensors, model.h5, RUN-merged-NAME.npy.
    // `rank` < 0 with `run` means merged. Never the source itself.
    static QString defaultOutput(const QString& source, bool run, int rank,
                                 shardscope::ExportFormat format, const QString& param);

    // "Tensor 12 of 340: name"
    static QString tensorLine(const shardscope::ExportProgress& progress);
    // "1.2 MiB of 5.6 MiB written · 410 MiB/s · 3 s left" (rate 0 / secondsLeft < 0: unknown)
    static QString bytesLine(const shardscope::ExportProgress& progress, double bytesPerSecond,
                             double secondsLeft);
    static QString summary(const shardscope::ExportResult& result, double seconds);
    // One line per note (IssueText's words), and the tensors left out on one line.
    static QStringList noteLines(const std::vector<shardscope::Issue>& notes);
};
