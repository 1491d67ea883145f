# `cpack -G DEB` in a build folder makes the Debian packages, one per install component:
#   shardscope-cli  the command-line tool (links no Qt: fit for servers and cluster nodes)
#   shardscope      the desktop app, its icon, .desktop entry, AppStream data and MIME types
#   shardscope-mpi  the MPI converter (only when it is built; Open MPI comes with it)
# Library dependencies come from dpkg-shlibdeps (needs dpkg-dev and file); what it cannot see
# (Qt's platform plugins, fonts, mpirun) is named below.
set(CPACK_PACKAGE_NAME "shardscope")
set(CPACK_PACKAGE_VENDOR "ShardScope")
set(CPACK_PACKAGE_CONTACT "ShardScope developers <shardscope@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/shardscope/shardscope")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")

# Each package's description: CPack puts the summary line above it and indents it.
set(SHARDSCOPE_DEB_DESCRIPTION "ShardScope reads MindSpore strategy files and per-rank checkpoint folders from
their metadata alone, shows what every card holds, plans and performs M-card to
N-card conversions verified byte for byte, and tells whether a checkpoint loads
into a network.
")

set(CPACK_DEBIAN_CLI_PACKAGE_NAME "shardscope-cli")
set(CPACK_DEBIAN_CLI_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_CLI_DESCRIPTION
    "${SHARDSCOPE_DEB_DESCRIPTION}\nThis package holds the command line, shardscope-cli (no GUI libraries).")

set(CPACK_DEBIAN_GUI_PACKAGE_NAME "shardscope")
set(CPACK_DEBIAN_GUI_PACKAGE_SECTION "science")
# Qt loads its platform plugin at run time, unseen by dpkg-shlibdeps: X11's (xcb) comes with
# libqt6gui6, Wayland's with qt6-wayland. Chinese text needs a CJK font; Qt's own dialogs in
# Chinese need Qt's translations.
set(CPACK_DEBIAN_GUI_PACKAGE_DEPENDS "shardscope-cli (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_GUI_PACKAGE_RECOMMENDS
    "qt6-wayland, fonts-noto-cjk | fonts-wqy-microhei, qt6-translations-l10n")
set(CPACK_DEBIAN_GUI_DESCRIPTION
    "${SHARDSCOPE_DEB_DESCRIPTION}\nThis package holds the desktop app, shardscope, in English and Simplified\nChinese.")

set(CPACK_DEBIAN_MPI_PACKAGE_NAME "shardscope-mpi")
set(CPACK_DEBIAN_MPI_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_MPI_PACKAGE_DEPENDS "shardscope-cli (= ${PROJECT_VERSION}), openmpi-bin")
set(CPACK_DEBIAN_MPI_DESCRIPTION
    "${SHARDSCOPE_DEB_DESCRIPTION}\nThis package holds shardscope-mpi, the converter for clusters, run under\nOpen MPI's mpirun.")

include(CPack)
