"""Entry point of the frozen program (PyInstaller)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # First of all: a spawned thinking process (Hard seats, hints) re-runs this program with
    # multiprocessing's own arguments; freeze_support runs its task and exits before any of
    # the program's command line is read.
    multiprocessing.freeze_support()
    from tortuga_qt.main import main

    sys.exit(main())
