#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

#include "fit/fitmodel.h"

// The Playground's words for core's fit values, in the user's language: the headline, the
// kinds of memory and of communication groups, the collectives and rank lists.
class FitTexts {
    Q_DECLARE_TR_FUNCTIONS(FitTexts)

public:
    // "Fits: peak 32.5 GiB of 64.0 GiB on stage 0 (rank 0)" or "Does not fit: stage 1 (rank 8)
    // needs 71.0 GiB of 64.0 GiB", as core's fitHeadline() says it.
    // Without `sayWhy` the reason activations are not counted is left to the caller.
    static QString headline(const shardscope::FitReport& report, bool sayWhy = true);
    // The memory kinds in the order the bars stack them: parameters, gradients, optimizer
    // states, activations.
    static constexpr int kKinds = 4;
    static QString kind(int kind);
    static uint64_t bytesOf(const shardscope::MemoryBytes& bytes, int kind);
    static QString groupKind(shardscope::GroupKind kind);
    static QString collective(const std::string& collective);
    // "16.4 ms", "1.34 s": a time of communication per step.
    static QString seconds(double seconds);
    // "0-7", or "0, 8, 16, … 1016 (128 ranks)" when longer than `maxChars`.
    static QString ranks(const std::vector<int>& ranks, int maxChars = 40);
    // "Split refused: model parallel 3 does not divide the 64 attention heads" (the reason in
    // core's words).
    static QString refusal(const QString& why);
};
