#pragma once

#include <QCoreApplication>
#include <QString>

#include "util/issue.h"

// The one translator of core Issues (inspect notices, plan problems, simulation issues, export
// notes): the core's message is English only; the GUI rebuilds the words from the stable code and
// its named arguments. Every code has a sentence here (a test renders each one in Chinese).
class IssueText {
    Q_DECLARE_TR_FUNCTIONS(IssueText)

public:
    static QString text(const shardscope::Issue& issue);
    // The catalogue's sentence in the window's language as the CLI words it, without the capital
    // a list entry starts with: a part of a longer line (a history copy's reason after its state,
    // a log line's problem after its place).
    static QString sentence(const shardscope::Issue& issue);
    // "file · rank 3 · parameter": where the issue is.
    static QString location(const shardscope::Issue& issue, const QString& reportPath);
    // A core error text without its leading "FILE: ", for places that name the file already.
    static QString withoutFile(const std::string& error, const std::string& file);
};
