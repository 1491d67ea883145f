#!/bin/sh
# Checks the packages build_debs.sh made.
#   contents: each package lists exactly the files of contents/<package>.txt, names the real
#             contact as Maintainer, and depends on what its programs need (dpkg-shlibdeps'
#             libraries, and no Qt in shardscope-cli).
#   runs:     unpacked with dpkg-deb -x into a temporary root (no installation), each program
#             prints its version, shardscope-cli writes and reads an .h5 file through the HDF5
#             module it loads from the package's library folder, and the desktop files there
#             pass appstreamcli validate-tree.
# Usage: check_debs.sh contents|runs DEB_DIR SOURCE_DIR VERSION PACKAGE...
set -eu
mode=$1
debs=$2
src=$3
version=$4
shift 4
arch=$(dpkg --print-architecture)
contact="ShardScope developers <shardscope@users.noreply.github.com>"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
    echo "FAIL: $*"
    status=1
}

deb_of() {
    echo "$debs/$1_${version}_${arch}.deb"
}

for pkg in "$@"; do
    [ -f "$(deb_of "$pkg")" ] || { echo "FAIL: no $(deb_of "$pkg") (build_debs.sh made: $(ls "$debs"))"; exit 1; }
done

if [ "$mode" = contents ]; then
    for pkg in "$@"; do
        deb=$(deb_of "$pkg")
        # Files and links only: the folders follow from them.
        dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | sort > "$tmp/$pkg.got"
        if ! diff -u "$src/tests/packaging/contents/$pkg.txt" "$tmp/$pkg.got"; then
            fail "$pkg: the files differ from tests/packaging/contents/$pkg.txt"
        fi
        [ "$(dpkg-deb -f "$deb" Package)" = "$pkg" ] || fail "$pkg: Package is $(dpkg-deb -f "$deb" Package)"
        [ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "$pkg: Version is $(dpkg-deb -f "$deb" Version)"
        [ "$(dpkg-deb -f "$deb" Maintainer)" = "$contact" ] || fail "$pkg: Maintainer is $(dpkg-deb -f "$deb" Maintainer)"
        depends=$(dpkg-deb -f "$deb" Depends)
        echo "$pkg depends on: $depends"
        case "$depends" in *libc6*) ;; *) fail "$pkg: no libc6 in Depends (dpkg-shlibdeps did not run?)" ;; esac
        case "$pkg" in
        shardscope-cli)
            case "$depends" in *libqt*|*mpi*) fail "shardscope-cli depends on Qt or MPI" ;; esac
            case "$depends" in *libprotobuf*) ;; *) fail "shardscope-cli: no libprotobuf in Depends" ;; esac
            # libhdf5 is the HDF5 module's, not the program's: dpkg-shlibdeps must see both.
            case "$depends" in *libhdf5*) ;; *) fail "shardscope-cli: no libhdf5 in Depends (the HDF5 module's)" ;; esac ;;
        shardscope)
            case "$depends" in *libqt6widgets6*) ;; *) fail "shardscope: no libqt6widgets6 in Depends" ;; esac
            case "$depends" in *libqt6charts6*) ;; *) fail "shardscope: no libqt6charts6 in Depends" ;; esac
            case "$depends" in *"shardscope-cli (= $version)"*) ;; *) fail "shardscope: no shardscope-cli (= $version) in Depends" ;; esac ;;
        shardscope-mpi)
            case "$depends" in *libopenmpi*) ;; *) fail "shardscope-mpi: no libopenmpi in Depends" ;; esac
            case "$depends" in *openmpi-bin*) ;; *) fail "shardscope-mpi: no openmpi-bin in Depends" ;; esac
            case "$depends" in *libqt*) fail "shardscope-mpi depends on Qt" ;; esac ;;
        esac
    done
    exit $status
fi

[ "$mode" = runs ] || { echo "usage: check_debs.sh contents|runs DEB_DIR SOURCE_DIR VERSION PACKAGE..."; exit 2; }
root=$tmp/root
for pkg in "$@"; do
    dpkg-deb -x "$(deb_of "$pkg")" "$root"
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export QT_QPA_PLATFORM=offscreen HOME="$tmp/home"
for pkg in "$@"; do
    case "$pkg" in
    shardscope-cli) programs=shardscope-cli ;;
    shardscope) programs=shardscope ;;
    shardscope-mpi) programs=shardscope-mpi ;;
    esac
    for program in $programs; do
        exe=$root/usr/bin/$program
        [ -x "$exe" ] || { fail "$pkg: no executable usr/bin/$program"; continue; }
        if ! out=$("$exe" --version 2>&1); then
            fail "$program --version failed: $out"
            continue
        fi
        # The last line: Open MPI may print notes first.
        line=$(printf '%s\n' "$out" | tail -n 1)
        if [ "$line" = "$program $version" ]; then
            echo "ok: unpacked $program --version: $line"
        else
            fail "unpacked $program --version printed \"$out\", not \"$program $version\""
        fi
    done
    if [ "$pkg" = shardscope-cli ]; then
        # The HDF5 module, found beside the program as installed, round-trips a checkpoint.
        ckpt=$src/tests/data/real/adam_small_net.ckpt
        if out=$("$root/usr/bin/shardscope-cli" export "$ckpt" --to "$tmp/small.h5" 2>&1) &&
            out=$("$root/usr/bin/shardscope-cli" inspect "$tmp/small.h5" 2>&1) &&
            [ "$(printf '%s\n' "$out" | grep -c 'moment1')" -gt 0 ]; then
            echo "ok: unpacked shardscope-cli exports and inspects an .h5 file"
        else
            fail "unpacked shardscope-cli could not export and inspect an .h5 file: $out"
        fi
    fi
done
case " $* " in
*" shardscope "*)
    # The .desktop entry, the AppStream file and the icon they name, as installed.
    # (An empty tree passes too: the metainfo file must be among those it checked.)
    if out=$(appstreamcli validate-tree --no-net "$root" 2>&1) &&
        printf '%s\n' "$out" | grep -q 'io.github.shardscope.ShardScope.metainfo.xml'; then
        echo "ok: appstreamcli validate-tree --no-net"
    else
        fail "appstreamcli validate-tree --no-net: $out"
    fi
    desktop-file-validate "$root/usr/share/applications/io.github.shardscope.ShardScope.desktop" ||
        fail "desktop-file-validate of the installed .desktop entry"
    ;;
esac
exit $status
