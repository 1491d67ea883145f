#pragma once

// lupdate reads the templates of messages (the catalogue's issues and doctor findings, and errors
// at their call sites) from Qt's markers (their names, so the project's lupdate call needs no
// alias); core links no Qt, so core's .cpp files define them here. Include it from .cpp files and
// core-only headers: widgets see Qt's own definitions.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(context, text) text
#endif
