#include <gtest/gtest.h>

#include <QImage>

#include "widgets/common/appicon.h"

// The window icon comes from the PNGs rendered from resources/icons/*.svg at build time and
// embedded as resources: every size is there, square, and drawn (not blank).
TEST(AppIcon, EverySizeIsEmbeddedAndDrawn) {
    ASSERT_EQ(AppIcon::sizes().size(), 9);
    for (const int size : AppIcon::sizes()) {
        const QImage image(AppIcon::path(size));
        ASSERT_FALSE(image.isNull()) << qPrintable(AppIcon::path(size));
        EXPECT_EQ(image.size(), QSize(size, size)) << size;
        // The tile's centre is opaque; its corners (rounded) are transparent.
        EXPECT_EQ(qAlpha(image.pixel(size / 2, size / 2)), 255) << size;
        EXPECT_EQ(qAlpha(image.pixel(0, 0)), 0) << size;
    }
    const QList<QSize> available = AppIcon::icon().availableSizes();
    EXPECT_EQ(available.size(), 9);
    EXPECT_TRUE(available.contains(QSize(512, 512)));
    EXPECT_EQ(AppIcon::pixmap(96).size(), QSize(96, 96));
}
