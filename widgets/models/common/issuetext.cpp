#include "widgets/models/common/issuetext.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include "widgets/models/common/sentences.h"

#include "inspect/reporttext.h"
#include "util/messagecatalogue.h"
#include "util/messagepiece.h"
#include "widgets/models/common/cataloguetext.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/common/sizetext.h"

using namespace shardscope;

namespace {

QString fileName(const std::string& path) {
    const QFileInfo info(QString::fromStdString(path));
    return info.fileName().isEmpty() ? info.filePath() : info.fileName();
}

// The error an issue reports, in the window's language when the issue carries it (its "error"
// argument is its English), without the file the location column names already.
QString errorArg(const Issue& issue) {
    return issue.cause != nullptr ? ErrorText::detailWithoutFile(*issue.cause, issue.file)
                                  : IssueText::withoutFile(issue.arg("error"), issue.file);
}

// The bytes an issue counts, as the summary strip shows sizes ("399.0 MiB").
QString bytesArg(const Issue& i) {
    return SizeText::bytes(std::stoull("0" + i.arg("bytes")));
}

// An argument as the window shows it: paths by their file name, a long list of parameters cut
// to its first three, an error without the file the location column names already; a piece
// (the core's words, a list) as it is, for CatalogueText to word. The sentence stays the
// catalogue's.
IssueArg shownArg(const Issue& issue, const IssueArg& arg) {
    if (arg.name == "params" && issue.code == IssueCode::ExportDuplicate && arg.piece != nullptr) {
        std::vector<std::string> names;
        for (const IssueArg& item : arg.piece->args) {
            names.push_back(item.value);
        }
        return cutListArg(arg.name, names, 3);  // "a, b, c and 4 more"
    }
    if (arg.piece != nullptr) {
        return arg;
    }
    if (arg.name == "kept" || arg.name == "skipped" ||
        (arg.name == "file" && issue.code == IssueCode::SourceNameNotUtf8)) {
        return {arg.name, fileName(arg.value).toStdString()};
    }
    if (arg.name == "size" && issue.code == IssueCode::RedundancyRemoved) {
        return {arg.name, bytesArg(issue).toStdString()};
    }
    if (arg.name == "error") {
        return {arg.name, errorArg(issue).toStdString()};
    }
    return arg;
}

// A catalogued issue in the window's language: the catalogue's template as translated
// (translations/shardscope_zh_CN.ts, context IssueMessage), its named arguments put in. Without a
// translation (English) the catalogue's own English, singular or plural, is the text.
QString catalogueText(const Issue& issue, bool capital) {
    std::vector<IssueArg> shown;
    for (const IssueArg& arg : issue.args) {
        shown.push_back(shownArg(issue, arg));
    }
    CatalogueText out =
        CatalogueText::render(kIssueMessageContext, issueForms(issue.code), issue.args, shown);
    if (out.text.isNull()) {
        return QString::fromStdString(issue.text());
    }
    // A list entry starts with a capital, as the CLI's line after "warning: " does not; a
    // sentence that starts with a value (a file name) keeps it as it is.
    const MessageForm* form = chooseForm(issueForms(issue.code), issue.args);
    const char first = form->text[0];
    if (capital && out.english && first >= 'a' && first <= 'z') {
        out.text[0] = out.text[0].toUpper();
    }
    return out.text;
}

}  // namespace

QString IssueText::text(const Issue& issue) {
    return catalogueText(issue, true);
}

QString IssueText::sentence(const Issue& issue) {
    return catalogueText(issue, false);
}

QString IssueText::withoutFile(const std::string& error, const std::string& file) {
    const std::string prefix = file + ": ";
    const bool named = !file.empty() && error.compare(0, prefix.size(), prefix) == 0;
    return QString::fromStdString(named ? error.substr(prefix.size()) : error);
}

QString IssueText::location(const Issue& issue, const QString& reportPath) {
    QStringList parts;
    const QString file = QString::fromStdString(issue.file);
    parts << QFileInfo(file.isEmpty() ? reportPath : file).fileName();
    if (issue.rank >= 0) {
        parts << tr("rank %1").arg(issue.rank);
    }
    if (!issue.param.empty()) {
        parts << QString::fromStdString(issue.param);
    }
    parts.removeAll(QString());
    return parts.join(QStringLiteral(" · "));
}
