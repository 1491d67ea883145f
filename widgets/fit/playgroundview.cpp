#include "widgets/fit/playgroundview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QVBoxLayout>

#include "inspect/rundocument.h"
#include "widgets/fit/cardmemorygrid.h"
#include "widgets/fit/fitgroupsview.h"
#include "widgets/fit/playgroundguide.h"
#include "widgets/fit/stagememorybars.h"
#include "widgets/fit/stepcontrols.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/fit/fitcontroller.h"
#include "widgets/models/fit/fitgroupsmodel.h"
#include "widgets/models/fit/fittexts.h"
#include "widgets/models/fit/playgroundrun.h"
#include "widgets/models/fit/playgroundrunwriter.h"
#include "widgets/models/fit/playgroundslices.h"
#include "widgets/slices/sliceview.h"

using namespace shardscope;

PlaygroundView::PlaygroundView(QWidget* parent) : PlaygroundView(nullptr, nullptr, parent) {}

PlaygroundView::PlaygroundView(FitController* controller, PlaygroundRunWriter* runWriter,
                               QWidget* parent)
    : QWidget(parent),
      m_controller(controller != nullptr ? controller : new FitController(this)),
      m_runWriter(runWriter != nullptr ? runWriter : new PlaygroundRunWriter(m_controller, this)) {
    setObjectName(QStringLiteral("playground"));
    m_form = std::make_unique<PlaygroundForm>(this);
    connectForm();
    connect(m_controller, &FitController::changed, this, &PlaygroundView::showReport);
    connect(m_runWriter, &PlaygroundRunWriter::started, this,
            [this](const QString& folder, const QString& what) {
                QLabel* status = m_form->runStatus;
                status->setText(tr("Writing %1: %2").arg(QDir::toNativeSeparators(folder), what));
                status->setPalette(palette());
                status->show();
                m_form->openRun->setEnabled(false);
            });
    connect(m_runWriter, &PlaygroundRunWriter::written, this,
            [this](const QString& folder, const QString& what, const SynthSummary& summary) {
                m_form->openRun->setEnabled(m_controller->report() != nullptr);
                m_form->runStatus->setText(
                    tr("Wrote %1 (%2 in %Ln rank file(s)): %3", nullptr, summary.ranks)
                        .arg(QDir::toNativeSeparators(folder), SizeText::bytes(summary.fileBytes),
                             what));
                Q_EMIT openRunRequested(folder,
                                        QDir(folder).filePath(QStringLiteral("strategy.ckpt")));
            });
    connect(m_runWriter, &PlaygroundRunWriter::failed, this,
            [this](const QString& folder, const QString& why) {
                m_form->openRun->setEnabled(m_controller->report() != nullptr);
                runFailed(folder, why);
            });
    // A start that teaches: 16 cards of a 13-billion-parameter network.
    m_controller->setPreset(QStringLiteral("llama2-13b"));
    m_filling = true;
    m_form->preset->setCurrentIndex(m_form->preset->findData(QStringLiteral("llama2-13b")));
    m_form->dp->setValue(2);
    m_form->mp->setValue(4);
    m_form->pp->setValue(2);
    m_filling = false;
    showNetwork();
    applySplit();
}

void PlaygroundView::connectForm() {
    const PlaygroundForm& f = *m_form;
    connect(f.preset, &QComboBox::currentIndexChanged, this, &PlaygroundView::applyPreset);
    for (QSpinBox* box : {f.hidden, f.layers, f.kvHeads, f.vocab, f.ffn}) {
        connect(box, &QSpinBox::valueChanged, this, &PlaygroundView::applyDims);
    }
    connect(f.step, &StepControls::headsChanged, this, &PlaygroundView::applyDims);
    for (QSpinBox* box : {f.dp, f.mp, f.pp, f.opt}) {
        connect(box, &QSpinBox::valueChanged, this, &PlaygroundView::applySplit);
    }
    connect(f.step, &StepControls::workloadChanged, this, &PlaygroundView::applyWorkload);
    connect(f.memory, &QSpinBox::valueChanged, this, [this](int gib) {
        if (!m_filling) {
            m_controller->setDeviceMemory(static_cast<uint64_t>(gib) * FitController::kGiB);
        }
    });
    connect(f.exportPng, &QPushButton::clicked, this, &PlaygroundView::exportPicture);
    connect(f.save, &QPushButton::clicked, this, &PlaygroundView::saveStrategy);
    connect(f.openRun, &QPushButton::clicked, this, &PlaygroundView::chooseRunFolder);
    connect(f.param, &QComboBox::currentIndexChanged, this, &PlaygroundView::showSlices);
    connect(f.guided, &QPushButton::toggled, this, &PlaygroundView::setGuided);
    connect(f.guide, &PlaygroundGuide::stepChosen, this, &PlaygroundView::showGuideStep);
    connect(f.guide, &PlaygroundGuide::closed, this, [this] { setGuided(false); });
}

JobBase* PlaygroundView::runJob() const {
    return m_runWriter->job();
}

void PlaygroundView::applyPreset(int index) {
    if (m_filling) {
        return;
    }
    const QString name = m_form->preset->itemData(index).toString();
    if (name.isEmpty()) {
        applyDims();  // Custom: the dimensions shown, as typed
        return;
    }
    m_filling = true;
    m_controller->setPreset(name);
    m_filling = false;
    showNetwork();
    applyWorkload();
}

void PlaygroundView::showNetwork() {
    const NetworkPreset& net = m_controller->network();
    m_filling = true;
    m_form->hidden->setValue(static_cast<int>(net.dims.hidden));
    m_form->layers->setValue(static_cast<int>(net.dims.layers));
    m_form->heads->setValue(static_cast<int>(net.dims.heads));
    m_form->kvHeads->setValue(
        net.dims.kvHeads == net.dims.heads ? 0 : static_cast<int>(net.dims.kvHeads));
    m_form->vocab->setValue(static_cast<int>(net.dims.vocab));
    m_form->ffn->setValue(static_cast<int>(net.dims.ffn));
    m_form->seq->setValue(static_cast<int>(m_controller->workload().seq));
    m_filling = false;
}

void PlaygroundView::applyDims() {
    if (m_filling) {
        return;
    }
    NetworkDims dims = m_controller->network().dims;
    dims.hidden = m_form->hidden->value();
    dims.layers = m_form->layers->value();
    dims.heads = m_form->heads->value();
    dims.kvHeads = m_form->kvHeads->value();
    dims.kvFraction = dims.kvHeads > 0
                          ? static_cast<double>(dims.kvHeads) / static_cast<double>(dims.heads)
                          : 1.0;
    dims.vocab = m_form->vocab->value();
    dims.ffn = m_form->ffn->value();
    m_filling = true;
    m_form->preset->setCurrentIndex(m_form->preset->count() - 1);
    m_filling = false;
    m_controller->setDims(dims);
}

void PlaygroundView::applySplit() {
    if (m_filling) {
        return;
    }
    Split split;
    split.dp = m_form->dp->value();
    split.mp = m_form->mp->value();
    split.pp = m_form->pp->value();
    split.optShard = m_form->opt->value() > 1 ? m_form->opt->value() : 0;
    m_controller->setSplit(split);
}

void PlaygroundView::applyWorkload() {
    if (m_filling) {
        return;
    }
    m_controller->setWorkload(m_form->step->workload());
}

void PlaygroundView::showReport() {
    const Split& split = m_controller->split();
    m_form->cardCount->setText(
        tr("%1 × %2 × %3 = %4").arg(split.dp).arg(split.mp).arg(split.pp).arg(split.cards()));
    const FitReport* report = m_controller->report();
    QPalette pal = m_form->headline->palette();
    if (report == nullptr) {
        m_form->headline->setText(FitTexts::refusal(m_controller->refusal()));
        pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x1c));
        m_form->bars->setStages({}, m_controller->deviceMemory());
        m_form->cards->setReport(nullptr, 1);
        m_form->groupView->setGroups({});
    } else {
        m_form->headline->setText(FitTexts::headline(*report));
        pal.setColor(QPalette::WindowText, report->fits ? palette().color(QPalette::WindowText)
                                                        : QColor(0xc0, 0x1c, 0x1c));
        m_form->bars->setStages(StageMemoryBars::fullestPerStage(*report), report->deviceMemory);
        m_form->cards->setReport(report, static_cast<int>(split.mp));
        m_form->groupView->setGroups(report->groups);
    }
    m_form->headline->setPalette(pal);
    showSlices();
    m_form->save->setEnabled(report != nullptr);
    m_form->openRun->setEnabled(report != nullptr && !m_runWriter->isRunning());
    m_form->exportPng->setEnabled(report != nullptr);
}

void PlaygroundView::showSlices() {
    const FitInput* input = m_controller->input();
    if (input == nullptr) {
        m_form->slices->setRunDocument(nullptr);
        m_form->param->setEnabled(false);
        return;
    }
    m_form->param->setEnabled(true);
    // The list changes with the network (its family and layers), not with the split: made and
    // refilled only then.
    const NetworkPreset& net = m_controller->network();
    const QString key = QStringLiteral("%1/%2/%3")
                            .arg(QString::fromStdString(net.family))
                            .arg(net.dims.layers)
                            .arg(net.tiedEmbedding);
    if (key != m_paramKey) {
        const QStringList names = PlaygroundSlices::names(*input);
        m_paramKey = key;
        const QSignalBlocker quiet(m_form->param);
        const QString kept = m_form->param->currentText();
        m_form->param->clear();
        m_form->param->addItems(names);
        auto at = names.indexOf(kept);
        if (at < 0) {
            at = names.indexOf(PlaygroundSlices::firstCut(*input));
        }
        m_form->param->setCurrentIndex(static_cast<int>(std::max<qsizetype>(at, 0)));
    }
    m_form->slices->setRunDocument(PlaygroundSlices::run(*input, m_form->param->currentText()));
    m_form->slices->setParam(0);
}

QList<QSize> PlaygroundView::pictureSizes() {
    return {{1280, 720}, {1600, 900}, {1920, 1080}, {2560, 1440}, {3840, 2160}};
}

QImage PlaygroundView::picture(const QSize& size) const {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    // Text keeps its size relative to the picture: a 4K picture is a 1,600-pixel one, scaled.
    const qreal scale = std::max<qreal>(1.0, size.width() / 1600.0);
    painter.scale(scale, scale);
    const QRectF all(0, 0, size.width() / scale, size.height() / scale);
    const QRectF inner = all.adjusted(16, 12, -16, -12);
    QFont big = m_form->headline->font();
    painter.setFont(big);
    painter.setPen(m_form->headline->palette().color(QPalette::WindowText));
    const QRectF title(inner.left(), inner.top(), inner.width(), QFontMetricsF(big).height() * 2.2);
    painter.drawText(title, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                     m_form->headline->text());
    const QRectF body = inner.adjusted(0, title.height() + 8, 0, 0);
    const qreal half = body.width() * 0.45;
    m_form->bars->paintOn(painter, QRectF(body.left(), body.top(), half - 12, body.height()));
    m_form->cards->paintOn(painter, QRectF(body.left() + half + 12, body.top(),
                                           body.width() - half - 12, body.height()));
    return image;
}

void PlaygroundView::exportPicture() {
    QStringList sizes;
    for (const QSize& s : pictureSizes()) {
        sizes << tr("%1 × %2").arg(s.width()).arg(s.height());
    }
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(this, tr("Export PNG"), tr("Picture size:"), sizes, 2, false, &ok);
    if (!ok) {
        return;
    }
    const QSize size = pictureSizes().value(static_cast<int>(sizes.indexOf(chosen)), {1920, 1080});
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export PNG"), QStringLiteral("playground.png"), tr("PNG images (*.png)"));
    if (path.isEmpty()) {
        return;
    }
    QSaveFile file(path);  // atomic: a failed export leaves no half-written picture
    if (!file.open(QIODevice::WriteOnly) || !picture(size).save(&file, "PNG") || !file.commit()) {
        QMessageBox::warning(this, tr("Export PNG"), tr("Cannot write %1.").arg(path));
    }
}

void PlaygroundView::saveStrategy() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save as Strategy File"),
                                                      QStringLiteral("strategy.ckpt"),
                                                      tr("Strategy files (*.ckpt *.json)"));
    if (path.isEmpty()) {
        return;
    }
    const Status saved = m_controller->saveStrategy(path);
    if (!saved) {
        QMessageBox::warning(this, tr("Save as Strategy File"), ErrorText::text(saved.error()));
    }
}

void PlaygroundView::chooseRunFolder() {
    const QString start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString parent = QFileDialog::getExistingDirectory(
        this, tr("Open as Run: the folder to write the synthetic run in"), start);
    if (!parent.isEmpty()) {
        openAsRun(parent);
    }
}

void PlaygroundView::openAsRun(const QString& parent) {
    m_runWriter->start(parent);
}

void PlaygroundView::runFailed(const QString& folder, const QString& why) {
    const QString text =
        tr("Cannot write the run to %1: %2").arg(QDir::toNativeSeparators(folder), why);
    m_form->runStatus->setText(text);
    QPalette pal = m_form->runStatus->palette();
    pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x1c));
    m_form->runStatus->setPalette(pal);
    m_form->runStatus->show();
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Open as Run"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void PlaygroundView::setGuided(bool on) {
    if (m_form->guided->isChecked() != on) {
        m_form->guided->setChecked(on);  // comes back here through toggled()
        return;
    }
    m_form->guide->setVisible(on);
    if (on) {
        m_form->guide->setStep(0);
        showGuideStep(0);
    }
}

void PlaygroundView::showGuideStep(int step) {
    const Split split = PlaygroundGuide::splitOf(step);
    m_filling = true;
    m_form->preset->setCurrentIndex(m_form->preset->findData(QStringLiteral("llama2-7b")));
    m_controller->setPreset(QStringLiteral("llama2-7b"));
    m_form->sequenceParallel->setChecked(false);
    m_form->recompute->setCurrentIndex(0);
    m_form->microBatches->setValue(0);
    m_form->microBatch->setValue(1);
    m_form->memory->setValue(64);
    m_form->dp->setValue(static_cast<int>(split.dp));
    m_form->mp->setValue(static_cast<int>(split.mp));
    m_form->pp->setValue(static_cast<int>(split.pp));
    m_form->opt->setValue(split.optShard > 1 ? static_cast<int>(split.optShard) : 1);
    m_filling = false;
    showNetwork();
    m_controller->setDeviceMemory(64 * FitController::kGiB);
    applyWorkload();
    applySplit();
}
