"""Test defaults: Qt renders offscreen unless a display was chosen explicitly."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
