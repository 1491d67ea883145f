#pragma once

#include <QIcon>

// The program's icon, painted at run time (the Qt used here has no SVG module): a 2 x 2 grid of
// shards, one of them lifted out, under a lens.
class AppIcon {
public:
    static QIcon icon();
    static QPixmap pixmap(int size);
};
