#include "configname.h"

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

// Each name's piece template: one literal for lupdate and for the window's translation.
PieceTemplate nameTemplate(ConfigName name) {
    switch (name) {
        case ConfigName::ModelDimension:
            return QT_TRANSLATE_NOOP("ErrorPiece", "a model dimension");
        case ConfigName::FeedForwardSize:
            return QT_TRANSLATE_NOOP("ErrorPiece", "feed-forward size");
        case ConfigName::HiddenSize:
            return QT_TRANSLATE_NOOP("ErrorPiece", "hidden size");
        case ConfigName::LayerCount:
            return QT_TRANSLATE_NOOP("ErrorPiece", "layer count");
        case ConfigName::SequenceLength:
            return QT_TRANSLATE_NOOP("ErrorPiece", "sequence length");
        case ConfigName::VocabularySize:
            return QT_TRANSLATE_NOOP("ErrorPiece", "vocabulary size");
        case ConfigName::None:
            break;
    }
    return "";
}

}  // namespace

const char* configNameEnglish(ConfigName name) {
    return nameTemplate(name).text;
}

IssueArg configNameArg(ConfigName name, const char* arg) {
    if (name == ConfigName::None) {
        return {arg, {}};
    }
    return pieceArg(arg, nameTemplate(name));
}

}  // namespace shardscope
