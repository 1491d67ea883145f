#include "fit/playgroundview.h"

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

#include "fit/cardmemorygrid.h"
#include "fit/fitgroupsview.h"
#include "fit/playgroundguide.h"
#include "fit/stagememorybars.h"
#include "fit/stepcontrols.h"
#include "inspect/runmodel.h"
#include "models/common/errortext.h"
#include "models/common/sizetext.h"
#include "models/fit/fitcontroller.h"
#include "models/fit/fitgroupsmodel.h"
#include "models/fit/fittexts.h"
#include "models/fit/playgroundrun.h"
#include "models/fit/playgroundslices.h"
#include "slices/sliceview.h"

using namespace shardscope;

PlaygroundView::PlaygroundView(QWidget* parent)
    : QWidget(parent),
      m_controller(new FitController(this)),
      m_headline(new QLabel(this)),
      m_bars(new StageMemoryBars(this)),
      m_cards(new CardMemoryGrid(this)),
      m_groupView(new FitGroupsView(this)),
      m_runJob(this) {
    setObjectName(QStringLiteral("playground"));
    m_headline->setObjectName(QStringLiteral("playgroundHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_headline->setFont(big);

    QWidget* controls = createControls();
    m_groupView->setToolTip(tr("Select a group to ring its cards above."));
    connect(m_groupView, &FitGroupsView::chosenChanged, m_cards, &CardMemoryGrid::setMarked);

    QWidget* pictures = createPictures();
    QWidget* right = createRightColumn(pictures);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(controls);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(scroll->widget()->sizeHint().width() + 16);
    scroll->setMaximumWidth(scroll->widget()->sizeHint().width() + 40);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    layout->addWidget(right, 1);
    setKeyboardOrder();
    connect(m_controller, &FitController::changed, this, &PlaygroundView::showReport);
    m_runJob.onResult([this](const SynthSummary& summary) {
        m_openRun->setEnabled(m_controller->report() != nullptr);
        m_runStatus->setText(tr("Wrote %1 (%2 in %n rank file(s)): %3", nullptr, summary.ranks)
                                 .arg(QDir::toNativeSeparators(m_runFolder),
                                      SizeText::bytes(summary.fileBytes), m_runWhat));
        Q_EMIT openRunRequested(m_runFolder,
                                QDir(m_runFolder).filePath(QStringLiteral("strategy.ckpt")));
    });
    connect(&m_runJob, &JobBase::failed, this, [this](const Error& error) {
        m_openRun->setEnabled(m_controller->report() != nullptr);
        runFailed(m_runFolder, ErrorText::text(error));
    });
    // A start that teaches: 16 cards of a 13-billion-parameter network.
    m_controller->setPreset(QStringLiteral("llama2-13b"));
    m_filling = true;
    m_preset->setCurrentIndex(m_preset->findData(QStringLiteral("llama2-13b")));
    m_dp->setValue(2);
    m_mp->setValue(4);
    m_pp->setValue(2);
    m_filling = false;
    showNetwork();
    applySplit();
}

void PlaygroundView::applyPreset(int index) {
    if (m_filling) {
        return;
    }
    const QString name = m_preset->itemData(index).toString();
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
    m_hidden->setValue(static_cast<int>(net.dims.hidden));
    m_layers->setValue(static_cast<int>(net.dims.layers));
    m_heads->setValue(static_cast<int>(net.dims.heads));
    m_kvHeads->setValue(net.dims.kvHeads == net.dims.heads ? 0
                                                           : static_cast<int>(net.dims.kvHeads));
    m_vocab->setValue(static_cast<int>(net.dims.vocab));
    m_ffn->setValue(static_cast<int>(net.dims.ffn));
    m_seq->setValue(static_cast<int>(m_controller->workload().seq));
    m_filling = false;
}

void PlaygroundView::applyDims() {
    if (m_filling) {
        return;
    }
    NetworkDims dims = m_controller->network().dims;
    dims.hidden = m_hidden->value();
    dims.layers = m_layers->value();
    dims.heads = m_heads->value();
    dims.kvHeads = m_kvHeads->value();
    dims.kvFraction = dims.kvHeads > 0
                          ? static_cast<double>(dims.kvHeads) / static_cast<double>(dims.heads)
                          : 1.0;
    dims.vocab = m_vocab->value();
    dims.ffn = m_ffn->value();
    m_filling = true;
    m_preset->setCurrentIndex(m_preset->count() - 1);
    m_filling = false;
    m_controller->setDims(dims);
}

void PlaygroundView::applySplit() {
    if (m_filling) {
        return;
    }
    Split split;
    split.dp = m_dp->value();
    split.mp = m_mp->value();
    split.pp = m_pp->value();
    split.optShard = m_opt->value() > 1 ? m_opt->value() : 0;
    m_controller->setSplit(split);
}

void PlaygroundView::applyWorkload() {
    if (m_filling) {
        return;
    }
    m_controller->setWorkload(m_step->workload());
}

void PlaygroundView::showReport() {
    const Split& split = m_controller->split();
    m_cardCount->setText(
        tr("%1 × %2 × %3 = %4").arg(split.dp).arg(split.mp).arg(split.pp).arg(split.cards()));
    const FitReport* report = m_controller->report();
    QPalette pal = m_headline->palette();
    if (report == nullptr) {
        m_headline->setText(FitTexts::refusal(m_controller->refusal()));
        pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x1c));
        m_bars->setStages({}, m_controller->deviceMemory());
        m_cards->setReport(nullptr, 1);
        m_groupView->setGroups({});
    } else {
        m_headline->setText(FitTexts::headline(*report));
        pal.setColor(QPalette::WindowText, report->fits ? palette().color(QPalette::WindowText)
                                                        : QColor(0xc0, 0x1c, 0x1c));
        m_bars->setStages(StageMemoryBars::fullestPerStage(*report), report->deviceMemory);
        m_cards->setReport(report, static_cast<int>(split.mp));
        m_groupView->setGroups(report->groups);
    }
    m_headline->setPalette(pal);
    showSlices();
    m_save->setEnabled(report != nullptr);
    m_openRun->setEnabled(report != nullptr && !m_runJob.isRunning());
    m_export->setEnabled(report != nullptr);
}

void PlaygroundView::showSlices() {
    const FitInput* input = m_controller->input();
    if (input == nullptr) {
        m_slices->setRunModel(nullptr);
        m_param->setEnabled(false);
        return;
    }
    m_param->setEnabled(true);
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
        const QSignalBlocker quiet(m_param);
        const QString kept = m_param->currentText();
        m_param->clear();
        m_param->addItems(names);
        auto at = names.indexOf(kept);
        if (at < 0) {
            at = names.indexOf(PlaygroundSlices::firstCut(*input));
        }
        m_param->setCurrentIndex(static_cast<int>(std::max<qsizetype>(at, 0)));
    }
    m_slices->setRunModel(PlaygroundSlices::run(*input, m_param->currentText()));
    m_slices->setParam(0);
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
    QFont big = m_headline->font();
    painter.setFont(big);
    painter.setPen(m_headline->palette().color(QPalette::WindowText));
    const QRectF title(inner.left(), inner.top(), inner.width(), QFontMetricsF(big).height() * 2.2);
    painter.drawText(title, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_headline->text());
    const QRectF body = inner.adjusted(0, title.height() + 8, 0, 0);
    const qreal half = body.width() * 0.45;
    m_bars->paintOn(painter, QRectF(body.left(), body.top(), half - 12, body.height()));
    m_cards->paintOn(painter, QRectF(body.left() + half + 12, body.top(), body.width() - half - 12,
                                     body.height()));
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
    if (m_runJob.isRunning()) {
        return;
    }
    auto config = PlaygroundRun::config(m_controller->network(), m_controller->split());
    const QString folder = PlaygroundRun::freshFolder(
        parent, PlaygroundRun::folderName(m_controller->network(), m_controller->split()));
    if (!m_controller->refusal().isEmpty()) {
        runFailed(folder, FitTexts::refusal(m_controller->refusal()));
        return;
    }
    if (!config) {
        runFailed(folder, ErrorText::text(config.error()));
        return;
    }
    m_runFolder = folder;
    m_runWhat = PlaygroundRun::describe(*config);
    m_runStatus->setText(tr("Writing %1: %2").arg(QDir::toNativeSeparators(folder), m_runWhat));
    m_runStatus->setPalette(palette());
    m_runStatus->show();
    m_openRun->setEnabled(false);
    const std::string out = QFile::encodeName(folder).toStdString();
    m_runJob.start(
        [out, c = *config](const std::stop_token& stop, const auto& sink) -> Result<SynthSummary> {
            SynthOptions options;
            options.stop = stop;
            options.progress = [&sink](const Progress& p) { sink(p); };
            return writeSynthRun(out, c, options);
        });
}

void PlaygroundView::runFailed(const QString& folder, const QString& why) {
    const QString text =
        tr("Cannot write the run to %1: %2").arg(QDir::toNativeSeparators(folder), why);
    m_runStatus->setText(text);
    QPalette pal = m_runStatus->palette();
    pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x1c));
    m_runStatus->setPalette(pal);
    m_runStatus->show();
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Open as Run"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void PlaygroundView::setGuided(bool on) {
    if (m_guided->isChecked() != on) {
        m_guided->setChecked(on);  // comes back here through toggled()
        return;
    }
    m_guide->setVisible(on);
    if (on) {
        m_guide->setStep(0);
        showGuideStep(0);
    }
}

void PlaygroundView::showGuideStep(int step) {
    const Split split = PlaygroundGuide::splitOf(step);
    m_filling = true;
    m_preset->setCurrentIndex(m_preset->findData(QStringLiteral("llama2-7b")));
    m_controller->setPreset(QStringLiteral("llama2-7b"));
    m_sequenceParallel->setChecked(false);
    m_recompute->setCurrentIndex(0);
    m_microBatches->setValue(0);
    m_microBatch->setValue(1);
    m_memory->setValue(64);
    m_dp->setValue(static_cast<int>(split.dp));
    m_mp->setValue(static_cast<int>(split.mp));
    m_pp->setValue(static_cast<int>(split.pp));
    m_opt->setValue(split.optShard > 1 ? static_cast<int>(split.optShard) : 1);
    m_filling = false;
    showNetwork();
    m_controller->setDeviceMemory(64 * FitController::kGiB);
    applyWorkload();
    applySplit();
}
