#pragma once

// lupdate reads the templates of error sentences from Qt's marker (its name, so the project's
// lupdate call needs no alias); core links no Qt, so core's .cpp files define it here. Include it
// from .cpp files only: widgets see Qt's own definition.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
