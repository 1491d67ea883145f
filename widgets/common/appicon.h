#pragma once

#include <QIcon>
#include <QList>
#include <QString>

// The program's icon: resources/icons/io.github.shardscope.ShardScope.svg, rendered at build time
// into the PNG sizes of the hicolor theme and embedded at :/icons/hicolor/<N>x<N>/apps/. The same
// files are installed for the desktop.
class AppIcon {
public:
    // The desktop entry's name and the icon's, as installed (resources/).
    static constexpr const char* kAppId = "io.github.shardscope.ShardScope";

    static QIcon icon();
    static QPixmap pixmap(int size);
    static QList<int> sizes();
    static QString path(int size);  // in the resources
};
