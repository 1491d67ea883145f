#include "simulatespec.h"
#include "../util/messagepiece.h"
#include "../util/translatenoop.h"
#include "../util/wording.h"

#include <charconv>

namespace shardscope {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
        s.remove_prefix(1);
    }
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) {
        s.remove_suffix(1);
    }
    return s;
}

std::optional<SimulationSpec> fail(Issue* why, IssueCode code,
                                   const std::vector<std::string>& args) {
    if (why != nullptr) {
        *why = makeIssue(code, Severity::Error, {}, {}, -1, args);
    }
    return std::nullopt;
}

}  // namespace

std::optional<SimulationSpec> parseSimulationSpec(std::string_view text,
                                                  const std::vector<std::string>& axisNames,
                                                  Issue* why) {
    SimulationSpec spec;
    const std::string_view trimmed = trim(text);
    if (trimmed == "merge" || trimmed == "MERGE" || trimmed == "Merge") {
        spec.mergeToOne = true;
        return spec;
    }
    std::vector<int64_t> sizes(axisNames.size(), 0);
    bool anyAxis = false;
    size_t start = 0;
    while (start <= trimmed.size()) {
        const size_t comma = trimmed.find(',', start);
        const std::string_view part = trim(trimmed.substr(
            start, comma == std::string_view::npos ? trimmed.size() - start : comma - start));
        start = comma == std::string_view::npos ? trimmed.size() + 1 : comma + 1;
        if (part.empty()) {
            continue;
        }
        const size_t eq = part.find('=');
        const std::string_view key = trim(part.substr(0, eq));
        const std::string_view number =
            eq == std::string_view::npos ? std::string_view() : trim(part.substr(eq + 1));
        int value = -1;
        const auto parsed = std::from_chars(number.data(), number.data() + number.size(), value);
        if (eq == std::string_view::npos || part.find('=', eq + 1) != std::string_view::npos ||
            parsed.ec != std::errc() || parsed.ptr != number.data() + number.size() || value < 0) {
            return fail(why, IssueCode::SpecNotNameNumber, {std::string(part)});
        }
        if (key == "pp") {
            if (value < 1) {
                return fail(why, IssueCode::SpecStagesBelowOne, {});
            }
            spec.stages = value;
        } else if (key == "opt") {
            if (value == 1) {
                return fail(why, IssueCode::SpecOptShardIsOne, {});
            }
            spec.optShard = value;
        } else {
            size_t axis = 0;
            while (axis < axisNames.size() && axisNames[axis] != key) {
                ++axis;
            }
            if (axis == axisNames.size()) {
                auto unknown =
                    fail(why, IssueCode::SpecUnknownAxis, {std::string(key), joined(axisNames)});
                if (why != nullptr) {  // "dp, mp": the names joined in the window's language
                    putArg(why->args, listArg("axes", axisNames, MessagePiece::Join::Commas));
                }
                return unknown;
            }
            if (value < 1) {
                return fail(why, IssueCode::SpecAxisBelowOne, {std::string(key)});
            }
            sizes[axis] = value;
            anyAxis = true;
        }
    }
    if (anyAxis) {
        for (size_t a = 0; a < sizes.size(); ++a) {
            if (sizes[a] == 0) {
                return fail(why, IssueCode::SpecAxisMissing, {axisNames[a]});
            }
        }
        spec.axisSizes = sizes;
    }
    return spec;
}

std::string formatSimulationSpec(const SimulationSpec& spec,
                                 const std::vector<std::string>& axisNames) {
    if (spec.mergeToOne) {
        return "merge";
    }
    std::string out;
    const auto add = [&out](const std::string& part) { out += (out.empty() ? "" : ",") + part; };
    for (size_t a = 0; a < spec.axisSizes.size(); ++a) {
        add((a < axisNames.size() ? axisNames[a] : "axis" + std::to_string(a)) + "=" +
            std::to_string(spec.axisSizes[a]));
    }
    if (spec.stages > 0) {
        add("pp=" + std::to_string(spec.stages));
    }
    if (spec.optShard >= 0) {
        add("opt=" + std::to_string(spec.optShard));
    }
    return out;
}

IssueArg simulatedTargetLabel(const SimulationSpec& spec,
                              const std::vector<std::string>& axisNames) {
    return pieceArg("target", QT_TRANSLATE_NOOP("ErrorPiece", "simulated: {spec}"),
                    {{"spec", formatSimulationSpec(spec, axisNames)}});
}

}  // namespace shardscope
