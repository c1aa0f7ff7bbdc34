#!/usr/bin/env bash
# Builds the Linux .deb in a temporary folder (never in the checkout), unpacks it, checks its
# layout and size, and runs the unpacked `tortuga --self-test` offscreen: tests/packaging
# (pytest marker `package`, left out of the default test run because it takes minutes).
#   packaging/check-deb.sh [pytest options]
# Needs the test install (.venv with '.[test]', see the README). As root it installs the Debian
# build tools it lacks (desktop-file-utils, appstream); PyInstaller comes from PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE=1
exec .venv/bin/python -m pytest -q -m package tests/packaging "$@"
