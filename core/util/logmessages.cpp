// The catalogue's words for a line of a training log that gave no point, and for a value on a
// read line that was skipped (logs, the Loss tab). Values are the log's own text.
#include "catalogueentry.h"

namespace shardscope {

namespace {

// A line the text, MindFormers and LossMonitor parsers could not read.
std::vector<CatalogueEntry> textLineEntries() {
    return {
        {IssueCode::LogLineTooLong,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "a line longer than 1 MiB (binary data?)")}}},
        {IssueCode::LogOutputsUnclosed,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "the outputs tuple ends before its ')'")}}},
        {IssueCode::LogOutputNotNumber,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "output {index} '{value}' holds no number")}}},
        {IssueCode::LogOutputsNoTensor,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "no Tensor(...) in the outputs tuple")}}},
        {IssueCode::LogNoNumberAfter,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "no {field} number after '{field}'")}}},
        {IssueCode::LogLossWithoutStep,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "a loss without a step")}}},
        {IssueCode::LogEndsBeforeLoss,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "the line ends before the loss")}}},
        {IssueCode::LogNoColon,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "no ':' after '{name}'")}}},
        {IssueCode::LogFieldNotNumber,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{field} '{value}' is not a number")}}},
        {IssueCode::LogNoValueAfterLoss,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "no value after the loss")}}},
        {IssueCode::LogNoStepOnLine,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "no step on the line")}}},
        {IssueCode::LogNoLossOnLine,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "no loss on the line")}}},
        {IssueCode::LogPastTraining,
         {{"field=global_step",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "global step {value} is past any training (over 2^40)")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "{field} {value} is past any training (over 2^30)")}}},
    };
}

// A CSV or JSON-lines row that could not be read, and values skipped on a read line.
std::vector<CatalogueEntry> tableLineEntries() {
    return {
        {IssueCode::LogColumnNotNumber,
         {{"expected=integer",
           QT_TRANSLATE_NOOP("IssueMessage", "column '{column}': '{value}' is not a whole number")},
          {"expected=time",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "column '{column}': '{value}' is not a time (seconds, or a date and "
                             "time)")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "column '{column}': '{value}' is not a number")}}},
        {IssueCode::LogColumnCount,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "{cells} cells where the header has {columns}")}}},
        {IssueCode::LogNoStepColumn,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the header has no step column (expected step, iteration or "
                                      "global_step)")}}},
        {IssueCode::LogKeyNotNumber,
         {{"expected=integer",
           QT_TRANSLATE_NOOP("IssueMessage", "key '{key}': '{value}' is not a whole number")},
          {"expected=time",
           QT_TRANSLATE_NOOP("IssueMessage", "key '{key}': '{value}' is not a time")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage", "key '{key}': '{value}' is not a number")}}},
        {IssueCode::LogKeyNoValue,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "key '{key}': '{value}' is no value")}}},
        // "expected" names what the JSON scanner wanted: a word, or the character itself.
        {IssueCode::LogNotJsonObject,
         {{"expected=key",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "not a JSON object: expected a key at column {column}")},
          {"expected=value",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "not a JSON object: expected a value at column {column}")},
          {"expected=end",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "not a JSON object: expected ',' or '}' at column {column}")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "not a JSON object: expected {expected} at column {column}")}}},
        {IssueCode::LogSkippedWithoutColon,
         {{"value",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{name}: no ':' before its value '{value}', the field skipped")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "no ':' after '{field}', the field skipped")}}},
        {IssueCode::LogSkippedNotNumber,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{name}: '{value}' is not a number")}}},
        {IssueCode::LogSkippedTwice,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "{name}: given twice on the line, the first value kept")}}},
        {IssueCode::LogSkippedUnit,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{name}: unit '{unit}' where earlier lines had '{earlier}'")}}},
    };
}

}  // namespace

std::vector<CatalogueEntry> logLineEntries() {
    std::vector<CatalogueEntry> out = textLineEntries();
    for (CatalogueEntry& e : tableLineEntries()) {
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace shardscope
