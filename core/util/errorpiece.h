#pragma once

namespace shardscope {

// Words the core puts in an error's argument where there is no value to show ("(a list)" for a
// JSON list where a number was expected). Each is its own template, written inside
// QT_TRANSLATE_NOOP("ErrorPiece", ...) so that lupdate sees it; its English is the argument's
// value, and the GUI (ErrorText) translates an argument that is one of them whole.
inline constexpr const char* kErrorPieceContext = "ErrorPiece";

}  // namespace shardscope
