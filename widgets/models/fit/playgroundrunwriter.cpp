#include "widgets/models/fit/playgroundrunwriter.h"

#include <QFile>

#include "widgets/models/common/errortext.h"
#include "widgets/models/fit/fitcontroller.h"
#include "widgets/models/fit/fittexts.h"
#include "widgets/models/fit/playgroundrun.h"

using namespace shardscope;

PlaygroundRunWriter::PlaygroundRunWriter(FitController* fit, QObject* parent)
    : QObject(parent), m_fit(fit), m_job(this) {
    m_job.onResult(
        [this](const SynthSummary& summary) { Q_EMIT written(m_folder, m_what, summary); });
    connect(&m_job, &JobBase::failed, this,
            [this](const Error& error) { Q_EMIT failed(m_folder, ErrorText::text(error)); });
}

void PlaygroundRunWriter::start(const QString& parent) {
    if (m_job.isRunning()) {
        return;
    }
    auto config = PlaygroundRun::config(m_fit->network(), m_fit->split());
    const QString folder = PlaygroundRun::freshFolder(
        parent, PlaygroundRun::folderName(m_fit->network(), m_fit->split()));
    if (!m_fit->refusal().isEmpty()) {
        Q_EMIT failed(folder, FitTexts::refusal(m_fit->refusal()));
        return;
    }
    if (!config) {
        Q_EMIT failed(folder, ErrorText::text(config.error()));
        return;
    }
    m_folder = folder;
    m_what = PlaygroundRun::describe(*config);
    Q_EMIT started(m_folder, m_what);
    const std::string out = QFile::encodeName(folder).toStdString();
    m_job.start(
        [out, c = *config](const std::stop_token& stop, const auto& sink) -> Result<SynthSummary> {
            SynthOptions options;
            options.stop = stop;
            options.progress = [&sink](const Progress& p) { sink(p); };
            return writeSynthRun(out, c, options);
        });
}
