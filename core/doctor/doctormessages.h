#pragma once

#include <optional>
#include <string>
#include <vector>

#include "../util/issue.h"
#include "doctorreport.h"

namespace shardscope {

// The doctor's sentences are messages of the one catalogue (core/util/messagecatalogue.h): each
// diagnosis, fix and finding is an Issue of its code (issue.h's doctor block), its templates in
// core/util/doctordiagnosismessages.cpp, doctorfixmessages.cpp and doctorfindingmessages.cpp,
// the pieces it puts in built when it is said (doctorpieces.h). The CLI prints its English
// (Issue::text()); the window translates the same templates (IssueText).

// The sentence of `code`: `values` are the code's arguments (issueArgNames) in order, those
// given as `pieces` left out; each piece takes its argument's place.
Issue say(IssueCode code, const std::vector<std::string>& values = {},
          std::vector<IssueArg> pieces = {});

// The code `doctor --json` prints for a sentence: its issueCodeName, "none" for no sentence (an
// empty fix). The finding RedundancyRemovedUnloaded prints "redundancy-removed" as it always has
// (the catalogue's name tells it from inspect's RedundancyRemoved; scripts match the doctor's).
const char* doctorCodeName(const std::optional<Issue>& sentence);

// A fix worded by the catalogue: its English text is the sentence's, `command` the exact
// command or code line when there is one.
Fix sayFix(FixKind kind, Issue sentence, std::string command = {});

// A diagnosis worded by the catalogue: the sentence and its English.
void sayDiagnosis(Diagnosis& diagnosis, Issue sentence);

}  // namespace shardscope
