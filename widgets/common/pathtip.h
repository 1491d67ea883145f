#pragma once

class QLineEdit;

// A path field narrower than its path shows the path's tail (the file's or folder's own name);
// the whole path is its tooltip, kept as it is typed, and the field stays editable.
class PathTip {
public:
    PathTip() = delete;

    static void follow(QLineEdit* field);
};
