#include "widgets/migration/targetpanel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <memory>
#include <numeric>

#include "widgets/common/pathtip.h"

TargetPanel::TargetPanel(QWidget* parent)
    : QWidget(parent),
      m_simulate(new QRadioButton(tr("&Simulate a target"), this)),
      m_load(new QRadioButton(tr("&Load a destination strategy"), this)),
      m_strategy(new QLineEdit(this)),
      m_browseStrategy(new QPushButton(tr("Browse…"), this)),
      m_axesGrid(new QGridLayout),
      m_stages(new QSpinBox(this)),
      m_optShard(new QSpinBox(this)),
      m_merge(new QCheckBox(tr("&Merge to one card"), this)),
      m_cards(new QLabel(this)),
      m_save(new QPushButton(tr("Save strategy…"), this)),
      m_destination(new QLineEdit(this)),
      m_verify(new QCheckBox(tr("Verif&y every byte after the run"), this)) {
    m_simulate->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_simulate);
    group->addButton(m_load);
    m_strategy->setPlaceholderText(tr("strategy file, or folder of per-stage files"));
    m_stages->setRange(1, 1024);
    m_optShard->setRange(0, 4096);
    m_optShard->setSpecialValueText(tr("off"));
    m_optShard->setToolTip(
        tr("opt_weight_shard_size: optimizer states split over this many "
           "replicas (0: off)"));
    m_save->setToolTip(
        tr("Save the simulated strategy as a file MindSpore can load "
           "(.ckpt protobuf or .json)"));
    m_destination->setPlaceholderText(tr("an empty or new folder"));
    // A long path shows its tail in the field: the whole of it in the tooltip.
    PathTip::follow(m_destination);
    PathTip::follow(m_strategy);
    m_verify->setChecked(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_simulate);
    auto* sim = new QFormLayout;
    sim->setContentsMargins(24, 0, 0, 0);
    m_axesGrid->setHorizontalSpacing(8);
    sim->addRow(tr("Axes:"), m_axesGrid);
    sim->addRow(tr("Pipeline stages:"), m_stages);
    sim->addRow(tr("Optimizer shard:"), m_optShard);
    m_optNote = new QLabel(this);
    m_optNote->setWordWrap(true);
    m_optNote->setForegroundRole(QPalette::PlaceholderText);
    m_optNote->hide();
    sim->addRow(QString(), m_optNote);
    sim->addRow(QString(), m_merge);
    auto* cardsRow = new QHBoxLayout;
    cardsRow->addWidget(m_cards, 1);
    cardsRow->addWidget(m_save);
    sim->addRow(tr("Target:"), cardsRow);
    layout->addLayout(sim);
    layout->addWidget(m_load);
    auto* loadRow = new QHBoxLayout;
    loadRow->setContentsMargins(24, 0, 0, 0);
    loadRow->addWidget(m_strategy, 1);
    loadRow->addWidget(m_browseStrategy);
    layout->addLayout(loadRow);
    layout->addSpacing(6);
    auto* out = new QFormLayout;
    auto* destRow = new QHBoxLayout;
    m_browseDestination = new QPushButton(tr("Browse…"), this);
    destRow->addWidget(m_destination, 1);
    destRow->addWidget(m_browseDestination);
    auto* writeTo = new QLabel(tr("&Write to:"), this);
    writeTo->setBuddy(m_destination);
    out->addRow(writeTo, destRow);
    out->addRow(QString(), m_verify);
    layout->addLayout(out);
    layout->addStretch(1);

    connect(m_simulate, &QRadioButton::toggled, this, [this] {
        showTargetFields();
        updateEnabled();
        Q_EMIT changed();
    });
    connect(m_strategy, &QLineEdit::textChanged, this, [this] {
        setLoadedTarget(std::nullopt);  // another file: its cards are known once it is read
        Q_EMIT changed();
    });
    connect(m_stages, &QSpinBox::valueChanged, this, &TargetPanel::changed);
    connect(m_optShard, &QSpinBox::valueChanged, this, [this](int value) {
        m_optWanted = value;  // typed: the user's own choice from now on
        m_optNote->hide();
        Q_EMIT changed();
    });
    connect(m_merge, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        Q_EMIT changed();
    });
    connect(m_destination, &QLineEdit::textChanged, this, &TargetPanel::changed);
    connect(m_browseStrategy, &QPushButton::clicked, this, &TargetPanel::browseStrategy);
    connect(m_browseDestination, &QPushButton::clicked, this, &TargetPanel::browseDestination);
    connect(m_save, &QPushButton::clicked, this, &TargetPanel::saveStrategyRequested);
    connect(this, &TargetPanel::changed, this, &TargetPanel::updateCards);
    updateEnabled();
}

QString TargetPanel::cardsText() const {
    return m_cards->text();
}

void TargetPanel::updateCards() {
    if (!m_simulate->isChecked()) {
        m_cards->setText(m_loaded ? tr("%Ln card(s)", nullptr, m_loaded->cards)
                                  : QStringLiteral("—"));
        return;
    }
    const auto s = spec();
    int64_t devices = 1;
    for (int64_t a : s.axisSizes) {
        devices *= a;
    }
    const int cards = s.mergeToOne ? 1 : static_cast<int>(devices) * std::max(1, s.stages);
    m_cards->setText(tr("%Ln card(s)", nullptr, cards));
}

void TargetPanel::setLoadedTarget(std::optional<LoadedTarget> target) {
    m_loaded = std::move(target);
    showTargetFields();
    updateCards();
}

void TargetPanel::showTargetFields() {
    std::vector<QWidget*> fields{m_stages, m_optShard, m_merge};
    fields.insert(fields.end(), m_axes.begin(), m_axes.end());
    std::vector<std::unique_ptr<QSignalBlocker>> blockers;
    blockers.reserve(fields.size());
    for (QWidget* w : fields) {
        blockers.push_back(std::make_unique<QSignalBlocker>(w));
    }
    const bool loaded = !m_simulate->isChecked();
    if (loaded && !m_simulated) {
        m_simulated = spec();  // the user's simulated target, back with "Simulate"
    }
    const bool sameAxes = m_loaded && m_loaded->devMatrix.size() == m_axes.size();
    for (size_t a = 0; a < m_axes.size(); ++a) {
        QSpinBox* spin = m_axes[a];
        if (!loaded) {
            spin->setMinimum(1);
            spin->setSpecialValueText(QString());
            if (m_simulated && a < m_simulated->axisSizes.size()) {
                spin->setValue(static_cast<int>(m_simulated->axisSizes[a]));
            }
        } else if (sameAxes) {
            spin->setMinimum(1);
            spin->setSpecialValueText(QString());
            spin->setValue(static_cast<int>(m_loaded->devMatrix[a]));
        } else {
            // Not read yet, or another number of axes: no size to show for this axis.
            spin->setMinimum(0);
            spin->setSpecialValueText(QStringLiteral("—"));
            spin->setValue(0);
        }
    }
    if (!loaded) {
        if (m_simulated) {
            m_stages->setValue(m_simulated->stages);
            m_optShard->setValue(m_simulated->optShard);
            m_merge->setChecked(m_simulated->mergeToOne);
        }
        m_simulated.reset();
    } else if (m_loaded) {
        m_stages->setValue(std::max(1, m_loaded->stages));
        m_optShard->setValue(std::max(0, m_loaded->optShard));
        m_merge->setChecked(false);
    }
}

void TargetPanel::setSource(const std::vector<int64_t>& devMatrix, const QStringList& axisNames,
                            int stages, int optShard, const std::vector<bool>& replicaAxes) {
    m_devMatrix = devMatrix;
    m_replicaAxes = replicaAxes;
    m_optWanted = std::max(0, optShard);
    m_optNote->hide();
    m_axisNames = axisNames;
    m_loaded.reset();
    m_simulated.reset();
    {
        const QSignalBlocker a(m_stages);
        const QSignalBlocker b(m_optShard);
        m_stages->setValue(std::max(1, stages));
        m_optShard->setValue(std::max(0, optShard));
    }
    rebuildAxes();  // in load mode, the source's sizes are kept aside as the simulated ones
    Q_EMIT changed();
}

void TargetPanel::rebuildAxes() {
    for (QSpinBox* s : m_axes) {
        delete s;
    }
    for (QLabel* l : m_axisLabels) {
        delete l;
    }
    m_axes.clear();
    m_axisLabels.clear();
    for (size_t a = 0; a < m_devMatrix.size(); ++a) {
        auto* label = new QLabel(m_axisNames.value(static_cast<int>(a)), this);
        auto* spin = new QSpinBox(this);
        spin->setRange(1, 65536);
        spin->setValue(static_cast<int>(m_devMatrix[a]));
        spin->setToolTip(
            tr("New size of device-matrix axis %1 (now %2)").arg(a).arg(m_devMatrix[a]));
        label->setBuddy(spin);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            fitOptShard();
            Q_EMIT changed();
        });
        m_axesGrid->addWidget(label, 0, static_cast<int>(2 * a));
        m_axesGrid->addWidget(spin, 0, static_cast<int>(2 * a + 1));
        m_axisLabels.push_back(label);
        m_axes.push_back(spin);
    }
    // The axes are made after the rest: put them where they are read, after "Simulate".
    std::vector<QWidget*> chain{m_simulate};
    chain.insert(chain.end(), m_axes.begin(), m_axes.end());
    for (QWidget* w : std::initializer_list<QWidget*>{m_stages, m_optShard, m_merge, m_save, m_load,
                                                      m_strategy, m_browseStrategy, m_destination,
                                                      m_browseDestination, m_verify}) {
        chain.push_back(w);
    }
    for (size_t i = 1; i < chain.size(); ++i) {
        setTabOrder(chain[i - 1], chain[i]);
    }
    if (!m_simulate->isChecked()) {
        showTargetFields();  // the new fields show the loaded target, not the source's sizes
    }
    updateEnabled();
}

QWidget* TargetPanel::lastInTabOrder() const {
    return m_verify;
}

void TargetPanel::updateEnabled() {
    const bool sim = m_simulate->isChecked() && !m_locked;
    const bool split = sim && !m_merge->isChecked();
    for (QSpinBox* s : m_axes) {
        s->setEnabled(split);
    }
    m_stages->setEnabled(split);
    m_optShard->setEnabled(split);
    m_merge->setEnabled(sim);
    m_save->setEnabled(sim);
    m_strategy->setEnabled(!m_simulate->isChecked() && !m_locked);
    m_browseStrategy->setEnabled(!m_simulate->isChecked() && !m_locked);
    m_simulate->setEnabled(!m_locked);
    m_load->setEnabled(!m_locked);
    m_destination->setEnabled(!m_locked);
    m_verify->setEnabled(!m_locked);
}

void TargetPanel::setLocked(bool locked) {
    m_locked = locked;
    updateEnabled();
}

bool TargetPanel::simulating() const {
    return m_simulate->isChecked();
}

shardscope::SimulationSpec TargetPanel::spec() const {
    if (m_simulated) {
        return *m_simulated;  // the fields show the loaded target
    }
    shardscope::SimulationSpec s;
    s.mergeToOne = m_merge->isChecked();
    for (QSpinBox* a : m_axes) {
        s.axisSizes.push_back(a->value());
    }
    s.stages = m_stages->value();
    s.optShard = m_optShard->value();
    return s;
}

void TargetPanel::setSpec(const shardscope::SimulationSpec& spec) {
    {
        const QSignalBlocker block(this);
        m_simulate->setChecked(true);
        m_merge->setChecked(spec.mergeToOne);
        for (size_t a = 0; a < spec.axisSizes.size() && a < m_axes.size(); ++a) {
            m_axes[a]->setValue(static_cast<int>(spec.axisSizes[a]));
        }
        if (spec.stages > 0) {
            m_stages->setValue(spec.stages);
        }
        if (spec.optShard >= 0) {
            m_optShard->setValue(spec.optShard);
            m_optWanted = spec.optShard;
            m_optNote->hide();
        }
    }
    updateEnabled();
    Q_EMIT changed();
}

void TargetPanel::fitOptShard() {
    // MindSpore shards optimizer states over a parameter's replicas: a shard that does not
    // divide the data-parallel size is left out on every parameter (one warning each). Follow
    // the data-parallel size, back up to the size asked for, and say so.
    if (m_optWanted <= 1 || m_replicaAxes.size() != m_axes.size() || !m_simulate->isChecked()) {
        return;
    }
    int64_t replicas = 1;
    QStringList dpText;
    for (size_t a = 0; a < m_axes.size(); ++a) {
        if (m_replicaAxes[a]) {
            replicas *= m_axes[a]->value();
            dpText << QStringLiteral("%1=%2")
                          .arg(m_axisNames.value(static_cast<int>(a)))
                          .arg(m_axes[a]->value());
        }
    }
    const int64_t fit = std::gcd(static_cast<int64_t>(m_optWanted), replicas);
    const int value = fit > 1 ? static_cast<int>(fit) : 0;
    {
        const QSignalBlocker block(m_optShard);
        m_optShard->setValue(value);
    }
    m_optNote->setVisible(value != m_optWanted);
    m_optNote->setText(value == 0 ? tr("Off: a shard of %1 needs replicas to share it (%2).")
                                        .arg(m_optWanted)
                                        .arg(dpText.join(QStringLiteral(", ")))
                                  : tr("%1, not %2: the shard must divide the replicas (%3).")
                                        .arg(value)
                                        .arg(m_optWanted)
                                        .arg(dpText.join(QStringLiteral(", "))));
}

QString TargetPanel::optShardNote() const {
    return m_optNote->isHidden() ? QString() : m_optNote->text();
}

QString TargetPanel::strategyPath() const {
    return m_strategy->text().trimmed();
}

void TargetPanel::setStrategyPath(const QString& path) {
    m_load->setChecked(true);
    m_strategy->setText(path);
}

QString TargetPanel::destination() const {
    return m_destination->text().trimmed();
}

void TargetPanel::setDestination(const QString& folder) {
    m_destination->setText(folder);
}

bool TargetPanel::verify() const {
    return m_verify->isChecked();
}

void TargetPanel::browseStrategy() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Destination strategy"), m_strategy->text(),
                                     tr("Strategy files (*.ckpt *.json);;All files (*)"));
    if (!path.isEmpty()) {
        m_strategy->setText(path);
    }
}

void TargetPanel::browseDestination() {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Write the converted run to"), destination());
    if (!folder.isEmpty()) {
        m_destination->setText(folder);
    }
}
