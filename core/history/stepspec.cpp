#include "stepspec.h"

#include <algorithm>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

bool digits(const std::string& s) {
    return !s.empty() && s.size() <= 15 &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool periodic(const HistoryStep& s) {
    return s.key.kind == SaveKind::Periodic || s.key.kind == SaveKind::StepOnly;
}

// The newest of the matching steps, periodic saves first.
template <class Match>
int newest(const RunHistory& h, Match match, bool anyKind) {
    for (int i = static_cast<int>(h.steps.size()) - 1; i >= 0; --i) {
        const HistoryStep& s = h.steps[static_cast<size_t>(i)];
        if (match(s) && (anyKind || periodic(s))) {
            return i;
        }
    }
    return -1;
}

// The last dozen saved steps, "... e1_s10 (10), e2_s20 (20)", or "none".
IssueArg savedList(const RunHistory& h) {
    if (h.steps.empty()) {
        return pieceArg("steps", QT_TRANSLATE_NOOP("ErrorPiece", "none"));
    }
    std::vector<std::string> items;
    const size_t shown = std::min<size_t>(h.steps.size(), 12);
    for (size_t i = h.steps.size() - shown; i < h.steps.size(); ++i) {
        const HistoryStep& s = h.steps[i];
        items.push_back(s.globalStep ? s.name + " (" + std::to_string(*s.globalStep) + ")"
                                     : s.name);
    }
    if (shown == h.steps.size()) {
        return listArg("steps", items, MessagePiece::Join::Commas);
    }
    return pieceArg("steps", QT_TRANSLATE_NOOP("ErrorPiece", "... {list}"),
                    {listArg("list", items, MessagePiece::Join::Commas)});
}

// Each sentence ends in "; saved steps: {steps}", the list of them.
Error notFound(const RunHistory& h, ErrorTemplate text, std::vector<IssueArg> args) {
    args.push_back(savedList(h));
    Error e = makeError(ErrorCode::NotFound, text, std::move(args));
    e.withFix(QT_TRANSLATE_NOOP("ErrorMessage",
                                "run `shardscope-cli history {run}` to see every saved step"),
              {{"run", h.path}});
    return e.inFile(h.path);
}

}  // namespace

Result<int> findStep(const RunHistory& h, const std::string& text) {
    std::string spec = text;
    spec.erase(0, spec.find_first_not_of(" \t"));
    spec.erase(spec.find_last_not_of(" \t") + 1);
    if (digits(spec)) {
        const int64_t g = std::stoll(spec);
        const int i = newest(
            h, [&](const HistoryStep& s) { return s.globalStep == g; }, false);
        if (i >= 0) {
            return i;
        }
        const bool anyGlobal =
            std::any_of(h.steps.begin(), h.steps.end(),
                        [](const HistoryStep& s) { return s.globalStep.has_value(); });
        if (!anyGlobal) {
            return notFound(h,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "no global step is known for this run (the files "
                                              "hold no step_num and the steps per epoch are "
                                              "unknown): give the step as E_S, as in the file "
                                              "names; saved steps: {steps}"),
                            {});
        }
        return notFound(h,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "no saved step has global step {step}; "
                                          "saved steps: {steps}"),
                        {{"step", spec}});
    }
    const size_t us = spec.find('_');
    if (us != std::string::npos && digits(spec.substr(0, us)) && digits(spec.substr(us + 1))) {
        const int64_t e = std::stoll(spec.substr(0, us));
        const int64_t st = std::stoll(spec.substr(us + 1));
        auto match = [&](const HistoryStep& s) { return s.key.epoch == e && s.key.step == st; };
        if (const int i = newest(h, match, false); i >= 0) {
            return i;
        }
        if (const int i = newest(h, match, true); i >= 0) {
            return notFound(h,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "epoch {epoch}, step {step} was saved only as "
                                              "{name}: name it to use it; saved steps: {steps}"),
                            {{"epoch", std::to_string(e)},
                             {"step", std::to_string(st)},
                             {"name", h.steps[static_cast<size_t>(i)].name}});
        }
        return notFound(h,
                        QT_TRANSLATE_NOOP("ErrorMessage",
                                          "no saved step is epoch {epoch}, step "
                                          "{step}; saved steps: {steps}"),
                        {{"epoch", std::to_string(e)}, {"step", std::to_string(st)}});
    }
    const int i = newest(
        h, [&](const HistoryStep& s) { return s.name == spec; }, true);
    if (i >= 0) {
        return i;
    }
    return notFound(h,
                    QT_TRANSLATE_NOOP("ErrorMessage",
                                      "'{spec}' is neither a global step, nor E_S, nor the name of "
                                      "a saved step; saved steps: {steps}"),
                    {{"spec", spec}});
}

}  // namespace shardscope
