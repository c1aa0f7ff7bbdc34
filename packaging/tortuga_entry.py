"""Entry point of the frozen program (PyInstaller)."""

import sys

from tortuga_qt.main import main

if __name__ == "__main__":
    sys.exit(main())
