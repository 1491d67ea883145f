#pragma once

// lupdate reads the catalogue's templates from these markers (Qt's names, so the project's
// lupdate call needs no alias); core links no Qt, so they are defined here, for the catalogue's
// files only (never include this beside a Qt header).
#define QT_TRANSLATE_NOOP(context, text) text
#define QT_TRANSLATE_N_NOOP(context, text) text
