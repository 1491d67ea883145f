#include "widgets/shell/guidedialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

QString section(const QString& title, const QString& body) {
    return QStringLiteral("<h3>%1</h3>%2").arg(title, body);
}

QString item(const QString& name, const QString& text) {
    return GuideDialog::tr("<li><b>%1</b>: %2</li>", "a tab's name and what it shows")
        .arg(name, text);
}

}  // namespace

GuideDialog::GuideDialog(QWidget* parent) : QDialog(parent), m_text(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("guideDialog"));
    setWindowTitle(tr("ShardScope Guide"));
    m_text->setOpenExternalLinks(false);
    m_text->setHtml(html());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(720, 640);
}

QString GuideDialog::html() {
    QString tabs = QStringLiteral("<ul>");
    tabs += item(tr("Files"), tr("every file you opened, with its tensors, layouts or ranks, and "
                                 "their sizes."));
    tabs += item(tr("Parameters"),
                 tr("every parameter of the run: global shape, how the strategy splits it, bytes "
                    "per card. Filter by name or shape; the other tabs follow the selection."));
    tabs += item(tr("Device matrix"),
                 tr("the cards arranged as the strategy sees them; the colours (past twenty "
                    "slices, hatchings too) show which slice of the selected parameter each card "
                    "holds (same colour and hatching = replicas)."));
    tabs += item(tr("Slices"), tr("the selected tensor cut into the pieces the cards hold, with "
                                  "their index ranges and where the bytes lie in each file."));
    tabs += item(tr("Tensor"), tr("statistics, a histogram and the values of the selected "
                                  "parameter, read from the checkpoint."));
    tabs += item(tr("Migration"),
                 tr("plan and run a conversion to another number of cards or another strategy, "
                    "byte-identical to MindSpore's transform_checkpoints."));
    tabs += item(tr("Doctor"), tr("explains why load_param_into_net reports missing or mismatched "
                                  "parameters, and what to change."));
    tabs += item(tr("Loss"), tr("training-loss curves from the run's logs, to compare runs and "
                                "see where each checkpoint was saved."));
    tabs += item(tr("History"), tr("every step the run saved, on every rank: which files are "
                                   "complete and intact, and the newest step to resume from."));
    tabs += item(tr("Playground"), tr("a network and a split of the cards, without any file: "
                                      "what a training step needs of each card's memory and "
                                      "what the cards send each other."));
    tabs += QStringLiteral("</ul>");
    tabs += QStringLiteral("<p>%1</p>")
                .arg(tr("Ctrl+1 to Ctrl+9, then Ctrl+0, bring each tab to the front, in this "
                        "order (View menu)."));

    const QString migration = QStringLiteral("<ol>") +
                              QStringLiteral("<li>%1</li>")
                                  .arg(tr("Open the run folder (File > Open Folder): the "
                                          "folder that holds rank_0, rank_1, … and the "
                                          "strategy file.")) +
                              QStringLiteral("<li>%1</li>")
                                  .arg(tr("On the Migration tab, choose the destination "
                                          "strategy file, or simulate a target (for example "
                                          "dp=4, mp=8), and the destination folder.")) +
                              QStringLiteral("<li>%1</li>")
                                  .arg(tr("Read the plan problems, if any, and the time and "
                                          "disk estimate; then press Convert. Verify checks "
                                          "every byte against its source.")) +
                              QStringLiteral("<li>%1</li>")
                                  .arg(tr("Open the converted run to check it: it carries its "
                                          "own strategy file.")) +
                              QStringLiteral(
                                  "</ol><p><code>shardscope-cli convert --src RUN --dst OUT "
                                  "--dst-strategy NEW.ckpt --verify</code></p>");

    const QString resume = QStringLiteral("<ol>") +
                           QStringLiteral("<li>%1</li>")
                               .arg(tr("Do not take the last file name in sorted order: "
                                       "net-10_1875.ckpt sorts before net-9_1875.ckpt, and "
                                       "the newest step may be missing or damaged on some "
                                       "cards.")) +
                           QStringLiteral("<li>%1</li>")
                               .arg(tr("Open the run folder and the History tab (Ctrl+9): it "
                                       "names the newest step that is complete and intact on "
                                       "every card, and why newer ones cannot be used "
                                       "(<code>shardscope-cli history RUN</code> says the "
                                       "same).")) +
                           QStringLiteral("<li>%1</li>")
                               .arg(tr("Press “Use step” to show that step in every tab, or "
                                       "“Copy --step” for the commands that read the run, for "
                                       "example <code>shardscope-cli convert --step STEP "
                                       "…</code>; right-click a column for any other step. "
                                       "Resume training from the files it names.")) +
                           QStringLiteral("</ol>");

    return QStringLiteral("<h2>%1</h2>").arg(tr("ShardScope Guide")) +
           QStringLiteral("<p>%1</p>")
               .arg(tr("ShardScope shows what each card of a distributed-training run holds, and "
                       "moves checkpoints from one number of cards to another. Files are only "
                       "read, never modified.")) +
           section(tr("The tabs"), tabs) +
           section(tr("Move a run to another number of cards"), migration) +
           section(tr("Resume from the right checkpoint"), resume);
}
