#pragma once

#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "error.h"
#include "issue.h"

namespace shardscope {

// An Error or an Issue whole, as JSON, for a message that crosses processes (core/cluster's job
// messages): its code by name, its template and named arguments (pieces included), its subject
// (file, rank, parameter, byte) and what it reports (its cause). Read back, it is the same
// message: the same code, template text, arguments and English (an Issue's English is rendered
// again from the catalogue by its code and arguments; an Error keeps its sentence as written).
// A template read back is the same text at another address (kept for the process's lifetime):
// the GUI translates it by its text; a plural error's other form (errorPluralOf) is not known.
// The readers throw nlohmann::json::exception on what they cannot read.
nlohmann::json errorToJson(const Error& error);
Error errorFromJson(const nlohmann::json& j);
nlohmann::json issueToJson(const Issue& issue);
Issue issueFromJson(const nlohmann::json& j);

// The code of a name (errorCodeName, issueCodeName), or none.
std::optional<ErrorCode> errorCodeFromName(std::string_view name);
std::optional<IssueCode> issueCodeFromName(std::string_view name);

}  // namespace shardscope
