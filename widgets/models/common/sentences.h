#pragma once

#include <QCoreApplication>
#include <QStringList>

// Joins whole sentences (or a phrase and its parenthesis) in the user's language: English puts a
// space between them, Chinese ends each sentence with 。 or a full-width bracket and puts none.
class Sentences {
    Q_DECLARE_TR_FUNCTIONS(Sentences)

public:
    static QString join(const QString& first, const QString& second);
    // The non-empty ones, in order.
    static QString join(const QStringList& sentences);
};
