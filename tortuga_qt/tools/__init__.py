"""Headless command-line tools (no Qt)."""
