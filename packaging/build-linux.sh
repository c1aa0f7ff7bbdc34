#!/usr/bin/env bash
# Builds tortuga-1667_<version>_<arch>.deb from a checkout, installing its own tools.
#   packaging/build-linux.sh [--work DIR] [--out DIR]
#     --work DIR  scratch folder: source copy, build venv, icons, PyInstaller output
#                 (default: build/ of the checkout)
#     --out DIR   where the .deb goes (default: dist/ of the checkout)
# The checkout's files are first copied into WORK/src and everything is built from that copy,
# so nothing is written into the checkout outside WORK and OUT (packaging/check-deb.sh builds
# in a temporary folder). PYTHON picks the build venv's interpreter (default python3).
# Steps: build tools (Debian packages when root, PyInstaller in a private venv), icons from our
# SVG, a PyInstaller one-folder build, the Debian tree (/opt, a launcher on PATH, menu entry,
# icons, AppStream metainfo, MIME type for saves), validation, dpkg-deb.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY=${PYTHON:-python3}
WORK=$ROOT/build
OUT=$ROOT/dist
while [ $# -gt 0 ]; do
  case "$1" in
    --work) WORK=${2:?--work needs a folder}; shift 2 ;;
    --out) OUT=${2:?--out needs a folder}; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-linux.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
mkdir -p "$WORK" "$OUT"
WORK=$(cd "$WORK" && pwd)  # absolute, from the caller's folder
OUT=$(cd "$OUT" && pwd)
cd "$ROOT"

say() { printf '== %s\n' "$*"; }

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  need=()
  command -v desktop-file-validate >/dev/null || need+=(desktop-file-utils)
  command -v appstreamcli >/dev/null || need+=(appstream)
  command -v dpkg-deb >/dev/null || need+=(dpkg)
  if [ ${#need[@]} -gt 0 ]; then
    say "installing build tools: ${need[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  fi
fi
for tool in dpkg-deb desktop-file-validate appstreamcli; do
  command -v "$tool" >/dev/null || { echo "build-linux.sh: $tool is missing (install it, or run as root)" >&2; exit 2; }
done

say "source copy ($WORK/src)"
SRC=$WORK/src
rm -rf "$SRC"
mkdir -p "$SRC"
excludes=(--exclude=./.git --exclude=./.venv --exclude=./build --exclude=./dist --exclude='*.egg-info'
  --exclude=__pycache__ --exclude=.mypy_cache --exclude=.pytest_cache --exclude=.ruff_cache --exclude=.hypothesis)
for dir in "$WORK" "$OUT"; do
  case "$dir" in "$ROOT"/*) excludes+=("--exclude=./${dir#"$ROOT"/}") ;; esac
done
tar -C "$ROOT" "${excludes[@]}" -cf - . | tar -C "$SRC" -xf -
cd "$SRC"
VENV=$WORK/venv

say "build environment ($VENV)"
"$PY" -m venv "$VENV"
"$VENV/bin/pip" install -q --upgrade pip >/dev/null
"$VENV/bin/pip" install -q . "pyinstaller>=6.10,<7"
VERSION=$("$VENV/bin/python" -c 'import tortuga_qt; print(tortuga_qt.__version__)')
ARCH=$(dpkg --print-architecture)

say "icons from resources/art/tortuga.svg"
"$VENV/bin/python" packaging/make_icons.py build/icons  # the spec looks for them in build/icons

say "PyInstaller one-folder build"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" packaging/tortuga.spec

say "Debian tree"
PKG=$WORK/deb/tortuga-1667_${VERSION}_${ARCH}
rm -rf "$PKG"
mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" \
  "$PKG/usr/share/metainfo" "$PKG/usr/share/mime/packages" "$PKG/usr/share/doc/tortuga-1667"
cp -a "$WORK/dist/tortuga" "$PKG/opt/tortuga-1667"
ln -s /opt/tortuga-1667/tortuga "$PKG/usr/bin/tortuga"
install -m 644 packaging/linux/tortuga-1667.desktop "$PKG/usr/share/applications/"
install -m 644 packaging/linux/io.github.tortuga_qt.Tortuga1667.metainfo.xml "$PKG/usr/share/metainfo/"
install -m 644 packaging/linux/tortuga-1667-mime.xml "$PKG/usr/share/mime/packages/tortuga-1667.xml"
install -m 644 LICENSE "$PKG/usr/share/doc/tortuga-1667/copyright"
for png in build/icons/png/tortuga-1667-*.png; do
  size=${png##*-}; size=${size%.png}
  mkdir -p "$PKG/usr/share/icons/hicolor/${size}x${size}/apps"
  install -m 644 "$png" "$PKG/usr/share/icons/hicolor/${size}x${size}/apps/tortuga-1667.png"
done
INSTALLED_KB=$(du -sk "$PKG" | cut -f1)
cat > "$PKG/DEBIAN/control" <<CONTROL
Package: tortuga-1667
Version: ${VERSION}
Architecture: ${ARCH}
Maintainer: tortuga_qt contributors <tortuga-qt@users.noreply.github.com>
Installed-Size: ${INSTALLED_KB}
Depends: libc6 (>= 2.34), libegl1, libgl1, libfontconfig1, libfreetype6, libglib2.0-0 | libglib2.0-0t64, libdbus-1-3, libxkbcommon0, libxkbcommon-x11-0, libx11-xcb1, libxcb-cursor0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xfixes0, libxcb-xinerama0, libxcb-xkb1
Section: games
Priority: optional
Homepage: https://github.com/tortuga-qt/tortuga_qt
Description: Tortuga 1667 pirate board game, pass and play for 2 to 9
 Play Tortuga 1667 around one computer, with a privacy curtain between
 players, computer players for empty seats, autosave and replays.
 Unofficial fan implementation of a game by Facade Games.
CONTROL
cat > "$PKG/DEBIAN/postinst" <<'POSTINST'
#!/bin/sh
set -e
if [ "$1" = configure ]; then
  command -v update-mime-database >/dev/null && update-mime-database /usr/share/mime || true
  command -v update-desktop-database >/dev/null && update-desktop-database -q /usr/share/applications || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
fi
POSTINST
cp "$PKG/DEBIAN/postinst" "$PKG/DEBIAN/postrm"
sed -i 's/if \[ "\$1" = configure \]; then/if [ "$1" = remove ] || [ "$1" = purge ]; then/' "$PKG/DEBIAN/postrm"
chmod 755 "$PKG/DEBIAN/postinst" "$PKG/DEBIAN/postrm"

say "validation"
desktop-file-validate "$PKG/usr/share/applications/tortuga-1667.desktop"
appstreamcli validate --no-net --explain "$PKG/usr/share/metainfo/io.github.tortuga_qt.Tortuga1667.metainfo.xml" >/dev/null \
  || { appstreamcli validate --no-net "$PKG/usr/share/metainfo/io.github.tortuga_qt.Tortuga1667.metainfo.xml"; exit 1; }

say "dpkg-deb"
DEB=$OUT/tortuga-1667_${VERSION}_${ARCH}.deb
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
SIZE_MB=$(du -m "$DEB" | cut -f1)
say "built $DEB (${SIZE_MB} MB, installs ${INSTALLED_KB} KB)"
