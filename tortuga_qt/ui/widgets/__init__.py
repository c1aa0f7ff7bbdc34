"""Widgets around the mat: panels, curtain, dialogs, the main window."""
