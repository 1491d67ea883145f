#include "widgets/models/matrix/matrixtexts.h"

#include <QDir>
#include <QFileInfo>

#include "widgets/models/common/errortext.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/common/sentences.h"
#include "widgets/models/files/reportcells.h"
#include "widgets/models/slices/slicedetails.h"
#include "widgets/models/slices/slicegeometry.h"
#include "widgets/models/slices/slicepalette.h"

using shardscope::Issue;
using shardscope::IssueCode;
using shardscope::ParamInfo;
using shardscope::ParamStatus;
using shardscope::RunDocument;

MatrixTexts::MatrixTexts(std::shared_ptr<const RunDocument> run, int param, QStringList names)
    : m_run(std::move(run)), m_names(std::move(names)) {
    if (!m_run) {
        m_roles = {AxisRoles::Role::Trivial};
        m_names = AxisRoles::defaultNames(m_roles);
        return;
    }
    m_devMatrix = AxisRoles::runDevMatrix(*m_run);
    const bool valid = param >= 0 && param < static_cast<int>(m_run->params.size());
    m_param = valid ? param : -1;
    const ParamInfo* info = this->param();
    if (info && info->layout && info->layout->deviceCount() == m_run->stages.devices) {
        m_layout = info->layout;
        if (m_layout->devMatrix() != m_devMatrix) {
            m_devMatrix = m_layout->devMatrix();
            m_names.clear();  // names belong to the run's own device matrix
        }
        m_colours = MatrixGeometry::sliceColours(*m_layout);
        for (const MatrixGeometry::SliceColour& c : m_colours) {
            m_slices = std::max(m_slices, c.slice + 1);
        }
    }
    if (info && !m_layout) {
        for (const Issue& issue : m_run->issues) {
            if (issue.param == info->name && issue.code == IssueCode::NotDivisible) {
                m_notDividing = tr("dim %1: %2 ÷ %3")
                                    .arg(QString::fromStdString(issue.arg("dimension")),
                                         QString::fromStdString(issue.arg("size")),
                                         QString::fromStdString(issue.arg("parts")));
                m_notDividingWhy = IssueText::text(issue);
                break;
            }
        }
    }
    if (info && info->savedOnce) {
        // Worked out once: the painter asks for every card on every paint.
        const int first = info->stage * std::max(1, m_run->stages.devices);
        const int devices = info->layout ? info->layout->deviceCount() : 0;
        m_holderOf.assign(static_cast<size_t>(std::max(0, devices)), -1);
        for (int local = 0; local < devices; ++local) {
            const int holder = m_run->holderOf(*info, first + local);
            m_holderOf[static_cast<size_t>(local)] = holder != first + local ? holder : -1;
        }
    }
    m_roles = AxisRoles::roles(*m_run, m_devMatrix);
    const QStringList defaults = AxisRoles::defaultNames(m_roles);
    while (m_names.size() < defaults.size()) {
        m_names << defaults[m_names.size()];
    }
    for (qsizetype i = 0; i < defaults.size(); ++i) {
        if (m_names[i].trimmed().isEmpty()) {
            m_names[i] = defaults[i];
        }
    }
}

const ParamInfo* MatrixTexts::param() const {
    return m_run && m_param >= 0 ? &m_run->params[static_cast<size_t>(m_param)] : nullptr;
}

int MatrixTexts::stages() const {
    return m_run ? std::max(1, m_run->stages.stages) : 1;
}

int MatrixTexts::devices() const {
    return m_run ? std::max(1, m_run->stages.devices) : 1;
}

bool MatrixTexts::holds(int rank) const {
    const ParamInfo* info = param();
    if (info && m_run && m_run->files.empty()) {
        // A strategy opened alone: every rank of the parameter's stage would hold it.
        return rank / devices() == info->stage;
    }
    return !info || std::binary_search(info->ranks.begin(), info->ranks.end(), rank);
}

int MatrixTexts::holderElsewhere(int rank) const {
    const ParamInfo* info = param();
    if (!info || m_holderOf.empty()) {
        return -1;
    }
    const int local = rank - info->stage * std::max(1, m_run->stages.devices);
    return local >= 0 && local < static_cast<int>(m_holderOf.size())
               ? m_holderOf[static_cast<size_t>(local)]
               : -1;
}

std::optional<MatrixGeometry::SliceColour> MatrixTexts::colour(int rank) const {
    const ParamInfo* info = param();
    if (!m_layout || !info || rank / devices() != info->stage) {
        return std::nullopt;
    }
    return m_colours[static_cast<size_t>(rank % devices())];
}

std::optional<SlicePalette::Key> MatrixTexts::key(int rank) const {
    const auto own = colour(rank);
    if (!own) {
        return std::nullopt;
    }
    SlicePalette::Key key = SlicePalette::key(own->slice, m_slices, own->chunks > 1);
    key.colour = SlicePalette::chunkColour(key.colour, own->chunk, own->chunks);
    return key;
}

std::vector<int> MatrixTexts::sameSlice(int rank) const {
    std::vector<int> ranks;
    const auto own = colour(rank);
    if (!own) {
        return ranks;
    }
    const int offset = rank - rank % devices();
    for (int r = 0; r < devices(); ++r) {
        if (m_colours[static_cast<size_t>(r)] == *own) {
            ranks.push_back(offset + r);
        }
    }
    return ranks;
}

QString MatrixTexts::legend(int axis) const {
    const auto a = static_cast<size_t>(axis);
    if (m_roles[a] == AxisRoles::Role::Trivial) {
        return tr("%1 · size 1").arg(m_names.value(axis));
    }
    return tr("%1 · %2 · %3 ways")
        .arg(m_names.value(axis), AxisRoles::roleText(m_roles[a]))
        .arg(m_devMatrix[a]);
}

QString MatrixTexts::header(int axis, int64_t value) const {
    return QStringLiteral("%1 = %2").arg(m_names.value(axis)).arg(value);
}

QString MatrixTexts::panelTitle(const MatrixGeometry::Panel& panel) const {
    QStringList parts;
    if (stages() > 1) {
        parts << tr("stage %1").arg(panel.stage);
    }
    for (size_t axis = 0; axis < panel.fixed.size(); ++axis) {
        if (panel.fixed[axis] >= 0 && m_devMatrix[axis] > 1) {
            parts << header(static_cast<int>(axis), panel.fixed[axis]);
        }
    }
    return parts.isEmpty() ? tr("all ranks") : parts.join(QStringLiteral(" · "));
}

QString MatrixTexts::noLayoutText(const shardscope::RunDocument& run,
                                  const shardscope::ParamInfo& param) {
    // Why there is none: the run's own word on this parameter (a split that does not divide),
    // else the strategy's layout does not fit its shape, else it has none.
    for (const Issue& issue : run.issues) {
        if (issue.param == param.name && issue.code != IssueCode::MissingOnRanks) {
            return IssueText::text(issue);
        }
    }
    if (param.status == ParamStatus::ShapeContradicts) {
        return tr("The strategy's layout does not fit this parameter's shape: %1")
            .arg(param.statusError != nullptr ? ErrorText::detail(*param.statusError) : QString());
    }
    return tr("This parameter has no layout in the strategy.");
}

QStringList MatrixTexts::caption() const {
    const ParamInfo* info = param();
    if (!m_run) {
        return {tr("No run loaded")};
    }
    QStringList matrix;
    for (int64_t d : m_devMatrix) {
        matrix << QString::number(d);
    }
    const QString shape = tr("%Ln rank(s)", "", m_run->stages.ranks()) + QStringLiteral(" = ") +
                          tr("%Ln stage(s)", "", stages()) + QStringLiteral(" × [") +
                          matrix.join(QStringLiteral(", ")) + QLatin1Char(']');
    const auto withHosts = [this](const QString& line) {
        const QString hosts = hostsText();
        return hosts.isEmpty() ? QStringList{line} : QStringList{line, hosts};
    };
    if (!info) {
        return QStringList{shape} + withHosts(tr("Colour: pipeline stage. Select a parameter to "
                                                 "see which slice each rank holds."));
    }
    QStringList dims;
    for (int64_t d : info->globalShape) {
        dims << QString::number(d);
    }
    const QString full =
        info->globalShape.empty() && m_layout
            ? tr("(shape not recorded)")
            : QLatin1Char('[') + dims.join(QStringLiteral(", ")) + QLatin1Char(']');
    const QString title = QString::fromStdString(info->name) + QLatin1Char(' ') + full +
                          QStringLiteral("  ·  ") + shape;
    if (!m_layout) {
        return {title, noLayoutText(*m_run, *info)};
    }
    QString how = tr("Same colour = same slice (replicas).");
    const bool shaded = m_layout->optSharded();
    if (m_slices > SlicePalette::distinct(m_slices, shaded)) {
        // More slices than colours and hatchings: say that they come back, nearly alike, and
        // where the slice is named.
        how = tr("Past %2 slices colours and hatchings come back a shade darker or lighter (%1 "
                 "in all): a card's tooltip names its slice.")
                  .arg(m_slices)
                  .arg(SlicePalette::distinct(m_slices, shaded));
    } else if (m_slices > SlicePalette::colours(m_slices, shaded)) {
        // Short: with optimizer pieces a second sentence follows on the same line.
        how = tr("Same colour and hatching = same slice (replicas).");
    }
    if (m_layout->optSharded()) {
        how = Sentences::join(how, tr("Shades and the bar = optimizer pieces (%1 per slice).")
                                       .arg(m_layout->optShardSize()));
    }
    return QStringList{title} + withHosts(how);
}

QStringList MatrixTexts::cellLines(int rank) const {
    QStringList lines{QStringLiteral("r%1").arg(rank)};
    const ParamInfo* info = param();
    if (!info) {
        const auto& files = m_run ? m_run->files : decltype(m_run->files){};
        const bool present =
            rank < static_cast<int>(files.size()) && files[static_cast<size_t>(rank)];
        lines << (present ? ReportCells::bytesText(m_run->rankBytes(rank)) : tr("no file"));
        return lines;
    }
    if (const int holder = holderElsewhere(rank); holder >= 0) {
        lines << tr("in r%1's file").arg(holder);
        return lines;
    }
    if (!m_notDividing.isEmpty() && rank / devices() == info->stage) {
        // Nothing is missing: the target's split cannot cut this parameter.
        lines << tr("does not divide") << m_notDividing;
        return lines;
    }
    if (!holds(rank) || !m_layout) {
        lines << (rank / devices() == info->stage ? tr("missing") : tr("other stage"));
        return lines;
    }
    const int local = rank % devices();
    if (info->globalShape.empty()) {
        // No recorded shape (protobuf strategies keep none): index ranges would be invented.
        const auto own = colour(rank);
        lines << (own ? tr("slice %1").arg(own->slice + 1) : QString());
    } else {
        lines << SliceDetails::notation(m_layout->storedSlice(local), info->globalShape);
    }
    if (!m_run->files.empty()) {
        lines << ReportCells::bytesText(info->bytesPerRank);
    }
    return lines;
}

QString MatrixTexts::coordinatesText(int rank) const {
    QStringList parts;
    int local = rank % devices();
    std::vector<int64_t> coords(m_devMatrix.size());
    for (size_t i = m_devMatrix.size(); i-- > 0;) {
        coords[i] = local % m_devMatrix[i];
        local = static_cast<int>(local / m_devMatrix[i]);
    }
    for (size_t axis = 0; axis < coords.size(); ++axis) {
        parts << header(static_cast<int>(axis), coords[axis]);
    }
    return parts.join(QStringLiteral(", "));
}

QString MatrixTexts::toolTip(int rank) const {
    QStringList lines;
    lines << tr("Rank %1 (stage %2, local rank %3)")
                 .arg(rank)
                 .arg(rank / devices())
                 .arg(rank % devices());
    lines << coordinatesText(rank);
    if (const int host = server(rank); host >= 0) {
        const auto& table = *m_run->rankTable;
        lines << tr("Server %1, device %2")
                     .arg(QString::fromStdString(table.servers[static_cast<size_t>(host)].label))
                     .arg(table.devices[static_cast<size_t>(rank)].deviceId);
    }
    if (m_run && rank < static_cast<int>(m_run->files.size()) &&
        m_run->files[static_cast<size_t>(rank)]) {
        const QFileInfo file(
            QString::fromStdString(m_run->files[static_cast<size_t>(rank)]->path()));
        lines << tr("File: %1 (%2)")
                     .arg(file.dir().dirName() + QLatin1Char('/') + file.fileName(),
                          ReportCells::bytesText(m_run->rankBytes(rank)));
    }
    const ParamInfo* info = param();
    if (const auto own = colour(rank); info && own && holds(rank)) {
        const int local = rank % devices();
        if (info->globalShape.empty()) {
            lines << tr("Holds slice %1 of %2")
                         .arg(own->slice + 1)
                         .arg(QString::fromStdString(info->name));
        } else {
            lines << tr("Holds %1%2: %3")
                         .arg(QString::fromStdString(info->name),
                              SliceDetails::notation(m_layout->storedSlice(local),
                                                     info->globalShape),
                              ReportCells::bytesText(info->bytesPerRank));
        }
        const int offset = rank - local;
        std::vector<int> replicas;
        for (int r : m_layout->replicaGroup(local)) {
            replicas.push_back(offset + r);
        }
        lines << tr("Same model slice on %1").arg(SliceGeometry::ranksText(replicas, false));
        if (own->chunks > 1) {
            lines << tr("Optimizer piece %1 of %2, shared with %3")
                         .arg(own->chunk + 1)
                         .arg(own->chunks)
                         .arg(SliceGeometry::ranksText(sameSlice(rank), false));
        }
    } else if (const int holder = holderElsewhere(rank); holder >= 0) {
        lines << tr("Saved with remove_redundancy: what it stores of %1 is in rank %2's file "
                    "(one rank of each group of replicas saves it)")
                     .arg(QString::fromStdString(info->name))
                     .arg(holder);
    } else if (info && !m_notDividing.isEmpty() && rank / devices() == info->stage) {
        lines << tr("%1 does not divide over these cards: %2")
                     .arg(QString::fromStdString(info->name), m_notDividingWhy);
    } else if (info) {
        lines << tr("Does not hold %1").arg(QString::fromStdString(info->name));
    }
    return lines.join(QLatin1Char('\n'));
}

int MatrixTexts::server(int rank) const {
    return m_run && m_run->rankTable ? m_run->rankTable->serverOfRank(rank) : -1;
}

QString MatrixTexts::hostsText() const {
    if (!m_run || !m_run->rankTable) {
        return {};
    }
    const auto& table = *m_run->rankTable;
    const QString file = QFileInfo(QString::fromStdString(m_run->rankTablePath)).fileName();
    constexpr size_t kNamed = 4;  // more servers than this are named by the tooltips only
    if (table.servers.size() > kNamed) {
        return tr("Frames = servers (%Ln server(s) in %1; hover a card for its server).", "",
                  static_cast<int>(table.servers.size()))
            .arg(file);
    }
    QStringList names;
    for (const auto& server : table.servers) {
        names << QStringLiteral("%1 (%2)").arg(QString::fromStdString(server.label),
                                               SliceGeometry::ranksText(server.ranks, false));
    }
    return tr("Frames = servers in %1: %2.").arg(file, names.join(QStringLiteral(", ")));
}
