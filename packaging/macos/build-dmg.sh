#!/usr/bin/env bash
# Builds dist/Tortuga-1667-<version>.dmg on macOS (run on a Mac or a macOS CI runner).
#   packaging/macos/build-dmg.sh
# The app bundle comes from the shared PyInstaller spec (BUNDLE with the .icns icon and the
# .tortuga document type); hdiutil makes a compressed disk image with an Applications link.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-python3}
"$PY" -m venv build/venv
build/venv/bin/pip install -q . "pyinstaller>=6.10,<7"
VERSION=$(build/venv/bin/python -c 'import tortuga_qt; print(tortuga_qt.__version__)')
build/venv/bin/python packaging/make_icons.py build/icons
build/venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath build/dist --workpath build/pyinstaller packaging/tortuga.spec
STAGE=build/dmg
rm -rf "$STAGE" && mkdir -p "$STAGE" dist
cp -R "build/dist/Tortuga 1667.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "Tortuga 1667" -srcfolder "$STAGE" -ov -format UDZO "dist/Tortuga-1667-${VERSION}.dmg"
echo "built dist/Tortuga-1667-${VERSION}.dmg"
